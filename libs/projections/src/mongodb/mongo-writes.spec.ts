import { describe, expect, it } from '@jest/globals';
import { rankId, type ScientificNameRecord } from '@navnebase/domain';
import { addTaxonCommand, importCommand } from '../../../domain/src/testing/fixtures.js';
import { ChangeSet } from '../register/change-set.js';
import { projectRegisterEvents } from '../register/register-projection.js';
import { registerRecorder } from '../testing/recorded-events.js';
import {
  COLLECTIONS,
  INDEXES,
  mainNameWritesOf,
  runningTotals,
  statisticWritesOf,
  taxaToRefresh,
  writesOf,
  type BulkOperation,
  type CollectionName,
  type Writes,
} from './mongo-writes.js';

const operationsOn = (writes: Writes, collection: CollectionName): readonly BulkOperation[] =>
  writes.filter((w) => w.collection === collection).flatMap((w) => w.operations);
const upserted = (operations: readonly BulkOperation[]) =>
  operations.flatMap((o) =>
    'updateOne' in o ? [o.updateOne as { filter: { _id: unknown }; update: { $set: Record<string, unknown> }; upsert?: boolean }] : [],
  );

describe('a change set as MongoDB bulk operations', () => {
  it('given an import, when its change set is written, then taxa are upserted with their main name, names with their record, vernacular names inserted', () => {
    const record = registerRecorder();
    const changes = projectRegisterEvents(record(importCommand()));
    const writes = writesOf(changes);
    expect(writes.map((w) => w.collection)).toEqual([
      COLLECTIONS.taxon,
      COLLECTIONS.vernacular,
      COLLECTIONS.name,
      COLLECTIONS.history,
      COLLECTIONS.statistic,
    ]);

    const bear = upserted(operationsOn(writes, COLLECTIONS.taxon)).find((u) => u.filter._id === 7)!;
    expect(bear.upsert).toBe(true);
    expect(bear.update.$set).toMatchObject({ parentTaxonId: 6, mainNameId: 7, rankId: rankId('Species') });

    const names = upserted(operationsOn(writes, COLLECTIONS.name));
    const horribilis = names.find((u) => u.filter._id === 70)!;
    expect(horribilis.update.$set).toMatchObject({
      taxonId: 7,
      scientificName: 'Ursus horribilis',
      status: 'Synonym',
      searchKey: 'ursus horribilis',
    });
    expect((horribilis.update.$set.record as ScientificNameRecord).id).toBe(70);

    const vernacular = operationsOn(writes, COLLECTIONS.vernacular);
    expect(vernacular).toEqual([
      {
        insertOne: {
          document: expect.objectContaining({
            taxonId: 7,
            vernacularName: 'brunbjørn',
            language: 'nb',
            status: 'Recommended',
            searchKey: 'brunbjørn',
          }),
        },
      },
    ]);
    // a created taxon's main name comes with it: nothing to refresh
    expect(taxaToRefresh(changes)).toEqual([]);
  });

  const historyDocuments = (writes: Writes) =>
    operationsOn(writes, COLLECTIONS.history).map(
      (o) => (o as { insertOne: { document: Record<string, unknown> & { _id: string } } }).insertOne.document,
    );

  it('given change log rows, when written, then each keeps its position and its place in its event, with the date as a date', () => {
    const record = registerRecorder();
    const changes = projectRegisterEvents(record(importCommand()));
    const history = historyDocuments(writesOf(changes));
    const rows = changes.historyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(history).toHaveLength(rows.length);
    expect(history[0]).toMatchObject({ position: rows[0]!.position, ordinal: 0, scientificNameId: rows[0]!.scientificNameId });
    expect(history[0]!.changeDate).toEqual(new Date(rows[0]!.changeDate));
    expect(new Set(history.map((d) => d._id)).size).toBe(history.length);
  });

  it('given the same events batched otherwise (a rebuild), when written, then the change log documents are the same', () => {
    const record = registerRecorder();
    const events = [
      ...record(importCommand()),
      ...record(
        addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus major', author: 'Linnaeus, 1758', rank: 'Species', taxonomicStatus: 'Synonym' }),
      ),
    ];
    const together = historyDocuments(writesOf(projectRegisterEvents(events)));
    const apart = events.flatMap((event) => historyDocuments(writesOf(projectRegisterEvents([event]))));
    expect(apart).toEqual(together);
  });

  it('given a later change to an older taxon, when written, then its vernacular names are replaced and its main name is left to the refresh', () => {
    const record = registerRecorder();
    record(importCommand());
    const changes = projectRegisterEvents(
      record(
        addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus major', author: 'Linnaeus, 1758', rank: 'Species', taxonomicStatus: 'Synonym' }),
      ),
    );
    const writes = writesOf(changes);
    expect(taxaToRefresh(changes)).toEqual([7]);
    for (const update of upserted(operationsOn(writes, COLLECTIONS.taxon))) expect(update.update.$set).not.toHaveProperty('mainNameId');
  });

  it('given removed taxa and names, when written, then they are deleted with the removed taxa vernacular names', () => {
    const changes = new ChangeSet();
    changes.setTaxon(5, null);
    changes.setName(50, null, 5);
    const writes = writesOf(changes);
    expect(operationsOn(writes, COLLECTIONS.taxon)).toEqual([{ deleteMany: { filter: { _id: { $in: [5] } } } }]);
    expect(operationsOn(writes, COLLECTIONS.vernacular)).toEqual([{ deleteMany: { filter: { taxonId: { $in: [5] } } } }]);
    expect(operationsOn(writes, COLLECTIONS.name)).toEqual([{ deleteMany: { filter: { _id: { $in: [50] } } } }]);
  });

  it('given successors, when written, then each is upserted under its kind and id', () => {
    const changes = new ChangeSet();
    changes.successors.push({ kind: 'name', id: 70, reason: 'Deleted', successorIds: [7] });
    expect(operationsOn(writesOf(changes), COLLECTIONS.successor)).toEqual([
      {
        updateOne: {
          filter: { _id: 'name:70' },
          update: { $set: { kind: 'name', id: 70, reason: 'Deleted', successorIds: [7] } },
          upsert: true,
        },
      },
    ]);
  });
});

