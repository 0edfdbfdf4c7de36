/** The little SQL surface the stores need, served by PostgreSQL (node-postgres) and PGlite alike. */
export interface SqlExecutor {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (DDL). */
  exec(sql: string): Promise<void>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
