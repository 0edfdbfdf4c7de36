import type { AddTaxonAnswer, AddTaxonRequest } from './add-taxon.js';
import type { DeleteScientificNameAnswer, DeleteScientificNameRequest } from './delete-scientific-name.js';
import type { EditScientificNameAnswer, EditScientificNameRequest } from './edit-scientific-name.js';
import type { SplitAnswer, SplitRequest } from './split.js';
import type { SwapTaxonAnswer, SwapTaxonRequest } from './swap-taxon.js';
import type { SwapAnswer, SwapRequest } from './swap.js';
import type { SynonymizeAnswer, SynonymizeRequest } from './synonymize.js';
import type { TransferParentAnswer, TransferParentRequest } from './transfer-parent.js';
import type { UpdateVernacularNamesAnswer, UpdateVernacularNamesRequest } from './update-vernacular-names.js';

/**
 * Every taxonomic operation by the last segment of its path: its HTTP method, the register command it sends (whose
 * decision's events answer it), its request and its answer.
 */
export interface OperationContracts {
  AddTaxon: { method: 'post'; command: 'AddTaxon'; request: AddTaxonRequest; answer: AddTaxonAnswer };
  EditScientificName: { method: 'put'; command: 'EditScientificName'; request: EditScientificNameRequest; answer: EditScientificNameAnswer };
  UpdateVernacularNames: {
    method: 'post';
    command: 'UpdateVernacularNames';
    request: UpdateVernacularNamesRequest;
    answer: UpdateVernacularNamesAnswer;
  };
  Synonymize: { method: 'post'; command: 'SynonymizeTaxa'; request: SynonymizeRequest; answer: SynonymizeAnswer };
  Swap: { method: 'post'; command: 'RearrangeTaxonNames'; request: SwapRequest; answer: SwapAnswer };
  SwapTaxon: { method: 'post'; command: 'SwapTaxon'; request: SwapTaxonRequest; answer: SwapTaxonAnswer };
  Split: { method: 'post'; command: 'SplitTaxon'; request: SplitRequest; answer: SplitAnswer };
  TransferParent: { method: 'post'; command: 'TransferParent'; request: TransferParentRequest; answer: TransferParentAnswer };
  Delete: { method: 'delete'; command: 'DeleteScientificName'; request: DeleteScientificNameRequest; answer: DeleteScientificNameAnswer };
}

export type OperationName = keyof OperationContracts;
export type OperationCommandTypeOf<K extends OperationName> = OperationContracts[K]['command'];
export type OperationRequestOf<K extends OperationName> = OperationContracts[K]['request'];
export type OperationAnswerOf<K extends OperationName> = OperationContracts[K]['answer'];

/** The path of an operation. */
export type OperationPath<K extends OperationName> = `/api/v1/TaxonomicOperations/${K}`;
export const operationPath = <K extends OperationName>(operation: K): OperationPath<K> => `/api/v1/TaxonomicOperations/${operation}`;
