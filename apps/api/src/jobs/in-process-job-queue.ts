import { randomUUID } from 'node:crypto';
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

interface Entry {
  readonly id: string;
  readonly kind: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly backoffMs: number;
  readonly owner?: string;
  readonly createdAt: string;
  state: JobState;
  progress: number;
  message?: string;
  result?: unknown;
  error?: string;
  attemptsMade: number;
  cancelRequested: boolean;
  finishedAt?: string;
  controller: AbortController;
  notBefore: number;
}

const KEEP_FINISHED_MS = 24 * 60 * 60_000;

/**
 * Jobs in this process (embedded mode, no Redis): the same handlers, progress, cancel and retries as the BullMQ
 * queue, with the queue itself in memory. A job does not survive a restart: the answer to its id is then "not
 * found", and an import it was running either was appended whole before the stop or not at all (one append).
 */
export class InProcessJobQueue implements JobQueue {
  readonly backend = 'in-process' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly jobs = new Map<string, Entry>();
  private readonly waiting: Entry[] = [];
  private running = 0;
  private started = false;
  private closed = false;
  private readonly active = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private readonly finishedListeners: JobFinishedListener[] = [];

  constructor(private readonly concurrency = 2) {}

  register<P, R>(kind: string, handler: JobHandler<P, R>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  async start(): Promise<void> {
    this.started = true;
    this.pump();
  }

  async add<P>(kind: string, payload: P, options: JobOptions = {}): Promise<JobView> {
    if (!this.handlers.has(kind)) throw new Error(`No handler for job kind ${kind}`);
    this.sweep();
    const id = options.jobId ?? randomUUID();
    const existing = this.jobs.get(id);
    if (existing) return this.view(existing);
    const entry: Entry = {
      id,
      kind,
      payload,
      attempts: Math.max(1, options.attempts ?? 1),
      backoffMs: options.backoffMs ?? 1000,
      ...(options.owner ? { owner: options.owner } : {}),
      createdAt: new Date().toISOString(),
      state: 'waiting',
      progress: 0,
      attemptsMade: 0,
      cancelRequested: false,
      controller: new AbortController(),
      notBefore: 0,
    };
    this.jobs.set(id, entry);
    this.waiting.push(entry);
    this.pump();
    return this.view(entry);
  }

  async get(id: string): Promise<JobView | undefined> {
    const entry = this.jobs.get(id);
    return entry ? this.view(entry) : undefined;
  }

  async cancel(id: string): Promise<JobView | undefined> {
    const entry = this.jobs.get(id);
    if (!entry) return undefined;
    if (entry.state === 'waiting') {
      this.waiting.splice(this.waiting.indexOf(entry), 1);
      this.finish(entry, 'cancelled', { error: new JobCancelledError().message });
    } else if (entry.state === 'active') {
      entry.cancelRequested = true;
      entry.controller.abort();
    }
    return this.view(entry);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    for (const entry of this.jobs.values()) if (entry.state === 'active') entry.controller.abort();
    await Promise.allSettled([...this.active]);
  }

  async depth(): Promise<JobQueueDepth> {
    const depth: Record<string, { waiting: number; active: number }> = {};
    for (const entry of this.jobs.values()) {
      if (entry.state !== 'waiting' && entry.state !== 'active') continue;
      const kind = (depth[entry.kind] ??= { waiting: 0, active: 0 });
      kind[entry.state]++;
    }
    return depth;
  }

  onFinished(listener: JobFinishedListener): void {
    this.finishedListeners.push(listener);
  }

  private view(entry: Entry): JobView {
    return {
      id: entry.id,
      kind: entry.kind,
      state: entry.state,
      progress: entry.progress,
      ...(entry.message ? { message: entry.message } : {}),
      ...(entry.result !== undefined ? { result: entry.result } : {}),
      ...(entry.error ? { error: entry.error } : {}),
      cancelRequested: entry.cancelRequested,
      attemptsMade: entry.attemptsMade,
      ...(entry.owner ? { owner: entry.owner } : {}),
      createdAt: entry.createdAt,
      ...(entry.finishedAt ? { finishedAt: entry.finishedAt } : {}),
    };
  }

  private finish(entry: Entry, state: JobState, outcome: { result?: unknown; error?: string }) {
    entry.state = state;
    if (outcome.result !== undefined) entry.result = outcome.result;
    if (outcome.error) entry.error = outcome.error;
    if (state === 'completed') entry.progress = 100;
    entry.finishedAt = new Date().toISOString();
    if (state === 'completed' || state === 'failed' || state === 'cancelled')
      for (const listener of this.finishedListeners) listener(entry.kind, state);
  }

  private sweep() {
    const limit = Date.now() - KEEP_FINISHED_MS;
    for (const [id, entry] of this.jobs) if (entry.finishedAt && Date.parse(entry.finishedAt) < limit) this.jobs.delete(id);
  }

  private pump() {
    if (!this.started || this.closed) return;
    while (this.running < this.concurrency) {
      const now = Date.now();
      const index = this.waiting.findIndex((e) => e.notBefore <= now);
      if (index < 0) {
        const next = Math.min(...this.waiting.map((e) => e.notBefore));
        if (Number.isFinite(next)) {
          if (this.timer) clearTimeout(this.timer);
          this.timer = setTimeout(() => this.pump(), Math.max(10, next - now));
          this.timer.unref();
        }
        return;
      }
      const [entry] = this.waiting.splice(index, 1);
      this.running++;
      const run = this.run(entry!).finally(() => {
        this.running--;
        this.active.delete(run);
        this.pump();
      });
      this.active.add(run);
    }
  }

  private async run(entry: Entry): Promise<void> {
    entry.state = 'active';
    entry.attemptsMade++;
    const context: JobContext = {
      id: entry.id,
      attempt: entry.attemptsMade,
      maxAttempts: entry.attempts,
      signal: entry.controller.signal,
      progress: async (percent, message) => {
        entry.progress = clampProgress(percent);
        if (message !== undefined) entry.message = message;
      },
      throwIfCancelled: async () => {
        if (entry.cancelRequested || entry.controller.signal.aborted) throw new JobCancelledError();
      },
    };
    try {
      const result = await this.handlers.get(entry.kind)!(entry.payload, context);
      this.finish(entry, 'completed', { result });
    } catch (error) {
      if (error instanceof JobCancelledError || entry.cancelRequested || (this.closed && entry.controller.signal.aborted)) {
        this.finish(entry, 'cancelled', { error: new JobCancelledError().message });
      } else if (error instanceof PermanentJobError || entry.attemptsMade >= entry.attempts) {
        this.finish(entry, 'failed', { error: error instanceof Error ? error.message : String(error) });
      } else {
        entry.state = 'waiting';
        entry.notBefore = Date.now() + entry.backoffMs * 2 ** (entry.attemptsMade - 1);
        this.waiting.push(entry);
      }
    }
  }
}
