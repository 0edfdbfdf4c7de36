import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SqlEventStore, type RecordedEvent } from '@navnebase/event-store';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import { importEditTransferTree, transferCommand } from '../../../domain/src/testing/edit-transfer-fixtures.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { taxaOnPaths, type FeedRow } from '../feed/feed-projection.js';
import { readFeedPage, readFeedPageText } from '../feed/sql-feed.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import {
  climbTree,
  cloudEventText,
  descendTree,
  feedDocumentOf,
  feedPageFilter,
  feedPageProjection,
  feedRowOf,
  feedWritesOf,
  referencedPositions,
  SCOPE_IN_QUERY_MAX,
  snapshotPage,
} from './mongo-feed.js';
import { eventVersionsQuery, recordsOfVersions, versionWritesOf, type VersionDocument } from './mongo-versions.js';
import { COLLECTIONS, INDEXES } from './mongo-writes.js';
import { versionRowsOf } from '../history/record-versions.js';

const SOURCE = 'https://navnebase.example/api/v1/Feed';

/** The tree of edit-transfer-fixtures.ts as parent links (a few of its taxa). */
const TREE = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 4],
  [6, 5],
  [7, 6],
  [9, 7],
  [8, 5],
  [12, 8],
]);

describe('the change feed in MongoDB: documents, filters and text (the SQL feed on PGlite as the reference)', () => {
  let sql: PgliteClient;
  let stored: FeedRow[];
  let recorded: RecordedEvent[];

  beforeAll(async () => {
    sql = await pgliteForTests();
    // through the event store: the SQL feed reads an import's records from its event in `es_events`
    const events = await SqlEventStore.create(sql);
    const commands = new CommandPipeline(events, registerDecider);
    for (const command of [
      importEditTransferTree(),
      transferCommand({ scientificNameId: 9, newParentScientificNameId: 12 }, 'move-9'),
      transferCommand({ scientificNameId: 6, newParentScientificNameId: 10 }, 'move-6'),
    ])
      await commands.execute(command);
    const store = await SqlReadModelStore.create(sql);
    recorded = await events.readAll(0);
    await store.applyEvents(recorded);
    stored = (await readFeedPage(sql, { after: 0, limit: 100, withTree: true })).rows;
  });
  afterAll(async () => {
    await sql?.close();
  });

  it('given the rows of an import and two moves, then each document is the SQL row: import records by reference, the paths listed', () => {
    expect(stored.map((r) => r.kind)).toEqual([
      ...stored.filter((r) => r.kind === 'import.batch').map(() => 'import.batch'),
      'name.moved',
      'name.moved',
    ]);
    for (const row of stored) {
      const document = feedDocumentOf(row);
      expect(document._id).toBe(row.position);
      expect(document.taxa).toEqual(taxaOnPaths(row));
      if (row.kind === 'import.batch') {
        expect(row.data.taxa.length).toBeGreaterThan(0);
        expect(document.data.taxa).toEqual([]);
        expect(document.data.names).toEqual([]);
        // read back with the records of its event: the row again
        expect(feedRowOf(document, { names: row.data.names, taxa: row.data.taxa })).toEqual(row);
      } else expect(feedRowOf(document)).toEqual(row);
    }
    expect(referencedPositions(stored.map(feedDocumentOf))).toEqual(stored.filter((r) => r.kind === 'import.batch').map((r) => r.position));
  });

  it('given a moved taxon with a child, then its document carries what entered with it and every taxon on its paths', () => {
    const move = stored.find((r) => r.kind === 'name.moved' && r.data.taxa.some((t) => t.taxonId === 9))!;
    const document = feedDocumentOf(move);
    expect(document.tree.before).toMatchObject({ 9: 7, 7: 6 });
    expect(document.taxa).toEqual(expect.arrayContaining([9, 7, 6, 5, 12, 8]));
    const genus = feedDocumentOf(stored.at(-1)!);
    expect(Object.keys(genus.tree.entered!)).toEqual(['6']);
    expect(genus.tree.entered![6]!.taxa.map((t) => t.taxonId)).toEqual(expect.arrayContaining([7, 11]));
    expect(genus.taxa).toEqual(expect.arrayContaining([6, 5, 10, 4]));
  });

  it('takes the records of an import row from the versions its event wrote, in its order, as the SQL feed does', () => {
    // the documents the projection writes to rm_version, in any order
    const documents = versionWritesOf(versionRowsOf(recorded))
      .flatMap((w) => w.operations)
      .map((o) => {
        const { filter, update } = (o as { updateOne: { filter: { _id: string }; update: { $setOnInsert: Omit<VersionDocument, '_id'> } } })
          .updateOne;
        return { _id: filter._id, ...update.$setOnInsert };
      })
      .reverse();
    const imports = stored.filter((r) => r.kind === 'import.batch');
    const records = recordsOfVersions(documents.filter((d) => imports.some((r) => r.position === d.position)));
    expect([...records.keys()]).toEqual(imports.map((r) => r.position));
    for (const row of imports) expect(records.get(row.position)).toEqual({ names: row.data.names, taxa: row.data.taxa });
    expect(eventVersionsQuery([3, 4])).toEqual({ filter: { position: { $in: [3, 4] } }, sort: { position: 1, kind: 1, ordinal: 1 } });
    expect(INDEXES.find((i) => i.name === 'rm_version_event')!.key).toEqual(eventVersionsQuery([]).sort);
  });

  it('drops what is undefined as JSON does (the driver would store null) and inserts a row only once', () => {
    const row = { ...stored.at(-1)!, data: { ...stored.at(-1)!.data, remark: undefined as unknown as string } };
    expect('remark' in feedDocumentOf(row).data).toBe(false);
    const writes = feedWritesOf([row]);
    expect(writes).toEqual([
      {
        collection: COLLECTIONS.feed,
        operations: [
          {
            updateOne: {
              filter: { _id: row.position },
              update: { $setOnInsert: expect.not.objectContaining({ _id: expect.anything() }) },
              upsert: true,
            },
          },
        ],
      },
    ]);
    expect(feedWritesOf([])).toEqual([]);
  });

  it('writes each page as the SQL feed does: the same CloudEvents, attribute for attribute', async () => {
    const text = await readFeedPageText(sql, { after: 0, limit: 100 }, SOURCE);
    const ours = stored.map((row) => cloudEventText(row, SOURCE));
    expect(ours.map((e) => JSON.parse(e) as unknown)).toEqual(text.events.map((e) => JSON.parse(e) as unknown));
    // the attributes in the same order (the data's keys may differ: PostgreSQL's jsonb orders them its own way)
    const attributes = (e: string) => Object.keys(JSON.parse(e) as object);
    expect(ours.map(attributes)).toEqual(text.events.map(attributes));
  });

  it('filters a page by position up to the head, by subtree (the path list) and by kinds, each on an index', () => {
    expect(feedPageFilter({ after: 3 }, 9)).toEqual({ _id: { $gt: 3, $lte: 9 } });
    expect(feedPageFilter({ after: 3, subtreeTaxonId: 6, kinds: ['name.moved', 'taxa.merged'] }, 9)).toEqual({
      _id: { $gt: 3, $lte: 9 },
      taxa: 6,
      kind: { $in: ['name.moved', 'taxa.merged'] },
    });
    expect(feedPageProjection({})).toEqual({ taxa: 0, tree: 0 });
    expect(feedPageProjection({ subtreeTaxonId: 6 })).toEqual({ taxa: 0 });
    expect(feedPageProjection({ withTree: true })).toEqual({ taxa: 0 });
    // every field a page filters on leads an index, followed by `_id` (the pages' order)
    const feedIndexes = INDEXES.filter((i) => i.collection === COLLECTIONS.feed).map((i) => Object.keys(i.key));
    for (const field of ['taxa', 'kind']) expect(feedIndexes).toContainEqual([field, '_id']);
    expect(INDEXES.some((i) => i.collection === COLLECTIONS.taxon && Object.keys(i.key)[0] === 'parentTaxonId' && !i.secondary)).toBe(true);
    expect(INDEXES.some((i) => i.collection === COLLECTIONS.successor && Object.keys(i.key).join() === 'kind,id')).toBe(true);
  });

  it('climbs the tree one level per lookup, and descends it likewise', async () => {
    const asked: number[][] = [];
    const links = await climbTree([9, 12, 404], async (ids) => {
      asked.push(ids);
      return ids.filter((id) => TREE.has(id)).map((id) => [id, TREE.get(id)!] as const);
    });
    expect(Object.fromEntries(links)).toEqual({ 9: 7, 7: 6, 6: 5, 5: 4, 4: 3, 3: 2, 2: 1, 1: null, 12: 8, 8: 5 });
    // the shared ancestors are asked once
    expect(asked.flat().filter((id) => id === 5)).toHaveLength(1);
    expect(asked).toHaveLength(7);
    expect(await climbTree([], async () => [])).toEqual(new Map());

    const children = async (ids: number[]) => [...TREE].filter(([, parent]) => parent !== null && ids.includes(parent)).map(([id]) => id);
    expect((await descendTree(5, children)).sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 12]);
    expect(await descendTree(9, children)).toEqual([]);
  });

  it('reads a snapshot of a small subtree by its ids, of a large one by filtering the whole collection as it goes', () => {
    expect(snapshotPage('taxon', 0, null)).toMatchObject({ filter: { _id: { $gt: 0 } } });
    expect(snapshotPage('name', 0, null).filter).toEqual({ _id: { $gt: 0 }, status: { $ne: 'NotInUse' } });
    const small = new Set([5, 6, 7]);
    expect(snapshotPage('taxon', 5, small).filter).toEqual({ _id: { $gt: 5, $in: [5, 6, 7] } });
    expect(snapshotPage('name', 70, small).filter).toEqual({ _id: { $gt: 70 }, status: { $ne: 'NotInUse' }, taxonId: { $in: [5, 6, 7] } });
    const large = new Set(Array.from({ length: SCOPE_IN_QUERY_MAX + 1 }, (_, i) => i + 1));
    const names = snapshotPage('name', 0, large);
    expect(names.filter).toEqual({ _id: { $gt: 0 }, status: { $ne: 'NotInUse' } });
    expect(names.keep({ _id: 99_999, taxonId: 3 })).toBe(true);
    expect(names.keep({ _id: 3, taxonId: SCOPE_IN_QUERY_MAX + 2 })).toBe(false);
    expect(snapshotPage('taxon', 0, large).keep({ _id: SCOPE_IN_QUERY_MAX + 2 })).toBe(false);
  });
});
