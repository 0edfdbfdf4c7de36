import { describe, expect, it } from '@jest/globals';
import { distance } from 'fastest-levenshtein';
import { searchKey } from '../search-key.js';
import { NameMatchIndex, type MatchableName } from './name-match-index.js';

interface Name extends MatchableName {
  readonly scientificName: string;
}

const index = (scientificNames: readonly string[]) => {
  const built = new NameMatchIndex<Name, never>();
  scientificNames.forEach((scientificName, i) => built.addName({ id: i + 1, taxonId: i + 1, scientificName, key: searchKey(scientificName) }));
  return built;
};

const epithets = Array.from(
  { length: 120 },
  (_, i) => `${['alb', 'nigr', 'rubr', 'virid', 'flav', 'glauc'][i % 6]}${['a', 'ens', 'oid', 'at', 'ic'][i % 5]}${'abcdefghijklmnopqrst'[i % 20]}is`,
);

describe('NameMatchIndex.closestNames', () => {
  it('given a large genus (searched through its own index), when a species is misspelt, then the names found are those a full comparison finds', () => {
    const names = ['Carex', ...epithets.map((e) => `Carex ${e}`)];
    const matchIndex = index(names);
    for (const typo of ['Carex albaais', 'Carex nigrenis', 'Carex rubrotcis', 'Carex vridicdis', 'Carex glaucatx']) {
      const key = searchKey(typo);
      const expected = names.map((n) => ({ n, d: distance(searchKey(n), key) })).filter((x) => x.d <= 2);
      const best = Math.min(3, ...expected.map((x) => x.d));
      const { names: found, edits } = matchIndex.closestNames(key, 2, 1);
      expect({ typo, edits, found: found.map((n) => n.scientificName).sort() }).toEqual({
        typo,
        edits: best,
        found: expected
          .filter((x) => x.d === best)
          .map((x) => x.n)
          .sort(),
      });
    }
  });

  it('given the large genera prepared ahead, when a genus changes afterwards, then lookups find its new names', () => {
    const names = ['Carex', ...epithets.map((e) => `Carex ${e}`)];
    const matchIndex = index(names);
    expect(matchIndex.prepareFuzzy(0)).toBe(false);
    expect(matchIndex.prepareFuzzy()).toBe(true);
    expect(matchIndex.closestNames('carex albaaix', 2, 1).names.map((n) => n.scientificName)).toEqual(['Carex albaais', 'Carex albaais']);
    matchIndex.addName({ id: 999, taxonId: 999, scientificName: 'Carex zzzyxa', key: 'carex zzzyxa' });
    expect(matchIndex.closestNames('carex zzzyxo', 2, 1).names.map((n) => n.id)).toEqual([999]);
  });

  it('given a genus one and one two edits away, when the list misspells the genus, then the closest names of both count', () => {
    const matchIndex = index(['Vaccinium myrtillus', 'Vaccinium uliginosum', 'Vaxcinium myrtilus', 'Vaccinium']);
    // one edit in the genus and one in the epithet, or both in the genus: equally close
    expect(matchIndex.closestNames('vaxcinuum myrtillus', 2, 2)).toEqual({
      names: [expect.objectContaining({ scientificName: 'Vaxcinium myrtilus' }), expect.objectContaining({ scientificName: 'Vaccinium myrtillus' })],
      edits: 2,
    });
    // a genus alone, two edits away
    expect(matchIndex.closestNames('vaxcinuum', 2, 2).names.map((n) => n.scientificName)).toEqual(['Vaccinium']);
    // two edits in the genus are not looked for when the genus allows one
    expect(matchIndex.closestNames('vaxcinuum uliginosum', 2, 1)).toEqual({ names: [], edits: 3 });
  });
});
