import {
  planVernacularImport,
  type ImportedVernacularNameRow,
  type ImportVernacularNames,
  type LanguageCode,
  type OperationMetadata,
  type RegisterState,
  type TaxonId,
} from '@navnebase/domain';
import { mapLanguage } from '../archive-import/language-mapping.js';
import { isError, MAX_LENGTH, parseId, parseRecommended, tooLong } from './cell-values.js';
import { VERNACULAR_NAME_COLUMNS, type VernacularNameColumnKey } from './columns.js';
import { MAX_PROBLEMS, ProblemLedger } from '../problem-ledger.js';
import { matchHeader, reportTextFlaws } from './sheet-columns.js';
import type { Sheet } from './spreadsheet-reader.js';

export interface VernacularNameImport {
  readonly problems: ProblemLedger;
  readonly command?: ImportVernacularNames;
  readonly counts: { vernacularNames: number; taxa: number };
}

const FIELD_COLUMN: Record<'taxonId' | 'vernacularName' | 'languageIsoCode' | 'status', VernacularNameColumnKey> = {
  taxonId: 'taxonId',
  vernacularName: 'vernacularName',
  languageIsoCode: 'language',
  status: 'recommended',
};

/**
 * Turns the first sheet of a VernacularNames import (spec 2 §9: taxon id, name, language, recommended flag,
 * reference, comment) into one ImportVernacularNames command. Cell problems are found here; the register's rules
 * (taxon exists, unique per language after adding to the names the taxon has, one recommended per language) come
 * from the domain's planner, so the file check and the command can never disagree.
 */
export const vernacularNamesImport = (
  sheet: Sheet,
  state: RegisterState,
  options: { importId: string; source: string; metadata: OperationMetadata },
): VernacularNameImport => {
  const problems = new ProblemLedger(MAX_PROBLEMS);
  const counts = { vernacularNames: 0, taxa: 0 };
  const columns = matchHeader(sheet, VERNACULAR_NAME_COLUMNS, problems, (present) =>
    present.has('taxonId') || present.has('scientificNameId') ? undefined : 'Mangler kolonnen taxonId (Takson-id).',
  );
  if (!columns) return { problems, counts };
  if (sheet.rows.length === 0) {
    problems.refuse(null, null, 'Filen har ingen rader med populærnavn under overskriftsraden.');
    return { problems, counts };
  }
  const names: ImportedVernacularNameRow[] = [];
  const rowOf = new Map<string, number>();
  for (const line of sheet.rows) {
    const before = problems.total;
    reportTextFlaws(line, columns, problems, ['comment']);
    const text = (key: VernacularNameColumnKey) => columns.get(line, key).trim().normalize('NFC').replace(/\s+/g, ' ');
    const taxonIdParsed = parseId(text('taxonId'));
    const nameIdParsed = parseId(text('scientificNameId'));
    if (isError(taxonIdParsed)) problems.refuse(line.row, columns.label('taxonId'), taxonIdParsed.error);
    if (isError(nameIdParsed)) problems.refuse(line.row, columns.label('scientificNameId'), nameIdParsed.error);
    let taxonId: TaxonId | undefined = isError(taxonIdParsed) ? undefined : taxonIdParsed.value;
    const nameId = isError(nameIdParsed) ? undefined : nameIdParsed.value;
    if (nameId !== undefined) {
      const name = state.names.get(nameId);
      if (!name) problems.refuse(line.row, columns.label('scientificNameId'), `Finner ikke vitenskapelig navn med id ${nameId}.`);
      else if (name.taxonomicStatus === 'Synonym' || name.taxonomicStatus === 'NotInUse') {
        problems.refuse(
          line.row,
          columns.label('scientificNameId'),
          'Navnet er et synonym. Synonymer har ikke egne populærnavn; bruk id-en til taksonets gjeldende navn.',
        );
      } else if (taxonId !== undefined && taxonId !== name.taxonId) {
        problems.refuse(line.row, columns.label('taxonId'), `Navnet ${nameId} hører til takson ${name.taxonId}, ikke ${taxonId}.`);
      } else taxonId = name.taxonId;
    }
    if (taxonId === undefined && nameId === undefined && !isError(taxonIdParsed) && !isError(nameIdParsed)) {
      problems.refuse(line.row, columns.label(columns.has('taxonId') ? 'taxonId' : 'scientificNameId'), 'Mangler takson-id.');
    }
    const vernacularName = text('vernacularName');
    const nameTooLong = tooLong(vernacularName, MAX_LENGTH.vernacularName);
    if (nameTooLong) problems.refuse(line.row, columns.label('vernacularName'), nameTooLong);
    const languageText = text('language');
    const language: LanguageCode | undefined = mapLanguage(languageText);
    if (!language) {
      problems.refuse(
        line.row,
        columns.label('language'),
        languageText ? `Ukjent språk «${languageText}». Tillatt: nb, nn, se.` : 'Mangler språk (nb, nn eller se).',
      );
    }
    const recommended = parseRecommended(text('recommended'));
    if (isError(recommended)) problems.refuse(line.row, columns.label('recommended'), recommended.error);
    const reference = text('reference');
    const comment = columns.get(line, 'comment').trim();
    for (const [key, value, max] of [
      ['reference', reference, MAX_LENGTH.reference],
      ['comment', comment, MAX_LENGTH.comment],
    ] as const) {
      const problem = tooLong(value, max);
      if (problem) problems.refuse(line.row, columns.label(key), problem);
    }
    if (problems.total > before || taxonId === undefined || !language || isError(recommended)) continue;
    const key = String(line.row);
    rowOf.set(key, line.row);
    names.push({
      key,
      taxonId,
      vernacularName,
      languageIsoCode: language,
      status: recommended.value,
      ...(reference ? { reference } : {}),
      ...(comment ? { comment } : {}),
    });
  }
  // The register's rules, on the rows that were readable; rows with cell problems were reported already.
  const plan = planVernacularImport(state, names);
  for (const problem of plan.problems) {
    problems.refuse(rowOf.get(problem.key) ?? null, columns.label(FIELD_COLUMN[problem.field]), problem.reason);
  }
  if (problems.any) return { problems: problems.sortByRow(), counts };
  counts.vernacularNames = names.length;
  counts.taxa = plan.taxa.length;
  return {
    problems,
    counts,
    command: { type: 'ImportVernacularNames', data: { importId: options.importId, source: options.source, names }, metadata: options.metadata },
  };
};
