import { describe, expect, it } from '@jest/globals';
import { distance } from 'fastest-levenshtein';
import { WordTrie } from './word-trie.js';

/** Words from a few syllables, as genera are: many lie within one or two edits of each other. */
const words = (): string[] => {
  const syllables = ['a', 'ba', 'ca', 'cor', 'di', 'el', 'la', 'ma', 'na', 'ra', 'ri', 'sa', 'us', 'um', 'x'];
  const out = new Set<string>();
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff);
  for (let tries = 0; out.size < 800 && tries < 100_000; tries++) {
    let w = '';
    for (let n = 2 + (next() % 4); n > 0; n--) w += syllables[next() % syllables.length];
    out.add(w);
  }
  return [...out];
};

const bruteForce = (all: readonly string[], query: string, maxEdits: number) =>
  all
    .map((word) => ({ word, edits: distance(word, query) }))
    .filter((f) => f.edits <= maxEdits)
    .sort((a, b) => (a.word < b.word ? -1 : 1));

describe('WordTrie', () => {
  it('given words, when searched within one or two edits, then it finds exactly the words a full comparison finds, with their distance', () => {
    const all = words();
    const trie = new WordTrie();
    for (const w of all) trie.add(w);
    const queries = [...all.slice(0, 60), ...all.slice(60, 120).map((w) => `${w.slice(0, 2)}q${w.slice(3)}`), 'xxxx', 'corcor', 'a', ''];
    for (const query of queries)
      for (const maxEdits of [0, 1, 2]) {
        const found = trie.search(query, maxEdits).sort((a, b) => (a.word < b.word ? -1 : 1));
        expect({ query, maxEdits, found }).toEqual({ query, maxEdits, found: bruteForce(all, query, maxEdits) });
      }
  });

  it('given a word added twice, then it is held and found once', () => {
    const trie = new WordTrie();
    trie.add('salix');
    trie.add('salix');
    trie.add('salex');
    expect(trie.size).toBe(2);
    expect(trie.search('salux', 1).sort((a, b) => (a.word < b.word ? -1 : 1))).toEqual([
      { word: 'salex', edits: 1 },
      { word: 'salix', edits: 1 },
    ]);
    expect(trie.search('sal', 1)).toEqual([]);
    expect(trie.search('sal', 2).sort((a, b) => (a.word < b.word ? -1 : 1))).toEqual([
      { word: 'salex', edits: 2 },
      { word: 'salix', edits: 2 },
    ]);
  });
});
