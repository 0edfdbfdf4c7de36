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
import { CommandIdReusedError, WrongExpectedRevisionError, type OnPartWritten, type StreamSubscribeOptions } from '../event-store.port.js';
import type { SqlClient, SqlExecutor } from './sql-client.js';

/**
 * The advisory lock every appending transaction holds (shared) until it ends. Advisory locks are per database, so its
 * second key is the schema's (a register in another schema of the same database does not hold this one's readers
 * back). `objectId` is the key all schemas shared before: readers still count it, so an appender of an older version
 * in flight during an upgrade is waited for.
 */
export const APPENDER_LOCK = { classId: 1312965971, objectId: 1 } as const;
const SCHEMA_APPENDER_KEY = `(hashtext(current_schema()) & 2147483647)`;

/** The number of appends of this schema in flight in sessions other than the asking one (PostgreSQL). */
export const OTHER_APPENDERS_IN_FLIGHT = `
  SELECT count(*)::int AS appenders FROM pg_locks
  WHERE locktype = 'advisory' AND classid = ${APPENDER_LOCK.classId} AND objsubid = 2 AND granted
    AND objid IN (${APPENDER_LOCK.objectId}, ${SCHEMA_APPENDER_KEY}::oid) AND pid <> pg_backend_pid()`;

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

/**
 * Serialises schema changes of processes starting at the same time (each runs the schema script at start). Its second
 * key is the schema's, as the appenders' (advisory locks are per database): registers in other schemas of the same
 * database neither wait for this one's schema script nor hold it up with their projection batches. Its first key is
 * its own, so that the appenders' lock, which readers look for by its first key, is never mistaken for it.
 */
export const SCHEMA_LOCK = { classId: 1312965972 } as const;
const SCHEMA_LOCK_KEY = `${SCHEMA_LOCK.classId}, (hashtext(current_schema()) & 2147483647)`;

/**
 * Taken shared by a transaction that writes read-model tables, before it touches any: a schema script (which holds
 * the lock exclusively) then waits for running batches instead of deadlocking with them on the tables' locks.
 */
export const SCHEMA_LOCK_SHARED = `SELECT pg_advisory_xact_lock_shared(${SCHEMA_LOCK_KEY})`;

/** Taken by a schema script for its transaction. */
export const SCHEMA_LOCK_EXCLUSIVE = `SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`;

/** Runs a schema script under the schema lock, in one transaction. */
export const withSchemaLock = (script: string) => `BEGIN; ${SCHEMA_LOCK_EXCLUSIVE}; ${script}; COMMIT;`;

/**
 * How long a batch of appends waits for a lock it cannot skip (see es_append_batch) before it gives up and its appends
 * are written one by one.
 */
const BATCH_LOCK_TIMEOUT_MS = 100;

export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_type text NOT NULL,
  schema_version int NOT NULL DEFAULT 1,
  data json NOT NULL,
  metadata json NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_revision)
);
-- Readers filter on transaction_id only after the position range scan: an index on it only slowed appends.
DROP INDEX IF EXISTS es_events_transaction_idx;
-- Events are stored as the JSON they were appended as (json, not jsonb): nothing queries inside them, and jsonb made
-- the server parse every event into its binary form on append and print it again on every read. Stores created with
-- jsonb columns are converted once (the table is rewritten).
DO $json$ BEGIN
  IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname = 'data') = 'jsonb'::regtype THEN
    ALTER TABLE es_events ALTER COLUMN data TYPE json, ALTER COLUMN metadata TYPE json;
  END IF;
END $json$;
-- An import's events hold about a megabyte of JSON each, which PostgreSQL compresses when it stores them: lz4 where
-- the server has it (PostgreSQL 14 and later, as built by most distributions) instead of pglz. Storing 200 such
-- events took 2.4–2.9 s instead of 4.0–4.2 s. Events already stored keep their compression; PGlite has no lz4.
DO $lz4$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    -- (nested: before PostgreSQL 14, pg_attribute has no attcompression to ask)
    IF (SELECT attcompression FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname = 'data') <> 'l' THEN
      ALTER TABLE es_events ALTER COLUMN data SET COMPRESSION lz4;
    END IF;
  END IF;
