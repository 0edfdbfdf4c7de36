import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emptyName } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { pgliteForTests, postgresForTests } from '../../../event-store/src/testing/test-clients.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import type { FeedRow } from './feed-projection.js';
import { fillEntered } from './sql-feed.js';

/** A genus 2 (moved from 10 to 1) with species 3 and 5, subspecies 4 of 3; and 11, which did not move. */
const TREE: [number, number | null][] = [
  [1, null],
  [10, null],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 2],
  [11, 10],
];
/** Names: [id, taxon, scientific name, status]. */
const NAMES: [number, number, string, string][] = [
  [102, 2, 'Genus', 'Accepted'],
  [103, 3, 'Genus alpha', 'Accepted'],
  [113, 3, 'Genus alfa', 'Synonym'],
  [104, 4, 'Genus alpha minor', 'Accepted'],
  [105, 5, 'Genus beta', 'Accepted'],
  [115, 5, 'Genus beeta', 'NotInUse'],
  [111, 11, 'Other', 'Accepted'],
];

const movedGenus = (): FeedRow =>
  ({
    position: 1,
    kind: 'name.moved',
    time: '2026-01-01T00:00:00.000Z',
    subject: 102,
    data: { names: [], taxa: [{ taxonId: 2, parentTaxonId: 1, existsInNorway: null, vernacularNames: [] }] },
    tree: { before: { 2: 10 }, after: { 2: 1 } },
  }) as unknown as FeedRow;

const contract = (open: () => Promise<SqlClient | undefined>) => {
  let sql: SqlClient | undefined;
  beforeAll(async () => {
    sql = await open();
    if (!sql) return;
    await SqlReadModelStore.create(sql);
    for (const [id, parent] of TREE) await sql.query(`INSERT INTO rm_taxon (taxon_id, parent_taxon_id) VALUES ($1, $2)`, [id, parent]);
    for (const [id, taxonId, scientificName, status] of NAMES) {
      const record = emptyName({ id, taxonId, scientificName, rank: 'Species', taxonomicStatus: status as 'Accepted' });
      await sql.query(
        `INSERT INTO rm_name (scientific_name_id, taxon_id, scientific_name, author, rank_id, status, search_key)
         VALUES ($1, $2, $3, '', 0, $4, $3)`,
        [id, taxonId, scientificName, status],
      );
      await sql.query(`INSERT INTO rm_version (kind, id, position, owner, alive, record) VALUES ('n', $1, 1, $2, true, $3::jsonb)`, [
        id,
        taxonId,
        JSON.stringify(record),
      ]);
    }
  });
  afterAll(async () => {
    if (sql && 'dropSchema' in sql) await (sql as { dropSchema(): Promise<void> }).dropSchema();
    await sql?.close();
  });

  it('given a genus moved, when its row is filled, then everything below it and every name in use there entered with it', async () => {
    if (!sql) return;
    const row = movedGenus();
    await fillEntered(sql, row);
    const entered = row.tree.entered?.[2];
    expect(entered?.taxa.map((t) => t.taxonId)).toEqual([3, 4, 5]);
    expect(entered?.names.map((n) => n.scientificNameId)).toEqual([102, 103, 104, 105, 113]);
  });
};

describe('fillEntered (PGlite)', () => contract(() => pgliteForTests()));
describe('fillEntered (PostgreSQL)', () => contract(() => postgresForTests('feed_fill_entered')));
