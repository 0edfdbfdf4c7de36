import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresClient } from '@navnebase/event-store';
import { SqlReadModelStore } from './sql-read-model-store.js';

const url = process.env.DATABASE_URL;
const inDatabase = (database: string): string => {
  const parsed = new URL(url!);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * Two registers in one PostgreSQL database, each in its own schema, on a database where pg_trgm is not yet created
 * (a database of the spec's own, so the shared test database's extension is not touched).
 */
(url ? describe : describe.skip)('pg_trgm with registers in schemas of their own', () => {
  const database = `trgm_${randomUUID().slice(0, 8)}`;
  let admin: PostgresClient;
  let first: PostgresClient;
  let second: PostgresClient;
  beforeAll(async () => {
    admin = await PostgresClient.connect({ connectionString: url! });
    await admin.exec(`CREATE DATABASE ${database}`);
    first = await PostgresClient.connect({ connectionString: inDatabase(database), schema: 'register_a' });
    await SqlReadModelStore.create(first);
    second = await PostgresClient.connect({ connectionString: inDatabase(database), schema: 'register_b' });
    await SqlReadModelStore.create(second);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.close();
  });

  it('creates the extension in public, not in the first register’s schema', async () => {
    const { rows } = await second.query<{ schema: string }>(
      `SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(rows).toEqual([{ schema: 'public' }]);
  });

  it('keeps the other register’s trigram indexes when one register’s schema is dropped', async () => {
    const trigramIndexes = async () =>
      (await second.query<{ n: string }>(`SELECT count(*) AS n FROM pg_indexes WHERE schemaname = 'register_b' AND indexdef LIKE '%gin_trgm_ops%'`))
        .rows[0]!.n;
    const before = Number(await trigramIndexes());
    expect(before).toBeGreaterThan(0);
    await first.exec('DROP SCHEMA register_a CASCADE');
    expect(Number(await trigramIndexes())).toBe(before);
    // and the search still uses the operators
    await second.query(`SELECT similarity('Ursus', 'Ursos')`);
  });
});
