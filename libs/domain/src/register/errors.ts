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
  /** More fields for the problem answer, when the error has any. */
  get extra(): Record<string, unknown> {
    return {};
  }
}

const define =
  <A extends unknown[]>(errorCode: string, kind: DomainErrorKind, text: (...args: A) => string, field?: string) =>
  (...args: A) =>
    new DomainError(errorCode, kind, text(...args), field);

/**
 * The catalogue. Texts quoted from the spec are used verbatim. Frozen rather than `as const`: the mutation tests
 * leave everything inside a type assertion unmutated, which would hide the texts from them.
 */
export const Errors = Object.freeze({
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
  nameInvalid: define(
    'SCIENTIFIC_NAME_INVALID',
    'invalid',
    () => 'Navnet kan bare inneholde den nye delen av navnet (for eksempel artsepitetet), uten autor.',
    'scientificName',
  ),
  authorRequired: define('AUTHOR_REQUIRED', 'invalid', () => 'Autor må fylles ut for art og lavere rang.', 'author'),
  duplicateName: define(
    'DUPLICATE_SCIENTIFIC_NAME',
    'conflict',
    (name: string) => `Navnet ${name} finnes allerede under samme overordnede takson.`,
    'scientificName',
  ),
  referenceInvalid: define('REFERENCE_INVALID', 'invalid', () => 'En referanse må ha både type og tekst.', 'references'),
  taxonomicStatusRequired: define('TAXONOMIC_STATUS_REQUIRED', 'invalid', () => 'Taksonomisk status er obligatorisk.', 'taxonomicStatus'),
  nomenclaturalStatusInvalid: define(
    'NOMENCLATURAL_STATUS_INVALID',
    'invalid',
    (value: string) => `Ugyldig nomenklatorisk status: ${value}.`,
    'nomenclaturalStatus',
  ),
  legacyAttributeNotSettable: define(
    'LEGACY_ATTRIBUTE_NOT_SETTABLE',
    'invalid',
    () => 'Flagget «Navn kun til bruk i samling» finnes bare på eldre navn og kan ikke settes.',
    'attributes',
  ),
  attributeInvalid: define('ATTRIBUTE_INVALID', 'invalid', (value: string) => `Ugyldig attributt: ${value}.`, 'attributes'),
  existsInNorwayNotApplicable: define(
    'EXISTS_IN_NORWAY_NOT_APPLICABLE',
    'invalid',
    () => 'Finnes i Norge kan bare angis for gjeldende eller uavklart navn på art eller lavere rang.',
    'existsInNorway',
  ),
  // statuses within a taxon
  noMainName: define('NO_MAIN_NAME', 'invalid', () => 'Må ha enten ett gyldig eller uavklart navn.', 'taxonomicStatus'),
  moreThanOneMainName: define('MORE_THAN_ONE_MAIN_NAME', 'invalid', () => 'Kan ikke ha mer enn ett gyldig eller uavklart navn.', 'taxonomicStatus'),
  synonymTargetRequired: define(
    'SYNONYM_TARGET_REQUIRED',
    'invalid',
    () => 'Et synonym eller et navn som ikke lenger er i bruk må knyttes til et takson («Synonym til»).',
    'synonymToId',
  ),
  mainStatusForNewTaxonOnly: define(
    'STATUS_NOT_ALLOWED_FOR_NEW_NAME',
    'invalid',
    () => 'Et nytt navn på et eksisterende takson må være synonym, uavklart eller ikke lenger i bruk.',
    'taxonomicStatus',
  ),
  // vernacular names
  vernacularLanguageInvalid: define(
    'VERNACULAR_LANGUAGE_INVALID',
    'invalid',
    (code: string) => `Ukjent språk for populærnavn: ${code}. Tillatt: nb, nn, se.`,
    'vernacularNames',
  ),
  vernacularNameRequired: define('VERNACULAR_NAME_REQUIRED', 'invalid', () => 'Populærnavnet kan ikke være tomt.', 'vernacularNames'),
  vernacularDuplicate: define(
    'VERNACULAR_NAME_DUPLICATE',
    'invalid',
    (name: string) => `Duplikat navn: ${name}. Alle navn må være unike.`,
    'vernacularNames',
  ),
  vernacularRecommendedRequired: define(
    'VERNACULAR_RECOMMENDED_REQUIRED',
    'invalid',
    (lang: string) => `Du må velge et anbefalt navn. (${lang})`,
    'vernacularNames',
  ),
  vernacularMoreThanOneRecommended: define(
    'VERNACULAR_MORE_THAN_ONE_RECOMMENDED',
    'invalid',
    (lang: string) => `Bare ett navn kan være anbefalt per språk. (${lang})`,
    'vernacularNames',
  ),
  vernacularNotForSynonym: define(
    'VERNACULAR_NOT_FOR_SYNONYM',
    'invalid',
    () => 'Synonymer har ikke egne populærnavn. Rediger populærnavnene til hovednavnet.',
    'vernacularNames',
  ),
  // merge, swap, rearrange, split (spec 2 §4.2–4.4, §5)
  builtInTaxon: define('BUILT_IN_TAXON', 'invalid', () => 'Sfære er toppnivå og kan ikke endres.'),
  currentNameMissing: define('CURRENT_NAME_MISSING', 'conflict', () => 'Kunne ikke finne gjeldende navn til taxonet'),
  nameListedTwice: define('NAME_LISTED_TWICE', 'invalid', (name: string) => `Navnet ${name} er oppgitt mer enn én gang.`, 'scientificNames'),
  nameNotInTaxon: define('NAME_NOT_IN_TAXON', 'invalid', (name: string) => `Navnet ${name} hører ikke til taksonet som endres.`, 'scientificNames'),
  mergeNeedsTwoTaxa: define('MERGE_NEEDS_TWO_TAXA', 'invalid', () => 'Du må ha minst to takson for å slå noe sammen.', 'scientificNames'),
  mergeNameWithoutStatus: define(
    'MERGE_NAME_WITHOUT_STATUS',
    'invalid',
    (name: string) => `Alle navn i taksonene som slås sammen må få en status. Mangler status for ${name}.`,
    'scientificNames',
  ),
  mergeWithAncestor: define('MERGE_WITH_ANCESTOR', 'invalid', () => 'Et takson kan ikke slås sammen med et overordnet takson.', 'scientificNames'),
  mergeAcrossRankGroups: define(
    'MERGE_ACROSS_RANK_GROUPS',
    'invalid',
    (a: string, aGroup: string, b: string, bGroup: string) =>
      `Kan ikke slå sammen takson fra ulike rangnivåer: ${a} hører til ${aGroup}, ${b} til ${bGroup}. Bare takson i samme rangnivå (familie-, slekts- eller artsgruppen) kan slås sammen.`,
    'scientificNames',
  ),
  mergedTaxonHasChildren: define(
    'MERGED_TAXON_HAS_CHILDREN',
    'conflict',
    (name: string) =>
      `${name} har undertaksa og kan ikke slås inn i et annet takson. Flytt undertaksaene først, eller velg et navn i dette taksonet som gjeldende.`,
    'scientificNames',
  ),
  vernacularNameUnknown: define(
    'VERNACULAR_NAME_NOT_FOUND',
    'invalid',
    (id: number) => `Finner ikke populærnavn med id ${id} i taksonene som endres.`,
    'vernacularNames',
  ),
  vernacularListedTwice: define(
    'VERNACULAR_NAME_LISTED_TWICE',
    'invalid',
    (name: string) => `Populærnavnet ${name} er oppgitt mer enn én gang.`,
    'vernacularNames',
  ),
  rearrangeNoChange: define('REARRANGE_NO_CHANGE', 'invalid', () => 'Ingen endring i omprioritering eller taksonomisk status'),
  keepTaxonIdRequired: define('KEEP_TAXON_ID_REQUIRED', 'invalid', () => 'Du må velge om takson-id skal beholdes.', 'keepTaxonId'),
  taxonIdMustChange: define(
    'TAXON_ID_MUST_CHANGE',
    'invalid',
    () => 'Når gjeldende navn endres, får taksonet alltid ny takson-id. Takson-id kan ikke beholdes.',
    'keepTaxonId',
  ),
  newNameWrongTaxon: define('NEW_NAME_WRONG_TAXON', 'invalid', () => 'Nye navn må høre til taksonet som endres.', 'newScientificNames'),
  rankNotBetweenParentAndChildren: define(
    'RANK_NOT_BETWEEN_PARENT_AND_CHILDREN',
    'invalid',
    () => 'Det nye gjeldende navnet har en rang som ikke passer mellom overordnet takson og undertaksaene.',
    'scientificNames',
  ),
  mainNameCannotChangeTaxon: define(
    'MAIN_NAME_CANNOT_CHANGE_TAXON',
    'conflict',
    () => 'Et gjeldende eller uavklart navn kan ikke bytte takson. Omprioriter taksonet eller slå sammen taksonene i stedet.',
    'scientificNameId',
  ),
  swapTaxonNoChange: define('SWAP_TAXON_NO_CHANGE', 'invalid', () => 'Ingen endring', 'targetTaxonId'),
  splitNeedsTwoTaxa: define('SPLIT_NEEDS_TWO_TAXA', 'invalid', () => 'Du må ha minst to nye takson for å splitte.', 'newTaxons'),
  splitTaxonHasChildren: define(
    'SPLIT_TAXON_HAS_CHILDREN',
    'conflict',
    () => 'Taksonet har undertaksa og kan ikke splittes. Flytt undertaksaene først.',
    'oldTaxonId',
  ),
  splitTaxonWithoutNames: define('SPLIT_TAXON_WITHOUT_NAMES', 'invalid', () => 'Hvert nye takson må ha minst ett navn.', 'newTaxons'),
  splitNameNotPlaced: define(
    'SPLIT_NAME_NOT_PLACED',
    'invalid',
    (name: string) => `Alle navn må plasseres i et nytt takson. Mangler: ${name}.`,
    'newTaxons',
  ),
  splitParentIsSplitTaxon: define(
    'SPLIT_PARENT_IS_SPLIT_TAXON',
    'invalid',
    () => 'Et nytt takson kan ikke plasseres under taksonet som splittes.',
    'parentScientificNameId',
  ),
  splitVernacularNotPlaced: define(
    'SPLIT_VERNACULAR_NAME_NOT_PLACED',
    'invalid',
    (name: string) => `Alle populærnavn må fordeles på de nye taksonene. Mangler: ${name}.`,
    'newTaxons',
  ),
  // nomenclatural status and sensu against the taxonomic status (taxonomy/nomenclatural-status-rules.ts, sensu-rules.ts)
  acceptedAlwaysValidlyPublished: define(
    'ACCEPTED_NAME_ALWAYS_VALIDLY_PUBLISHED',
    'invalid',
    (value: string) => `Et gjeldende navn er alltid gyldig publisert (${value} kan ikke brukes).`,
    'nomenclaturalStatus',
  ),
  statusOnlyForNonAccepted: define(
    'NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED',
    'invalid',
    (label: string) => `Statusen «${label}» kan bare brukes på navn som ikke er gjeldende.`,
    'nomenclaturalStatus',
  ),
  outdatedViewOnlyForNotInUse: define(
    'OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE',
    'invalid',
    () => 'Utdatert taksonomisk syn kan bare velges når taksonomisk status er «ikke lenger i bruk».',
    'nomenclaturalStatus',
  ),
  notValidlyPublishedExclusive: define(
    'NOT_VALIDLY_PUBLISHED_EXCLUSIVE',
    'invalid',
    () => 'Et navn som ikke er gyldig publisert kan bare ha nom. inval. eller nom. nud.',
    'nomenclaturalStatus',
  ),
  subStatusWithoutParent: define(
    'NOMENCLATURAL_SUBSTATUS_WITHOUT_PARENT',
    'invalid',
    (sub: string, parent: string) => `«${sub}» krever statusen «${parent}».`,
    'attributes',
  ),
  sanctionedOnlyForFungi: define(
    'SANCTIONED_ONLY_FOR_FUNGI',
    'invalid',
    () => 'Sanksjonert (nom. sanct.) kan bare velges for navn i soppriket.',
    'nomenclaturalStatus',
  ),
  conservedAndSanctioned: define(
    'CONSERVED_AND_SANCTIONED',
    'invalid',
    () => 'Et navn kan være konservert eller sanksjonert, ikke begge.',
    'nomenclaturalStatus',
  ),
  sensuLatoAndStricto: define('SENSU_LATO_AND_STRICTO', 'invalid', () => 'Et navn kan ikke være både sensu lato og sensu stricto.', 'attributes'),
  // edit scientific name, vernacular names (spec 1 §4–5)
  noChange: define('NO_CHANGE', 'invalid', () => 'Ingen endring'),
  nameOfOtherTaxon: define('SCIENTIFIC_NAME_NOT_IN_TAXON', 'invalid', () => 'Navnet hører ikke til det valgte taksonet.', 'taxonId'),
  genusPartMismatch: define(
    'GENUS_PART_MISMATCH',
    'invalid',
    (prefix: string) =>
      `Navnet må begynne med ${prefix}, som det overordnede taksonet. For å flytte navnet til en annen slekt eller art, bruk Flytt.`,
    'scientificName',
  ),
  vernacularNotOnTaxon: define(
    'VERNACULAR_NAME_NOT_ON_TAXON',
    'invalid',
    (id: number) => `Populærnavnet med id ${id} finnes ikke på dette taksonet.`,
    'vernacularNames',
  ),
  vernacularEntryTwice: define(
    'VERNACULAR_ENTRY_TWICE',
    'invalid',
    (id: number) => `Populærnavnet med id ${id} er oppgitt mer enn én gang.`,
    'vernacularNames',
  ),
  vernacularOnlyForMainTaxon: define(
    'VERNACULAR_ONLY_FOR_TAXON',
    'invalid',
    () => 'Populærnavn kan bare redigeres på et takson med gjeldende eller uavklart navn.',
    'taxonId',
  ),
  // transfer (spec 2 §4.5, §5, §8 "Move errors")
  transferSphere: define('TRANSFER_SPHERE', 'invalid', () => 'Sfære er toppnivå og kan ikke omplasseres', 'scientificNameId'),
  transferUnmovable: define('TRANSFER_UNMOVABLE', 'invalid', () => 'Dette elementet kan ikke flyttes.', 'scientificNameId'),
  transferMissingOldParent: define(
    'TRANSFER_MISSING_OLD_PARENT',
    'invalid',
    () => 'Finner ikke overordnet element for det valgte taxonet',
    'oldParentScientificNameId',
  ),
  transferStaleOldParent: define(
    'TRANSFER_STALE_OLD_PARENT',
    'conflict',
    () => 'Elementet er flyttet av noen andre i mellomtiden. Last inn siden på nytt og prøv igjen.',
    'oldParentScientificNameId',
  ),
  transferIsSelf: define('TRANSFER_IS_SELF', 'invalid', () => 'Ingen endring', 'newParentScientificNameId'),
  transferChildOfSelf: define('TRANSFER_CHILD_OF_SELF', 'invalid', () => 'Kan ikke være underelement av seg selv', 'newParentScientificNameId'),
  transferNotAllowedRank: define(
    'TRANSFER_NOT_ALLOWED_RANK',
    'invalid',
    () => 'Valgt plassering er ikke tillat for denne taksonomiske rangen',
    'newParentScientificNameId',
  ),
  transferSystemIssue: define('TRANSFER_SYSTEM_ISSUE', 'invalid', () => 'Ugyldig forflytning', 'newParentScientificNameId'),
  transferSubgenusAcrossGenera: define(
    'TRANSFER_SUBGENUS_ACROSS_GENERA',
    'invalid',
    () =>
      'Underslekter og seksjoner kan ikke flyttes til en annen slekt: navnene deres endres ikke automatisk. Opprett dem under den nye slekten i stedet.',
    'newParentScientificNameId',
  ),
  transferUnmovableChildren: define(
    'TRANSFER_UNMOVABLE_CHILDREN',
    'invalid',
    (names: string) => `Elementet kan ikke flyttes: underelementene ${names} er ikke gjeldende og kan ikke få nytt navn.`,
    'scientificNameId',
  ),
  transferHomonym: define(
    'TRANSFER_HOMONYM',
    'conflict',
    (name: string, id: number) => `Navnet ${name} finnes allerede (vitenskapelig navne-id ${id}). Den nye kombinasjonen ville blitt et homonym.`,
    'newParentScientificNameId',
  ),
  transferAuthorEditorRequired: define(
    'TRANSFER_AUTHOR_EDITOR_REQUIRED',
    'invalid',
    () => 'Oppgi autor for den nye kombinasjonen (navn utenfor dyreriket).',
    'authorEditor',
  ),
  transferNewNameUnknown: define(
    'TRANSFER_NEW_NAME_UNKNOWN',
    'invalid',
    (id: number) => `Navn ${id} får ikke nytt navn i denne flyttingen.`,
    'newNames',
  ),
  transferNewNameInvalid: define('TRANSFER_NEW_NAME_INVALID', 'invalid', (prefix: string) => `Det nye navnet må begynne med ${prefix}.`, 'newNames'),
  // delete (spec 2 §4.6, §5)
  deleteHasChildren: define(
    'TAXON_HAS_CHILDREN',
    'conflict',
    () => 'Dette elementet har underelementer, og kan derfor ikke slettes.',
    'scientificNameId',
  ),
  deleteBuiltIn: define('DELETE_BUILT_IN', 'invalid', () => 'Sfære er toppnivå og kan ikke slettes.', 'scientificNameId'),
  usageOverrideReasonRequired: define(
    'USAGE_OVERRIDE_REASON_REQUIRED',
    'invalid',
    () => 'Skriv en begrunnelse (minst 10 tegn) for å slette navnet uten svar fra tjenestene som kan bruke det.',
    'usageOverrideReason',
  ),
  deleteTaxonConfirmationRequired: define(
    'DELETE_TAXON_CONFIRMATION_REQUIRED',
    'conflict',
    () =>
      'Navnet er gjeldende eller uavklart navn for et takson med flere navn. Sletting fjerner alle navnene og taksonet; bekreft med «Slett alle navn og taksonet» (deleteTaxon).',
    'deleteTaxon',
  ),
  vernacularImportInvalid: define(
    'VERNACULAR_IMPORT_INVALID',
    'invalid',
    (count: number, first: string) => `Populærnavnene ble ikke importert: ${count} feil. Første feil: rad ${first}`,
    'names',
  ),
  // generic
  invalidRequest: (detail: string, field?: string) => new DomainError('INVALID_REQUEST', 'invalid', detail, field),
  concurrentChange: define('CONCURRENT_CHANGE', 'conflict', () => 'Registeret ble endret samtidig. Prøv igjen.'),
});

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
