import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postgresForTests } from '../testing/test-clients.js';
import type { PostgresClient } from './postgres-client.js';
import type { SqlExecutor } from './sql-client.js';

(process.env.DATABASE_URL ? describe : describe.skip)("a PostgreSQL client's connections", () => {
  let client: PostgresClient;
  beforeAll(async () => {
    client = (await postgresForTests('pg_client_settings'))!;
  });
  afterAll(async () => {
    await client?.dropSchema();
    await client?.close();
  });

  it('have their schema first on the search path and JIT compilation off, on the pool and in transactions', async () => {
    const settings = async (sql: SqlExecutor) => ({
      jit: (await sql.query<{ jit: string }>('SHOW jit')).rows[0]!.jit,
      schema: (await sql.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema,
    });
    const expected = { jit: 'off', schema: client.schema };
    expect(await settings(client)).toEqual(expected);
    expect(await client.transaction((tx) => settings(tx))).toEqual(expected);
  });
});
