import type { Rank } from '../taxonomy/ranks.js';
import type { LanguageCode, NameAttribute, NomenclaturalStatus, ReferenceType, TaxonomicStatus, VernacularNameStatus } from '../taxonomy/statuses.js';

/** Numeric ids, branded so a taxon id is never passed where a name id is expected. */
export type TaxonId = number & { readonly _brand?: 'TaxonId' };
export type ScientificNameId = number & { readonly _brand?: 'ScientificNameId' };
export type VernacularNameId = number & { readonly _brand?: 'VernacularNameId' };

export interface Reference {
  readonly referenceTypeId: ReferenceType;
  readonly reference: string;
}

/** One scientific name (accepted, unresolved, synonym or not in use), belonging to exactly one taxon. */
export interface ScientificNameRecord {
  readonly id: ScientificNameId;
  readonly taxonId: TaxonId;
  /** The full canonical name without author, e.g. "Ursus arctos", "Salix lapponum subsp. daphneola". */
  readonly scientificName: string;
  readonly author: string;
  readonly rank: Rank;
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
  readonly attributes: readonly NameAttribute[];
  readonly references: readonly Reference[];
  readonly comment: string;
  readonly speciesComplex: string;
  /** Identifier in the dataset the name was imported from, if any. */
  readonly sourceId?: string;
}

export interface VernacularNameRecord {
  readonly id: VernacularNameId;
  readonly vernacularName: string;
  readonly languageIsoCode: LanguageCode;
  readonly status: VernacularNameStatus;
  readonly reference: string;
  readonly comment: string;
}

/** One node of the tree of life. Its rank and main name come from its one accepted-or-unresolved name. */
export interface TaxonRecord {
  readonly id: TaxonId;
  readonly parentId: TaxonId | null;
  /** Meaningful only when the main name is of rank species or below; null when not stated. */
  readonly existsInNorway: boolean | null;
  readonly vernacularNames: readonly VernacularNameRecord[];
}

/** What became of an id that no longer exists (deleted, merged, split, replaced). */
export interface Successor {
  readonly kind: 'taxon' | 'name';
  readonly id: number;
  readonly reason: 'Deleted' | 'Merged' | 'Split' | 'Replaced';
  /** The ids that took over; empty when nothing did. */
  readonly successorIds: readonly number[];
}

export const emptyName = (
  fields: Pick<ScientificNameRecord, 'id' | 'taxonId' | 'scientificName' | 'rank' | 'taxonomicStatus'> & Partial<ScientificNameRecord>,
): ScientificNameRecord => ({
  author: '',
  nomenclaturalStatuses: [],
  attributes: [],
  references: [],
  comment: '',
  speciesComplex: '',
  ...fields,
});
