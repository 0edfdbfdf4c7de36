import {
  CHANGE_TYPE_LABELS,
  isMainStatus as isMainTaxonomicStatus,
  isTaxonomicStatus,
  LANGUAGE_LABELS,
  parseVernacularNameStatus,
  TAXONOMIC_STATUS_LABELS,
  VERNACULAR_NAME_STATUS_LABELS,
  type NomenclaturalStatus,
  type ReferenceType,
  type TaxonomicStatus,
  type VernacularNameStatus,
} from '@navnebase/domain';

/**
 * How the statuses of `@navnebase/domain` are shown: labels taking the value as the API sends it (an unknown
 * value is shown as it came), and the labels and explanations only the web app has (glossary, name page).
 */
const labelOr =
  (labels: Readonly<Partial<Record<string, string>>>) =>
  (value: string): string =>
    labels[value] ?? value;

export const TAXONOMIC_STATUS_DESCRIPTIONS: Readonly<Record<TaxonomicStatus, string>> = {
  Accepted: 'Det gyldige navnet på taksonet. Et takson har ett gyldig eller uavklart hovednavn.',
  Unresolved: 'Navnet er i bruk, men det er ikke avklart om det er gyldig eller et synonym.',
  Synonym: 'Et annet navn på det samme taksonet. Synonymet viser til hovednavnet.',
  NotInUse: 'Et synonym som ikke lenger er i bruk. Slike navn leveres ikke til observasjons- og karttjenestene.',
};

export const taxonomicStatusLabel = labelOr(TAXONOMIC_STATUS_LABELS);

/** Accepted and unresolved names are main names: a taxon has exactly one of them. */
export const isMainStatus = (status: string): boolean => isTaxonomicStatus(status) && isMainTaxonomicStatus(status);

export const VERNACULAR_NAME_STATUS_DESCRIPTIONS: Readonly<Record<VernacularNameStatus, string>> = {
  Recommended: 'Det anbefalte populærnavnet i et språk. Hvert språk har høyst ett anbefalt navn per takson.',
  NotRecommended: 'Et alternativt populærnavn som er i bruk, men som ikke anbefales.',
};

/** `Preferred` is read as `Recommended`. */
export const isRecommended = (status: string): boolean => parseVernacularNameStatus(status) === 'Recommended';

export const vernacularStatusLabel = (status: string): string => {
  const parsed = parseVernacularNameStatus(status);
  return parsed ? VERNACULAR_NAME_STATUS_LABELS[parsed] : status;
};

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
export const nomenclaturalStatusLabel = labelOr(NOMENCLATURAL_STATUS_LABELS);

export const languageLabel = labelOr(LANGUAGE_LABELS);

/** How reference types are shown. */
const REFERENCE_TYPE_LABELS: Readonly<Record<ReferenceType, string>> = {
  Citation: 'Sitering',
  Url: 'URL',
  Urn: 'URN',
  Doi: 'DOI',
  TaxonIdOrg: 'TaxonID.org',
};
export const referenceTypeLabel = labelOr(REFERENCE_TYPE_LABELS);

/** Change types in a name's history (spec 1 §2); others are shown as they came. */
export const changeTypeLabel = labelOr(CHANGE_TYPE_LABELS);