describe('statistics', () => {
  it('given daily deltas, when written, then each day and metric is incremented and days that fall to 0 are removed', () => {
    const writes = statisticWritesOf(
      new Map([
        ['2026-01-15|taxa', 3],
        ['2026-01-16|names', -1],
      ]),
    );
    expect(writes).toEqual([
      {
        collection: COLLECTIONS.statistic,
        operations: [
          {
            updateOne: {
              filter: { _id: 'taxa|2026-01-15' },
              update: { $set: { metric: 'taxa', day: '2026-01-15' }, $inc: { delta: 3 } },
              upsert: true,
            },
          },
          {
            updateOne: {
              filter: { _id: 'names|2026-01-16' },
              update: { $set: { metric: 'names', day: '2026-01-16' }, $inc: { delta: -1 } },
              upsert: true,
            },
          },
          { deleteMany: { filter: { delta: 0 } } },
        ],
      },
    ]);
    expect(statisticWritesOf(new Map())).toEqual([]);
  });

  const rows = [
    { day: '2026-01-10', metric: 'taxa', delta: 5 },
    { day: '2026-01-12', metric: 'names', delta: 8 },
    { day: '2026-01-14', metric: 'taxa', delta: 2 },
    { day: '2026-01-20', metric: 'taxa', delta: -1 },
  ];

  it('given deltas per day, when totalled without bounds, then each day carries the running totals of the metrics that changed on it', () => {
    expect(runningTotals(rows, {})).toEqual(
      new Map([
        ['2026-01-10', new Map([['taxa', 5]])],
        ['2026-01-12', new Map([['names', 8]])],
        ['2026-01-14', new Map([['taxa', 7]])],
        ['2026-01-20', new Map([['taxa', 6]])],
      ]),
    );
  });

  it('given a period, when totalled, then days outside it are left out and its first day starts from the totals before it', () => {
    expect(runningTotals([...rows].reverse(), { from: '2026-01-13', to: '2026-01-14' })).toEqual(
      new Map([
        ['2026-01-14', new Map([['taxa', 7]])],
        [
          '2026-01-13',
          new Map([
            ['taxa', 5],
            ['names', 8],
          ]),
        ],
      ]),
    );
  });
});

describe('main names', () => {
  const name = (id: number, taxonId: number, status: string) => ({ _id: id, taxonId, rankId: 220, status });

  it('given the names of taxa, when refreshed, then each taxon gets its accepted-or-unresolved name with the lowest id', () => {
    expect(mainNameWritesOf([name(9, 1, 'Accepted'), name(4, 1, 'Synonym'), name(6, 1, 'Unresolved'), name(3, 2, 'NotInUse')])).toEqual([
      { collection: COLLECTIONS.taxon, operations: [{ updateOne: { filter: { _id: 1 }, update: { $set: { mainNameId: 6, rankId: 220 } } } }] },
    ]);
    expect(mainNameWritesOf([])).toEqual([]);
  });
});

describe('indexes', () => {
  it('given the queries the store makes, when planned, then each has an index whose keys start with the fields it filters on', () => {
    const queries: { collection: CollectionName; fields: string[] }[] = [
      { collection: COLLECTIONS.name, fields: ['taxonId'] },
      { collection: COLLECTIONS.name, fields: ['taxonId', 'status'] },
      { collection: COLLECTIONS.vernacular, fields: ['taxonId'] },
      { collection: COLLECTIONS.history, fields: ['scientificNameId', 'changeDate'] },
      { collection: COLLECTIONS.statistic, fields: ['metric', 'day'] },
    ];
    for (const query of queries) {
      const covering = INDEXES.filter(
        (index) => index.collection === query.collection && query.fields.every((field, i) => Object.keys(index.key)[i] === field),
      );
      expect({ query, covered: covering.length > 0 }).toEqual({ query, covered: true });
    }
  });
});
