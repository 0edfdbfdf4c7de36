import type {
  AppendOptions,
  AppendResult,
  CommandRecord,
  EventStore,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store.port.js';
import { WrongExpectedRevisionError } from '../event-store.port.js';
import type { SqlClient, SqlExecutor } from './sql-client.js';

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
CREATE INDEX IF NOT EXISTS es_events_transaction_idx ON es_events (transaction_id);
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
`;

const NOTIFY_CHANNEL = 'es_events_appended';
/** Rows per INSERT statement (7 parameters each, well below PostgreSQL's 65535). */
const INSERT_CHUNK = 1000;

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

/** The SQL event store, one code path for PostgreSQL and PGlite. */
export class SqlEventStore implements EventStore {
  private readonly wakers = new Set<() => void>();
  private unlisten?: () => Promise<void>;

  private constructor(readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<SqlEventStore> {
    await sql.exec(EVENT_STORE_SCHEMA);
    const store = new SqlEventStore(sql);
    store.unlisten = await sql.listen(NOTIFY_CHANNEL, () => store.wake());
    return store;
  }

  private wake() {
    for (const waker of [...this.wakers]) waker();
  }

  async append<R>(streamId: string, events: readonly NewEvent[], options: AppendOptions<R> = {}): Promise<AppendResult<R>> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const outcome = await this.sql.transaction(async (tx) => {
      if (options.commandId !== undefined) {
        const claimed = await tx.query(
          `INSERT INTO es_commands (command_id, stream_id) VALUES ($1, $2) ON CONFLICT (command_id) DO NOTHING RETURNING command_id`,
          [options.commandId, streamId],
        );
        if (claimed.rows.length === 0) return { duplicate: await this.commandIn(tx, options.commandId) };
      }
      const nextRevision = await this.advanceStream(tx, streamId, events.length, options.expectedRevision);
      const positions = await this.insertEvents(tx, streamId, nextRevision - events.length, events);
      const firstPosition = positions[0]!;
      const lastPosition = positions[positions.length - 1]!;
      if (options.commandId !== undefined) {
        await tx.query(
          `UPDATE es_commands SET next_revision = $2, first_position = $3, last_position = $4, result = $5 WHERE command_id = $1`,
          [options.commandId, nextRevision, firstPosition, lastPosition, JSON.stringify(options.result ?? null)],
        );
      }
      await tx.query(`SELECT pg_notify($1, $2)`, [NOTIFY_CHANNEL, String(lastPosition)]);
      return { written: { nextRevision, firstPosition, lastPosition } };
    });
    if ('duplicate' in outcome) {
      const first = outcome.duplicate!;
      return { ...first, duplicate: true, result: first.result as R };
    }
    this.wake();
    return { ...outcome.written!, duplicate: false, ...(options.result !== undefined ? { result: options.result } : {}) };
  }

  /** Moves the stream's revision forward, holding its row lock until commit so appenders to one stream queue up. */
  private async advanceStream(tx: SqlExecutor, streamId: string, count: number, expected?: number): Promise<number> {
    if (expected === undefined) {
      const { rows } = await tx.query<{ revision: number }>(
        `INSERT INTO es_streams (stream_id, revision) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET revision = es_streams.revision + $2 RETURNING revision`,
        [streamId, count],
      );
      return Number(rows[0]!.revision);
    }
    if (expected === 0) {
      const { rows } = await tx.query<{ revision: number }>(
        `INSERT INTO es_streams (stream_id, revision) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING revision`,
        [streamId, count],
      );
      if (rows.length === 1) return Number(rows[0]!.revision);
    } else {
      const { rows } = await tx.query<{ revision: number }>(
        `UPDATE es_streams SET revision = revision + $3 WHERE stream_id = $1 AND revision = $2 RETURNING revision`,
        [streamId, expected, count],
      );
      if (rows.length === 1) return Number(rows[0]!.revision);
    }
    const actual = await tx.query<{ revision: number }>(`SELECT revision FROM es_streams WHERE stream_id = $1`, [streamId]);
    throw new WrongExpectedRevisionError(streamId, expected, Number(actual.rows[0]?.revision ?? 0));
  }

  private async insertEvents(tx: SqlExecutor, streamId: string, startRevision: number, events: readonly NewEvent[]): Promise<number[]> {
    const positions: number[] = [];
    for (let offset = 0; offset < events.length; offset += INSERT_CHUNK) {
      const chunk = events.slice(offset, offset + INSERT_CHUNK);
      const params: unknown[] = [];
      const values = chunk.map((event, i) => {
        params.push(streamId, startRevision + offset + i + 1, event.type, event.schemaVersion ?? 1, JSON.stringify(event.data), JSON.stringify(event.metadata ?? {}));
        const p = params.length;
        return `($${p - 5}, $${p - 4}, $${p - 3}, $${p - 2}, $${p - 1}::jsonb, $${p}::jsonb)`;
      });
      const { rows } = await tx.query<{ global_position: number }>(
        `INSERT INTO es_events (stream_id, stream_revision, event_type, schema_version, data, metadata)
         VALUES ${values.join(', ')} RETURNING global_position`,
        params,
      );
      positions.push(...rows.map((r) => Number(r.global_position)));
    }
    return positions.sort((a, b) => a - b);
  }

  private async commandIn(executor: SqlExecutor, commandId: string): Promise<CommandRecord | undefined> {
    const { rows } = await executor.query<{
      command_id: string;
      stream_id: string;
      next_revision: number;
      first_position: number;
      last_position: number;
      result: unknown;
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
      `SELECT ${SELECT_EVENT} FROM es_events
       WHERE global_position > $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY global_position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<number> {
    const { rows } = await this.sql.query<{ head: number | null }>(
      `SELECT max(global_position) AS head FROM es_events WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
    );
    return Number(rows[0]?.head ?? 0);
  }

  subscribe(handler: (events: RecordedEvent[]) => Promise<void>, options: SubscribeOptions): Subscription {
    let position = options.fromPosition;
    let stopped = false;
    let wakeUp: (() => void) | undefined;
    const batchSize = options.batchSize ?? 500;
    /** Waits for a notification, or a short poll: a late commit below an in-flight transaction sends none again. */
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      });
    const waker = () => wakeUp?.();
    this.wakers.add(waker);
    const loop = (async () => {
      while (!stopped) {
        try {
          const events = await this.readAll(position, batchSize);
          if (events.length === 0) {
            await pause(200);
            continue;
          }
          await handler(events);
          position = events[events.length - 1]!.globalPosition;
        } catch (error) {
          if (stopped) break;
          options.onError?.(error);
          await pause(1000);
        }
      }
    })();
    return {
      get position() {
        return position;
      },
      stop: async () => {
        stopped = true;
        this.wakers.delete(waker);
        wakeUp?.();
        await loop;
      },
    };
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }
}
