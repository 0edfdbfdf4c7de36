import { createHash } from 'node:crypto';
import { CommandIdReusedError, WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from './event-store.port.js';

/** What a command must carry: the client's command id (a retried request sends the same one). */
export interface PipelineCommand {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: { readonly commandId: string };
}

/** A decision: the events to record and the command's answer. */
export interface Decision<E, R> {
  readonly events: readonly E[];
  readonly result: R;
}

/** The write side of one stream, as pure functions (Emmett's decider: decide, evolve, initial state). */
export interface StreamDecider<
  S,
  C extends PipelineCommand,
  E extends { readonly type: string; readonly data: unknown; readonly metadata: unknown },
  R,
> {
  readonly streamId: string;
  /** Schema version written with every new event. */
  readonly schemaVersion: number;
  initialState(): S;
  /** Applies an event to this process's own state (in place, for speed at a million names). Never throws. */
  evolve(state: S, event: E): void;
  /** Validates the command against the state: the events and the answer, or a typed error. Writes nothing. */
  decide(command: C, state: S): Decision<E, R>;
  /** An event read back from the store (a decider may compact it before it joins the state). */
  fromRecorded?(recorded: RecordedEvent): E;
}

/** Where a command's events landed: its global position and the stream's revision after it. */
export interface Appended {
  readonly position: number;
  readonly revision: number;
}

export interface CommandOutcome<R> extends Appended {
  readonly result: R;
  /** True when the command id had been recorded before: nothing was written again. */
  readonly duplicate: boolean;
}

export interface PipelineOptions {
  /** Waits until the read side includes the appended events (read-your-writes); may throw when it takes too long. */
  readonly awaitReadSide?: (appended: Appended, timeoutMs?: number) => Promise<void>;
  /** Appends retried after a conflict with another process before giving up. Default 5. */
  readonly maxAttempts?: number;
  /** The error thrown when every attempt met a conflict. */
  readonly concurrentChange?: () => Error;
  /** The error thrown when a command id comes again with another body. */
  readonly commandIdReused?: (commandId: string) => Error;
}

export interface ExecuteOptions<S> {
  /**
   * Called on the state the decision will see, inside the stream's lock and after catching up: throws to refuse
   * (authorization belongs here, so it judges the same state as the decision).
   */
  readonly authorize?: (state: S) => void;
}

/** Events per page when catching up; import events hold up to 2 000 names each, so pages stay small. */
const STREAM_PAGE = 50;

/** A digest of what a command asks for (its type and data, not its metadata): the same command id must ask the same. */
export const commandHash = (command: { type: string; data: unknown }): string =>
  createHash('sha256')
    .update(JSON.stringify([command.type, command.data]))
    .digest('base64url');

/**
 * Runs the commands of one stream, in the shape of Emmett's command handler: one command at a time in this process;
 * catch up with the stream; authorize and decide on that state; append at the expected revision (another process
 * that wrote first makes it catch up and decide again); record the command id, its body's hash and its answer with
 * the events, so a repeated command id answers the first result and writes nothing; then wait for the read side.
 */
export class CommandPipeline<
  S,
  C extends PipelineCommand,
  E extends { readonly type: string; readonly data: unknown; readonly metadata: unknown },
  R,
> {
  private state: S;
  private revision = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly decider: StreamDecider<S, C, E, R>,
    private readonly options: PipelineOptions = {},
  ) {
    this.state = decider.initialState();
  }

  /** The current write model. Read-only for callers; call `refresh()` first to include other processes' changes. */
  get current(): S {
    return this.state;
  }

  get streamRevision(): number {
    return this.revision;
  }

  /** Catches up with the stream (at start, and before reading `current` for an answer that must be fresh). */
  async refresh(): Promise<S> {
    await this.exclusive(() => this.catchUp());
    return this.state;
  }

  /** Decides and records one command; answers once the read side includes it. */
  async execute(command: C, options: ExecuteOptions<S> = {}): Promise<CommandOutcome<R>> {
    const hash = commandHash(command);
    const outcome =
      (await this.recorded(command.metadata.commandId, hash)) ??
      (await this.exclusive(async () => {
        const maxAttempts = this.options.maxAttempts ?? 5;
        for (let attempt = 1; ; attempt++) {
          await this.catchUp();
          let decision: Decision<E, R>;
          try {
            options.authorize?.(this.state);
            decision = this.decider.decide(command, this.state);
          } catch (error) {
            // The same command id sent twice at once: the first was recorded meanwhile, so answer its result.
            const recorded = await this.recorded(command.metadata.commandId, hash);
            if (recorded) return recorded;
            throw error;
          }
          if (decision.events.length === 0) return { result: decision.result, position: 0, revision: this.revision, duplicate: false };
          try {
            return await this.append(command.metadata.commandId, hash, decision);
          } catch (error) {
            if (error instanceof WrongExpectedRevisionError) {
              if (attempt < maxAttempts) continue;
              throw this.options.concurrentChange?.() ?? error;
            }
            throw error;
          }
        }
      }));
    if (outcome.position > 0) await this.options.awaitReadSide?.(outcome);
    return outcome;
  }

  /**
   * Records a large command (a bulk import) in several appends of `eventsPerAppend` events, holding the lock
   * throughout. Every part is appended at its expected revision under the command id `<id>#<part>`; a repeated
   * command id writes nothing.
   */
  async executeInParts(
    command: C,
    options: ExecuteOptions<S> & { eventsPerAppend?: number; onProgress?: (done: number, total: number) => void; readSideTimeoutMs?: number } = {},
  ): Promise<CommandOutcome<R>> {
    const perAppend = options.eventsPerAppend ?? 10;
    const first = await this.events.findCommand(`${command.metadata.commandId}#0`);
    const outcome: CommandOutcome<R> = first
      ? { result: (first.result ?? {}) as R, position: first.lastPosition, revision: first.nextRevision, duplicate: true }
      : await this.exclusive(async () => {
          await this.catchUp();
          options.authorize?.(this.state);
          const decision = this.decider.decide(command, this.state);
          let position = 0;
          for (let offset = 0, part = 0; offset < decision.events.length; offset += perAppend, part++) {
            const slice = decision.events.slice(offset, offset + perAppend);
            const appended = await this.events
              .append(
                this.decider.streamId,
                slice.map((e) => this.toNew(e)),
                {
                  expectedRevision: this.revision,
                  commandId: `${command.metadata.commandId}#${part}`,
                  ...(part === 0 ? { result: decision.result } : {}),
                },
              )
              .catch((error) => {
                if (error instanceof WrongExpectedRevisionError) throw this.options.concurrentChange?.() ?? error;
                throw error;
              });
            position = appended.lastPosition;
            for (const event of slice) this.decider.evolve(this.state, event);
            this.revision = appended.nextRevision;
            options.onProgress?.(Math.min(offset + perAppend, decision.events.length), decision.events.length);
          }
          return { result: decision.result, position, revision: this.revision, duplicate: false };
        });
    // A bulk import's projection follows its appends; give it time to finish (30 minutes unless told otherwise).
    if (outcome.position > 0) await this.options.awaitReadSide?.(outcome, options.readSideTimeoutMs ?? 30 * 60_000);
    return outcome;
  }

  /** The outcome of a command id recorded before, if any; refuses a different body under the same id. */
  private async recorded(commandId: string, hash: string): Promise<CommandOutcome<R> | undefined> {
    const prior = await this.events.findCommand<R>(commandId);
    if (!prior) return undefined;
    if (prior.commandHash && prior.commandHash !== hash) throw this.reused(commandId);
    return { result: prior.result as R, position: prior.lastPosition, revision: prior.nextRevision, duplicate: true };
  }

  private reused(commandId: string): Error {
    return this.options.commandIdReused?.(commandId) ?? new CommandIdReusedError(commandId);
  }

  private async append(commandId: string, hash: string, decision: Decision<E, R>): Promise<CommandOutcome<R>> {
    const appended = await this.events
      .append(
        this.decider.streamId,
        decision.events.map((e) => this.toNew(e)),
        { expectedRevision: this.revision, commandId, commandHash: hash, result: decision.result },
      )
      .catch((error) => {
        if (error instanceof CommandIdReusedError) throw this.reused(commandId);
        throw error;
      });
    if (appended.duplicate) {
      return { result: appended.result as R, position: appended.lastPosition, revision: appended.nextRevision, duplicate: true };
    }
    for (const event of decision.events) this.decider.evolve(this.state, event);
    this.revision = appended.nextRevision;
    return { result: decision.result, position: appended.lastPosition, revision: appended.nextRevision, duplicate: false };
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const page = await this.events.readStream(this.decider.streamId, this.revision + 1, STREAM_PAGE);
      for (const recorded of page) {
        const event = this.decider.fromRecorded
          ? this.decider.fromRecorded(recorded)
          : ({ type: recorded.type, data: recorded.data, metadata: recorded.metadata } as E);
        this.decider.evolve(this.state, event);
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

  private toNew(event: E): NewEvent {
    return { type: event.type, data: event.data, metadata: event.metadata, schemaVersion: this.decider.schemaVersion };
  }
}
