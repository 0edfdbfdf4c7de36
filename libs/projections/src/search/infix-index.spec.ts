import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { InfixIndex } from './infix-index.js';
import type { SearchEntry } from './search-index.js';

const entry = (key: string, main = true, taxonId = key.length): SearchEntry => ({ key, taxonId, main, alive: true });
const keys = (found: readonly SearchEntry[]) => found.map((e) => e.key);

describe('InfixIndex (parts of compound words)', () => {
  const loaded = (...entries: SearchEntry[]) => {
    const index = new InfixIndex<SearchEntry>();
    index.load(entries);
    return index;
  };

  it('finds a text inside a word, best first: main entries, shorter keys, alphabetical', () => {
    const index = loaded(
      entry('brunbjørn'),
      entry('isbjørn', false),
      entry('svartbjørn'),
      entry('bjørnebær'),
      entry('vanlig bjørn'),
      entry('fjellrev'),
    );
    expect(keys(index.search('bjørn', 10))).toEqual(['brunbjørn', 'svartbjørn', 'isbjørn']);
  });

  it('leaves matches at the start of a word to the sorted index, and answers each entry once', () => {
    const index = loaded(entry('rødrev'), entry('rev'), entry('revebjelle'), entry('grå rev'), entry('revrevrev'));
    expect(keys(index.search('rev', 10))).toEqual(['rødrev', 'revrevrev']);
    expect(keys(index.search('evr', 10))).toEqual(['revrevrev']);
  });

  it('follows added and removed entries, and builds its text again once many are dead', () => {
    const index = loaded(entry('brunbjørn'));
    const polar = entry('isbjørn');
    index.add(polar);
    expect(keys(index.search('bjørn', 10))).toEqual(['isbjørn', 'brunbjørn'].sort((a, b) => a.length - b.length));
    polar.alive = false;
    index.removed();
    expect(keys(index.search('bjørn', 10))).toEqual(['brunbjørn']);
    const many = Array.from({ length: 6000 }, (_, i) => entry(`art${i}bjørn`));
    for (const e of many) index.add(e);
    for (const e of many.slice(0, 5500)) {
      e.alive = false;
      index.removed();
    }
    expect(index.search('bjørn', 1000)).toHaveLength(501);
    expect(keys(index.search('5999bjørn', 10))).toEqual(['art5999bjørn']);
  });

  it('answers nothing for an empty text or one with a line break', () => {
    const index = loaded(entry('brunbjørn'));
    expect(index.search('', 10)).toEqual([]);
    expect(index.search('n\nb', 10)).toEqual([]);
  });
});

describe('InfixIndex against a scan of every key', () => {
  // The rule spelled out: some occurrence of the query stands after a letter that does not start a word.
  const holdsInside = (key: string, query: string) => {
    for (let at = 1; at + query.length <= key.length; at++) if (key.startsWith(query, at) && !/[ \-×(]/.test(key[at - 1]!)) return true;
    return false;
  };
  const order = (a: SearchEntry, b: SearchEntry) =>
    Number(b.main) - Number(a.main) || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

  it('answers what a scan answers, for loaded, added and removed entries and queries of every length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[abø -]{1,12}$/), { minLength: 1, maxLength: 40 }),
        fc.array(fc.stringMatching(/^[abø -]{1,12}$/), { maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.array(fc.stringMatching(/^[abø -]{1,5}$/), { minLength: 1, maxLength: 10 }),
        (loadedKeys, addedKeys, removedAt, queries) => {
          const entries = loadedKeys.map((key, i) => entry(key, i % 3 !== 0, i));
          const index = new InfixIndex<SearchEntry>();
          index.load(entries);
          for (const key of addedKeys) {
            const added = entry(key, true, entries.length);
            entries.push(added);
            index.add(added);
          }
          for (const at of removedAt) {
            const removed = entries[at % entries.length]!;
            if (!removed.alive) continue;
            removed.alive = false;
            index.removed();
          }
          for (const query of queries) {
            const expected = entries.filter((e) => e.alive && holdsInside(e.key, query)).sort(order);
            expect(keys(index.search(query, 100))).toEqual(keys(expected));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
