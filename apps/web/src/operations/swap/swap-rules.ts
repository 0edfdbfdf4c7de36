import type { NameAttribute, NomenclaturalStatus, TaxonomicStatus } from '@navnebase/domain';
import { sentStatusFields } from '../shared/operation-client';
import type { TaxonNameInfo } from '../../api/types';
import { isSpeciesOrBelow, rankOrder } from '../../domain/ranks';
import { isMainStatus } from '../../domain/statuses';
import type { NameStatusPayload, VernacularNamePayload } from '../merge/api';
import type { TaxonChoice } from '../shared';
import type { NewScientificNamePayload, SwapRequest } from './api';

/** Swap form modes (spec 2 §2.3): swap creates new names in the modal; rearrange only reprioritises. */
export type SwapMode = 'swap' | 'rearrange';

export const NO_CHANGE_TEXT = 'Ingen endring i omprioritering eller taksonomisk status';
export const CANNOT_CHANGE_STATUS = 'Kan ikke endre status';

/** A name created in the swap modal (temporary id counting down from the largest safe integer). */
export interface SwapCreatedName {
  readonly key: number;
  readonly payload: NewScientificNamePayload;
  readonly display: string;
  readonly rank: string;
  /** The parent chosen in the modal, kept for editing. */
  readonly parent?: TaxonChoice | null;
}

export type KeepTaxonIdChoice = 'keep' | 'new';

export interface SwapState {
  readonly taxon: TaxonNameInfo;
  /** Taxonomic status per name key, only for names the user changed. */
  readonly statuses: Readonly<Record<number, TaxonomicStatus>>;
  readonly created: readonly SwapCreatedName[];
  readonly existsInNorway: boolean | null;
  readonly keepTaxonId?: KeepTaxonIdChoice;
  /** The taxon's full vernacular list when the user edited it; undefined keeps it. */
  readonly vernacularNames?: readonly VernacularNamePayload[];
  readonly vernacularChanged: boolean;
  readonly remark: string;
  readonly nextTemporaryId: number;
}

export const initialSwap = (taxon: TaxonNameInfo): SwapState => ({
  taxon,
  statuses: {},
  created: [],
  existsInNorway: taxon.existsInNorway ?? null,
  vernacularChanged: false,
  remark: '',
  nextTemporaryId: Number.MAX_SAFE_INTEGER,
});

export interface SwapNameRow {
  readonly key: number;
  readonly isNew: boolean;
  readonly display: string;
  readonly html?: string;
  readonly author: string;
  readonly rank: string;
  readonly originalStatus?: TaxonomicStatus;
  readonly attributes: readonly NameAttribute[];
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
}

export const nameRows = (state: SwapState): SwapNameRow[] => [
  ...state.taxon.scientificNames.map((n) => ({
    key: n.id,
    isNew: false,
    display: n.scientificNamePresentation || n.scientificName,
    html: n.scientificNamePresentationHtml,
    author: n.scientificNameAuthorship,
    rank: n.taxonRank,
    originalStatus: n.taxonomicStatus,
    attributes: n.attributes,
    nomenclaturalStatuses: n.nomenclaturalStatuses,
  })),
  ...state.created.map((c) => ({
    key: c.key,
    isNew: true,
    display: c.display,
    author: c.payload.author ?? '',
    rank: c.rank,
    attributes: c.payload.attributes ?? [],
    nomenclaturalStatuses: c.payload.nomenclaturalStatus ?? [],
  })),
];

export const statusOf = (state: SwapState, key: number): TaxonomicStatus => {
  if (state.statuses[key]) return state.statuses[key]!;
  const existing = state.taxon.scientificNames.find((n) => n.id === key);
  if (existing) return existing.taxonomicStatus;
  return state.created.find((c) => c.key === key)?.payload.taxonomicStatus ?? 'Synonym';
};

/**
 * Sets a name's status. Making a name accepted or unresolved turns the taxon's other main name into a synonym,
 * so the list keeps exactly one main name (the user can still change that synonym's status).
 */
export const setStatus = (state: SwapState, key: number, status: TaxonomicStatus): SwapState => {
  const statuses: Record<number, TaxonomicStatus> = { ...state.statuses, [key]: status };
  if (isMainStatus(status)) {
    for (const row of nameRows(state)) if (row.key !== key && isMainStatus(statusOf(state, row.key))) statuses[row.key] = 'Synonym';
  }
  return { ...state, statuses };
};

export const mainNameKeys = (state: SwapState): number[] =>
  nameRows(state)
    .filter((r) => isMainStatus(statusOf(state, r.key)))
    .map((r) => r.key);

/** The 'keep taxon id' step unlocks only with exactly one accepted-or-unresolved name (spec 2 §4.3). */
export const keepTaxonIdOpen = (state: SwapState): boolean => mainNameKeys(state).length === 1;

/** A changed main name always gives the taxon a new id: the choice is locked to "new". */
export const mainNameChanges = (state: SwapState): boolean => {
  const main = mainNameKeys(state);
  return main.length === 1 && main[0] !== state.taxon.mainScientificNameId;
};

export const keepTaxonIdValue = (state: SwapState): KeepTaxonIdChoice | undefined => (mainNameChanges(state) ? 'new' : state.keepTaxonId);

