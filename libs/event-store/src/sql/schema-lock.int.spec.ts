import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postgresForTests } from '../testing/test-clients.js';
import { PostgresClient } from './postgres-client.js';
import { SCHEMA_LOCK_EXCLUSIVE, SCHEMA_LOCK_SHARED } from './sql-event-store.js';

/** Whether a transaction on `client` gets the shared schema lock within `ms` (false when it would wait longer). */
const getsSharedLock = (client: PostgresClient, ms: number): Promise<boolean> =>
  client
    .transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '${ms}ms'`);
      await tx.query(SCHEMA_LOCK_SHARED);
    })
    .then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === '55P03') return false; // lock_not_available
        throw error;
      },
    );

(process.env.DATABASE_URL ? describe : describe.skip)('the schema lock of registers in schemas of their own, one database', () => {
  let first: PostgresClient;
  let sameSchema: PostgresClient;
  let other: PostgresClient;
  beforeAll(async () => {
    first = (await postgresForTests('schema_lock_a'))!;
    sameSchema = await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema: first.schema! });
    other = (await postgresForTests('schema_lock_b'))!;
  });
  afterAll(async () => {
    await sameSchema?.close();
    for (const client of [first, other]) {
      await client?.dropSchema();
      await client?.close();
    }
  });

  it('while a schema script runs, holds up the projection batches of its own schema only', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    // a schema script that takes its time: the lock held until released
    const script = first.transaction(async (tx) => {
      await tx.query(SCHEMA_LOCK_EXCLUSIVE);
      taken();
      await released;
    });
    try {
      await lockTaken;
      expect(await getsSharedLock(other, 5000)).toBe(true);
      expect(await getsSharedLock(sameSchema, 300)).toBe(false);
    } finally {
      release();
      await script;
    }
    expect(await getsSharedLock(sameSchema, 5000)).toBe(true);
  });
});
