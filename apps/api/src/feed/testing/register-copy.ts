import type { SqlClient } from '@navnebase/event-store';
import { nameRecordOf, publicName, publicTaxon } from '@navnebase/projections';
import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';

/** What a subscriber's copy must equal: the read models (of one taxon's subtree, or all), less names not in use. */
export const registerCopy = async (sql: SqlClient, subtreeTaxonId?: number) => {
  const taxa = await sql.query<{
    taxon_id: string;
    parent_taxon_id: string | null;
    exists_in_norway: boolean | null;
    vernacular_names: TaxonRecord['vernacularNames'];
  }>(`SELECT taxon_id, parent_taxon_id, exists_in_norway, vernacular_names FROM rm_taxon`);
  const all = taxa.rows.map((r) =>
    publicTaxon({
      id: Number(r.taxon_id),
      parentId: r.parent_taxon_id === null ? null : Number(r.parent_taxon_id),
      existsInNorway: r.exists_in_norway,
      vernacularNames: r.vernacular_names,
    }),
  );
  let inScope = (_taxonId: number) => true;
  if (subtreeTaxonId !== undefined) {
    const scope = new Set([subtreeTaxonId]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of all)
        if (t.parentTaxonId !== null && scope.has(t.parentTaxonId) && !scope.has(t.taxonId)) grew = scope.add(t.taxonId) !== undefined;
    }
    inScope = (id) => scope.has(id);
  }
  const names = await sql.query<{ record: ScientificNameRecord }>(
    `SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.status <> 'NotInUse'`,
  );
  const successors = await sql.query<{ kind: 'taxon' | 'name'; id: string; reason: string; successor_ids: number[] }>(`SELECT * FROM rm_successor`);
  return comparable({
    taxa: new Map(all.filter((t) => inScope(t.taxonId)).map((t) => [t.taxonId, t])),
    names: new Map(
      names.rows
        .map((r) => publicName(r.record))
        .filter((n) => inScope(n.taxonId))
        .map((n) => [n.scientificNameId, n]),
    ),
    successors: new Map(
      successors.rows.map((s) => [`${s.kind}:${s.id}`, { kind: s.kind, id: Number(s.id), reason: s.reason, successorIds: s.successor_ids }]),
    ),
  });
};

/** A copy as sorted plain arrays, for `toEqual`. */
interface CopyLike<N extends { readonly scientificNameId: number }, T extends { readonly taxonId: number }> {
  readonly names: ReadonlyMap<number, N>;
  readonly taxa: ReadonlyMap<number, T>;
  readonly successors: ReadonlyMap<string, unknown>;
}

export const comparable = <N extends { readonly scientificNameId: number }, T extends { readonly taxonId: number }>(copy: CopyLike<N, T>) => ({
  taxa: [...copy.taxa.values()].sort((a, b) => a.taxonId - b.taxonId),
  names: [...copy.names.values()].sort((a, b) => a.scientificNameId - b.scientificNameId),
  successors: [...copy.successors.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s),
});
