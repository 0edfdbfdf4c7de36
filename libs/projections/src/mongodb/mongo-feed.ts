/**
 * The change feed in MongoDB, its own rules kept apart from the driver so they are tested without a server: the
 * document a feed row becomes (as the SQL store's `rm_feed` row), the filters of its pages and snapshots, the rows and
 * CloudEvents text read back, and the walks up and down the tree the projection makes one level (one query) at a time.
 */
import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import { publicName, publicTaxon, RECORDS_BY_REFERENCE, taxaOnPaths, type FeedRow } from '../feed/feed-projection.js';
import { cloudEventType, type FeedKind, type PublicName, type PublicTaxon } from '../feed/public-contract.js';
import { encodeCursor, type FeedQuery } from '../feed/sql-feed.js';
import { COLLECTIONS, type BulkOperation, type Writes } from './mongo-writes.js';

export interface FeedDocument {
  /** The event's global position. */
  readonly _id: number;
  readonly kind: FeedKind;
  readonly time: string;
  readonly subject: number | null;
  readonly data: FeedRow['data'];
  readonly tree: FeedRow['tree'];
  /** Every taxon on the row's paths (`taxaOnPaths`): a subtree's pages look it up in the multikey index. */
  readonly taxa: readonly number[];
}

/** As JSON keeps a value: what is undefined is left out (the driver would store null), as the SQL store's jsonb does. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The document of a feed row: without the records its event holds, for the kinds that keep them there. */
export const feedDocumentOf = (row: FeedRow): FeedDocument =>
  asJson({
    _id: row.position,
    kind: row.kind,
    time: row.time,
    subject: row.subject,
    data: RECORDS_BY_REFERENCE.has(row.kind) ? { ...row.data, names: [], taxa: [] } : row.data,
    tree: row.tree,
    taxa: taxaOnPaths(row),
  });

/** Inserts of feed rows; a row already there (a batch applied again) is left as it is, as `ON CONFLICT DO NOTHING`. */
export const feedWritesOf = (rows: readonly FeedRow[]): Writes => {
  if (rows.length === 0) return [];
  const operations: BulkOperation[] = rows.map((row) => {
    const { _id, ...fields } = feedDocumentOf(row);
    return { updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } };
  });
  return [{ collection: COLLECTIONS.feed, operations }];
};

// ------------------------------------------------------------------------------------------------- reading

/** The filter of a page: rows after `after` up to the checkpoint read (`head`), of one subtree and some kinds. */
export const feedPageFilter = (query: Pick<FeedQuery, 'after' | 'subtreeTaxonId' | 'kinds'>, head: number): Record<string, unknown> => ({
  _id: { $gt: query.after, $lte: head },
  ...(query.subtreeTaxonId !== undefined ? { taxa: query.subtreeTaxonId } : {}),
  ...(query.kinds ? { kind: { $in: [...query.kinds] } } : {}),
});

/** What a page reads of each document: never the path list, the tree only to see rows from a subtree (or when asked). */
export const feedPageProjection = (query: Pick<FeedQuery, 'subtreeTaxonId' | 'withTree'>): Record<string, 0> =>
  query.subtreeTaxonId !== undefined || query.withTree ? { taxa: 0 } : { taxa: 0, tree: 0 };

const NO_TREE: FeedRow['tree'] = Object.freeze({ before: {}, after: {}, nameTaxaBefore: {} });

/** Positions of the documents stored without their records (their event holds them). */
export const referencedPositions = (documents: readonly Pick<FeedDocument, '_id' | 'kind'>[]): number[] =>
  documents.filter((d) => RECORDS_BY_REFERENCE.has(d.kind)).map((d) => d._id);

type Records = Pick<FeedRow['data'], 'names' | 'taxa'>;

/** A feed row from its document, with the records read from its event when the document is stored without them. */
export const feedRowOf = (document: Omit<FeedDocument, 'taxa' | 'tree'> & { tree?: FeedRow['tree'] }, records?: Records): FeedRow => ({
  position: document._id,
  kind: document.kind,
  time: document.time,
  subject: document.subject,
  data: records ? { ...document.data, ...records } : document.data,
  tree: document.tree ?? NO_TREE,
});

