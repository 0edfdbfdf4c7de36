import { describe, expect, it } from '@jest/globals';
import type { Rank } from '@navnebase/domain';
import { mapRank, nearestRank } from './rank-mapping.js';

/** Rank spellings found in published checklists: English, Latin and its abbreviations, French and Norwegian. */
const CASES: readonly [string, Rank][] = [
  // English, any case
  ['kingdom', 'Kingdom'],
  ['species', 'Species'],
  ['SUBSPECIES', 'Subspecies'],
  [' Infraclass ', 'Infraclass'],
  ['superorder', 'Superorder'],
  ['superfamily', 'Superfamily'],
  ['subfamily', 'Subfamily'],
  ['tribe', 'Tribe'],
  ['subtribe', 'Subtribe'],
  ['subgenus', 'Subgenus'],
  ['cohort', 'Cohort'],
  ['variety', 'Variety'],
  ['form', 'Form'],
  ['division', 'Phylum'],
  // Latin and abbreviations, with and without the full stop
  ['regnum', 'Kingdom'],
  ['classis', 'Class'],
  ['ordo', 'Order'],
  ['ord.', 'Order'],
  ['familia', 'Family'],
  ['fam.', 'Family'],
  ['subfam.', 'Subfamily'],
  ['tribus', 'Tribe'],
  ['trib.', 'Tribe'],
  ['subtrib.', 'Subtribe'],
  ['gen.', 'Genus'],
  ['subgen.', 'Subgenus'],
  ['sect.', 'Section'],
  ['sp.', 'Species'],
  ['sp', 'Species'],
  ['subsp.', 'Subspecies'],
  ['subsp', 'Subspecies'],
  ['ssp.', 'Subspecies'],
  ['var.', 'Variety'],
  ['var', 'Variety'],
  ['f.', 'Form'],
  ['forma', 'Form'],
  // French, with or without accents
  ['Règne', 'Kingdom'],
  ['Embranchement', 'Phylum'],
  ['Classe', 'Class'],
  ['Ordre', 'Order'],
  ['Famille', 'Family'],
  ['Sous-famille', 'Subfamily'],
  ['Tribu', 'Tribe'],
  ['Genre', 'Genus'],
  ['Espèce', 'Species'],
  ['Espece', 'Species'],
  ['Sous-espèce', 'Subspecies'],
  ['Variété', 'Variety'],
  ['Forme', 'Form'],
  // Norwegian (the register's own labels and the older export's column names)
  ['Rike', 'Kingdom'],
  ['Rekke', 'Phylum'],
  ['Klasse', 'Class'],
  ['Orden', 'Order'],
  ['Overfamilie', 'Superfamily'],
  ['Familie', 'Family'],
  ['Slekt', 'Genus'],
  ['Art', 'Species'],
  ['underart', 'Subspecies'],
  ['Varietet', 'Variety'],
];

describe('mapRank', () => {
  it.each(CASES)('reads %p as %p', (value, rank) => expect(mapRank(value)).toBe(rank));

  it.each(['superkingdom', 'infrakingdom', 'superphylum', 'infraphylum', 'unranked', 'root', 'sphere', 'unknown', '', 'x.', undefined])(
    'leaves %p undefined (ranks the register does not have, and the built-in ones)',
    (value) => expect(mapRank(value)).toBeUndefined(),
  );
});

describe('nearestRank', () => {
  it.each([
    ['speceis', 'species'],
    ['familiy', 'family'],
    ['sub-species', 'subspecies'],
  ] as const)('suggests %p → %p', (value, expected) => expect(nearestRank(value)).toBe(expected));

  it.each(['unranked', 'clade', 'superkingdom', 'superphylum', ''])('suggests nothing for %p', (value) => expect(nearestRank(value)).toBeUndefined());
});
