import type { RegisterCommand } from './commands.js';
import { addTaxon } from './decisions/add-taxon.js';
import { importTaxa } from './decisions/import-taxa.js';
import type { RegisterEvent } from './events.js';
import type { RegisterState } from './state.js';

/** Decides a command against the current state: the events to record, or a thrown DomainError. Never mutates. */
export const decide = (command: RegisterCommand, state: RegisterState): RegisterEvent[] => {
  switch (command.type) {
    case 'AddTaxon':
      return addTaxon(command, state);
    case 'ImportTaxa':
      return importTaxa(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
};
