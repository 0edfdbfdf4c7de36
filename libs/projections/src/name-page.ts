import { isMainStatus, isSpeciesOrBelow, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { TaxonNameInfo } from './read-models.js';
import { higherClassificationItem, scientificNameView, sortNames, vernacularNameView, type NameSummary } from './views.js';

export interface NamePageInput {
  /** The taxon (its tree fields). */
  readonly taxon: Pick<TaxonRecord, 'id' | 'parentId' | 'existsInNorway' | 'vernacularNames'>;
  /** Full records of every name of the taxon. */
  readonly records: readonly ScientificNameRecord[];
  /** The taxon and its ancestors, top down, each with its main name (undefined for a node without one). */
  readonly ancestry: readonly { readonly taxonId: number; readonly main: NameSummary | undefined }[];
  readonly childCount: number;
  /** The name the page was asked for; the taxon's main name when left out. */
  readonly requestedNameId?: number;
}

/**
 * A name page (taxon name info, spec 1 §3) from its parts: the one place it is assembled, whoever reads the parts.
 * Undefined when the taxon has no names.
 */
export const assembleNamePage = ({ taxon, records, ancestry, childCount, requestedNameId }: NamePageInput): TaxonNameInfo | undefined => {
  const names = sortNames(records);
  const main = names.find((n) => isMainStatus(n.taxonomicStatus)) ?? names[0];
  if (!main) return undefined;
  const requested = requestedNameId ?? main.id;
  const classification = ancestry.filter((row) => row.main && row.taxonId >= 0).map((row) => higherClassificationItem(row.main!));
  const kingdomRow = ancestry.find((row) => row.main?.rank === 'Kingdom');
  const showsExistence = requested === main.id && isSpeciesOrBelow(main.rank) && taxon.existsInNorway !== null;
  return {
    scientificNameId: requested,
    taxonId: taxon.id,
    parentTaxonId: taxon.parentId,
    mainScientificNameId: main.id,
    scientificNames: names.map(scientificNameView),
    vernacularNames: taxon.vernacularNames.map(vernacularNameView),
    higherClassification: classification,
    higherClassifications: classification,
    ...(showsExistence ? { existsInNorway: taxon.existsInNorway! } : {}),
    ...(kingdomRow ? { kingdom: { taxonId: kingdomRow.taxonId, scientificName: kingdomRow.main!.scientificName } } : {}),
    childCount,
  };
};
