import { pageOfChildren, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import { isMainStatus, rankId, TREE_ROOT_KEY, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import { assembleNamePage } from '../name-page.js';
import type { TaxonNameInfo, TreeNode } from '../read-models.js';
import { treeNode } from '../views.js';
import type { VersionKind } from './record-versions.js';

const collator = new Intl.Collator('en');
const idList = (ids: Iterable<number>) => JSON.stringify([...ids]);

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
    const list = [...ids];
    if (list.length === 0) return new Map();
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (id) id, position, owner, alive, record FROM rm_version
       WHERE kind = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::bigint) AND position <= $3
       ORDER BY id, position DESC`,
      [kind, idList(list), position],
    );
    return this.resolve<R>(kind, rows);
  }

  /** Records whose owner was one of the given ids at the position (the names of taxa, the children of taxa). */
  async ownedAt<R extends TaxonRecord | ScientificNameRecord>(kind: VersionKind, owners: Iterable<number>, position: number): Promise<RecordAt<R>[]> {
    const list = [...owners];
    if (list.length === 0) return [];
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (v.id) v.id, v.position, v.owner, v.alive, v.record FROM rm_version v
       WHERE v.kind = $1 AND v.position <= $3 AND v.id IN (
         SELECT c.id FROM rm_version c WHERE c.kind = $1 AND c.owner IN (SELECT jsonb_array_elements_text($2::jsonb)::bigint) AND c.position <= $3)
       ORDER BY v.id, v.position DESC`,
      [kind, idList(list), position],
    );
    const wanted = new Set(list);
    return [...(await this.resolve<R>(kind, rows)).values()].filter((r) => r.owner !== null && wanted.has(r.owner));
  }

  /** The roots (taxa without a parent) at the position. */
  private async rootsAt(position: number): Promise<RecordAt<TaxonRecord>[]> {
    const { rows } = await this.sql.query<LatestRow>(
      `SELECT DISTINCT ON (v.id) v.id, v.position, v.owner, v.alive, v.record FROM rm_version v
       WHERE v.kind = 't' AND v.position <= $1 AND v.id IN (SELECT c.id FROM rm_version c WHERE c.kind = 't' AND c.owner IS NULL AND c.position <= $1)
       ORDER BY v.id, v.position DESC`,
      [position],
    );
    return [...(await this.resolve<TaxonRecord>('t', rows)).values()].filter((r) => r.owner === null);
  }

  /** Latest rows to records: removed ones dropped, those an import batch holds taken from its event. */
  private async resolve<R>(kind: VersionKind, rows: readonly LatestRow[]): Promise<Map<number, RecordAt<R>>> {
    const result = new Map<number, RecordAt<R>>();
    const byReference = new Map<number, LatestRow[]>();
    for (const row of rows) {
      if (!row.alive) continue;
      const id = Number(row.id);
      const at = { id, owner: row.owner === null ? null : Number(row.owner), since: Number(row.position) };
      if (row.record) result.set(id, { ...at, record: row.record as R });
      else byReference.set(at.since, [...(byReference.get(at.since) ?? []), row]);
    }
    if (byReference.size) {
      const list = kind === 't' ? 'taxa' : 'names';
      const ids = [...byReference.values()].flat().map((r) => Number(r.id));
      const { rows: found } = await this.sql.query<{ position: string | number; record: R & { id: number } }>(
        `SELECT e.global_position AS position, x->'after' AS record
         FROM es_events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'effects'->'${list}') x
         WHERE e.global_position IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)
           AND (x->'after'->>'id')::bigint IN (SELECT jsonb_array_elements_text($2::jsonb)::bigint)`,
        [idList(byReference.keys()), idList(ids)],
      );
      const wanted = new Set([...byReference.entries()].flatMap(([position, list]) => list.map((r) => `${position}:${Number(r.id)}`)));
      for (const { position, record } of found) {
        if (!wanted.has(`${Number(position)}:${record.id}`)) continue;
        const owner = kind === 't' ? (record as unknown as TaxonRecord).parentId : (record as unknown as ScientificNameRecord).taxonId;
        result.set(record.id, { id: record.id, owner, since: Number(position), record });
      }
    }
    return result;
  }

  /**
   * The taxon and its ancestors at the position, top down (at most 100 levels): the chain of owners walked in one
   * query (each step the taxon's latest row at or below the position), then their records read together.
   */
  async pathAt(taxonId: number, position: number): Promise<TaxonRecord[]> {
    const { rows } = await this.sql.query<{ id: string | number }>(
      `WITH RECURSIVE chain(id, owner, alive, depth) AS (
         SELECT v.id, v.owner, v.alive, 0 FROM (
           SELECT id, owner, alive FROM rm_version WHERE kind = 't' AND id = $1 AND position <= $2 ORDER BY position DESC LIMIT 1) v
         UNION ALL
         SELECT v.id, v.owner, v.alive, chain.depth + 1 FROM chain
         CROSS JOIN LATERAL (
           SELECT id, owner, alive FROM rm_version WHERE kind = 't' AND id = chain.owner AND position <= $2 ORDER BY position DESC LIMIT 1) v
         WHERE chain.alive AND chain.depth < 100
       ) SELECT id FROM chain WHERE alive ORDER BY depth`,
      [taxonId, position],
    );
    const ids = rows.map((r) => Number(r.id));
    const records = await this.recordsAt<TaxonRecord>('t', ids, position);
    const path: TaxonRecord[] = [];
    for (const id of ids) {
      const found = records.get(id);
      if (!found) break;
      path.unshift(found.record);
    }
    return path;
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
    const path = await this.pathAt(taxonId, position);
    const self = path[path.length - 1];
    if (!self || self.id !== taxonId) return undefined;
    const names = await this.namesOfTaxaAt(
      path.map((t) => t.id),
      position,
    );
    const children = await this.ownedAt<TaxonRecord>('t', [taxonId], position);
    return assembleNamePage({
      taxon: self,
      records: names.get(taxonId) ?? [],
      ancestry: path.map((t) => ({ taxonId: t.id, main: mainName(names.get(t.id) ?? []) })),
      childCount: children.length,
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
   * The taxa of a subtree at the position (the root first, then level by level) with each one's parent, and its
   * names; a level's children are read in one query.
   */
  async subtreeAt(rootTaxonId: number, position: number): Promise<{ taxa: Map<number, TaxonRecord>; names: Map<number, ScientificNameRecord> }> {
    const taxa = new Map<number, TaxonRecord>();
    const root = (await this.recordsAt<TaxonRecord>('t', [rootTaxonId], position)).get(rootTaxonId);
    if (!root) return { taxa, names: new Map() };
    taxa.set(root.id, root.record);
    let level = [root.id];
    for (let depth = 0; level.length && depth < 100; depth++) {
      const found = await this.ownedAt<TaxonRecord>('t', level, position);
      level = found.filter((c) => !taxa.has(c.id)).map((c) => c.id);
      for (const c of found) taxa.set(c.id, c.record);
    }
    const names = new Map<number, ScientificNameRecord>();
    const ids = [...taxa.keys()];
    for (let i = 0; i < ids.length; i += 5000) {
      for (const { record } of await this.ownedAt<ScientificNameRecord>('n', ids.slice(i, i + 5000), position)) names.set(record.id, record);
    }
    return { taxa, names };
  }
}

/** The main name as today's read model picks it: the accepted-or-unresolved name with the lowest id. */
const mainName = (names: readonly ScientificNameRecord[]): ScientificNameRecord | undefined => {
  let main: ScientificNameRecord | undefined;
  for (const name of names) if (isMainStatus(name.taxonomicStatus) && (!main || name.id < main.id)) main = name;
  return main;
};
