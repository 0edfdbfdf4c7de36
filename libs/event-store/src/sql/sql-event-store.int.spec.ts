import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventStoreContract } from '../testing/event-store.contract.js';
import { pgliteForTests, postgresForTests } from '../testing/test-clients.js';
import type { PostgresClient } from './postgres-client.js';
import { SqlEventStore } from './sql-event-store.js';

eventStoreContract('PGlite', async () => {
  const sql = await pgliteForTests();
  const store = await SqlEventStore.create(sql);
  return { store, dispose: async () => (await store.close(), await sql.close()) };
});

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;

withPostgres('PostgreSQL', () => {
  eventStoreContract('PostgreSQL', async () => {
    const sql = (await postgresForTests('es_contract'))!;
    const store = await SqlEventStore.create(sql);
    return { store, dispose: async () => (await store.close(), await sql.dropSchema(), await sql.close()) };
  });

  describe('reading by global position while transactions commit out of order', () => {
    let sql: PostgresClient;
    let store: SqlEventStore;
    beforeAll(async () => {
      sql = (await postgresForTests('es_out_of_order'))!;
      store = await SqlEventStore.create(sql);
    });
    afterAll(async () => {
      await store.close();
      await sql.dropSchema();
      await sql.close();
    });

    it('never skips an event whose transaction took its position first but committed last', async () => {
      const head = await store.headPosition();
      // Transaction A appends through the store's own function and stays open (a slow appender).
      const slow = await sql.connection();
      let open = true;
      await slow.query('BEGIN');
      try {
        const a = await slow.query(
          `SELECT last_position AS global_position FROM es_append('slow', NULL, '[{"type":"A","schemaVersion":1,"data":{},"metadata":{}}]'::jsonb, NULL, NULL, NULL)`,
        );
        const positionA = Number(a.rows[0].global_position);
        // Transaction B takes a later position and commits first.
        const b = await store.append('fast', [{ type: 'B', data: {}, metadata: {} }]);
        expect(b.lastPosition).toBeGreaterThan(positionA);

        // A naive reader sees B alone, would checkpoint past A and never see it.
        const naive = await sql.query<{ event_type: string }>(
          `SELECT event_type FROM es_events WHERE global_position > $1 ORDER BY global_position`,
          [head],
        );
        expect(naive.rows.map((r) => r.event_type)).toEqual(['B']);
        // The store holds B back while A is in flight ...
        expect(await store.readAll(head)).toEqual([]);
        expect(await store.headPosition()).toBeLessThan(positionA);

        await slow.query('COMMIT');
        open = false;
        // ... and then hands out both, in position order.
        const after = await store.readAll(head);
        expect(after.map((e) => [e.type, e.globalPosition])).toEqual([
          ['A', positionA],
          ['B', b.lastPosition],
        ]);
      } finally {
        if (open) await slow.query('ROLLBACK').catch(() => undefined);
        slow.release();
      }
    });

    it('is not held back by an appender in flight in another schema of the same database', async () => {
      const other = (await postgresForTests('es_other_register'))!;
      const otherStore = await SqlEventStore.create(other);
      const slow = await other.connection();
      await slow.query('BEGIN');
      try {
        await slow.query(
          `SELECT last_position FROM es_append('elsewhere', NULL, '[{"type":"A","schemaVersion":1,"data":{},"metadata":{}}]'::jsonb, NULL, NULL, NULL)`,
        );
        const head = await store.headPosition();
        const appended = await store.append('here', [{ type: 'B', data: {}, metadata: {} }]);
        expect((await store.readAll(head)).map((e) => e.globalPosition)).toEqual([appended.lastPosition]);
      } finally {
        await slow.query('ROLLBACK');
        slow.release();
        await otherStore.close();
        await other.dropSchema();
        await other.close();
      }
    });

    it('is not held back by an unrelated transaction left open on the same server', async () => {
      const head = await store.headPosition();
      const other = await sql.connection();
      await other.query('BEGIN');
      await other.query('CREATE TEMP TABLE unrelated (x int)');
      await other.query('INSERT INTO unrelated VALUES (1)');
      try {
        const appended = await store.append('after-unrelated', [{ type: 'C', data: {}, metadata: {} }]);
        expect((await store.readAll(head)).map((e) => e.globalPosition)).toEqual([appended.lastPosition]);
      } finally {
        await other.query('ROLLBACK');
        other.release();
      }
    });
  });

  describe('holding a stream for a bulk writer', () => {
    let sql: PostgresClient;
    let store: SqlEventStore;
    beforeAll(async () => {
      sql = (await postgresForTests('es_hold_stream'))!;
      store = await SqlEventStore.create(sql);
    });
    afterAll(async () => {
      await store.close();
      await sql.dropSchema();
      await sql.close();
    });

    const event = (type: string) => ({ type, data: {}, metadata: {} });

    it('makes other appends to the stream wait until the holder has written, and the holder never loses its turn', async () => {
      await store.append('held', [event('Before')]);
      let otherDone = false;
      let releaseWork!: () => void;
      const workMayEnd = new Promise<void>((resolve) => (releaseWork = resolve));
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => (holding = resolve));
      const holder = store.holdStream('held', async (held) => {
        const revision = await store.streamRevision('held');
        holding();
        await workMayEnd;
        return held.appendParts([{ events: [event('Bulk1'), event('Bulk2')], commandId: 'bulk#0' }], { expectedRevision: revision });
      });
      await isHolding;
      // Another writer (no expected revision) comes while the holder is still deciding: it waits for the holder.
      const other = store.append('held', [event('Edit')]).then((appended) => ((otherDone = true), appended));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(otherDone).toBe(false);
      releaseWork();
      const bulk = await holder;
      const edit = await other;
      expect(bulk.nextRevision).toBe(3);
      expect(edit.nextRevision).toBe(4);
      expect((await store.readStream('held')).map((e) => e.type)).toEqual(['Before', 'Bulk1', 'Bulk2', 'Edit']);
    });

    it('lets the other streams be written meanwhile, and releases the stream when the work fails', async () => {
      await store.append('held-2', [event('Before')]);
      let releaseWork!: () => void;
      const workMayEnd = new Promise<void>((resolve) => (releaseWork = resolve));
      const failing = store.holdStream('held-2', async () => {
        await workMayEnd;
        throw new Error('decided nothing');
      });
      expect((await store.append('elsewhere', [event('Free')])).nextRevision).toBe(1);
      releaseWork();
      await expect(failing).rejects.toThrow('decided nothing');
      expect((await store.append('held-2', [event('After')], { expectedRevision: 1 })).nextRevision).toBe(2);
    });
  });
});
