import type { NameAttribute, NomenclaturalStatus, TaxonomicStatus } from '@navnebase/domain';
import { sentStatusFields } from '../shared/operation-client';
import type { ScientificNameView, TaxonNameInfo } from '../../api/types';
import { isSpeciesOrBelow } from '../../domain/ranks';
import { isMainStatus } from '../../domain/statuses';
import type { NameStatusPayload } from '../merge/api';
import type { TaxonChoice } from '../shared/choice';
import { entriesFromNames, normalizeEntries, vernacularPayload, vernacularProblems, type VernacularEntry } from '../shared/vernacular-rules';
import type { NewScientificNamePayload } from '../swap/api';
import type { SplitNewTaxonPayload, SplitRequest } from './api';

/** Spec 2 §9: two new taxa at the start; a new taxon can be removed only while more than two exist. */
export const INITIAL_NEW_TAXA = 2;
/** Temporary ids count down from the largest safe integer (spec 2 §3, §9). */
export const FIRST_TEMPORARY_ID = Number.MAX_SAFE_INTEGER;

/** A name created in the flow (the modal), not yet saved. */
export interface CreatedName {
  readonly key: number;
  readonly payload: NewScientificNamePayload;
  /** The name as shown (the typed text, with the parent's pre-name when one was chosen). */
  readonly display: string;
  readonly rank: string;
  /** The parent chosen in the modal, kept for editing. */
  readonly parent?: TaxonChoice | null;
}

/** A name of the split: an existing one (by its id) or one created in the flow (temporary id). */
export interface SplitName {
  readonly key: number;
  readonly isNew: boolean;
  readonly display: string;
  readonly author: string;
  readonly rank: string;
  readonly html?: string;
  readonly existing?: ScientificNameView;
}

/** One new taxon being built (spec 2 §3 "New taxon in split"). */
export interface NewTaxonDraft {
  readonly key: number;
  /** Names placed here, in the order they were placed. */
  readonly nameKeys: readonly number[];
  readonly existsInNorway: boolean | null;
}

export interface SplitState {
  readonly oldTaxon: TaxonNameInfo;
  readonly taxa: readonly NewTaxonDraft[];
  readonly created: readonly CreatedName[];
  /** Taxonomic status per name key (names not yet given one default by their place). */
  readonly statuses: Readonly<Record<number, TaxonomicStatus>>;
  /** Vernacular names by entry key: which new taxon each is placed in (step 4; names added in step 5 too). */
  readonly vernacularPlacement: Readonly<Record<string, number>>;
  /** Vernacular entries edited or added in step 5 (old ones keep their entry key). */
  readonly vernacular: readonly VernacularEntry[];
  readonly nextTemporaryId: number;
  readonly remark: string;
}

export const initialSplit = (oldTaxon: TaxonNameInfo): SplitState => {
  let next = FIRST_TEMPORARY_ID;
  const taxa: NewTaxonDraft[] = [];
  for (let i = 0; i < INITIAL_NEW_TAXA; i++) taxa.push({ key: next--, nameKeys: [], existsInNorway: oldTaxon.existsInNorway ?? null });
  return { oldTaxon, taxa, created: [], statuses: {}, vernacularPlacement: {}, vernacular: [], nextTemporaryId: next, remark: '' };
};

/** Every name of the split: the old taxon's names, then the names created in the flow. */
export const allNames = (state: SplitState): SplitName[] => [
  ...state.oldTaxon.scientificNames.map((n) => ({
    key: n.id,
    isNew: false,
    display: n.scientificNamePresentation || n.scientificName,
    author: n.scientificNameAuthorship,
    rank: n.taxonRank,
    html: n.scientificNamePresentationHtml,
    existing: n,
  })),
  ...state.created.map((c) => ({ key: c.key, isNew: true, display: c.display, author: c.payload.author ?? '', rank: c.rank })),
];

export const nameByKey = (state: SplitState, key: number): SplitName | undefined => allNames(state).find((n) => n.key === key);

export const taxonOfName = (state: SplitState, key: number): NewTaxonDraft | undefined => state.taxa.find((t) => t.nameKeys.includes(key));

