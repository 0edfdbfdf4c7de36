import type { ImportedVernacularName } from '@navnebase/domain';
import { Reasons } from './import-report.js';
import type { SourceRef } from '../problem-ledger.js';
import { mapLanguage, nearestLanguage } from './language-mapping.js';
import { unknownValueDetail } from './nearest-known-value.js';
import type { VernacularRow } from './name-usage.js';
import type { RowLedger } from '../problem-ledger.js';
import { clean, hygienic, looksDoubleEncoded } from './text-normalization.js';

export interface AssignedVernacular {
  readonly name: ImportedVernacularName;
  readonly ref: SourceRef;
}

/** How a vernacular row's taxon id is found: a taxon of the import, a synonym of one, or a skipped row. */
export interface VernacularTargets {
  readonly taxonKeys: { has(key: string): boolean };
  /** Synonym id → its accepted taxon's key. */
  readonly synonymOf: ReadonlyMap<string, string>;
  /** Row id → the skipped row's reference (its cause is passed on). */
  readonly skipped: ReadonlyMap<string, SourceRef>;
}

/**
 * Attaches vernacular rows to taxa. A row is skipped, with its reason, when its language is not one of the
 * register's (nb, nn, se), its name is empty, its taxon does not exist or was skipped, or the taxon already has the
 * name in that language. A name given on a synonym moves to the synonym's taxon.
 */
export const assignVernacularNames = (rows: readonly VernacularRow[], targets: VernacularTargets, ledger: RowLedger) => {
  const byTaxon = new Map<string, AssignedVernacular[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    const language = mapLanguage(row.language);
    const vernacularName = hygienic(row.name, row.ref, ledger);
    if (looksDoubleEncoded(vernacularName)) ledger.note(row.ref, 'warning', Reasons.doubleEncoded, vernacularName);
    if (!language) {
      ledger.skip(
        row.ref,
        Reasons.languageOutside,
        row.language ? unknownValueDetail(row.language, nearestLanguage(row.language)) : '(tomt)',
        'info',
      );
      continue;
    }
    if (!vernacularName) {
      ledger.skip(row.ref, 'Mangler populærnavn');
      continue;
    }
    const key = targets.taxonKeys.has(row.taxonId) ? row.taxonId : targets.synonymOf.get(row.taxonId);
    const skippedTaxon = targets.skipped.get(row.taxonId);
    if (key === undefined) {
      if (skippedTaxon) ledger.skip(row.ref, Reasons.taxonSkipped, row.taxonId, ledger.severityOf(skippedTaxon));
      else ledger.skip(row.ref, 'Taksonet finnes ikke i filen', row.taxonId || '(tom id)');
      continue;
    }
    if (key !== row.taxonId)
      ledger.note(row.ref, 'info', 'Populærnavnet står på et synonym; det er lagt på synonymets takson', `${row.taxonId} → ${key}`);
    const duplicateKey = `${key}|${language}|${vernacularName.toLocaleLowerCase('nb')}`;
    if (seen.has(duplicateKey)) {
      ledger.skip(row.ref, 'Duplikat populærnavn på samme takson og språk', vernacularName, 'warning');
      continue;
    }
    seen.add(duplicateKey);
    const name: ImportedVernacularName = {
      vernacularName,
      languageIsoCode: language,
      status: row.preferred ? 'Recommended' : 'NotRecommended',
      ...(row.reference ? { reference: clean(row.reference) } : {}),
      ...(row.comment ? { comment: clean(row.comment) } : {}),
    };
    const list = byTaxon.get(key) ?? [];
    list.push({ name, ref: row.ref });
    byTaxon.set(key, list);
  }
  return byTaxon;
};
