import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pgliteForTests, postgresForTests } from '../testing/test-clients.js';
import type { SqlClient } from './sql-client.js';
import { SqlEventStore } from './sql-event-store.js';

const compressionOfData = async (sql: SqlClient) =>
  (await sql.query<{ c: string }>(`SELECT attcompression::text AS c FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname = 'data'`))
    .rows[0]?.c;

const offersLz4 = async (sql: SqlClient) =>
  (await sql.query<{ lz4: boolean }>(`SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`)).rows[0]?.lz4;

describe.each([
  ['PGlite', pgliteForTests],
  ['PostgreSQL', () => postgresForTests('event_compression')],
] as const)('the compression of stored events on %s', (_label, open) => {
  let sql: SqlClient | undefined;
  beforeAll(async () => {
    sql = await open();
  });
  afterAll(async () => {
    await (sql as { dropSchema?: () => Promise<void> } | undefined)?.dropSchema?.();
    await sql?.close();
  });

  it('given a server with lz4, when the store is created (and again at the next start), then event data is stored with lz4; else with the default', async () => {
    if (!sql) return;
    await (await SqlEventStore.create(sql)).close();
    await (await SqlEventStore.create(sql)).close();
    expect(await compressionOfData(sql)).toBe((await offersLz4(sql)) ? 'l' : '');
  });
});
