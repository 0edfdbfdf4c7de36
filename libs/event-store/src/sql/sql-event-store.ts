import { followBatches } from '../follow-batches.js';
import type {
  AppendOptions,
  AppendPart,
  AppendResult,
  CommandRecord,
  EventStore,
  HeldStream,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port.js';
import { CommandIdReusedError, WrongExpectedRevisionError, type StreamSubscribeOptions } from '../event-store.port.js';
import type { SqlClient, SqlExecutor } from './sql-client.js';

/**
 * The advisory lock every appending transaction holds (shared) until it ends. Advisory locks are per database, so its
 * second key is the schema's (a register in another schema of the same database does not hold this one's readers
 * back). `objectId` is the key all schemas shared before: readers still count it, so an appender of an older version
 * in flight during an upgrade is waited for.
 */
export const APPENDER_LOCK = { classId: 1312965971, objectId: 1 } as const;
const SCHEMA_APPENDER_KEY = `(hashtext(current_schema()) & 2147483647)`;

/**
 * The position below which reading is safe, computed with the statement's own snapshot: the oldest transaction in
 * flight that may have appended events. A transaction still running without the appender lock cannot have
 * written events (es_append takes the lock before it writes), so an unrelated long transaction on the same
 * server does not hold readers back; one that ended after the snapshot was taken counts, to be safe.
 */
const READ_HORIZON = `
  snap AS (SELECT pg_current_snapshot() AS s),
  appenders AS (
    SELECT pid FROM pg_locks
    WHERE locktype = 'advisory' AND classid = ${APPENDER_LOCK.classId} AND objsubid = 2 AND granted
      AND objid IN (${APPENDER_LOCK.objectId}, ${SCHEMA_APPENDER_KEY}::oid)),
  non_appenders AS (
    SELECT transactionid::text AS xid32 FROM pg_locks
    WHERE locktype = 'transactionid' AND mode = 'ExclusiveLock' AND granted AND pid NOT IN (SELECT pid FROM appenders)),
  horizon AS (
    SELECT COALESCE(
      (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
       WHERE (x::text::numeric % 4294967296)::text NOT IN (SELECT xid32 FROM non_appenders)),
      (SELECT pg_snapshot_xmax(s) FROM snap)) AS below)`;

/** Serialises schema changes of processes starting at the same time (each runs the schema script at start). */
export const SCHEMA_LOCK = { classId: 1312965971, objectId: 2 } as const;

/**
 * Taken shared by a transaction that writes read-model tables, before it touches any: a schema script (which holds
 * the lock exclusively) then waits for running batches instead of deadlocking with them on the tables' locks.
 */
export const SCHEMA_LOCK_SHARED = `SELECT pg_advisory_xact_lock_shared(${SCHEMA_LOCK.classId}, ${SCHEMA_LOCK.objectId})`;

/** Runs a schema script under the schema lock, in one transaction. */
export const withSchemaLock = (script: string) =>
  `BEGIN; SELECT pg_advisory_xact_lock(${SCHEMA_LOCK.classId}, ${SCHEMA_LOCK.objectId}); ${script}; COMMIT;`;

export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_type text NOT NULL,
  schema_version int NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_revision)
);
-- Readers filter on transaction_id only after the position range scan: an index on it only slowed appends.
DROP INDEX IF EXISTS es_events_transaction_idx;
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS es_commands (
  command_id text PRIMARY KEY,
  stream_id text NOT NULL,
  next_revision bigint NOT NULL DEFAULT 0,
  first_position bigint NOT NULL DEFAULT 0,
  last_position bigint NOT NULL DEFAULT 0,
  result jsonb,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE es_commands ADD COLUMN IF NOT EXISTS command_hash text;
-- One append in one statement (one round trip): claim the command id, move the stream's revision (holding its row
-- lock until commit, so appenders to one stream queue up), insert the events in order and record the command's
-- answer. A stale expected revision raises NB409 with the actual revision as detail. A repeated command id answers the
-- first append's row with its command hash (the caller compares it with its own). No NOTIFY here: a transaction
-- that notifies holds PostgreSQL's notify-queue lock through its commit, which serialises all appenders' commits.
DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb, text, jsonb);
CREATE OR REPLACE FUNCTION es_append(p_stream text, p_expected bigint, p_events jsonb, p_command_id text, p_result jsonb, p_command_hash text)
RETURNS TABLE (next_revision bigint, first_position bigint, last_position bigint, duplicate boolean, result jsonb, command_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_revision bigint;
  v_actual bigint;
  v_first bigint;
  v_last bigint;
BEGIN
  -- Mark this transaction as an appender until it ends: readers wait only for appenders still in flight.
  PERFORM pg_advisory_xact_lock_shared(${APPENDER_LOCK.classId}, ${SCHEMA_APPENDER_KEY});
  IF p_command_id IS NOT NULL THEN
    INSERT INTO es_commands (command_id, stream_id, command_hash) VALUES (p_command_id, p_stream, p_command_hash)
      ON CONFLICT (command_id) DO NOTHING;
    IF NOT FOUND THEN
      RETURN QUERY SELECT c.next_revision, c.first_position, c.last_position, true, c.result, c.command_hash
        FROM es_commands c WHERE c.command_id = p_command_id;
      RETURN;
    END IF;
  END IF;
  IF p_expected IS NULL THEN
    INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream, v_count)
      ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count RETURNING s.revision INTO v_revision;
  ELSIF p_expected = 0 THEN
    INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream, v_count)
      ON CONFLICT (stream_id) DO NOTHING RETURNING s.revision INTO v_revision;
  ELSE
    UPDATE es_streams s SET revision = s.revision + v_count WHERE s.stream_id = p_stream AND s.revision = p_expected
      RETURNING s.revision INTO v_revision;
  END IF;
  IF v_revision IS NULL THEN
    SELECT s.revision INTO v_actual FROM es_streams s WHERE s.stream_id = p_stream;
    RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'NB409', DETAIL = COALESCE(v_actual, 0)::text;
  END IF;
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_revision, event_type, schema_version, data, metadata)
    SELECT p_stream, v_revision - v_count + e.ordinality, e.value->>'type', (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ordinality)
    ORDER BY e.ordinality
    RETURNING global_position)
  SELECT min(i.global_position), max(i.global_position) INTO v_first, v_last FROM inserted i;
  IF p_command_id IS NOT NULL THEN
    UPDATE es_commands c SET next_revision = v_revision, first_position = v_first, last_position = v_last, result = p_result
      WHERE c.command_id = p_command_id;
  END IF;
  RETURN QUERY SELECT v_revision, v_first, v_last, false, p_result, p_command_hash;
