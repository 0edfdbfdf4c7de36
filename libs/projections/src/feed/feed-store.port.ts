import type { SqlClient } from '@navnebase/event-store';
import type { FeedRow } from './feed-projection.js';
import type { SnapshotLine } from './public-contract.js';
import { feedHead, readFeedPage, readFeedPageText, writeSnapshot, type FeedPage, type FeedQuery } from './sql-feed.js';

/** The records of feed rows stored without them (`RECORDS_BY_REFERENCE`), by position, read from the record versions. */
export type FeedRecordsLookup = (positions: readonly number[]) => Promise<Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>>>;

/**
 * Where the change feed is read: the SQL table `rm_feed` (`SqlFeedStore`), or MongoDB's `rm_feed` collection with
 * `MONGODB_URL` (`MongoFeedStore`). Each store's rows commit with its projector's checkpoint, and `head` is that
 * checkpoint: a page never skips an event that a later page would show.
 */
export interface FeedStore {
  /** The newest position the feed has. */
  head(): Promise<number>;
  /** One page in global order (see `readFeedPage`). */
  readPage(query: FeedQuery): Promise<FeedPage>;
  /** A page of the whole feed as the JSON text of its CloudEvents (see `readFeedPageText`). */
  readPageText(query: Omit<FeedQuery, 'subtreeTaxonId' | 'withTree'>, source: string): Promise<{ events: string[]; next: number }>;
  /** Every current record (of a subtree, or all) with its cursor, read in one snapshot (see `writeSnapshot`). */
  writeSnapshot(subtreeTaxonId: number | null, write: (line: SnapshotLine) => void): Promise<void>;
}

/** The feed in the SQL read-model tables (the default). */
export class SqlFeedStore implements FeedStore {
  constructor(private readonly sql: SqlClient) {}

  head(): Promise<number> {
    return feedHead(this.sql);
  }

  readPage(query: FeedQuery): Promise<FeedPage> {
    return readFeedPage(this.sql, query);
  }

  readPageText(query: Omit<FeedQuery, 'subtreeTaxonId' | 'withTree'>, source: string): Promise<{ events: string[]; next: number }> {
    return readFeedPageText(this.sql, query, source);
  }

  writeSnapshot(subtreeTaxonId: number | null, write: (line: SnapshotLine) => void): Promise<void> {
    return writeSnapshot(this.sql, subtreeTaxonId, write);
  }
}
