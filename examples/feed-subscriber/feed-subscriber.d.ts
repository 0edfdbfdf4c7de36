/**
 * A reference subscriber of Navnebase's change feed (contract v1): keeps a local copy of every usable scientific
 * name, every taxon and the successors of removed ids, from a snapshot plus the feed. It has no dependencies and
 * knows nothing of the register's internals: only the public contract (docs/downstream.md).
 *
 * Applying an item is idempotent (items at or before the copy's position are skipped), so a subscriber that crashes
 * between applying an item and saving its cursor, or receives an item twice, ends with the same copy.
 */
export interface Name {
  scientificNameId: number;
  taxonId: number;
  scientificName: string;
  author: string;
  rank: string;
  taxonomicStatus: string;
  nomenclaturalStatuses: readonly string[];
}
export interface Taxon {
  taxonId: number;
  parentTaxonId: number | null;
  existsInNorway: boolean | null;
  vernacularNames: readonly {
    vernacularName: string;
    language: string;
    status: string;
  }[];
}
export interface Successor {
  kind: 'taxon' | 'name';
  id: number;
  reason: string;
  successorIds: readonly number[];
}
/** The generic part of every feed item's `data` (see the contract for the type-specific fields). */
export interface FeedData {
  names: Name[];
  taxa: Taxon[];
  withdrawn: number[];
  removedNames: number[];
  removedTaxa: number[];
  successors: Successor[];
  left?: {
    taxa: number[];
    names: number[];
  };
  entered?: {
    taxa: Taxon[];
    names: Name[];
  };
}
export interface FeedEvent {
  id: string;
  type: string;
  time: string;
  subject?: string;
  position: string;
  data: FeedData;
}
export type SnapshotLine =
  | {
      kind: 'cursor';
      cursor: string;
    }
  | {
      kind: 'taxon';
      taxon: Taxon;
    }
  | {
      kind: 'name';
      name: Name;
    }
  | {
      kind: 'successor';
      successor: Successor;
    }
  | {
      kind: 'end';
      cursor: string;
      records: number;
    };
export interface Copy {
  names: Map<number, Name>;
  taxa: Map<number, Taxon>;
  successors: Map<string, Successor>;
  /** Where to read on from; null before a snapshot or the first item. */
  cursor: string | null;
  /** Id (global position) of the last item applied. */
  lastId: number;
}
/** A copy of an empty register, to follow the feed from its beginning (or to load a snapshot into). */
export declare const emptyCopy: () => Copy;
export declare const applyEvent: (copy: Copy, event: FeedEvent) => void;
export declare const applySnapshotLine: (copy: Copy, line: SnapshotLine) => void;
/** How the subscriber reaches the register: a GET answering the body as text (fetch by default). */
export type Get = (path: string) => Promise<string>;
export declare const httpGet: (baseUrl: string) => Get;
/** Loads the snapshot (of one subtree, or all) into a copy; the copy then follows from the snapshot's cursor. */
export declare const loadSnapshot: (get: Get, copy: Copy, subtree?: number) => Promise<void>;
/** Reads the feed from the copy's cursor until it is up to date; answers the number of items applied. */
export declare const follow: (
  get: Get,
  copy: Copy,
  options?: {
    subtree?: number;
    limit?: number;
  },
) => Promise<number>;
//# sourceMappingURL=feed-subscriber.d.ts.map
