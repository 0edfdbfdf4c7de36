import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RegisterCommand, TaxonRecord } from '@navnebase/domain';
import { SqlEventStore, type RecordedEvent } from '@navnebase/event-store';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { versionRowsOf, type VersionRow } from '../history/record-versions.js';
import { RegisterAsOf } from '../history/register-as-of.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { AS_OF_HISTORY as HISTORY } from '../testing/as-of-history.js';
import {
  aliveRecords,
  chunksOf,
  latestVersionsPipeline,
  movePositions,
  ownedCandidatesFilter,
  positionAtQuery,
  versionDocumentOf,
  versionWritesOf,
  walkPath,
  walkSubtree,
} from './mongo-versions.js';
import { COLLECTIONS, INDEXES } from './mongo-writes.js';

describe('the records’ versions in MongoDB: documents, queries and walks (the SQL register as of a position as the reference)', () => {
  let sql: PgliteClient;
  let events: RecordedEvent[];
  let asOf: RegisterAsOf;
  let positions: number[];
  let taxonIds: number[];

  beforeAll(async () => {
    sql = await pgliteForTests();
    const store = await SqlEventStore.create(sql);
    const commands = new CommandPipeline(store, registerDecider);
    for (const command of HISTORY) await commands.execute({ ...command, metadata: testMetadata({ ...command.metadata }) } as RegisterCommand);
    events = await store.readAll(0);
    await (await SqlReadModelStore.create(sql)).applyEvents(events);
    asOf = new RegisterAsOf(sql);
    positions = [0, ...events.map((e) => e.globalPosition)];
    const { rows } = await sql.query<{ id: string | number }>(`SELECT DISTINCT id FROM rm_version WHERE kind = 't' ORDER BY id`);
    taxonIds = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await sql?.close();
  });

  it('writes a version row as the SQL table holds it: keyed by kind, id and position, inserted once', () => {
    const rows = versionRowsOf(events);
    expect(rows.length).toBeGreaterThan(10);
    const removed = rows.find((r) => !r.alive)!;
    expect(versionDocumentOf(removed, 2)).toEqual({ ...removed, _id: `${removed.kind}:${removed.id}:${removed.position}`, record: null, ordinal: 2 });
    const row: VersionRow = { ...rows[0]!, record: { ...(rows[0]!.record as TaxonRecord), existsInNorway: undefined as unknown as null } };
    expect('existsInNorway' in (versionDocumentOf(row).record as object)).toBe(false);
    const [write] = versionWritesOf([rows[0]!]);
    expect(write).toEqual({
      collection: COLLECTIONS.version,
      operations: [{ updateOne: { filter: { _id: versionDocumentOf(rows[0]!)._id }, update: { $setOnInsert: expect.any(Object) }, upsert: true } }],
    });
    expect(versionWritesOf([])).toEqual([]);
  });

  it('asks for the latest versions, the owned records and the position at a time along their indexes', () => {
    const keyOf = (name: string) => Object.keys(INDEXES.find((i) => i.name === name)!.key);
    const [match, sort] = latestVersionsPipeline('t', [1, 2], 5) as [{ $match: object }, { $sort: object }];
    expect(match.$match).toEqual({ kind: 't', id: { $in: [1, 2] }, position: { $lte: 5 } });
    expect(Object.keys(sort.$sort)).toEqual(keyOf('rm_version_record'));
    expect(sort.$sort).toEqual(INDEXES.find((i) => i.name === 'rm_version_record')!.key);
    expect(Object.keys(ownedCandidatesFilter('n', [6, null], 5))).toEqual(keyOf('rm_version_owner'));
    expect(ownedCandidatesFilter('n', [6, null], 5)).toEqual({ kind: 'n', owner: { $in: [6, null] }, position: { $lte: 5 } });
    expect(positionAtQuery('2026-01-02T00:00:00.000Z').sort).toEqual(INDEXES.find((i) => i.name === 'rm_feed_time')!.key);
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('folds latest versions into records: the removed ones dropped, and with owners only those still owned by them', () => {
    const taxon = { id: 5, parentId: null } as unknown as TaxonRecord;
    const rows = [
      { _id: 5, position: 3, owner: null, alive: true, record: taxon },
      { _id: 6, position: 4, owner: 5, alive: true, record: { ...taxon, id: 6 } },
      { _id: 7, position: 4, owner: 5, alive: false, record: null },
    ];
    expect([...aliveRecords(rows).keys()]).toEqual([5, 6]);
    expect([...aliveRecords([...rows].reverse()).keys()]).toEqual([5, 6]);
    expect(aliveRecords(rows).get(5)).toEqual({ id: 5, owner: null, since: 3, record: taxon });
    expect([...aliveRecords(rows, new Set([null])).keys()]).toEqual([5]);
    expect([...aliveRecords(rows, new Set([5])).keys()]).toEqual([6]);
  });

  it('walks a path up and a subtree down level by level to the same answers as the SQL recursive queries, at every position', async () => {
    let steps = 0;
    const taxonAt = (position: number) => async (id: number) => {
      steps++;
      return (await asOf.recordsAt<TaxonRecord>('t', [id], position)).get(id);
    };
    for (const position of positions) {
      for (const taxonId of taxonIds) {
        expect(await walkPath(taxonId, taxonAt(position))).toEqual(await asOf.pathAt(taxonId, position));
        const subtree = await walkSubtree(taxonId, taxonAt(position), (ids) => asOf.ownedAt<TaxonRecord>('t', ids, position));
        const reference = await asOf.subtreeAt(taxonId, position);
        expect(new Map([...subtree].sort(([a], [b]) => a - b))).toEqual(new Map([...reference.taxa].sort(([a], [b]) => a - b)));
      }
    }
    expect(steps).toBeGreaterThan(0);
  });

  it('finds the moves of taxa between two positions as the SQL window does', async () => {
    const { rows } = await sql.query<{ id: string | number; position: string | number; owner: string | number | null }>(
      `SELECT id, position, owner FROM rm_version WHERE kind = 't'`,
    );
    const versions = rows.map((r) => ({ id: Number(r.id), position: Number(r.position), owner: r.owner === null ? null : Number(r.owner) }));
    const sorted = (list: { id: number; position: number }[]) => [...list].sort((a, b) => a.id - b.id || a.position - b.position);
    for (const from of positions)
      for (const to of positions.filter((p) => p >= from)) {
        const reference = (await asOf.changePositions([], taxonIds, from, to)).filter((r) => r.kind === 't');
        expect(
          sorted(
            movePositions(
              versions.filter((v) => v.position <= to),
              from,
            ),
          ),
        ).toEqual(sorted(reference));
      }
    // the moves are there to be found
    expect(movePositions(versions, 0).length).toBeGreaterThan(0);
  });
});
