import { PgliteClient, PostgresClient, type SqlClient } from '@navnebase/event-store';

export type BenchStore = 'postgres' | 'pglite';

/** Where one benchmark register lives: a schema of its own on PostgreSQL, or a data folder for PGlite. */
export interface BenchTarget {
  readonly store: BenchStore;
  readonly databaseUrl?: string;
  readonly schema?: string;
  readonly dataDir?: string;
}

export const openBenchSql = async (target: BenchTarget): Promise<SqlClient> => {
  if (target.store === 'pglite') return PgliteClient.open(target.dataDir!);
  const client = await PostgresClient.connect({ connectionString: target.databaseUrl!, schema: target.schema! });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
  return client;
};

/** The environment that makes the API (and the app's own SQL client) use the same register. */
export const apiEnvironment = (target: BenchTarget): Record<string, string> =>
  target.store === 'postgres'
    ? { DATABASE_URL: target.databaseUrl!, DATABASE_SCHEMA: target.schema! }
    : { DATA_DIR: target.dataDir!, DATABASE_URL: '' };

export const dropPostgresSchema = async (databaseUrl: string, schema: string): Promise<void> => {
  const client = await PostgresClient.connect({ connectionString: databaseUrl });
  try {
    // The API's job queue keeps its tables in a schema of its own beside the register's.
    for (const name of [schema, `${schema}_jobs`]) await client.exec(`DROP SCHEMA IF EXISTS "${name.replace(/"/g, '""')}" CASCADE`);
  } finally {
    await client.close();
  }
};

/** Reads peak and current resident memory of a process (Linux), in bytes. */
export const processMemory = async (pid: number): Promise<{ peakRss: number; rss: number } | undefined> => {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { peakRss: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return undefined;
  }
};

export const log = (message: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** CPU seconds (user + system) a process has used so far (Linux), or undefined. */
export const processCpuSeconds = async (pid: number): Promise<number | undefined> => {
  const { readFile } = await import('node:fs/promises');
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat (11 and 12 after the command name), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};
