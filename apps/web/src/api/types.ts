/**
 * The JSON shapes of the public read API (spec 1 §3, §7): the types of the workspace package `@navnebase/api-client`,
 * generated from the API's OpenAPI document, so the web app reads what the document describes and nothing else.
 */
import type { Schema } from '@navnebase/api-client';

export type {
  ChangeLogEntry,
  Claim,
  HigherClassificationItem,
  LoggedInUserInfo,
  ReferenceView,
  ScientificNameView,
  SearchHit,
  SearchHitName,
  SearchHitVernacular,
  StatisticsCount,
  StatisticsDay,
  TaxonNameInfo,
  TreeNode,
  TreeNodeName,
  VernacularNameSummary,
  VernacularNameView,
} from '@navnebase/api-client';

/** What became of a deleted, merged or split id (404 problem with errorCode SCIENTIFIC_NAME_GONE). */
export type Successor = Schema<'PublicSuccessorDto'>;
