/**
 * Typed domain errors. Each carries the Norwegian text shown to the user (`message`, sent as `detail`), a
 * stable `errorCode`, and a `kind` the HTTP layer maps to a status code once (invalid 400, notFound 404,
 * conflict 409, forbidden 403).
 */
export type DomainErrorKind = 'invalid' | 'notFound' | 'conflict' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly errorCode: string,
    readonly kind: DomainErrorKind,
    detail: string,
    /** The request field the error concerns, when there is one. */
    readonly field?: string,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
  get detail(): string {
    return this.message;
  }
}

const define =
  <A extends unknown[]>(errorCode: string, kind: DomainErrorKind, text: (...args: A) => string, field?: string) =>
  (...args: A) =>
    new DomainError(errorCode, kind, text(...args), field);

/** The catalogue. Texts quoted from the spec are used verbatim. */
export const Errors = {
  // lookups
  nameNotFound: define('SCIENTIFIC_NAME_NOT_FOUND', 'notFound', (id: number) => `Finner ikke vitenskapelig navn med id ${id}.`),
  taxonNotFound: define('TAXON_NOT_FOUND', 'notFound', (id: number) => `Finner ikke takson med id ${id}.`),
  invalidScientificNameId: define('INVALID_SCIENTIFIC_NAME_ID', 'invalid', () => 'Vitenskapelig navne-id er ugyldig.'),
  invalidTaxonId: define('INVALID_TAXON_ID', 'invalid', () => 'Takson-id er ugyldig.'),
  // placement and rank
  parentRequired: define('PARENT_REQUIRED', 'invalid', () => 'Du må velge et overliggende taksa før du kan velge rank.', 'parentScientificNameId'),
  parentNotFound: define('PARENT_NOT_FOUND', 'invalid', () => 'Finner ikke overordnet element for det valgte taxonet', 'parentScientificNameId'),
  rankRequired: define('RANK_REQUIRED', 'invalid', () => 'Du må velge en rang.', 'rankId'),
  rankNotAllowed: define('RANK_NOT_ALLOWED', 'invalid', () => 'Valgt plassering er ikke tillat for denne taksonomiske rangen', 'rankId'),
  rankNotBelowParent: define('RANK_NOT_BELOW_PARENT', 'invalid', () => 'En ny rang må være lavere enn rangen til overordnet takson.', 'rankId'),
  // name fields
  nameRequired: define('SCIENTIFIC_NAME_REQUIRED', 'invalid', () => 'Dette feltet må fylles ut.', 'scientificName'),
  nameInvalid: define('SCIENTIFIC_NAME_INVALID', 'invalid', () => 'Navnet kan bare inneholde den nye delen av navnet (for eksempel artsepitetet), uten autor.', 'scientificName'),
  authorRequired: define('AUTHOR_REQUIRED', 'invalid', () => 'Autor må fylles ut for art og lavere rang.', 'author'),
  duplicateName: define('DUPLICATE_SCIENTIFIC_NAME', 'conflict', (name: string) => `Navnet ${name} finnes allerede under samme overordnede takson.`, 'scientificName'),
  referenceInvalid: define('REFERENCE_INVALID', 'invalid', () => 'En referanse må ha både type og tekst.', 'references'),
  taxonomicStatusRequired: define('TAXONOMIC_STATUS_REQUIRED', 'invalid', () => 'Taksonomisk status er obligatorisk.', 'taxonomicStatus'),
  nomenclaturalStatusInvalid: define('NOMENCLATURAL_STATUS_INVALID', 'invalid', (value: string) => `Ugyldig nomenklatorisk status: ${value}.`, 'nomenclaturalStatus'),
  attributeInvalid: define('ATTRIBUTE_INVALID', 'invalid', (value: string) => `Ugyldig attributt: ${value}.`, 'attributes'),
  existsInNorwayNotApplicable: define('EXISTS_IN_NORWAY_NOT_APPLICABLE', 'invalid', () => 'Finnes i Norge kan bare angis for gjeldende eller uavklart navn på art eller lavere rang.', 'existsInNorway'),
  // statuses within a taxon
  noMainName: define('NO_MAIN_NAME', 'invalid', () => 'Må ha enten ett gyldig eller uavklart navn.', 'taxonomicStatus'),
  moreThanOneMainName: define('MORE_THAN_ONE_MAIN_NAME', 'invalid', () => 'Kan ikke ha mer enn ett gyldig eller uavklart navn.', 'taxonomicStatus'),
  synonymTargetRequired: define('SYNONYM_TARGET_REQUIRED', 'invalid', () => 'Et synonym eller et navn som ikke lenger er i bruk må knyttes til et takson («Synonym til»).', 'synonymToId'),
  mainStatusForNewTaxonOnly: define('STATUS_NOT_ALLOWED_FOR_NEW_NAME', 'invalid', () => 'Et nytt navn på et eksisterende takson må være synonym, uavklart eller ikke lenger i bruk.', 'taxonomicStatus'),
  // vernacular names
  vernacularLanguageInvalid: define('VERNACULAR_LANGUAGE_INVALID', 'invalid', (code: string) => `Ukjent språk for populærnavn: ${code}. Tillatt: nb, nn, se.`, 'vernacularNames'),
  vernacularNameRequired: define('VERNACULAR_NAME_REQUIRED', 'invalid', () => 'Populærnavnet kan ikke være tomt.', 'vernacularNames'),
  vernacularDuplicate: define('VERNACULAR_NAME_DUPLICATE', 'invalid', (name: string) => `Duplikat navn: ${name}. Alle navn må være unike.`, 'vernacularNames'),
  vernacularRecommendedRequired: define('VERNACULAR_RECOMMENDED_REQUIRED', 'invalid', (lang: string) => `Du må velge et anbefalt navn. (${lang})`, 'vernacularNames'),
  vernacularMoreThanOneRecommended: define('VERNACULAR_MORE_THAN_ONE_RECOMMENDED', 'invalid', (lang: string) => `Bare ett navn kan være anbefalt per språk. (${lang})`, 'vernacularNames'),
  vernacularNotForSynonym: define('VERNACULAR_NOT_FOR_SYNONYM', 'invalid', () => 'Synonymer har ikke egne populærnavn. Rediger populærnavnene til hovednavnet.', 'vernacularNames'),
  // generic
  invalidRequest: (detail: string, field?: string) => new DomainError('INVALID_REQUEST', 'invalid', detail, field),
  concurrentChange: define('CONCURRENT_CHANGE', 'conflict', () => 'Registeret ble endret samtidig. Prøv igjen.'),
} as const;

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
