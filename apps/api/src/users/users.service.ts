import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '@navnebase/event-store';
import { UserErrors } from './user-errors.js';
import type { UsersProjection } from './users.projection.js';
import { decideUsers, evolveUsers, initialUsersState, type UsersState } from './users.decider.js';
import { USERS_EVENT_SCHEMA_VERSION, USERS_STREAM, type UserCommand, type UserEvent, type UserId, type UsersContext } from './user.types.js';

export interface UsersOutcome {
  readonly result: { readonly userId: UserId; readonly created?: boolean };
  /** Revision of the users stream after the command (what the read model must have reached to show it). */
  readonly revision: number;
  readonly duplicate: boolean;
}

const MAX_ATTEMPTS = 5;
const STREAM_PAGE = 500;

/**
 * Runs users commands like RegisterService runs register commands: catch up with the users stream, decide,
 * append at the expected revision (decide again on a conflict), and answer once the users read model includes the
 * new events (read-your-writes). A repeated command id is answered with the first result.
 */
export class UsersService {
  private state: UsersState = initialUsersState();
  private revision = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly projections: UsersProjection,
    private readonly context: UsersContext,
  ) {}

  /** The current write model. Read-only for callers. */
  get current(): UsersState {
    return this.state;
  }

  get projection(): UsersProjection {
    return this.projections;
  }

  async load(): Promise<void> {
    await this.exclusive(() => this.catchUp());
  }

  /** Catches up with changes written by other processes (call before reading `current` for a decision). */
  async refresh(): Promise<UsersState> {
    await this.exclusive(() => this.catchUp());
    return this.state;
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const page = await this.events.readStream(USERS_STREAM, this.revision + 1, STREAM_PAGE);
      for (const recorded of page) {
        evolveUsers(this.state, { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as UserEvent);
        this.revision = recorded.streamRevision;
      }
      if (page.length < STREAM_PAGE) return;
    }
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private toNew(event: UserEvent): NewEvent {
    return { type: event.type, data: event.data, metadata: event.metadata, schemaVersion: USERS_EVENT_SCHEMA_VERSION };
  }

  async execute(command: UserCommand): Promise<UsersOutcome> {
    const prior = await this.events.findCommand<UsersOutcome['result']>(command.metadata.commandId);
    if (prior?.result) {
      await this.projections.waitFor(prior.nextRevision);
      return { result: prior.result, revision: prior.nextRevision, duplicate: true };
    }
    const outcome = await this.exclusive(async (): Promise<UsersOutcome> => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await this.catchUp();
        const { events, result } = decideUsers(command, this.state, this.context);
        if (events.length === 0) return { result, revision: this.revision, duplicate: false };
        try {
          const appended = await this.events.append(USERS_STREAM, events.map((e) => this.toNew(e)), {
            expectedRevision: this.revision,
            commandId: command.metadata.commandId,
            result,
          });
          if (appended.duplicate) return { result: appended.result ?? result, revision: appended.nextRevision, duplicate: true };
          for (const event of events) evolveUsers(this.state, event);
          this.revision = appended.nextRevision;
          return { result, revision: appended.nextRevision, duplicate: false };
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
          if (error instanceof WrongExpectedRevisionError) throw UserErrors.concurrentChange();
          throw error;
        }
      }
      throw UserErrors.concurrentChange();
    });
    await this.projections.waitFor(outcome.revision);
    return outcome;
  }

  /** Every recorded change of one user, oldest first (the audit trail). */
  async history(userId: UserId): Promise<RecordedEvent<UserEvent['data'], UserEvent['metadata']>[]> {
    const all = await this.events.readStream(USERS_STREAM);
    return all.filter((e) => (e.data as { userId?: number }).userId === userId) as RecordedEvent<UserEvent['data'], UserEvent['metadata']>[];
  }
}
