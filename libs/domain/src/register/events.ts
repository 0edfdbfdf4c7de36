import type { ChangeType } from '../taxonomy/statuses.js';
import type { OperationMetadata } from './metadata.js';
import type { ScientificNameId, ScientificNameRecord, Successor, TaxonId, TaxonRecord } from './records.js';

type Msg<T extends string, D> = Readonly<{ type: T; data: D; metadata: OperationMetadata }>;

/** A record before and after an operation: null before means created, null after means removed. */
export interface RecordChange<R> {
  readonly before: R | null;
  readonly after: R | null;
}

/**
 * The state changes an event makes, as before and after images of every touched record. `evolve` applies only
 * these, so every event type is applied the same way; downstream services read them to see exactly what
 * changed (including old -> new mappings of names and taxa through `successors`).
 */
export interface Effects {
  readonly names: readonly RecordChange<ScientificNameRecord>[];
  readonly taxa: readonly RecordChange<TaxonRecord>[];
  readonly successors?: readonly Successor[];
}

/** One item of a history entry's before/after lists. */
export interface HistoryItem {
  readonly taxonId?: TaxonId;
  readonly scientificNameId?: ScientificNameId;
  readonly scientificName?: string;
  readonly vernacularName?: string;
  readonly parentScientificName?: string;
  readonly taxonomicStatus?: string;
  readonly [key: string]: unknown;
}

/** What an operation meant for one scientific name, as shown in that name's history. */
export interface HistoryEntry {
  readonly scientificNameId: ScientificNameId;
  readonly changeType: ChangeType;
  readonly dataBefore: readonly HistoryItem[];
  readonly dataAfter: readonly HistoryItem[];
}

interface WithEffects {
  readonly effects: Effects;
  /** History entries per touched name; for imports the projection derives them from the effects. */
  readonly history?: readonly HistoryEntry[];
}

export type TaxaImported = Msg<'TaxaImported', WithEffects & { importId: string; source: string; batch: number }>;
export type TaxonAdded = Msg<'TaxonAdded', WithEffects & { taxonId: TaxonId; scientificNameId: ScientificNameId; parentTaxonId: TaxonId }>;
export type ScientificNameAdded = Msg<'ScientificNameAdded', WithEffects & { taxonId: TaxonId; scientificNameId: ScientificNameId }>;
export type ScientificNameEdited = Msg<'ScientificNameEdited', WithEffects & { scientificNameId: ScientificNameId; taxonId: TaxonId }>;
export type VernacularNamesUpdated = Msg<'VernacularNamesUpdated', WithEffects & { taxonId: TaxonId; scientificNameId: ScientificNameId }>;
/** Merge: the taxon of the chosen main name survives; the other taxa are archived (successor reason 'Merged'). */
export type TaxaMerged = Msg<
  'TaxaMerged',
  WithEffects & { resultTaxonId: TaxonId; mergedTaxonIds: TaxonId[]; mainScientificNameId: ScientificNameId; scientificNameIds: ScientificNameId[] }
>;
/** Rearrange: a taxon's main name and name statuses change; a changed main name (or keepTaxonId false) gives a new taxon id. */
export type TaxonNamesRearranged = Msg<
  'TaxonNamesRearranged',
  WithEffects & { oldTaxonId: TaxonId; resultTaxonId: TaxonId; mainScientificNameId: ScientificNameId; keepTaxonId: boolean }
>;
/**
 * Swap: as a rearrange, with new names created for the taxon (`newScientificNameIds`); or swap taxon: one synonym
 * moves from `oldTaxonId` to `targetTaxonId` (`movedScientificNameId`).
 */
export type TaxonSwapped = Msg<
  'TaxonSwapped',
  WithEffects & {
    oldTaxonId: TaxonId;
    resultTaxonId: TaxonId;
    mainScientificNameId: ScientificNameId;
    keepTaxonId?: boolean;
    newScientificNameIds?: ScientificNameId[];
    targetTaxonId?: TaxonId;
    movedScientificNameId?: ScientificNameId;
  }
>;
/**
 * Split: the taxon is archived (successor reason 'Split') and its names spread over new taxa. `fallbackTaxonId` is the
 * nearest common accepted ancestor of the new taxa: downstream services file records they cannot assign there.
 */
export type TaxonSplit = Msg<
  'TaxonSplit',
  WithEffects & { oldTaxonId: TaxonId; newTaxonIds: TaxonId[]; mainScientificNameIds: ScientificNameId[]; fallbackTaxonId: TaxonId | null }
>;
/**
 * Transfer: the taxon moves with its subtree. Below genus a move into another genus (or species) gives new
 * combinations: each renamed taxon keeps its id, its old main name becomes a synonym, and `newCombinations` maps
 * old to new name ids. `scientificNameId` is the moved taxon's main name after the move.
 */
export type SubtreeTransferred = Msg<
  'SubtreeTransferred',
  WithEffects & {
    taxonId: TaxonId;
    scientificNameId: ScientificNameId;
    oldParentTaxonId: TaxonId;
    newParentTaxonId: TaxonId;
    newCombinations?: { oldScientificNameId: ScientificNameId; newScientificNameId: ScientificNameId }[];
  }
>;
/**
 * An administrator's decision to delete a name without an answer from every downstream service asked whether it uses
 * the name (spec 2 §4.6): the written reason and the services that did not answer. Recorded in the event.
 */
export interface UsageOverride {
  readonly reason: string;
  readonly unanswered: readonly string[];
}

export type ScientificNameDeleted = Msg<
  'ScientificNameDeleted',
  WithEffects & { scientificNameId: ScientificNameId; taxonDeleted: boolean; usageOverride?: UsageOverride }
>;

/** Vernacular names added to many taxa by a spreadsheet import; `effects` holds each touched taxon before and after. */
export type VernacularNamesImported = Msg<'VernacularNamesImported', WithEffects & { importId: string; source: string; batch: number }>;

export type RegisterEvent =
  | VernacularNamesImported
  | TaxaImported
  | TaxonAdded
  | ScientificNameAdded
  | ScientificNameEdited
  | VernacularNamesUpdated
  | TaxaMerged
  | TaxonNamesRearranged
  | TaxonSwapped
  | TaxonSplit
  | SubtreeTransferred
  | ScientificNameDeleted;

export type RegisterEventType = RegisterEvent['type'];

/** Schema version of each event type's data; bump when a type's shape changes and add an upcaster. */
export const REGISTER_EVENT_SCHEMA_VERSION = 1;

export const REGISTER_STREAM = 'register';
