import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addTaxonCommand, importCommand } from '../../../domain/src/testing/fixtures.js';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { registerRecorder } from '../testing/recorded-events.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';

// Runs against the MongoDB of MONGODB_URL (a replica set: transactions; `npm run test:servers`), in a database of
// its own that is dropped at the end; nothing here starts a server. The SQL store on PGlite is the reference: both
// are fed the same events and must answer the same.
const url = process.env.MONGODB_URL;

if (url) {
  describe('MongoDB read-model store answers as the SQL store does', () => {
    let mongo: MongoReadModelStore;
    let sql: PgliteClient;
    let reference: SqlReadModelStore;
    const record = registerRecorder();
    const batches = [
      record(importCommand()),
      record(
        addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus major', author: 'Linnaeus, 1758', rank: 'Species', taxonomicStatus: 'Synonym' }),
      ),
      record({ type: 'DeleteScientificName', data: { scientificNameId: 70 }, metadata: testMetadata({ commandId: 'delete-70' }) }),
    ];

    beforeAll(async () => {
      mongo = await MongoReadModelStore.connect(url, { database: `navnebase_test_${randomUUID().slice(0, 8)}` });
      sql = await pgliteForTests();
      reference = await SqlReadModelStore.create(sql);
      for (const events of batches) {
        await mongo.applyEvents(events);
        await reference.applyEvents(events);
      }
    });
    afterAll(async () => {
      await mongo?.db.dropDatabase();
      await mongo?.close();
      await sql?.close();
    });

    it('moves the checkpoint with each batch and skips a batch applied before', async () => {
      const last = batches[batches.length - 1]!;
      expect(await mongo.checkpoint()).toBe(last[last.length - 1]!.globalPosition);
      expect(await mongo.applyEvents(batches[0]!)).toBe(await mongo.checkpoint());
      expect(await mongo.changes(7)).toEqual(await reference.changes(7));
    });

    it('answers name records, change logs, statistics, counts over time and successors like the SQL store', async () => {
      for (const taxonId of [-1, 1, 6, 7, 105]) {
        const [a, b] = [await mongo.namesOfTaxonAt(taxonId), await reference.namesOfTaxonAt(taxonId)];
        expect(a.records.sort((x, y) => x.id - y.id)).toEqual(b.records.sort((x, y) => x.id - y.id));
        expect(a.checkpoint).toBe(b.checkpoint);
      }
      const byId = (records: { id: number }[] | undefined) => [...(records ?? [])].sort((x, y) => x.id - y.id);
      const [many, manyRef] = [await mongo.namesOfTaxa([1, 7, 105, 999]), await reference.namesOfTaxa([1, 7, 105, 999])];
      expect([...many.keys()].sort()).toEqual([...manyRef.keys()].sort());
      for (const id of manyRef.keys()) expect(byId(many.get(id))).toEqual(byId(manyRef.get(id)));
      for (const id of [1, 7, 70, 12345]) expect(await mongo.changes(id)).toEqual(await reference.changes(id));
      expect(await mongo.changes(7, { untilPosition: 1 })).toEqual(await reference.changes(7, { untilPosition: 1 }));
      for (const kind of ['TaxonCount', 'NamesCount', 'NamesCountByLanguage'] as const) {
        expect(await mongo.statistics(kind, {})).toEqual(await reference.statistics(kind, {}));
        expect(await mongo.statistics(kind, { date: '2000-01-01' })).toEqual(await reference.statistics(kind, { date: '2000-01-01' }));
      }
      expect(await mongo.statisticsOverTime({})).toEqual(await reference.statisticsOverTime({}));
      expect(await mongo.statisticsOverTime({ from: '2026-01-16' })).toEqual(await reference.statisticsOverTime({ from: '2026-01-16' }));
      expect(await mongo.successor('name', 70)).toEqual(await reference.successor('name', 70));
      expect(await mongo.successor('taxon', 1)).toBeUndefined();
    });

    it('rebuilds: reset leaves the built-in spheres, and applying the events again gives the same read models', async () => {
      const before = await mongo.dump();
      await mongo.reset({ rebuilding: true });
      expect(await mongo.checkpoint()).toBe(0);
      for (const events of batches) await mongo.applyEvents(events);
      await mongo.finishRebuild();
      expect(await mongo.dump()).toEqual(before);
    });
  });
} else {
  describe('MongoDB read-model store', () => {
    it.skip('skipped: MONGODB_URL is not set (npm run test:servers runs it against a MongoDB replica set you start)', () => undefined);
  });
}
