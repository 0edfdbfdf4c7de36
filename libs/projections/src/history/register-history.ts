import { isMainStatus, rankId, TREE_ROOT_KEY, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import { pageOfChildren, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import { assembleNamePage } from '../name-page.js';
import type { TaxonNameInfo, TreeNode } from '../read-models.js';
import { treeNode } from '../views.js';
import type { VersionKind } from './record-versions.js';

const collator = new Intl.Collator('en');

/** A record as it stood at a position, with the owner it had (a taxon's parent, a name's taxon). */
export interface RecordAt<R> {
  readonly id: number;
  readonly owner: number | null;
  readonly record: R;
  /** The position of the event that last changed it, at or before the position asked about. */
  readonly since: number;
}

/** A row of a record's version: which record, and the position of the event that wrote it. */
export interface VersionPosition {
  readonly kind: VersionKind;
  readonly id: number;
  readonly position: number;
}

/** A name page's records: the taxon's path (top down), the names of every taxon on it, the number of its children. */
export interface PageAt {
  readonly path: TaxonRecord[];
  readonly names: Map<number, ScientificNameRecord[]>;
  readonly childCount: number;
}

/**
 * The register as it was at a position of the event store, read from the records' versions (`rm_version`, see
 * `record-versions.ts`): in SQL (`RegisterAsOf`) or in MongoDB (`MongoRegisterAsOf`). A store answers the lookups;
 * name pages and children are assembled here, by the same pure functions as today's.
 */
export abstract class RegisterHistory {
  /** The position of the last projected register event at or before a time (ISO 8601, UTC); 0 before the first. */
  abstract positionAt(time: string): Promise<number>;

  /** Records by id as they were at the position (absent: not there then). */
  abstract recordsAt<R extends TaxonRecord | ScientificNameRecord>(
    kind: VersionKind,
    ids: Iterable<number>,
    position: number,
  ): Promise<Map<number, RecordAt<R>>>;

  /** Records whose owner was one of the given ids at the position (the names of taxa, the children of taxa). */
  abstract ownedAt<R extends TaxonRecord | ScientificNameRecord>(
    kind: VersionKind,
    owners: Iterable<number>,
    position: number,
  ): Promise<RecordAt<R>[]>;

  /** The roots (taxa without a parent) at the position. */
  protected abstract rootsAt(position: number): Promise<RecordAt<TaxonRecord>[]>;

  /** A name page's records (`withNames`: the names and the child count too; else the path alone). */
  protected abstract page(taxonId: number, position: number, withNames: boolean): Promise<PageAt>;

  /** The taxa of a subtree at the position with their names. */
  abstract subtreeAt(rootTaxonId: number, position: number): Promise<{ taxa: Map<number, TaxonRecord>; names: Map<number, ScientificNameRecord> }>;

  /**
   * The events behind a subtree's changes between two positions (`from` excluded): the rows of the names after `from`
   * up to `to`, and the rows that gave one of the taxa another parent (not its first row) in that range.
   */
  abstract changePositions(nameIds: readonly number[], taxonIds: readonly number[], from: number, to: number): Promise<VersionPosition[]>;

  /** The taxon and its ancestors at the position, top down (at most 100 levels). */
  async pathAt(taxonId: number, position: number): Promise<TaxonRecord[]> {
    return (await this.page(taxonId, position, false)).path;
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
}

/** The main name as today's read model picks it: the accepted-or-unresolved name with the lowest id. */
export const mainName = (names: readonly ScientificNameRecord[]): ScientificNameRecord | undefined => {
  let main: ScientificNameRecord | undefined;
  for (const name of names) if (isMainStatus(name.taxonomicStatus) && (!main || name.id < main.id)) main = name;
  return main;
};
