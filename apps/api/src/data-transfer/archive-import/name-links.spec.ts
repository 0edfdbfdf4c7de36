import { describe, expect, it } from '@jest/globals';
import type { UsageRow } from './name-usage.js';
import { NameLinkReasons, resolveNameLinks } from './name-links.js';
import { RowLedger } from '../problem-ledger.js';

let line = 1;
const row = (id: string, scientificName: string, authorship: string, fields: Partial<UsageRow> = {}): UsageRow => ({
  ref: { file: 'taxon.txt', row: ++line, id },
  id,
  status: 'accepted',
  rank: 'species',
  scientificName,
  authorship,
  ...fields,
});

const resolve = (rows: UsageRow[]) => {
  const ledger = new RowLedger();
  const result = resolveNameLinks(rows, ledger);
  const byId = (id: string) => result.find((r) => r.id === id)!;
  const problemsOf = (id: string) => ledger.problems.filter((p) => p.id === id).map((p) => [p.reason, p.detail]);
  return { byId, problemsOf, ledger };
};

const genus = [row('g1', 'Aus', 'Smith, 1900', { rank: 'genus' })];

describe('resolveNameLinks', () => {
  it('resolves by the exact full name, with or without the authorship column, and counts such links in one note', () => {
    const { byId, ledger } = resolve([
      ...genus,
      row('s1', 'Aus bus', 'L.', { parentName: 'Aus Smith, 1900' }),
      row('s2', 'Aus cus L.', '', { parentName: 'Aus Smith, 1900' }),
      row('x', 'Aus dus', 'Jones', { status: 'synonym', acceptedName: 'Aus cus L.' }),
    ]);
    expect(byId('s1').parentId).toBe('g1');
    expect(byId('s2').parentId).toBe('g1');
    expect(byId('x').acceptedId).toBe('s2');
    expect(ledger.problems).toEqual([expect.objectContaining({ reason: NameLinkReasons.exact, detail: '3 lenker' })]);
  });

  it('resolves by the name without authorship when the authorships agree (spacing and punctuation aside), and notes it', () => {
    const { byId, problemsOf } = resolve([...genus, row('s1', 'Aus bus', 'L.', { parentName: 'Aus Smith 1900' })]);
    expect(byId('s1').parentId).toBe('g1');
    expect(problemsOf('s1')).toEqual([[NameLinkReasons.canonical, 'Aus Smith 1900 → g1 (Aus Smith, 1900)']]);
  });

  it('reports a link that fits several rows, or only a row with another author, or nothing, and leaves it out', () => {
    const { byId, problemsOf } = resolve([
      row('a1', 'Aus bus', 'Smith'),
      row('a2', 'Aus bus', 'Jones'),
      row('x1', 'Aus old', '', { status: 'synonym', acceptedName: 'Aus bus' }),
      row('x2', 'Aus older', '', { status: 'synonym', acceptedName: 'Aus bus Miller' }),
      row('x3', 'Aus oldest', '', { status: 'synonym', acceptedName: 'Zus zus' }),
    ]);
    for (const id of ['x1', 'x2', 'x3']) expect(byId(id).acceptedId).toBeUndefined();
    expect(problemsOf('x1')).toEqual([[NameLinkReasons.ambiguous, 'Aus bus → a1, a2']]);
    expect(problemsOf('x2')).toEqual([[NameLinkReasons.otherAuthor, 'Aus bus Miller → a1, a2']]);
    expect(problemsOf('x3')).toEqual([[NameLinkReasons.missing, 'Zus zus']]);
  });

  it('prefers an accepted row over a synonym of the same name, keeps id links, and ignores an accepted row naming itself', () => {
    const { byId, ledger } = resolve([
      row('a', 'Aus bus', 'L.', { acceptedName: 'Aus bus L.' }),
      row('s', 'Aus bus', 'L.', { status: 'synonym', acceptedId: 'a' }),
      row('c', 'Aus bus cus', '', { rank: 'subspecies', parentName: 'Aus bus L.', parentId: 'a' }),
      row('d', 'Aus bus dus', '', { rank: 'subspecies', parentName: 'Aus bus L.' }),
    ]);
    expect(byId('a').acceptedId).toBeUndefined();
    expect(byId('c').parentId).toBe('a');
    expect(byId('d').parentId).toBe('a');
    expect(ledger.problems).toEqual([expect.objectContaining({ reason: NameLinkReasons.exact, detail: '1 lenke' })]);
  });
});
