import type { RegisterCommand } from './commands.js';
import { addTaxon } from './decisions/add-taxon.js';
import { importTaxa } from './decisions/import-taxa.js';
import { importVernacularNames } from './decisions/import-vernacular-names.js';
import { rearrangeTaxonNames } from './decisions/rearrange-names.js';
import { splitTaxon } from './decisions/split-taxon.js';
import { swapTaxon } from './decisions/swap-taxon.js';
import { synonymizeTaxa } from './decisions/synonymize.js';
import { deleteScientificName } from './decisions/delete-scientific-name.js';
import { editScientificName } from './decisions/edit-scientific-name.js';
import { transferParent } from './decisions/transfer-parent.js';
import { updateVernacularNames } from './decisions/update-vernacular-names.js';
import type { RegisterEvent } from './events.js';
import type { RegisterState } from './state.js';

/** The decision of each command type: its events are the decision's return type. */
export interface RegisterDecisions {
  AddTaxon: typeof addTaxon;
  ImportTaxa: typeof importTaxa;
  ImportVernacularNames: typeof importVernacularNames;
  SynonymizeTaxa: typeof synonymizeTaxa;
  RearrangeTaxonNames: typeof rearrangeTaxonNames;
  SwapTaxon: typeof swapTaxon;
  SplitTaxon: typeof splitTaxon;
  EditScientificName: typeof editScientificName;
  UpdateVernacularNames: typeof updateVernacularNames;
  TransferParent: typeof transferParent;
  DeleteScientificName: typeof deleteScientificName;
}

/** Decides a command against the current state: the events to record, or a thrown DomainError. Never mutates. */
export const decide = (command: RegisterCommand, state: RegisterState): RegisterEvent[] => {
  switch (command.type) {
    case 'AddTaxon':
      return addTaxon(command, state);
    case 'ImportTaxa':
      return importTaxa(command, state);
    case 'ImportVernacularNames':
      return importVernacularNames(command, state);
    case 'SynonymizeTaxa':
      return synonymizeTaxa(command, state);
    case 'RearrangeTaxonNames':
      return rearrangeTaxonNames(command, state);
    case 'SwapTaxon':
      return swapTaxon(command, state);
    case 'SplitTaxon':
      return splitTaxon(command, state);
    case 'EditScientificName':
      return editScientificName(command, state);
    case 'UpdateVernacularNames':
      return updateVernacularNames(command, state);
    case 'TransferParent':
      return transferParent(command, state);
    case 'DeleteScientificName':
      return deleteScientificName(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
};
