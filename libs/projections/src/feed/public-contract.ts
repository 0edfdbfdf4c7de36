/**
 * The public change feed's contract, version 1. Downstream services (maps, observation systems) read these shapes;
 * the internal register events may change, this contract may not without a new version. Each feed item is a
 * CloudEvents 1.0 event whose `type` is one of `FEED_EVENT_TYPES` and whose `data` is a `FeedEventData`.
 *
 * Every item carries the same generic part (records to upsert, ids to drop), so a subscriber can keep a copy by
 * applying items blindly; the type-specific fields say what the operation meant (fields before and after, old to
 * new mappings of merges, splits and new combinations).
 */

export const FEED_CONTRACT_VERSION = 'v1';
const PREFIX = 'no.navnebase.register.v1.';

/** The kinds of change, and their CloudEvents `type`. */
export const FEED_KINDS = [
  'name.created',
  'name.changed',
  'name.status-changed',
  'name.moved',
  'taxa.merged',
  'taxon.split',
  'name.deleted',
  'vernacular-names.changed',
  'import.batch',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const cloudEventType = (kind: FeedKind): string => `${PREFIX}${kind}`;
export const FEED_EVENT_TYPES = FEED_KINDS.map(cloudEventType);
/** The kind of a CloudEvents type (or of a kind given as is); undefined for anything else. */
export const kindOfType = (type: string): FeedKind | undefined => {
  const kind = type.startsWith(PREFIX) ? type.slice(PREFIX.length) : type;
  return (FEED_KINDS as readonly string[]).includes(kind) ? (kind as FeedKind) : undefined;
};

/** A usable scientific name (accepted, unresolved or synonym). Names not in use are never delivered as records. */
export interface PublicName {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly scientificName: string;
  readonly author: string;
  readonly rank: string;
  readonly taxonomicStatus: 'Accepted' | 'Unresolved' | 'Synonym';
  readonly nomenclaturalStatuses: readonly string[];
}

export interface PublicVernacularName {
  readonly vernacularName: string;
  readonly language: string;
  readonly status: string;
}

/** A taxon: its place in the tree and its vernacular names. Its names point to it by `taxonId`. */
export interface PublicTaxon {
  readonly taxonId: number;
  readonly parentTaxonId: number | null;
  readonly existsInNorway: boolean | null;
  readonly vernacularNames: readonly PublicVernacularName[];
}

/** What became of an id that no longer exists. */
export interface PublicSuccessor {
  readonly kind: 'taxon' | 'name';
  readonly id: number;
  readonly reason: 'Deleted' | 'Merged' | 'Split' | 'Replaced';
  readonly successorIds: readonly number[];
}

export interface FieldChange {
  readonly scientificNameId: number;
  readonly fields: Readonly<Record<string, { readonly before: unknown; readonly after: unknown }>>;
}

export interface FeedEventData {
  /** The operation's remark, as written by the editor. */
  readonly remark: string;
  /** Shared by every event one operation (or one import run) produced. */
  readonly correlationId: string;
  /** Names to insert or replace. */
  readonly names: readonly PublicName[];
  /** Taxa to insert or replace. */
  readonly taxa: readonly PublicTaxon[];
  /** Names that became *not in use*: drop them. */
  readonly withdrawn: readonly number[];
  /** Names deleted (their successors are in `successors`). */
  readonly removedNames: readonly number[];
  /** Taxa that no longer exist (merged, split, deleted). */
  readonly removedTaxa: readonly number[];
  readonly successors: readonly PublicSuccessor[];
  /** Seen through a subtree only: taxa (with everything below them) and names that moved out of it. */
  readonly left?: { readonly taxa: readonly number[]; readonly names: readonly number[] };
  /** Seen through a subtree only: what moved into it, whole (the moved taxa's descendants and their names). */
  readonly entered?: { readonly taxa: readonly PublicTaxon[]; readonly names: readonly PublicName[] };
  /** name.changed, name.status-changed: the fields that changed, before and after. */
  readonly changes?: readonly FieldChange[];
  /** name.moved: each moved taxon's old and new parent. */
  readonly moves?: readonly { readonly taxonId: number; readonly fromParentTaxonId: number | null; readonly toParentTaxonId: number | null }[];
  /** name.moved: names replaced by new combinations. */
  readonly newCombinations?: readonly { readonly oldScientificNameId: number; readonly newScientificNameId: number }[];
  /** taxa.merged: each old taxon and the surviving one (the names' new statuses are in `names`). */
  readonly merges?: readonly { readonly fromTaxonId: number; readonly toTaxonId: number }[];
  /** taxon.split: the old taxon, the new ones (name by name in `names`) and where unassignable records go. */
  readonly split?: { readonly fromTaxonId: number; readonly toTaxonIds: readonly number[]; readonly fallbackTaxonId: number | null };
  /** import.batch: the import run and the batch's number within it. */
  readonly import?: { readonly importId: string; readonly source: string; readonly batch: number };
}

/** One snapshot line (NDJSON): the first states the cursor, then records, then an end line with the count. */
export type SnapshotLine =
  | { readonly kind: 'cursor'; readonly cursor: string; readonly subtree: number | null; readonly contract: string }
  | { readonly kind: 'taxon'; readonly taxon: PublicTaxon }
  | { readonly kind: 'name'; readonly name: PublicName }
  | { readonly kind: 'successor'; readonly successor: PublicSuccessor }
  | { readonly kind: 'end'; readonly cursor: string; readonly records: number };
