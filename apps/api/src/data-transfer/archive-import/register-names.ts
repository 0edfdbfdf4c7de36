import { isMainStatus, mainNameOf, type Rank, type RegisterState, type ScientificNameRecord, type TaxonId } from '@navnebase/domain';

/** A taxon of the register that a name (an accepted name or a synonym) belongs to. */
export interface RegisterTaxonMatch {
  readonly taxonId: TaxonId;
  /** The rank of the taxon's main name. */
  readonly rank: Rank;
  /** The taxon's main name. */
  readonly acceptedName: string;
  /** True when the name looked up is a synonym of the taxon, not its main name. */
  readonly viaSynonym: boolean;
}

/** The register's taxa bearing a scientific name (without author), one per taxon. */
export type RegisterNameLookup = (scientificName: string) => readonly RegisterTaxonMatch[];

/**
 * Looks names up in the register as it is when the import is read. The index by name is built on the first lookup,
 * so an archive that never asks (every name found in the archive itself) costs nothing.
 */
export const registerNameLookup = (state: RegisterState): RegisterNameLookup => {
  let index: Map<string, ScientificNameRecord[]> | undefined;
  return (scientificName) => {
    if (!index) {
      index = new Map();
      for (const name of state.names.values()) {
        const list = index.get(name.scientificName);
        if (list) list.push(name);
        else index.set(name.scientificName, [name]);
      }
    }
    const matches = new Map<TaxonId, RegisterTaxonMatch>();
    for (const name of index.get(scientificName) ?? []) {
      const main = mainNameOf(state, name.taxonId);
      if (!main || main.rank === 'Sphere' || matches.get(name.taxonId)?.viaSynonym === false) continue;
      const viaSynonym = !isMainStatus(name.taxonomicStatus);
      matches.set(name.taxonId, { taxonId: name.taxonId, rank: main.rank, acceptedName: main.scientificName, viaSynonym });
    }
    return [...matches.values()];
  };
};
