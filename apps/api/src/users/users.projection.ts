import type { EventStore } from '@navnebase/event-store';
import { USERS_STREAM } from './user.types.js';
import type { SqlUsersReadModel } from './users.read-model.js';

const PAGE = 200;

/**
 * Keeps the users read model up to date by reading only the users stream, from the revision it has applied (the
 * register's events, a million names' worth, are never read for it). Revisions of one stream are given out in
 * commit order, so reading by revision skips nothing. Catches up after every local command (read-your-writes),
 * and every `pollMs` for changes written by other processes.
 */
export class UsersProjection {
  private revision = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly events: EventStore,
    private readonly readModel: SqlUsersReadModel,
    private readonly options: { pollMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  get checkpoint(): number {
    return this.revision;
  }

  async start(): Promise<void> {
    this.revision = await this.readModel.checkpoint();
    await this.catchUp();
    this.timer = setInterval(() => this.catchUp().catch((error) => this.options.onError?.(error)), this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  /** Applies what the users stream holds beyond the checkpoint. Runs one at a time. */
  catchUp(): Promise<number> {
    const work = async () => {
      for (;;) {
        const page = await this.events.readStream(USERS_STREAM, this.revision + 1, PAGE);
        if (page.length) this.revision = await this.readModel.applyEvents(page);
        if (page.length < PAGE) return this.revision;
      }
    };
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once the read model includes the users stream up to `revision`. */
  async waitFor(revision: number): Promise<void> {
    if (this.revision >= revision) return;
    await this.catchUp();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
