import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pgliteForTests, postgresForTests } from '../testing/test-clients.js';
import type { SqlClient } from './sql-client.js';
import { SqlEventStore } from './sql-event-store.js';

const compressionOfData = async (sql: SqlClient) =>
  (await sql.query<{ c: string }>(`SELECT attcompression::text AS c FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname = 'data'`))
    .rows[0]?.c;

const offersLz4 = async (sql: SqlClient) =>
  (await sql.query<{ lz4: boolean }>(`SELECT 'lz4' = ANY (enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`)).rows[0]?.lz4;

const typesOfEventColumns = async (sql: SqlClient) =>
  (
    await sql.query<{ name: string; type: string }>(
      `SELECT attname AS name, atttypid::regtype::text AS type FROM pg_attribute WHERE attrelid = 'es_events'::regclass AND attname IN ('data', 'metadata') ORDER BY attname`,
    )
  ).rows.map((r) => `${r.name} ${r.type}`);

describe.each([
  ['PGlite', pgliteForTests],
  ['PostgreSQL', () => postgresForTests('event_storage')],
] as const)('how events are stored on %s', (_label, open) => {
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

  it('given a store whose events were stored as jsonb, when it is created again, then its events are json, read back the same, and later appends, single and batched, are stored as written', async () => {
    if (!sql) return;
    const before = await SqlEventStore.create(sql);
    await before.append('s-1', [{ type: 'Noted', data: { zebra: 1, apple: [2, { nested: 'å' }] }, metadata: { by: 'x' } }]);
    await before.close();
    await sql.exec(`ALTER TABLE es_events ALTER COLUMN data TYPE jsonb, ALTER COLUMN metadata TYPE jsonb`);
    expect(await typesOfEventColumns(sql)).toEqual(['data jsonb', 'metadata jsonb']);

    const store = await SqlEventStore.create(sql);
    expect(await typesOfEventColumns(sql)).toEqual(['data json', 'metadata json']);
    await store.append('s-1', [{ type: 'Noted', data: { zebra: 3, apple: 'tab\there' }, metadata: {} }], { expectedRevision: 1 });
    await Promise.all([
      store.append('s-2', [{ type: 'Noted', data: { one: 1 }, metadata: {} }], { commandId: 'c-1', result: { ok: true } }),
      store.append('s-3', [
        { type: 'Noted', data: { two: 2 }, metadata: {} },
        { type: 'Noted', data: { three: 3 }, metadata: {} },
      ]),
    ]);

    const all = await store.readAll(0);
    expect(all.map((e) => [e.streamId, e.streamRevision, e.data, e.metadata])).toEqual([
      ['s-1', 1, { apple: [2, { nested: 'å' }], zebra: 1 }, { by: 'x' }],
      ['s-1', 2, { zebra: 3, apple: 'tab\there' }, {}],
      ...(all[2]!.streamId === 's-2'
        ? [
            ['s-2', 1, { one: 1 }, {}],
            ['s-3', 1, { two: 2 }, {}],
            ['s-3', 2, { three: 3 }, {}],
          ]
        : [
            ['s-3', 1, { two: 2 }, {}],
            ['s-3', 2, { three: 3 }, {}],
            ['s-2', 1, { one: 1 }, {}],
          ]),
    ]);
    const stored = await sql.query<{ data: string }>(`SELECT data::text AS data FROM es_events WHERE stream_id = 's-1' ORDER BY stream_revision`);
    expect(stored.rows[1]!.data).toBe('{"zebra":3,"apple":"tab\\there"}');
    await store.close();
  });
});
