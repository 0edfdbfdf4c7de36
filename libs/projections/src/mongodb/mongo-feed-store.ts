import type { ClientSession, Db, MongoClient } from 'mongodb';
import { movedTaxa, type FeedRow } from '../feed/feed-projection.js';
import type { FeedRecordsLookup, FeedStore } from '../feed/feed-store.port.js';
import type { SnapshotLine } from '../feed/public-contract.js';
import { asSeenFrom } from '../feed/feed-projection.js';
import { encodeCursor, type FeedPage, type FeedQuery } from '../feed/sql-feed.js';
import {
  climbTree,
  cloudEventText,
  descendTree,
  feedPageFilter,
  feedPageProjection,
  feedRowOf,
  publicNameOf,
  publicTaxonOf,
  referencedPositions,
  snapshotPage,
  type FeedDocument,
} from './mongo-feed.js';
import { COLLECTIONS, type NameDocument, type TaxonDocument } from './mongo-writes.js';

const PROJECTION = 'register';
const SNAPSHOT_PAGE = 5000;

const sessionOf = (session?: ClientSession) => (session ? { session } : {});

/** Parent links of taxa and their ancestors in `rm_taxon` (by `_id`, one query per level). */
export const mongoAncestorLinks = (db: Db, taxonIds: readonly number[], session?: ClientSession): Promise<Map<number, number | null>> =>
  climbTree(taxonIds, async (ids) =>
    (
      await db
        .collection<TaxonDocument>(COLLECTIONS.taxon)
        .find({ _id: { $in: ids } }, { projection: { _id: 1, parentTaxonId: 1 }, ...sessionOf(session) })
        .toArray()
    ).map((t) => [t._id, t.parentTaxonId ?? null] as const),
  );

/** The taxa below a taxon in `rm_taxon` (index `rm_taxon_parent`, one query per level). */
const taxaBelow = (db: Db, taxonId: number, session?: ClientSession): Promise<number[]> =>
  descendTree(taxonId, async (ids) =>
    (
      await db
        .collection<TaxonDocument>(COLLECTIONS.taxon)
        .find({ parentTaxonId: { $in: ids } }, { projection: { _id: 1 }, ...sessionOf(session) })
        .toArray()
    ).map((t) => t._id),
  );

/** As `fillEntered` of the SQL feed: what came along below each taxon the row moved (and its own names), read after the event. */
export const mongoFillEntered = async (db: Db, row: FeedRow, session?: ClientSession): Promise<void> => {
  const moved = movedTaxa(row);
  if (moved.length === 0) return;
  const entered: NonNullable<FeedRow['tree']['entered']> = {};
  for (const taxonId of moved) {
    const below = await taxaBelow(db, taxonId, session);
    const taxa = below.length
      ? await db
          .collection<TaxonDocument>(COLLECTIONS.taxon)
          .find({ _id: { $in: below } }, sessionOf(session))
          .sort({ _id: 1 })
          .toArray()
      : [];
    const names = await db
      .collection<NameDocument>(COLLECTIONS.name)
      .find({ taxonId: { $in: [taxonId, ...below] }, status: { $ne: 'NotInUse' } }, { projection: { record: 1 }, ...sessionOf(session) })
      .sort({ _id: 1 })
      .toArray();
    entered[taxonId] = {
      taxa: taxa.map((t) => publicTaxonOf({ ...t, parentTaxonId: t.parentTaxonId ?? null, existsInNorway: t.existsInNorway ?? null })),
      names: names.map(publicNameOf),
    };
  }
  row.tree.entered = entered;
};

/**
 * The change feed in MongoDB (`rm_feed`, written by `MongoReadModelStore` in each batch's transaction with the
 * checkpoint). The records of import rows are read with `records` (by `MongoReadModelStore.feed`: from the versions
 * their event wrote to MongoDB's `rm_version`, as the SQL feed reads its own).
 */