END $$;
`;

const NOTIFY_CHANNEL = 'es_events_appended';
/** SQLSTATE raised by es_append when the expected revision is stale. */
const WRONG_REVISION = 'NB409';

interface AppendRow {
  next_revision: number;
  first_position: number;
  last_position: number;
  duplicate: boolean;
  result: unknown;
  command_hash: string | null;
}

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_revision: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date | string;
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  globalPosition: Number(row.global_position),
  streamId: row.stream_id,
  streamRevision: Number(row.stream_revision),
  type: row.event_type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at instanceof Date ? row.recorded_at.toISOString() : String(row.recorded_at),
});

const SELECT_EVENT = `global_position, stream_id, stream_revision, event_type, schema_version, data, metadata, recorded_at`;

/** Appends events by `es_append` on the given connection or transaction. */
const appendWith = async <R>(
  executor: SqlExecutor,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions<R>,
): Promise<AppendResult<R>> => {
  if (events.length === 0) throw new Error('append needs at least one event');
  const payload = JSON.stringify(
    events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion ?? 1, data: e.data, metadata: e.metadata ?? {} })),
  );
  let row: AppendRow;
  try {
    const { rows } = await executor.query<AppendRow>(`SELECT * FROM es_append($1, $2, $3::jsonb, $4, $5::jsonb, $6)`, [
      streamId,
      options.expectedRevision ?? null,
      payload,
      options.commandId ?? null,
      options.commandId !== undefined ? JSON.stringify(options.result ?? null) : null,
      options.commandId !== undefined ? (options.commandHash ?? null) : null,
    ]);
    row = rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === WRONG_REVISION) {
      throw new WrongExpectedRevisionError(streamId, options.expectedRevision ?? 0, Number((error as { detail?: string }).detail ?? 0));
    }
    throw error;
  }
  const written = { nextRevision: Number(row.next_revision), firstPosition: Number(row.first_position), lastPosition: Number(row.last_position) };
  if (row.duplicate) {
    if (options.commandHash && row.command_hash && options.commandHash !== row.command_hash) throw new CommandIdReusedError(options.commandId!);
    return { ...written, duplicate: true, result: (row.result ?? undefined) as R };
  }
  return { ...written, duplicate: false, ...(options.result !== undefined ? { result: options.result } : {}) };
};

/** The SQL event store, one code path for PostgreSQL and PGlite. */
/** Appends parts one after the other from `expectedRevision` within a transaction (see EventStore.appendParts). */
const appendPartsWith = async <R>(
  tx: SqlExecutor,
  streamId: string,
  parts: readonly AppendPart<R>[],
  options: { readonly expectedRevision: number; readonly onPart?: (written: number) => void },
): Promise<AppendResult<R>> => {
  let first: AppendResult<R> | undefined;
  let last: AppendResult<R> | undefined;
  for (const [index, part] of parts.entries()) {
    last = await appendWith<R>(tx, streamId, part.events, {
      expectedRevision: last?.nextRevision ?? options.expectedRevision,
      commandId: part.commandId,
      ...(part.result !== undefined ? { result: part.result } : {}),
      ...(part.commandHash !== undefined ? { commandHash: part.commandHash } : {}),
    });
    if (last.duplicate) {
      // The parts commit together: the first recorded means all were, and a later one recorded alone cannot be.
      if (index === 0) return last;
      throw new Error(`Part ${index} of an append in parts was recorded before its first part (${part.commandId})`);
    }
    first ??= last;
    options.onPart?.(index + 1);
  }
  const { nextRevision, lastPosition } = last!;
  return {
    nextRevision,
    firstPosition: first!.firstPosition,
    lastPosition,
    duplicate: false,
    ...(first!.result !== undefined ? { result: first!.result } : {}),
  };
};

export class SqlEventStore implements EventStore {
  private readonly wakers = new Set<() => void>();
  private unlisten?: () => Promise<void>;

  private constructor(readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<SqlEventStore> {
    await sql.exec(withSchemaLock(EVENT_STORE_SCHEMA));
    const store = new SqlEventStore(sql);
    store.unlisten = await sql.listen(NOTIFY_CHANNEL, () => store.wake());
    return store;
  }

  private wake() {
    for (const waker of [...this.wakers]) waker();
  }

  private notifying = false;
  private notifyAgain?: number;

  /**
   * Tells subscribers in other processes (PostgreSQL) that events were appended, after the commit and at most one
   * notification in flight per process: appends that come meanwhile are announced by one more. Subscribers also poll,
   * so a lost notification only delays them. PGlite has no other processes.
   */
  private notifyOthers(position: number): void {
    if (this.sql.dialect !== 'postgres') return;
    if (this.notifying) {
      this.notifyAgain = Math.max(this.notifyAgain ?? 0, position);
      return;
    }
    this.notifying = true;
    void this.sql
      .query(`SELECT pg_notify($1, $2)`, [NOTIFY_CHANNEL, String(position)])
      .catch(() => undefined)
      .then(() => {
        this.notifying = false;
        const next = this.notifyAgain;
        this.notifyAgain = undefined;
        if (next !== undefined) this.notifyOthers(next);
      });
  }

  async append<R>(streamId: string, events: readonly NewEvent[], options: AppendOptions<R> = {}): Promise<AppendResult<R>> {
    const appended = await appendWith<R>(this.sql, streamId, events, options);
    if (!appended.duplicate) this.announce(appended.lastPosition);
    return appended;
  }

  async appendParts<R>(
    streamId: string,
    parts: readonly AppendPart<R>[],
    options: { readonly expectedRevision: number; readonly onPart?: (written: number) => void },
  ): Promise<AppendResult<R>> {
    if (parts.length === 0) throw new Error('appendParts needs at least one part');
    const appended = await this.sql.transaction((tx) => appendPartsWith<R>(tx, streamId, parts, options));
    if (!appended.duplicate) this.announce(appended.lastPosition);
    return appended;
  }

  /**
   * On PostgreSQL the stream's row is locked (FOR UPDATE) for the whole of `work`: the other processes' appenders
   * wait in es_append's update of that row. A stream without a row yet (no events) is not held. On PGlite the
   * holding transaction would take the one connection that `work` needs for reading, so it appends optimistically.
   */
  async holdStream<T>(streamId: string, work: (held: HeldStream) => Promise<T>): Promise<T> {
    if (this.sql.dialect !== 'postgres') {
      return work({ appendParts: (parts, options) => this.appendParts(streamId, parts, options) });
    }
    const written: number[] = [];
    const result = await this.sql.transaction(async (tx) => {
      await tx.query(`SELECT revision FROM es_streams WHERE stream_id = $1 FOR UPDATE`, [streamId]);
      return work({
        appendParts: async <R>(
          parts: readonly AppendPart<R>[],
          options: { readonly expectedRevision: number; readonly onPart?: (n: number) => void },
        ) => {
          if (parts.length === 0) throw new Error('appendParts needs at least one part');
          const appended = await appendPartsWith<R>(tx, streamId, parts, options);
          if (!appended.duplicate) written.push(appended.lastPosition);
          return appended;
        },
      });
    });
    if (written.length > 0) this.announce(Math.max(...written));
    return result;
  }

  /** Wakes this process's subscribers and tells the other processes' (after the commit). */
  private announce(lastPosition: number): void {
    this.wake();
    this.notifyOthers(lastPosition);
  }

  private async commandIn(executor: SqlExecutor, commandId: string): Promise<CommandRecord | undefined> {
    const { rows } = await executor.query<{
      command_id: string;
      stream_id: string;
      next_revision: number;
      first_position: number;
      last_position: number;
      result: unknown;
      command_hash: string | null;
    }>(`SELECT * FROM es_commands WHERE command_id = $1`, [commandId]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      commandId: row.command_id,
      streamId: row.stream_id,
      nextRevision: Number(row.next_revision),
      firstPosition: Number(row.first_position),
      lastPosition: Number(row.last_position),
      ...(row.result !== null ? { result: row.result } : {}),
      ...(row.command_hash !== null ? { commandHash: row.command_hash } : {}),
    };
  }

  findCommand<R>(commandId: string): Promise<CommandRecord<R> | undefined> {
    return this.commandIn(this.sql, commandId) as Promise<CommandRecord<R> | undefined>;
  }

  async readStream(streamId: string, fromRevision = 1, limit = 1_000_000): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `SELECT ${SELECT_EVENT} FROM es_events WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`,
      [streamId, fromRevision, limit],
    );
    return rows.map(toRecorded);
  }

  async streamRevision(streamId: string): Promise<number> {
    const { rows } = await this.sql.query<{ revision: number }>(`SELECT revision FROM es_streams WHERE stream_id = $1`, [streamId]);
    return Number(rows[0]?.revision ?? 0);
  }

  async readAll(afterPosition: number, limit = 1000): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `WITH ${READ_HORIZON}
       SELECT ${SELECT_EVENT} FROM es_events, horizon
       WHERE global_position > $1 AND transaction_id < horizon.below
       ORDER BY global_position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.sql.query<{ head: number | null }>(
      `WITH ${READ_HORIZON} SELECT max(global_position) AS head FROM es_events, horizon WHERE transaction_id < horizon.below`,
    );
    return Number(rows[0]?.head ?? 0);
  }

  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Subscription {
    return this.follow(
      (after, limit) => this.readAll(after, limit),
      (e) => e.globalPosition,
      handler,
      {
        from: options.fromPosition,
        batchSize: options.batchSize ?? 500,
        ...(options.onError ? { onError: options.onError } : {}),
      },
    );
  }

  subscribeToStream(streamId: string, handler: (events: RecordedEvent[]) => Promise<void>, options: StreamSubscribeOptions): Subscription {
    // Revisions of one stream are given out under its row lock, so they commit in order: reading by revision skips nothing.
    return this.follow(
      (after, limit) => this.readStream(streamId, after + 1, limit),
      (e) => e.streamRevision,
      handler,
      {
        from: options.fromRevision,
        batchSize: options.batchSize ?? 500,
        ...(options.onError ? { onError: options.onError } : {}),
      },
    );
  }

  private follow(
    read: (after: number, limit: number) => Promise<RecordedEvent[]>,
    positionOf: (event: RecordedEvent) => number,
    handler: (events: RecordedEvent[]) => Promise<void>,
    options: { from: number; batchSize: number; onError?: (error: unknown) => void },
  ): Subscription {
    return followBatches(read, positionOf, handler, { ...options, idleMs: 200, wakers: this.wakers });
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }
}
