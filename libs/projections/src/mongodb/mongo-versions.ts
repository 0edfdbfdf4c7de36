/**
 * The records' versions in MongoDB (`rm_version`, as the SQL table of `record-versions.ts`), their own rules kept apart
 * from the driver so they are tested without a server: the document of a version row, the queries of the register as
 * of a position (a record's latest version at or below it, the records an owner had), and the folds of what they
 * answer into records.
 */
import type { RegisterEvent, ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import { recordsOfEventData, type FeedRow } from '../feed/feed-projection.js';
import type { VersionKind, VersionRow } from '../history/record-versions.js';
import type { RecordAt, VersionPosition } from '../history/register-history.js';
import { COLLECTIONS, type BulkOperation, type Writes } from './mongo-writes.js';

export interface VersionDocument {
  /** `kind:id:position`, the SQL table's primary key. */
  readonly _id: string;
  readonly kind: VersionKind;
  readonly id: number;
  readonly position: number;
  readonly owner: number | null;
  readonly alive: boolean;
  readonly record: TaxonRecord | ScientificNameRecord | null;
  /** The row's place among its event's rows of its kind (the order of the event's effects). */
  readonly ordinal: number;
}

export const versionDocumentOf = (row: VersionRow, ordinal = 0): VersionDocument => ({
  _id: `${row.kind}:${row.id}:${row.position}`,
  kind: row.kind,
  id: row.id,
  position: row.position,
  ordinal,
  owner: row.owner ?? null,
  alive: row.alive,
  // as JSON keeps it (the driver would store what is undefined as null), as the SQL table's jsonb
  record: row.record ? (JSON.parse(JSON.stringify(row.record)) as VersionDocument['record']) : null,
});

/** Inserts of version rows; a row already there is kept (`ON CONFLICT DO NOTHING`). */
export const versionWritesOf = (rows: readonly VersionRow[]): Writes => {
  if (rows.length === 0) return [];
  const ordinals = new Map<string, number>();
  const operations: BulkOperation[] = rows.map((row) => {
    const key = `${row.position}:${row.kind}`;
    const ordinal = ordinals.get(key) ?? 0;
    ordinals.set(key, ordinal + 1);
    const { _id, ...fields } = versionDocumentOf(row, ordinal);
    return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
  });
  return [{ collection: COLLECTIONS.version, operations }];
};

/** The versions an event wrote, in its order (`rm_version_event`): the feed's import rows take their records from them. */
export const eventVersionsQuery = (positions: readonly number[]): { filter: Record<string, unknown>; sort: Record<string, 1 | -1> } => ({
  filter: { position: { $in: [...positions] } },
  sort: { position: 1, kind: 1, ordinal: 1 },
});

/**
 * The records of the events at the positions from the versions they wrote (any order), as the SQL feed reads them
 * from its `rm_version`: each record's image after the event, in the event's order.
 */
export const recordsOfVersions = (
  documents: readonly Pick<VersionDocument, 'kind' | 'position' | 'ordinal' | 'record'>[],
): Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>> => {
  const effects = new Map<number, { names: { before: null; after: unknown }[]; taxa: { before: null; after: unknown }[] }>();
  const sorted = [...documents].sort((a, b) => a.position - b.position || a.kind.localeCompare(b.kind) || a.ordinal - b.ordinal);
  for (const document of sorted) {
    let found = effects.get(document.position);
    if (!found) effects.set(document.position, (found = { names: [], taxa: [] }));
    (document.kind === 'n' ? found.names : found.taxa).push({ before: null, after: document.record });
  }
  const records = new Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>>();
  for (const [position, found] of effects) records.set(position, recordsOfEventData({ effects: found } as unknown as RegisterEvent['data']));
  return records;
};

/** What the latest-version pipeline answers per record. */
export interface LatestVersion {
  readonly _id: number;
  readonly position: number;
  readonly owner: number | null;
  readonly alive: boolean;
  readonly record: TaxonRecord | ScientificNameRecord | null;
}

/**
 * The latest version at or below a position of each of the given records (`rm_version_record`: the match and the
 * sort follow the index, so each record's first row is its latest).
 */
export const latestVersionsPipeline = (kind: VersionKind, ids: readonly number[], position: number): Record<string, unknown>[] => [
  { $match: { kind, id: { $in: [...ids] }, position: { $lte: position } } },
  { $sort: { kind: 1, id: 1, position: -1 } },
  {
    $group: {
      _id: '$id',
      position: { $first: '$position' },
      owner: { $first: '$owner' },
      alive: { $first: '$alive' },
      record: { $first: '$record' },
    },
  },
];

/** The records that had one of the owners (null: the roots) at some version up to the position (`rm_version_owner`; `distinct('id')`). */
export const ownedCandidatesFilter = (kind: VersionKind, owners: readonly (number | null)[], position: number): Record<string, unknown> => ({
  kind,
  owner: { $in: [...owners] },
  position: { $lte: position },
});

/** Latest versions to records: the removed ones dropped, and with `owners` only those still owned by one of them. */
export const aliveRecords = <R>(rows: readonly LatestVersion[], owners?: ReadonlySet<number | null>): Map<number, RecordAt<R>> => {
  const result = new Map<number, RecordAt<R>>();
  // in id order, as SQL reads them (the pipeline's groups come in no order)
  for (const row of [...rows].sort((a, b) => a._id - b._id)) {
    if (!row.alive || !row.record) continue;
    if (owners && !owners.has(row.owner ?? null)) continue;
    result.set(row._id, { id: row._id, owner: row.owner ?? null, since: row.position, record: row.record as R });
  }
  return result;
};

/**
 * The versions of taxa that gave one another parent after `from` (as the SQL window `owner IS DISTINCT FROM
 * lag(owner)`: a taxon's first version counts when it has a parent, the built-in ones at position 0 never).
 */
export const movePositions = (rows: readonly Pick<VersionDocument, 'id' | 'position' | 'owner'>[], from: number): VersionPosition[] => {
  const sorted = [...rows].sort((a, b) => a.id - b.id || a.position - b.position);
  const moves: VersionPosition[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i]!;
    const previous = i > 0 && sorted[i - 1]!.id === row.id ? (sorted[i - 1]!.owner ?? null) : null;
    if ((row.owner ?? null) !== previous && row.position > 0 && row.position > from) moves.push({ kind: 't', id: row.id, position: row.position });
  }
  return moves;
};