export class MongoFeedStore implements FeedStore {
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly records: FeedRecordsLookup,
  ) {}

  private feed() {
    return this.db.collection<FeedDocument>(COLLECTIONS.feed);
  }

  async head(session?: ClientSession): Promise<number> {
    const checkpoint = await this.db
      .collection<{ _id: string; position: number }>(COLLECTIONS.checkpoint)
      .findOne({ _id: PROJECTION }, sessionOf(session));
    return checkpoint?.position ?? 0;
  }

  async readPage(query: FeedQuery): Promise<FeedPage> {
    const head = await this.head();
    const rows: FeedRow[] = [];
    let next = query.after;
    // As in SQL: a subtree filter can leave out rows the index matched; read on until the page is full or at the head.
    while (rows.length < query.limit && next < head) {
      const want = query.limit - rows.length;
      const page = await this.feed()
        .find(feedPageFilter({ ...query, after: next }, head), { projection: feedPageProjection(query) })
        .sort({ _id: 1 })
        .limit(want)
        .toArray();
      const records = await this.records(referencedPositions(page));
      for (const document of page) {
        const row = feedRowOf(document, records.get(document._id));
        const seen = query.subtreeTaxonId === undefined ? row : asSeenFrom(row, query.subtreeTaxonId);
        if (seen) rows.push(seen);
        next = row.position;
      }
      if (page.length < want) next = head;
    }
    return { rows, next };
  }

  async readPageText(query: Omit<FeedQuery, 'subtreeTaxonId' | 'withTree'>, source: string): Promise<{ events: string[]; next: number }> {
    const head = await this.head();
    const page = await this.feed()
      .find(feedPageFilter(query, head), { projection: feedPageProjection({}) })
      .sort({ _id: 1 })
      .limit(query.limit)
      .toArray();
    const records = await this.records(referencedPositions(page));
    const events = page.map((document) => cloudEventText(feedRowOf(document, records.get(document._id)), source));
    const next = page.length < query.limit ? Math.max(query.after, head) : page[page.length - 1]!._id;
    return { events, next };
  }

  /**
   * As the SQL feed's snapshot, read in one MongoDB snapshot session (every read at the same point in time, the
   * checkpoint included; the server keeps that point for `minSnapshotHistoryWindowInSeconds`, 5 minutes by default).
   */
  async writeSnapshot(subtreeTaxonId: number | null, write: (line: SnapshotLine) => void): Promise<void> {
    const session = this.client.startSession({ snapshot: true });
    try {
      const options = { session };
      const cursor = encodeCursor(await this.head(session));
      write({ kind: 'cursor', cursor, subtree: subtreeTaxonId, contract: 'v1' });
      let scope: Set<number> | null = null;
      if (subtreeTaxonId !== null) {
        const root = await this.db
          .collection<TaxonDocument>(COLLECTIONS.taxon)
          .findOne({ _id: subtreeTaxonId }, { projection: { _id: 1 }, ...options });
        scope = new Set(root ? [subtreeTaxonId, ...(await taxaBelow(this.db, subtreeTaxonId, session))] : []);
      }
      let records = 0;
      for (let after = Number.MIN_SAFE_INTEGER; ;) {
        const { filter, keep } = snapshotPage('taxon', after, scope);
        const page = await this.db.collection<TaxonDocument>(COLLECTIONS.taxon).find(filter, options).sort({ _id: 1 }).limit(SNAPSHOT_PAGE).toArray();
        for (const t of page)
          if (keep(t)) {
            write({
              kind: 'taxon',
              taxon: publicTaxonOf({ ...t, parentTaxonId: t.parentTaxonId ?? null, existsInNorway: t.existsInNorway ?? null }),
            });
            records++;
          }
        if (page.length < SNAPSHOT_PAGE) break;
        after = page[page.length - 1]!._id;
      }
      for (let after = Number.MIN_SAFE_INTEGER; ;) {
        const { filter, keep } = snapshotPage('name', after, scope);
        const page = await this.db
          .collection<NameDocument>(COLLECTIONS.name)
          .find(filter, { projection: { taxonId: 1, record: 1 }, ...options })
          .sort({ _id: 1 })
          .limit(SNAPSHOT_PAGE)
          .toArray();
        for (const n of page)
          if (keep(n)) {
            write({ kind: 'name', name: publicNameOf(n) });
            records++;
          }
        if (page.length < SNAPSHOT_PAGE) break;
        after = page[page.length - 1]!._id;
      }
      const successors = await this.db
        .collection<{ _id: string; kind: 'taxon' | 'name'; id: number; reason: 'Deleted' | 'Merged' | 'Split' | 'Replaced'; successorIds: number[] }>(
          COLLECTIONS.successor,
        )
        .find({}, options)
        .sort({ kind: 1, id: 1 })
        .toArray();
      for (const s of successors) write({ kind: 'successor', successor: { kind: s.kind, id: s.id, reason: s.reason, successorIds: s.successorIds } });
      records += successors.length;
      write({ kind: 'end', cursor, records });
    } finally {
      await session.endSession();
    }
  }
}