/** Old names not yet placed in a new taxon (names created in the flow are always placed). */
export const unplacedNames = (state: SplitState): SplitName[] => allNames(state).filter((n) => !n.isNew && !taxonOfName(state, n.key));

export const placedCount = (state: SplitState): number => state.taxa.reduce((sum, t) => sum + t.nameKeys.length, 0);

// ---- step 2: names into new taxa ----

export const addTaxon = (state: SplitState): SplitState => ({
  ...state,
  taxa: [...state.taxa, { key: state.nextTemporaryId, nameKeys: [], existsInNorway: state.oldTaxon.existsInNorway ?? null }],
  nextTemporaryId: state.nextTemporaryId - 1,
});

export const canRemoveTaxon = (state: SplitState): boolean => state.taxa.length > INITIAL_NEW_TAXA;

/** Removes a new taxon: its old names become unplaced again, its created names go, its vernacular names are unplaced. */
export const removeTaxon = (state: SplitState, taxonKey: number): SplitState => {
  if (!canRemoveTaxon(state)) return state;
  const taxon = state.taxa.find((t) => t.key === taxonKey);
  if (!taxon) return state;
  const createdKeys = new Set(state.created.map((c) => c.key));
  const placement = Object.fromEntries(Object.entries(state.vernacularPlacement).filter(([, t]) => t !== taxonKey));
  return {
    ...state,
    taxa: state.taxa.filter((t) => t.key !== taxonKey),
    created: state.created.filter((c) => !(taxon.nameKeys.includes(c.key) && createdKeys.has(c.key))),
    vernacularPlacement: placement,
  };
};

/** 'Velg denne': moves a name into a taxon (out of any other). */
export const placeName = (state: SplitState, nameKey: number, taxonKey: number): SplitState => ({
  ...state,
  taxa: state.taxa.map((t) => {
    const without = t.nameKeys.filter((k) => k !== nameKey);
    return t.key === taxonKey ? { ...t, nameKeys: [...without, nameKey] } : { ...t, nameKeys: without };
  }),
});

/** 'Fjern': an old name goes back to the unplaced ones; a created name is deleted. */
export const unplaceName = (state: SplitState, nameKey: number): SplitState => {
  const created = state.created.some((c) => c.key === nameKey);
  const statuses = { ...state.statuses };
  delete statuses[nameKey];
  return {
    ...state,
    taxa: state.taxa.map((t) => ({ ...t, nameKeys: t.nameKeys.filter((k) => k !== nameKey) })),
    created: created ? state.created.filter((c) => c.key !== nameKey) : state.created,
    statuses,
  };
};

/** A name created in the modal joins the taxon it was created for. */
export const addCreatedName = (state: SplitState, taxonKey: number, name: Omit<CreatedName, 'key'>): SplitState => {
  const key = state.nextTemporaryId;
  const withName = { ...state, created: [...state.created, { ...name, key }], nextTemporaryId: key - 1 };
  return { ...placeName(withName, key, taxonKey), statuses: { ...state.statuses, [key]: name.payload.taxonomicStatus } };
};

export const editCreatedName = (state: SplitState, key: number, name: Omit<CreatedName, 'key'>): SplitState => ({
  ...state,
  created: state.created.map((c) => (c.key === key ? { ...name, key } : c)),
  statuses: { ...state.statuses, [key]: name.payload.taxonomicStatus },
});

// ---- step 3: statuses ----

/** The status a placed name has: the one chosen, else its own (an old main name stays main only in its first taxon). */
export const statusOf = (state: SplitState, key: number): TaxonomicStatus => {
  const chosen = state.statuses[key];
  if (chosen) return chosen;
  const name = nameByKey(state, key);
  return name?.existing?.taxonomicStatus ?? 'Synonym';
};

export const setStatus = (state: SplitState, key: number, taxonomicStatus: TaxonomicStatus): SplitState => ({
  ...state,
  statuses: { ...state.statuses, [key]: taxonomicStatus },
});

/**
 * Makes a name the main (active) name of its taxon: it becomes accepted (or stays unresolved), the other main names of
 * that taxon become synonyms.
 */
