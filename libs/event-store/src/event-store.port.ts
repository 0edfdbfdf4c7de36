/** The event store port: streams of typed events with optimistic concurrency, a global order, and command ids. */
export interface NewEvent<D = unknown, M = unknown> {
  readonly type: string;
  readonly data: D;
  readonly metadata: M;
  readonly schemaVersion?: number;
}

export interface RecordedEvent<D = unknown, M = unknown> {
  readonly globalPosition: number;
  readonly streamId: string;
  /** 1 for the first event of a stream. */
  readonly streamRevision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: D;
  readonly metadata: M;
  readonly recordedAt: string;
}

export interface AppendOptions<R = unknown> {
  /**
   * The stream revision the caller decided against: the number of events it has seen in the stream (0 for a new
   * stream). Omitted: append whatever the revision.
   */
  readonly expectedRevision?: number;
  /** A repeated command id writes nothing and answers the first append's result. */
  readonly commandId?: string;
  /** The command's answer, kept with the command id (for example the id of a created name). */
  readonly result?: R;
  /**
   * A digest of the command's body, kept with the command id: the same command id sent again with another body is
   * refused with `CommandIdReusedError` instead of being answered with the first result.
   */
  readonly commandHash?: string;
}

export interface AppendResult<R = unknown> {
  /** The stream revision after the append. */
  readonly nextRevision: number;
  readonly firstPosition: number;
  /** Global position of the last event written; projections answering after it are up to date. */
  readonly lastPosition: number;
  /** True when the command id had been seen: nothing was written and `result` is the first answer. */
  readonly duplicate: boolean;
  readonly result?: R;
}

export interface CommandRecord<R = unknown> {
  readonly commandId: string;
  readonly streamId: string;
  readonly nextRevision: number;
  readonly firstPosition: number;
  readonly lastPosition: number;
  readonly result?: R;
  readonly commandHash?: string;
}

/** Thrown when a command id that was used before comes again with another body. */
export class CommandIdReusedError extends Error {
  constructor(readonly commandId: string) {
    super(`Command id ${commandId} was used before for another command`);
    this.name = 'CommandIdReusedError';
  }
}

/** Thrown when the stream moved on since the caller read it: catch up and decide again. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedRevision: number,
    readonly actualRevision: number,
  ) {
    super(`Stream ${streamId} is at revision ${actualRevision}, expected ${expectedRevision}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  /** Position of the last event handed to the handler. */
  readonly position: number;
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Global position to follow from (exclusive). */
  readonly fromPosition: number;
  readonly batchSize?: number;
  /** Called when the handler throws; the subscription retries the same batch after a pause. */
  readonly onError?: (error: unknown) => void;
}

export interface StreamSubscribeOptions {
  /** Stream revision to follow from (exclusive): 0 for the whole stream. */
  readonly fromRevision: number;
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

/** One part of an append in parts: its events, and the command id (and answer) it is recorded under. */
export interface AppendPart<R = unknown> {
  readonly events: readonly NewEvent[];
  readonly commandId: string;
  readonly result?: R;
  readonly commandHash?: string;
}

/** Where one part of an append in parts landed (written, not yet committed). */
export interface WrittenPart {
  readonly firstPosition: number;
  readonly lastPosition: number;
  /** The stream's revision after the part. */
  readonly nextRevision: number;
}

/** Told of each part written: how many are written so far, and where this one landed (where the store knows it). */
export type OnPartWritten = (written: number, part?: WrittenPart) => void;

/** A stream held by `EventStore.holdStream`: appends in the holding transaction. */
export interface HeldStream {
  appendParts<R = unknown>(
    parts: readonly AppendPart<R>[],
    options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten },
  ): Promise<AppendResult<R>>;
  /**
   * The time the store records with the events appended here (`recordedAt`, as reading them back gives it), where the
   * store knows it before the commit (PostgreSQL: the holding transaction's start).
   */
  readonly recordedAt?: string;
}

export interface EventStore {
  append<R = unknown>(streamId: string, events: readonly NewEvent[], options?: AppendOptions<R>): Promise<AppendResult<R>>;
  /**
   * Appends several parts, one after the other from `expectedRevision`, in one transaction: every part is written or
   * none is (a bulk import that fails or is killed half-way leaves nothing). When the first part's command id was
   * recorded before, nothing is written and the answer is that part's record, marked duplicate. `onPart` is told of
   * each part written (not yet committed).
   */
  appendParts<R = unknown>(
    streamId: string,
    parts: readonly AppendPart<R>[],
    options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten },
  ): Promise<AppendResult<R>>;
  /**
   * Runs `work` holding the stream for one writer: other appends to the stream wait until `work` ends, so a bulk
   * import that takes seconds to decide cannot lose its turn to a stream of small edits from other processes (with
   * optimistic appends it would, again and again). `held.appendParts` appends as `appendParts` does, inside the
   * holding transaction. A store that cannot hold a stream (PGlite, whose one process serialises its own writers;
   * KurrentDB) runs `work` at once and appends optimistically: a stale expected revision fails as in `appendParts`.
   */
  holdStream<T>(streamId: string, work: (held: HeldStream) => Promise<T>): Promise<T>;
  /** Events of one stream from a revision (inclusive, 1-based). */
  readStream(streamId: string, fromRevision?: number, limit?: number): Promise<RecordedEvent[]>;
  /** The current revision of a stream (0 when it has no events). */
  streamRevision(streamId: string): Promise<number>;
  /**
   * Events of all streams after `afterPosition`, in global order. Never skips an event whose transaction commits
   * late: only events below the oldest transaction still in flight are returned.
   */
  readAll(afterPosition: number, limit?: number): Promise<RecordedEvent[]>;
  /** Catch up from a position, then follow new events of all streams as they are committed. */
  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Subscription;
  /** Catch up one stream from a revision, then follow its new events (the subscription's position is the stream revision). */
  subscribeToStream(streamId: string, handler: (events: RecordedEvent[]) => Promise<void>, options: StreamSubscribeOptions): Subscription;
  findCommand<R = unknown>(commandId: string): Promise<CommandRecord<R> | undefined>;
  /** The highest position that is safe to read (all events at or below it are committed). */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}
