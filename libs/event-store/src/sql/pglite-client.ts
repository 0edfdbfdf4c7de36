import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock.js';
import type { HeldLock, SqlClient, SqlExecutor } from './sql-client.js';

/** Every process opening a data dir must load the same extensions. */
const EXTENSIONS = { pg_trgm };

/** The embedded PostgreSQL (WASM), with data in a folder or in memory. One connection: statements run in turn. */
const copyStatement = (table: string, columns: readonly string[]) => `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;

/** A blob holds its whole text: a large load goes as several COPYs of about 8 MB each, so memory stays bounded. */
const BLOB_TEXT = 8 * 1024 * 1024;
function* blobsOf(pieces: Iterable<string>): Generator<Blob> {
  let held: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    held.push(piece);
    length += piece.length;
    if (length >= BLOB_TEXT) {
      yield new Blob(held);
      held = [];
      length = 0;
    }
  }
  if (held.length) yield new Blob(held);
}

export class PgliteClient implements SqlClient {
  readonly dialect = 'pglite' as const;

  private readonly locks = new Set<string>();

  private constructor(
    readonly db: PGlite,
    private readonly unlockDataDir?: () => void,
  ) {}

  /**
   * Opens (or creates) the store in `dataDir`; without one, in memory. A data dir belongs to one process: a second
   * opener gets `DataDirInUseError` naming the process that has it.
   */
  static async open(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteClient> {
    const unlock = dataDir ? lockDataDir(dataDir) : undefined;
    try {
      const db = await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        extensions: EXTENSIONS,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
      await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      return new PgliteClient(db, unlock);
    } catch (error) {
      unlock?.();
      throw error;
    }
  }

  async query<R>(text: string, params: readonly unknown[] = []) {
    const result = await this.db.query<R>(text, params as unknown[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  }

  /** PGlite reads COPY's data from a blob it is handed with the statement (`/dev/blob`). */
  async copyRows(table: string, columns: readonly string[], lines: Iterable<string>): Promise<void> {
    for (const blob of blobsOf(lines)) await this.db.query(copyStatement(table, columns), [], { blob });
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (t) =>
      fn({
        query: async <R>(text: string, params: readonly unknown[] = []) => {
          const result = await t.query<R>(text, params as unknown[]);
          return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
        },
        copyRows: async (table, columns, lines) => {
          for (const blob of blobsOf(lines)) await t.query(copyStatement(table, columns), [], { blob });
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  /** One process owns a PGlite data dir (see `DataDirLock`): a lock is shared only among the users of this client. */
  async tryLock(name: string): Promise<HeldLock | undefined> {
    const id = name;
    if (this.locks.has(id)) return undefined;
    this.locks.add(id);
    let markLost!: () => void;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    return {
      lost,
      release: async () => {
        this.locks.delete(id);
        markLost();
      },
    };
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
    this.unlockDataDir?.();
  }
}
