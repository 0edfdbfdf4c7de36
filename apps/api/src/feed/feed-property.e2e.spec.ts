import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { encodeCursor, feedHead } from '@navnebase/projections';
import { PostgresClient } from '../../../../libs/event-store/src/sql/postgres-client.js';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import {
  applyEvent,
  emptyCopy,
  follow,
  loadSnapshot,
  type Copy,
  type FeedEvent,
  type Get,
} from '../../../../examples/feed-subscriber/feed-subscriber.js';
import { openRegisterStores, type RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { commandFor, OPERATION_KINDS, type DrawnOperation } from './testing/random-operations.js';
import { comparable, registerCopy } from './testing/register-copy.js';

/**
 * The proof that a subscriber's copy stays equal to the register: random histories of every operation, with
 * subscribers that start at random points, follow by paging or receive webhooks, crash and restart from their last
 * saved state, and get items again; after each history every copy equals the read models (less names not in use).
 * On PostgreSQL the commands alternate between two API processes on one database.
 */
const process_env = process.env;
const RUNS = Number(process_env.FEED_PROPERTY_RUNS ?? 6);

const clone = (copy: Copy): Copy => ({ ...copy, names: new Map(copy.names), taxa: new Map(copy.taxa), successors: new Map(copy.successors) });

const step = fc.record({
  kind: fc.constantFrom(...OPERATION_KINDS),
  a: fc.nat(1000),
  b: fc.nat(1000),
  /** the paging subscriber reads now, with this page size (0: not now) */
  read: fc.nat(4),
  /** ...and then crashes, losing what it applied since it last saved */
  crash: fc.boolean(),
  save: fc.boolean(),
  /** the webhook receiver fails this many of the next deliveries (0-2) */
  refuse: fc.nat(2),
});

const histories = fc.record({
  steps: fc.array(step, { minLength: 4, maxLength: 14 }),
  startAt: fc.nat(20),
  redeliver: fc.array(fc.nat(100), { maxLength: 5 }),
});

const openStores = async (usePostgres: boolean): Promise<{ stores: RegisterStores[]; close: () => Promise<void> }> => {
  if (!usePostgres) {
    const one = await openTestRegister();
    return { stores: [one], close: () => one.close() };
  }
  const schema = `test_feedprop_${randomUUID().slice(0, 8)}`;
  const clients = [
    await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema }),
    await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema }),
  ];
  const stores: RegisterStores[] = [];
  for (const sql of clients) stores.push(await openRegisterStores(sql));
  return {
    stores,
    close: async () => {
      for (const s of stores) await s.close();
      const admin = await PostgresClient.connect({ connectionString: process.env.DATABASE_URL! });
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
};

for (const usePostgres of [false, ...(process.env.DATABASE_URL ? [true] : [])]) {
  describe(`a subscriber's copy on ${usePostgres ? 'PostgreSQL, two API processes' : 'PGlite'}`, () => {
    it('equals the register after any history of operations, crashes and redeliveries', async () => {
      let applied = 0;
      const tally: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(histories, async ({ steps, startAt, redeliver }) => {
          const { stores, close } = await openStores(usePostgres);
          const [first] = stores as [RegisterStores];
          const received = { copy: emptyCopy(), refuse: 0 };
          const receiver = createServer((request, response) => {
            let body = '';
            request.on('data', (chunk: Buffer) => (body += chunk.toString()));
            request.on('end', () => {
              if (received.refuse > 0) {
                received.refuse--;
                // sometimes the receiver applied the event and failed after: it comes again
                if (received.refuse % 2 === 0) applyEvent(received.copy, JSON.parse(body) as FeedEvent);
                response.statusCode = 503;
              } else {
                applyEvent(received.copy, JSON.parse(body) as FeedEvent);
                response.statusCode = 204;
              }
              response.end();
            });
          });
          await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
          const app = await openTestApp(
            first,
            { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_MAX_FAILURES: '1000' },
            { actorFromHeader: true },
          );
          try {
            const get: Get = async (path) => {
              const answer = await app.inject({ method: 'GET', url: path });
              if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
              return answer.body;
            };
            const events: FeedEvent[] = [];
            const all = async () => {
              const copy = emptyCopy();
              await follow(async (path) => {
                const body = await get(path);
                if (path.startsWith('/api/v1/Feed?')) events.push(...(JSON.parse(body) as { events: FeedEvent[] }).events);
                return body;
              }, copy);
              return copy;
            };
            await run(first, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
            // the webhook subscriber loads a snapshot and subscribes from its cursor
            await loadSnapshot(get, received.copy);
            const admin = { 'x-csrf': '1', ...actorHeader({ isAdmin: true }) };
            const hook = await app.inject({
              method: 'POST',
              url: '/api/v1/Webhooks',
              headers: admin,
              payload: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` },
            });
            const hookId = hook.json().id as string;
            await app.inject({ method: 'POST', url: `/api/v1/Webhooks/${hookId}/Replay`, headers: admin, payload: { after: received.copy.cursor } });
            const ursidae = emptyCopy();
            await loadSnapshot(get, ursidae, 5);

            let paging: Copy | undefined;
            let saved: Copy | undefined;
            for (const [index, drawn] of steps.entries()) {
              if (index === startAt % steps.length) {
                paging = emptyCopy();
                await loadSnapshot(get, paging);
                saved = clone(paging);
              }
              const process = stores[index % stores.length]!;
              const command = await commandFor(process.sql, drawn as DrawnOperation, index);
              if (command) {
                received.refuse = drawn.refuse;
                try {
                  await process.register.execute(command);
                  applied++;
                  tally[drawn.kind] = (tally[drawn.kind] ?? 0) + 1;
                } catch (error) {
                  if (process_env.DEBUG_FEED) console.log(drawn.kind, (error as Error).message);
                  // refused by the domain: the history goes on
                }
                // the other process must have seen it before it decides on the register (read-your-writes is per process)
                for (const other of stores) await other.readSide.waitForPosition(await first.events.headPosition());
              }
              if (paging && drawn.read > 0) {
                await follow(get, paging, { limit: drawn.read });
                if (drawn.save) saved = clone(paging);
                if (drawn.crash) paging = clone(saved!);
              }
            }
            const expected = await registerCopy(first.sql);
            // a subscriber from the very beginning, and the redelivery of random old items to it
            const fromStart = await all();
            for (const n of redeliver) if (events.length) applyEvent(fromStart, events[n % events.length]!);
            expect(comparable(fromStart)).toEqual(expected);
            if (paging) {
              await follow(get, paging);
              expect(comparable(paging)).toEqual(expected);
            }
            await follow(get, ursidae, { subtree: 5 });
            const { names, taxa } = await registerCopy(first.sql, 5);
            expect({ names: comparable(ursidae).names, taxa: comparable(ursidae).taxa }).toEqual({ names, taxa });
            // the webhook receiver catches up (retries included)
            const head = encodeCursor(await feedHead(first.sql));
            const deadline = Date.now() + 20_000;
            for (;;) {
              const subscription = (await app.inject({ method: 'GET', url: `/api/v1/Webhooks/${hookId}`, headers: admin })).json();
              if (subscription.cursor === head || Date.now() > deadline) break;
              await new Promise((r) => setTimeout(r, 50));
            }
            expect(comparable(received.copy)).toEqual(expected);
          } finally {
            await app.close();
            await new Promise((resolve) => receiver.close(resolve));
            await close();
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      // the histories did something: most draws are valid operations
      if (process_env.DEBUG_FEED) console.log(tally);
      expect(applied).toBeGreaterThan(RUNS * 2);
    }, 300_000);
  });
}
