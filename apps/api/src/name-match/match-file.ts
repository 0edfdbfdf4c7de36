import ExcelJS from 'exceljs';
import type { MatchResult } from '@navnebase/projections';

/** How the match types read in the result file and on the screen. */
export const MATCH_TYPE_LABELS: Record<MatchResult['matchType'], string> = {
  exact: 'Eksakt',
  canonical: 'Navn uten/annen autor',
  synonym: 'Synonym',
  vernacular: 'Populærnavn',
  fuzzy: 'Skrivefeil',
  higherRank: 'Høyere nivå',
  ambiguous: 'Tvetydig',
  none: 'Ingen treff',
};

const COLUMNS: ReadonlyArray<{ header: string; width: number; value: (r: MatchResult) => string | number }> = [
  { header: 'Innsendt navn', width: 36, value: (r) => r.input },
  { header: 'Treff', width: 20, value: (r) => MATCH_TYPE_LABELS[r.matchType] },
  { header: 'Sikkerhet', width: 10, value: (r) => r.confidence },
  { header: 'Navne-ID', width: 10, value: (r) => r.match?.scientificNameId ?? '' },
  { header: 'Vitenskapelig navn', width: 34, value: (r) => r.match?.scientificName ?? '' },
  { header: 'Autor', width: 22, value: (r) => r.match?.author ?? '' },
  { header: 'Rang', width: 12, value: (r) => r.match?.rank ?? '' },
  { header: 'Status', width: 12, value: (r) => r.match?.taxonomicStatus ?? '' },
  { header: 'Gjeldende navn-ID', width: 12, value: (r) => (r.acceptedName ?? r.match)?.scientificNameId ?? '' },
  { header: 'Gjeldende navn', width: 34, value: (r) => (r.acceptedName ?? r.match)?.scientificName ?? '' },
  { header: 'Gjeldende autor', width: 22, value: (r) => (r.acceptedName ?? r.match)?.author ?? '' },
  { header: 'Bokmål', width: 20, value: (r) => r.vernacularNames?.nb ?? '' },
  { header: 'Nynorsk', width: 20, value: (r) => r.vernacularNames?.nn ?? '' },
  { header: 'Nordsamisk', width: 20, value: (r) => r.vernacularNames?.se ?? '' },
  { header: 'Finnes i Norge', width: 10, value: (r) => (r.existsInNorway === true ? 'Ja' : r.existsInNorway === false ? 'Nei' : '') },
  {
    header: 'Alternativer',
    width: 40,
    value: (r) => (r.alternatives ?? []).map((a) => `${a.scientificName}${a.author ? ` ${a.author}` : ''} (${a.scientificNameId})`).join(' | '),
  },
  { header: 'Merknad', width: 30, value: (r) => r.remark ?? '' },
];

const csvCell = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  // A cell starting with = + - @ would be read by a spreadsheet as a formula.
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

/** The results as CSV (semicolon separated, with a BOM so spreadsheets read æ, ø and å). */
export const matchResultsCsv = (results: readonly MatchResult[]): string =>
  '\uFEFF' +
  [COLUMNS.map((c) => c.header), ...results.map((r) => COLUMNS.map((c) => c.value(r)))].map((row) => row.map(csvCell).join(';')).join('\r\n') +
  '\r\n';

/** The results as an xlsx workbook with one sheet, "Listesøk". */
export const matchResultsXlsx = async (results: readonly MatchResult[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Listesøk');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of results) sheet.addRow(COLUMNS.map((c) => c.value(r)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
