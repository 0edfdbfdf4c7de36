import {
  DomainError,
  USERS_STREAM,
  UserErrors,
  usersDecider,
  type UserCommand,
  type UserEvent,
  type UserId,
  type UsersContext,
  type UsersDecision,
  type UsersState,
} from '@navnebase/domain';
import { CommandPipeline, type Appended, type EventStore, type RecordedEvent } from '@navnebase/event-store';

/** DI token of the users' command pipeline. */
export const USERS_COMMANDS = Symbol('USERS_COMMANDS');

/** The users' command pipeline (the same one the register's commands run through). */
export type UsersCommands = CommandPipeline<UsersState, UserCommand, UserEvent, UsersDecision['result']>;

const commandIdReused = () =>
  new DomainError('COMMAND_ID_REUSED', 'conflict', 'Denne kommando-id-en er brukt før, til en annen endring. Send endringen med en ny kommando-id.');

export const usersCommands = (events: EventStore, context: UsersContext, awaitReadSide?: (appended: Appended) => Promise<void>): UsersCommands =>
  new CommandPipeline(events, usersDecider(context), {
    ...(awaitReadSide ? { awaitReadSide } : {}),
    concurrentChange: () => UserErrors.concurrentChange(),
    commandIdReused,
  });

/** Every recorded change of one user, oldest first (the audit trail of the users API). */
export const userHistory = async (events: EventStore, userId: UserId): Promise<RecordedEvent<UserEvent['data'], UserEvent['metadata']>[]> => {
  const all = await events.readStream(USERS_STREAM);
  return all.filter((e) => (e.data as { userId?: number }).userId === userId) as RecordedEvent<UserEvent['data'], UserEvent['metadata']>[];
};
