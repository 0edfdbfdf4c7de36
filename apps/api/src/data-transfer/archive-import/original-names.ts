import type { UsageRow } from './name-usage.js';
import type { RowLedger } from '../problem-ledger.js';
import { clean } from './text-normalization.js';

export const OriginalNameReasons = {
  notImported:
    'Lenken til originalnavnet (originalNameUsageID / originalNameUsage, ColDP basionymID) er ikke importert; registeret har ikke begrepet',
} as const;

/**
 * The register has no concept of an original name (basionym, original combination), so a link to one cannot be
 * kept. Rather than dropping it silently, the rows whose original name is another name are tallied in one note.
 */
export const noteOriginalNames = (rows: readonly UsageRow[], ledger: RowLedger): void => {
  for (const row of rows) {
    const original = clean(row.originalName);
    if (!original || original === row.id || original === clean(row.scientificName)) continue;
    ledger.tally(row.ref, 'info', OriginalNameReasons.notImported, `${row.id || clean(row.scientificName)} → ${original}`);
  }
};
