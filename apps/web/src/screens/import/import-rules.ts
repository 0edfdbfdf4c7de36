import type { ImportProblem, ImportType } from '../export/data-transfer-api';

/** Spec 2 §5 "Import": one file, of an Excel type; the picker filters on .xlsx. */
export const NO_FILE = 'Du har ikke valgt en fil.';
export const MORE_THAN_ONE_FILE = 'Du kan ikke velge mer enn en fil om gangen.';
export const WRONG_FILE_TYPE = 'Filtypen du har valgt er ikke tillatt. Velg en excel-fil.';
/** Spec 2 §8: an import failure without a text. */
export const IMPORT_FAILED = 'Noe gikk galt';
/** Spec 2 §4.8: the answer of a successful import contains this. */
export const IMPORTED_MARK = 'is imported.';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_MIME = 'application/vnd.ms-excel';
export const SPREADSHEET_MIME_TYPES: readonly string[] = [XLSX_MIME, XLS_MIME];
/** The file picker's filter. */
export const FILE_ACCEPT = `.xlsx,${XLSX_MIME}`;

export interface PickedFile {
  readonly name: string;
  readonly type: string;
}

/**
 * True for the spreadsheet MIME types of xlsx and xls. Some systems without Office report no type (or a generic
 * one) for an .xlsx file; then the name decides, as on the server.
 */
export const isSpreadsheet = (file: PickedFile): boolean => {
  const mime = file.type.split(';')[0]!.trim().toLowerCase();
  if (SPREADSHEET_MIME_TYPES.includes(mime)) return true;
  const generic = mime === '' || mime === 'application/octet-stream' || mime === 'application/zip' || mime === 'application/x-zip-compressed';
  return generic && /\.xlsx?$/i.test(file.name);
};

/** Checks what was picked or dropped: the one file, or the spec's message for what is wrong. */
export const checkFiles = <F extends PickedFile>(
  files: ArrayLike<F> | null | undefined,
): { file: F; error?: undefined } | { file?: undefined; error: string } => {
  if (!files || files.length === 0) return { error: NO_FILE };
  if (files.length > 1) return { error: MORE_THAN_ONE_FILE };
  const file = files[0]!;
  if (!isSpreadsheet(file)) return { error: WRONG_FILE_TYPE };
  return { file };
};

export const isImported = (text: string | undefined): boolean => typeof text === 'string' && text.includes(IMPORTED_MARK);

/**
 * The answer of a successful import as the screen shows it: the English mark the answer carries for clients
 * ("navn.xlsx is imported.", spec 2 §4.8) said in Norwegian ("navn.xlsx er importert."), the rest as it came.
 */
export const importedText = (text: string): string =>
  text.replace(/^(.*?)\s*is imported\.\s*/, (_, file: string) => (file ? `${file} er importert. ` : 'Importert. ')).trim();

/** "Rad 4, kolonne D (rank): …" — where the problem is, then what is wrong. */
export const problemLine = (problem: ImportProblem): string => {
  const where = [problem.row !== null ? `Rad ${problem.row}` : null, problem.column !== null ? `kolonne ${problem.column}` : null]
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
};

/** The summary line of a refused import's text (the text lists the problems after it). */
export const summaryLine = (text: string | undefined): string | undefined => text?.split('\n')[0]?.trim() || undefined;

export const IMPORT_TYPES: readonly { readonly value: ImportType; readonly label: string }[] = [
  { value: 'ScientificNames', label: 'Vitenskapelige navn' },
  { value: 'VernacularNames', label: 'Populærnavn' },
];

/** The static example files (served by the API at /examples/…). */
export const EXAMPLE_FILES: Readonly<Record<ImportType, { readonly href: string; readonly label: string }>> = {
  ScientificNames: { href: '/examples/import-scientific-names.xlsx', label: 'Eksempelfil for vitenskapelige navn (.xlsx)' },
  VernacularNames: { href: '/examples/import-vernacular-names.xlsx', label: 'Eksempelfil for populærnavn (.xlsx)' },
};

export interface ExampleColumn {
  readonly key: string;
  readonly label: string;
}

/**
 * The example tables (spec 2 §9 "Import example columns"): the column headers of the example files, their
 * Norwegian meaning, and the example files' rows.
 */
export const EXAMPLE_TABLES: Readonly<
  Record<ImportType, { readonly columns: readonly ExampleColumn[]; readonly rows: readonly Readonly<Record<string, string | number>>[] }>
> = {
  ScientificNames: {
    columns: [
      { key: 'scientificNameId', label: 'Navne-id (valgfri)' },
      { key: 'taxonId', label: 'Takson-id (valgfri)' },
      { key: 'parentScientificNameId', label: 'Overordnet navne-id' },
      { key: 'rank', label: 'Rang' },
      { key: 'scientificName', label: 'Navn' },
      { key: 'author', label: 'Autor' },
      { key: 'citation', label: 'Sitering' },
      { key: 'url', label: 'Url' },
      { key: 'doi', label: 'Doi' },
      { key: 'comment', label: 'Kommentar' },
      { key: 'taxonomicStatus', label: 'Taksonomisk status' },
      { key: 'acceptedTaxonId', label: 'Gjeldende takson-id (synonymer)' },
      { key: 'existsInNorway', label: 'Finnes i Norge (1 for art og lavere)' },
      { key: 'vernacularNames_nb', label: 'Populærnavn, bokmål' },
    ],
    rows: [
      {
        scientificNameId: 900001,
        taxonId: 900001,
        parentScientificNameId: 1003,
        rank: 'Genus',
        scientificName: 'Helarctos',
        author: 'Horsfield, 1825',
        taxonomicStatus: 'Accepted',
      },
      {
        scientificNameId: 900002,
        taxonId: 900002,
        parentScientificNameId: 900001,
        rank: 'Species',
        scientificName: 'Helarctos malayanus',
        author: '(Raffles, 1821)',
        citation: 'Raffles, T.S. (1821)',
        taxonomicStatus: 'Accepted',
        existsInNorway: 0,
        vernacularNames_nb: 'malaybjørn',
      },
      {
        scientificNameId: 900003,
        taxonId: 900002,
        rank: 'Species',
        scientificName: 'Ursus malayanus',
        author: 'Raffles, 1821',
        taxonomicStatus: 'Synonym',
        acceptedTaxonId: 900002,
      },
      {
        scientificNameId: 900004,
        taxonId: 900004,
        parentScientificNameId: 1004,
        rank: 'Species',
        scientificName: 'thibetanus',
        author: 'G. Cuvier, 1823',
        taxonomicStatus: 'Accepted',
        existsInNorway: 0,
        vernacularNames_nb: 'kragebjørn',
      },
    ],
  },
  VernacularNames: {
    columns: [
      { key: 'taxonId', label: 'Takson-id' },
      { key: 'vernacularName', label: 'Navn' },
      { key: 'language', label: 'Språk (nb, nn, se)' },
      { key: 'recommended', label: 'Anbefalt (1)' },
      { key: 'reference', label: 'Referanse' },
      { key: 'comment', label: 'Kommentar' },
    ],
    rows: [
      { taxonId: 1009, vernacularName: 'gråbein', language: 'nb', recommended: 0, comment: 'Folkelig navn.' },
      { taxonId: 1009, vernacularName: 'gumpe', language: 'se', recommended: 1 },
      { taxonId: 1015, vernacularName: 'albbas', language: 'se', recommended: 1 },
    ],
  },
};
