import type { RegisterCommand } from './commands.js';
import { decide, type RegisterDecisions } from './decide.js';
import { REGISTER_EVENT_SCHEMA_VERSION, REGISTER_STREAM, type RegisterEvent } from './events.js';
import { evolve, initialRegisterState, type RegisterState } from './state.js';

/** What a register command answers, as stored with its command id: the ids it created or touched, read from its events. */
export type RegisterResult = Record<string, unknown>;

/** The events the decision of a command type records (each decision declares them as its return type). */
export type RegisterEventsOf<T extends RegisterCommand['type']> = ReturnType<RegisterDecisions[T]>[number];

/** An event's data as its command answers it: less effects, history and import batch. */
type AnswerData<E> = E extends { readonly data: infer D } ? Omit<D, 'effects' | 'history' | 'batch'> : never;

/**
 * The typed answer of a command type (see `resultOf`): the data of the events its decision records, and for an
 * import the counts of taxa and names.
 */
export type RegisterResultOf<T extends RegisterCommand['type']> = T extends 'ImportTaxa'
  ? AnswerData<RegisterEventsOf<T>> & { readonly taxa: number; readonly names: number }
  : AnswerData<RegisterEventsOf<T>>;

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

/**
 * A command's stored answer read as the answer of its type. Sound because the decider answers `resultOf` the
 * events of the command's own decision, whose types `RegisterEventsOf` names (a repeated command id answers the
 * result stored the first time, of the same command).
 */
export const registerResultOf = <T extends RegisterCommand['type']>(_type: T, result: RegisterResult): RegisterResultOf<T> =>
  result as unknown as RegisterResultOf<T>;
