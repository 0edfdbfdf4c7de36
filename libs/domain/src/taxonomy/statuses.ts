/** Taxonomic status of a scientific name within its taxon. */
export const TAXONOMIC_STATUSES = ['Accepted', 'Unresolved', 'Synonym', 'NotInUse'] as const;
export type TaxonomicStatus = (typeof TAXONOMIC_STATUSES)[number];

export const TAXONOMIC_STATUS_LABELS: Readonly<Record<TaxonomicStatus, string>> = {
  Accepted: 'Gjeldende',
  Unresolved: 'Uavklart',
  Synonym: 'Synonym',
  NotInUse: 'Ikke lenger i bruk',
};

/** The type tests below need no string test first: a list of texts includes nothing else. */
export const isTaxonomicStatus = (v: unknown): v is TaxonomicStatus => (TAXONOMIC_STATUSES as readonly unknown[]).includes(v);

/** Accepted and unresolved names are "main" names: a taxon has exactly one of them. */
export const isMainStatus = (s: TaxonomicStatus): boolean => s === 'Accepted' || s === 'Unresolved';

export const isSynonymStatus = (s: TaxonomicStatus): boolean => s === 'Synonym' || s === 'NotInUse';

/** Status of a vernacular name within its language. `Preferred` is read as `Recommended`. */
export const VERNACULAR_NAME_STATUSES = ['Recommended', 'NotRecommended'] as const;
export type VernacularNameStatus = (typeof VERNACULAR_NAME_STATUSES)[number];
export const VERNACULAR_NAME_STATUS_LABELS: Readonly<Record<VernacularNameStatus, string>> = {
  Recommended: 'Anbefalt',
  NotRecommended: 'Alternativt',
};
export const parseVernacularNameStatus = (v: unknown): VernacularNameStatus | undefined =>
  v === 'Recommended' || v === 'Preferred' ? 'Recommended' : v === 'NotRecommended' ? 'NotRecommended' : undefined;

/** The register's vernacular languages. */
export const LANGUAGES = ['nb', 'nn', 'se'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Readonly<Record<LanguageCode, string>> = {
  nb: 'Norsk, bokmål',
  nn: 'Norsk, nynorsk',
  se: 'Nordsamisk',
};
export const isLanguageCode = (v: unknown): v is LanguageCode => (LANGUAGES as readonly unknown[]).includes(v);

/** Main nomenclatural statuses (sent as `nomenclaturalStatus`). */
export const NOMENCLATURAL_STATUSES = [
  'NotValidlyPublished',
  'Misapplied',
  'Illegitimate',
  'Conserved',
  'Sanctioned',
  'Rejected',
  'Orthographic',
  'Dubious',
  'NotInUse',
] as const;
export type NomenclaturalStatus = (typeof NOMENCLATURAL_STATUSES)[number];

/** Name attributes (sent as `attributes`): sub-statuses, the hybrid mark and the sensu/aggregate marks. */
export const NAME_ATTRIBUTES = [
  'Hybrid',
  'NomenInvalidum',
  'NomenNudum',
  'NomenIllegitimum',
  'NomenSuperfluum',
  'JuniorHomonym',
  'NomenConservandum',
  'NomenSanctionatum',
  'NomenRejiciendum',
  'OrthographicVariant',
  'NomenConfusum',
  'NomenAmbiguous',
  'NomenDubium',
  'AggColl',
  'Agg',
  'Coll',
  'SensuLato',
  'SensuStricto',
  'CollectionOnly',
  'Cultivar',
  'Extinct',
] as const;
export type NameAttribute = (typeof NAME_ATTRIBUTES)[number];

export const isNomenclaturalStatus = (v: unknown): v is NomenclaturalStatus => (NOMENCLATURAL_STATUSES as readonly unknown[]).includes(v);
export const isNameAttribute = (v: unknown): v is NameAttribute => (NAME_ATTRIBUTES as readonly unknown[]).includes(v);

/** Canonical abbreviations shown in names and glossary (spec 1 §5). */
export const NOMENCLATURAL_ABBREVIATIONS: Readonly<Partial<Record<NameAttribute | NomenclaturalStatus, string>>> = {
  NomenInvalidum: 'nom. inval.',
  NomenNudum: 'nom. nud.',
  NomenIllegitimum: 'nom. illeg.',
  NomenSuperfluum: 'nom. superfl.',
  NomenConservandum: 'nom. conserv.',
  NomenSanctionatum: 'nom. sanct.',
  NomenRejiciendum: 'nom. rej.',
  OrthographicVariant: 'orth. var.',
  NomenConfusum: 'nom. conf.',
  NomenAmbiguous: 'nom. ambig.',
  NomenDubium: 'nom. dub.',
  Agg: 'agg.',
  Coll: 'coll.',
  SensuStricto: 's.str.',
  SensuLato: 's.lat.',
};

/** Norwegian labels of the attributes that have no abbreviation, as a name page lists them. */
export const ATTRIBUTE_LABELS: Readonly<Partial<Record<NameAttribute, string>>> = {
  CollectionOnly: 'Navn kun til bruk i samling (eldre flagg)',
};

/** How a name page shows an attribute: its abbreviation, else its Norwegian label. */
export const attributeDisplay = (attribute: NameAttribute): string =>
  NOMENCLATURAL_ABBREVIATIONS[attribute] ?? ATTRIBUTE_LABELS[attribute] ?? attribute;

/** Reference types. */
export const REFERENCE_TYPES = ['Citation', 'Url', 'Urn', 'Doi', 'TaxonIdOrg'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];
export const isReferenceType = (v: unknown): v is ReferenceType => (REFERENCE_TYPES as readonly unknown[]).includes(v);

/** Change types shown in a name's history. */
export const CHANGE_TYPES = [
  'Inserted',
  'Merge',
  'Split',
  'Remove',
  'Delete',
  'ValidNameChange',
  'CategoryChange',
  'TaxonCreated',
  'ParentChange',
  'Edit',
  'VernacularNameChange',
  'Import',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];
export const CHANGE_TYPE_LABELS: Readonly<Partial<Record<ChangeType, string>>> = {
  Inserted: 'Lagt til',
  Merge: 'Spleiset',
  Split: 'Splittet',
  Remove: 'Fjernet',
  Delete: 'Slettet',
  ValidNameChange: 'Nytt gyldig navn',
  CategoryChange: 'Kategoriendring',
  TaxonCreated: 'Takson opprettet',
  ParentChange: 'Ny plassering',
  Edit: 'Redigert',
  VernacularNameChange: 'Populærnavn endret',
  Import: 'Importert',
};
