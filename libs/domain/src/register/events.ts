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
export type ScientificNameEdited = Msg<'ScientificNameEdited', WithEffects & { scientificNameId: ScientificNameId }>;
export type VernacularNamesUpdated = Msg<'VernacularNamesUpdated', WithEffects & { taxonId: TaxonId }>;
export type TaxaMerged = Msg<'TaxaMerged', WithEffects & { resultTaxonId: TaxonId; mergedTaxonIds: TaxonId[]; mainScientificNameId: ScientificNameId }>;
export type TaxonNamesRearranged = Msg<'TaxonNamesRearranged', WithEffects & { oldTaxonId: TaxonId; resultTaxonId: TaxonId; mainScientificNameId: ScientificNameId; keepTaxonId: boolean }>;
export type TaxonSwapped = Msg<'TaxonSwapped', WithEffects & { oldTaxonId: TaxonId; resultTaxonId: TaxonId; mainScientificNameId: ScientificNameId; targetTaxonId?: TaxonId }>;
export type TaxonSplit = Msg<'TaxonSplit', WithEffects & { oldTaxonId: TaxonId; newTaxonIds: TaxonId[]; fallbackTaxonId: TaxonId | null }>;
export type SubtreeTransferred = Msg<'SubtreeTransferred', WithEffects & { taxonId: TaxonId; oldParentTaxonId: TaxonId; newParentTaxonId: TaxonId; newCombinations?: { oldScientificNameId: ScientificNameId; newScientificNameId: ScientificNameId }[] }>;
export type ScientificNameDeleted = Msg<'ScientificNameDeleted', WithEffects & { scientificNameId: ScientificNameId; taxonDeleted: boolean }>;

export type RegisterEvent =
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
