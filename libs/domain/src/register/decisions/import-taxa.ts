import { BIOTA_ID } from '../../taxonomy/constants.js';
import { isBelow, isSpeciesOrBelow, rankLabel, type Rank } from '../../taxonomy/ranks.js';
import { isMainStatus, isSynonymStatus } from '../../taxonomy/statuses.js';
import type { ImportedName, ImportedTaxon, ImportTaxa } from '../commands.js';
import { Errors } from '../errors.js';
import type { TaxaImported } from '../events.js';
import type { ScientificNameRecord, TaxonId, TaxonRecord, VernacularNameRecord } from '../records.js';
import { mainNameOf, type RegisterState } from '../state.js';
import { validateVernacularNames } from '../validation.js';

export interface ImportProblem {
  readonly key: string;
  readonly severity: 'error' | 'warning';
  readonly reason: string;
}

export interface ImportPlan {
  /** Taxa that can be placed, parents before children, with unplaceable parts (duplicate vernacular names) removed. */
  readonly taxa: ImportedTaxon[];
  readonly problems: ImportProblem[];
}

const dedupeVernacular = (taxon: ImportedTaxon, problems: ImportProblem[]): ImportedTaxon => {
  const seen = new Set<string>();
  const kept = taxon.vernacularNames.filter((v) => {
    const key = `${v.languageIsoCode}:${v.vernacularName.trim().toLocaleLowerCase('nb')}`;
    if (seen.has(key)) {
      problems.push({ key: taxon.key, severity: 'warning', reason: `Duplikat populærnavn hoppet over: ${v.vernacularName} (${v.languageIsoCode})` });
      return false;
    }
    seen.add(key);
    return true;
  });
  // One recommended name per language: keep the first recommended, or make the first name recommended.
  const recommendedSeen = new Set<string>();
  const withOneRecommended = kept.map((v) => {
    if (v.status !== 'Recommended') return v;
    if (recommendedSeen.has(v.languageIsoCode)) return { ...v, status: 'NotRecommended' as const };
    recommendedSeen.add(v.languageIsoCode);
    return v;
  });
  const result = withOneRecommended.map((v) => {
    if (recommendedSeen.has(v.languageIsoCode)) return v;
    recommendedSeen.add(v.languageIsoCode);
    return { ...v, status: 'Recommended' as const };
  });
  return { ...taxon, vernacularNames: result };
};

/**
 * Decides which imported taxa can be placed in the register: each parent exists (in the register or earlier in
 * the import), each rank lies below its parent's rank, each main name is accepted or unresolved and each other
 * name a synonym or not in use. A taxon that cannot be placed takes its subtree with it; every problem is
 * reported with the taxon's key. Imports place by rank order rather than the hand-placement table, because
 * published checklists skip ranks (family directly under class, for instance).
 */
export const planImport = (state: RegisterState, input: readonly ImportedTaxon[]): ImportPlan => {
  const problems: ImportProblem[] = [];
  const byKey = new Map<string, ImportedTaxon>();
  for (const taxon of input) {
    if (byKey.has(taxon.key)) problems.push({ key: taxon.key, severity: 'error', reason: 'Samme id forekommer flere ganger' });
    else byKey.set(taxon.key, taxon);
  }
  const placedRank = new Map<string, Rank>();
  const failed = new Set<string>();
  const ordered: ImportedTaxon[] = [];
  const visiting = new Set<string>();

  const rankOfExisting = (taxonId: TaxonId) => mainNameOf(state, taxonId)?.rank;

  const place = (taxon: ImportedTaxon): boolean => {
    if (placedRank.has(taxon.key)) return true;
    if (failed.has(taxon.key)) return false;
    const fail = (reason: string) => {
      failed.add(taxon.key);
      problems.push({ key: taxon.key, severity: 'error', reason });
      return false;
    };
    if (visiting.has(taxon.key)) return fail('Syklisk plassering: taksonet ligger under seg selv');
    visiting.add(taxon.key);
    try {
      let parentRank: Rank | undefined;
      if (taxon.parentKey !== undefined) {
        const parent = byKey.get(taxon.parentKey);
        if (!parent) return fail(`Overordnet takson ${taxon.parentKey} finnes ikke`);
        if (!place(parent)) return fail(`Overordnet takson ${taxon.parentKey} kunne ikke plasseres`);
        parentRank = placedRank.get(parent.key);
      } else {
        const parentId = taxon.parentTaxonId ?? BIOTA_ID;
        parentRank = rankOfExisting(parentId);
        if (!parentRank) return fail(`Overordnet takson ${parentId} finnes ikke i registeret`);
      }
      const { mainName } = taxon;
      if (!mainName.scientificName.trim()) return fail('Mangler vitenskapelig navn');
      if (!isMainStatus(mainName.taxonomicStatus)) return fail('Hovednavnet må være gjeldende eller uavklart');
      if (!isBelow(mainName.rank, parentRank!)) {
        return fail(`Rangen ${rankLabel(mainName.rank)} ligger ikke under overordnet rang ${rankLabel(parentRank!)}`);
      }
      const badSynonym = taxon.synonyms.find((s) => !isSynonymStatus(s.taxonomicStatus) || !s.scientificName.trim());
      if (badSynonym) return fail(`Synonymet ${badSynonym.scientificName || '(tomt)'} må ha navn og status synonym eller ikke lenger i bruk`);
      placedRank.set(taxon.key, mainName.rank);
      ordered.push(dedupeVernacular(taxon, problems));
      return true;
    } finally {
      visiting.delete(taxon.key);
    }
  };
  for (const taxon of byKey.values()) place(taxon);
  return { taxa: ordered, problems };
};

