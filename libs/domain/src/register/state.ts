import { ANIMALIA_KINGDOM_ID, BIOTA_ID, FUNGI_SCIENTIFIC_NAME_ID, NON_BIOTA_ID } from '../taxonomy/constants.js';
import type { Rank } from '../taxonomy/ranks.js';
import { isMainStatus } from '../taxonomy/statuses.js';
import type { Effects, RegisterEvent } from './events.js';
import type { ScientificNameId, ScientificNameRecord, Successor, TaxonId, TaxonRecord } from './records.js';
import { emptyName } from './records.js';
import { idsOf, withId, withoutId, type IdGroup } from './id-group.js';
import { IdMap } from './id-map.js';

/**
 * The write model: the whole classification, kept in memory and rebuilt from the register stream.
 * For speed at a million names, `evolve` updates this structure in place and returns it; `decide` only reads it.
 */
export interface RegisterState {
  /** Taxa and names by id: arrays by id (`IdMap`), as ids are handed out one after another. Iterated in id order. */
  readonly taxa: IdMap<TaxonRecord>;
  readonly names: IdMap<ScientificNameRecord>;
  /** Names of each taxon, in the order they came (iterate it; see `IdGroup`). */
  readonly namesByTaxon: IdMap<IdGroup<ScientificNameId>>;
  /** Children of each taxon, in the order they came (iterate it; see `IdGroup`). */
  readonly childrenByTaxon: IdMap<IdGroup<TaxonId>>;
  readonly successors: Map<string, Successor>;
  /** When the statuses of each taxon's names last changed (ISO time of the event), for the wait between status changes. */
  readonly statusChangedAt: Map<TaxonId, string>;
  nextTaxonId: number;
  nextNameId: number;
  nextVernacularNameId: number;
}

/** The two spheres every register starts with: Biota (-1) and non-biota (-2), below the synthetic root. */
export const BUILT_IN_TAXA: readonly TaxonRecord[] = [
  { id: BIOTA_ID, parentId: null, existsInNorway: null, vernacularNames: [] },
  { id: NON_BIOTA_ID, parentId: null, existsInNorway: null, vernacularNames: [] },
];
export const BUILT_IN_NAMES: readonly ScientificNameRecord[] = [
  emptyName({ id: BIOTA_ID, taxonId: BIOTA_ID, scientificName: 'Biota', rank: 'Sphere', taxonomicStatus: 'Accepted' }),
  emptyName({ id: NON_BIOTA_ID, taxonId: NON_BIOTA_ID, scientificName: 'Nonbiota', rank: 'Sphere', taxonomicStatus: 'Accepted' }),
];

export const initialRegisterState = (): RegisterState => {
  const state: RegisterState = {
    taxa: new IdMap(),
    names: new IdMap(),
    namesByTaxon: new IdMap(),
    childrenByTaxon: new IdMap(),
    successors: new Map(),
    statusChangedAt: new Map(),
    nextTaxonId: 1,
    nextNameId: 1,
    nextVernacularNameId: 1,
  };
  applyEffects(state, {
    taxa: BUILT_IN_TAXA.map((after) => ({ before: null, after })),
    names: BUILT_IN_NAMES.map((after) => ({ before: null, after })),
  });
  return state;
};

const addToIndex = <V extends number>(index: IdMap<IdGroup<V>>, key: number, value: V) => {
  index.set(key, withId(index.get(key), value));
};
const removeFromIndex = <V extends number>(index: IdMap<IdGroup<V>>, key: number, value: V) => {
  const group = withoutId(index.get(key), value);
  if (group !== undefined) index.set(key, group);
  else index.delete(key);
};

const applyEffects = (state: RegisterState, effects: Effects): void => {
  for (const { before, after } of effects.taxa) {
    if (before && before.parentId !== null) removeFromIndex(state.childrenByTaxon, before.parentId, before.id);
    if (after) {
      state.taxa.set(after.id, after);
      if (after.parentId !== null) addToIndex(state.childrenByTaxon, after.parentId, after.id);
      if (after.id >= state.nextTaxonId) state.nextTaxonId = after.id + 1;
      for (const v of after.vernacularNames) if (v.id >= state.nextVernacularNameId) state.nextVernacularNameId = v.id + 1;
    } else if (before) {
      state.taxa.delete(before.id);
    }
  }
  for (const { before, after } of effects.names) {
    if (before) removeFromIndex(state.namesByTaxon, before.taxonId, before.id);
    if (after) {
      state.names.set(after.id, after);
      addToIndex(state.namesByTaxon, after.taxonId, after.id);
      if (after.id >= state.nextNameId) state.nextNameId = after.id + 1;
    } else if (before) {
      state.names.delete(before.id);
    }
  }
  for (const successor of effects.successors ?? []) state.successors.set(`${successor.kind}:${successor.id}`, successor);
};

