import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { asSeenFrom, type FeedKind, type FeedRow } from '@navnebase/projections';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES } from '../infrastructure/tokens.js';

/** One open live stream: its filters, where it stands, and how to send it a row. */
export interface FeedListener {
  readonly subtreeTaxonId?: number;
  readonly kinds?: readonly FeedKind[];
  /** Position of the last row it has been given (or passed over). */
  after: number;
  send(row: FeedRow): void;
  /** Ends its connection (when the process shuts down). */
  close?(): void;
}

/** How often the shared reader looks for new rows when no checkpoint was heard of (a safety net). */
const POLL_MS = 1_000;

/**
 * The live feed's one shared reader: however many streams are open, new rows are read from the database once and
 * handed to every listener in memory, each seeing them through its own filters. A listener first catches up on its
 * own (pages read for it alone) while the rows arriving meanwhile wait in its buffer, so nothing is missed or doubled.
 */
@Injectable()
export class FeedHub implements OnModuleDestroy {
  private readonly logger = new Logger('FeedHub');
  private readonly live = new Set<FeedListener>();
  private readonly catchingUp = new Map<FeedListener, FeedRow[]>();
  private position = 0;
  private started?: Promise<void>;
  private reading = false;
  private again = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;

  constructor(@Inject(REGISTER_STORES) private readonly stores: RegisterStores) {}

  get listeners(): number {
    return this.live.size + this.catchingUp.size;
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      this.position = await this.stores.feed.head();
      // The fast path: this process's memory has applied new events; the feed rows commit with the checkpoint.
      this.unsubscribe = this.stores.onFeedMoved(() => void this.readNew());
      this.timer = setInterval(() => void this.readNew(), POLL_MS);
      this.timer.unref();
    })();
    return this.started;
  }

  /** Adds a listener that starts after `listener.after`: it catches up from the database, then follows live. */
  async attach(listener: FeedListener): Promise<void> {
    await this.start();
    this.catchingUp.set(listener, []);
    try {
      for (;;) {
        const page = await this.stores.feed.readPage({
          after: listener.after,
          limit: 1000,
          ...(listener.subtreeTaxonId !== undefined ? { subtreeTaxonId: listener.subtreeTaxonId } : {}),
          ...(listener.kinds ? { kinds: listener.kinds } : {}),
        });
        for (const row of page.rows) listener.send(row);
        listener.after = Math.max(listener.after, page.next);
        if (page.rows.length === 0 || !this.catchingUp.has(listener)) break;
      }
    } catch (error) {
      this.catchingUp.delete(listener);
      throw error;
    }
    const waiting = this.catchingUp.get(listener);
    if (!waiting) return; // detached meanwhile
    this.catchingUp.delete(listener);
    this.live.add(listener);
    for (const row of waiting) this.deliver(listener, row);
  }

  detach(listener: FeedListener): void {
    this.live.delete(listener);
    this.catchingUp.delete(listener);
  }

  private deliver(listener: FeedListener, row: FeedRow): void {
    if (row.position <= listener.after) return;
    listener.after = row.position;
    if (listener.kinds && !listener.kinds.includes(row.kind)) return;
    const seen = listener.subtreeTaxonId === undefined ? row : asSeenFrom(row, listener.subtreeTaxonId);
    if (seen) listener.send(seen);
  }

  /** Reads the rows after the hub's position (once, whoever asked) and hands them out. */
  private async readNew(): Promise<void> {
    if (this.listeners === 0) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        for (;;) {
          // with the tree links: listeners following a subtree see each row through them
          const page = await this.stores.feed.readPage({ after: this.position, limit: 1000, withTree: true });
          for (const row of page.rows) {
            for (const listener of this.live) this.deliver(listener, row);
            for (const waiting of this.catchingUp.values()) waiting.push(row);
          }
          this.position = page.next;
          if (page.rows.length === 0) break;
        }
      } while (this.again);
    } catch (error) {
      this.logger.warn(`Kunne ikke lese nye hendelser til strømmen: ${(error as Error).message}`);
    } finally {
      this.reading = false;
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    // Open streams would keep the server from closing: end them (an EventSource reconnects to another process).
    for (const listener of [...this.live, ...this.catchingUp.keys()]) listener.close?.();
    this.live.clear();
    this.catchingUp.clear();
  }
}
