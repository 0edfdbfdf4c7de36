import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CommandIdReusedError, WrongExpectedRevisionError, type AppendResult } from '../event-store.port.js';
import { eventStoreContract } from '../testing/event-store.contract.js';
import { pgliteForTests, postgresForTests } from '../testing/test-clients.js';
import type { PostgresClient } from './postgres-client.js';
import type { SqlClient } from './sql-client.js';
import { SqlEventStore } from './sql-event-store.js';

/**
 * Appends that come while a batch is being written share the next batch (one transaction). Each test first starts an
 * append on a stream of its own, so that the appends after it come while its batch is written and wait for the next.
 */
const groupCommitSpec = (name: string, open: () => Promise<{ sql: SqlClient; dispose: () => Promise<void> }>) =>
  describe(`${name}: appends that come together are written in one transaction`, () => {
    let sql: SqlClient;
    let store: SqlEventStore;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ sql, dispose } = await open());
      store = await SqlEventStore.create(sql);
    });
    afterAll(async () => {
      await store.close();
      await dispose();
    });

    const event = (type: string, n = 0) => ({ type, data: { n }, metadata: {} });
    const stream = () => `batch-${randomUUID()}`;
    /** Starts an append that the following ones queue behind. */
    const firstBatch = () => store.append(stream(), [event('First')]);
    /** The transaction that wrote each answer's events. */
    const transactionsOf = async (...answers: AppendResult[]) => {
      const { rows } = await sql.query<{ global_position: number; xid: string }>(
        `SELECT global_position, transaction_id::text AS xid FROM es_events WHERE global_position = ANY($1::bigint[])`,
        [answers.map((a) => a.lastPosition)],
      );
      return answers.map((a) => rows.find((r) => Number(r.global_position) === a.lastPosition)!.xid);
    };

    it('writes the appends that came together in one transaction, each at its own revision', async () => {
      const ids = Array.from({ length: 6 }, stream);
      const [, ...answers] = await Promise.all([firstBatch(), ...ids.map((id, i) => store.append(id, [event('A', i)], { expectedRevision: 0 }))]);
      expect(answers.map((a) => a.nextRevision)).toEqual(ids.map(() => 1));
      expect(new Set(await transactionsOf(...answers)).size).toBe(1);
      for (const [i, id] of ids.entries()) expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ n: i }]);
    });

    it('fails a stale append of a batch alone, with the actual revision, and writes the others', async () => {
      const [a, b, c] = [stream(), stream(), stream()];
      await store.append(b, [event('B', 1), event('B', 2)]);
      const staleCommand = randomUUID();
      const outcomes = await Promise.allSettled([
        firstBatch(),
        store.append(a, [event('A')], { expectedRevision: 0 }),
        store.append(b, [event('B', 3)], { expectedRevision: 1, commandId: staleCommand }),
        store.append(c, [event('C')], { expectedRevision: 0 }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ streamId: b, expectedRevision: 1, actualRevision: 2 });
      const [written, , other] = [outcomes[1], outcomes[2], outcomes[3]].map((o) => (o as PromiseFulfilledResult<AppendResult>).value);
      expect(new Set(await transactionsOf(written!, other!)).size).toBe(1);
      expect(await store.streamRevision(b)).toBe(2);
      // the stale append left nothing behind: its command id is free for the append that follows
      expect(await store.findCommand(staleCommand)).toBeUndefined();
      expect(await store.append(b, [event('B', 3)], { expectedRevision: 2, commandId: staleCommand })).toMatchObject({
        nextRevision: 3,
        duplicate: false,
      });
    });

    it('writes appends to one stream in a batch in the order they came, each seeing the one before', async () => {
      const id = stream();
      const [, first, second, third] = await Promise.all([
        firstBatch(),
        store.append(id, [event('A')], { expectedRevision: 0 }),
        store.append(id, [event('B'), event('C')], { expectedRevision: 1 }),
        store.append(id, [event('D')]),
      ]);
      expect([first, second, third].map((a) => a!.nextRevision)).toEqual([1, 3, 4]);
      expect(new Set(await transactionsOf(first!, second!, third!)).size).toBe(1);
      expect((await store.readStream(id)).map((e) => [e.type, e.streamRevision])).toEqual([
        ['A', 1],
        ['B', 2],
        ['C', 3],
        ['D', 4],
      ]);
      expect(first!.lastPosition).toBeLessThan(second!.firstPosition);
    });

    it('keeps command ids exact within a batch: a repeat answers the first, another body is refused, a failed claim is undone', async () => {
      const id = stream();
      const [command, other] = [randomUUID(), randomUUID()];
      const outcomes = await Promise.allSettled([
        firstBatch(),
        store.append(id, [event('A', 1)], { expectedRevision: 0, commandId: command, commandHash: 'h1', result: { n: 1 } }),
        store.append(id, [event('A', 1)], { expectedRevision: 0, commandId: command, commandHash: 'h1', result: { n: 2 } }),
        store.append(id, [event('A', 9)], { expectedRevision: 1, commandId: command, commandHash: 'h2' }),
        store.append(id, [event('B', 2)], { expectedRevision: 5, commandId: other, commandHash: 'h3', result: { n: 3 } }),
        store.append(id, [event('B', 2)], { expectedRevision: 1, commandId: other, commandHash: 'h3', result: { n: 3 } }),
      ]);
      const value = (i: number) => (outcomes[i] as PromiseFulfilledResult<AppendResult>).value;
      const reason = (i: number) => (outcomes[i] as PromiseRejectedResult).reason as unknown;
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
      expect(value(1)).toMatchObject({ nextRevision: 1, duplicate: false, result: { n: 1 } });
      expect(value(2)).toEqual({ ...value(1), duplicate: true });
      expect(reason(3)).toBeInstanceOf(CommandIdReusedError);
      expect(reason(4)).toMatchObject({ expectedRevision: 5, actualRevision: 1 });
      expect(value(5)).toMatchObject({ nextRevision: 2, duplicate: false, result: { n: 3 } });
      expect(new Set(await transactionsOf(value(1), value(5))).size).toBe(1);
      expect((await store.readStream(id)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await store.findCommand(command)).toMatchObject({ nextRevision: 1, result: { n: 1 }, commandHash: 'h1' });
      expect(await store.findCommand(other)).toMatchObject({ nextRevision: 2, lastPosition: value(5).lastPosition, result: { n: 3 } });
    });

    it('writes the others of a batch that fails as a whole, each on its own: the failing append fails alone', async () => {
      const [a, b, c] = [stream(), stream(), stream()];
      const outcomes = await Promise.allSettled([
        firstBatch(),
        store.append(a, [event('A')], { expectedRevision: 0 }),
        store.append(b, [{ type: 'B', data: { text: 'a\u0000b' }, metadata: {} }], { expectedRevision: 0 }),
        store.append(c, [event('C')], { expectedRevision: 0 }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect([await store.streamRevision(a), await store.streamRevision(b), await store.streamRevision(c)]).toEqual([1, 0, 1]);
    });

    it('fails an append whose data is not JSON alone, and writes the rest of its batch together', async () => {
      const [a, b, c] = [stream(), stream(), stream()];
      const outcomes = await Promise.allSettled([
        firstBatch(),
        store.append(a, [event('A')], { expectedRevision: 0 }),
        store.append(b, [{ type: 'B', data: { n: 1n }, metadata: {} }], { expectedRevision: 0 }),
        store.append(c, [event('C')], { expectedRevision: 0 }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(TypeError);
      const [written, other] = [outcomes[1], outcomes[3]].map((o) => (o as PromiseFulfilledResult<AppendResult>).value);
      expect(new Set(await transactionsOf(written!, other!)).size).toBe(1);
      expect(await store.streamRevision(b)).toBe(0);
    });
  });

groupCommitSpec('PGlite', async () => {
  const sql = await pgliteForTests();
  return { sql, dispose: () => sql.close() };
});

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
          `SELECT last_position AS global_position FROM es_append('slow', NULL, '[{"type":"A","schemaVersion":1,"data":{},"metadata":{}}]'::json, NULL, NULL, NULL)`,
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
          `SELECT last_position FROM es_append('elsewhere', NULL, '[{"type":"A","schemaVersion":1,"data":{},"metadata":{}}]'::json, NULL, NULL, NULL)`,
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

  groupCommitSpec('PostgreSQL', async () => {
    const sql = (await postgresForTests('es_group_commit'))!;
    return { sql, dispose: async () => (await sql.dropSchema(), await sql.close()) };
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

    it('lets an append to the held stream wait without holding back the appends batched with it, and keeps its order', async () => {
      await store.append('held-3', [event('Before')]);
      let releaseWork!: () => void;
      const workMayEnd = new Promise<void>((resolve) => (releaseWork = resolve));
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => (holding = resolve));
      const holder = store.holdStream('held-3', async (held) => {
        holding();
        await workMayEnd;
        return held.appendParts([{ events: [event('Bulk')], commandId: `bulk-${Date.now()}#0` }], { expectedRevision: 1 });
      });
      await isHolding;
      let heldDone = false;
      let seenBeforeRelease: { free: number; heldDone: boolean } | undefined;
      const [, edit, free, later] = await Promise.all([
        store.append('first-3', [event('First')]),
        store.append('held-3', [event('Edit')]).then((appended) => ((heldDone = true), appended)),
        store.append('free-3', [event('Free')]),
        // sent while the edit waits: it must come after it
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => store.append('held-3', [event('Later')])),
        // the batch with the free stream was written while the edit still waits for the holder
        (async () => {
          for (let i = 0; i < 100 && (await store.streamRevision('free-3')) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
          seenBeforeRelease = { free: await store.streamRevision('free-3'), heldDone };
          releaseWork();
        })(),
      ]);
      expect(seenBeforeRelease).toEqual({ free: 1, heldDone: false });
      expect(free!.nextRevision).toBe(1);
      expect((await holder).nextRevision).toBe(2);
      expect([edit!.nextRevision, later!.nextRevision]).toEqual([3, 4]);
      expect((await store.readStream('held-3')).map((e) => e.type)).toEqual(['Before', 'Bulk', 'Edit', 'Later']);
    });

    it('does not let a stream another transaction is creating hold back the appends batched with it', async () => {
      const creator = await sql.connection();
      await creator.query('BEGIN');
      let open = true;
      try {
        await creator.query(
          `SELECT * FROM es_append('created-4', 0, '[{"type":"Created","schemaVersion":1,"data":{},"metadata":{}}]'::json, NULL, NULL, NULL)`,
        );
        let waitingDone = false;
        const appends = Promise.all([
          store.append('first-4', [event('First')]),
          store.append('created-4', [event('After')]).then((appended) => ((waitingDone = true), appended)),
          store.append('free-4', [event('Free')]),
        ]);
        for (let i = 0; i < 100 && (await store.streamRevision('free-4')) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        const seen = { free: await store.streamRevision('free-4'), waitingDone };
        await creator.query('COMMIT');
        open = false;
        const [, after] = await appends;
        expect(seen).toEqual({ free: 1, waitingDone: false });
        expect(after.nextRevision).toBe(2);
        expect((await store.readStream('created-4')).map((e) => e.type)).toEqual(['Created', 'After']);
      } finally {
        if (open) await creator.query('ROLLBACK').catch(() => undefined);
        creator.release();
      }
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
