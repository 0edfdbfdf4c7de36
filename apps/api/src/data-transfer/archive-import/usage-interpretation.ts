import { TAXONOMIC_STATUS_LABELS, attachHybridSigns, type ImportedName, type Rank } from '@navnebase/domain';
import { rankFromName, splitAuthor } from './author-splitting.js';
import { Reasons } from './import-report.js';
import type { UsageRow } from './name-usage.js';
import { mapRank, nearestRank } from './rank-mapping.js';
import { unknownValueDetail } from './nearest-known-value.js';
import type { RowLedger } from '../problem-ledger.js';
import { isTranslatedStatus, mapStatus, nearestStatus, type MappedStatus } from './status-mapping.js';
import { hygienic, looksDoubleEncoded } from './text-normalization.js';

/** A row with its status read: the key it goes by in the import and whether it is a synonym. */
export interface InterpretedUsage {
  readonly key: string;
  readonly row: UsageRow;
  readonly status: MappedStatus;
  readonly isSynonym: boolean;
}

export const InterpretationReasons = {
  authorSplit: 'Autor er skilt ut fra det vitenskapelige navnet (raden har ingen egen autorkolonne med verdi)',
  hybridSign: 'Hybridtegnet × er satt inntil navnet eller epitetet det hører til, slik registeret skriver hybrider',
  statusTranslated: 'Taksonomisk status utenfor Darwin Core-vokabularet er lest som en av registerets statuser (første rad med verdien)',
} as const;

const statusTranslation = (value: string, status: MappedStatus, rows: number) =>
  `${value} → ${TAXONOMIC_STATUS_LABELS[status.taxonomicStatus]}${status.nomenclaturalStatuses.length ? ` (${status.nomenclaturalStatuses.join(', ')})` : ''}, ${rows.toLocaleString('nb-NO')} ${rows === 1 ? 'rad' : 'rader'}`;

export const keyOf = (row: UsageRow): string => row.id || `#${row.ref.file}:${row.ref.row ?? ''}`;

/** Status of a row; an empty status is inferred from the accepted link (pointing elsewhere = synonym). */
const statusOf = (row: UsageRow, ledger: RowLedger): MappedStatus | undefined => {
  const mapped = mapStatus(row.status);
  if (mapped || row.status) return mapped;
  const synonym = Boolean(row.acceptedId && row.acceptedId !== row.id);
  ledger.note(row.ref, 'info', 'Mangler taksonomisk status; tolket ut fra lenken til gjeldende navn', synonym ? 'synonym' : 'gjeldende');
  return { taxonomicStatus: synonym ? 'Synonym' : 'Accepted', nomenclaturalStatuses: [] };
};

/**
 * Reads each row's status and sorts out the rows that cannot be used at all (no name, unknown status, an id
 * seen before). Those are skipped with their reason; they are returned by id, so links to them can say so.
 */
export const interpretUsages = (rows: readonly UsageRow[], ledger: RowLedger) => {
  const translated = new Map<string, { ref: UsageRow['ref']; status: MappedStatus; rows: number }>();
  const usages: InterpretedUsage[] = [];
  /** The usages by key; a key already there is a duplicate row. */
  const byKey = new Map<string, InterpretedUsage>();
  /** Rows skipped here, by id (not duplicates: their id belongs to the first row). */
  const skippedRows = new Map<string, UsageRow>();
  for (const row of rows) {
    const key = keyOf(row);
    if (byKey.has(key) || skippedRows.has(key)) {
      ledger.skip(row.ref, Reasons.duplicateId, row.id);
      continue;
    }
    if (!row.id) ledger.note(row.ref, 'warning', 'Raden mangler id; ingen andre rader kan vise til den');
    const status = statusOf(row, ledger);
    if (!row.scientificName) ledger.skip(row.ref, Reasons.missingName);
    else if (!status) ledger.skip(row.ref, Reasons.unknownStatus, unknownValueDetail(row.status, nearestStatus(row.status)));
    else {
      if (row.status && isTranslatedStatus(row.status)) {
        const seenValue = translated.get(row.status);
        if (seenValue) seenValue.rows++;
        else translated.set(row.status, { ref: row.ref, status, rows: 1 });
      }
      const usage: InterpretedUsage = { key, row, status, isSynonym: status.taxonomicStatus === 'Synonym' || status.taxonomicStatus === 'NotInUse' };
      usages.push(usage);
      byKey.set(key, usage);
      continue;
    }
    if (row.id) skippedRows.set(row.id, row);
  }
  for (const [value, { ref, status, rows: count }] of translated)
    ledger.note(ref, 'info', InterpretationReasons.statusTranslated, statusTranslation(value, status, count));
  return { usages, byKey, skippedRows };
};

