import type { RecordedEvent, Subscription } from './event-store.port.js';

export interface FollowOptions {
  readonly from: number;
  readonly batchSize: number;
  readonly onError?: (error: unknown) => void;
  /** How long to wait for news when a read found nothing (a wake-up ends the wait at once). */
  readonly idleMs: number;
  /** The store's wake-ups: one function per follower, called when this process appends or hears of an append. */
  readonly wakers: Set<() => void>;
}

/**
 * Catch up, then follow: reads batches after the last position handled and hands them to the handler; when there is
 * nothing new, waits for a wake-up (an append in this process, or a notification from another) or a short poll. A
 * handler that throws gets the same batch again after a pause. Shared by the event store adapters.
 */
export const followBatches = (
  read: (after: number, limit: number) => Promise<RecordedEvent[]>,
  positionOf: (event: RecordedEvent) => number,
  handler: (events: RecordedEvent[]) => Promise<void>,
  options: FollowOptions,
): Subscription => {
  let position = options.from;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  /** Waits for a wake-up, or a short poll: a late commit below an in-flight transaction sends none again. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  const waker = () => wakeUp?.();
  options.wakers.add(waker);
  const loop = (async () => {
    while (!stopped) {
      try {
        const events = await read(position, options.batchSize);
        if (stopped) break;
        if (events.length === 0) {
          await pause(options.idleMs);
          continue;
        }
        await handler(events);
        position = positionOf(events[events.length - 1]!);
      } catch (error) {
        if (stopped) break;
        options.onError?.(error);
        await pause(1000);
      }
    }
  })();
  return {
    get position() {
      return position;
    },
    stop: async () => {
      stopped = true;
      options.wakers.delete(waker);
      wakeUp?.();
      await loop;
    },
  };
};
