import type { RegisterCommand } from './commands.js';
import { decide } from './decide.js';
import { REGISTER_EVENT_SCHEMA_VERSION, REGISTER_STREAM, type RegisterEvent } from './events.js';
import { evolve, initialRegisterState, type RegisterState } from './state.js';

/** What a register command answers: the ids it created or touched, read from its events. */
export type RegisterResult = Record<string, unknown>;

/** The answer of a command, from the events it decided (their data less effects, history and import batches). */
export const resultOf = (events: readonly RegisterEvent[]): RegisterResult => {
  const result: RegisterResult = {};
  for (const event of events) {
    for (const [key, value] of Object.entries(event.data)) {
      if (key === 'effects' || key === 'history' || key === 'batch') continue;
      if (!(key in result)) result[key] = value;
    }
  }
  if (events.length && events[0]!.type === 'TaxaImported') {
    result.taxa = events.reduce((n, e) => n + e.data.effects.taxa.length, 0);
    result.names = events.reduce((n, e) => n + e.data.effects.names.length, 0);
  }
  return result;
};

/** The register stream's decider: the whole classification is one aggregate (see ARCHITECTURE.md). */
export const registerDecider = {
  streamId: REGISTER_STREAM,
  schemaVersion: REGISTER_EVENT_SCHEMA_VERSION,
  initialState: initialRegisterState,
  evolve: (state: RegisterState, event: RegisterEvent): void => {
    evolve(state, event);
  },
  decide: (command: RegisterCommand, state: RegisterState) => {
    const events = decide(command, state);
    return { events, result: resultOf(events) };
  },
};
