import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { SCIENTIFIC_NAME_COLUMNS, VERNACULAR_NAME_COLUMNS, type ColumnSpec } from './spreadsheet/columns.js';

/** The example files the import screen links to (spec 2 §2.8), served at /examples/{file}. */
export const EXAMPLE_FILES = ['import-scientific-names.xlsx', 'import-vernacular-names.xlsx'] as const;
export type ExampleFile = (typeof EXAMPLE_FILES)[number];

/** apps/api/static/examples, from src (tests) and from dist (the running app) alike. */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../static/examples/', import.meta.url));
export const examplePath = (file: string): string => join(EXAMPLES_DIR, file);

type Row = Readonly<Record<string, string | number>>;

/**
 * A small addition to the demo register (where Ursidae has id 1003 and Ursus 1004): a new genus with a species and
 * its synonym, referring to each other by their ids in the file, and a species given by its epithet only.
 */
const SCIENTIFIC_NAME_ROWS: readonly Row[] = [
  {
    scientificNameId: 900001,
    taxonId: 900001,
    parentScientificNameId: 1003,
    rank: 'Genus',
    scientificName: 'Helarctos',
    author: 'Horsfield, 1825',
    taxonomicStatus: 'Accepted',
    comment: 'Ny slekt under Ursidae (id 1003 i registeret).',
  },
  {
    scientificNameId: 900002,
    taxonId: 900002,
    parentScientificNameId: 900001,
    rank: 'Species',
    scientificName: 'Helarctos malayanus',
    author: '(Raffles, 1821)',
    citation: 'Raffles, T.S. (1821). Transactions of the Linnean Society of London 13: 239–274.',
    taxonomicStatus: 'Accepted',
    existsInNorway: 0,
    vernacularNames_nb: 'malaybjørn',
    comment: 'Overordnet navn er raden over (id 900001 i filen).',
  },
  {
    scientificNameId: 900003,
    taxonId: 900002,
    rank: 'Species',
    scientificName: 'Ursus malayanus',
    author: 'Raffles, 1821',
    taxonomicStatus: 'Synonym',
    acceptedTaxonId: 900002,
    comment: 'Synonym til takson 900002 i filen.',
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
    comment: 'Bare artsepitetet: blir Ursus thibetanus under Ursus (id 1004).',
  },
];

const SCIENTIFIC_NAME_EXAMPLE_COLUMNS = [
  'scientificNameId',
  'taxonId',
  'parentScientificNameId',
  'rank',
  'scientificName',
  'author',
  'citation',
  'url',
  'doi',
  'comment',
  'taxonomicStatus',
  'acceptedTaxonId',
  'existsInNorway',
  'vernacularNames_nb',
] as const;

/** Vernacular names for taxa of the demo register (Canis lupus 1009, Lynx lynx 1015). */
const VERNACULAR_NAME_ROWS: readonly Row[] = [
  { taxonId: 1009, vernacularName: 'gråbein', language: 'nb', recommended: 0, comment: 'Folkelig navn.' },
  { taxonId: 1009, vernacularName: 'gumpe', language: 'se', recommended: 1 },
  { taxonId: 1015, vernacularName: 'albbas', language: 'se', recommended: 1 },
];

const VERNACULAR_NAME_EXAMPLE_COLUMNS = ['taxonId', 'vernacularName', 'language', 'recommended', 'reference', 'comment'] as const;

const addGuide = (workbook: ExcelJS.Workbook, columns: readonly ColumnSpec[], used: readonly string[]) => {
  const guide = workbook.addWorksheet('Veiledning');
  guide.columns = [
    { header: 'Kolonne', key: 'key', width: 26 },
    { header: 'Norsk overskrift (kan også brukes)', key: 'label', width: 30 },
    { header: 'Beskrivelse', key: 'description', width: 110 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const c of [...columns].sort((a, b) => Number(!used.includes(a.key)) - Number(!used.includes(b.key)))) {
    guide.addRow({ key: c.key, label: c.label, description: c.description }).alignment = { wrapText: true, vertical: 'top' };
  }
  guide.addRow({});
  guide.addRow({ key: 'Bare det første arket leses. Hele filen kontrolleres først; har én rad feil, lagres ingenting.' });
};

/** Builds an example workbook: the data sheet first (the one the import reads), a guide sheet second. */
export const exampleWorkbook = (file: ExampleFile): ExcelJS.Workbook => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Navnebase';
  workbook.created = new Date('2026-01-01T00:00:00Z');
  workbook.modified = workbook.created;
  const [columns, used, rows] =
    file === 'import-scientific-names.xlsx'
      ? [SCIENTIFIC_NAME_COLUMNS, SCIENTIFIC_NAME_EXAMPLE_COLUMNS, SCIENTIFIC_NAME_ROWS]
      : [VERNACULAR_NAME_COLUMNS, VERNACULAR_NAME_EXAMPLE_COLUMNS, VERNACULAR_NAME_ROWS];
  const sheet = workbook.addWorksheet(file === 'import-scientific-names.xlsx' ? 'Vitenskapelige navn' : 'Populærnavn', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = used.map((key) => ({ header: key, key, width: key === 'citation' || key === 'comment' ? 40 : 22 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  addGuide(workbook, columns as readonly ColumnSpec[], used);
  return workbook;
};

export const writeExampleFile = async (file: ExampleFile, path = examplePath(file)): Promise<void> => {
  await exampleWorkbook(file).xlsx.writeFile(path);
};
