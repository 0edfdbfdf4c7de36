/** The little SQL surface the stores need, served by PostgreSQL (node-postgres) and PGlite alike. */
export interface SqlExecutor {
  /**
   * `options.prepared` names the statement so a PostgreSQL connection parses and plans it once and then only binds
   * and runs it (for a statement run very often with the same text); PGlite ignores it.
   */
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: { readonly prepared?: string },
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  /**
   * Loads rows into `table` with COPY (PostgreSQL's text format, see `copy-text.ts`): `lines` are pieces of the data,
   * each a run of whole lines, taken one by one as the database reads them. Much cheaper than an INSERT of the same
   * rows for bulk loads; no conflict handling, so only for rows that cannot be in the table yet.
   */
  copyRows(table: string, columns: readonly string[], lines: Iterable<string>): Promise<void>;
}

/** A session-level lock held on a connection of its own until released (or the connection is lost). */
export interface HeldLock {
  /** Resolves when the lock is gone: released, or its connection lost (another process may hold it then). */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Tries to take a named lock for this process (not waiting): the lock, or undefined when another session holds it.
   * PostgreSQL holds an advisory lock (keyed by the name and this client's schema) on a dedicated connection; PGlite
   * (one process per data dir) holds it within this client.
   */
  tryLock(name: string): Promise<HeldLock | undefined>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
