import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { HeldLock, SqlClient, SqlExecutor } from './sql-client.js';

const { Pool, types } = pg;

/** int8 (positions, counts) as JS numbers; safe up to 2^53, far beyond any position this register reaches. */
const typeParsers = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (value: string) => Number(value) : types.getTypeParser(oid, format as 'text'),
};

export interface PostgresClientOptions {
  readonly connectionString: string;
  /** Schema for every table; created when missing. Lets several registers (or test suites) share a database. */
  readonly schema?: string;
  readonly maxConnections?: number;
}

const UNIQUE_VIOLATION = '23505';
const DUPLICATE_SCHEMA = '42P06';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Each connection's settings: the schema first on the search path, and no JIT compilation (a query the planner
 * costs above jit_above_cost is compiled on every run, tens to hundreds of milliseconds for statements that take a
 * few milliseconds to run; this register's statements are short lookups, never the long scans JIT pays off for).
 */
const sessionOptions = (schema: string | undefined) => `${schema ? `-c search_path=${quoteIdent(schema)},public ` : ''}-c jit=off`;

/** COPY … FROM STDIN on one connection, fed piece by piece (a piece is built only when the stream asks for it). */
const copyOn = async (connection: pg.PoolClient, table: string, columns: readonly string[], lines: Iterable<string>) => {
  const sink = connection.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(lines, { objectMode: false }), sink);
};

/** Advisory locks are per database, not per schema: a named lock's key includes the schema (FNV-1a of the text). */
const LOCK_CLASS = 1312965972;
const lockKey = (text: string): readonly [number, number] => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return [LOCK_CLASS, hash | 0];
};

/** A PostgreSQL client over a node-postgres pool. */
export class PostgresClient implements SqlClient {
  readonly dialect = 'postgres' as const;
  private readonly pool: pg.Pool;

  private constructor(private readonly options: PostgresClientOptions) {
    this.pool = new Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      types: typeParsers,
      options: sessionOptions(options.schema),
    });
    this.pool.on('error', () => undefined);
  }

  static async connect(options: PostgresClientOptions): Promise<PostgresClient> {
    const client = new PostgresClient(options);
    if (options.schema) await client.createSchema(options.schema);
    return client;
  }

  /** IF NOT EXISTS is not safe against another process creating the schema at the same moment: that one wins. */
  private async createSchema(schema: string): Promise<void> {
    try {
      await this.pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== UNIQUE_VIOLATION && code !== DUPLICATE_SCHEMA) throw error;
    }
  }

  get schema(): string | undefined {
    return this.options.schema;
  }

  async query<R>(text: string, params: readonly unknown[] = [], options: { readonly prepared?: string } = {}) {
    const result = await this.pool.query(
      options.prepared ? { name: options.prepared, text, values: params as unknown[] } : { text, values: params as unknown[] },
    );
    return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
  }

  async copyRows(table: string, columns: readonly string[], lines: Iterable<string>): Promise<void> {
    const connection = await this.pool.connect();
    try {
      await copyOn(connection, table, columns, lines);
    } finally {
      connection.release();
    }
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    try {
      await connection.query('BEGIN');
      const tx: SqlExecutor = {
        query: async <R>(text: string, params: readonly unknown[] = []) => {
          const result = await connection.query(text, params as unknown[]);
          return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
        },
        copyRows: (table, columns, lines) => copyOn(connection, table, columns, lines),
      };
      const result = await fn(tx);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async tryLock(name: string): Promise<HeldLock | undefined> {
    const key = lockKey(`${this.options.schema ?? 'public'}/${name}`);
    // A client of its own, outside the pool: the lock lives as long as this session, and a pool never recycles it.
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      options: sessionOptions(this.options.schema),
    });
    let markLost!: () => void;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    client.on('error', () => markLost());
    client.on('end', () => markLost());
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [key[0], key[1]]);
      if (!rows[0]?.locked) {
        await client.end();
        return undefined;
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // A lock whose connection went quiet is noticed by keep-alive queries; ending the session frees the lock.
    const ping = setInterval(() => void client.query('SELECT 1').catch(() => markLost()), 5_000);
    ping.unref();
    void lost.then(() => clearInterval(ping));
    return {
      lost,
      release: async () => {
        clearInterval(ping);
        await client.end().catch(() => undefined);
        markLost();
      },
    };
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const connection = await this.pool.connect();
    const handler = (message: pg.Notification) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    };
    connection.on('notification', handler);
    await connection.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      connection.off('notification', handler);
      await connection.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
      connection.release();
    };
  }

  /** A dedicated connection, for tests that need to hold a transaction open. */
  async connection(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async dropSchema(): Promise<void> {
    if (this.options.schema) await this.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(this.options.schema)} CASCADE`);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
