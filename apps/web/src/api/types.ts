/**
 * The JSON shapes of the public read API (spec 1 §3, §7): the server's own read-model types (type-only: nothing of
 * the server package reaches the bundle), so the two cannot drift apart.
 */
import type { SearchHit, SuccessorView, VernacularNameSummary } from '@navnebase/read-models';

export type {
  ChangeLogEntry,
  HigherClassificationItem,
  ReferenceView,
  ScientificNameView,
  SearchHit,
  SearchHitName,
  StatisticsCount,
  StatisticsDay,
  TaxonNameInfo,
  TreeNode,
  TreeNodeName,
  VernacularNameSummary,
  VernacularNameView,
} from '@navnebase/read-models';

export type SearchHitVernacular = SearchHit['preferredVernacularNames'][number] & VernacularNameSummary;

/** What became of a deleted, merged or split id (404 problem with errorCode SCIENTIFIC_NAME_GONE). */
export type Successor = SuccessorView;

export interface Claim {
  readonly type: string;
  readonly value: string;
}

export interface LoggedInUserInfo {
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly userPermissions?: readonly unknown[];
}