export const setMainName = (state: SplitState, key: number, mainStatus: 'Accepted' | 'Unresolved' = 'Accepted'): SplitState => {
  const taxon = taxonOfName(state, key);
  if (!taxon) return state;
  const statuses = { ...state.statuses, [key]: mainStatus };
  for (const other of taxon.nameKeys) if (other !== key && isMainStatus(statusOf(state, other))) statuses[other] = 'Synonym';
  return { ...state, statuses };
};

export const mainNamesOf = (state: SplitState, taxon: NewTaxonDraft): number[] => taxon.nameKeys.filter((k) => isMainStatus(statusOf(state, k)));

export const NO_MAIN_NAME = 'Må ha enten ett gyldig eller uavklart navn.';
export const MORE_THAN_ONE_MAIN_NAME = 'Kan ikke ha mer enn ett gyldig eller uavklart navn.';

/** The per-taxon status rule (spec 1 §5, spec 2 §5): exactly one accepted-or-unresolved name. */
export const taxonStatusError = (state: SplitState, taxon: NewTaxonDraft): string | undefined => {
  const main = mainNamesOf(state, taxon);
  if (main.length === 0) return NO_MAIN_NAME;
  if (main.length > 1) return MORE_THAN_ONE_MAIN_NAME;
  return undefined;
};

/** Exists in Norway is asked for a taxon whose main name is of species rank or below. */
export const asksExistsInNorway = (state: SplitState, taxon: NewTaxonDraft): boolean => {
  const main = mainNamesOf(state, taxon);
  if (main.length !== 1) return false;
  const name = nameByKey(state, main[0]!);
  return name !== undefined && isSpeciesOrBelow(name.rank);
};

export const setExistsInNorway = (state: SplitState, taxonKey: number, value: boolean | null): SplitState => ({
  ...state,
  taxa: state.taxa.map((t) => (t.key === taxonKey ? { ...t, existsInNorway: value } : t)),
});

// ---- steps 4 and 5: vernacular names ----

/** The old taxon's vernacular names as editor entries (keys "navn-{id}"). */
export const oldVernacularEntries = (state: SplitState): VernacularEntry[] => entriesFromNames(state.oldTaxon.vernacularNames);

/** Step 4: places an old vernacular name (by entry key) in a new taxon. */
export const placeVernacular = (state: SplitState, entryKey: string, taxonKey: number): SplitState => ({
  ...state,
  vernacularPlacement: { ...state.vernacularPlacement, [entryKey]: taxonKey },
});

export const placedVernacularCount = (state: SplitState): number =>
  oldVernacularEntries(state).filter((v) => state.taxa.some((t) => t.key === state.vernacularPlacement[v.key])).length;

/** Step 5: one new taxon's vernacular names: the old ones placed there (as edited), then the added ones. */
export const vernacularOf = (state: SplitState, taxon: NewTaxonDraft): VernacularEntry[] => {
  const edited = new Map(state.vernacular.map((v) => [v.key, v]));
  const old = oldVernacularEntries(state)
    .filter((v) => state.vernacularPlacement[v.key] === taxon.key)
    .map((v) => edited.get(v.key) ?? v);
  return normalizeEntries([...old, ...state.vernacular.filter((v) => !v.original && state.vernacularPlacement[v.key] === taxon.key)]);
};

/** Step 5: replaces a taxon's list with the editor's (old entries keep their keys; new ones are placed here). */
export const setVernacularOf = (state: SplitState, taxonKey: number, list: readonly VernacularEntry[]): SplitState => {
  const taxon = state.taxa.find((t) => t.key === taxonKey);
  if (!taxon) return state;
  const keys = new Set(list.map((v) => v.key));
  const current = new Set(vernacularOf(state, taxon).map((v) => v.key));
  const placement: Record<string, number> = { ...state.vernacularPlacement };
  for (const v of list) placement[v.key] = taxonKey;
  for (const key of current) if (!keys.has(key)) delete placement[key];
  const others = state.vernacular.filter((v) => !keys.has(v.key) && !current.has(v.key));
  return { ...state, vernacular: [...others, ...list], vernacularPlacement: placement };
};

// ---- gating (spec 2 §4.4) ----

