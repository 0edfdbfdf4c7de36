import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { TREE_ROOT_KEY, type RegisterCommand } from '@navnebase/domain';
import { SqlEventStore, type RecordedEvent } from '@navnebase/event-store';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { RegisterAsOf } from '../history/register-as-of.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { AS_OF_HISTORY } from '../testing/as-of-history.js';
import type { MongoRegisterAsOf } from './mongo-register-as-of.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';

// Runs against the MongoDB of MONGODB_URL (a replica set; `npm run test:servers`), in a database of its own that is
// dropped at the end; nothing here starts a server. The SQL register as of a position (PGlite) is the reference.
const url = process.env.MONGODB_URL;

if (url) {
  describe('the register as of a position in MongoDB answers as the SQL one does', () => {
    let mongo: MongoReadModelStore;
    let sql: PgliteClient;
    let ours: MongoRegisterAsOf;
    let reference: RegisterAsOf;
    let events: RecordedEvent[];
    let positions: number[];
    let taxonIds: number[];
    let nameIds: number[];

    beforeAll(async () => {
      sql = await pgliteForTests();
      const store = await SqlEventStore.create(sql);
      const commands = new CommandPipeline(store, registerDecider);
      for (const command of AS_OF_HISTORY) await commands.execute({ ...command, metadata: testMetadata({ ...command.metadata }) } as RegisterCommand);
      events = await store.readAll(0);
      await (await SqlReadModelStore.create(sql)).applyEvents(events);
      reference = new RegisterAsOf(sql);
      mongo = await MongoReadModelStore.connect(url, { database: `navnebase_test_${randomUUID().slice(0, 8)}` });
      for (let i = 0; i < events.length; i += 2) await mongo.applyEvents(events.slice(i, i + 2));
      ours = mongo.history();
      positions = [0, ...events.map((e) => e.globalPosition)];
      const ids = async (kind: string) =>
        (await sql.query<{ id: string | number }>(`SELECT DISTINCT id FROM rm_version WHERE kind = $1 ORDER BY id`, [kind])).rows.map((r) =>
          Number(r.id),
        );
      taxonIds = await ids('t');
      nameIds = await ids('n');
    });
    afterAll(async () => {
      await mongo?.db.dropDatabase();
      await mongo?.close();
      await sql?.close();
    });

    it('finds the position at a time', async () => {
      for (const time of ['2025-12-31T00:00:00.000Z', '2026-01-01T10:00:00.000Z', '2026-01-03T12:00:00.000Z', '2027-01-01T00:00:00.000Z'])
        expect(await ours.positionAt(time)).toBe(await reference.positionAt(time));
    });

    it('answers name pages, children, paths and subtrees at every position', async () => {
      for (const position of positions) {
        for (const id of nameIds) {
          expect(await ours.nameAt(id, position)).toEqual(await reference.nameAt(id, position));
          expect(await ours.taxonNameInfoByScientificNameId(id, position)).toEqual(await reference.taxonNameInfoByScientificNameId(id, position));
        }
        expect(await ours.children(TREE_ROOT_KEY, position)).toEqual(await reference.children(TREE_ROOT_KEY, position));
        for (const id of taxonIds) {
          expect(await ours.pathAt(id, position)).toEqual(await reference.pathAt(id, position));
          expect(await ours.children(id, position)).toEqual(await reference.children(id, position));
          const [a, b] = [await ours.subtreeAt(id, position), await reference.subtreeAt(id, position)];
          expect([...a.taxa.keys()].sort()).toEqual([...b.taxa.keys()].sort());
          expect([...a.names.keys()].sort()).toEqual([...b.names.keys()].sort());
          for (const [nameId, record] of b.names) expect(a.names.get(nameId)).toEqual(record);
        }
      }
    });

    it('finds the events behind a subtree’s changes', async () => {
      const sorted = (rows: { kind: string; id: number; position: number }[]) =>
        [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id || a.position - b.position);
      for (const from of positions)
        for (const to of positions.filter((p) => p >= from))
          expect(sorted(await ours.changePositions(nameIds, taxonIds, from, to))).toEqual(
            sorted(await reference.changePositions(nameIds, taxonIds, from, to)),
          );
    });
  });
} else {
  describe('the register as of a position in MongoDB', () => {
    it.skip('skipped: MONGODB_URL is not set (npm run test:servers runs it against a MongoDB replica set you start)', () => undefined);
  });
}
