import { TREE_ROOT_KEY, type ScientificNameRecord, type TaxonRecord, type VernacularNameRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import { pageOfChildren, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import { assembleNamePage } from '../name-page.js';
import type { SearchHit, TaxonNameInfo, TreeNode } from '../read-models.js';
import type { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { treeNode } from '../views.js';
import { searchTaxa } from './sql-search.js';
import { nameRecordOf } from '../sql/name-records.js';

/**
 * TEST ORACLE, not used by the product: the tree, name pages and search answered straight from the read-model tables
 * with SQL. The API serves these from the in-memory register (`IndexedReadModelStore`); tests compare the two.
 */

interface TaxonRow {
  taxon_id: number;
  parent_taxon_id: number | null;
  main_name_id: number | null;
  exists_in_norway: boolean | null;
  vernacular_names: VernacularNameRecord[];
}

const toTaxon = (row: TaxonRow): TaxonRecord => ({
  id: Number(row.taxon_id),
  parentId: row.parent_taxon_id === null ? null : Number(row.parent_taxon_id),
  existsInNorway: row.exists_in_norway,
  vernacularNames: row.vernacular_names,
});

export class SqlReadOracle {
  constructor(private readonly store: SqlReadModelStore) {}

  private get sql(): SqlExecutor {
    return this.store.sql;
  }

  async children(taxonNameId: number): Promise<TreeNode[]> {
    const isRoot = taxonNameId === TREE_ROOT_KEY;
    const { rows } = await this.sql.query<TaxonRow & { main: ScientificNameRecord; has_children: boolean }>(
      `SELECT t.taxon_id, t.parent_taxon_id, t.main_name_id, t.exists_in_norway, t.vernacular_names, ${nameRecordOf('n')} AS main,
              EXISTS (SELECT 1 FROM rm_taxon c WHERE c.parent_taxon_id = t.taxon_id) AS has_children
       FROM rm_taxon t JOIN rm_name n ON n.scientific_name_id = t.main_name_id
       WHERE ${isRoot ? 't.parent_taxon_id IS NULL' : 't.parent_taxon_id = $1'}
       ORDER BY t.rank_id, n.scientific_name, t.taxon_id`,
      isRoot ? [] : [taxonNameId],
    );
    const names = await this.store.namesOfTaxa(rows.map((r) => Number(r.taxon_id)));
    return rows.map((row) => treeNode(toTaxon(row), row.main, names.get(Number(row.taxon_id)) ?? [row.main], !row.has_children));
  }

  async childrenByScientificNameId(scientificNameId: number): Promise<TreeNode[] | undefined> {
    const taxonId = await this.taxonOfName(scientificNameId);
    return taxonId === undefined ? undefined : this.children(taxonId);
  }

  async childrenPage(taxonNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage> {
    return pageOfChildren(await this.children(taxonNameId), request);
  }

  async childrenPageByScientificNameId(scientificNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage | undefined> {
    const taxonId = await this.taxonOfName(scientificNameId);
    return taxonId === undefined ? undefined : this.childrenPage(taxonId, request);
  }

  async taxonNameInfoByScientificNameId(scientificNameId: number): Promise<TaxonNameInfo | undefined> {
    const taxonId = await this.taxonOfName(scientificNameId);
    return taxonId === undefined ? undefined : this.taxonNameInfo(taxonId, scientificNameId);
  }

  taxonNameInfoByTaxonId(taxonId: number): Promise<TaxonNameInfo | undefined> {
    return this.taxonNameInfo(taxonId);
  }

  search(text: string, limit: number): Promise<SearchHit[]> {
    return searchTaxa(this.sql, text, limit, (ids) => this.store.namesOfTaxa(ids));
  }

  private async taxonOfName(scientificNameId: number): Promise<number | undefined> {
    const { rows } = await this.sql.query<{ taxon_id: number }>(`SELECT taxon_id FROM rm_name WHERE scientific_name_id = $1`, [scientificNameId]);
    return rows[0] ? Number(rows[0].taxon_id) : undefined;
  }

  private async taxonNameInfo(taxonId: number, requestedNameId?: number): Promise<TaxonNameInfo | undefined> {
    const { rows: path } = await this.sql.query<TaxonRow & { depth: number; main: ScientificNameRecord | null; child_count: number }>(
      `WITH RECURSIVE up AS (
         SELECT taxon_id, parent_taxon_id, main_name_id, exists_in_norway, vernacular_names, 0 AS depth FROM rm_taxon WHERE taxon_id = $1
         UNION ALL
         SELECT t.taxon_id, t.parent_taxon_id, t.main_name_id, t.exists_in_norway, t.vernacular_names, up.depth + 1
         FROM rm_taxon t JOIN up ON t.taxon_id = up.parent_taxon_id WHERE up.depth < 100)
       SELECT up.*, ${nameRecordOf('n')} AS main,
         CASE WHEN up.depth = 0 THEN (SELECT count(*) FROM rm_taxon c WHERE c.parent_taxon_id = up.taxon_id) ELSE 0 END AS child_count
       FROM up LEFT JOIN rm_name n ON n.scientific_name_id = up.main_name_id
       ORDER BY up.depth DESC`,
      [taxonId],
    );
    const self = path[path.length - 1];
    if (!self || Number(self.taxon_id) !== taxonId) return undefined;
    return assembleNamePage({
      taxon: toTaxon(self),
      records: (await this.store.namesOfTaxa([taxonId])).get(taxonId) ?? [],
      ancestry: path.map((row) => ({ taxonId: Number(row.taxon_id), main: row.main ?? undefined })),
      childCount: Number(self.child_count),
      ...(requestedNameId !== undefined ? { requestedNameId } : {}),
    });
  }
}
