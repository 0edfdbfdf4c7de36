import type { NameAttribute, NomenclaturalStatus, TaxonomicStatus } from '@navnebase/domain';
import { sentStatusFields } from '../shared/operation-client';
import type { ScientificNameView, TaxonNameInfo } from '../../api/types';
import { isSpeciesOrBelow } from '../../domain/ranks';
import { isMainStatus } from '../../domain/statuses';
import { entriesFromNames, normalizeEntries, type VernacularEntry } from '../shared/vernacular-rules';
import type { NameStatusPayload, SynonymizeRequest, VernacularNamePayload } from './api';

export const NEEDS_TWO_TAXA = 'Du må ha minst to takson for å slå noe sammen.';
export const CURRENT_NAME_MISSING = 'Kunne ikke finne gjeldende navn til taxonet';
export const CHOOSE_MAIN_NAME = 'Velg hvilket navn som skal bli gjeldende.';
export const NO_MAIN_NAME = 'Må ha enten ett gyldig eller uavklart navn.';
export const MORE_THAN_ONE_MAIN_NAME = 'Kan ikke ha mer enn ett gyldig eller uavklart navn.';
export const HAS_CHILDREN_HINT =
  'Et takson med undertaksa kan ikke slås inn i et annet takson. Velg et navn i dette taksonet som gjeldende, eller flytt undertaksaene først.';

export interface MergeState {
  /** The chosen taxa, in the order they were chosen. */
  readonly taxa: readonly TaxonNameInfo[];
  /** The name chosen to become the current name of the merged taxon. */
  readonly mainNameId?: number;
  /** Taxonomic status per name id, for names the user (or the main-name choice) changed. */
  readonly statuses: Readonly<Record<number, TaxonomicStatus>>;
  readonly existsInNorway: boolean | null;
  readonly remark: string;
}

export const initialMerge = (): MergeState => ({ taxa: [], statuses: {}, existsInNorway: null, remark: '' });

export const hasCurrentName = (taxon: TaxonNameInfo): boolean => taxon.scientificNames.some((n) => isMainStatus(n.taxonomicStatus));

export const addTaxon = (state: MergeState, taxon: TaxonNameInfo): MergeState =>
  state.taxa.some((t) => t.taxonId === taxon.taxonId) ? state : { ...state, taxa: [...state.taxa, taxon] };

export const removeTaxon = (state: MergeState, taxonId: number): MergeState => {
  const taxon = state.taxa.find((t) => t.taxonId === taxonId);
  if (!taxon) return state;
  const ids = new Set(taxon.scientificNames.map((n) => n.id));
  const statuses = Object.fromEntries(Object.entries(state.statuses).filter(([id]) => !ids.has(Number(id))));
  return {
    ...state,
    taxa: state.taxa.filter((t) => t.taxonId !== taxonId),
    statuses,
    mainNameId: state.mainNameId !== undefined && ids.has(state.mainNameId) ? undefined : state.mainNameId,
  };
};

export interface MergeName {
  readonly name: ScientificNameView;
  readonly taxon: TaxonNameInfo;
}

export const allNames = (state: MergeState): MergeName[] => state.taxa.flatMap((taxon) => taxon.scientificNames.map((name) => ({ name, taxon })));

export const statusOf = (state: MergeState, nameId: number): TaxonomicStatus =>
  state.statuses[nameId] ?? allNames(state).find((n) => n.name.id === nameId)?.name.taxonomicStatus ?? 'Synonym';

/**
 * Chooses the current name of the merged taxon: it becomes accepted (an unresolved name stays unresolved), every
 * other accepted or unresolved name becomes a synonym; names that are synonyms or not in use keep their status.
 */
export const chooseMainName = (state: MergeState, nameId: number): MergeState => {
  const names = allNames(state);
  const chosen = names.find((n) => n.name.id === nameId);
  if (!chosen) return state;
  const statuses: Record<number, TaxonomicStatus> = {
    ...state.statuses,
    [nameId]: chosen.name.taxonomicStatus === 'Unresolved' ? 'Unresolved' : 'Accepted',
  };
  for (const { name } of names) if (name.id !== nameId && isMainStatus(statusOf(state, name.id))) statuses[name.id] = 'Synonym';
  return { ...state, mainNameId: nameId, statuses };
};

/** Sets one name's status; making a name accepted or unresolved makes it the chosen current name. */
export const setStatus = (state: MergeState, nameId: number, status: TaxonomicStatus): MergeState => {
  if (isMainStatus(status)) {
    const chosen = chooseMainName(state, nameId);
    return { ...chosen, statuses: { ...chosen.statuses, [nameId]: status } };
  }
  return { ...state, statuses: { ...state.statuses, [nameId]: status }, mainNameId: state.mainNameId === nameId ? undefined : state.mainNameId };
};

