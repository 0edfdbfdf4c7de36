import { BUILT_IN_NAMES, BUILT_IN_TAXA, LANGUAGES, type ScientificNameRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
// Types only: the driver is loaded when a store is connected, not by every process that imports this package.
import type { AnyBulkWriteOperation, ClientSession, Db, Document, MongoClient } from 'mongodb';
import type { ChangeLogFilter, ReadModelStore } from '../read-model-store.port.js';
import type { ChangeLogEntry, StatisticsCount, StatisticsDay, StatisticsKind, SuccessorView } from '../read-models.js';
import { feedRowsOf, referencedTaxa, segmentsOf, type FeedRow } from '../feed/feed-projection.js';
import type { FeedRecordsLookup } from '../feed/feed-store.port.js';
import { builtInVersionRows, versionRowsOf } from '../history/record-versions.js';
import { projectRegisterEvents } from '../register/register-projection.js';
import { statisticsCount, statisticsDays } from '../register/statistics-projection.js';
import {
  COLLECTIONS,
  INDEXES,
  mainNameWritesOf,
  READ_MODEL_COLLECTIONS,
  recordWritesOf,
  runningTotals,
  taxaToRefresh,
  writesOf,
  type HistoryDocument,
  type NameDocument,
  type Writes,
} from './mongo-writes.js';
import { feedWritesOf } from './mongo-feed.js';
import { mongoAncestorLinks, mongoFillEntered, MongoFeedStore } from './mongo-feed-store.js';
import { MongoRegisterAsOf } from './mongo-register-as-of.js';
import { MongoUsersReadModel } from './mongo-users-read-model.js';
import { eventVersionsQuery, recordsOfVersions, versionWritesOf, type VersionDocument } from './mongo-versions.js';

const PROJECTION = 'register';
const OVER_TIME_METRICS = ['taxa', 'names', 'names.synonyms', ...LANGUAGES.map((language) => `vernacular.${language}`)];

interface CheckpointDocument {
  _id: string;
  position: number;
}

/**
 * The register's read models in MongoDB: taxa, names, vernacular names, change logs, statistics and successors, with
 * the checkpoint moved in the same transaction as the change (a replica set is needed for transactions; a single-node
 * one will do). The same writes as `SqlReadModelStore` (the projection folds a batch into a `ChangeSet`, see
 * `mongo-writes.ts`), and the queries it serves from its tables: name records of a taxon, change logs, statistics,
 * successors; the change feed (`rm_feed`, read through `feed()`) and the records' versions (`rm_version`, read through
 * `history()`).
 */
export class MongoReadModelStore implements ReadModelStore {
  private constructor(
    readonly client: MongoClient,
    readonly db: Db,
  ) {}

  /** Connects (`mongodb://host:27017/navnebase?replicaSet=rs0`), makes the indexes and seeds the built-in spheres. */
  static async connect(url: string, options: { database?: string } = {}): Promise<MongoReadModelStore> {
    const { MongoClient } = await import('mongodb');
    const client = await new MongoClient(url).connect();
    const store = new MongoReadModelStore(client, client.db(options.database));
    await store.createIndexes();
    await store.seedBuiltIns();
    return store;
  }

  private collection<T extends Document = Document>(name: string) {
    return this.db.collection<T>(name);
  }

  /** Makes every index (those a rebuild set aside too). */
  private async createIndexes(): Promise<void> {
    for (const index of INDEXES) {
      await this.collection(index.collection).createIndex(index.key, { name: index.name });
    }
  }

  private async seedBuiltIns(session?: ClientSession): Promise<void> {
    const options = session ? { session } : {};
    await this.collection<CheckpointDocument>(COLLECTIONS.checkpoint).updateOne(
      { _id: PROJECTION },
      { $setOnInsert: { position: 0 } },
      { upsert: true, ...options },
    );
    await this.run(versionWritesOf(builtInVersionRows(BUILT_IN_TAXA, BUILT_IN_NAMES)), session);
    if (await this.collection<{ _id: number }>(COLLECTIONS.taxon).findOne({ _id: { $lt: 0 } }, options)) return;
    await this.run(recordWritesOf(BUILT_IN_TAXA, [], BUILT_IN_NAMES, []), session);
    await this.refreshMainNames(
      BUILT_IN_TAXA.map((t) => t.id),
      session,
    );
  }

  /** Runs the bulk operations of a change, collection after collection, in order. */
  private async run(writes: Writes, session?: ClientSession): Promise<void> {
    for (const { collection, operations } of writes) {
      await this.collection(collection).bulkWrite(operations as AnyBulkWriteOperation[], { ordered: true, ...(session ? { session } : {}) });
    }
  }

  private async refreshMainNames(taxonIds: readonly number[], session?: ClientSession): Promise<void> {
    if (taxonIds.length === 0) return;
    const names = await this.collection<NameDocument>(COLLECTIONS.name)
      .find(
        { taxonId: { $in: [...taxonIds] }, status: { $in: ['Accepted', 'Unresolved'] } },
        {
          projection: { _id: 1, taxonId: 1, rankId: 1, status: 1 },
          ...(session ? { session } : {}),
        },
      )
      .toArray();
    await this.run(mainNameWritesOf(names), session);
  }

  // ------------------------------------------------------------------------------------------------------ writing

  /**
   * Projects a batch and moves the checkpoint in one transaction. The checkpoint is read in the transaction and events at
   * or below it are skipped; the checkpoint is moved only from the value read, so a second projector's transaction on
   * the same batch conflicts and, retried, finds it applied.
   */
  async applyEvents(events: readonly RecordedEvent[]): Promise<number> {
    if (events.length === 0) return this.checkpoint();
    const session = this.client.startSession();
    try {
      return await session.withTransaction(async () => {
        const checkpoints = this.collection<CheckpointDocument>(COLLECTIONS.checkpoint);
        const applied = (await checkpoints.findOne({ _id: PROJECTION }, { session }))?.position ?? 0;
        const fresh = events.filter((e) => e.globalPosition > applied);
        if (fresh.length === 0) return applied;
        const position = fresh[fresh.length - 1]!.globalPosition;
        // As in SQL, the feed places each event's records in the tree as it stood just before that event: events that
        // give a taxon another parent are applied on their own, the others in runs (see feed-projection.ts).
        for (const segment of segmentsOf(fresh)) {
          const feedRows = feedRowsOf(segment, await mongoAncestorLinks(this.db, referencedTaxa(segment), session));
          const changes = projectRegisterEvents(segment);
          await this.run(writesOf(changes), session);
          await this.refreshMainNames(taxaToRefresh(changes), session);
          await this.run(versionWritesOf(versionRowsOf(segment)), session);
          for (const row of feedRows) await mongoFillEntered(this.db, row, session);
          await this.run(feedWritesOf(feedRows), session);
        }
        const moved = await checkpoints.updateOne({ _id: PROJECTION, position: applied }, { $set: { position } }, { upsert: true, session });
        if (moved.matchedCount === 0 && moved.upsertedCount === 0) throw new Error('The read models were projected by another process meanwhile');
        return position;
      });
    } finally {
      await session.endSession();
    }
  }

  async checkpoint(): Promise<number> {
    return (await this.collection<CheckpointDocument>(COLLECTIONS.checkpoint).findOne({ _id: PROJECTION }))?.position ?? 0;
  }

  async reset(options: { rebuilding?: boolean } = {}): Promise<void> {
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const name of READ_MODEL_COLLECTIONS) await this.collection(name).deleteMany({}, { session });
        await this.seedBuiltIns(session);
      });
    } finally {
      await session.endSession();
    }
    // Indexes built once after a bulk load cost less than kept up document by document (connect makes them again
    // should a rebuild stop half-way).
    if (options.rebuilding) {
      for (const index of INDEXES.filter((i) => i.secondary))
        await this.collection(index.collection)
          .dropIndex(index.name)
          .catch(() => undefined);
    }
  }

  async finishRebuild(): Promise<void> {
    await this.createIndexes();
  }

  // ------------------------------------------------------------------------------------------------------ reading

  /**
   * The change feed kept here. The records of import rows come from the versions their event wrote here, in the same
   * transaction as the rows (`records`: from elsewhere).
   */
  feed(records?: FeedRecordsLookup): MongoFeedStore {
    return new MongoFeedStore(this.client, this.db, records ?? ((positions) => this.recordsOfEvents(positions)));
  }

  private async recordsOfEvents(positions: readonly number[]): Promise<Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>>> {
    if (positions.length === 0) return new Map();
    const { filter, sort } = eventVersionsQuery(positions);
    const versions = await this.collection<VersionDocument>(COLLECTIONS.version)
      .find(filter, { sort, projection: { _id: 0, kind: 1, position: 1, ordinal: 1, record: 1 } })
      .toArray();
    return recordsOfVersions(versions);
  }

  /** The users' read model in the same database (its indexes made), kept by a projection of the users stream. */
  users(): Promise<MongoUsersReadModel> {
    return MongoUsersReadModel.open(this.client, this.db);
  }

  /** The register as of a position, from the records' versions kept here. */
  history(): MongoRegisterAsOf {
    return new MongoRegisterAsOf(this.db);
  }

  /** Full records of the names of several taxa, by taxon. */
  async namesOfTaxa(taxonIds: readonly number[]): Promise<Map<number, ScientificNameRecord[]>> {
    const byTaxon = new Map<number, ScientificNameRecord[]>();
    if (taxonIds.length === 0) return byTaxon;
    for (const { record } of await this.collection<NameDocument>(COLLECTIONS.name)
      .find({ taxonId: { $in: [...taxonIds] } })
      .toArray()) {
      byTaxon.set(record.taxonId, [...(byTaxon.get(record.taxonId) ?? []), record]);
    }
    return byTaxon;
  }

  /** Full records of a taxon's names (name pages). */
  async namesOfTaxon(taxonId: number): Promise<ScientificNameRecord[]> {
    return (await this.collection<NameDocument>(COLLECTIONS.name).find({ taxonId }).toArray()).map((d) => d.record);
  }

  /** Full records of a taxon's names with the checkpoint they were read at (one snapshot: a read in a transaction). */
  async namesOfTaxonAt(taxonId: number): Promise<{ records: ScientificNameRecord[]; checkpoint: number }> {
    const session = this.client.startSession({ snapshot: true });
    try {
      const names = await this.collection<NameDocument>(COLLECTIONS.name).find({ taxonId }, { session }).toArray();
      const checkpoint = await this.collection<CheckpointDocument>(COLLECTIONS.checkpoint).findOne({ _id: PROJECTION }, { session });
      // as the SQL store: no names, no checkpoint (-1), so an empty answer is never cached as current
      return { records: names.map((d) => d.record), checkpoint: names.length > 0 ? (checkpoint?.position ?? -1) : -1 };
    } finally {
      await session.endSession();
    }
  }

  async changes(scientificNameId: number, filter: ChangeLogFilter = {}): Promise<ChangeLogEntry[] | undefined> {
    const history = this.collection<HistoryDocument>(COLLECTIONS.history);
    const known =
      (await this.collection<NameDocument>(COLLECTIONS.name).findOne({ _id: scientificNameId }, { projection: { _id: 1 } })) ??
      (await history.findOne({ scientificNameId }, { projection: { _id: 1 } }));
    if (!known) return undefined;
    const changeDate = {
      ...(filter.from ? { $gte: new Date(filter.from) } : {}),
      ...(filter.to ? { $lte: new Date(filter.to) } : {}),
    };
    const rows = await history
      .find({
        scientificNameId,
        ...(Object.keys(changeDate).length ? { changeDate } : {}),
        ...(filter.untilPosition !== undefined ? { position: { $lte: filter.untilPosition } } : {}),
      })
      .sort({ changeDate: -1, position: -1, ordinal: -1 })
      .toArray();
    return rows.map((r) => ({
      changeByUser: r.changedBy,
      changeDate: r.changeDate.toISOString(),
      changeRemarks: r.remarks,
      changeType: r.changeType,
      dataBefore: r.dataBefore as Record<string, unknown>[],
      dataAfter: r.dataAfter as Record<string, unknown>[],
    }));
  }

  async statistics(kind: StatisticsKind, options: { date?: string; languageId?: string } = {}): Promise<StatisticsCount> {
    const rows = await this.collection(COLLECTIONS.statistic)
      .aggregate<{ _id: string; value: number }>([
        ...(options.date ? [{ $match: { day: { $lte: options.date } } }] : []),
        { $group: { _id: '$metric', value: { $sum: '$delta' } } },
      ])
      .toArray();
    return statisticsCount(kind, new Map(rows.map((r) => [r._id, r.value])), options.languageId);
  }

  async statisticsOverTime(options: { from?: string; to?: string } = {}): Promise<StatisticsDay[]> {
    const rows = await this.collection<{ day: string; metric: string; delta: number }>(COLLECTIONS.statistic)
      .find({ metric: { $in: OVER_TIME_METRICS }, ...(options.to ? { day: { $lte: options.to } } : {}) })
      .sort({ metric: 1, day: 1 })
      .toArray();
    return statisticsDays(runningTotals(rows, options));
  }

  async successor(kind: 'taxon' | 'name', id: number): Promise<SuccessorView | undefined> {
    const found = await this.collection<{ _id: string; reason: string; successorIds: number[] }>(COLLECTIONS.successor).findOne({
      _id: `${kind}:${id}`,
    });
    return found ? { kind, id, reason: found.reason, successorIds: found.successorIds } : undefined;
  }

  async dump(): Promise<Record<string, unknown[]>> {
    const result: Record<string, unknown[]> = {};
    for (const name of READ_MODEL_COLLECTIONS) result[name] = await this.collection(name).find({}).sort({ _id: 1 }).toArray();
    return result;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
