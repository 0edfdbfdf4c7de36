import { createHash } from 'node:crypto';
import {
  CommandIdReusedError,
  WrongExpectedRevisionError,
  type EventStore,
  type HeldStream,
  type NewEvent,
  type RecordedEvent,
  type WrittenPart,
} from './event-store.port.js';

/** What a command must carry: the client's command id (a retried request sends the same one), and who acts. */
export interface PipelineCommand {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: { readonly commandId: string; readonly userId?: string };
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

/** How a command ended, as observers (metrics, logs) see it. */
export type CommandEnd = 'ok' | 'duplicate' | 'rejected' | 'conflict' | 'read_side_late' | 'failed';

/** What a pipeline tells its observers: each command's end, and each conflict it met on the way. */
export type PipelineObservation =
  | {
      readonly kind: 'command';
      readonly streamId: string;
      readonly type: string;
      readonly commandId: string;
      /** The acting user's id, from the command's metadata. */
      readonly userId?: string;
      readonly outcome: CommandEnd;
      /** From the call to the answer, the wait for the read side included. */
      readonly seconds: number;
      /** Events this command appended (0 for a duplicate or a refusal). */
      readonly events: number;
      readonly position: number;
      readonly error?: unknown;
    }
  | { readonly kind: 'conflict'; readonly streamId: string; readonly type: string; readonly commandId: string };

export type PipelineObserver = (observation: PipelineObservation) => void;

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

/**
 * Work done beside a large command's appends, on its events as they are written (the register's read models projected
 * while the appends run, instead of read back after them): told of each part's events before the commit, then told
 * whether they committed. Never throws: what it could not do, the read side does after the commit as always.
 */
export interface PartsAlongside {
  /**
   * A part's events as they will be read back (positions, revisions, recording time), written but not committed; or
   * undefined when the store cannot say where they landed (then the read side must project them after the commit).
   */
  part(events: readonly RecordedEvent[] | undefined): void;
  /** The parts committed; the pipeline waits for this before it waits for the read side. */
  committed(): Promise<void>;
  /** Nothing was recorded (refused, a conflict, a command id recorded before, a failure): let it all go. */
  abandoned(): Promise<void>;
}

/** Options of `executeInParts`. */
export interface ExecuteInPartsOptions<S> extends ExecuteOptions<S> {
  readonly eventsPerAppend?: number;
  readonly onProgress?: (done: number, total: number) => void;
  readonly readSideTimeoutMs?: number;
  /** Told of the parts as they are written (see `PartsAlongside`); used for the first attempt only. */
  readonly alongside?: PartsAlongside;
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
  /** The global position of the stream's last event the state includes (0 before any). */
  private lastPosition = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly observers = new Set<PipelineObserver>();

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

  /** The global position of the stream's last event in `current` (0 for an empty stream). */
  get position(): number {
    return this.lastPosition;
  }

  /** Catches up with the stream (at start, and before reading `current` for an answer that must be fresh). */
  async refresh(): Promise<S> {
    await this.exclusive(() => this.catchUp());
    return this.state;
  }

