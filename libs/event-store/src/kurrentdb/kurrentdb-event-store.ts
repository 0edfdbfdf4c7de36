import { followBatches } from '../follow-batches.js';
import { randomUUID } from 'node:crypto';
// Types only: the client (and its native gRPC bridge) is loaded when a store is connected, not by every process that
// imports this package.
import type * as Kurrent from '@kurrent/kurrentdb-client';
import type { AllStreamSubscription, Direction, Filter, KurrentDBClient, ReadPosition, StreamSubscription } from '@kurrent/kurrentdb-client';
import type {
  AppendOptions,
  AppendPart,
  AppendResult,
  CommandRecord,
  EventStore,
  HeldStream,
  NewEvent,
  RecordedEvent,
  StreamSubscribeOptions,
  SubscribeOptions,
  Subscription,
} from '../event-store.port.js';
import { WrongExpectedRevisionError, type OnPartWritten } from '../event-store.port.js';
import {
  actualRevisionOf,
  ALL_EVENT_TYPES_REGEX,
  anchorOf,
  claimWasWritten,
  COMMAND_CLAIMED,
  COMMAND_COMPLETED,
  commandRecordEventId,
  commandStateOf,
  commandStreamOf,
  completionOf,
  duplicateAnswer,
  eventsAfter,
  isRegisterEvent,
  kurrentRevisionOf,
  portRevisionOf,
  probeOf,
  streamStateOf,
  toRecordedEvent,
  toStoredEvent,
  type CommandClaim,
  type CommandCompletion,
  type CommandRecordEvent,
  type CommandState,
  type LogPosition,
  type ReadEvent,
} from './kurrentdb-mapping.js';

const START = 'start' as const;
const END = 'end' as const;
const FORWARDS = 'forwards' as const;
const BACKWARDS = 'backwards' as const;

/** What the adapter reads of the client's resolved events. */
interface Resolved {
  readonly event?: ReadEvent | undefined;
}

