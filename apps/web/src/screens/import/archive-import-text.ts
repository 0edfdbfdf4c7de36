import { rankLabel } from '../../domain/ranks';
import { formatNumber as n } from '../../util/format';
import type { ArchiveImportResult, ProblemGroup, Severity, TreeTopNode } from './archive-import-api';

/** The Norwegian texts of the archive import screen, from the check's and the import's answers. */

export const ARCHIVE_ACCEPT = '.zip,application/zip,application/x-zip-compressed';
export const NOT_ZIP = 'Velg en .zip-fil: et Darwin Core Archive eller en ColDP-pakke.';
export const ARCHIVE_FAILED = 'Noe gikk galt. Arkivet ble ikke importert.';

const FORMATS = { dwca: 'Darwin Core Archive', coldp: 'ColDP' } as const;
const SEVERITIES: Readonly<Record<Severity, string>> = { error: 'Feil', warning: 'Advarsel', info: 'Merknad' };

/** A .zip by its name or type (the server checks the content). */
export const isZip = (file: { readonly name: string; readonly type: string }): boolean => /\.zip$/i.test(file.name) || /zip/.test(file.type);

const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const wouldImport = (result: ArchiveImportResult) =>
  `${plural(result.imported.taxa, 'takson', 'taksa')} kan importeres fra ${FORMATS[result.format]}-arkivet ${result.source}.`;

/** The one line over a finished check: what the user may do next. */
export const checkVerdict = (result: ArchiveImportResult): { severity: 'success' | 'info' | 'warning' | 'error'; text: string } => {
  if (result.duplicate)
    return { severity: 'warning', text: 'Dette arkivet er importert før med de samme valgene. Det er ingenting nytt å importere.' };
  if (result.imported.taxa === 0) return { severity: 'error', text: 'Ingen taksa kan importeres fra dette arkivet. Se problemene under.' };
  const skipped = result.rows.reduce((sum, r) => sum + r.skipped, 0);
  if (result.noProblems) return { severity: 'success', text: `Ingen problemer. ${wouldImport(result)}` };
  return {
    severity: skipped > 0 ? 'warning' : 'info',
    text:
      `${plural(result.problemCount, 'merknad', 'merknader')}` +
      (skipped > 0 ? `, og ${plural(skipped, 'rad', 'rader')} blir ikke importert` : '') +
      `. ${wouldImport(result)}`,
  };
};

/** The counts of what is (or would be) imported, as label–value rows. */
export const importedRows = (result: ArchiveImportResult): [string, string][] => [
  ['Taksa', n(result.imported.taxa)],
  ['Vitenskapelige navn', n(result.imported.names)],
  ['herav synonymer', n(result.imported.synonyms)],
  ['Populærnavn', n(result.imported.vernacularNames)],
  ...(result.imported.higherTaxaCreated
    ? ([['Høyere taksa laget fra klassifikasjonskolonnene', n(result.imported.higherTaxaCreated)]] as [string, string][])
    : []),
];

/** Per file: rows read, imported and left out. */
/** A file's row accounting, with the encoding it was read in when the answer says (older answers do not). */
export const fileLine = (row: ArchiveImportResult['rows'][number], encoding?: string): string =>
  `${row.file}${encoding ? ` (tegnkoding ${encoding})` : ''}: ${plural(row.rows, 'rad', 'rader')}, ${n(row.imported)} importeres, ${n(row.skipped)} hoppes over`;

export const groupHeading = (group: ProblemGroup): string =>
  `${SEVERITIES[group.severity]}: ${group.reason} (${plural(group.count, 'rad', 'rader')}${group.skipped ? ', ikke importert' : ''})`;

export const exampleLine = (example: ProblemGroup['examples'][number]): string =>
  [example.file, example.row !== undefined ? `rad ${example.row}` : '', example.id !== undefined ? `(id ${example.id})` : '']
    .filter(Boolean)
    .join(' ') + (example.detail ? `: ${example.detail}` : '');

export const treeNodeLine = (node: TreeTopNode): string =>
  `${rankLabel(node.rank)} ${node.scientificName}${node.author ? ` ${node.author}` : ''}` +
  (node.descendants ? ` – ${plural(node.descendants, 'takson', 'taksa')} under` : '');

export const hiddenLine = (count: number): string => `… og ${plural(count, 'takson', 'taksa')} til på dette nivået`;

/** Below the levels shown: the children of a taxon that are not drawn. */
export const notShownLine = (count: number): string => `(${plural(count, 'underordnet takson', 'underordnede taksa')} ikke vist)`;

/** The answer of a finished import. */
export const importedText = (result: ArchiveImportResult): string =>
  result.duplicate
    ? 'Arkivet var allerede importert. Ingenting er lagt til på nytt.'
    : `Arkivet er importert: ${plural(result.imported.taxa, 'takson', 'taksa')} og ${plural(result.imported.names, 'vitenskapelig navn', 'vitenskapelige navn')} ` +
      `(${plural(result.imported.synonyms, 'synonym', 'synonymer')}), ${plural(result.imported.vernacularNames, 'populærnavn', 'populærnavn')}.`;