export interface SplitSteps {
  /** Step 2 unlocks once at least one new taxon exists. */
  readonly names: boolean;
  /** Step 3: no unplaced names, every new taxon has a name, and no name lost. */
  readonly statuses: boolean;
  /** Step 4 follows step 3. */
  readonly distribute: boolean;
  /** Step 5: every old vernacular name is placed. */
  readonly vernacular: boolean;
  readonly remark: boolean;
}

export const splitSteps = (state: SplitState | undefined): SplitSteps => {
  if (!state) return { names: false, statuses: false, distribute: false, vernacular: false, remark: false };
  const names = state.taxa.length >= 1;
  const statuses =
    names &&
    unplacedNames(state).length === 0 &&
    state.taxa.every((t) => t.nameKeys.length > 0) &&
    placedCount(state) >= state.oldTaxon.scientificNames.length;
  const distribute = statuses;
  const vernacular = distribute && placedVernacularCount(state) === state.oldTaxon.vernacularNames.length;
  return { names, statuses, distribute, vernacular, remark: vernacular };
};

/** Where in the form a problem of the split is: the step it is fixed in. */
export type SplitProblemStep = 'names' | 'distribute' | 'statuses' | 'vernacular';

/** Everything that keeps the form from being sent, each with the step it is fixed in (empty: valid). */
export const splitProblemList = (state: SplitState): { readonly text: string; readonly step: SplitProblemStep }[] => {
  const problems: { text: string; step: SplitProblemStep }[] = [];
  const steps = splitSteps(state);
  if (!steps.statuses) problems.push({ text: 'Alle navn må plasseres, og hvert nye takson må ha minst ett navn.', step: 'names' });
  if (!steps.vernacular) problems.push({ text: 'Alle populærnavn må fordeles på de nye taksonene.', step: 'distribute' });
  state.taxa.forEach((t, i) => {
    const error = taxonStatusError(state, t);
    if (error) problems.push({ text: `Takson ${i + 1}: ${error}`, step: 'statuses' });
    const vernacular = vernacularProblems(vernacularOf(state, t));
    for (const [language, texts] of Object.entries(vernacular.byLanguage))
      for (const text of texts ?? []) problems.push({ text: `Takson ${i + 1} (${language}): ${text}`, step: 'vernacular' });
    for (const text of new Set(Object.values(vernacular.byKey))) problems.push({ text: `Takson ${i + 1}: ${text}`, step: 'vernacular' });
  });
  return problems;
};

/** Everything that keeps the form from being sent, as texts (empty: valid). */
export const splitProblems = (state: SplitState): string[] => splitProblemList(state).map((p) => p.text);

/** Nomenclatural statuses and attributes per name key, from the status sub-forms (left out: kept). */
export type NomenclaturalOf = (
  key: number,
) => { nomenclaturalStatus?: readonly NomenclaturalStatus[]; attributes?: readonly NameAttribute[] } | undefined;

/** The Split request for a valid state. */
export const splitRequest = (state: SplitState, nomenclatural: NomenclaturalOf = () => undefined): SplitRequest => ({
  oldTaxonId: state.oldTaxon.taxonId,
  newTaxons: state.taxa.map((taxon): SplitNewTaxonPayload => {
    const scientificNames: NameStatusPayload[] = [];
    const newScientificNames: NewScientificNamePayload[] = [];
    for (const key of taxon.nameKeys) {
      const created = state.created.find((c) => c.key === key);
      const status = statusOf(state, key);
      const extra = sentStatusFields(nomenclatural(key));
      if (created) newScientificNames.push({ ...created.payload, taxonomicStatus: status, ...extra });
      else scientificNames.push({ nameId: key, taxonomicStatus: status, ...extra });
    }
    const asks = asksExistsInNorway(state, taxon);
    return {
      ...(scientificNames.length ? { scientificNames } : {}),
      ...(newScientificNames.length ? { newScientificNames } : {}),
      vernacularNames: vernacularPayload(vernacularOf(state, taxon)),
      ...(asks && taxon.existsInNorway !== null ? { existsInNorway: taxon.existsInNorway } : {}),
    };
  }),
  ...(state.remark.trim() ? { remark: state.remark.trim() } : {}),
});
