import { LANGUAGES, type LanguageCode } from '@navnebase/domain';

/**
 * The spreadsheet columns of the two import types and of the export (spec 2 §9). Headers are the English keys
 * below; the Norwegian labels and the aliases are accepted too, in any case, with or without spaces, hyphens and
 * underscores. The export writes exactly the scientific name columns, in this order, so an export can be imported
 * again (round trip). The order and the keys are a public contract: add columns at the end, never rename.
 */
export interface ColumnSpec<K extends string = string> {
  readonly key: K;
  /** Norwegian label, accepted as a header and shown in the example files' guide sheet. */
  readonly label: string;
  readonly aliases: readonly string[];
  readonly description: string;
  /** The header must be present (the cell may still be empty where the description allows). */
  readonly requiredHeader?: boolean;
}

const column = <K extends string>(spec: ColumnSpec<K>) => spec;

export const VERNACULAR_COLUMN_KEYS = LANGUAGES.map((language) => `vernacularNames_${language}` as const);
export type VernacularColumnKey = (typeof VERNACULAR_COLUMN_KEYS)[number];
export const vernacularColumnKey = (language: LanguageCode): VernacularColumnKey => `vernacularNames_${language}`;

const LANGUAGE_NAMES: Record<LanguageCode, string> = { nb: 'bokmål', nn: 'nynorsk', se: 'nordsamisk' };

export const SCIENTIFIC_NAME_COLUMNS = [
  column({
    key: 'scientificNameId',
    label: 'Vitenskapelig navne-id',
    aliases: ['navne-id', 'navneid', 'id'],
    description:
      'Navnets id. Valgfri. Andre rader i filen kan vise til den (overordnet navn, gjeldende navn). Id-en beholdes i registeret når den er ledig, ellers får navnet en ny id.',
  }),
  column({
    key: 'taxonId',
    label: 'Takson-id',
    aliases: ['taksonid'],
    description:
      'Taksonets id. Valgfri. Et synonym med samme takson-id som en rad med gjeldende navn hører til det taksonet. Beholdes når den er ledig.',
  }),
  column({
    key: 'parentScientificNameId',
    label: 'Overordnet navne-id',
    aliases: ['overordnet id', 'parent id', 'parent name id', 'parentNameUsageId'],
    requiredHeader: true,
    description:
      'Navne-id til det overordnede taksonet: en rad i denne filen eller et navn i registeret. Påkrevd for gjeldende og uavklarte navn (tom for et rike betyr Biota, -1). Tom for synonymer.',
  }),
  column({
    key: 'rank',
    label: 'Rang',
    aliases: ['rankId', 'taxonRank', 'rangering'],
    requiredHeader: true,
    description: 'Rangen, på engelsk (Species), norsk (Art) eller som rang-id (22). Må ligge under rangen til det overordnede taksonet.',
  }),
  column({
    key: 'scientificName',
    label: 'Navn',
    aliases: ['vitenskapelig navn', 'name'],
    requiredHeader: true,
    description:
      'Det vitenskapelige navnet uten autor. Hele navnet (Ursus arctos), eller for art og lavere bare den nye delen (arctos), som da settes sammen med navnet til det overordnede taksonet. Synonymer skrives alltid med hele navnet.',
  }),
  column({
    key: 'author',
    label: 'Autor',
    aliases: ['authorship', 'scientificNameAuthorship'],
    description: 'Autor, skrevet nøyaktig, med parenteser.',
  }),
  column({
    key: 'citation',
    label: 'Sitering',
    aliases: ['referanse', 'reference', 'namePublishedIn'],
    description: 'Referanse (sitering). Flere skilles med « | ».',
  }),
  column({ key: 'url', label: 'Url', aliases: ['lenke', 'link', 'references'], description: 'Lenke (url). Flere skilles med « | ».' }),
  column({ key: 'doi', label: 'Doi', aliases: [], description: 'DOI. Flere skilles med « | ».' }),
  column({ key: 'comment', label: 'Kommentar', aliases: ['merknad', 'remarks', 'taxonRemarks'], description: 'Kommentar til navnet.' }),
  column({
    key: 'taxonomicStatus',
    label: 'Taksonomisk status',
    aliases: ['status'],
    description: 'Accepted (Gjeldende), Unresolved (Uavklart), Synonym eller NotInUse (Ikke lenger i bruk). Tom betyr Accepted.',
  }),
  column({
    key: 'acceptedTaxonId',
    label: 'Gjeldende takson-id',
    aliases: ['akseptert takson-id', 'synonym til'],
    description: 'For synonymer: takson-id-en (kolonnen taxonId) til raden med taksonets gjeldende navn i denne filen.',
  }),
  column({
    key: 'existsInNorway',
    label: 'Finnes i Norge',
    aliases: [],
    description: '1 (ja) eller 0 (nei) for gjeldende og uavklarte navn på art og lavere rang; tom ellers eller når det ikke er kjent.',
  }),
  column({
    key: 'acceptedScientificNameId',
    label: 'Gjeldende navne-id',
    aliases: ['accepted name id', 'acceptedNameUsageId'],
    description: 'For synonymer: navne-id-en (kolonnen scientificNameId) til taksonets gjeldende navn i denne filen. Alternativ til acceptedTaxonId.',
  }),
  column({
    key: 'nomenclaturalStatus',
    label: 'Nomenklatorisk status',
    aliases: [],
    description: 'Valgfri. Verdier som NotValidlyPublished, Misapplied, Illegitimate, Conserved; flere skilles med komma.',
  }),
  column({
    key: 'attributes',
    label: 'Attributter',
    aliases: [],
    description: 'Valgfri. Verdier som Hybrid, NomenNudum, SensuLato; flere skilles med komma.',
  }),
  column({ key: 'urn', label: 'Urn', aliases: [], description: 'Valgfri. URN-referanse. Flere skilles med « | ».' }),
  column({ key: 'taxonIdOrg', label: 'TaxonID.org', aliases: [], description: 'Valgfri. TaxonID.org-referanse. Flere skilles med « | ».' }),
  ...LANGUAGES.map((language) =>
    column({
      key: vernacularColumnKey(language),
      label: `Populærnavn (${language})`,
      aliases: [`populærnavn ${language}`, `vernacularName_${language}`],
      description: `Valgfri. Populærnavn på ${LANGUAGE_NAMES[language]} for taksonet (bare på raden med gjeldende navn). Det første er anbefalt; flere skilles med « | ».`,
    }),
  ),
] as const;

