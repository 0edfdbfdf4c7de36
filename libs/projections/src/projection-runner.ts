import type { EventStore, RecordedEvent, Subscription } from '@navnebase/event-store';
import type { ReadModelStore } from './read-model-store.port.js';

/** What a runner projects into: any read model with a checkpoint (the register's, the users', …). */
export type ProjectionTarget = Pick<ReadModelStore, 'applyEvents' | 'checkpoint'>;

export interface ProjectionListener {
  /** Called after each applied batch, with the events it held (caches and search indexes follow from here). */
  (events: readonly RecordedEvent[], position: number): void;
}

/**
 * Keeps the read models up to date: subscribes to the event store from the read models' checkpoint and applies
 * each batch (the store writes the checkpoint in the same transaction). `waitFor(position)` gives
 * read-your-writes: a command answers once the projections have reached the position it appended.
 */
export class ProjectionRunner {
  private subscription?: Subscription;
  private position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];
  private readonly listeners = new Set<ProjectionListener>();
  lastError?: unknown;

  constructor(
    private readonly events: EventStore,
    private readonly readModels: ProjectionTarget,
    private readonly options: { batchSize?: number; onError?: (error: unknown) => void } = {},
  ) {}

  get checkpoint(): number {
    return this.position;
  }

  onApplied(listener: ProjectionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    this.position = await this.readModels.checkpoint();
    this.subscription = this.events.subscribe((batch) => this.apply(batch), {
      fromPosition: this.position,
      batchSize: this.options.batchSize ?? 200,
      onError: (error) => {
        this.lastError = error;
        this.options.onError?.(error);
      },
    });
  }

  private async apply(batch: RecordedEvent[]): Promise<void> {
    const position = await this.readModels.applyEvents(batch);
    this.position = position;
    this.lastError = undefined;
    for (const listener of this.listeners) listener(batch, position);
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.position > position) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Resolves once the read models include the event at `position`. */
  waitFor(position: number, timeoutMs = 60_000): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`Projections did not reach position ${position} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push({ position, resolve: done });
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }
}

/** Rebuilds every read model from the first event: empties them, then projects the whole store in batches. */
export const rebuildReadModels = async (
  events: EventStore,
  readModels: ReadModelStore,
  options: { batchSize?: number; onProgress?: (position: number, count: number) => void } = {},
): Promise<{ position: number; events: number }> => {
  await readModels.reset({ rebuilding: true });
  let position = 0;
  let count = 0;
  // Import events hold up to 2 000 names each: 100 events per transaction keeps memory bounded at any size.
  const read = (after: number) => events.readAll(after, options.batchSize ?? 100);
  let next = read(position);
  for (;;) {
    const batch = await next;
    if (batch.length === 0) break;
    // Read the next batch while this one is written.
    next = read(batch[batch.length - 1]!.globalPosition);
    next.catch(() => undefined);
    position = await readModels.applyEvents(batch);
    count += batch.length;
    options.onProgress?.(position, count);
  }
  await readModels.finishRebuild?.();
  return { position, events: count };
};
