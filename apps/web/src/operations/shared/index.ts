// Shared building blocks of the operation screens (add taxon, edit name, vernacular names, delete, merge, swap,
// rearrange, split, transfer). Import from here.
export * from './choice';
export * from './operations-api';
export * from './use-taxon-info';
export * from './TaxonChooser';
export * from './TaxonMiniCard';
export * from './ScientificNameCard';
export * from './NomenclaturalStatusForm';
export * from './SensuForm';
export * from './VernacularNamesEditor';
export * from './OperationStepper';
export * from './ReferencesEditor';
export * from './RemarkField';
export * from './FormInvalidAlert';
export * from './FinishStep';
export * from './StatusChangeWaitAlert';
export * from './placement-markers';
export * from './use-operation';
export * from './validation';
export * from './query-params';
export * from './status-rules';
export * from './sensu-rules';
export * from './vernacular-rules';
export * from './name-rules';
export * from './NameFields';
export * from './StatusFields';