END $lz4$;
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
-- The writing both kinds of append share, once the stream's revision has moved to p_revision: insert the p_count
-- events in order (their revisions end at p_revision) and record the command's answer under its claimed id. The
-- events are read in one pass (json_to_recordset), each event's data and metadata kept as the text they came as.
DROP FUNCTION IF EXISTS es_write_events(text, bigint, jsonb, text, jsonb);
CREATE OR REPLACE FUNCTION es_write_events(p_stream text, p_revision bigint, p_events json, p_count int, p_command_id text, p_result jsonb,
  OUT first_position bigint, OUT last_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_revision, event_type, schema_version, data, metadata)
    SELECT p_stream, p_revision - p_count + e.ordinality, e.type, e.version, e.data, e.metadata
    FROM ROWS FROM (json_to_recordset(p_events) AS (type text, "schemaVersion" int, data json, metadata json))
      WITH ORDINALITY AS e(type, version, data, metadata, ordinality)
    ORDER BY e.ordinality
    RETURNING global_position)
  SELECT min(i.global_position), max(i.global_position) INTO first_position, last_position FROM inserted i;
  IF p_command_id IS NOT NULL THEN
    UPDATE es_commands c SET next_revision = p_revision, first_position = es_write_events.first_position,
      last_position = es_write_events.last_position, result = p_result
      WHERE c.command_id = p_command_id;
  END IF;
