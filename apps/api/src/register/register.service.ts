import {
  decide,
  DomainError,
  Errors,
  evolve,
  initialRegisterState,
  REGISTER_EVENT_SCHEMA_VERSION,
  REGISTER_STREAM,
  type RegisterCommand,
  type RegisterEvent,
  type RegisterState,
  type ScientificNameRecord,
  type TaxonRecord,
} from '@navnebase/domain';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '@navnebase/event-store';
import type { ProjectionRunner } from '@navnebase/projections';

export interface CommandOutcome {
  readonly result: Record<string, unknown>;
  /** Global position of the last event written (or of the first execution, for a repeated command id). */
  readonly position: number;
  readonly duplicate: boolean;
}

const MAX_ATTEMPTS = 5;
/** Events per page when catching up; import events hold up to 2 000 names each, so pages stay small. */
const STREAM_PAGE = 50;

/** What a command answers: the ids it created or touched, read from its events. */
export const resultOf = (events: readonly RegisterEvent[]): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
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

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * Shrinks the records of events read back from the store before they join the write model (a million names at
 * start): empty lists become one shared frozen array and repeated strings one shared string. Records are
 * immutable, so sharing is safe.
 */
const compactEffects = (data: RegisterEvent['data'], strings: Map<string, string>): void => {
  const shared = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    if (strings.size < 50_000) strings.set(text, text);
    return text;
  };
  const list = <T>(items: readonly T[]) => (items.length ? items : (EMPTY as readonly T[]));
  // The event was just read from the store: its objects belong to no one else yet.
  const effects = data.effects as unknown as { names: { after: ScientificNameRecord | null }[]; taxa: { after: TaxonRecord | null }[] };
  for (const change of effects.names) {
    const n = change.after;
    if (!n) continue;
    change.after = {
      ...n,
      author: shared(n.author),
      rank: shared(n.rank) as ScientificNameRecord['rank'],
      taxonomicStatus: shared(n.taxonomicStatus) as ScientificNameRecord['taxonomicStatus'],
      nomenclaturalStatuses: list(n.nomenclaturalStatuses),
      attributes: list(n.attributes),
      references: list(n.references),
    };
  }
  for (const change of effects.taxa) {
    const t = change.after;
    if (t && !t.vernacularNames.length) change.after = { ...t, vernacularNames: EMPTY };
  }
};

/**
 * Runs register commands: catch up with the register stream, decide, append at the expected revision (decide
 * again on a conflict), apply the new events to the in-memory state, and answer once the read models include
 * them. Commands run one at a time in this process; other processes are kept honest by the expected revision.
 */
export class RegisterService {
  private state: RegisterState = initialRegisterState();
  /** Repeated strings (authors, ranks, statuses) shared by the records of the write model. */
  private readonly strings = new Map<string, string>();
  private revision = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly projections: ProjectionRunner,
  ) {}

  /** The current write model. Read-only for callers. */
  get current(): RegisterState {
    return this.state;
  }

  get streamRevision(): number {
    return this.revision;
  }

  async load(): Promise<void> {
    await this.exclusive(() => this.catchUp());
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const page = await this.events.readStream(REGISTER_STREAM, this.revision + 1, STREAM_PAGE);
      for (const recorded of page) {
        compactEffects(recorded.data as RegisterEvent['data'], this.strings);
        evolve(this.state, { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as RegisterEvent);
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

  private toNew(event: RegisterEvent): NewEvent {
    return { type: event.type, data: event.data, metadata: event.metadata, schemaVersion: REGISTER_EVENT_SCHEMA_VERSION };
  }

  /** Decides and records one command; answers after the read models have caught up (read-your-writes). */
  async execute(command: RegisterCommand): Promise<CommandOutcome> {
    const prior = await this.events.findCommand<Record<string, unknown>>(command.metadata.commandId);
    if (prior) {
      await this.projections.waitFor(prior.lastPosition);
      return { result: prior.result ?? {}, position: prior.lastPosition, duplicate: true };
    }
    const outcome = await this.exclusive(async () => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await this.catchUp();
        let decided: RegisterEvent[];
        try {
          decided = decide(command, this.state);
        } catch (error) {
          // The same command id sent twice at once: the first was recorded meanwhile, so answer its result.
          const recorded = await this.events.findCommand<Record<string, unknown>>(command.metadata.commandId);
          if (recorded) return { result: recorded.result ?? {}, position: recorded.lastPosition, duplicate: true };
          throw error;
        }
        const result = resultOf(decided);
        try {
          const appended = await this.events.append(REGISTER_STREAM, decided.map((e) => this.toNew(e)), {
            expectedRevision: this.revision,
            commandId: command.metadata.commandId,
            result,
          });
          if (appended.duplicate) return { result: appended.result ?? {}, position: appended.lastPosition, duplicate: true };
          for (const event of decided) evolve(this.state, event);
          this.revision = appended.nextRevision;
          return { result, position: appended.lastPosition, duplicate: false };
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
          if (error instanceof WrongExpectedRevisionError) throw Errors.concurrentChange();
          throw error;
        }
      }
      throw Errors.concurrentChange();
    });
    await this.projections.waitFor(outcome.position);
    return outcome;
  }

  /**
   * Records a large command (a bulk import) in several transactions of `eventsPerAppend` events, holding this
   * process's command lock throughout. Every part is appended at its expected revision under the command id
   * `<id>#<part>`; a repeated command id writes nothing.
   */
  async executeInParts(
    command: RegisterCommand,
    options: { eventsPerAppend?: number; onProgress?: (done: number, total: number) => void } = {},
  ): Promise<CommandOutcome> {
    const perAppend = options.eventsPerAppend ?? 10;
    const prior = await this.events.findCommand(`${command.metadata.commandId}#0`);
    if (prior) {
      await this.projections.waitFor(prior.lastPosition);
      return { result: {}, position: prior.lastPosition, duplicate: true };
    }
    const outcome = await this.exclusive(async () => {
      await this.catchUp();
      const decided = decide(command, this.state);
      let position = 0;
      for (let offset = 0, part = 0; offset < decided.length; offset += perAppend, part++) {
        const slice = decided.slice(offset, offset + perAppend);
        const appended = await this.events
          .append(REGISTER_STREAM, slice.map((e) => this.toNew(e)), {
            expectedRevision: this.revision,
            commandId: `${command.metadata.commandId}#${part}`,
          })
          .catch((error) => {
            if (error instanceof WrongExpectedRevisionError) throw Errors.concurrentChange();
            throw error;
          });
        position = appended.lastPosition;
        for (const event of slice) evolve(this.state, event);
        this.revision = appended.nextRevision;
        options.onProgress?.(Math.min(offset + perAppend, decided.length), decided.length);
      }
      return { result: resultOf(decided), position, duplicate: false };
    });
    await this.projections.waitFor(outcome.position, 30 * 60_000);
    return outcome;
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