/** Applies a recorded event. Never throws: every event type carries its effects. */
export const evolve = (state: RegisterState, event: RegisterEvent): RegisterState => {
  applyEffects(state, event.data.effects);
  // Never throws: an event without a time (as some tests build them) marks nothing.
  const time = event.metadata?.time;
  if (time) noteStatusChanges(state, event.data.effects, time);
  return state;
};

/** A name that changed taxonomic status or taxon marks both taxa as changed at the event's time. */
const noteStatusChanges = (state: RegisterState, effects: Effects, time: string): void => {
  for (const { before, after } of effects.names) {
    if (!before || !after || (before.taxonomicStatus === after.taxonomicStatus && before.taxonId === after.taxonId)) continue;
    state.statusChangedAt.set(before.taxonId, time);
    state.statusChangedAt.set(after.taxonId, time);
  }
};

// ---- queries on the state, shared by the decisions ----

export const namesOfTaxon = (state: RegisterState, taxonId: TaxonId): ScientificNameRecord[] =>
  [...idsOf(state.namesByTaxon.get(taxonId))].map((id) => state.names.get(id)!);

/** The taxon's one accepted-or-unresolved name (undefined only for a taxon in an inconsistent state). */
export const mainNameOf = (state: RegisterState, taxonId: TaxonId): ScientificNameRecord | undefined => {
  for (const id of idsOf(state.namesByTaxon.get(taxonId))) {
    const name = state.names.get(id)!;
    if (isMainStatus(name.taxonomicStatus)) return name;
  }
  return undefined;
};

export const rankOfTaxon = (state: RegisterState, taxonId: TaxonId): Rank | undefined => mainNameOf(state, taxonId)?.rank;

export const childrenOf = (state: RegisterState, taxonId: TaxonId): TaxonId[] => [...idsOf(state.childrenByTaxon.get(taxonId))];

/** Ancestors from the top down, not including the taxon itself. */
export const ancestorsOf = (state: RegisterState, taxonId: TaxonId): TaxonId[] => {
  const path: TaxonId[] = [];
  const seen = new Set<TaxonId>([taxonId]);
  let current = state.taxa.get(taxonId)?.parentId ?? null;
  while (current !== null && !seen.has(current)) {
    path.unshift(current);
    seen.add(current);
    current = state.taxa.get(current)?.parentId ?? null;
  }
  return path;
};

/** True when `candidate` is `taxonId` or lies in its subtree. */
export const isInSubtree = (state: RegisterState, candidate: TaxonId, taxonId: TaxonId): boolean =>
  candidate === taxonId || ancestorsOf(state, candidate).includes(taxonId);

/** The kingdom taxon above (or at) a taxon, if any. */
export const kingdomOf = (state: RegisterState, taxonId: TaxonId): TaxonId | undefined =>
  [...ancestorsOf(state, taxonId), taxonId].find((id) => rankOfTaxon(state, id) === 'Kingdom');

/** Names under the zoological code (kingdom id 1) are written without rank markers and author editor strings. */
export const isAnimal = (state: RegisterState, taxonId: TaxonId): boolean => {
  const kingdom = kingdomOf(state, taxonId);
  if (kingdom === undefined) return false;
  return kingdom === ANIMALIA_KINGDOM_ID || mainNameOf(state, kingdom)?.scientificName.trim().toLowerCase() === 'animalia';
};

/** The fungi kingdom (scientific name id 975, or the kingdom named Fungi) gets the three-way conserved/sanctioned choice. */
export const isFungus = (state: RegisterState, taxonId: TaxonId): boolean => {
  const kingdom = kingdomOf(state, taxonId);
  if (kingdom === undefined) return false;
  const name = mainNameOf(state, kingdom);
  return name?.id === FUNGI_SCIENTIFIC_NAME_ID || name?.scientificName.trim().toLowerCase() === 'fungi';
};

export const requireName = (state: RegisterState, id: ScientificNameId, notFound: (id: number) => Error): ScientificNameRecord => {
  const name = state.names.get(id);
  if (!name) throw notFound(id);
  return name;
};
