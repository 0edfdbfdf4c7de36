import { decide, evolve, initialRegisterState, type RegisterCommand, type RegisterState } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';

/** Decides commands against an in-memory state and hands out the events as the event store would record them. */
export const registerRecorder = (firstPosition = 1) => {
  const state: RegisterState = initialRegisterState();
  let position = firstPosition - 1;
  const record = (command: RegisterCommand): RecordedEvent[] =>
    decide(command, state).map((event) => {
      evolve(state, event);
      position++;
      return {
        globalPosition: position,
        streamId: 'register',
        streamRevision: position,
        type: event.type,
        schemaVersion: 1,
        data: event.data,
        metadata: event.metadata,
        recordedAt: '',
      };
    });
  /** The write model after the commands recorded so far. */
  return Object.assign(record, { state });
};
