import type { EventStore, RecordedEvent, Subscription } from '@navnebase/event-store';
import type { ReadModelStore } from './read-model-store.port.js';

/** What a runner projects into: anything that applies batches and remembers how far it got. */
export interface Projector {
  /** Applies a batch (events already applied are skipped) and answers the checkpoint reached. */
  applyEvents(events: readonly RecordedEvent[]): Promise<number>;
  /** The position (or, for a one-stream projector, the stream revision) this projector has reached. */
  checkpoint(): Promise<number>;
}

/** What a runner follows: the whole store in global order, or one stream by revision. */
export type ProjectionSource = { readonly kind: 'all' } | { readonly kind: 'stream'; readonly streamId: string };

export interface ProjectionListener {
  /** Called after each applied batch, with its events and the checkpoint reached. */
  (events: readonly RecordedEvent[], checkpoint: number): void;
}

/** A command's events are recorded, but the read side did not include them in time. */
export class ProjectionTimeoutError extends Error {
  constructor(
    readonly position: number,
    readonly timeoutMs: number,
  ) {
    super(`The read side did not reach position ${position} within ${timeoutMs} ms`);
    this.name = 'ProjectionTimeoutError';
  }
}

/** Resolves waiters once a moving position passes theirs. */
export class PositionWaiters {
  private waiters: { position: number; resolve: () => void }[] = [];

  constructor(private readonly current: () => number) {}

  /** Resolves once `current()` reaches `position`; rejects with `ProjectionTimeoutError` after `timeoutMs`. */
  waitFor(position: number, timeoutMs: number): Promise<void> {
    if (this.current() >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new ProjectionTimeoutError(position, timeoutMs));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push({ position, resolve: done });
    });
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** Call when the position moved. */
  moved(): void {
    const position = this.current();
    if (!this.waiters.some((w) => w.position <= position)) return;
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.position > position) return true;
      waiter.resolve();
      return false;
    });
  }
}

/**
 * Keeps one projector up to date: subscribes to the event store (the whole store, or one stream) from the projector's
 * checkpoint and applies each batch; listeners hear of every applied batch (caches, search indexes and the feed's
 * live stream follow from here). `waitFor(position)` gives read-your-writes.
 */
export class ProjectionRunner {
  private subscription?: Subscription;
  private position = 0;
  private readonly waiters = new PositionWaiters(() => this.position);
  private readonly listeners = new Set<ProjectionListener>();
  lastError?: unknown;

  constructor(
    private readonly events: EventStore,
    private readonly projector: Projector,
    private readonly options: { source?: ProjectionSource; batchSize?: number; onError?: (error: unknown) => void } = {},
  ) {}

  /** The position (or stream revision) the projector has reached. */
  get checkpoint(): number {
    return this.position;
  }

  get running(): boolean {
    return this.subscription !== undefined;
  }

  onApplied(listener: ProjectionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts following from the projector's checkpoint (or from `from`, when the caller knows it). */
  async start(from?: number): Promise<void> {
    if (this.subscription) return;
    this.position = from ?? (await this.projector.checkpoint());
    this.waiters.moved();
    const handler = (batch: RecordedEvent[]) => this.apply(batch);
    const onError = (error: unknown) => {
      this.lastError = error;
      this.options.onError?.(error);
    };
    const source = this.options.source ?? { kind: 'all' };
    const batchSize = this.options.batchSize ?? 200;
    this.subscription =
      source.kind === 'all'
        ? this.events.subscribe(handler, { fromPosition: this.position, batchSize, onError })
        : this.events.subscribeToStream(source.streamId, handler, { fromRevision: this.position, batchSize, onError });
  }

  private async apply(batch: RecordedEvent[]): Promise<void> {
    const position = await this.projector.applyEvents(batch);
    this.position = Math.max(this.position, position);
    this.lastError = undefined;
    for (const listener of this.listeners) listener(batch, this.position);
    this.waiters.moved();
  }

  /** Resolves once the projector includes the event at `position`; rejects with `ProjectionTimeoutError` after the timeout. */
  waitFor(position: number, timeoutMs = 60_000): Promise<void> {
    return this.waiters.waitFor(position, timeoutMs);
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
  }
}

/** Rebuilds every read model from the first event: empties them, then projects the whole store in batches. */
export const rebuildReadModels = async (
  events: EventStore,
  readModels: Pick<ReadModelStore, 'reset' | 'applyEvents' | 'finishRebuild'>,
  options: { batchSize?: number; until?: number; onProgress?: (position: number, count: number) => void } = {},
): Promise<{ position: number; events: number }> => {
  await readModels.reset({ rebuilding: true });
  const result = await catchUp(events, readModels, 0, options);
  await readModels.finishRebuild?.();
  return result;
};

/**
 * Projects the events after `from` in batches, up to `until` when given (never past it), else to the store's end.
 * Answers the position reached and the number of events projected.
 */
export const catchUp = async (
  events: EventStore,
  readModels: Pick<ReadModelStore, 'applyEvents'>,
  from: number,
  options: { batchSize?: number; until?: number; onProgress?: (position: number, count: number) => void } = {},
): Promise<{ position: number; events: number }> => {
  const until = options.until ?? Number.POSITIVE_INFINITY;
  let position = from;
  let count = 0;
  if (position >= until) return { position, events: count };
  // Import events hold up to 2 000 names each: 100 events per transaction keeps memory bounded at any size.
  const read = (after: number) => events.readAll(after, options.batchSize ?? 100);
  let next = read(position);
  for (;;) {
    const fetched = await next;
    const batch =
      fetched.length > 0 && fetched[fetched.length - 1]!.globalPosition > until ? fetched.filter((e) => e.globalPosition <= until) : fetched;
    if (batch.length === 0) break;
    const last = batch[batch.length - 1]!.globalPosition;
    const more = batch.length === fetched.length && last < until;
    // Read the next batch while this one is written.
    if (more) {
      next = read(last);
      next.catch(() => undefined);
    }
    position = await readModels.applyEvents(batch);
    count += batch.length;
    options.onProgress?.(position, count);
    if (!more) break;
  }
  return { position, events: count };
};
