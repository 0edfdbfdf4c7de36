import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@navnebase/event-store';
import { pgliteForTests, postgresForTests } from '../../../event-store/src/testing/test-clients.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { ancestorLinks } from './sql-feed.js';

/** A tree: 1 ← 2 ← 3 ← 4, 2 ← 5, a root 10 ← 11, and 20 whose parent 99 is not in the table. */
const TREE: [number, number | null][] = [
  [1, null],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 2],
  [10, null],
  [11, 10],
  [20, 99],
];

const contract = (open: () => Promise<SqlClient | undefined>) => {
  let sql: SqlClient | undefined;
  beforeAll(async () => {
    sql = await open();
    if (!sql) return;
    await SqlReadModelStore.create(sql);
    for (const [id, parent] of TREE) await sql.query(`INSERT INTO rm_taxon (taxon_id, parent_taxon_id) VALUES ($1, $2)`, [id, parent]);
  });
  afterAll(async () => {
    if (sql && 'dropSchema' in sql) await (sql as { dropSchema(): Promise<void> }).dropSchema();
    await sql?.close();
  });

  it('answers each taxon asked about and every ancestor, once, with its parent', async () => {
    if (!sql) return;
    expect(await ancestorLinks(sql, [4, 5, 11])).toEqual(
      new Map<number, number | null>([
        [4, 3],
        [3, 2],
        [2, 1],
        [1, null],
        [5, 2],
        [11, 10],
        [10, null],
      ]),
    );
  });

  it('stops at a parent the table does not hold, and answers nothing for unknown ids or none', async () => {
    if (!sql) return;
    expect(await ancestorLinks(sql, [20])).toEqual(new Map([[20, 99]]));
    expect(await ancestorLinks(sql, [404])).toEqual(new Map());
    expect(await ancestorLinks(sql, [])).toEqual(new Map());
  });
};

describe('ancestorLinks (PGlite)', () => contract(() => pgliteForTests()));
describe('ancestorLinks (PostgreSQL)', () => contract(() => postgresForTests('audit_bench_ancestor_links')));
