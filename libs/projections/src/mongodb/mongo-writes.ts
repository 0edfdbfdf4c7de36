/**
 * The MongoDB read-model store's own rules, kept apart from the driver so they are tested without a server: which
 * collections there are and their indexes, the documents of each record, and the bulk operations a `ChangeSet` becomes
 * (the same writes `SqlReadModelStore` makes in SQL), plus the statistics' running totals.
 */
import { rankId, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { ChangeSet, HistoryRow } from '../register/change-set.js';
import { searchKey } from '../search-key.js';

export const COLLECTIONS = {
  checkpoint: 'rm_checkpoint',
  taxon: 'rm_taxon',
  name: 'rm_name',
  vernacular: 'rm_vernacular',
  history: 'rm_history',
  statistic: 'rm_statistic',
  successor: 'rm_successor',
  feed: 'rm_feed',
  version: 'rm_version',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Every collection, in the order `dump` lists them. */
export const READ_MODEL_COLLECTIONS: readonly CollectionName[] = Object.values(COLLECTIONS);

export interface IndexSpec {
  readonly collection: CollectionName;
  readonly name: string;
  readonly key: Record<string, 1 | -1>;
  /** Only queries need it: a rebuild drops it and builds it once at the end. */
  readonly secondary: boolean;
}

/** An index for every query the store makes (lookups by `_id` use the collection's own). */
export const INDEXES: readonly IndexSpec[] = [
  // the projection's own writes: a taxon's names and vernacular names, its main name among its names
  { collection: COLLECTIONS.name, name: 'rm_name_taxon', key: { taxonId: 1, status: 1, _id: 1 }, secondary: false },
  { collection: COLLECTIONS.vernacular, name: 'rm_vernacular_taxon', key: { taxonId: 1 }, secondary: false },
  // the feed's projection: what lies below a moved taxon (its `entered` records)
  { collection: COLLECTIONS.taxon, name: 'rm_taxon_parent', key: { parentTaxonId: 1, _id: 1 }, secondary: false },
  // queries: a name's change log by date, statistics per metric and day (the tree is served from memory)
  {
    collection: COLLECTIONS.history,
    name: 'rm_history_name',
    key: { scientificNameId: 1, changeDate: -1, position: -1, ordinal: -1 },
    secondary: true,
  },
  { collection: COLLECTIONS.statistic, name: 'rm_statistic_metric_day', key: { metric: 1, day: 1 }, secondary: true },
  { collection: COLLECTIONS.successor, name: 'rm_successor_kind_id', key: { kind: 1, id: 1 }, secondary: true },
  // the change feed (`mongo-feed.ts`): pages of one subtree (a row lists every taxon on its paths), pages of some kinds
  // (merged in position order from one range per kind); pages of the whole feed read by `_id`
  { collection: COLLECTIONS.feed, name: 'rm_feed_taxa', key: { taxa: 1, _id: 1 }, secondary: true },
  { collection: COLLECTIONS.feed, name: 'rm_feed_kind', key: { kind: 1, _id: 1 }, secondary: true },
  // the register as of a time (`mongo-versions.ts`): the position at a time, a record's latest version at or below a
  // position, the records an owner had (a taxon's names and children; roots are owned by null)
  { collection: COLLECTIONS.feed, name: 'rm_feed_time', key: { time: -1, _id: -1 }, secondary: true },
  { collection: COLLECTIONS.version, name: 'rm_version_record', key: { kind: 1, id: 1, position: -1 }, secondary: true },
  { collection: COLLECTIONS.version, name: 'rm_version_owner', key: { kind: 1, owner: 1, position: 1 }, secondary: true },
  // the records of the feed's import rows: the versions their event wrote, in its order
  { collection: COLLECTIONS.version, name: 'rm_version_event', key: { position: 1, kind: 1, ordinal: 1 }, secondary: true },
];

export interface TaxonDocument {
  readonly _id: number;
  readonly parentTaxonId: number | null;
  readonly existsInNorway: boolean | null;
  readonly vernacularNames: TaxonRecord['vernacularNames'];
  readonly mainNameId?: number | null;
  readonly rankId?: number | null;
}

export interface NameDocument {
  readonly _id: number;
  readonly taxonId: number;
  readonly scientificName: string;
  readonly author: string;
  readonly rankId: number;
  readonly status: string;
  readonly searchKey: string;
  readonly record: ScientificNameRecord;
}

export interface HistoryDocument extends Omit<HistoryRow, 'changeDate'> {
  readonly _id: string;
  readonly changeDate: Date;
  /** The row's place among the rows of its event (with the position: the SQL store's insertion order). */
  readonly ordinal: number;
}

/** A bulk operation, in the shape of the driver's `AnyBulkWriteOperation` (checked against it where it is sent). */
export type BulkOperation =
  | { readonly insertOne: { readonly document: Record<string, unknown> } }
  | {
      readonly updateOne: {
        readonly filter: Record<string, unknown>;
        readonly update: Record<string, unknown>;
        readonly upsert?: boolean;
      };
    }
  | { readonly deleteMany: { readonly filter: Record<string, unknown> } };

/** The bulk operations of one change, per collection, in the order they are to run. */
export type Writes = readonly { readonly collection: CollectionName; readonly operations: readonly BulkOperation[] }[];

export const nameDocumentOf = (name: ScientificNameRecord): NameDocument => ({
  _id: name.id,
  taxonId: name.taxonId,
  scientificName: name.scientificName,
  author: name.author,
  rankId: rankId(name.rank),
  status: name.taxonomicStatus,
  searchKey: searchKey(name.scientificName),
  record: name,
});

const vernacularDocumentsOf = (taxon: TaxonRecord) =>
  taxon.vernacularNames.map((v) => ({
    _id: v.id,
    taxonId: taxon.id,
    vernacularName: v.vernacularName,
    language: v.languageIsoCode,
    status: v.status,
    searchKey: searchKey(v.vernacularName),
  }));

/**
 * The writes of taxa and names (upserted or removed), as `SqlReadModelStore.writeTaxa` and `writeNames`: a taxon
 * created in this change gets its main name and rank with it; an older one keeps them (they are refreshed after).
 */
export const recordWritesOf = (
  taxa: readonly TaxonRecord[],
  removedTaxa: readonly number[],
  names: readonly ScientificNameRecord[],
  removedNames: readonly number[],
  mains: ReadonlyMap<number, ScientificNameRecord> = new Map(),
  created: ReadonlySet<number> = new Set(),
): Writes => {
  const replacedVernacular = [...removedTaxa, ...taxa.filter((t) => !created.has(t.id)).map((t) => t.id)];
  const taxonOps: BulkOperation[] = [];
  if (removedTaxa.length) taxonOps.push({ deleteMany: { filter: { _id: { $in: [...removedTaxa] } } } });
  for (const taxon of taxa) {
    const main = mains.get(taxon.id);
    taxonOps.push({
      updateOne: {
        filter: { _id: taxon.id },
        update: {
          $set: {
            parentTaxonId: taxon.parentId ?? null,
            existsInNorway: taxon.existsInNorway ?? null,
            vernacularNames: taxon.vernacularNames,
            ...(main ? { mainNameId: main.id, rankId: rankId(main.rank) } : {}),
          },
        },
        upsert: true,
      },
    });
  }
  const vernacularOps: BulkOperation[] = [];
  if (replacedVernacular.length) vernacularOps.push({ deleteMany: { filter: { taxonId: { $in: replacedVernacular } } } });
  for (const taxon of taxa) for (const document of vernacularDocumentsOf(taxon)) vernacularOps.push({ insertOne: { document } });
  const nameOps: BulkOperation[] = [];
  if (removedNames.length) nameOps.push({ deleteMany: { filter: { _id: { $in: [...removedNames] } } } });
  for (const name of names) {
    const { _id, ...fields } = nameDocumentOf(name);
    nameOps.push({ updateOne: { filter: { _id }, update: { $set: fields }, upsert: true } });
  }
  return [
    { collection: COLLECTIONS.taxon, operations: taxonOps },
    { collection: COLLECTIONS.vernacular, operations: vernacularOps },
    { collection: COLLECTIONS.name, operations: nameOps },
  ].filter((w) => w.operations.length > 0);
};

/** Statistic keys of a change set (`${day}|${metric}`) as increments; days whose total falls to 0 are removed after. */
export const statisticWritesOf = (statistics: ReadonlyMap<string, number>): Writes => {
  if (statistics.size === 0) return [];
  const operations: BulkOperation[] = [...statistics.entries()].map(([key, delta]) => {
    const [day, metric] = key.split('|') as [string, string];
    return { updateOne: { filter: { _id: `${metric}|${day}` }, update: { $set: { metric, day }, $inc: { delta } }, upsert: true } };
  });
  // Days whose changes cancel out keep no document, however the events were batched (a rebuild equals the live store).
  operations.push({ deleteMany: { filter: { delta: 0 } } });
  return [{ collection: COLLECTIONS.statistic, operations }];
};

/** A change set's writes except the main-name refresh of older taxa (which reads the names written first). */
export const writesOf = (changes: ChangeSet): Writes => {
  const taxa = [...changes.taxa.values()].filter((t): t is TaxonRecord => t !== null);
  const removedTaxa = [...changes.taxa.entries()].filter(([, t]) => t === null).map(([id]) => id);
  const names = [...changes.names.values()].filter((n): n is ScientificNameRecord => n !== null);
  const removedNames = [...changes.names.entries()].filter(([, n]) => n === null).map(([id]) => id);
  // Rows are numbered within their event (not their batch), so the same events give the same documents however they
  // are batched (a rebuild equals the live store).
  const perPosition = new Map<number, number>();
  const history: BulkOperation[] = changes.historyRows().map((row) => {
    const ordinal = perPosition.get(row.position) ?? 0;
    perPosition.set(row.position, ordinal + 1);
    return { insertOne: { document: { _id: `${row.position}:${ordinal}`, ...row, changeDate: new Date(row.changeDate), ordinal } } };
  });
  const successors: BulkOperation[] = changes.successors.map((s) => ({
    updateOne: {
      filter: { _id: `${s.kind}:${s.id}` },
      update: { $set: { kind: s.kind, id: s.id, reason: s.reason, successorIds: s.successorIds } },
      upsert: true,
    },
  }));
  return [
    ...recordWritesOf(taxa, removedTaxa, names, removedNames, changes.mainNamesOfCreatedTaxa(), changes.createdTaxa),
    ...(history.length ? [{ collection: COLLECTIONS.history, operations: history }] : []),
    ...statisticWritesOf(changes.statistics),
    ...(successors.length ? [{ collection: COLLECTIONS.successor, operations: successors }] : []),
  ];
};

/** Taxa whose main name is refreshed after a change: those whose names changed, except the ones created by it. */
export const taxaToRefresh = (changes: ChangeSet): number[] => [...changes.nameTaxa].filter((id) => !changes.createdTaxa.has(id));

/**
 * The main name of each taxon from its accepted-or-unresolved names (the lowest id), as updates of the taxa; a taxon
 * without such a name keeps what it had (as in SQL).
 */
export const mainNameWritesOf = (names: readonly Pick<NameDocument, '_id' | 'taxonId' | 'rankId' | 'status'>[]): Writes => {
  const mains = new Map<number, Pick<NameDocument, '_id' | 'rankId'>>();
  for (const name of names) {
    if (name.status !== 'Accepted' && name.status !== 'Unresolved') continue;
    const current = mains.get(name.taxonId);
    if (!current || name._id < current._id) mains.set(name.taxonId, name);
  }
  const operations: BulkOperation[] = [...mains.entries()].map(([taxonId, main]) => ({
    updateOne: { filter: { _id: taxonId }, update: { $set: { mainNameId: main._id, rankId: main.rankId } } },
  }));
  return operations.length ? [{ collection: COLLECTIONS.taxon, operations }] : [];
};

/**
 * The counts over time from the statistic documents of the metrics shown (any order): per day on which one changed,
 * within `from`..`to`, each metric's running total; with `from`, the day `from` also carries the totals of the metrics
 * that did not change on it (as `SqlReadModelStore.statisticsOverTime`).
 */
export const runningTotals = (
  rows: readonly { readonly day: string; readonly metric: string; readonly delta: number }[],
  options: { from?: string; to?: string },
): Map<string, Map<string, number>> => {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const running = new Map<string, number>();
  const before = new Map<string, number>();
  const totals = new Map<string, Map<string, number>>();
  for (const row of sorted) {
    const total = (running.get(row.metric) ?? 0) + row.delta;
    running.set(row.metric, total);
    if (options.from && row.day < options.from) {
      before.set(row.metric, total);
      continue;
    }
    if (options.to && row.day > options.to) continue;
    const day = totals.get(row.day) ?? new Map<string, number>();
    day.set(row.metric, total);
    totals.set(row.day, day);
  }
  if (options.from && before.size > 0) {
    const start = totals.get(options.from) ?? new Map<string, number>();
    for (const [metric, total] of before) if (!start.has(metric)) start.set(metric, total);
    totals.set(options.from, start);
  }
  return totals;
};