/**
 * Ids: a preferred id is kept when it is free; the others continue after the highest id in use. Any number of
 * preferred ids (a national re-import keeps hundreds of thousands), so nothing here spreads them into a call's
 * arguments, which the call stack limits (`Math.max(...ids)` fails at about 125 000 on Node 24).
 */
export const idAllocator = (inUse: (id: number) => boolean, next: number, preferred: Iterable<number | undefined>) => {
  const reserved = new Set<number>();
  for (const id of preferred) if (id !== undefined && Number.isSafeInteger(id) && id > 0 && !inUse(id) && !reserved.has(id)) reserved.add(id);
  let counter = next;
  for (const id of reserved) if (id >= counter) counter = id + 1;
  const given = new Set<number>();
  return (preferredId?: number) => {
    if (preferredId !== undefined && reserved.has(preferredId) && !given.has(preferredId)) {
      given.add(preferredId);
      return preferredId;
    }
    return counter++;
  };
};

/**
 * The empty list most imported names have for their statuses, attributes and references: one shared, frozen array
 * (records are never changed in place), so a large import holds no empty array per name.
 */
const NONE: readonly never[] = Object.freeze([]);

const listOf = <T>(items: readonly T[] | undefined): readonly T[] => (items?.length ? [...items] : NONE);

const toNameRecord = (name: ImportedName, id: number, taxonId: TaxonId): ScientificNameRecord => ({
  id,
  taxonId,
  scientificName: name.scientificName.trim().replace(/\s+/g, ' '),
  author: (name.author ?? '').trim(),
  rank: name.rank,
  taxonomicStatus: name.taxonomicStatus,
  nomenclaturalStatuses: listOf(name.nomenclaturalStatuses),
  attributes: listOf(name.attributes),
  references: listOf(name.references),
  comment: name.comment ?? '',
  speciesComplex: '',
  ...(name.sourceId !== undefined ? { sourceId: name.sourceId } : {}),
});

/** ImportTaxa: all taxa of the command are placed, or nothing is written. Emits one event per batch of names. */
export const importTaxa = ({ data, metadata }: ImportTaxa, state: RegisterState): TaxaImported[] => {
  const plan = planImport(state, data.taxa);
  const error = plan.problems.find((p) => p.severity === 'error');
  if (error) throw Errors.invalidRequest(`Importen kan ikke plasseres: ${error.key}: ${error.reason}`);
  if (plan.taxa.length === 0) throw Errors.invalidRequest('Importen inneholder ingen taksa.');

  const nextTaxonId = idAllocator(
    (id) => state.taxa.has(id),
    state.nextTaxonId,
    plan.taxa.map((t) => t.preferredTaxonId),
  );
  const nextNameId = idAllocator(
    (id) => state.names.has(id),
    state.nextNameId,
    plan.taxa.flatMap((t) => [t.mainName.preferredId, ...t.synonyms.map((s) => s.preferredId)]),
  );
  let nextVernacularId = state.nextVernacularNameId;
  const taxonIdByKey = new Map<string, TaxonId>();
  const batchSize = Math.max(1, data.batchSize ?? 2000);

  const events: TaxaImported[] = [];
  let taxa: { before: null; after: TaxonRecord }[] = [];
  let names: { before: null; after: ScientificNameRecord }[] = [];
  const flush = () => {
    if (taxa.length === 0) return;
    events.push({
      type: 'TaxaImported',
      data: { importId: data.importId, source: data.source, batch: events.length, effects: { taxa, names } },
      metadata,
    });
    taxa = [];
    names = [];
  };
  for (const imported of plan.taxa) {
    const taxonId = nextTaxonId(imported.preferredTaxonId);
    taxonIdByKey.set(imported.key, taxonId);
    const parentId = imported.parentKey !== undefined ? taxonIdByKey.get(imported.parentKey)! : (imported.parentTaxonId ?? BIOTA_ID);
    const vernacularNames: readonly VernacularNameRecord[] =
      imported.vernacularNames.length === 0
        ? NONE
        : validateVernacularNames(
            imported.vernacularNames.map((v) => ({
              vernacularName: v.vernacularName,
              languageIsoCode: v.languageIsoCode,
              status: v.status,
              reference: v.reference ?? '',
              comment: v.comment ?? '',
            })),
          ).map((v) => ({ ...v, id: nextVernacularId++ }));
    taxa.push({
      before: null,
      after: {
        id: taxonId,
        parentId,
        existsInNorway: isSpeciesOrBelow(imported.mainName.rank) ? (imported.existsInNorway ?? null) : null,
        vernacularNames,
      },
    });
    names.push({ before: null, after: toNameRecord(imported.mainName, nextNameId(imported.mainName.preferredId), taxonId) });
    for (const synonym of imported.synonyms) {
      names.push({ before: null, after: toNameRecord(synonym, nextNameId(synonym.preferredId), taxonId) });
    }
    if (names.length >= batchSize) flush();
  }
  flush();
  return events;
};
