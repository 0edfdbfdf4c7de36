import { randomUUID } from 'node:crypto';
import { createPostgresBackend, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  clampProgress,
  JobCancelledError,
  PermanentJobError,
  type JobContext,
  type JobFinishedListener,
  type JobHandler,
  type JobOptions,
  type JobQueue,
  type JobQueueDepth,
  type JobState,
  type JobView,
} from './job-queue.js';

interface JobData {
  readonly payload: unknown;
  readonly owner?: string;
  readonly cancelRequested?: boolean;
}

interface Progress {
  readonly percent: number;
  readonly message?: string;
}

/** The failure reason that marks a cancelled job (BullMQ has no cancelled state). */
const CANCELLED = 'navnebase:cancelled';
const KEEP_FINISHED_SECONDS = 24 * 60 * 60;

export type BullMqConnection = { readonly redisUrl: string } | { readonly postgresUrl: string; readonly schema: string };

type AnyQueue = Queue<JobData, unknown, string>;
type AnyWorker = Worker<JobData, unknown, string>;

/**
 * Jobs on BullMQ, with Redis (`REDIS_URL`) or with BullMQ's PostgreSQL backend. Every API process runs a worker;
 * a job whose process dies is found stalled and run again by another (so job code must be safe to repeat: imports
 * are, by their command id). Cancel sets a flag in the job's data, which the handler checks at its safe points
 * from any process, and aborts the job at once when it runs in this process.
 */
export class BullMqJobQueue implements JobQueue {
  readonly backend: 'redis' | 'postgres';
  private readonly handlers = new Map<string, JobHandler>();
  private readonly queue: AnyQueue;
  private worker?: AnyWorker;
  private readonly redis: Redis[] = [];
  private readonly finishedListeners: JobFinishedListener[] = [];

  constructor(
    private readonly connection: BullMqConnection,
    private readonly name: string,
    private readonly options: { concurrency?: number; lockDurationMs?: number } = {},
  ) {
    this.backend = 'redisUrl' in connection ? 'redis' : 'postgres';
    const { connection: client, factory } = this.connectionOptions();
    const queueOptions = {
      connection: client,
      defaultJobOptions: { removeOnComplete: { age: KEEP_FINISHED_SECONDS }, removeOnFail: { age: KEEP_FINISHED_SECONDS } },
    };
    // The backend factory is the constructor's third argument (Redis when left out).
    this.queue = factory
      ? (new Queue(name, queueOptions as never, factory as never) as unknown as AnyQueue)
      : new Queue<JobData, unknown, string>(name, queueOptions as never);
    this.queue.on('error', () => undefined);
  }

  /** A connection of its own for each Queue and Worker (Redis: the Worker's needs maxRetriesPerRequest null). */
  private connectionOptions(): { connection: unknown; factory?: typeof createPostgresBackend } {
    if ('redisUrl' in this.connection) {
      const redis = new Redis(this.connection.redisUrl, { maxRetriesPerRequest: null });
      redis.on('error', () => undefined);
      this.redis.push(redis);
      return { connection: redis };
    }
    return {
      connection: { connectionString: this.connection.postgresUrl, schema: this.connection.schema, migrate: true },
      factory: createPostgresBackend,
    };
  }