  /** Hears how every command ends (and each conflict on the way): metrics and logs. Answers a function that stops it. */
  observe(observer: PipelineObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  private notify(observation: PipelineObservation): void {
    for (const observer of this.observers) {
      try {
        observer(observation);
      } catch {
        // An observer never changes a command's outcome.
      }
    }
  }

  /** Runs `work` and tells the observers how it ended. */
  private async observed(
    command: C,
    work: (progress: { appended: number; gaveUp: boolean; recorded: boolean }) => Promise<CommandOutcome<R>>,
  ): Promise<CommandOutcome<R>> {
    const started = performance.now();
    const progress = { appended: 0, gaveUp: false, recorded: false };
    const end = (outcome: CommandEnd, position: number, error?: unknown) =>
      this.notify({
        kind: 'command',
        streamId: this.decider.streamId,
        type: command.type,
        commandId: command.metadata.commandId,
        ...(command.metadata.userId !== undefined ? { userId: command.metadata.userId } : {}),
        outcome,
        seconds: (performance.now() - started) / 1000,
        events: progress.appended,
        position,
        ...(error !== undefined ? { error } : {}),
      });
    try {
      const outcome = await work(progress);
      end(outcome.duplicate ? 'duplicate' : 'ok', outcome.position);
      return outcome;
    } catch (error) {
      const rejected = typeof (error as { errorCode?: unknown }).errorCode === 'string';
      end(progress.recorded ? 'read_side_late' : progress.gaveUp ? 'conflict' : rejected ? 'rejected' : 'failed', 0, error);
      throw error;
    }
  }

  /** Decides and records one command; answers once the read side includes it. */
  execute(command: C, options: ExecuteOptions<S> = {}): Promise<CommandOutcome<R>> {
    return this.observed(command, (progress) => this.executeObserved(command, options, progress));
  }

  private async executeObserved(
    command: C,
    options: ExecuteOptions<S>,
    progress: { appended: number; gaveUp: boolean; recorded: boolean },
  ): Promise<CommandOutcome<R>> {
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
            const appended = await this.append(command.metadata.commandId, hash, decision);
            if (!appended.duplicate) progress.appended = decision.events.length;
            return appended;
          } catch (error) {
            if (error instanceof WrongExpectedRevisionError) {
              this.notify({ kind: 'conflict', streamId: this.decider.streamId, type: command.type, commandId: command.metadata.commandId });
              if (attempt < maxAttempts) continue;
              progress.gaveUp = true;
              throw this.options.concurrentChange?.() ?? error;
            }
            throw error;
          }
        }
      }));
    progress.recorded = outcome.position > 0;
    if (outcome.position > 0) await this.options.awaitReadSide?.(outcome);
    progress.recorded = false;
    return outcome;
  }

  /**
   * Records a large command (a bulk import) as parts of `eventsPerAppend` events under the command ids `<id>#<part>`,
   * all in one transaction (the event store's `appendParts`), holding the lock throughout: the command is recorded
   * whole or not at all, and a repeated command id writes nothing.
   */
  executeInParts(command: C, options: ExecuteInPartsOptions<S> = {}): Promise<CommandOutcome<R>> {
    return this.observed(command, (progress) => this.executeInPartsObserved(command, options, progress));
  }

  private async executeInPartsObserved(
    command: C,
    options: ExecuteInPartsOptions<S>,
    progress: { appended: number; gaveUp: boolean; recorded: boolean },
  ): Promise<CommandOutcome<R>> {
    const perAppend = options.eventsPerAppend ?? 10;
    const first = await this.events.findCommand(`${command.metadata.commandId}#0`);
    if (first) await options.alongside?.abandoned();
    const outcome: CommandOutcome<R> = first
      ? { result: (first.result ?? {}) as R, position: first.lastPosition, revision: first.nextRevision, duplicate: true }
      : await this.exclusive(async () => {
          // The stream is held while the import catches up, decides and appends, so other processes' edits wait
          // for it instead of making it decide again and again. Where a store cannot hold a stream, another process
          // may append between the catch-up and the write: decide again on the newer state, as `execute` does (the
          // parts are one transaction, so a refused attempt wrote nothing).
          const maxAttempts = this.options.maxAttempts ?? 5;
          let alongside = options.alongside;
          for (let attempt = 1; ; attempt++) {
            try {
              const attempted = await this.events.holdStream(this.decider.streamId, (held) =>
                this.appendInParts(command, options, progress, perAppend, held, alongside),
              );
              if (attempted.duplicate) await alongside?.abandoned();
              else await alongside?.committed();
              return attempted;
            } catch (error) {
              await alongside?.abandoned();
              alongside = undefined;
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
              this.notify({ kind: 'conflict', streamId: this.decider.streamId, type: command.type, commandId: command.metadata.commandId });
              if (attempt < maxAttempts) continue;
              progress.gaveUp = true;
              throw this.options.concurrentChange?.() ?? error;
            }
          }
        });
    // A bulk import's projection follows its appends; give it time to finish (30 minutes unless told otherwise).
    progress.recorded = outcome.position > 0;
    if (outcome.position > 0) await this.options.awaitReadSide?.(outcome, options.readSideTimeoutMs ?? 30 * 60_000);
    progress.recorded = false;
    return outcome;
  }

  /** One attempt of `executeInParts`: catch up, decide, and append all parts at the revision decided on. */
  private async appendInParts(
    command: C,
    options: ExecuteInPartsOptions<S>,
    progress: { appended: number },
    perAppend: number,
    held: HeldStream,
    alongside: PartsAlongside | undefined,
  ): Promise<CommandOutcome<R>> {
    await this.catchUp();
    options.authorize?.(this.state);
    const decision = this.decider.decide(command, this.state);
    const parts: { events: NewEvent[]; commandId: string; result?: R }[] = [];
    for (let offset = 0, part = 0; offset < decision.events.length; offset += perAppend, part++) {
      parts.push({
        events: decision.events.slice(offset, offset + perAppend).map((e) => this.toNew(e)),
        commandId: `${command.metadata.commandId}#${part}`,
        ...(part === 0 ? { result: decision.result } : {}),
      });
    }
    // All parts in one transaction: a bulk import is in the register whole or not at all.
    const appended = await held.appendParts(parts, {
      expectedRevision: this.revision,
      onPart: (written, part) => {
        options.onProgress?.(Math.min(written * perAppend, decision.events.length), decision.events.length);
        if (alongside) alongside.part(this.recordedPart(parts[written - 1]!.events, part, held.recordedAt));
      },
    });
    if (appended.duplicate)
      return { result: (appended.result ?? {}) as R, position: appended.lastPosition, revision: appended.nextRevision, duplicate: true };
    const position = appended.lastPosition;
    progress.appended += decision.events.length;
    for (const event of decision.events) this.decider.evolve(this.state, event);
    this.revision = appended.nextRevision;
    this.lastPosition = position;
    return { result: decision.result, position, revision: this.revision, duplicate: false };
  }

  /**
   * A written part's events as reading them back will give them. Their positions are the part's range when it holds
   * exactly its events (another stream's append may take positions in between: then none is given, and whoever
   * projects beside the appends must leave them to the read side).
   */
  private recordedPart(events: readonly NewEvent[], part: WrittenPart | undefined, recordedAt: string | undefined): RecordedEvent[] | undefined {
    if (!part || recordedAt === undefined || part.lastPosition - part.firstPosition + 1 !== events.length) return undefined;
    const firstRevision = part.nextRevision - events.length + 1;
    return events.map((event, index) => ({
      globalPosition: part.firstPosition + index,
      streamId: this.decider.streamId,
      streamRevision: firstRevision + index,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: event.data,
      metadata: event.metadata ?? {},
      recordedAt,
    }));
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
    this.lastPosition = appended.lastPosition;
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
        this.lastPosition = recorded.globalPosition;
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