/** The position of the last feed row at or before a time (`rm_feed_time`). */
export const positionAtQuery = (time: string): { filter: Record<string, unknown>; sort: Record<string, 1 | -1> } => ({
  filter: { time: { $lte: time } },
  sort: { time: -1, _id: -1 },
});

/** Lists of ids sent in one query at most. */
export const ID_CHUNK = 10_000;

export const chunksOf = <T>(items: readonly T[], size = ID_CHUNK): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

/** Levels of the tree walked at most (as the SQL queries' depth limit). */
export const MAX_DEPTH = 100;

/** A taxon and its ancestors at a position, top down: one lookup per level (`taxonAt`: a taxon's latest record then). */
export const walkPath = async (taxonId: number, taxonAt: (id: number) => Promise<RecordAt<TaxonRecord> | undefined>): Promise<TaxonRecord[]> => {
  const path: TaxonRecord[] = [];
  const seen = new Set<number>();
  for (let id: number | null = taxonId, depth = 0; id !== null && !seen.has(id) && depth <= MAX_DEPTH; depth++) {
    seen.add(id);
    const found: RecordAt<TaxonRecord> | undefined = await taxonAt(id);
    if (!found) break;
    path.unshift(found.record);
    id = found.owner;
  }
  return path;
};

/**
 * The taxa of a subtree at a position, the root included (absent: none): one lookup per level down (`childrenOf`:
 * the taxa owned by the given ones then), at most `MAX_DEPTH` levels below the root.
 */
export const walkSubtree = async (
  rootTaxonId: number,
  taxonAt: (id: number) => Promise<RecordAt<TaxonRecord> | undefined>,
  childrenOf: (ids: number[]) => Promise<RecordAt<TaxonRecord>[]>,
): Promise<Map<number, TaxonRecord>> => {
  const taxa = new Map<number, TaxonRecord>();
  const root = await taxonAt(rootTaxonId);
  if (!root) return taxa;
  taxa.set(rootTaxonId, root.record);
  let level = [rootTaxonId];
  for (let depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const children = (await childrenOf(level)).filter((c) => !taxa.has(c.id));
    for (const child of children) taxa.set(child.id, child.record);
    level = children.map((c) => c.id);
  }
  return taxa;
};
