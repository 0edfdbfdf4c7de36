import type { ImportPlan } from '@navnebase/domain';
import { Reasons, type FileOutcome } from './import-report.js';
import { rowKey, type RowLedger, type SourceRef } from '../problem-ledger.js';
import type { TaxonOrigins } from './usage-tree.js';

/** The planner's reasons carry ids; grouped by these fixed texts instead (the full text goes in `detail`). */
const CATEGORIES: readonly [RegExp, string][] = [
  [/^Overordnet takson .* finnes ikke i registeret$/, 'Overordnet takson finnes ikke i registeret'],
  [/^Overordnet takson .* kunne ikke plasseres$/, 'Overordnet takson kunne ikke plasseres'],
  [/^Overordnet takson .* finnes ikke$/, 'Overordnet takson finnes ikke i importen'],
  [/^Rangen .* ligger ikke under overordnet rang/, 'Rangen ligger ikke under overordnet takson sin rang'],
  [/^Syklisk plassering/, 'Syklisk plassering: taksonet ligger under seg selv'],
  [/^Synonymet /, 'Synonym uten navn eller med feil status'],
  [/^Duplikat populærnavn/, 'Duplikat populærnavn på samme takson og språk'],
];
export const plannerCategory = (reason: string): string => CATEGORIES.find(([pattern]) => pattern.test(reason))?.[1] ?? reason;

/**
 * Maps the planner's problems back to rows: a taxon that cannot be placed is skipped with the planner's reason,
 * and its synonyms and vernacular names with it. A created higher taxon has no row: it gets a note, and the rows
 * below it are skipped in their own right.
 */
export const applyPlanProblems = (plan: ImportPlan, origins: TaxonOrigins, ledger: RowLedger, file: string): void => {
  const failed = new Set<string>();
  for (const problem of plan.problems) {
    const origin = origins.get(problem.key);
    const ref = origin?.ref ?? { file, id: problem.key };
    const reason = plannerCategory(problem.reason);
    if (problem.severity === 'warning') {
      ledger.note(ref, 'warning', reason, problem.reason);
      continue;
    }
    if (failed.has(problem.key)) continue;
    failed.add(problem.key);
    if (!origin || origin.created) ledger.note(ref, 'error', reason, problem.reason);
    else ledger.skip(ref, reason, problem.reason);
    const cause = `${problem.key}: ${problem.reason}`;
    for (const synonym of origin?.synonyms ?? []) ledger.skip(synonym, Reasons.acceptedSkipped, cause);
    for (const vernacular of origin?.vernaculars ?? []) ledger.skip(vernacular, Reasons.taxonSkipped, cause);
  }
};

/** A row's place in its file: its line, or (a row made for the import) its id. */
type RowPlace = number | string;

/**
 * The rows imported, by file: the places of every planned taxon's rows (its own row, synonyms, vernacular names). Kept
 * as numbers where they are lines, not as keys made for each of a million rows.
 */
export const importedRows = (plan: ImportPlan, origins: TaxonOrigins): Map<string, Set<RowPlace>> => {
  const rows = new Map<string, Set<RowPlace>>();
  const add = (ref: SourceRef) => {
    let places = rows.get(ref.file);
    if (!places) rows.set(ref.file, (places = new Set()));
    places.add(ref.row ?? ref.id ?? '');
  };
  for (const taxon of plan.taxa) {
    const origin = origins.get(taxon.key)!;
    if (!origin.created) add(origin.ref);
    for (const ref of origin.synonyms) add(ref);
    for (const ref of origin.vernaculars) add(ref);
  }
  return rows;
};

/** Per file: rows read, imported and skipped. A row both imported and skipped, or neither, is an error. */
export const fileOutcomes = (
  files: readonly { file: string; rows: number }[],
  imported: ReadonlyMap<string, ReadonlySet<RowPlace>>,
  ledger: RowLedger,
): FileOutcome[] =>
  files.map(({ file, rows }) => {
    const here = imported.get(file) ?? new Set<RowPlace>();
    const importedHere = here.size;
    const skipped = ledger.skippedIn(file);
    let both = 0;
    // a file none of whose rows were skipped has none both imported and skipped
    if (skipped > 0) for (const place of here) if (ledger.isSkippedKey(rowKey({ file, id: String(place) }))) both++;
    if (importedHere + skipped !== rows || both > 0) {
      ledger.note(
        { file },
        'error',
        'Radtellingen stemmer ikke (intern feil i importen)',
        `${rows} rader, ${importedHere} importert, ${skipped} hoppet over, ${both} begge deler`,
      );
    }
    return { file, rows, imported: importedHere, skipped };
  });
