import { describe, expect, it } from '@jest/globals';
import { distance } from 'fastest-levenshtein';
import { RestSegmentIndex } from './rest-segment-index.js';

/** A genus with many species whose epithets share syllables, as a large genus of the register does. */
const genus = (word: string): string[] => {
  const syllables = ['a', 'al', 'ba', 'ca', 'ta', 'ti', 'na', 'ra', 'is', 'us', 'um', 'ensis'];
  const keys = [word, `${word} x`, `${word} ab`];
  let seed = 11;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff);
  for (let i = 0; i < 400; i++) {
    let epithet = '';
    for (let n = 1 + (next() % 4); n > 0; n--) epithet += syllables[next() % syllables.length];
    keys.push(i % 10 === 0 ? `${word} ${epithet} ${epithet.slice(1)}` : `${word} ${epithet}`);
  }
  return keys;
};

const bruteForce = (keys: readonly string[], query: string, maxEdits: number) =>
  keys.flatMap((key, at) => {
    const edits = distance(key, query);
    return edits <= maxEdits ? [{ at, edits }] : [];
  });

const typo = (key: string, i: number) => {
  const at = 1 + (i % (key.length - 1));
  return i % 3 === 0
    ? key.slice(0, at) + key.slice(at + 1)
    : i % 3 === 1
      ? `${key.slice(0, at)}o${key.slice(at)}`
      : `${key.slice(0, at)}e${key.slice(at + 1)}`;
};

describe('RestSegmentIndex', () => {
  it('given the keys of a genus, when searched within one or two edits (the genus itself or another one misspelt), then it finds exactly the keys a full comparison finds', () => {
    const keys = genus('carex');
    const index = new RestSegmentIndex(keys, 'carex'.length);
    const queries = [
      ...keys.slice(0, 40),
      ...keys.slice(40, 120).map(typo),
      ...keys.slice(120, 160).map((k, i) => typo(typo(k, i), i + 1)),
      ...keys.slice(160, 200).map((k) => k.replace('carex', 'carx')),
      ...keys.slice(200, 220).map((k) => k.replace('carex', 'kareks')),
      'carex',
      'care',
      'carex  ',
      'c',
    ];
    for (const query of queries)
      for (const maxEdits of [0, 1, 2]) {
        const found = index.search(query, maxEdits, distance).sort((a, b) => a.at - b.at);
        expect({ query, maxEdits, found }).toEqual({ query, maxEdits, found: bruteForce(keys, query, maxEdits) });
      }
  });

  it('given more edits than it is cut for, then it refuses to search', () => {
    expect(() => new RestSegmentIndex(['carex nigra'], 5).search('carex', 3, distance)).toThrow();
  });
});
