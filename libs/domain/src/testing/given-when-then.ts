import type { RegisterCommand } from '../register/commands.js';
import { decide } from '../register/decide.js';
import type { DomainError } from '../register/errors.js';
import type { RegisterEvent } from '../register/events.js';
import type { OperationMetadata } from '../register/metadata.js';
import { evolve, initialRegisterState, type RegisterState } from '../register/state.js';

/** Metadata for tests: a fixed user and time, overridable. */
export const testMetadata = (overrides: Partial<OperationMetadata> = {}): OperationMetadata => ({
  userId: 'test-user',
  userName: 'Test Testesen',
  time: '2026-01-15T10:00:00.000Z',
  remark: '',
  commandId: 'cmd-1',
  correlationId: 'corr-1',
  ...overrides,
});

/** Builds state from earlier events (or earlier commands, decided and applied in turn). */
export const stateFrom = (history: readonly (RegisterEvent | RegisterCommand)[]): RegisterState => {
  const state = initialRegisterState();
  for (const item of history) {
    const events = isCommand(item) ? decide(item, state) : [item];
    for (const event of events) evolve(state, event);
  }
  return state;
};

/** Events carry effects; commands do not. */
const isCommand = (item: RegisterEvent | RegisterCommand): item is RegisterCommand => !('effects' in (item.data as object));

/**
 * given(history).when(command).then(events => ...) / .thenThrows(errorCode)
 * `history` may hold events or commands (commands are decided and applied, which keeps tests short).
 */
export const given = (history: readonly (RegisterEvent | RegisterCommand)[] = []) => {
  const state = stateFrom(history);
  return {
    state,
    when: (command: RegisterCommand) => ({
      then: (assert: (events: RegisterEvent[], state: RegisterState) => void): void => {
        const events = decide(command, state);
        const after = events.reduce(evolve, state);
        assert(events, after);
      },
      /** Fails unless the decision throws this error code (and, when given, this Norwegian text). */
      thenThrows: (errorCode: string, detail?: string): void => {
        let thrown: unknown;
        try {
          decide(command, state);
        } catch (e) {
          thrown = e;
        }
        if (!thrown) throw new Error(`Expected ${command.type} to fail with ${errorCode}, but it succeeded`);
        const code = (thrown as DomainError).errorCode;
        if (code !== errorCode) throw new Error(`Expected error ${errorCode}, got ${code ?? String(thrown)}`);
        const text = (thrown as DomainError).detail;
        if (detail !== undefined && text !== detail) throw new Error(`Expected the text "${detail}", got "${text}"`);
      },
    }),
  };
};
