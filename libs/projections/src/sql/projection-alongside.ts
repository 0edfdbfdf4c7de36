import { OTHER_APPENDERS_IN_FLIGHT, type EventStore, type PartsAlongside, type RecordedEvent } from '@navnebase/event-store';
import type { PreparedBatch, SqlReadModelStore } from './sql-read-model-store.js';

/** What the projecting transaction waits for next: a part, or how the appends ended. */
type Next = readonly RecordedEvent[] | undefined | 'committed' | 'abandoned';

/** Why the transaction rolled back instead of moving the checkpoint (the read side projects the events as always). */
class LeftToReadSide extends Error {
  constructor(reason: string) {
    super(`Projection beside the appends left to the read side: ${reason}`);
  }
}

/** How often, and how long apart, the transaction looks for appends of other sessions to end before it gives up. */
const SETTLE_TRIES = 40;
const SETTLE_PAUSE_MS = 50;

/**
 * Projects a bulk command's parts into the read-model tables while its appends are still running, in a transaction of
 * its own on another connection (PostgreSQL: the database works on the appends and the projection at once, and the
 * events are never read back). The transaction holds the projection's checkpoint throughout, so every other
 * projector waits; it projects first any committed events the read side has not reached, then each part as it is
 * written, and once the appends commit it moves the checkpoint past them — only when every event between the old
 * checkpoint and the last part is one it projected and no other session is appending (another session's events could
 * otherwise take positions in between). Whenever that cannot be said, or the appends did not commit, it rolls back and
 * the read side projects the events after the commit as it always does: the outcome is the same, only slower.
 */
export const projectAlongside = (
  store: SqlReadModelStore,
  events: EventStore,
  options: {
    onLeft?: (reason: unknown) => void;
    /** The names the command brings, when known: more than the tables hold, and their query indexes are built at the end. */
    names?: number;
  } = {},
): PartsAlongside => {
  const queue: Next[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const put = (next: Next) => {
    if (ended) return;
    if (next === 'committed' || next === 'abandoned') ended = true;
    queue.push(next);
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  const take = async (): Promise<Next> => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift();
  };

  const projected = store.sql.transaction(async (connection) => {
    const start = await store.holdCheckpoint(connection);
    const deferred = options.names !== undefined && (await store.deferIndexes(connection, options.names));
    let position = start;
    let count = 0;
    // Each part is prepared while the one before it is written (the database and this process work at once); no more
    // than those two are held.
    let writing: Promise<void> = Promise.resolve();
    const write = async (batch: readonly RecordedEvent[], prepared: PreparedBatch) => {
      await writing;
      writing = store.projectInto(connection, prepared);
      writing.catch(() => undefined);
      position = batch[batch.length - 1]!.globalPosition;
      count += batch.length;
    };
    try {
      for (;;) {
        const next = await take();
        if (next === 'committed') break;
        if (next === 'abandoned') throw new LeftToReadSide('the appends were not recorded');
        if (next === undefined) throw new LeftToReadSide('the store did not say where a part landed');
        if (next.length === 0) continue;
        const first = next[0]!.globalPosition;
        const prepared = store.prepare(next);
        // Committed events the read side had not projected yet come first (their positions are below the part's).
        while (position < first - 1) {
          await writing;
          const before = (await events.readAll(position, 100)).filter((e) => e.globalPosition < first);
          if (before.length === 0) break;
          await write(before, store.prepare(before));
        }
        if (first <= position) throw new LeftToReadSide(`a part starts at ${first}, at or below ${position}`);
        await write(next, prepared);
      }
    } finally {
      // Nothing leaves this transaction while a write is still on its connection (a refusal throws from the loop).
      await writing.catch(() => undefined);
    }
    await writing;
    // The appends committed. Any event between the old checkpoint and the last part that this transaction did not
    // project (another session's, committed or still in flight) would be skipped if the checkpoint moved past it.
    for (let tries = 1; ; tries++) {
      const { rows } = await connection.query<{ appenders: number; events: string | number }>(
        `SELECT (${OTHER_APPENDERS_IN_FLIGHT}) AS appenders,
                (SELECT count(*) FROM es_events WHERE global_position > $1 AND global_position <= $2) AS events`,
        [start, position],
      );
      const { appenders, events: stored } = rows[0]!;
      if (Number(stored) !== count) throw new LeftToReadSide(`${Number(stored)} events in ${start}–${position}, ${count} projected`);
      if (Number(appenders) === 0) break;
      if (tries === SETTLE_TRIES) throw new LeftToReadSide('other sessions kept appending');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
    }
    if (deferred) await store.restoreIndexes(connection);
    await store.moveCheckpoint(connection, position);
  });
  // Whatever happens, the caller hears of it only through `onLeft`: the read side does what this did not.
  const settled = projected.then(
    () => undefined,
    (error: unknown) => {
      ended = true;
      options.onLeft?.(error);
    },
  );

  return {
    part: (recorded) => put(recorded),
    committed: async () => {
      put('committed');
      await settled;
    },
    abandoned: async () => {
      put('abandoned');
      await settled;
    },
  };
};