/**
 * The event store on KurrentDB (EventStoreDB), on the official client `@kurrent/kurrentdb-client`.
 *
 * - Streams: one KurrentDB stream per port stream; appends carry the expected revision (a conflict is the port's
 *   `WrongExpectedRevisionError`); the events of one append are written atomically.
 * - Global order: `$all`, filtered on the server (no system events, no command records). A global position is the
 *   event's prepare position (see `kurrentdb-mapping.ts`: opaque to callers, increasing).
 * - Command ids: KurrentDB's own duplicate check by event id lasts only while the ids are in its cache, so each
 *   command id has a stream of its own (`navnebase-command-<id>`): a claim written before the events (created with
 *   "no stream", so two writers cannot both claim it) and the answer after them. Event ids are derived from the command
 *   id; a claim whose answer is missing (a crash between the two writes) is settled by looking for those ids right
 *   after the claim's base revision.
 * - Subscriptions: catch up by reading `$all` (or the stream) in pages, then follow; a filtered live subscription
 *   wakes the reader, and a handler that throws gets the same batch again after a pause.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly wakers = new Set<() => void>();
  private live?: AllStreamSubscription;

  private constructor(
    readonly client: KurrentDBClient,
    private readonly kurrent: typeof Kurrent,
  ) {}

  /** The server-side filter of `$all`: no system events, no command records. */
  private allFilter(): Filter {
    return this.kurrent.eventTypeFilter({ regex: ALL_EVENT_TYPES_REGEX });
  }

  /** Connects with a KurrentDB connection string (`kurrentdb://host:2113?tls=false`, or `esdb://...`). */
  static async connect(connectionString: string): Promise<KurrentDbEventStore> {
    const kurrent = await import('@kurrent/kurrentdb-client');
    return new KurrentDbEventStore(kurrent.KurrentDBClient.connectionString(connectionString), kurrent);
  }

  // ----------------------------------------------------------------------------------------------------- reading

  async readStream(streamId: string, fromRevision = 1, limit = 1_000_000): Promise<RecordedEvent[]> {
    return (await this.readRaw(streamId, fromRevision, limit)).filter((e) => isRegisterEvent(e.type, e.streamId)).map(toRecordedEvent);
  }

  private async readRaw(streamId: string, fromRevision: number, limit: number, direction: Direction = FORWARDS): Promise<ReadEvent[]> {
    const events: ReadEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: direction === FORWARDS ? kurrentRevisionOf(fromRevision) : END,
        maxCount: limit,
        direction,
      }) as AsyncIterable<Resolved>) {
        if (resolved.event) events.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof this.kurrent.StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async streamRevision(streamId: string): Promise<number> {
    const [last] = await this.readRaw(streamId, 0, 1, BACKWARDS);
    return last ? portRevisionOf(last.revision) : 0;
  }

  async readAll(afterPosition: number, limit = 1000): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // The anchor may lie before the position (at the start of the append the position belongs to, which may be large):
    // read on, page by page, until `limit` events after the position are found or `$all` ends.
    const pageSize = Math.max(limit, 100);
    let from = await this.anchor(afterPosition);
    let seen = afterPosition;
    for (;;) {
      let read = 0;
      let last: LogPosition | undefined;
      const page: RecordedEvent[] = [];
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        direction: FORWARDS,
        filter: this.allFilter(),
        maxCount: pageSize,
      }) as AsyncIterable<Resolved & { readonly event?: { readonly position?: LogPosition } }>) {
        read++;
        const event = resolved.event;
        if (!event) continue;
        last = event.position ?? last;
        if (isRegisterEvent(event.type, event.streamId)) page.push(toRecordedEvent(event));
      }
      const kept = eventsAfter(page, seen, limit - events.length);
      events.push(...kept.events);
      seen = kept.seen;
      if (events.length >= limit || read < pageSize || !last) return events;
      from = last;
    }
  }

  /** The log position to read `$all` forward from for every event after a port position (see `anchorOf`). */
  private async anchor(afterPosition: number): Promise<ReadPosition> {
    if (afterPosition <= 0) return START;
    let before: LogPosition | undefined;
    for await (const resolved of this.client.readAll({ fromPosition: probeOf(afterPosition), direction: BACKWARDS, maxCount: 1 }) as AsyncIterable<
      Resolved & { readonly event?: { readonly position?: LogPosition } }
    >) {
      before = resolved.event?.position;
    }
    const anchor = anchorOf(before);
    return anchor === 'start' ? START : anchor;
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: this.allFilter(),
    }) as AsyncIterable<Resolved>) {
      if (resolved.event && isRegisterEvent(resolved.event.type, resolved.event.streamId)) return toRecordedEvent(resolved.event).globalPosition;
    }
    return 0;
  }

  // ---------------------------------------------------------------------------------------------------- commands

  async findCommand<R>(commandId: string): Promise<CommandRecord<R> | undefined> {
    const state = await this.commandState(commandId);
    if (state.kind === 'completed') return state.record as CommandRecord<R>;
    if (state.kind === 'claimed') return (await this.settle(commandId, state.claim)) as CommandRecord<R> | undefined;
    return undefined;
  }

  private async commandState(commandId: string): Promise<CommandState & { readonly revision: number }> {
    const events = await this.readRaw(commandStreamOf(commandId), 1, 1000);
    const records = events
      .filter((e) => e.type === COMMAND_CLAIMED || e.type === COMMAND_COMPLETED)
      .map((e) => ({ type: e.type, data: e.data }) as CommandRecordEvent);
    return { ...commandStateOf(commandId, records), revision: events.length };
  }

  /**
   * A claim without an answer: if its events are in its stream right after the claim's base revision (found by their
   * ids), they were written and only the answer is missing: it is written now. Otherwise nothing was written.
   */
  private async settle(commandId: string, claim: CommandClaim): Promise<CommandRecord | undefined> {
    const found = await this.readRaw(claim.streamId, claim.baseRevision + 1, claim.eventCount);
    if (!claimWasWritten(commandId, claim, found)) return undefined;
    const completion = completionOf(claim, toRecordedEvent(found[0]!), toRecordedEvent(found[found.length - 1]!));
    await this.complete(commandId, completion);
    return { commandId, ...completion };
  }

  private async complete(commandId: string, completion: CommandCompletion): Promise<void> {
    await this.client.appendToStream(
      commandStreamOf(commandId),
      [
        {
          id: commandRecordEventId(commandId, 'completed', 0),
          contentType: 'application/json',
          type: COMMAND_COMPLETED,
          data: completion as unknown as Record<string, unknown>,
          metadata: {},
        },
      ],
      { streamState: 'any' },
    );
  }

  /**
   * Claims a command id before its events are written: creates its record stream, or adds a new claim after an
   * earlier one that wrote nothing. Answers the recorded command instead when there is one.
   */
  private async claim(commandId: string, claim: CommandClaim): Promise<CommandRecord | undefined> {
    const state = await this.commandState(commandId);
    if (state.kind === 'completed') return state.record;
    if (state.kind === 'claimed') {
      const settled = await this.settle(commandId, state.claim);
      if (settled) return settled;
    }
    try {
      await this.client.appendToStream(
        commandStreamOf(commandId),
        [
          {
            id: commandRecordEventId(commandId, 'claimed', state.revision),
            contentType: 'application/json',
            type: COMMAND_CLAIMED,
            data: claim as unknown as Record<string, unknown>,
            metadata: {},
          },
        ],
        { streamState: state.revision === 0 ? 'no_stream' : BigInt(state.revision - 1) },
      );
    } catch (error) {
      // Another writer claimed it at the same moment: as for a stream that moved on, catch up and decide again.
      if (error instanceof this.kurrent.WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(claim.streamId, claim.baseRevision, await this.streamRevision(claim.streamId));
      }
      throw error;
    }
    return undefined;
  }

  // ------------------------------------------------------------------------------------------------------ writing

  async append<R>(streamId: string, events: readonly NewEvent[], options: AppendOptions<R> = {}): Promise<AppendResult<R>> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const stored = events.map((event, index) => toStoredEvent(event, index, options.commandId, randomUUID));
    const commandId = options.commandId;
    let claim: CommandClaim | undefined;
    if (commandId !== undefined) {
      claim = {
        streamId,
        baseRevision: options.expectedRevision ?? (await this.streamRevision(streamId)),
        eventCount: events.length,
        ...(options.commandHash !== undefined ? { commandHash: options.commandHash } : {}),
        ...(options.result !== undefined ? { result: options.result } : {}),
      };
      const recorded = await this.claim(commandId, claim);
      if (recorded) return duplicateAnswer<R>(recorded, options.commandHash);
    }
    const written = await this.write(streamId, stored, options.expectedRevision);
    if (commandId !== undefined && claim) {
      await this.complete(commandId, completionOf(claim, written.first, written.last));
    }
    this.wake();
    return {
      nextRevision: written.nextRevision,
      firstPosition: written.first.globalPosition,
      lastPosition: written.last.globalPosition,
      duplicate: false,
      ...(options.result !== undefined ? { result: options.result } : {}),
    };
  }

  /**
   * All parts in one KurrentDB append (atomic: all or none), claimed under the first part's command id; each part's
   * command id is recorded after. A part that cannot be serialised fails before anything is sent.
   */
  /** KurrentDB has no lock to hold a stream with: the work appends optimistically (see EventStore.holdStream). */
  holdStream<T>(streamId: string, work: (held: HeldStream) => Promise<T>): Promise<T> {
    return work({ appendParts: (parts, options) => this.appendParts(streamId, parts, options) });
  }

  async appendParts<R>(
    streamId: string,
    parts: readonly AppendPart<R>[],
    options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten },
  ): Promise<AppendResult<R>> {
    if (parts.length === 0) throw new Error('appendParts needs at least one part');
    const first = parts[0]!;
    // One command id for the whole append: the first part's (its events' ids follow on through the parts).
    const stored = parts.flatMap((part) => part.events).map((event, index) => toStoredEvent(event, index, first.commandId, randomUUID));
    const claim: CommandClaim = {
      streamId,
      baseRevision: options.expectedRevision,
      eventCount: stored.length,
      ...(first.commandHash !== undefined ? { commandHash: first.commandHash } : {}),
      ...(first.result !== undefined ? { result: first.result } : {}),
    };
    const recorded = await this.claim(first.commandId, claim);
    if (recorded) return duplicateAnswer<R>(recorded, first.commandHash);
    const written = await this.write(streamId, stored, options.expectedRevision);
    parts.forEach((_part, index) => options.onPart?.(index + 1));
    await this.complete(first.commandId, completionOf(claim, written.first, written.last));
    // The later parts' ids answer with the whole append (they were written together with the first).
    for (const part of parts.slice(1)) {
      await this.complete(
        part.commandId,
        completionOf({ ...claim, ...(part.result !== undefined ? { result: part.result } : {}) }, written.first, written.last),
      );
    }
    this.wake();
    return {
      nextRevision: written.nextRevision,
      firstPosition: written.first.globalPosition,
      lastPosition: written.last.globalPosition,
      duplicate: false,
      ...(first.result !== undefined ? { result: first.result } : {}),
    };
  }

  /** One atomic append at the expected revision; answers the first and last event as written (with their positions). */
  private async write(
    streamId: string,
    stored: ReturnType<typeof toStoredEvent>[],
    expectedRevision: number | undefined,
  ): Promise<{ nextRevision: number; first: RecordedEvent; last: RecordedEvent }> {
    let nextRevision: number;
    try {
      const result = await this.client.appendToStream(streamId, stored, { streamState: streamStateOf(expectedRevision) });
      nextRevision = portRevisionOf(result.nextExpectedRevision);
    } catch (error) {
      if (error instanceof this.kurrent.WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expectedRevision ?? 0, actualRevisionOf(error.actualState));
      }
      throw error;
    }
    // The append answers one position for all its events: read the first and the last back for their own positions.
    const firstRevision = nextRevision - stored.length + 1;
    const [first] = await this.readRaw(streamId, firstRevision, 1);
    const [last] = await this.readRaw(streamId, nextRevision, 1);
    if (!first || !last) throw new Error(`KurrentDB: the events just written to ${streamId} could not be read back`);
    return { nextRevision, first: toRecordedEvent(first), last: toRecordedEvent(last) };
  }

  // ----------------------------------------------------------------------------------------------- subscriptions

  private wake() {
    for (const waker of [...this.wakers]) waker();
  }

  /** One filtered live subscription to `$all` per store, from its end: each event appended anywhere wakes the readers. */
  private ensureLive() {
    if (this.live) return;
    const live = this.client.subscribeToAll({ fromPosition: END, filter: this.allFilter() });
    live.on('data', () => this.wake());
    live.on('error', () => {
      // Dropped (server restart): the readers poll meanwhile; subscribe again on the next call.
      if (this.live === live) this.live = undefined;
    });
    this.live = live;
  }

  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Subscription {
    return this.follow(
      (position, limit) => this.readAll(position, limit),
      (e) => e.globalPosition,
      handler,
      { from: options.fromPosition, batchSize: options.batchSize ?? 500, ...(options.onError ? { onError: options.onError } : {}) },
    );
  }

  subscribeToStream(streamId: string, handler: (events: RecordedEvent[]) => Promise<void>, options: StreamSubscribeOptions): Subscription {
    return this.follow(
      (revision, limit) => this.readStream(streamId, revision + 1, limit),
      (e) => e.streamRevision,
      handler,
      { from: options.fromRevision, batchSize: options.batchSize ?? 500, ...(options.onError ? { onError: options.onError } : {}) },
    );
  }

  private follow(
    read: (after: number, limit: number) => Promise<RecordedEvent[]>,
    positionOf: (event: RecordedEvent) => number,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: { from: number; batchSize: number; onError?: (error: unknown) => void },
  ): Subscription {
    const readLive = (after: number, limit: number) => {
      this.ensureLive();
      return read(after, limit);
    };
    return followBatches(readLive, positionOf, handler, { ...options, idleMs: 500, wakers: this.wakers });
  }

  async close(): Promise<void> {
    const live = this.live as (AllStreamSubscription & StreamSubscription) | undefined;
    this.live = undefined;
    await live?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }
}
