import { describe, expect, it } from '@jest/globals';
import type { ImportedTaxon, Rank } from '@navnebase/domain';
import { treeTop } from './tree-top.js';

const taxon = (key: string, name: string, rank: Rank, parentKey?: string): ImportedTaxon => ({
  key,
  ...(parentKey ? { parentKey } : { parentTaxonId: 1 as ImportedTaxon['parentTaxonId'] }),
  mainName: { scientificName: name, author: '', rank, taxonomicStatus: 'Accepted' },
  synonyms: [],
  vernacularNames: [],
});

/** Plantae > (Bryophyta > 3 species, Tracheophyta > 1 species); Fungi alone. Parents come before children. */
const PLANNED = [
  taxon('p', 'Plantae', 'Kingdom'),
  taxon('b', 'Bryophyta', 'Phylum', 'p'),
  taxon('t', 'Tracheophyta', 'Phylum', 'p'),
  taxon('b1', 'Sphagnum fuscum', 'Species', 'b'),
  taxon('b2', 'Sphagnum rubellum', 'Species', 'b'),
  taxon('b3', 'Polytrichum commune', 'Species', 'b'),
  taxon('t1', 'Picea abies', 'Species', 't'),
  taxon('f', 'Fungi', 'Kingdom'),
];

describe('the top of the tree an import will build', () => {
  it('given planned taxa, when the top is drawn, then each root and child says how many taxa lie under it, largest first', () => {
    const { roots, hiddenRoots } = treeTop(PLANNED);
    expect(hiddenRoots).toBe(0);
    expect(roots.map((r) => [r.scientificName, r.descendants])).toEqual([
      ['Plantae', 6],
      ['Fungi', 0],
    ]);
    expect(roots[0]!.children.map((c) => [c.scientificName, c.rank, c.descendants])).toEqual([
      ['Bryophyta', 'Phylum', 3],
      ['Tracheophyta', 'Phylum', 1],
    ]);
  });

  it('given limits of depth and width, when the top is drawn, then deeper levels are left out and the hidden children are counted', () => {
    const { roots, hiddenRoots } = treeTop(PLANNED, { depth: 2, width: 1 });
    expect(hiddenRoots).toBe(1);
    expect(roots).toHaveLength(1);
    const plantae = roots[0]!;
    expect(plantae.children.map((c) => c.scientificName)).toEqual(['Bryophyta']);
    expect(plantae.hiddenChildren).toBe(1);
    expect(plantae.children[0]!.children).toEqual([]);
    expect(plantae.children[0]!.descendants).toBe(3);
  });

  it('given no planned taxa, when the top is drawn, then it is empty', () => {
    expect(treeTop([])).toEqual({ roots: [], hiddenRoots: 0 });
  });
});
