import type { SqlExecutor } from '@navnebase/event-store';
import { seededRandom } from './prng.js';
import { oneLetterTypo } from './synthetic-register.js';

/** The requests of the load test, picked from the stored register (deterministically for a seed). */
export interface Workload {
  /** Search texts, one fifth each: prefixes, exact names, vernacular words, ids and one-letter typos. */
  readonly search: readonly { readonly kind: SearchKind; readonly text: string; readonly target?: string }[];
  /** Large nodes: 100–1 000 children (big families, orders and genera). */
  readonly childrenLarge: readonly number[];
  /** Giant nodes: more than 1 000 children (the huge genera; megabytes of JSON each), measured apart. */
  readonly childrenGiant: readonly number[];
  /** The node with the most children (the largest family or genus), read whole and in pages of 200. */
  readonly childrenLargest?: number;
  /** Taxon ids with a few children, and leaves. */
  readonly childrenSmall: readonly number[];
  /** Leaves: their children request answers [] and measures the HTTP stack alone (the machine's floor). */
  readonly leaves: readonly number[];
  /** Scientific name ids (accepted names and synonyms). */
  readonly nameInfo: readonly number[];
}

export type SearchKind = 'prefix' | 'exact' | 'vernacular' | 'id' | 'typo';

const PER_KIND = 400;

export const collectWorkload = async (sql: SqlExecutor, seed: number): Promise<Workload> => {
  const random = seededRandom(seed);
  const count = async (table: string) => Number((await sql.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  const names = await count('rm_name');
  const stride = Math.max(1, Math.floor(names / (PER_KIND * 4)));
  const { rows: nameRows } = await sql.query<{ id: number; name: string }>(
    `SELECT scientific_name_id AS id, scientific_name AS name FROM rm_name WHERE scientific_name_id > 0 AND scientific_name_id % $1 = 0 ORDER BY scientific_name_id LIMIT $2`,
    [stride, PER_KIND * 4],
  );
  const vernacularCount = await count('rm_vernacular');
  const { rows: vernacularRows } = await sql.query<{ name: string }>(
    `SELECT vernacular_name AS name FROM rm_vernacular WHERE vernacular_name_id % $1 = 0 ORDER BY vernacular_name_id LIMIT $2`,
    [Math.max(1, Math.floor(vernacularCount / PER_KIND)), PER_KIND],
  );
  const pickName = () => random.pick(nameRows);
  const search: { kind: SearchKind; text: string; target?: string }[] = [];
  for (let i = 0; i < PER_KIND; i++) {
    const prefixOf = pickName().name;
    search.push({ kind: 'prefix', text: prefixOf.slice(0, random.int(2, Math.min(12, prefixOf.length))) });
    search.push({ kind: 'exact', text: pickName().name });
    const vernacular = random.pick(vernacularRows).name;
    const words = vernacular.split(' ');
    search.push({ kind: 'vernacular', text: random.pick(words) });
    search.push({ kind: 'id', text: String(pickName().id) });
    const typoOf = pickName().name;
    search.push({ kind: 'typo', text: oneLetterTypo(typoOf.toLowerCase(), random), target: typoOf });
  }
  let { rows: large } = await sql.query<{ id: number }>(
    `SELECT parent_taxon_id AS id FROM rm_taxon WHERE parent_taxon_id IS NOT NULL GROUP BY parent_taxon_id
     HAVING count(*) BETWEEN 100 AND 1000 ORDER BY md5(parent_taxon_id::text) LIMIT 40`,
  );
  if (large.length < 5) {
    // Small registers have few such nodes: take the largest ones below the giants instead.
    ({ rows: large } = await sql.query<{ id: number }>(
      `SELECT parent_taxon_id AS id FROM rm_taxon WHERE parent_taxon_id IS NOT NULL GROUP BY parent_taxon_id
       HAVING count(*) <= 1000 ORDER BY count(*) DESC, parent_taxon_id LIMIT 40`,
    ));
  }
  const { rows: giants } = await sql.query<{ id: number }>(
    `SELECT parent_taxon_id AS id FROM rm_taxon WHERE parent_taxon_id IS NOT NULL GROUP BY parent_taxon_id
     HAVING count(*) > 1000 ORDER BY count(*) DESC, parent_taxon_id LIMIT 10`,
  );
  const { rows: largest } = await sql.query<{ id: number }>(
    `SELECT parent_taxon_id AS id FROM rm_taxon WHERE parent_taxon_id > 0 GROUP BY parent_taxon_id ORDER BY count(*) DESC, parent_taxon_id LIMIT 1`,
  );
  // Half nodes with 1–20 children (genera, species with subspecies), half leaves; a stable pseudo-random choice.
  const { rows: parents } = await sql.query<{ id: number }>(
    `SELECT parent_taxon_id AS id FROM rm_taxon WHERE parent_taxon_id > 0 GROUP BY parent_taxon_id HAVING count(*) <= 20
     ORDER BY md5(parent_taxon_id::text) LIMIT 500`,
  );
  const { rows: leaves } = await sql.query<{ id: number }>(
    `SELECT taxon_id AS id FROM rm_taxon t WHERE taxon_id > 0 AND NOT EXISTS (SELECT 1 FROM rm_taxon c WHERE c.parent_taxon_id = t.taxon_id)
     ORDER BY md5(taxon_id::text) LIMIT 500`,
  );
  const small = [...parents, ...leaves];
  return {
    search,
    childrenLarge: large.map((r) => Number(r.id)),
    childrenGiant: giants.map((r) => Number(r.id)),
    ...(largest[0] ? { childrenLargest: Number(largest[0].id) } : {}),
    childrenSmall: small.map((r) => Number(r.id)),
    leaves: leaves.map((r) => Number(r.id)),
    nameInfo: nameRows.map((r) => Number(r.id)),
  };
};