export const mainNames = (state: MergeState): number[] =>
  allNames(state)
    .filter((n) => isMainStatus(statusOf(state, n.name.id)))
    .map((n) => n.name.id);

/** The taxon that survives: the one holding the chosen current name. */
export const survivor = (state: MergeState): TaxonNameInfo | undefined => allNames(state).find((n) => n.name.id === state.mainNameId)?.taxon;

/** Merged (non-surviving) taxa with children: the server refuses them. */
export const mergedWithChildren = (state: MergeState): TaxonNameInfo[] => {
  const kept = survivor(state);
  return state.taxa.filter((t) => t.taxonId !== kept?.taxonId && (t.childCount ?? 0) > 0);
};

/** Exists in Norway is asked when a chosen taxon has a name of species rank or below (spec 2 §2.2, §5). */
export const asksExistsInNorway = (state: MergeState): boolean => allNames(state).some((n) => isSpeciesOrBelow(n.name.taxonRank));

/** The exists-in-Norway answer shown and sent: the user's, else true when any merged taxon exists in Norway (as the server decides). */
export const existsInNorwayOf = (state: MergeState): boolean =>
  state.existsInNorway ?? (state.taxa.some((t) => t.existsInNorway === true) ? true : (survivor(state)?.existsInNorway ?? true));

/** Step gating (spec 2 §4.2). */
export interface MergeSteps {
  /** Statuses: at least two taxa, each with a current name, and the current name chosen. */
  readonly statuses: boolean;
  /** Everything after: exactly one current name among all names. */
  readonly rest: boolean;
}

export const mergeSteps = (state: MergeState): MergeSteps => {
  const statuses = state.taxa.length >= 2 && state.taxa.every(hasCurrentName) && state.mainNameId !== undefined;
  return { statuses, rest: statuses && mainNames(state).length === 1 };
};

/** The taxa step's and the status step's problems, as the spec words them. */
export const mergeErrors = (state: MergeState): { taxa?: string; main?: string; statuses?: string } => {
  const taxa = state.taxa.length < 2 ? NEEDS_TWO_TAXA : !state.taxa.every(hasCurrentName) ? CURRENT_NAME_MISSING : undefined;
  const main = state.mainNameId === undefined ? CHOOSE_MAIN_NAME : undefined;
  const count = mainNames(state).length;
  const statuses = count === 0 ? NO_MAIN_NAME : count > 1 ? MORE_THAN_ONE_MAIN_NAME : undefined;
  return { ...(taxa ? { taxa } : {}), ...(main ? { main } : {}), ...(statuses ? { statuses } : {}) };
};

/**
 * The merged taxon's vernacular names to start from: the surviving taxon's first, then the others' names that are
 * not already there; each language keeps one recommended name (the survivor's, or else the first met).
 */
export const joinedVernacular = (state: MergeState): VernacularEntry[] => {
  const kept = survivor(state);
  const ordered = kept ? [kept, ...state.taxa.filter((t) => t.taxonId !== kept.taxonId)] : [...state.taxa];
  const seen = new Set<string>();
  const recommended = new Set<string>();
  const entries: VernacularEntry[] = [];
  for (const entry of ordered.flatMap((t) => entriesFromNames(t.vernacularNames))) {
    const key = `${entry.languageIsoCode}:${entry.vernacularName.trim().toLocaleLowerCase('nb')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const recommend = entry.recommended && !recommended.has(entry.languageIsoCode);
    if (recommend) recommended.add(entry.languageIsoCode);
    const values = { ...entry, recommended: recommend };
    entries.push(recommend === entry.recommended ? values : { ...values, operation: 'modified' });
  }
  return normalizeEntries(entries);
};

export type NomenclaturalOf = (
  nameId: number,
) => { nomenclaturalStatus?: readonly NomenclaturalStatus[]; attributes?: readonly NameAttribute[] } | undefined;

/** The Synonymize request: every name of every chosen taxon with its status, the vernacular list, exists in Norway. */
export const mergeRequest = (
  state: MergeState,
  vernacularNames: readonly VernacularNamePayload[],
  nomenclatural: NomenclaturalOf = () => undefined,
): SynonymizeRequest => {
  const scientificNames: NameStatusPayload[] = allNames(state).map(({ name }) => ({
    nameId: name.id,
    taxonomicStatus: statusOf(state, name.id),
    ...sentStatusFields(nomenclatural(name.id)),
  }));
  const main = allNames(state).find((n) => n.name.id === state.mainNameId)?.name;
  const asks = main !== undefined && isSpeciesOrBelow(main.taxonRank);
  return {
    scientificNames,
    vernacularNames: [...vernacularNames],
    ...(asks ? { existsInNorway: existsInNorwayOf(state) } : {}),
    ...(state.remark.trim() ? { remark: state.remark.trim() } : {}),
  };
};
