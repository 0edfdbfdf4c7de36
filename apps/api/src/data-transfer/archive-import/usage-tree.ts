import { isSpeciesOrBelow, rankLabel, type ImportedName, type ImportedTaxon, type Rank, type TaxonId } from '@navnebase/domain';
import { Reasons } from './import-report.js';
import type { SourceRef } from '../problem-ledger.js';
import type { UsageRow, VernacularRow } from './name-usage.js';
import type { RowLedger } from '../problem-ledger.js';
import { resolveSynonymLinks } from './synonym-links.js';
import { importedName, interpretUsages, preferredIdOf, taxonRank, type InterpretedUsage } from './usage-interpretation.js';
import { assignVernacularNames } from './vernacular-assignment.js';

export interface TreeOptions {
  /** Numeric source ids become preferred name and taxon ids. */
  readonly keepIds?: boolean;
  /** Taxa at species rank or below are marked as existing in Norway. */
  readonly existsInNorway?: boolean;
  /** Existing taxon under which the import's roots are hung (Biota when undefined). */
  readonly rootParentTaxonId?: TaxonId;
}

/** The rows each imported taxon was made of, to map the planner's verdict back to rows. */
export interface TaxonOrigin {
  /** The taxon's own row, or (for a taxon created from flat classification columns) its file and key. */
  readonly ref: SourceRef;
  readonly created: boolean;
  readonly synonyms: readonly SourceRef[];
  readonly vernaculars: readonly SourceRef[];
}

/** Each imported taxon's origin by the taxon's key. */
export interface TaxonOrigins {
  get(key: string): TaxonOrigin | undefined;
}

export interface UsageTree {
  readonly taxa: ImportedTaxon[];
  readonly origins: TaxonOrigins;
}

/** The kingdom made for roots of other ranks (an archive without kingdoms): no row of its own. */
export const INCERTAE_SEDIS_KEY = '~incertae-sedis';

/** The empty list most taxa have (no synonyms, no vernacular names): one shared array, never written to. */
const NONE: readonly never[] = Object.freeze([]);

export const TreeReasons = {
  reattached: 'Overordnet rad er ikke importert; taksonet er plassert under nærmeste importerte overordnede',
  parentIsSynonym: 'Overordnet rad er et synonym; taksonet er plassert under synonymets gjeldende navn',
  unreadableSynonym: 'Synonymet kan ikke leses som et vitenskapelig navn (begynner ikke med et slektsnavn)',
  incertaeSedisCreated: 'Riket «Incertae sedis» er laget for toppnivåtaksa som ikke er riker (ingen egen rad)',
  noKingdom:
    'Taksonet har ingen overordnet og er ikke et rike; bare riker kan ligge rett under Biota, så det er plassert under riket «Incertae sedis»',
} as const;

/**
 * The origins by key, read through the tree's index of taxon keys. Made outside `buildUsageTree`, so that what it keeps
 * (for the whole import) is that index and the origins only, not the rows the tree was built from.
 */
const originsOf = (
  taxonIndex: ReadonlyMap<string, number>,
  byIndex: readonly TaxonOrigin[],
  incertaeSedis: TaxonOrigin | undefined,
): TaxonOrigins => ({
  get: (key) => {
    const index = taxonIndex.get(key);
    return index !== undefined ? byIndex[index] : key === INCERTAE_SEDIS_KEY ? incertaeSedis : undefined;
  },
});

/**
 * Turns name-usage rows (and vernacular rows) into the taxa of an ImportTaxa command. Taxon rows with a rank the
 * register does not have are skipped and their children hung on the nearest ancestor that is imported; synonyms
 * go to their accepted usage (see synonym-links); every row left out is reported on the ledger.
 */
