/**
 * The KurrentDB adapter's own rules, kept apart from the client so they are tested without a server: how the port's
 * 1-based stream revisions and numeric global positions map onto KurrentDB's 0-based revisions and (commit, prepare)
 * log positions, how events are stored (an envelope in the metadata), the deterministic event ids derived from a
 * command id, and the command records kept in a stream per command id.
 */
import { createHash } from 'node:crypto';
import type { AppendResult, CommandRecord, NewEvent, RecordedEvent } from '../event-store.port.js';
import { CommandIdReusedError } from '../event-store.port.js';

/** A KurrentDB log position (the client's `Position`). */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** UUID version 5 (RFC 9562: SHA-1 of a namespace and a name). */
export const uuidV5 = (name: string, namespace: string): string => {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The namespace of Navnebase's event ids (a fixed random UUID: never change it, stored ids depend on it). */
export const EVENT_ID_NAMESPACE = '4f0e7d0c-5b8e-4d3a-9a52-2c1f6f3e8b17';

/**
 * The id of the `index`-th event a command appends: the same command sent again gets the same ids, so KurrentDB's own
 * duplicate check (by event id, at the same expected revision) refuses to write it twice even before the command record
 * is written.
 */
export const commandEventId = (commandId: string, index: number): string => uuidV5(`${commandId}#${index}`, EVENT_ID_NAMESPACE);

/** The id of a command record event (the same attempt written twice is one event). */
export const commandRecordEventId = (commandId: string, kind: 'claimed' | 'completed', attempt: number): string =>
  uuidV5(`${commandId}#${kind}#${attempt}`, EVENT_ID_NAMESPACE);

/** The stream that holds one command id's records: its claim and, once its events are written, its answer. */
export const commandStreamOf = (commandId: string): string => `navnebase-command-${commandId}`;

export const COMMAND_CLAIMED = 'navnebase.CommandClaimed';
export const COMMAND_COMPLETED = 'navnebase.CommandCompleted';

/**
 * The server-side filter of reads and subscriptions of `$all`: skips KurrentDB's system events (types starting with
 * `$`) and the command records (they are bookkeeping, not events of the register).
 */
export const ALL_EVENT_TYPES_REGEX = `^(?!\\$|${COMMAND_CLAIMED.replace('.', '\\.')}$|${COMMAND_COMPLETED.replace('.', '\\.')}$)`;

/** True for an event the port hands out (the same rule as the server-side filter, for the client side). */
export const isRegisterEvent = (type: string, streamId: string): boolean =>
  !type.startsWith('$') && !streamId.startsWith('$') && type !== COMMAND_CLAIMED && type !== COMMAND_COMPLETED;

// ------------------------------------------------------------------------------------------- revisions and positions

/** The port's expected revision (events seen; 0: a new stream; undefined: any) as KurrentDB's stream state. */
export const streamStateOf = (expectedRevision: number | undefined): 'any' | 'no_stream' | bigint => {
  if (expectedRevision === undefined) return 'any';
  if (expectedRevision === 0) return 'no_stream';
  return BigInt(expectedRevision - 1);
};

/** KurrentDB's 0-based revision of an event as the port's 1-based stream revision. */
export const portRevisionOf = (revision: bigint): number => Number(revision) + 1;

/** KurrentDB's 0-based revision to read from for the port's 1-based revision. */
export const kurrentRevisionOf = (portRevision: number): bigint => BigInt(Math.max(portRevision, 1) - 1);

/** The actual revision a wrong-expected-version error names, as the port's count of events (0 for no stream). */
export const actualRevisionOf = (actualState: unknown): number => {
  if (typeof actualState === 'bigint') return Number(actualState) + 1;
  if (typeof actualState === 'number') return actualState + 1;
  return 0;
};

/**
 * An event's global position for the port: its prepare position, which is unique per event and grows in the order of
 * `$all` (the commit position is shared by the events of one append). Callers treat it as an opaque, increasing
 * number; a log beyond 2^53 bytes cannot be represented and is refused rather than rounded.
 */
export const globalPositionOf = (position: LogPosition): number => {
  if (position.prepare > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`KurrentDB position ${position.prepare} is beyond 2^53`);
  return Number(position.prepare);
};

/** Where reading `$all` backwards starts to find the anchor of a port position (see `anchorOf`). */
export const probeOf = (afterPosition: number): LogPosition => ({ commit: BigInt(afterPosition), prepare: BigInt(afterPosition) });

/**
 * Where to read `$all` forwards from to get every event after the port position `afterPosition`: the commit position
 * of the last event before the probe (as both parts), or the start. A port position is only the prepare position, and
 * an event in the middle of a multi-event append sits at (commit of the append, its own prepare): reading from
 * (p, p) could pass over the rest of that append. Starting at its commit position and dropping events at or below
 * `afterPosition` (`after`) skips nothing and hands out nothing twice.
 */
export const anchorOf = (before: LogPosition | undefined): LogPosition | 'start' =>
  before === undefined ? 'start' : { commit: before.commit, prepare: before.commit };

/**
 * From one page of `$all` read forward from an anchor: the events after `seen` (the position asked for, or the last
 * event kept from the page before: the anchor lies at or before it, and a page may start with the event the one before
 * ended on), at most `room` of them, and the position seen last.
 */
export const eventsAfter = <E extends { readonly globalPosition: number }>(
  page: readonly E[],
  seen: number,
  room: number,
): { readonly events: E[]; readonly seen: number } => {
  const events = page.filter((e) => e.globalPosition > seen).slice(0, Math.max(0, room));
  return { events, seen: events.length ? events[events.length - 1]!.globalPosition : seen };
};

// ------------------------------------------------------------------------------------------------------- events

/** What is stored as an event's metadata: the caller's metadata with the port's fields around it. */
export interface StoredMetadata {
  readonly schemaVersion: number;
  readonly metadata: unknown;
  readonly commandId?: string;
}

export interface StoredEvent {
  readonly id: string;
  readonly contentType: 'application/json';
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
}

/** A new event as KurrentDB stores it; without a command id the id is random. */
export const toStoredEvent = (event: NewEvent, index: number, commandId: string | undefined, randomId: () => string): StoredEvent => {
  if (event.data === null || typeof event.data !== 'object' || Array.isArray(event.data)) {
    throw new Error(`Event ${event.type}: data must be a JSON object`);
  }
  // Serialised here, so an event that cannot be stored fails before anything is sent.
  const data = JSON.parse(JSON.stringify(event.data)) as Record<string, unknown>;
  const metadata: StoredMetadata = {
    schemaVersion: event.schemaVersion ?? 1,
    metadata: JSON.parse(JSON.stringify(event.metadata ?? {})) as unknown,
    ...(commandId !== undefined ? { commandId } : {}),
  };
  return {
    id: commandId !== undefined ? commandEventId(commandId, index) : randomId(),
    contentType: 'application/json',
    type: event.type,
    data,
    metadata: metadata as unknown as Record<string, unknown>,
  };
};

/** What the adapter needs of an event read from KurrentDB (the client's `RecordedEvent` has it). */
export interface ReadEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: LogPosition | undefined;
}