/** A row as the JSON text of its CloudEvent, attribute for attribute as the SQL store's page text and `toCloudEvent`. */
export const cloudEventText = (row: Pick<FeedRow, 'position' | 'kind' | 'time' | 'subject' | 'data'>, source: string): string =>
  `{"specversion":"1.0","id":"${row.position}","source":${JSON.stringify(source)},"type":"${cloudEventType(row.kind)}","time":${JSON.stringify(row.time)},` +
  `${row.subject === null ? '' : `"subject":"${row.subject}",`}"datacontenttype":"application/json","data":${JSON.stringify(row.data)},"position":"${encodeCursor(row.position)}"}`;

// ------------------------------------------------------------------------------------------------- snapshots

/** Up to this many taxa a subtree's snapshot names them in its queries; a larger one is filtered as it is read. */
export const SCOPE_IN_QUERY_MAX = 10_000;

/**
 * The filter of a snapshot page of taxa or names after `after` (in `_id` order), and what the reader still has to
 * check itself: within a large subtree the whole collection is read in order and each document kept if in scope.
 */
export const snapshotPage = (
  kind: 'taxon' | 'name',
  after: number,
  scope: ReadonlySet<number> | null,
): { filter: Record<string, unknown>; keep: (document: { _id: number; taxonId?: number }) => boolean } => {
  const inQuery = scope !== null && scope.size <= SCOPE_IN_QUERY_MAX;
  const field = kind === 'taxon' ? '_id' : 'taxonId';
  const filter: Record<string, unknown> = kind === 'taxon' ? { _id: { $gt: after } } : { _id: { $gt: after }, status: { $ne: 'NotInUse' } };
  if (inQuery) filter[field] = field === '_id' ? { $gt: after, $in: [...scope] } : { $in: [...scope] };
  const keep =
    scope === null || inQuery
      ? () => true
      : (document: { _id: number; taxonId?: number }) => scope.has(kind === 'taxon' ? document._id : document.taxonId!);
  return { filter, keep };
};

/** A taxon document as the feed's public record. */
export const publicTaxonOf = (document: {
  _id: number;
  parentTaxonId: number | null;
  existsInNorway: boolean | null;
  vernacularNames: TaxonRecord['vernacularNames'];
}): PublicTaxon =>
  publicTaxon({
    id: document._id,
    parentId: document.parentTaxonId,
    existsInNorway: document.existsInNorway,
    vernacularNames: document.vernacularNames,
  });

export const publicNameOf = (document: { record: ScientificNameRecord }): PublicName => publicName(document.record);

// ------------------------------------------------------------------------------------------------- the tree

/**
 * Parent links of the given taxa and all their ancestors, as the read model holds them now: one lookup per level of
 * the tree (`parentsOf` answers the links of the ids it is given that exist).
 */
export const climbTree = async (
  taxonIds: readonly number[],
  parentsOf: (ids: number[]) => Promise<Iterable<readonly [number, number | null]>>,
): Promise<Map<number, number | null>> => {
  const links = new Map<number, number | null>();
  const asked = new Set<number>();
  let level = [...new Set(taxonIds)];
  while (level.length > 0) {
    for (const id of level) asked.add(id);
    const next: number[] = [];
    for (const [id, parent] of await parentsOf(level)) {
      links.set(id, parent);
      if (parent !== null && !asked.has(parent)) next.push(parent);
    }
    level = [...new Set(next)];
  }
  return links;
};

/** Every taxon below a taxon (not itself), one lookup per level (`childrenOf` answers the children of the ids given). */
export const descendTree = async (taxonId: number, childrenOf: (ids: number[]) => Promise<number[]>): Promise<number[]> => {
  const below: number[] = [];
  const seen = new Set([taxonId]);
  let level = [taxonId];
  while (level.length > 0) {
    const next = (await childrenOf(level)).filter((id) => !seen.has(id));
    for (const id of next) seen.add(id);
    below.push(...next);
    level = next;
  }
  return below;
};
