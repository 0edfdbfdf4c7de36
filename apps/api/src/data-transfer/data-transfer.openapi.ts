import { SCIENTIFIC_NAME_COLUMNS, VERNACULAR_NAME_COLUMNS, type ColumnSpec } from './spreadsheet/columns.js';
import { CSV_SEPARATOR } from './spreadsheet/spreadsheet.writer.js';

const table = (columns: readonly ColumnSpec[]) =>
  [
    '| # | column | Norwegian header | meaning |',
    '|---|---|---|---|',
    ...columns.map((c, i) => `| ${i + 1} | \`${c.key}\` | ${c.label} | ${c.description} |`),
  ].join('\n');

/** OpenAPI description of GET Export: the formats and the stable column list. */
export const EXPORT_DOCUMENTATION = `Public (no login). Exports the taxon of \`scientificNameId\` and every taxon below it, parents before
children. \`exportType\`: **Excel** (default, .xlsx), **Csv** (UTF-8 with BOM, separator \`${CSV_SEPARATOR}\`, CRLF),
**DwcA** (Darwin Core Archive zip: meta.xml, taxon.txt, vernacularname.txt) or **ColDP** (zip: NameUsage.tsv,
VernacularName.tsv). \`includeSynonyms\` adds the synonym and not-in-use names; \`includeVernacularNames\` adds the
vernacular name columns (and files). \`fileName\` is cleaned and given its extension. An unknown name or an empty
subtree answers 404 problem JSON ("Kunne ikke eksportere. …"), never an empty file.

Excel and Csv columns (stable; new columns only ever come last; the vernacular columns only when asked for).
One row per name: a taxon's main name first, then its other names. The file can be imported again as a
ScientificNames import.

${table(SCIENTIFIC_NAME_COLUMNS)}`;

export const IMPORT_DOCUMENTATION = `Administrators only. Multipart form with one file in \`formFile\`: an .xlsx workbook
(Excel MIME type and zip content; an old .xls is refused with advice to save it as .xlsx). The first worksheet is
read: the first row is the header (English keys or Norwegian headers, any case), each later row one name.

The whole file is checked first and imported with one command, all or nothing. A refused file answers 400 problem
JSON: \`detail\` lists the problems in Norwegian ("Rad 4, kolonne D (rank): …"), \`problems\` has each one as
\`{ row, column, message }\`. Success answers 200 text/plain containing "is imported." (the phrase the import screen
looks for) followed by what was added. With \`async=true\` the answer is 202 with the job; follow it at
GET Jobs/{id} and cancel it with POST Jobs/{id}/Cancel. The header X-Command-Id makes a repeated upload the same job.

**importType=ScientificNames** (default):

${table(SCIENTIFIC_NAME_COLUMNS)}

**importType=VernacularNames**:

${table(VERNACULAR_NAME_COLUMNS)}`;
