import { isMainStatus, type ScientificNameRecord, type VernacularNameRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import type { SearchHit } from '../read-models.js';
import { searchKey } from '../search-key.js';
import { searchHitName, sortNames } from '../views.js';

interface Match {
  taxon_id: number;
  matched_id: number;
  kind: 'name' | 'vernacular' | 'id';
  quality: number;
  is_main: boolean;
  key_length: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search over scientific names, vernacular names (any word) and ids, in SQL: exact matches first, then prefix,
 * then word prefix, then fuzzy (trigram) matches; main names before synonyms. Hits are grouped per taxon.
 */
export const searchTaxa = async (
  sql: SqlExecutor,
  text: string,
  limit: number,
  namesOfTaxa: (ids: number[]) => Promise<Map<number, ScientificNameRecord[]>>,
): Promise<SearchHit[]> => {
  const q = searchKey(text);
  if (!q) return [];
  const like = `${escapeLike(q)}%`;
  const wordLike = `% ${escapeLike(q)}%`;
  const candidates = limit * 4;
  const matches: Match[] = [];
  if (/^\d+$/.test(q) && q.length <= 15) {
    const { rows } = await sql.query<Match>(
      `SELECT taxon_id, scientific_name_id AS matched_id, 'id' AS kind, -1 AS quality, status IN ('Accepted','Unresolved') AS is_main, 0 AS key_length
       FROM rm_name WHERE scientific_name_id = $1`,
      [Number(q)],
    );
    matches.push(...rows);
  }
  const { rows: direct } = await sql.query<Match>(
    `(SELECT taxon_id, scientific_name_id AS matched_id, 'name' AS kind,
        CASE WHEN search_key = $1 THEN 0 WHEN search_key LIKE $2 THEN 1 ELSE 2 END AS quality,
        status IN ('Accepted','Unresolved') AS is_main, length(search_key) AS key_length
      FROM rm_name WHERE search_key LIKE $2 OR search_key LIKE $3
      ORDER BY quality, is_main DESC, key_length, search_key LIMIT $4)
     UNION ALL
     (SELECT taxon_id, vernacular_name_id AS matched_id, 'vernacular' AS kind,
        CASE WHEN search_key = $1 THEN 0 WHEN search_key LIKE $2 THEN 1 ELSE 2 END AS quality,
        status = 'Recommended' AS is_main, length(search_key) AS key_length
      FROM rm_vernacular WHERE search_key LIKE $2 OR search_key LIKE $3
      ORDER BY quality, is_main DESC, key_length, search_key LIMIT $4)`,
    [q, like, wordLike, candidates],
  );
  matches.push(...direct);
  const taxa = new Set(matches.map((m) => Number(m.taxon_id)));
  if (taxa.size < limit && q.length >= 3) {
    const { rows: fuzzy } = await sql.query<Match & { similarity: number }>(
      `(SELECT taxon_id, scientific_name_id AS matched_id, 'name' AS kind, 3 AS quality,
          status IN ('Accepted','Unresolved') AS is_main, length(search_key) AS key_length, similarity(search_key, $1) AS similarity
        FROM rm_name WHERE search_key % $1 AND similarity(search_key, $1) >= 0.4 ORDER BY similarity DESC LIMIT $2)
       UNION ALL
       (SELECT taxon_id, vernacular_name_id AS matched_id, 'vernacular' AS kind, 3 AS quality,
          status = 'Recommended' AS is_main, length(search_key) AS key_length, similarity(search_key, $1) AS similarity
        FROM rm_vernacular WHERE search_key % $1 AND similarity(search_key, $1) >= 0.4 ORDER BY similarity DESC LIMIT $2)
       ORDER BY similarity DESC`,
      [q, candidates],
    );
    matches.push(...fuzzy);
  }
  matches.sort((a, b) => a.quality - b.quality || Number(b.is_main) - Number(a.is_main) || a.key_length - b.key_length);
  const order: number[] = [];
  const matchedNames = new Set<number>();
  const matchedVernacular = new Set<number>();
  for (const m of matches) {
    const taxonId = Number(m.taxon_id);
    if (!order.includes(taxonId)) {
      if (order.length >= limit) continue;
      order.push(taxonId);
    }
    if (m.kind === 'vernacular') matchedVernacular.add(Number(m.matched_id));
    else matchedNames.add(Number(m.matched_id));
  }
  if (order.length === 0) return [];
  const names = await namesOfTaxa(order);
  const { rows: taxonRows } = await sql.query<{ taxon_id: number; vernacular_names: VernacularNameRecord[]; kingdom: string | null }>(
    `WITH RECURSIVE up AS (
       SELECT taxon_id AS hit_id, taxon_id, parent_taxon_id, main_name_id, 0 AS depth FROM rm_taxon
       WHERE taxon_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)
       UNION ALL
       SELECT up.hit_id, p.taxon_id, p.parent_taxon_id, p.main_name_id, up.depth + 1
       FROM rm_taxon p JOIN up ON p.taxon_id = up.parent_taxon_id WHERE up.depth < 100)
     SELECT t.taxon_id, t.vernacular_names,
       (SELECT n.scientific_name FROM up JOIN rm_name n ON n.scientific_name_id = up.main_name_id
        WHERE up.hit_id = t.taxon_id AND n.rank_id = 1 LIMIT 1) AS kingdom
     FROM rm_taxon t
     WHERE t.taxon_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)`,
    [JSON.stringify(order)],
  );
  const vernacularByTaxon = new Map(taxonRows.map((r) => [Number(r.taxon_id), r.vernacular_names]));
  const kingdomByTaxon = new Map(taxonRows.map((r) => [Number(r.taxon_id), r.kingdom]));
  return order.flatMap((taxonId) => {
    const taxonNames = sortNames(names.get(taxonId) ?? []);
    const main = taxonNames.find((n) => isMainStatus(n.taxonomicStatus));
    if (!main) return [];
    const vernacular = vernacularByTaxon.get(taxonId) ?? [];
    const summary = (v: VernacularNameRecord) => ({
      name: v.vernacularName,
      nameLanguageIso: v.languageIsoCode,
      isSearchMatch: matchedVernacular.has(v.id),
    });
    return [
      {
        taxonId,
        acceptedScientificName: searchHitName(main, matchedNames.has(main.id)),
        scientificNameSynonyms: taxonNames.filter((n) => n !== main).map((n) => searchHitName(n, matchedNames.has(n.id))),
        preferredVernacularNames: vernacular.filter((v) => v.status === 'Recommended').map(summary),
        vernacularNameSynonyms: vernacular.filter((v) => v.status !== 'Recommended').map(summary),
        ...(kingdomByTaxon.get(taxonId) ? { kingdom: kingdomByTaxon.get(taxonId)! } : {}),
      },
    ];
  });
};
