import type { ReadSide } from '@navnebase/projections';

/**
 * Calls `moved` each time this process learns that the feed has moved on: its read side applied new events, and the
 * tables (where the feed rows are) include them. Answers the function that stops it.
 */
export const onFeedMoved = (readSide: ReadSide, moved: () => void): (() => void) =>
  readSide.onApplied((_events, at) => {
    void readSide
      .waitForPosition(at, 10_000)
      .then(moved)
      .catch(() => undefined);
  });
