import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PgliteClient } from '../sql/pglite-client.js';
import { PostgresClient } from '../sql/postgres-client.js';

/** A fresh in-memory PGlite, started from the template the jest global setup wrote (or created afresh). */
export const pgliteForTests = async (): Promise<PgliteClient> => {
  const template = process.env.NAVNEBASE_PGLITE_TEMPLATE;
  if (!template) return PgliteClient.open();
  const bytes = await readFile(template);
  return PgliteClient.open(undefined, { loadDataDir: new Blob([bytes]) });
};

/** The PostgreSQL of `DATABASE_URL`, if set, in a schema of its own that `dropSchema()` removes. */
export const postgresForTests = async (label: string): Promise<PostgresClient | undefined> => {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return undefined;
  const schema = `test_${label.replace(/\W/g, '_')}_${randomUUID().slice(0, 8)}`;
  const client = await PostgresClient.connect({ connectionString, schema });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public').catch(() => undefined);
  return client;
};

export const describeIfPostgres = (): boolean => Boolean(process.env.DATABASE_URL);