/** The rank of a taxon row, or undefined after skipping the row (unknown rank: its children move up). */
export const taxonRank = (usage: InterpretedUsage, ledger: RowLedger): Rank | undefined => {
  const rank = mapRank(usage.row.rank);
  if (!rank)
    ledger.skip(
      usage.row.ref,
      usage.row.rank ? Reasons.unknownRank : Reasons.missingRank,
      usage.row.rank ? unknownValueDetail(usage.row.rank, nearestRank(usage.row.rank)) : undefined,
      usage.row.rank ? 'warning' : 'error',
    );
  return rank;
};

const numericId = (id: string): number | undefined =>
  /^\d+$/.test(id) && Number.isSafeInteger(Number(id)) && Number(id) > 0 ? Number(id) : undefined;

export const preferredIdOf = (usage: InterpretedUsage, keepIds: boolean): number | undefined =>
  keepIds && !usage.row.created ? numericId(usage.row.id) : undefined;

/**
 * The name of a row as the register stores it. The author comes from the authorship column; when that is empty
 * it is split off the name (using `rank`, the row's own rank or its accepted name's). When the name repeats the
 * authorship at its end ("Aus bus L." with authorship "L."), the repetition is dropped.
 */
export const importedName = (usage: InterpretedUsage, rank: Rank | undefined, ledger: RowLedger, keepIds: boolean) => {
  const { row } = usage;
  let scientificName = hygienic(row.scientificName, row.ref, ledger);
  let author = hygienic(row.authorship, row.ref, ledger);
  // Darwin Core's own form: scientificName with its authorship, and the authorship again in its column. Not an
  // adjustment worth a note (the register keeps the name without the author).
  if (author && scientificName.endsWith(` ${author}`)) scientificName = scientificName.slice(0, -author.length - 1);
  // The name is parsed only where the parse is used: an author to split off, or a synonym's rank to read from it.
  const written = scientificName;
  const parsed = author ? undefined : splitAuthor(written, rank);
  if (parsed?.recognised) {
    if (parsed.author)
      ledger.tally(row.ref, 'info', InterpretationReasons.authorSplit, `${scientificName} → ${parsed.scientificName} | ${parsed.author}`);
    scientificName = parsed.scientificName;
    author = parsed.author;
  }
  const attached = attachHybridSigns(scientificName);
  if (attached !== scientificName) {
    ledger.tally(row.ref, 'info', InterpretationReasons.hybridSign, `${scientificName} → ${attached}`);
    scientificName = attached;
  }
  const nameRank = usage.isSynonym ? (mapRank(row.rank) ?? rankFromName(parsed ?? splitAuthor(written, rank), rank)) : rank;
  if (looksDoubleEncoded(scientificName) || looksDoubleEncoded(author))
    ledger.note(row.ref, 'warning', Reasons.doubleEncoded, `${scientificName} ${author}`.trim());
  if (!nameRank) return undefined;
  const preferredId = preferredIdOf(usage, keepIds);
  const name: ImportedName = {
    ...(row.id && !row.created ? { sourceId: row.id } : {}),
    scientificName,
    author,
    rank: nameRank,
    taxonomicStatus: usage.status.taxonomicStatus,
    ...(usage.status.nomenclaturalStatuses.length ? { nomenclaturalStatuses: usage.status.nomenclaturalStatuses } : {}),
    ...(row.link ? { references: [{ referenceTypeId: 'Url' as const, reference: row.link }] } : {}),
    ...(preferredId !== undefined ? { preferredId } : {}),
  };
  return name;
};
