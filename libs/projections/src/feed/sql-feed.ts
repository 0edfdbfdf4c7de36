import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { SqlClient, SqlExecutor } from '@navnebase/event-store';
import type { RegisterEvent } from '@navnebase/domain';
import {
  asSeenFrom,
  movedTaxa,
  publicName,
  publicTaxon,
  RECORDS_BY_REFERENCE,
  recordsOfEventData,
  taxaOnPaths,
  type FeedRow,
} from './feed-projection.js';
import { nameRecordOf } from '../sql/name-records.js';
import { effectsAt } from '../history/audit-log.js';
import { cloudEventType, type FeedKind, type PublicSuccessor, type SnapshotLine } from './public-contract.js';

/** The feed's table: one row per register event, written by the projector in the same transaction as the read models. */
export const FEED_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_feed (
  position bigint PRIMARY KEY,
  kind text NOT NULL,
  time text NOT NULL,
  subject bigint,
  data jsonb NOT NULL,
  tree jsonb NOT NULL,
  taxa bigint[] NOT NULL
);
`;

/**
 * Parent links of the given taxa and all their ancestors, as the read model holds them now. Each step up is one
 * primary-key lookup (the LATERAL subquery with LIMIT stays a nested loop): as a join, the planner hashed the whole
 * of rm_taxon for every event projected (about 100 ms at 100 000 names, growing with the register).
 */
export const ancestorLinks = async (tx: SqlExecutor, taxonIds: readonly number[]): Promise<Map<number, number | null>> => {
  const links = new Map<number, number | null>();
  if (taxonIds.length === 0) return links;
  const { rows } = await tx.query<{ taxon_id: string | number; parent_taxon_id: string | number | null }>(
    `WITH RECURSIVE up(taxon_id, parent_taxon_id) AS (
       SELECT taxon_id, parent_taxon_id FROM rm_taxon WHERE taxon_id = ANY($1::bigint[])
       UNION
       SELECT p.taxon_id, p.parent_taxon_id FROM up
       CROSS JOIN LATERAL (SELECT t.taxon_id, t.parent_taxon_id FROM rm_taxon t WHERE t.taxon_id = up.parent_taxon_id LIMIT 1) p
     ) SELECT taxon_id, parent_taxon_id FROM up`,
    [taxonIds],
  );
  for (const r of rows) links.set(Number(r.taxon_id), r.parent_taxon_id === null ? null : Number(r.parent_taxon_id));
  return links;
};

/** Taxa below a taxon (not itself), as the read model holds them now. */
const SUBTREE = `WITH RECURSIVE down(taxon_id) AS (
    SELECT taxon_id FROM rm_taxon WHERE parent_taxon_id = $1
    UNION ALL
    SELECT t.taxon_id FROM rm_taxon t JOIN down ON t.parent_taxon_id = down.taxon_id
  )`;

/**
 * The rows of the taxa below a taxon (not itself), walked down by the parent index with their columns. Joined to
 * `rm_taxon` after the walk instead, the planner (which expects a hundred thousand taxa below any taxon) merged the
 * few found with the whole primary key index, in id order up to the highest of them: 0.8 s for a genus created late in
 * a 5M-name register, once for every genus moved.
 */
const SUBTREE_TAXA = `WITH RECURSIVE down(taxon_id, parent_taxon_id, exists_in_norway, vernacular_names) AS (
    SELECT taxon_id, parent_taxon_id, exists_in_norway, vernacular_names FROM rm_taxon WHERE parent_taxon_id = $1
    UNION ALL
    SELECT t.taxon_id, t.parent_taxon_id, t.exists_in_norway, t.vernacular_names FROM down JOIN rm_taxon t ON t.parent_taxon_id = down.taxon_id
  ) SELECT taxon_id, parent_taxon_id, exists_in_norway, vernacular_names FROM down ORDER BY taxon_id`;

const taxonOfRow = (r: {
  taxon_id: unknown;
  parent_taxon_id: unknown;
  exists_in_norway: boolean | null;
  vernacular_names: TaxonRecord['vernacularNames'];
}) =>
  publicTaxon({
    id: Number(r.taxon_id),
    parentId: r.parent_taxon_id === null ? null : Number(r.parent_taxon_id),
    existsInNorway: r.exists_in_norway,
    vernacularNames: r.vernacular_names,
  });

/**
 * For rows of taxa that changed parent: what came along below each moved taxon (and its own names), read after the
 * event was applied. A subscriber of a subtree the taxon moved into receives them as `entered`.
 */
export const fillEntered = async (tx: SqlExecutor, row: FeedRow): Promise<void> => {
  const moved = movedTaxa(row);
  if (moved.length === 0) return;
  // The subtree queries need the parent index, which a rebuild otherwise builds only at its end.
  // (looked up beside the table: with a schema of its own first on the search path, the live one may come after it)
  const index = await tx.query<{ found: string | null }>(
    `SELECT to_regclass(format('%I.rm_taxon_parent_idx', (SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = 'rm_taxon'::regclass)))::text AS found`,
  );
  if (!index.rows[0]?.found) await tx.query(`CREATE INDEX IF NOT EXISTS rm_taxon_parent_idx ON rm_taxon (parent_taxon_id)`);
  const entered: NonNullable<FeedRow['tree']['entered']> = {};
  for (const taxonId of moved) {
    const taxa = await tx.query<Parameters<typeof taxonOfRow>[0]>(SUBTREE_TAXA, [taxonId]);
    // By the ids just read: "taxon_id = $1 OR taxon_id IN (the subtree)" cannot use rm_name's taxon index, and the
    // planner scanned the whole table for every moved taxon (75 ms at 100 000 names, ten times that at 1M).
    const names = await tx.query<{ record: ScientificNameRecord }>(
      `SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.taxon_id = ANY($1::bigint[]) AND n.status <> 'NotInUse' ORDER BY n.scientific_name_id`,
      [[taxonId, ...taxa.rows.map((r) => Number(r.taxon_id))]],
    );
    entered[taxonId] = { taxa: taxa.rows.map(taxonOfRow), names: names.rows.map((r) => publicName(r.record)) };
  }
  row.tree.entered = entered;
};

/** The data a row stores: without the records its event holds, for the kinds that keep them there. */
const storedData = (row: FeedRow): FeedRow['data'] => (RECORDS_BY_REFERENCE.has(row.kind) ? { ...row.data, names: [], taxa: [] } : row.data);

export const writeFeedRows = async (tx: SqlExecutor, rows: readonly FeedRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const payload = rows.map((r) => ({ ...r, data: storedData(r), taxa: taxaOnPaths(r) }));
  await tx.query(
    `INSERT INTO rm_feed (position, kind, time, subject, data, tree, taxa)
     SELECT x.position, x.kind, x.time, x.subject, x.data, x.tree, ARRAY(SELECT jsonb_array_elements_text(x.taxa)::bigint)
     FROM jsonb_to_recordset($1::jsonb) AS x(position bigint, kind text, time text, subject bigint, data jsonb, tree jsonb, taxa jsonb)
     ON CONFLICT (position) DO NOTHING`,
    [JSON.stringify(payload)],
  );
};

// ------------------------------------------------------------------------------------------------- cursors

/** Cursors are opaque to consumers: `v1.<position>` in base64url. */
export const encodeCursor = (position: number): string => Buffer.from(`v1.${position}`).toString('base64url');

/** The position a cursor stands for; undefined when it is not one of ours. */
export const decodeCursor = (cursor: string): number | undefined => {
  const match = /^v1\.(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
};

// ------------------------------------------------------------------------------------------------- reading

export interface FeedQuery {
  /** Position to read after (exclusive). */
  readonly after: number;
  readonly limit: number;
  /** Only what concerns this taxon's subtree, as seen from it. */
  readonly subtreeTaxonId?: number;
  readonly kinds?: readonly FeedKind[];
  /** Read the rows' tree links even without a subtree (a reader that tailors rows for subtree listeners later). */
  readonly withTree?: boolean;
}

export interface FeedPage {
  readonly rows: FeedRow[];
  /** Position to read after next time: past every row read, and past the rows the filters left out. */
  readonly next: number;
}

interface StoredRow {
  position: string | number;
  kind: FeedKind;
  time: string;
  subject: string | number | null;
  data: FeedRow['data'];
  tree?: FeedRow['tree'];
}

const rowOf = (r: StoredRow): FeedRow => ({
  position: Number(r.position),
  kind: r.kind,
  time: r.time,
  subject: r.subject === null ? null : Number(r.subject),
  data: r.data,
  tree: r.tree ?? NO_TREE,
});

const NO_TREE: FeedRow['tree'] = Object.freeze({ before: {}, after: {}, nameTaxaBefore: {} });

/** The records of the rows stored without them (see `storedData`): their versions after the event, in its order. */
export const recordsFromEvents = async (
  sql: SqlExecutor,
  positions: readonly number[],
): Promise<Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>>> => {
  const records = new Map<number, Pick<FeedRow['data'], 'names' | 'taxa'>>();
  for (const [position, effects] of await effectsAt(sql, positions, false))
    records.set(position, recordsOfEventData({ effects } as unknown as RegisterEvent['data']));
  return records;
};

const referencedPositions = (rows: readonly { position: string | number; kind: FeedKind }[]) =>
  rows.filter((r) => RECORDS_BY_REFERENCE.has(r.kind)).map((r) => Number(r.position));

/**
 * One page of the feed in global order. Rows are read up to the projector's checkpoint only (the checkpoint and the
 * rows it covers commit together), so a page never skips an event that a later page would show.
 */
export const readFeedPage = async (sql: SqlClient, query: FeedQuery): Promise<FeedPage> => {
  const checkpoint = await sql.query<{ position: string | number }>(`SELECT position FROM rm_checkpoint WHERE projection = 'register'`);
  const head = Number(checkpoint.rows[0]?.position ?? 0);
  const rows: FeedRow[] = [];
  let next = query.after;
  // A subtree filter can leave out rows the index matched (the taxon was on a path, but nothing of it is seen from
  // the subtree): read on until the page is full or the head is reached.
  while (rows.length < query.limit && next < head) {
    const want = query.limit - rows.length;
    const params: unknown[] = [next, head, want];
    let filters = '';
    if (query.subtreeTaxonId !== undefined) filters += ` AND taxa @> ARRAY[$${params.push(query.subtreeTaxonId)}::bigint]`;
    if (query.kinds) filters += ` AND kind IN (SELECT jsonb_array_elements_text($${params.push(JSON.stringify(query.kinds))}::jsonb))`;
    const { rows: page } = await sql.query<StoredRow>(
      // The tree is read only to see rows from a subtree: it is as large as the data for imports.
      `SELECT position, kind, time, subject, data${query.subtreeTaxonId !== undefined || query.withTree ? ', tree' : ''} FROM rm_feed
       WHERE position > $1 AND position <= $2${filters} ORDER BY position LIMIT $3`,
      params,
    );
    const records = await recordsFromEvents(sql, referencedPositions(page));
    for (const stored of page) {
      const kept = records.get(Number(stored.position));
      const row = rowOf(kept ? { ...stored, data: { ...stored.data, ...kept } } : stored);
      const seen = query.subtreeTaxonId === undefined ? row : asSeenFrom(row, query.subtreeTaxonId);
      if (seen) rows.push(seen);
      next = row.position;
    }
    if (page.length < want) next = head;
  }
  return { rows, next };
};

/** The newest position the feed has. */
export const feedHead = async (sql: SqlExecutor): Promise<number> => {
  const { rows } = await sql.query<{ position: string | number }>(`SELECT position FROM rm_checkpoint WHERE projection = 'register'`);
  return Number(rows[0]?.position ?? 0);
};

const PAGE = 5000;

/**
 * Every current record of the register (or of one taxon's subtree, the taxon included) with the cursor it
 * corresponds to, read in one snapshot: a consumer loads it and follows the feed from that cursor, with no gap and
 * no double. Names not in use are left out. Lines go to `write` in order: cursor, taxa, names, successors, end.
 */
export const writeSnapshot = async (sql: SqlClient, subtreeTaxonId: number | null, write: (line: SnapshotLine) => void): Promise<void> => {
  await sql.transaction(async (tx) => {
    if (sql.dialect === 'postgres') await tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    const cursor = encodeCursor(await feedHead(tx));
    write({ kind: 'cursor', cursor, subtree: subtreeTaxonId, contract: 'v1' });
    let records = 0;
    let scope = '';
    if (subtreeTaxonId !== null) {
      await tx.query(`CREATE TEMP TABLE IF NOT EXISTS feed_scope (taxon_id bigint PRIMARY KEY) ON COMMIT DROP`);
      await tx.query(
        `${SUBTREE} INSERT INTO feed_scope SELECT $1::bigint WHERE EXISTS (SELECT 1 FROM rm_taxon WHERE taxon_id = $1) UNION SELECT taxon_id FROM down`,
        [subtreeTaxonId],
      );
      scope = 'AND taxon_id IN (SELECT taxon_id FROM feed_scope)';
    }
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const { rows } = await tx.query<Parameters<typeof taxonOfRow>[0]>(
        `SELECT taxon_id, parent_taxon_id, exists_in_norway, vernacular_names FROM rm_taxon WHERE taxon_id > $1 ${scope} ORDER BY taxon_id LIMIT ${PAGE}`,
        [after],
      );
      for (const r of rows) write({ kind: 'taxon', taxon: taxonOfRow(r) });
      records += rows.length;
      if (rows.length < PAGE) break;
      after = Number(rows[rows.length - 1]!.taxon_id);
    }
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const { rows } = await tx.query<{ scientific_name_id: string | number; record: ScientificNameRecord }>(
        `SELECT n.scientific_name_id, ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.scientific_name_id > $1 AND n.status <> 'NotInUse' ${scope}
         ORDER BY scientific_name_id LIMIT ${PAGE}`,
        [after],
      );
      for (const r of rows) write({ kind: 'name', name: publicName(r.record) });
      records += rows.length;
      if (rows.length < PAGE) break;
      after = Number(rows[rows.length - 1]!.scientific_name_id);
    }
    const successors = await tx.query<{ kind: 'taxon' | 'name'; id: string | number; reason: PublicSuccessor['reason']; successor_ids: number[] }>(
      `SELECT kind, id, reason, successor_ids FROM rm_successor ORDER BY kind, id`,
    );
    for (const s of successors.rows)
      write({ kind: 'successor', successor: { kind: s.kind, id: Number(s.id), reason: s.reason, successorIds: s.successor_ids } });
    records += successors.rows.length;
    write({ kind: 'end', cursor, records });
  });
};

/**
 * A page of the whole feed (no subtree) as the JSON text of its CloudEvents, built from each row's stored data text
 * without parsing it: the page route's fast path. The events equal `toCloudEvent`'s (the tests compare them).
 */
export const readFeedPageText = async (
  sql: SqlClient,
  query: Omit<FeedQuery, 'subtreeTaxonId' | 'withTree'>,
  source: string,
): Promise<{ events: string[]; next: number }> => {
  const head = await feedHead(sql);
  const params: unknown[] = [query.after, head, query.limit];
  const filter = query.kinds ? ` AND kind IN (SELECT jsonb_array_elements_text($${params.push(JSON.stringify(query.kinds))}::jsonb))` : '';
  const { rows } = await sql.query<{ position: string | number; kind: FeedKind; time: string; subject: string | number | null; data: string }>(
    `SELECT position, kind, time, subject, data::text AS data FROM rm_feed WHERE position > $1 AND position <= $2${filter} ORDER BY position LIMIT $3`,
    params,
  );
  const sourceText = JSON.stringify(source);
  const records = await recordsFromEvents(sql, referencedPositions(rows));
  const dataText = (r: (typeof rows)[number]) => {
    const kept = records.get(Number(r.position));
    return kept ? JSON.stringify({ ...(JSON.parse(r.data) as FeedRow['data']), ...kept }) : r.data;
  };
  const events = rows.map(
    (r) =>
      `{"specversion":"1.0","id":"${Number(r.position)}","source":${sourceText},"type":"${cloudEventType(r.kind)}","time":${JSON.stringify(r.time)},` +
      `${r.subject === null ? '' : `"subject":"${Number(r.subject)}",`}"datacontenttype":"application/json","data":${dataText(r)},"position":"${encodeCursor(Number(r.position))}"}`,
  );
  const next = rows.length < query.limit ? Math.max(query.after, head) : Number(rows[rows.length - 1]!.position);
  return { events, next };
};