  register<P, R>(kind: string, handler: JobHandler<P, R>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  async start(): Promise<void> {
    if (this.worker) return;
    const processor = (job: Job<JobData, unknown, string>, _token?: string, signal?: AbortSignal) => this.process(job, signal);
    const { connection, factory } = this.connectionOptions();
    const workerOptions = {
      connection,
      concurrency: this.options.concurrency ?? 2,
      lockDuration: this.options.lockDurationMs ?? 120_000,
      maxStalledCount: 1,
    };
    this.worker = factory
      ? (new Worker(this.name, processor as never, workerOptions as never, factory as never) as unknown as AnyWorker)
      : new Worker<JobData, unknown, string>(this.name, processor, workerOptions as never);
    this.worker.on('error', () => undefined);
    this.worker.on('completed', (job) => this.finished(job.name, 'completed'));
    this.worker.on('failed', (job) => {
      // 'failed' comes after every failed attempt; only the last one ends the job.
      if (!job) return;
      if (job.failedReason === CANCELLED) this.finished(job.name, 'cancelled');
      else if (job.finishedOn) this.finished(job.name, 'failed');
    });
    await this.worker.waitUntilReady();
  }

  private async process(job: Job<JobData, unknown, string>, signal?: AbortSignal): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job kind ${job.name}`);
    const aborted = signal ?? new AbortController().signal;
    const context: JobContext = {
      id: job.id!,
      attempt: Math.max(1, job.attemptsStarted ?? job.attemptsMade + 1),
      maxAttempts: job.opts.attempts ?? 1,
      signal: aborted,
      progress: async (percent, message) => {
        const previous = job.progress as Progress | number | undefined;
        const last = typeof previous === 'object' && previous ? previous.message : undefined;
        await job.updateProgress({ percent: clampProgress(percent), ...((message ?? last) !== undefined ? { message: message ?? last } : {}) });
      },
      throwIfCancelled: async () => {
        if (aborted.aborted) throw new JobCancelledError();
        const fresh = await this.queue.getJob(job.id!);
        if (fresh?.data.cancelRequested) throw new JobCancelledError();
      },
    };
    try {
      await context.throwIfCancelled();
      return await handler(job.data.payload, context);
    } catch (error) {
      if (error instanceof JobCancelledError || aborted.aborted) throw new UnrecoverableError(CANCELLED);
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  async add<P>(kind: string, payload: P, options: JobOptions = {}): Promise<JobView> {
    if (!this.handlers.has(kind)) throw new Error(`No handler for job kind ${kind}`);
    const jobId = options.jobId ?? randomUUID();
    await this.queue.add(
      kind,
      { payload, ...(options.owner ? { owner: options.owner } : {}) },
      {
        jobId,
        attempts: Math.max(1, options.attempts ?? 1),
        backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
      },
    );
    return (await this.get(jobId))!;
  }

  async get(id: string): Promise<JobView | undefined> {
    // The state first: a job read after it is never older than its state (a failed job has its reason).
    const state = await this.queue.getJobState(id);
    const job = await this.queue.getJob(id);
    if (!job) return undefined;
    return this.view(job, state);
  }

  private view(job: Job<JobData, unknown, string>, raw: string): JobView {
    const cancelRequested = Boolean(job.data.cancelRequested);
    let state: JobState;
    if (raw === 'completed') state = 'completed';
    else if (raw === 'failed') state = job.failedReason === CANCELLED ? 'cancelled' : 'failed';
    else if (raw === 'active') state = 'active';
    else state = cancelRequested ? 'cancelled' : 'waiting';
    const progress = job.progress as Progress | number | undefined;
    const percent = typeof progress === 'number' ? progress : (progress?.percent ?? 0);
    const message = typeof progress === 'object' && progress ? progress.message : undefined;
    return {
      id: job.id!,
      kind: job.name,
      state,
      progress: state === 'completed' ? 100 : clampProgress(percent),
      ...(message ? { message } : {}),
      ...(state === 'completed' && job.returnvalue !== undefined && job.returnvalue !== null ? { result: job.returnvalue } : {}),
      ...(state === 'failed' ? { error: job.failedReason } : {}),
      ...(state === 'cancelled' ? { error: new JobCancelledError().message } : {}),
      cancelRequested,
      attemptsMade: job.attemptsMade,
      ...(job.data.owner ? { owner: job.data.owner } : {}),
      createdAt: new Date(job.timestamp).toISOString(),
      ...(job.finishedOn ? { finishedAt: new Date(job.finishedOn).toISOString() } : {}),
    };
  }

  async cancel(id: string): Promise<JobView | undefined> {
    const job = await this.queue.getJob(id);
    if (!job) return undefined;
    const state = await job.getState();
    if (state !== 'completed' && state !== 'failed' && !job.data.cancelRequested) {
      await job.updateData({ ...job.data, cancelRequested: true });
      this.worker?.cancelJob(id, CANCELLED);
    }
    return this.get(id);
  }

  async depth(): Promise<JobQueueDepth> {
    const depth: Record<string, { waiting: number; active: number }> = {};
    // Jobs are few (imports and exports): the first thousand unfinished ones are enough to count.
    const [waiting, active] = await Promise.all([
      this.queue.getJobs(['waiting', 'prioritized', 'delayed'], 0, 999),
      this.queue.getJobs(['active'], 0, 999),
    ]);
    for (const [state, jobs] of [
      ['waiting', waiting],
      ['active', active],
    ] as const) {
      for (const job of jobs) if (job) (depth[job.name] ??= { waiting: 0, active: 0 })[state]++;
    }
    return depth;
  }

  onFinished(listener: JobFinishedListener): void {
    this.finishedListeners.push(listener);
  }

  private finished(kind: string, state: 'completed' | 'failed' | 'cancelled'): void {
    for (const listener of this.finishedListeners) listener(kind, state);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
  }

  /** Removes the queue and all its jobs (tests). */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }
}
