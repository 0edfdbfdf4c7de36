import { mapLanguage } from './language-mapping.js';
import type { UsageRow, VernacularRow } from './name-usage.js';
import { mapRank } from './rank-mapping.js';
import type { RowLedger } from '../problem-ledger.js';
import { mapStatus } from './status-mapping.js';
import { vocabularyKey } from './text-normalization.js';

/**
 * A user's own translations of an archive's values (`npm run import -- --mapping <file>`): for the statuses, ranks
 * and languages the importer does not know (or reads otherwise than the archive means). The file is JSON:
 *
 *     { "status": { "ubestemt": "unresolved" }, "rank": { "underart": "subspecies" }, "language": { "bokmål": "nb" } }
 *
 * Keys are matched as the vocabularies are (case, accents and spacing do not matter); every target must be a value
 * the importer knows. A mapped value replaces the archive's value before anything else reads the row.
 */
export interface ValueMapping {
  readonly status: ReadonlyMap<string, string>;
  readonly rank: ReadonlyMap<string, string>;
  readonly language: ReadonlyMap<string, string>;
}

type Field = keyof ValueMapping;

const FIELDS: Readonly<Record<Field, { readonly label: string; readonly known: (value: string) => boolean }>> = {
  status: { label: 'status', known: (v) => mapStatus(v) !== undefined },
  rank: { label: 'rang', known: (v) => mapRank(v) !== undefined },
  language: { label: 'språk', known: (v) => mapLanguage(v) !== undefined },
};

export const MappingReasons = {
  status: 'Taksonomisk status oversatt etter --mapping',
  rank: 'Rang oversatt etter --mapping',
  language: 'Språk oversatt etter --mapping',
} as const;

export const EMPTY_MAPPING: ValueMapping = { status: new Map(), rank: new Map(), language: new Map() };

/** Reads a mapping file's text; throws one Norwegian message listing every problem. */
export const parseValueMapping = (text: string): ValueMapping => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Mappingfilen er ikke gyldig JSON (${(error as Error).message}).`, { cause: error });
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new Error('Mappingfilen må være et JSON-objekt med status, rank og/eller language.');
  const problems: string[] = [];
  const maps: Record<Field, Map<string, string>> = { status: new Map(), rank: new Map(), language: new Map() };
  for (const [section, entries] of Object.entries(json)) {
    if (!(section in FIELDS)) {
      problems.push(`ukjent del «${section}» (bruk status, rank eller language)`);
      continue;
    }
    const field = section as Field;
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) {
      problems.push(`«${section}» må være et objekt fra verdi til verdi`);
      continue;
    }
    for (const [from, to] of Object.entries(entries as Record<string, unknown>)) {
      if (typeof to !== 'string' || !FIELDS[field].known(to))
        problems.push(`${FIELDS[field].label} «${from}» → «${String(to)}»: målverdien er ikke kjent`);
      else maps[field].set(vocabularyKey(from), to);
    }
  }
  if (problems.length) throw new Error(`Mappingfilen har ${problems.length === 1 ? 'en feil' : `${problems.length} feil`}: ${problems.join('; ')}.`);
  return maps;
};

/** The mapping as stable text (part of what makes an import the same import). */
export const mappingFingerprint = (mapping: ValueMapping): string =>
  JSON.stringify((Object.keys(FIELDS) as Field[]).map((field) => [...mapping[field]].sort()));

const mapped = (mapping: ValueMapping, field: Field, value: string, ref: UsageRow['ref'], ledger: RowLedger): string => {
  const to = mapping[field].get(vocabularyKey(value));
  if (to === undefined || to === value) return value;
  ledger.tally(ref, 'info', MappingReasons[field], `${value} → ${to}`);
  return to;
};

/** A name-usage row with its status and rank as the user's mapping says. */
export const mapUsageValues = (row: UsageRow, mapping: ValueMapping, ledger: RowLedger): UsageRow => {
  if (mapping.status.size === 0 && mapping.rank.size === 0) return row;
  const status = mapped(mapping, 'status', row.status, row.ref, ledger);
  const rank = mapped(mapping, 'rank', row.rank, row.ref, ledger);
  return status === row.status && rank === row.rank ? row : { ...row, status, rank };
};

/** A vernacular-name row with its language as the user's mapping says. */
export const mapVernacularValues = (row: VernacularRow, mapping: ValueMapping, ledger: RowLedger): VernacularRow => {
  if (mapping.language.size === 0) return row;
  const language = mapped(mapping, 'language', row.language, row.ref, ledger);
  return language === row.language ? row : { ...row, language };
};
