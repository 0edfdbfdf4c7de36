import { pageOfChildren, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import { isMainStatus, rankId, TREE_ROOT_KEY, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import { assembleNamePage } from '../name-page.js';
import type { TaxonNameInfo, TreeNode } from '../read-models.js';
import { treeNode } from '../views.js';
import type { VersionKind } from './record-versions.js';

const collator = new Intl.Collator('en');
const idArray = (ids: Iterable<number>) => [...ids];

interface LatestRow {
  id: string | number;
  position: string | number;
  owner: string | number | null;
  alive: boolean;
  record: TaxonRecord | ScientificNameRecord | null;
}

/** A record as it stood at a position, with the owner it had (a taxon's parent, a name's taxon). */
export interface RecordAt<R> {
  readonly id: number;
  readonly owner: number | null;
  readonly record: R;
  /** The position of the event that last changed it, at or before the position asked about. */
  readonly since: number;
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
export class RegisterAsOf {
  constructor(private readonly sql: SqlExecutor) {}

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
  private async rootsAt(position: number): Promise<RecordAt<TaxonRecord>[]> {
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (v.id) v.id, v.position, v.owner, v.alive, v.record FROM rm_version v
       WHERE v.kind = 't' AND v.position <= $1 AND v.id IN (SELECT c.id FROM rm_version c WHERE c.kind = 't' AND c.owner IS NULL AND c.position <= $1)
       ORDER BY v.id, v.position DESC`,
      [position],
    );
    return [...alive<TaxonRecord>(rows).values()].filter((r) => r.owner === null);
  }

  /**
   * The taxon and its ancestors at the position, top down (at most 100 levels): the chain of owners walked in one
   * query, each step the taxon's latest row at or below the position.
   */
  async pathAt(taxonId: number, position: number): Promise<TaxonRecord[]> {
    return (await this.page(taxonId, position, false)).path;
  }

  /**
   * A name page's records in one statement: the taxon's path (as `pathAt`), the names of every taxon on it, and
   * the number of the taxon's children (with `children`).
   */
  private async page(
    taxonId: number,
    position: number,
    withNames: boolean,
  ): Promise<{ path: TaxonRecord[]; names: Map<number, ScientificNameRecord[]>; childCount: number }> {
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

  async nameAt(scientificNameId: number, position: number): Promise<ScientificNameRecord | undefined> {
    return (await this.recordsAt<ScientificNameRecord>('n', [scientificNameId], position)).get(scientificNameId)?.record;
  }

  /** Names of the given taxa at the position, grouped by taxon. */
  async namesOfTaxaAt(taxonIds: Iterable<number>, position: number): Promise<Map<number, ScientificNameRecord[]>> {
    const byTaxon = new Map<number, ScientificNameRecord[]>();
    for (const { record } of await this.ownedAt<ScientificNameRecord>('n', taxonIds, position)) {
      byTaxon.set(record.taxonId, [...(byTaxon.get(record.taxonId) ?? []), record]);
    }
    return byTaxon;
  }

  /** The name page (taxon name info) as it was at the position; undefined when the taxon or name was not there. */
  async taxonNameInfo(taxonId: number, position: number, requestedNameId?: number): Promise<TaxonNameInfo | undefined> {
    const { path, names, childCount } = await this.page(taxonId, position, true);
    const self = path[path.length - 1];
    if (!self || self.id !== taxonId) return undefined;
    return assembleNamePage({
      taxon: self,
      records: names.get(taxonId) ?? [],
      ancestry: path.map((t) => ({ taxonId: t.id, main: mainName(names.get(t.id) ?? []) })),
      childCount,
      ...(requestedNameId !== undefined ? { requestedNameId } : {}),
    });
  }

  async taxonNameInfoByScientificNameId(scientificNameId: number, position: number): Promise<TaxonNameInfo | undefined> {
    const name = await this.nameAt(scientificNameId, position);
    return name ? this.taxonNameInfo(name.taxonId, position, scientificNameId) : undefined;
  }

  /** Children of a tree node at the position, in the order of today's tree. */
  async children(taxonNameId: number, position: number): Promise<TreeNode[]> {
    const children = taxonNameId === TREE_ROOT_KEY ? await this.rootsAt(position) : await this.ownedAt<TaxonRecord>('t', [taxonNameId], position);
    const ids = children.map((c) => c.id);
    const names = await this.namesOfTaxaAt(ids, position);
    const parents = new Set((await this.ownedAt<TaxonRecord>('t', ids, position)).map((g) => g.owner));
    const rows = children.flatMap(({ record }) => {
      const main = mainName(names.get(record.id) ?? []);
      return main ? [{ taxon: record, main }] : [];
    });
    rows.sort(
      (a, b) =>
        rankId(a.main.rank) - rankId(b.main.rank) || collator.compare(a.main.scientificName, b.main.scientificName) || a.taxon.id - b.taxon.id,
    );
    return rows.map(({ taxon, main }) => treeNode(taxon, main, names.get(taxon.id) ?? [], !parents.has(taxon.id)));
  }

  /** One page of the children at the position (`pageOfChildren` over `children`). */
  async childrenPage(taxonNameId: number, position: number, request: ChildrenPageRequest): Promise<ChildrenPage> {
    return pageOfChildren(await this.children(taxonNameId, position), request);
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

/** The main name as today's read model picks it: the accepted-or-unresolved name with the lowest id. */
const mainName = (names: readonly ScientificNameRecord[]): ScientificNameRecord | undefined => {
  let main: ScientificNameRecord | undefined;
  for (const name of names) if (isMainStatus(name.taxonomicStatus) && (!main || name.id < main.id)) main = name;
  return main;
};