export type ScientificNameColumnKey = (typeof SCIENTIFIC_NAME_COLUMNS)[number]['key'];

export const VERNACULAR_NAME_COLUMNS = [
  column({
    key: 'taxonId',
    label: 'Takson-id',
    aliases: ['taksonid'],
    description: 'Id-en til taksonet som får navnet. Påkrevd, med mindre scientificNameId er oppgitt.',
  }),
  column({ key: 'vernacularName', label: 'Populærnavn', aliases: ['navn', 'name'], requiredHeader: true, description: 'Populærnavnet.' }),
  column({
    key: 'language',
    label: 'Språk',
    aliases: ['languageIsoCode', 'sprak'],
    requiredHeader: true,
    description: 'nb (bokmål), nn (nynorsk) eller se (nordsamisk).',
  }),
  column({
    key: 'recommended',
    label: 'Anbefalt',
    aliases: ['vernacularNameStatus', 'isPreferredName', 'preferred'],
    description: '1 når navnet er det anbefalte i språket; tom eller 0 ellers. Et språk kan ha ett anbefalt navn; et eneste navn blir anbefalt.',
  }),
  column({ key: 'reference', label: 'Referanse', aliases: ['source', 'kilde'], description: 'Valgfri referanse.' }),
  column({ key: 'comment', label: 'Kommentar', aliases: ['merknad', 'remarks'], description: 'Valgfri kommentar.' }),
  column({
    key: 'scientificNameId',
    label: 'Vitenskapelig navne-id',
    aliases: ['navne-id', 'navneid'],
    description: 'Valgfri i stedet for taxonId: id-en til taksonets gjeldende navn.',
  }),
] as const;

export type VernacularNameColumnKey = (typeof VERNACULAR_NAME_COLUMNS)[number]['key'];

/** How a header is compared: lower case, without spaces, hyphens, underscores, dots and brackets. */
export const headerKey = (text: string): string =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('nb')
    .replace(/[\s_\-.()[\]:/]+/g, '');

/** Header lookup for a column set: each accepted spelling to its column key. */
export const headerIndex = <K extends string>(columns: readonly ColumnSpec<K>[]): ReadonlyMap<string, K> => {
  const index = new Map<string, K>();
  for (const c of columns) for (const text of [c.key, c.label, ...c.aliases]) index.set(headerKey(text), c.key);
  return index;
};

/** Spreadsheet column letter of a 0-based index: 0 -> A, 27 -> AB. */
export const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};
