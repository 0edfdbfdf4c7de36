/** Taxonomic status of a scientific name within its taxon. */
export const TAXONOMIC_STATUSES = ['Accepted', 'Unresolved', 'Synonym', 'NotInUse'] as const;
export type TaxonomicStatus = (typeof TAXONOMIC_STATUSES)[number];

export const TAXONOMIC_STATUS_LABELS: Readonly<Record<TaxonomicStatus, string>> = {
  Accepted: 'Gjeldende',
  Unresolved: 'Uavklart',
  Synonym: 'Synonym',
  NotInUse: 'Ikke lenger i bruk',
};

export const TAXONOMIC_STATUS_DESCRIPTIONS: Readonly<Record<TaxonomicStatus, string>> = {
  Accepted: 'Det gyldige navnet på taksonet. Et takson har ett gyldig eller uavklart hovednavn.',
  Unresolved: 'Navnet er i bruk, men det er ikke avklart om det er gyldig eller et synonym.',
  Synonym: 'Et annet navn på det samme taksonet. Synonymet viser til hovednavnet.',
  NotInUse: 'Et synonym som ikke lenger er i bruk. Slike navn leveres ikke til observasjons- og karttjenestene.',
};

export const taxonomicStatusLabel = (status: string): string =>
  (TAXONOMIC_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

/** Accepted and unresolved names are main names: a taxon has exactly one of them. */
export const isMainStatus = (status: string): boolean => status === 'Accepted' || status === 'Unresolved';

/** Status of a vernacular name within its language. `Preferred` is read as `Recommended`. */
export const VERNACULAR_NAME_STATUSES = ['Recommended', 'NotRecommended'] as const;
export type VernacularNameStatus = (typeof VERNACULAR_NAME_STATUSES)[number];
export const VERNACULAR_NAME_STATUS_LABELS: Readonly<Record<VernacularNameStatus, string>> = {
  Recommended: 'Anbefalt',
  NotRecommended: 'Alternativt',
};
export const VERNACULAR_NAME_STATUS_DESCRIPTIONS: Readonly<Record<VernacularNameStatus, string>> = {
  Recommended: 'Det anbefalte populærnavnet i et språk. Hvert språk har høyst ett anbefalt navn per takson.',
  NotRecommended: 'Et alternativt populærnavn som er i bruk, men som ikke anbefales.',
};
export const isRecommended = (status: string): boolean => status === 'Recommended' || status === 'Preferred';
export const vernacularStatusLabel = (status: string): string =>
  isRecommended(status) ? VERNACULAR_NAME_STATUS_LABELS.Recommended : status === 'NotRecommended' ? VERNACULAR_NAME_STATUS_LABELS.NotRecommended : status;

/** Nomenclatural statuses (the name's standing under the codes of nomenclature). */
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
export const NOMENCLATURAL_STATUS_LABELS: Readonly<Record<NomenclaturalStatus, string>> = {
  NotValidlyPublished: 'Ikke gyldig publisert',
  Misapplied: 'Feilaktig anvendt',
  Illegitimate: 'Illegitimt',
  Conserved: 'Konservert',
  Sanctioned: 'Sanksjonert',
  Rejected: 'Forkastet',
  Orthographic: 'Ortografisk variant',
  Dubious: 'Tvilsomt',
  NotInUse: 'Utdatert taksonomisk syn',
};
export const NOMENCLATURAL_STATUS_DESCRIPTIONS: Readonly<Record<NomenclaturalStatus, string>> = {
  NotValidlyPublished: 'Navnet er ikke gyldig publisert etter nomenklaturreglene (nom. inval. eller nom. nud.).',
  Misapplied: 'Navnet er brukt om et annet takson enn det opprinnelig ble beskrevet for.',
  Illegitimate: 'Navnet er gyldig publisert, men strider mot reglene, for eksempel som et yngre homonym eller et overflødig navn.',
  Conserved: 'Navnet er bevart ved vedtak, selv om reglene ellers ville forkastet det (nom. conserv.).',
  Sanctioned: 'Soppnavn som er sanksjonert og derfor beskyttet (nom. sanct.).',
  Rejected: 'Navnet er forkastet ved vedtak og skal ikke brukes (nom. rej.).',
  Orthographic: 'En avvikende skrivemåte av et annet navn (orth. var.).',
  Dubious: 'Navnet er av tvilsom anvendelse (nom. dub. eller nom. ambig.).',
  NotInUse: 'Navnet gjenspeiler et utdatert taksonomisk syn.',
};
export const nomenclaturalStatusLabel = (status: string): string =>
  (NOMENCLATURAL_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

/** The register's vernacular languages. */
export const LANGUAGES = ['nb', 'nn', 'se'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Readonly<Record<LanguageCode, string>> = {
  nb: 'Norsk, bokmål',
  nn: 'Norsk, nynorsk',
  se: 'Nordsamisk',
};
export const languageLabel = (code: string): string => (LANGUAGE_LABELS as Readonly<Record<string, string>>)[code] ?? code;

/** Reference types and how they are shown. */
export const REFERENCE_TYPE_LABELS: Readonly<Record<string, string>> = {
  Citation: 'Sitering',
  Url: 'URL',
  Urn: 'URN',
  Doi: 'DOI',
  TaxonIdOrg: 'TaxonID.org',
};

/** Change types in a name's history (spec 1 §2); others are shown as they came. */
export const CHANGE_TYPE_LABELS: Readonly<Record<string, string>> = {
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
export const changeTypeLabel = (type: string): string => CHANGE_TYPE_LABELS[type] ?? type;
