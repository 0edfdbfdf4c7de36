import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pgliteForTests, postgresForTests } from '../testing/test-clients.js';
import { copyLine, copyPieces } from './copy-text.js';
import type { SqlClient } from './sql-client.js';

describe('COPY text format', () => {
  it('given nulls, numbers, booleans, texts with escapes and objects, writes one tab-separated line', () => {
    expect(copyLine([null, undefined, 7, true, false, 'a\\b\tc\nd\re', { name: 'Æ "ø"\\' }])).toBe(
      '\\N\t\\N\t7\tt\tf\ta\\\\b\\tc\\nd\\re\t{"name":"Æ \\\\"ø\\\\"\\\\\\\\"}\n',
    );
  });

  it('given more rows than a piece holds, yields whole lines in pieces and every row once', () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const pieces = [...copyPieces(rows, (i) => [i, `r${i}`], 3)];
    expect(pieces).toEqual(['0\tr0\n1\tr1\n2\tr2\n', '3\tr3\n4\tr4\n5\tr5\n', '6\tr6\n']);
  });
});

/** Rows whose texts and JSON need every escape, with letters of the register's languages. */
const ROWS = [
  { id: 1, name: 'Čáhppesgáranas', note: null, alive: true, record: { author: '(L.) Sm.', statuses: [] } },
  { id: 2, name: 'tab\there', note: 'line\nbreak\r\nand \\ backslash', alive: false, record: { quote: 'he said "×"', path: 'C:\\x' } },
  { id: 3, name: '\\N', note: '', alive: true, record: { nested: { list: [1, 'to', null] } } },
];

const clients: [string, () => Promise<SqlClient | undefined>][] = [
  ['PGlite', pgliteForTests],
  ['PostgreSQL', () => postgresForTests('copy_rows')],
];

describe.each(clients)('copyRows on %s', (_label, open) => {
  let client: SqlClient | undefined;
  beforeAll(async () => {
    client = await open();
    await client?.exec(`CREATE TABLE copy_probe (id bigint PRIMARY KEY, name text NOT NULL, note text, alive boolean, record jsonb)`);
  });
  afterAll(async () => {
    await (client as { dropSchema?: () => Promise<void> } | undefined)?.dropSchema?.();
    await client?.close();
  });

  it('given rows with escapes, loads them as they are, inside a transaction and outside one', async () => {
    if (!client) return;
    const columns = ['id', 'name', 'note', 'alive', 'record'];
    const values = (r: (typeof ROWS)[number]) => [r.id, r.name, r.note, r.alive, r.record];
    await client.transaction((tx) => tx.copyRows('copy_probe', columns, copyPieces(ROWS.slice(0, 2), values, 1)));
    await client.copyRows('copy_probe', columns, copyPieces(ROWS.slice(2), values));
    const { rows } = await client.query(`SELECT id, name, note, alive, record FROM copy_probe ORDER BY id`);
    expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual(ROWS);
  });

  it('given a row the table refuses, rolls the transaction back and loads nothing', async () => {
    if (!client) return;
    await expect(
      client.transaction(async (tx) => {
        await tx.copyRows(
          'copy_probe',
          ['id', 'name'],
          copyPieces([{ id: 10 }, { id: 1 }], (r) => [r.id, 'again']),
        );
      }),
    ).rejects.toThrow();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM copy_probe WHERE id = 10`);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
