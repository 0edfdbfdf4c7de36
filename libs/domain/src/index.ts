export * from './taxonomy/ranks.js';
export * from './taxonomy/statuses.js';
export * from './taxonomy/constants.js';
export * from './taxonomy/name-format.js';
export * from './register/records.js';
export * from './register/metadata.js';
export * from './register/events.js';
export * from './register/commands.js';
export * from './register/errors.js';
export * from './register/state.js';
export * from './register/id-group.js';
export * from './register/id-map.js';
export * from './register/decide.js';
export * from './register/history.js';
export * from './register/validation.js';
export * from './register/legacy-attributes.js';
export * from './register/status-change-wait.js';
export { planImport, type ImportPlan, type ImportProblem } from './register/decisions/import-taxa.js';
export { planVernacularImport, type VernacularImportPlan, type VernacularImportProblem } from './register/decisions/import-vernacular-names.js';
export * from './taxonomy/nomenclatural-status-rules.js';
export * from './taxonomy/sensu-rules.js';
export * from './taxonomy/author-combination.js';
export * from './register/decisions/name-status-checks.js';
export {
  planTransfer,
  type HierarchyItem,
  type TransferInvalidReason,
  type TransferNameChange,
  type TransferPlan,
  type TransferPlanInput,
  type TransferProblem,
} from './register/decisions/transfer-parent.js';
export * from './register/decisions/transfer-preview.js';
export * from './users/user.types.js';
export * from './users/user-errors.js';
export * from './users/users.decider.js';
export * from './register/register-decider.js';
export * from './operations/index.js';
export * from './matching/name-parser.js';
export * from './text/text-rules.js';
export * from './matching/authorship.js';