/** 'Finnes i Norge' is asked outside rearrange mode, when a name of the taxon is of species rank or below. */
export const asksExistsInNorway = (state: SwapState, mode: SwapMode): boolean =>
  mode !== 'rearrange' && nameRows(state).some((r) => isSpeciesOrBelow(r.rank));

/** Exists in Norway is sent only when the resulting main name is of species rank or below. */
const mainRank = (state: SwapState): string | undefined => {
  const main = mainNameKeys(state);
  return main.length === 1 ? nameRows(state).find((r) => r.key === main[0])?.rank : undefined;
};

/**
 * The rank rule the server applies to a new main name (it must lie below the parent's rank and above every
 * child's rank): names that cannot become main show the 'cannot change status' text.
 */
export const rankFitsAsMain = (rank: string, parentRank: string | undefined, childRanks: readonly string[]): boolean => {
  const order = rankOrder(rank);
  if (order === undefined) return true;
  const parent = parentRank === undefined ? undefined : rankOrder(parentRank);
  if (parent !== undefined && !(order > parent)) return false;
  return childRanks.every((child) => {
    const c = rankOrder(child);
    return c === undefined || c > order;
  });
};

/** Whether the form changes anything; `formsChanged`: a nomenclatural sub-form was changed. */
export const hasChange = (state: SwapState, formsChanged = false): boolean => {
  const statusChanged = state.taxon.scientificNames.some((n) => statusOf(state, n.id) !== n.taxonomicStatus);
  return (
    statusChanged ||
    formsChanged ||
    state.created.length > 0 ||
    state.vernacularChanged ||
    (state.existsInNorway ?? null) !== (state.taxon.existsInNorway ?? null) ||
    keepTaxonIdValue(state) === 'new'
  );
};

export interface SwapSteps {
  readonly statuses: boolean;
  readonly existsInNorway: boolean;
  readonly keepTaxonId: boolean;
  readonly vernacular: boolean;
  readonly remark: boolean;
  readonly finish: boolean;
}

/** Which steps are open: everything after the taxon needs a chosen taxon; keep-taxon-id needs exactly one main name. */
export const swapSteps = (state: SwapState | undefined): SwapSteps => {
  const chosen = state !== undefined;
  const keep = chosen && keepTaxonIdOpen(state);
  return { statuses: chosen, existsInNorway: chosen, keepTaxonId: keep, vernacular: chosen, remark: chosen, finish: chosen };
};

export const NO_MAIN_NAME = 'Må ha enten ett gyldig eller uavklart navn.';
export const MORE_THAN_ONE_MAIN_NAME = 'Kan ikke ha mer enn ett gyldig eller uavklart navn.';
export const KEEP_TAXON_ID_REQUIRED = 'Du må velge om takson-id skal beholdes.';

/** Field errors after submit: the name list status and the taxon id choice (spec 2 §5 "Swap, rearrange"). */
export const swapErrors = (state: SwapState): { names?: string; keepTaxonId?: string } => {
  const main = mainNameKeys(state).length;
  const names = main === 0 ? NO_MAIN_NAME : main > 1 ? MORE_THAN_ONE_MAIN_NAME : undefined;
  const keepTaxonId = main === 1 && keepTaxonIdValue(state) === undefined ? KEEP_TAXON_ID_REQUIRED : undefined;
  return { ...(names ? { names } : {}), ...(keepTaxonId ? { keepTaxonId } : {}) };
};

export type NomenclaturalOf = (
  key: number,
) => { nomenclaturalStatus?: readonly NomenclaturalStatus[]; attributes?: readonly NameAttribute[] } | undefined;

/** The Swap request: statuses of changed names, new names, the taxon id choice and what else changed. */
export const swapRequest = (state: SwapState, mode: SwapMode, nomenclatural: NomenclaturalOf = () => undefined): SwapRequest => {
  const scientificNames: NameStatusPayload[] = state.taxon.scientificNames
    .filter((n) => statusOf(state, n.id) !== n.taxonomicStatus || nomenclatural(n.id) !== undefined)
    .map((n) => ({ nameId: n.id, taxonomicStatus: statusOf(state, n.id), ...sentStatusFields(nomenclatural(n.id)) }));
  const newScientificNames =
    mode === 'swap'
      ? state.created.map((c) => ({
          ...c.payload,
          taxonomicStatus: statusOf(state, c.key),
          taxonId: state.taxon.taxonId,
          ...sentStatusFields(nomenclatural(c.key)),
        }))
      : [];
  const keep = keepTaxonIdValue(state);
  const rank = mainRank(state);
  return {
    oldTaxonId: state.taxon.taxonId,
    scientificNames,
    ...(newScientificNames.length ? { newScientificNames } : {}),
    ...(state.vernacularChanged && state.vernacularNames ? { vernacularNames: [...state.vernacularNames] } : {}),
    keepTaxonId: mainNameChanges(state) ? false : keep === 'keep',
    ...(mode !== 'rearrange' && rank && isSpeciesOrBelow(rank) && state.existsInNorway !== null ? { existsInNorway: state.existsInNorway } : {}),
    ...(state.remark.trim() ? { remark: state.remark.trim() } : {}),
  };
};
