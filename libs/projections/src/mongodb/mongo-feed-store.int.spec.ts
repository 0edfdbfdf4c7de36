import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SqlEventStore, type RecordedEvent } from '@navnebase/event-store';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { deleteNameCommand, importEditTransferTree, transferCommand } from '../../../domain/src/testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../../domain/src/testing/fixtures.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { SqlFeedStore } from '../feed/feed-store.port.js';
import type { FeedKind, SnapshotLine } from '../feed/public-contract.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import type { MongoFeedStore } from './mongo-feed-store.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';

// Runs against the MongoDB of MONGODB_URL (a replica set; `npm run test:servers`), in a database of its own that is
// dropped at the end; nothing here starts a server. The SQL feed on PGlite is the reference: both stores project the
// same events (MongoDB in small batches, so moves and imports meet in one batch too) and must answer the same.
const url = process.env.MONGODB_URL;
const SOURCE = 'https://navnebase.example/api/v1/Feed';

if (url) {
  describe('the change feed in MongoDB answers as the SQL feed does', () => {
    let mongo: MongoReadModelStore;
    let sql: PgliteClient;
    let mongoFeed: MongoFeedStore;
    let sqlFeed: SqlFeedStore;
    let events: RecordedEvent[];

    beforeAll(async () => {
      sql = await pgliteForTests();
      const store = await SqlEventStore.create(sql);
      const commands = new CommandPipeline(store, registerDecider);
      for (const command of [
        importEditTransferTree(),
        transferCommand({ scientificNameId: 9, newParentScientificNameId: 12 }, 'move-9'),
        addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794' }, 'add-1'),
        transferCommand({ scientificNameId: 6, newParentScientificNameId: 10 }, 'move-6'),
        deleteNameCommand({ scientificNameId: 11 }, 'delete-11'),
      ])
        await commands.execute(command);
      events = await store.readAll(0);
      const reference = await SqlReadModelStore.create(sql);
      await reference.applyEvents(events);
      mongo = await MongoReadModelStore.connect(url, { database: `navnebase_test_${randomUUID().slice(0, 8)}` });
      for (let i = 0; i < events.length; i += 3) await mongo.applyEvents(events.slice(i, i + 3));
      mongoFeed = mongo.feed();
      sqlFeed = new SqlFeedStore(sql);
    });
    afterAll(async () => {
      await mongo?.db.dropDatabase();
      await mongo?.close();
      await sql?.close();
    });

    it('has the same head and the same pages: whole, of a subtree, of some kinds, with and without the tree', async () => {
      expect(await mongoFeed.head()).toBe(await sqlFeed.head());
      const queries = [
        { after: 0, limit: 100 },
        { after: 0, limit: 2 },
        { after: events[1]!.globalPosition, limit: 3, withTree: true },
        { after: 0, limit: 100, subtreeTaxonId: 6 },
        { after: 0, limit: 1, subtreeTaxonId: 10 },
        { after: 0, limit: 100, subtreeTaxonId: 12 },
        { after: 0, limit: 100, kinds: ['name.moved', 'name.deleted'] as FeedKind[] },
        { after: 0, limit: 100, subtreeTaxonId: 5, kinds: ['name.moved'] as FeedKind[] },
      ];
      for (const query of queries) expect(await mongoFeed.readPage(query)).toEqual(await sqlFeed.readPage(query));
      for (const query of [
        { after: 0, limit: 100 },
        { after: 0, limit: 2 },
        { after: 0, limit: 100, kinds: ['import.batch'] as FeedKind[] },
      ]) {
        const [ours, theirs] = [await mongoFeed.readPageText(query, SOURCE), await sqlFeed.readPageText(query, SOURCE)];
        expect(ours.next).toBe(theirs.next);
        expect(ours.events.map((e) => JSON.parse(e) as unknown)).toEqual(theirs.events.map((e) => JSON.parse(e) as unknown));
      }
    });

    it('writes the same snapshots, of the register and of a subtree', async () => {
      for (const subtree of [null, 5, 10, 404]) {
        const [ours, theirs]: SnapshotLine[][] = [[], []];
        await mongoFeed.writeSnapshot(subtree, (line) => ours.push(line));
        await sqlFeed.writeSnapshot(subtree, (line) => theirs.push(line));
        expect(ours).toEqual(theirs);
      }
    });

    it('keeps the feed through a rebuild: the same documents again', async () => {
      const before = (await mongo.dump()).rm_feed;
      expect(before!.length).toBe((await sqlFeed.readPage({ after: 0, limit: 1000 })).rows.length);
      await mongo.reset({ rebuilding: true });
      expect(await mongoFeed.readPage({ after: 0, limit: 100 })).toEqual({ rows: [], next: 0 });
      await mongo.applyEvents(events);
      await mongo.finishRebuild();
      expect((await mongo.dump()).rm_feed).toEqual(before);
    });
  });
} else {
  describe('the change feed in MongoDB', () => {
    it.skip('skipped: MONGODB_URL is not set (npm run test:servers runs it against a MongoDB replica set you start)', () => undefined);
  });
}