END $$;
-- One append in one statement (one round trip): claim the command id, move the stream's revision (holding its row
-- lock until commit, so appenders to one stream queue up), insert the events in order and record the command's
-- answer. A stale expected revision raises NB409 with the actual revision as detail. A repeated command id answers the
-- first append's row with its command hash (the caller compares it with its own). No NOTIFY here: a transaction
-- that notifies holds PostgreSQL's notify-queue lock through its commit, which serialises all appenders' commits.
DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb, text, jsonb);
DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb, text, jsonb, text);
CREATE OR REPLACE FUNCTION es_append(p_stream text, p_expected bigint, p_events json, p_command_id text, p_result jsonb, p_command_hash text)
RETURNS TABLE (next_revision bigint, first_position bigint, last_position bigint, duplicate boolean, result jsonb, command_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count int := json_array_length(p_events);
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
  SELECT w.first_position, w.last_position INTO v_first, v_last FROM es_write_events(p_stream, v_revision, p_events, v_count, p_command_id, p_result) w;
  RETURN QUERY SELECT v_revision, v_first, v_last, false, p_result, p_command_hash;
END $$;
-- Several appends in one statement, so one commit (one WAL flush) for all of them: each as es_append would write it,
-- in the order given, against its own expected revision, and answered by a row of its own instead of an error, so
-- one append's stale revision fails it alone. p_appends is an array of {stream, expected, events, commandId, result,
-- commandHash}; each answer has the append's ordinal and a status: ok, duplicate (the command id's first answer),
-- conflict (next_revision is then the stream's actual revision) or busy: another transaction holds the stream's row
-- (a bulk import's holdStream, or another process's append), so it is left unwritten for an append of its own that
-- waits for the holder, and so are the later appends to that stream in the array (their order is kept). Nothing
-- waits here on a stream row, so one held stream never holds the others back; the waits that cannot be skipped (a
-- stream or command id another transaction is creating, as a bulk import's first part does) end after lock_timeout
-- with an error, and the caller then writes the appends one by one. An append that fails or is busy leaves nothing
-- behind: its command id's claim is deleted and no position is taken.
DROP FUNCTION IF EXISTS es_append_batch(jsonb);
CREATE OR REPLACE FUNCTION es_append_batch(p_appends json)
RETURNS TABLE (ordinal int, status text, next_revision bigint, first_position bigint, last_position bigint, result jsonb, command_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  a record;
  v_count int;
  v_current bigint;
  v_revision bigint;
  v_busy text[] := '{}';
  -- the appends whose revisions have moved, in order, written together after the loop: ordinal, stream, revision
  -- after the append, event count, events, command id and answer
  w_ordinals int[] := '{}';
  w_streams text[] := '{}';
  w_revisions bigint[] := '{}';
  w_counts int[] := '{}';
  w_events json[] := '{}';
  w_commands text[] := '{}';
  w_results jsonb[] := '{}';
  -- repeats of a command id an earlier append of this batch claimed: answered once that one is written
  r_ordinals int[] := '{}';
  r_commands text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock_shared(${APPENDER_LOCK.classId}, ${SCHEMA_APPENDER_KEY});
  PERFORM set_config('lock_timeout', '${BATCH_LOCK_TIMEOUT_MS}ms', true);
  -- each append's fields read in one pass over the array (its events kept as the text they came as)
  FOR a IN SELECT * FROM ROWS FROM (json_to_recordset(p_appends) AS (stream text, expected bigint, events json, "commandId" text, result jsonb, "commandHash" text))
      WITH ORDINALITY AS x(stream, expected, events, command_id, result, command_hash, ordinal) LOOP
    ordinal := a.ordinal;
    status := NULL; next_revision := NULL; first_position := NULL; last_position := NULL; result := NULL; command_hash := NULL;
    IF a.stream = ANY (v_busy) THEN
      status := 'busy';
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF a.command_id IS NOT NULL THEN
      INSERT INTO es_commands (command_id, stream_id, command_hash) VALUES (a.command_id, a.stream, a.command_hash)
        ON CONFLICT (command_id) DO NOTHING;
      IF NOT FOUND THEN
        IF a.command_id = ANY (w_commands) THEN
          r_ordinals := array_append(r_ordinals, a.ordinal::int);
          r_commands := array_append(r_commands, a.command_id);
          CONTINUE;
        END IF;
        SELECT 'duplicate', c.next_revision, c.first_position, c.last_position, c.result, c.command_hash
          INTO status, next_revision, first_position, last_position, result, command_hash
          FROM es_commands c WHERE c.command_id = a.command_id;
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
    v_count := json_array_length(a.events);
    SELECT s.revision INTO v_current FROM es_streams s WHERE s.stream_id = a.stream FOR UPDATE SKIP LOCKED;
    IF NOT FOUND AND EXISTS (SELECT 1 FROM es_streams s WHERE s.stream_id = a.stream) THEN
      IF a.command_id IS NOT NULL THEN
        DELETE FROM es_commands c WHERE c.command_id = a.command_id;
      END IF;
      v_busy := v_busy || a.stream;
      status := 'busy';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_revision := NULL;
    IF v_current IS NOT NULL THEN
      IF a.expected IS NULL OR a.expected = v_current THEN
        UPDATE es_streams s SET revision = v_current + v_count WHERE s.stream_id = a.stream;
        v_revision := v_current + v_count;
      END IF;
    ELSIF a.expected IS NULL THEN
      INSERT INTO es_streams AS s (stream_id, revision) VALUES (a.stream, v_count)
        ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count RETURNING s.revision INTO v_revision;
    ELSIF a.expected = 0 THEN
      INSERT INTO es_streams AS s (stream_id, revision) VALUES (a.stream, v_count)
        ON CONFLICT (stream_id) DO NOTHING RETURNING s.revision INTO v_revision;
    END IF;
    IF v_revision IS NULL THEN
      IF a.command_id IS NOT NULL THEN
        DELETE FROM es_commands c WHERE c.command_id = a.command_id;
      END IF;
      status := 'conflict';
      next_revision := COALESCE(v_current, (SELECT s.revision FROM es_streams s WHERE s.stream_id = a.stream), 0);
      RETURN NEXT;
      CONTINUE;
    END IF;
    w_ordinals := array_append(w_ordinals, a.ordinal::int);
    w_streams := array_append(w_streams, a.stream);
    w_revisions := array_append(w_revisions, v_revision);
    w_counts := array_append(w_counts, v_count);
    w_events := array_append(w_events, a.events);
    w_commands := array_append(w_commands, a.command_id);
    w_results := array_append(w_results, a.result);
  END LOOP;
  IF cardinality(w_ordinals) = 0 THEN
    RETURN;
  END IF;
  -- The events of every append whose revision moved, in one statement and in the batch's order (their positions
  -- follow it), each append's first and last position, and the answers of their command ids. One statement instead
  -- of one per append: a statement's start and end cost about as much as writing a few events.
  RETURN QUERY
  WITH w AS (
    SELECT * FROM unnest(w_ordinals, w_streams, w_revisions, w_counts, w_events, w_commands, w_results)
      AS w(ordinal, stream, revision, count, events, command, result)),
  inserted AS (
    INSERT INTO es_events (stream_id, stream_revision, event_type, schema_version, data, metadata)
    SELECT w.stream, w.revision - w.count + e.ordinality, e.type, e.version, e.data, e.metadata
    FROM w CROSS JOIN LATERAL ROWS FROM (json_to_recordset(w.events) AS (type text, "schemaVersion" int, data json, metadata json))
      WITH ORDINALITY AS e(type, version, data, metadata, ordinality)
    ORDER BY w.ordinal, e.ordinality
    RETURNING global_position, stream_id, stream_revision),
  written AS (
    SELECT w.ordinal, w.revision, w.command, w.result, min(i.global_position) AS first, max(i.global_position) AS last
    FROM w JOIN inserted i ON i.stream_id = w.stream AND i.stream_revision > w.revision - w.count AND i.stream_revision <= w.revision
    GROUP BY w.ordinal, w.revision, w.command, w.result),
  recorded AS (
    UPDATE es_commands c SET next_revision = written.revision, first_position = written.first, last_position = written.last,
      result = written.result
    FROM written WHERE c.command_id = written.command)
  SELECT written.ordinal, 'ok'::text, written.revision, written.first, written.last, NULL::jsonb, NULL::text FROM written;
  IF cardinality(r_ordinals) > 0 THEN
    RETURN QUERY
    SELECT r.ordinal, 'duplicate'::text, c.next_revision, c.first_position, c.last_position, c.result, c.command_hash
    FROM unnest(r_ordinals, r_commands) AS r(ordinal, command_id) JOIN es_commands c ON c.command_id = r.command_id;
  END IF;
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

const eventsOf = (events: readonly NewEvent[]) =>
  events.map((e) => ({ type: e.type, schemaVersion: e.schemaVersion ?? 1, data: e.data, metadata: e.metadata ?? {} }));

/** An append's answer from its row: written, or the command id's first answer (refused when its body differs). */
const answerOf = <R>(row: Omit<AppendRow, 'duplicate'>, duplicate: boolean, options: AppendOptions<R>): AppendResult<R> => {
  const written = { nextRevision: Number(row.next_revision), firstPosition: Number(row.first_position), lastPosition: Number(row.last_position) };
  if (duplicate) {
    if (options.commandHash && row.command_hash && options.commandHash !== row.command_hash) throw new CommandIdReusedError(options.commandId!);
    return { ...written, duplicate: true, result: (row.result ?? undefined) as R };
  }
  return { ...written, duplicate: false, ...(options.result !== undefined ? { result: options.result } : {}) };
};

/** Appends events by `es_append` on the given connection or transaction. */
const appendWith = async <R>(
  executor: SqlExecutor,
  streamId: string,
  events: readonly NewEvent[],
  options: AppendOptions<R>,
): Promise<AppendResult<R>> => {
  if (events.length === 0) throw new Error('append needs at least one event');
  let row: AppendRow;
  try {
    const { rows } = await executor.query<AppendRow>(`SELECT * FROM es_append($1, $2, $3::json, $4, $5::jsonb, $6)`, [
      streamId,
      options.expectedRevision ?? null,
      JSON.stringify(eventsOf(events)),
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
  return answerOf(row, row.duplicate, options);
};

/** An append waiting for the next batch, and how to answer its caller. */
interface QueuedAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly options: AppendOptions<unknown>;
  readonly resolve: (appended: AppendResult<unknown>) => void;
  readonly reject: (error: unknown) => void;
}

interface BatchRow extends Omit<AppendRow, 'duplicate'> {
  ordinal: number;
  status: 'ok' | 'duplicate' | 'conflict' | 'busy';
}

/** Appends in one batch at most (one statement, one transaction). */
const MAX_BATCH = 100;
/** Appends of up to this many events are written in batches; larger ones on their own (see `append`). */
const COALESCE_UP_TO = 10;

/** The SQL event store, one code path for PostgreSQL and PGlite. */
/** Appends parts one after the other from `expectedRevision` within a transaction (see EventStore.appendParts). */
const appendPartsWith = async <R>(
  tx: SqlExecutor,
  streamId: string,
  parts: readonly AppendPart<R>[],
  options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten },
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
    options.onPart?.(index + 1, last);
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

  /** Appends waiting for the next batch, in the order they came. */
  private readonly waiting: QueuedAppend[] = [];
  private flushing = false;
  /** Streams with appends in the batch being written. */
  private readonly inFlight = new Set<string>();
  /** Streams with appends written one by one (see `appendAlone`): the later appends to them follow those. */
  private readonly alone = new Map<string, Promise<void>>();

  /**
   * Group commit: an append that comes while a batch is being written waits for the next batch, and a batch is
   * written by one statement (`es_append_batch`) in one transaction, so the appends that come together share one
   * commit (one WAL flush) instead of a commit each. Each append is still checked against its own expected revision
   * and answered alone (a stale one fails with `WrongExpectedRevisionError`, the others are written), and the appends
   * to one stream are written in the order they came. A lone append is a batch of one, written at once. An append of
   * more than `COALESCE_UP_TO` events is written on its own, beside the batches: its commit is a small part of its
   * cost, and a batch is written by one server process where appends on their own share the cores.
   */
  append<R>(streamId: string, events: readonly NewEvent[], options: AppendOptions<R> = {}): Promise<AppendResult<R>> {
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise<AppendResult<R>>((resolve, reject) => {
      const queued: QueuedAppend = { streamId, events, options, resolve: resolve as QueuedAppend['resolve'], reject };
      const large = events.length > COALESCE_UP_TO && !this.inFlight.has(streamId) && !this.waiting.some((w) => w.streamId === streamId);
      if (large || this.alone.has(streamId)) return this.appendAlone(queued);
      this.waiting.push(queued);
      if (!this.flushing) void this.flush();
    });
  }

  /** Takes the next batch from the waiting appends (those of a stream written one by one join its queue instead). */
  private takeBatch(): QueuedAppend[] {
    const batch: QueuedAppend[] = [];
    const left: QueuedAppend[] = [];
    for (const queued of this.waiting) {
      if (this.alone.has(queued.streamId)) this.appendAlone(queued);
      else if (batch.length < MAX_BATCH) batch.push(queued);
      else left.push(queued);
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return batch;
  }

  /**
   * The next batch, after letting the callers just answered come back: a caller that appends again as soon as it has
   * its answer is a few promise steps away, and would otherwise miss the batch and wait for one more.
   */
  private async nextBatch(): Promise<QueuedAppend[]> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.takeBatch();
  }

  /** Writes the waiting appends, a batch at a time, until none are left. */
  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      for (let batch = this.takeBatch(); batch.length > 0; batch = await this.nextBatch()) {
        for (const queued of batch) this.inFlight.add(queued.streamId);
        try {
          await this.writeBatch(batch);
        } finally {
          this.inFlight.clear();
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Writes one batch and answers each of its appends; never throws. */
  private async writeBatch(taken: readonly QueuedAppend[]): Promise<void> {
    const batch: QueuedAppend[] = [];
    const appends: string[] = [];
    for (const queued of taken) {
      const { streamId, events, options } = queued;
      try {
        appends.push(
          JSON.stringify({
            stream: streamId,
            expected: options.expectedRevision ?? null,
            events: eventsOf(events),
            commandId: options.commandId ?? null,
            result: options.commandId !== undefined ? (options.result ?? null) : null,
            commandHash: options.commandId !== undefined ? (options.commandHash ?? null) : null,
          }),
        );
        batch.push(queued);
      } catch (error) {
        // Not JSON (a cycle, a bigint): that append fails, before the batch.
        queued.reject(error);
      }
    }
    if (batch.length === 0) return;
    let rows: BatchRow[];
    try {
      rows = (await this.sql.query<BatchRow>(`SELECT * FROM es_append_batch($1::json)`, [`[${appends.join(',')}]`], { prepared: 'es_append_batch' }))
        .rows;
    } catch (error) {
      if ((error as { severity?: string }).severity !== undefined) {
        // The server refused the statement, so the batch wrote nothing (one transaction): each append on its own,
        // so what failed the batch fails that append alone.
        for (const queued of batch) this.appendAlone(queued);
      } else {
        // No answer (the connection was lost): the batch may have been committed, so writing it again could write
        // an append twice. Each caller gets the error, as an append on its own would.
        for (const queued of batch) queued.reject(error);
      }
      return;
    }
    const answers: (() => void)[] = [];
    let lastPosition = 0;
    const unanswered = new Set(batch);
    for (const row of rows.sort((a, b) => a.ordinal - b.ordinal)) {
      const queued = batch[row.ordinal - 1]!;
      unanswered.delete(queued);
      const { streamId, options } = queued;
      if (row.status === 'busy') {
        this.appendAlone(queued);
      } else if (row.status === 'conflict') {
        answers.push(() => queued.reject(new WrongExpectedRevisionError(streamId, options.expectedRevision ?? 0, Number(row.next_revision))));
      } else {
        try {
          const appended = answerOf(row, row.status === 'duplicate', options);
          if (!appended.duplicate) lastPosition = Math.max(lastPosition, appended.lastPosition);
          answers.push(() => queued.resolve(appended));
        } catch (error) {
          answers.push(() => queued.reject(error));
        }
      }
    }
    for (const queued of unanswered) answers.push(() => queued.reject(new Error(`es_append_batch left an append to ${queued.streamId} unanswered`)));
    if (lastPosition > 0) this.announce(lastPosition);
    for (const answer of answers) answer();
  }

  /**
   * Writes an append by `es_append`, after the appends to its stream already written this way: a large one, one whose
   * stream another transaction holds (it waits for the holder here, not in a batch), or one of a batch the server
   * refused as a whole.
   */
  private appendAlone(queued: QueuedAppend): void {
    const { streamId, events, options } = queued;
    const before = this.alone.get(streamId) ?? Promise.resolve();
    const done = before.then(async () => {
      try {
        const appended = await appendWith(this.sql, streamId, events, options);
        if (!appended.duplicate) this.announce(appended.lastPosition);
        queued.resolve(appended);
      } catch (error) {
        queued.reject(error);
      }
    });
    this.alone.set(streamId, done);
    void done.then(() => {
      if (this.alone.get(streamId) === done) this.alone.delete(streamId);
    });
  }

  async appendParts<R>(
    streamId: string,
    parts: readonly AppendPart<R>[],
    options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten },
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
      // recorded_at's default: the transaction's start, read back as the driver gives it (a Date, to the millisecond).
      const { rows } = await tx.query<{ now: Date }>(`SELECT now() AS now`);
      return work({
        recordedAt: rows[0]!.now.toISOString(),
        appendParts: async <R>(parts: readonly AppendPart<R>[], options: { readonly expectedRevision: number; readonly onPart?: OnPartWritten }) => {
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
