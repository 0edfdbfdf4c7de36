import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import type { VersionKind } from './record-versions.js';
import { RegisterHistory, type PageAt, type RecordAt, type VersionPosition } from './register-history.js';
const idArray = (ids: Iterable<number>) => [...ids];

interface LatestRow {
  id: string | number;
  position: string | number;
  owner: string | number | null;
  alive: boolean;
  record: TaxonRecord | ScientificNameRecord | null;
}

/** The latest row of a record (`kind`, `id` given by the query around it) at or below the position `$2`. */
const LATEST = (kind: VersionKind, id: string) =>
  `SELECT owner, alive, record, position FROM rm_version WHERE kind = '${kind}' AND id = ${id} AND position <= $2 ORDER BY position DESC LIMIT 1`;

/**
 * The records (`kind`) owned at the position `$2` by the ids the subquery `owners` gives: every record that had one
 * of them as its owner at some row up to the position, then each one's latest row, kept when that is still alive
 * under one of them. Answers (id, owner, record).
 */
const OWNED = (kind: VersionKind, owners: string) =>
  `SELECT c.id, l.owner, l.record FROM (
     SELECT DISTINCT id FROM rm_version WHERE kind = '${kind}' AND owner IN (${owners}) AND position <= $2) c
   CROSS JOIN LATERAL (${LATEST(kind, 'c.id')}) l
   WHERE l.alive AND l.owner IN (${owners})`;

/**
 * The register as it was at a position of the event store, read from `rm_version` (see `record-versions.ts`): only
 * the rows of the records asked about, folded to their latest image at or below the position. Name pages and
 * children are assembled by the same pure functions as today's.
 */
export class RegisterAsOf extends RegisterHistory {
  constructor(private readonly sql: SqlExecutor) {
    super();
  }

  /**
   * The position of the last projected register event at or before a time (ISO 8601, UTC); 0 before the first.
   * Undefined when the time lies after the read models' checkpoint would be the same as today: callers may serve today.
   */
  async positionAt(time: string): Promise<number> {
    const { rows } = await this.sql.query<{ position: string | number }>(
      `SELECT position FROM rm_feed WHERE time <= $1 ORDER BY time DESC, position DESC LIMIT 1`,
      [time],
    );
    return Number(rows[0]?.position ?? 0);
  }