export const buildUsageTree = (
  rows: readonly UsageRow[],
  vernaculars: readonly VernacularRow[],
  ledger: RowLedger,
  options: TreeOptions = {},
): UsageTree => {
  const keepIds = options.keepIds ?? false;
  const { usages, byKey, skippedRows } = interpretUsages(rows, ledger);
  const synonymAccepted = resolveSynonymLinks(usages, byKey, new Set(skippedRows.keys()), ledger);
  const transparent = new Map<string, UsageRow>(skippedRows);
  const taxonRows: { usage: InterpretedUsage; rank: Rank }[] = [];
  for (const usage of usages) {
    if (usage.isSynonym) continue;
    const rank = taxonRank(usage, ledger);
    if (rank) taxonRows.push({ usage, rank });
    else if (usage.row.id) transparent.set(usage.row.id, usage.row);
  }
  const parentKeyOf = (usage: InterpretedUsage): string | undefined => {
    let parentId = usage.row.parentId;
    const seen = new Set<string>();
    while (parentId && !seen.has(parentId) && transparent.has(parentId)) {
      seen.add(parentId);
      parentId = transparent.get(parentId)!.parentId;
    }
    if (seen.size) ledger.note(usage.row.ref, 'info', TreeReasons.reattached, `${usage.row.parentId} → ${parentId || '(øverst)'}`);
    const parent = parentId ? byKey.get(parentId) : undefined;
    const accepted = parent?.isSynonym ? synonymAccepted.get(parent.key) : undefined;
    if (accepted) ledger.note(usage.row.ref, 'warning', TreeReasons.parentIsSynonym, `${parentId} → ${accepted}`);
    return accepted ?? (parentId || undefined);
  };

  // Each taxon's parent key, rank and synonyms by its place in `taxonRows` (one map from key to place).
  const taxonIndex = new Map<string, number>();
  const parentKeys: (string | undefined)[] = [];
  let incertaeSedis = false;
  for (const taxon of taxonRows) {
    let parentKey = parentKeyOf(taxon.usage);
    // Without --parent a root lands under Biota, a sphere: only a kingdom may, the rest go under a kingdom made for them.
    // A row placed under a taxon of the register (by its higherClassification) is no root.
    const inRegister = parentKey === undefined && taxon.usage.row.parentTaxonId !== undefined;
    if (parentKey === undefined && !inRegister && options.rootParentTaxonId === undefined && taxon.rank !== 'Kingdom') {
      parentKey = INCERTAE_SEDIS_KEY;
      incertaeSedis = true;
      ledger.note(taxon.usage.row.ref, 'warning', TreeReasons.noKingdom, `${rankLabel(taxon.rank)} ${taxon.usage.row.scientificName}`);
    }
    taxonIndex.set(taxon.usage.key, parentKeys.length);
    parentKeys.push(parentKey);
  }

  const synonymsByTaxon: ({ name: ImportedName; ref: SourceRef }[] | undefined)[] = [];
  const synonymOf = new Map<string, string>();
  for (const usage of usages) {
    const acceptedKey = usage.isSynonym ? synonymAccepted.get(usage.key) : undefined;
    if (acceptedKey === undefined) continue;
    const acceptedIndex = taxonIndex.get(acceptedKey);
    const acceptedRank = acceptedIndex === undefined ? undefined : taxonRows[acceptedIndex]!.rank;
    if (acceptedIndex === undefined || acceptedRank === undefined) {
      const accepted = byKey.get(acceptedKey)!;
      ledger.skip(usage.row.ref, Reasons.acceptedSkipped, `${usage.key} → ${acceptedKey}`, ledger.severityOf(accepted.row.ref));
      continue;
    }
    const name = importedName(usage, acceptedRank, ledger, keepIds);
    if (!name) {
      ledger.skip(usage.row.ref, TreeReasons.unreadableSynonym, usage.row.scientificName);
      continue;
    }
    (synonymsByTaxon[acceptedIndex] ??= []).push({ name, ref: usage.row.ref });
    if (usage.row.id) synonymOf.set(usage.row.id, acceptedKey);
  }

  const skipped = new Map(rows.filter((r) => r.id && ledger.isSkipped(r.ref)).map((r) => [r.id, r.ref]));
  const vernacularByTaxon = assignVernacularNames(vernaculars, { taxonKeys: taxonIndex, synonymOf, skipped }, ledger);

  const taxa: ImportedTaxon[] = [];
  // by the taxon's place in `taxonRows` (found through `taxonIndex`: no second map of a million keys)
  const originsByIndex: TaxonOrigin[] = [];
  let incertaeSedisOrigin: TaxonOrigin | undefined;
  if (incertaeSedis) {
    const file = rows[0]!.ref.file;
    taxa.push({
      key: INCERTAE_SEDIS_KEY,
      mainName: { scientificName: 'Incertae sedis', author: '', rank: 'Kingdom', taxonomicStatus: 'Accepted' },
      synonyms: [],
      vernacularNames: [],
    });
    incertaeSedisOrigin = { ref: { file, id: INCERTAE_SEDIS_KEY }, created: true, synonyms: [], vernaculars: [] };
    ledger.note({ file, id: INCERTAE_SEDIS_KEY }, 'warning', TreeReasons.incertaeSedisCreated, 'Rike Incertae sedis');
  }
  for (const [index, { usage, rank }] of taxonRows.entries()) {
    const synonyms = synonymsByTaxon[index] ?? NONE;
    const names = vernacularByTaxon.get(usage.key) ?? NONE;
    const parentKey = parentKeys[index];
    const preferredTaxonId = preferredIdOf(usage, keepIds);
    taxa.push({
      key: usage.key,
      ...(parentKey !== undefined
        ? { parentKey }
        : usage.row.parentTaxonId !== undefined
          ? { parentTaxonId: usage.row.parentTaxonId }
          : options.rootParentTaxonId !== undefined
            ? { parentTaxonId: options.rootParentTaxonId }
            : {}),
      ...(preferredTaxonId !== undefined ? { preferredTaxonId } : {}),
      mainName: importedName(usage, rank, ledger, keepIds)!,
      synonyms: synonyms.length ? synonyms.map((s) => s.name) : NONE,
      ...(options.existsInNorway && isSpeciesOrBelow(rank) ? { existsInNorway: true } : {}),
      vernacularNames: names.length ? names.map((v) => v.name) : NONE,
    });
    originsByIndex.push({
      ref: usage.row.ref,
      created: Boolean(usage.row.created),
      synonyms: synonyms.length ? synonyms.map((s) => s.ref) : NONE,
      vernaculars: names.length ? names.map((v) => v.ref) : NONE,
    });
  }
  return { taxa, origins: originsOf(taxonIndex, originsByIndex, incertaeSedisOrigin) };
};
