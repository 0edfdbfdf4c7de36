import { scientificNameWithAuthor } from '../../taxonomy/name-format.js';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../taxonomy/statuses.js';
import type { ImportedVernacularNameRow, ImportVernacularNames } from '../commands.js';
import { Errors } from '../errors.js';
import type { HistoryEntry, HistoryItem, VernacularNamesImported } from '../events.js';
import type { TaxonId, TaxonRecord, VernacularNameRecord } from '../records.js';
import { mainNameOf, type RegisterState } from '../state.js';
import { normalizedText } from '../validation.js';

/** One problem of one row of a vernacular name import: the row's key, the field it concerns and why. */
export interface VernacularImportProblem {
  readonly key: string;
  readonly field: 'taxonId' | 'vernacularName' | 'languageIsoCode' | 'status';
  readonly reason: string;
}

export interface VernacularImportPlan {
  /** Every touched taxon with its vernacular names before and after the import, in order of first appearance. */
  readonly taxa: { before: TaxonRecord; after: TaxonRecord }[];
  readonly problems: VernacularImportProblem[];
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('nb') === b.toLocaleLowerCase('nb');
const keyOf = (row: ImportedVernacularNameRow, index: number) => row.key ?? String(index + 1);

/**
 * Checks every row of a vernacular name import against the register (spec 1 §5 rules, applied to each taxon's
 * list after the import's names are added to the names it has): the taxon exists and has a main name, the language
 * is nb, nn or se, the name is not empty and is unique in its language (case-insensitive), and each language has
 * at most one recommended name; a language with several names needs one. A single name in a language becomes the
 * recommended one. Reports every problem with the row's key; plans the taxa only when there are none.
 */
export const planVernacularImport = (
  state: RegisterState,
  rows: readonly ImportedVernacularNameRow[],
  firstVernacularId = state.nextVernacularNameId,
): VernacularImportPlan => {
  const problems: VernacularImportProblem[] = [];
  const added = new Map<TaxonId, { row: ImportedVernacularNameRow; key: string; name: string; language: LanguageCode }[]>();
  rows.forEach((row, index) => {
    const key = keyOf(row, index);
    const before = problems.length;
    const taxon = state.taxa.get(row.taxonId);
    if (!taxon || row.taxonId < 0) problems.push({ key, field: 'taxonId', reason: Errors.taxonNotFound(row.taxonId).message });
    else if (!mainNameOf(state, row.taxonId)) {
      problems.push({ key, field: 'taxonId', reason: `Taksonet ${row.taxonId} har ikke noe gjeldende eller uavklart navn.` });
    }
    const name = normalizedText(row.vernacularName);
    if (!name) problems.push({ key, field: 'vernacularName', reason: Errors.vernacularNameRequired().message });
    if (!isLanguageCode(row.languageIsoCode)) {
      problems.push({ key, field: 'languageIsoCode', reason: Errors.vernacularLanguageInvalid(String(row.languageIsoCode ?? '')).message });
    }
    if (problems.length > before) return;
    const list = added.get(row.taxonId) ?? [];
    list.push({ row, key, name, language: row.languageIsoCode as LanguageCode });
    added.set(row.taxonId, list);
  });

  const taxa: { before: TaxonRecord; after: TaxonRecord }[] = [];
  let nextId = firstVernacularId;
  for (const [taxonId, entries] of added) {
    const before = state.taxa.get(taxonId)!;
    type Draft = { -readonly [K in keyof Omit<VernacularNameRecord, 'id'>]: VernacularNameRecord[K] } & { id?: number; key?: string };
    const merged: Draft[] = before.vernacularNames.map((v) => ({ ...v }));
    for (const entry of entries) {
      const clash = merged.find((v) => v.languageIsoCode === entry.language && sameName(v.vernacularName, entry.name));
      if (clash) {
        problems.push({
          key: entry.key,
          field: 'vernacularName',
          reason:
            clash.key === undefined
              ? `Taksonet har allerede populærnavnet ${clash.vernacularName} (${entry.language}).`
              : `${Errors.vernacularDuplicate(entry.name).message} (${entry.language}, også i rad ${clash.key})`,
        });
        continue;
      }
      merged.push({
        key: entry.key,
        vernacularName: entry.name,
        languageIsoCode: entry.language,
        status: entry.row.status === 'Recommended' ? 'Recommended' : 'NotRecommended',
        reference: normalizedText(entry.row.reference),
        comment: typeof entry.row.comment === 'string' ? entry.row.comment.trim() : '',
      });
    }
    for (const language of LANGUAGES) {
      const inLanguage = merged.filter((v) => v.languageIsoCode === language);
      const fresh = inLanguage.filter((v) => v.key !== undefined);
      if (fresh.length === 0) continue;
      const recommended = inLanguage.filter((v) => v.status === 'Recommended');
      if (recommended.length > 1) {
        // The first recommended name stands (an existing one comes first); the next one from the file is the problem.
        const other = recommended[0]!;
        const offending = recommended.slice(1).find((v) => v.key !== undefined)!;
        problems.push({
          key: offending.key!,
          field: 'status',
          reason: `${Errors.vernacularMoreThanOneRecommended(language).message} ${other.key === undefined ? `Taksonet har allerede ${other.vernacularName} som anbefalt navn.` : `Også ${other.vernacularName} i rad ${other.key} er anbefalt.`}`,
        });
      } else if (recommended.length === 0) {
        if (inLanguage.length === 1) inLanguage[0]!.status = 'Recommended';
        else problems.push({ key: fresh[0]!.key!, field: 'status', reason: Errors.vernacularRecommendedRequired(language).message });
      }
    }
    const after: TaxonRecord = {
      ...before,
      vernacularNames: merged.map(({ key: _key, id, ...v }) => ({ ...v, id: id ?? nextId++ })),
    };
    taxa.push({ before, after });
  }
  return { taxa: problems.length ? [] : taxa, problems };
};

const vernacularItems = (state: RegisterState, taxon: TaxonRecord): HistoryItem[] => {
  const main = mainNameOf(state, taxon.id);
  return taxon.vernacularNames.map((v) => ({
    taxonId: taxon.id,
    ...(main ? { scientificNameId: main.id, scientificName: scientificNameWithAuthor(main) } : {}),
    vernacularName: v.vernacularName,
    languageIsoCode: v.languageIsoCode,
    vernacularNameStatus: v.status,
  }));
};

/**
 * ImportVernacularNames (spec 2 §2.8, §9): adds vernacular names to many taxa at once, all or nothing. Any problem
 * in any row refuses the whole command with a summary; callers that want every row's problems call
 * `planVernacularImport` first. Emits one event per batch of taxa, recorded in one append.
 */
export const importVernacularNames = ({ data, metadata }: ImportVernacularNames, state: RegisterState): VernacularNamesImported[] => {
  if (data.names.length === 0) throw Errors.invalidRequest('Importen inneholder ingen populærnavn.');
  const plan = planVernacularImport(state, data.names);
  if (plan.problems.length) {
    const first = plan.problems[0]!;
    throw Errors.vernacularImportInvalid(plan.problems.length, `${first.key}: ${first.reason}`);
  }
  const batchSize = Math.max(1, data.batchSize ?? 2000);
  const events: VernacularNamesImported[] = [];
  for (let offset = 0; offset < plan.taxa.length; offset += batchSize) {
    const slice = plan.taxa.slice(offset, offset + batchSize);
    const history: HistoryEntry[] = slice.flatMap(({ before, after }) => {
      const main = mainNameOf(state, after.id);
      return main
        ? [
            {
              scientificNameId: main.id,
              changeType: 'VernacularNameChange' as const,
              dataBefore: vernacularItems(state, before),
              dataAfter: vernacularItems(state, after),
            },
          ]
        : [];
    });
    events.push({
      type: 'VernacularNamesImported',
      data: {
        importId: data.importId,
        source: data.source,
        batch: events.length,
        effects: { taxa: slice.map(({ before, after }) => ({ before, after })), names: [] },
        history,
      },
      metadata,
    });
  }
  return events;
};
