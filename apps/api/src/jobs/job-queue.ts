/**
 * The job queue port: background work (imports, large exports) with progress, cancellation and retries, the same
 * job code on every backend: BullMQ on Redis, BullMQ on PostgreSQL, or an in-process runner.
 */
export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

export type JobBackend = 'redis' | 'postgres' | 'in-process';

export interface JobView<R = unknown> {
  readonly id: string;
  readonly kind: string;
  readonly state: JobState;
  /** 0–100. */
  readonly progress: number;
  /** What the job is doing now, in Norwegian (shown under a progress bar). */
  readonly message?: string;
  /** The handler's answer, when completed. */
  readonly result?: R;
  /** Why it failed, when failed. */
  readonly error?: string;
  readonly cancelRequested: boolean;
  readonly attemptsMade: number;
  /** Who started it (a user id), when the job is not public. */
  readonly owner?: string;
  readonly createdAt: string;
  readonly finishedAt?: string;
}

export interface JobContext {
  readonly id: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** Aborted when this process learns of a cancel (at once when the cancel reaches the process running the job). */
  readonly signal: AbortSignal;
  progress(percent: number, message?: string): Promise<void>;
  /** Throws JobCancelledError when a cancel was asked for, from any process. Call it at safe points. */
  throwIfCancelled(): Promise<void>;
}

export type JobHandler<P = unknown, R = unknown> = (payload: P, context: JobContext) => Promise<R>;

export interface JobOptions {
  /** A stable id makes adding idempotent: adding a job with an id that exists answers the existing job. */
  readonly jobId?: string;
  /** Attempts in all (1 = no retry). Give more only where a repeat is safe. */
  readonly attempts?: number;
  /** First retry delay; doubles per attempt. */
  readonly backoffMs?: number;
  readonly owner?: string;
}

/** Jobs not yet finished, per kind (waiting includes delayed retries). */
export type JobQueueDepth = Record<string, { readonly waiting: number; readonly active: number }>;

/** Told when a job run in this process ends (metrics): its kind and how it ended. */
export type JobFinishedListener = (kind: string, state: 'completed' | 'failed' | 'cancelled') => void;

export interface JobQueue {
  readonly backend: JobBackend;
  register<P, R>(kind: string, handler: JobHandler<P, R>): void;
  /** Starts processing (after every handler is registered). */
  start(): Promise<void>;
  add<P>(kind: string, payload: P, options?: JobOptions): Promise<JobView>;
  get(id: string): Promise<JobView | undefined>;
  /** Asks the job to stop: a waiting job is cancelled at once, a running one at its next safe point. */
  cancel(id: string): Promise<JobView | undefined>;
  /** The unfinished jobs per kind; also tells that the backend answers (readiness). */
  depth(): Promise<JobQueueDepth>;
  /** Hears every job this process's worker finishes. */
  onFinished(listener: JobFinishedListener): void;
  close(): Promise<void>;
}

/** Thrown by a handler (through `throwIfCancelled`) to stop; the job ends as cancelled and is never retried. */
export class JobCancelledError extends Error {
  constructor() {
    super('Jobben ble avbrutt.');
    this.name = 'JobCancelledError';
  }
}

/** Thrown by a handler for a failure a retry cannot mend (bad input): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export const isFinished = (state: JobState): boolean => state === 'completed' || state === 'failed' || state === 'cancelled';

/** Polls until the job has finished (or the signal aborts); answers its last view, or undefined if it vanished. */
export const waitForJob = async (
  queue: JobQueue,
  id: string,
  options: { signal?: AbortSignal; intervalMs?: number } = {},
): Promise<JobView | undefined> => {
  let interval = options.intervalMs ?? 50;
  for (;;) {
    const view = await queue.get(id);
    if (!view || isFinished(view.state)) return view;
    if (options.signal?.aborted) return view;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval);
      options.signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
    interval = Math.min(interval * 1.5, 500);
  }
};

export const clampProgress = (percent: number): number => Math.max(0, Math.min(100, Math.round(percent)));