const storedMetadataOf = (metadata: unknown): StoredMetadata => {
  if (metadata && typeof metadata === 'object' && 'schemaVersion' in metadata && 'metadata' in metadata) return metadata as StoredMetadata;
  // an event written by another tool: its metadata as it is
  return { schemaVersion: 1, metadata: metadata ?? {} };
};

/** The command id an event was written under, if any. */
export const commandIdOf = (event: ReadEvent): string | undefined => storedMetadataOf(event.metadata).commandId;

/** An event read from KurrentDB as the port's recorded event (KurrentDB 22.6 and later give every read event its position). */
export const toRecordedEvent = (event: ReadEvent): RecordedEvent => {
  if (!event.position) throw new Error(`KurrentDB gave no position for ${event.streamId}@${event.revision} (KurrentDB 22.6 or later is needed)`);
  const stored = storedMetadataOf(event.metadata);
  return {
    globalPosition: globalPositionOf(event.position),
    streamId: event.streamId,
    streamRevision: portRevisionOf(event.revision),
    type: event.type,
    schemaVersion: stored.schemaVersion,
    data: event.data,
    metadata: stored.metadata,
    recordedAt: event.created.toISOString(),
  };
};

// ---------------------------------------------------------------------------------------------- command records

/** A command id claimed before its events are written: which stream, from which revision, how many events. */
export interface CommandClaim {
  readonly streamId: string;
  /** The stream revision the events follow (the port's count of events before them). */
  readonly baseRevision: number;
  readonly eventCount: number;
  readonly commandHash?: string;
  /** The command's answer, kept with the claim so a completion written later (after a crash) answers the same. */
  readonly result?: unknown;
}

/** A command whose events are written: the port's command record without its id. */
export type CommandCompletion = Omit<CommandRecord, 'commandId'>;

export type CommandRecordEvent =
  | { readonly type: typeof COMMAND_CLAIMED; readonly data: CommandClaim }
  | { readonly type: typeof COMMAND_COMPLETED; readonly data: CommandCompletion };

/** The state of a command id from its record stream's events, in order: the first completion wins; else the last claim. */
export type CommandState =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'claimed'; readonly claim: CommandClaim; readonly attempts: number }
  | { readonly kind: 'completed'; readonly record: CommandRecord };

export const commandStateOf = (commandId: string, events: readonly CommandRecordEvent[]): CommandState => {
  const completed = events.find((e) => e.type === COMMAND_COMPLETED);
  if (completed) return { kind: 'completed', record: { commandId, ...(completed.data as CommandCompletion) } };
  const claims = events.filter((e) => e.type === COMMAND_CLAIMED);
  const last = claims[claims.length - 1];
  return last ? { kind: 'claimed', claim: last.data as CommandClaim, attempts: claims.length } : { kind: 'unknown' };
};

/**
 * Decides whether a claimed command's events were written, from the events found in its stream right after the claim's
 * base revision: they were when the ids are the command's deterministic ids, in order.
 */
export const claimWasWritten = (commandId: string, claim: CommandClaim, found: readonly { readonly id: string }[]): boolean =>
  found.length === claim.eventCount && found.every((event, index) => event.id === commandEventId(commandId, index));

/** The completion of a command from its first and last written events. */
export const completionOf = (claim: CommandClaim, first: RecordedEvent, last: RecordedEvent): CommandCompletion => ({
  streamId: claim.streamId,
  nextRevision: last.streamRevision,
  firstPosition: first.globalPosition,
  lastPosition: last.globalPosition,
  ...(claim.result !== undefined ? { result: claim.result } : {}),
  ...(claim.commandHash !== undefined ? { commandHash: claim.commandHash } : {}),
});

/** The answer to a command id seen before: its first answer, or `CommandIdReusedError` when its body differs. */
export const duplicateAnswer = <R>(record: CommandRecord, commandHash: string | undefined): AppendResult<R> => {
  if (commandHash && record.commandHash && commandHash !== record.commandHash) throw new CommandIdReusedError(record.commandId);
  return {
    nextRevision: record.nextRevision,
    firstPosition: record.firstPosition,
    lastPosition: record.lastPosition,
    duplicate: true,
    ...(record.result !== undefined ? { result: record.result as R } : {}),
  };
};
