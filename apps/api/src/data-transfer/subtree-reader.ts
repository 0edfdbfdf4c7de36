import { isMainStatus, type ScientificNameRecord, type VernacularNameRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import { nameRecordOf, sortNames } from '@navnebase/projections';

/** One taxon of an exported subtree, with all its names (main name first) and vernacular names. */
export interface ExportTaxon {
  readonly taxonId: number;
  readonly parentTaxonId: number | null;
  /** Main name id of the parent taxon; null above the spheres. */
  readonly parentMainNameId: number | null;
  readonly existsInNorway: boolean | null;
  readonly vernacularNames: readonly VernacularNameRecord[];
  readonly mainName: ScientificNameRecord | undefined;
  readonly names: readonly ScientificNameRecord[];
}

interface TaxonRow {
  taxon_id: number | string;
  parent_taxon_id: number | string | null;
  parent_main_name_id: number | string | null;
  exists_in_norway: boolean | null;
  vernacular_names: VernacularNameRecord[];
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * Reads a subtree of the read models page by page, parents before children (depth first; siblings by rank, then
 * name). Only the ordered taxon ids (8 bytes each) are held for the whole subtree; names and vernacular names are
 * read a page at a time, so memory stays flat however large the subtree. The built-in spheres are left out: every
 * register has them.
 */
export class SubtreeReader {
  private constructor(
    private readonly sql: SqlExecutor,
    private readonly ids: Float64Array,
    readonly rootTaxonId: number,
  ) {}

  /** The subtree under the taxon of a scientific name; undefined when the name does not exist. */
  static async open(sql: SqlExecutor, scientificNameId: number): Promise<SubtreeReader | undefined> {
    const { rows: found } = await sql.query<{ taxon_id: number | string }>(`SELECT taxon_id FROM rm_name WHERE scientific_name_id = $1`, [
      scientificNameId,
    ]);
    if (!found[0]) return undefined;
    const rootTaxonId = Number(found[0].taxon_id);
    const { rows } = await sql.query<{ taxon_id: number | string }>(
      `WITH RECURSIVE sub AS (
         SELECT t.taxon_id, ARRAY[lpad(coalesce(t.rank_id, 999)::text, 4, '0') || coalesce(lower(n.scientific_name), '') || '#' || t.taxon_id::text] AS path
         FROM rm_taxon t LEFT JOIN rm_name n ON n.scientific_name_id = t.main_name_id
         WHERE t.taxon_id = $1
         UNION ALL
         SELECT c.taxon_id, sub.path || (lpad(coalesce(c.rank_id, 999)::text, 4, '0') || coalesce(lower(n.scientific_name), '') || '#' || c.taxon_id::text)
         FROM rm_taxon c JOIN sub ON c.parent_taxon_id = sub.taxon_id
         LEFT JOIN rm_name n ON n.scientific_name_id = c.main_name_id
         WHERE cardinality(sub.path) < 100)
       SELECT taxon_id FROM sub WHERE taxon_id >= 0 ORDER BY path`,
      [rootTaxonId],
    );
    const ids = new Float64Array(rows.length);
    rows.forEach((row, i) => (ids[i] = Number(row.taxon_id)));
    return new SubtreeReader(sql, ids, rootTaxonId);
  }

  get taxonCount(): number {
    return this.ids.length;
  }

  /** The taxa in order, a page at a time. */
  async *pages(pageSize = 1000): AsyncGenerator<ExportTaxon[]> {
    for (let offset = 0; offset < this.ids.length; offset += pageSize) {
      const ids = Array.from(this.ids.subarray(offset, offset + pageSize));
      const list = JSON.stringify(ids);
      const { rows: taxa } = await this.sql.query<TaxonRow>(
        `SELECT t.taxon_id, t.parent_taxon_id, p.main_name_id AS parent_main_name_id, t.exists_in_norway, t.vernacular_names
         FROM rm_taxon t LEFT JOIN rm_taxon p ON p.taxon_id = t.parent_taxon_id
         WHERE t.taxon_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)`,
        [list],
      );
      const { rows: names } = await this.sql.query<{ record: ScientificNameRecord }>(
        `SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.taxon_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)`,
        [list],
      );
      const namesByTaxon = new Map<number, ScientificNameRecord[]>();
      for (const { record } of names) {
        const group = namesByTaxon.get(record.taxonId) ?? [];
        group.push(record);
        namesByTaxon.set(record.taxonId, group);
      }
      const byId = new Map(taxa.map((t) => [Number(t.taxon_id), t]));
      const page: ExportTaxon[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) continue; // removed since the ids were read
        const sorted = sortNames(namesByTaxon.get(id) ?? []);
        const mainName = sorted.find((n) => isMainStatus(n.taxonomicStatus));
        page.push({
          taxonId: id,
          parentTaxonId: num(row.parent_taxon_id),
          parentMainNameId: num(row.parent_main_name_id),
          existsInNorway: row.exists_in_norway,
          vernacularNames: row.vernacular_names ?? [],
          mainName,
          names: mainName ? [mainName, ...sorted.filter((n) => n !== mainName)] : sorted,
        });
      }
      yield page;
    }
  }
}