  /** Records by id as they were at the position (absent: not there then). */
  async recordsAt<R extends TaxonRecord | ScientificNameRecord>(
    kind: VersionKind,
    ids: Iterable<number>,
    position: number,
  ): Promise<Map<number, RecordAt<R>>> {
    const list = idArray(ids);
    if (list.length === 0) return new Map();
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (id) id, position, owner, alive, record FROM rm_version
       WHERE kind = $1 AND id = ANY($3::bigint[]) AND position <= $2
       ORDER BY id, position DESC`,
      [kind, position, list],
    );
    return alive<R>(rows);
  }

  /** Records whose owner was one of the given ids at the position (the names of taxa, the children of taxa). */
  async ownedAt<R extends TaxonRecord | ScientificNameRecord>(kind: VersionKind, owners: Iterable<number>, position: number): Promise<RecordAt<R>[]> {
    const list = idArray(owners);
    if (list.length === 0) return [];
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT c.id, l.position, l.owner, l.alive, l.record FROM (
         SELECT DISTINCT id FROM rm_version WHERE kind = $1 AND owner = ANY($3::bigint[]) AND position <= $2) c
       CROSS JOIN LATERAL (
         SELECT owner, alive, record, position FROM rm_version WHERE kind = $1 AND id = c.id AND position <= $2 ORDER BY position DESC LIMIT 1) l
       WHERE l.owner = ANY($3::bigint[])`,
      [kind, position, list],
    );
    return [...alive<R>(rows).values()];
  }

  /** The roots (taxa without a parent) at the position. */
  protected async rootsAt(position: number): Promise<RecordAt<TaxonRecord>[]> {
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (v.id) v.id, v.position, v.owner, v.alive, v.record FROM rm_version v
       WHERE v.kind = 't' AND v.position <= $1 AND v.id IN (SELECT c.id FROM rm_version c WHERE c.kind = 't' AND c.owner IS NULL AND c.position <= $1)
       ORDER BY v.id, v.position DESC`,
      [position],
    );
    return [...alive<TaxonRecord>(rows).values()].filter((r) => r.owner === null);
  }

  /**
   * A name page's records in one statement: the taxon's path (as `pathAt`), the names of every taxon on it, and
   * the number of the taxon's children (with `children`).
   */
  protected async page(taxonId: number, position: number, withNames: boolean): Promise<PageAt> {
    const { rows } = await this.sql.query<{
      part: 'p' | 'n' | 'c';
      depth: number;
      record: TaxonRecord | ScientificNameRecord | null;
      count: string | number;
    }>(
      `WITH RECURSIVE chain(id, owner, alive, record, depth) AS (
         SELECT $1::bigint, l.owner, l.alive, l.record, 0 FROM (${LATEST('t', '$1')}) l
         UNION ALL
         SELECT chain.owner, l.owner, l.alive, l.record, chain.depth + 1 FROM chain
         CROSS JOIN LATERAL (${LATEST('t', 'chain.owner')}) l
         WHERE chain.alive AND chain.owner IS NOT NULL AND chain.depth < 100
       ), path AS (SELECT id, record, depth FROM chain WHERE alive)
       SELECT 'p' AS part, depth, record, 0 AS count FROM path
       ${
         withNames
           ? `UNION ALL SELECT 'n', 0, o.record, 0 FROM (${OWNED('n', 'SELECT id FROM path')}) o
              UNION ALL SELECT 'c', 0, NULL, count(*) FROM (${OWNED('t', '$1')}) k WHERE EXISTS (SELECT 1 FROM path WHERE depth = 0)`
           : ''
       }`,
      [taxonId, position],
    );
    const path = rows
      .filter((r) => r.part === 'p')
      .sort((a, b) => b.depth - a.depth)
      .map((r) => r.record as TaxonRecord);
    const names = new Map<number, ScientificNameRecord[]>();
    for (const row of rows) {
      if (row.part !== 'n') continue;
      const record = row.record as ScientificNameRecord;
      names.set(record.taxonId, [...(names.get(record.taxonId) ?? []), record]);
    }
    return { path, names, childCount: Number(rows.find((r) => r.part === 'c')?.count ?? 0) };
  }

  /**
   * The taxa of a subtree at the position with their names, in one statement: the taxa walked down from the root
   * (each step a taxon's children as `ownedAt` finds them, at most 100 levels), then the names of all of them.
   */
  async subtreeAt(rootTaxonId: number, position: number): Promise<{ taxa: Map<number, TaxonRecord>; names: Map<number, ScientificNameRecord> }> {
    const { rows } = await this.sql.query<{ part: 't' | 'n'; record: TaxonRecord | ScientificNameRecord }>(
      `WITH RECURSIVE tree(id, record, depth) AS (
         SELECT $1::bigint, l.record, 0 FROM (${LATEST('t', '$1')}) l WHERE l.alive
         UNION ALL
         SELECT k.id, k.record, tree.depth + 1 FROM tree
         CROSS JOIN LATERAL (${OWNED('t', 'tree.id')}) k
         WHERE tree.depth < 100
       )
       SELECT 't' AS part, record FROM tree
       UNION ALL
       SELECT 'n', o.record FROM (${OWNED('n', 'SELECT id FROM tree')}) o`,
      [rootTaxonId, position],
    );
    const taxa = new Map<number, TaxonRecord>();
    const names = new Map<number, ScientificNameRecord>();
    for (const { part, record } of rows) {
      if (part === 't') taxa.set(record.id, record as TaxonRecord);
      else names.set(record.id, record as ScientificNameRecord);
    }
    return { taxa, names };
  }

  async changePositions(nameIds: readonly number[], taxonIds: readonly number[], from: number, to: number): Promise<VersionPosition[]> {
    const { rows } = await this.sql.query<{ kind: VersionKind; id: string | number; position: string | number }>(
      `SELECT kind, id, position FROM rm_version WHERE kind = 'n' AND id = ANY($1::bigint[]) AND position > $3 AND position <= $4
       UNION ALL
       SELECT kind, id, position FROM (
         SELECT kind, id, position, owner IS DISTINCT FROM lag(owner) OVER (PARTITION BY id ORDER BY position) AND position > 0 AS moved FROM rm_version
         WHERE kind = 't' AND id = ANY($2::bigint[]) AND position <= $4) t
       WHERE moved AND position > $3`,
      [[...nameIds], [...taxonIds], from, to],
    );
    return rows.map((r) => ({ kind: r.kind, id: Number(r.id), position: Number(r.position) }));
  }
}

/** Latest rows to records, the removed ones dropped. */
const alive = <R>(rows: readonly LatestRow[]): Map<number, RecordAt<R>> => {
  const result = new Map<number, RecordAt<R>>();
  for (const row of rows) {
    if (!row.alive || !row.record) continue;
    const id = Number(row.id);
    result.set(id, { id, owner: row.owner === null ? null : Number(row.owner), since: Number(row.position), record: row.record as R });
  }
  return result;
};
