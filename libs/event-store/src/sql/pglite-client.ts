import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlClient, SqlExecutor } from './sql-client.js';

/** Every process opening a data dir must load the same extensions. */
const EXTENSIONS = { pg_trgm };

/** The embedded PostgreSQL (WASM), with data in a folder or in memory. One connection: statements run in turn. */
export class PgliteClient implements SqlClient {
  readonly dialect = 'pglite' as const;

  private constructor(readonly db: PGlite) {}

  /** Opens (or creates) the store in `dataDir`; without one, in memory. */
  static async open(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteClient> {
    const db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    return new PgliteClient(db);
  }

  async query<R>(text: string, params: readonly unknown[] = []) {
    const result = await this.db.query<R>(text, params as unknown[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) =>
      fn({
        query: async <R>(text: string, params: readonly unknown[] = []) => {
          const result = await t.query<R>(text, params as unknown[]);
          return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const unsubscribe = await this.db.listen(channel, onNotify);
    return async () => unsubscribe();
  }

  /** A copy of the data directory, to start other in-memory stores from (tests). */
  dump(): Promise<Blob> {
    return this.db.dumpDataDir('none') as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
