import type { RecordedEvent } from '@navnebase/event-store';
import type { ChildrenPage, ChildrenPageRequest } from './children-page.js';
import type { MatchOptions, MatchResult } from './match/name-matcher.js';
import type {
  ChangeLogEntry,
  SearchHit,
  StatisticsCount,
  StatisticsDay,
  StatisticsKind,
  SuccessorView,
  TaxonNameInfo,
  TreeNode,
} from './read-models.js';

export interface ChangeLogFilter {
  /** Only changes on or after this instant (ISO date or date-time). */
  readonly from?: string;
  readonly to?: string;
  /** Only changes of events at or before this position of the event store (the log as it was then). */
  readonly untilPosition?: number;
}

/** What the API asks the read side: the queries of the public read API. */
export interface ReadModelQueries {
  children(taxonNameId: number): Promise<TreeNode[]>;
  childrenByScientificNameId(scientificNameId: number): Promise<TreeNode[] | undefined>;
  /** One page of a node's children in tree order, after a cursor (`pageOfChildren`), with their total count. */
  childrenPage(taxonNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage>;
  /** The same for the taxon a scientific name belongs to; undefined when the name is unknown. */
  childrenPageByScientificNameId(scientificNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage | undefined>;
  taxonNameInfoByScientificNameId(scientificNameId: number): Promise<TaxonNameInfo | undefined>;
  taxonNameInfoByTaxonId(taxonId: number): Promise<TaxonNameInfo | undefined>;
  search(text: string, limit: number): Promise<SearchHit[]>;
  /** Listesøk: one match result per input, in input order. */
  match(names: readonly string[], options?: MatchOptions): Promise<MatchResult[]>;
  changes(scientificNameId: number, filter?: ChangeLogFilter): Promise<ChangeLogEntry[] | undefined>;
  statistics(kind: StatisticsKind, options: { date?: string; languageId?: string }): Promise<StatisticsCount>;
  /** The counts over time: one entry per day on which they changed, between two dates (inclusive; open ends allowed). */
  statisticsOverTime(options: { from?: string; to?: string }): Promise<StatisticsDay[]>;
  successor(kind: 'taxon' | 'name', id: number): Promise<SuccessorView | undefined>;
  /** Every row of every read model in a stable order, for comparing a rebuilt store with the live one. */
  dump(): Promise<Record<string, unknown[]>>;
}

/** The read-model store port: the projector writes through `applyEvents`; rebuilds reset it. */
export interface ReadModelStore {
  /** Projects a batch and moves the checkpoint, in one transaction, skipping events already applied. Returns the checkpoint. */
  applyEvents(events: readonly RecordedEvent[]): Promise<number>;
  checkpoint(): Promise<number>;
  /**
   * Empties every read model. Before a rebuild (`rebuilding: true`) a store may also set aside what only slows a bulk
   * load down (secondary indexes) until `finishRebuild`.
   */
  reset(options?: { rebuilding?: boolean }): Promise<void>;
  /** After a rebuild: restores what `reset({ rebuilding: true })` set aside. */
  finishRebuild?(): Promise<void>;
  dump(): Promise<Record<string, unknown[]>>;
}
