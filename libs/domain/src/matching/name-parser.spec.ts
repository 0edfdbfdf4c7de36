import { describe, expect, it } from '@jest/globals';
import { authorshipKey, parseName, vernacularMatchKey, type ParsedName } from './name-parser.js';

type Expected = Partial<Pick<ParsedName, 'canonical' | 'key' | 'authorship' | 'marker' | 'hybrid' | 'attributes' | 'qualifier' | 'unnamedSpecies'>>;

/** What real species lists contain, and what the parser must read out of it. */
const CASES: ReadonlyArray<[string, Expected]> = [
  ['Salix alba', { canonical: 'Salix alba', key: 'salix alba', authorship: '' }],
  ['Salix alba L.', { canonical: 'Salix alba', authorship: 'L.' }],
  ['Ursus arctos Linnaeus, 1758', { canonical: 'Ursus arctos', authorship: 'Linnaeus, 1758' }],
  ['Ursus arctos (Linnaeus 1758)', { canonical: 'Ursus arctos', authorship: '(Linnaeus 1758)' }],
  ['Malus domestica (L.) Mill.', { canonical: 'Malus domestica', authorship: '(L.) Mill.' }],
  ['Agave americana Hook. ex Baker', { canonical: 'Agave americana', authorship: 'Hook. ex Baker' }],
  ['Carex flava L. in Sp. Pl.', { canonical: 'Carex flava', authorship: 'L. in Sp. Pl.' }],
  ['Aster alpinus de Candolle', { canonical: 'Aster alpinus', authorship: 'de Candolle' }],
  ['Rubus idaeus L. f.', { canonical: 'Rubus idaeus', authorship: 'L. f.' }],
  ['Festuca ovina subsp. ovina', { canonical: 'Festuca ovina subsp. ovina', key: 'festuca ovina ovina', marker: 'subsp.' }],
  ['Festuca ovina ssp ovina', { canonical: 'Festuca ovina subsp. ovina', key: 'festuca ovina ovina', marker: 'subsp.' }],
  ['Festuca ovina ovina', { canonical: 'Festuca ovina ovina', key: 'festuca ovina ovina' }],
  ['Festuca ovina L. subsp. ovina', { canonical: 'Festuca ovina subsp. ovina', authorship: '' }],
  [
    'Salix alba L. var. vitellina (L.) Stokes',
    { canonical: 'Salix alba var. vitellina', key: 'salix alba vitellina', marker: 'var.', authorship: '(L.) Stokes' },
  ],
  ['Betula pubescens f. pumila', { canonical: 'Betula pubescens f. pumila', marker: 'f.' }],
  ['Betula pubescens forma pumila', { canonical: 'Betula pubescens f. pumila', marker: 'f.' }],
  ['Carex ×halophila', { canonical: 'Carex ×halophila', key: 'carex halophila', hybrid: true }],
  ['Carex × halophila', { canonical: 'Carex ×halophila', key: 'carex halophila', hybrid: true }],
  ['Carex x halophila Nyl.', { canonical: 'Carex ×halophila', key: 'carex halophila', hybrid: true, authorship: 'Nyl.' }],
  ['×Festulolium', { canonical: '×Festulolium', key: 'festulolium', hybrid: true }],
  ['Salix alba × Salix fragilis', { key: 'salix alba salix fragilis', hybrid: true }],
  ['Pohlia nutans agg.', { canonical: 'Pohlia nutans agg.', key: 'pohlia nutans', attributes: ['Agg'] }],
  ['Taraxacum officinale s. lat.', { key: 'taraxacum officinale', attributes: ['SensuLato'] }],
  ['Taraxacum officinale sensu lato', { key: 'taraxacum officinale', attributes: ['SensuLato'] }],
  ['Carex nigra s.str.', { key: 'carex nigra', attributes: ['SensuStricto'] }],
  ['Carex cf. nigra', { key: 'carex nigra', qualifier: 'cf.' }],
  ['cf. Carex nigra', { key: 'carex nigra', qualifier: 'cf.' }],
  ['Carex aff. nigra', { key: 'carex nigra', qualifier: 'aff.' }],
  ['Carex sp.', { key: 'carex', unnamedSpecies: true }],
  ['Carex spp', { key: 'carex', unnamedSpecies: true }],
  ['Carex sp. 3', { key: 'carex', unnamedSpecies: true, authorship: '' }],
  ['  salix   ALBA  ', { canonical: 'Salix alba', key: 'salix alba' }],
  ['SALIX ALBA L.', { canonical: 'Salix alba', authorship: 'L.' }],
  ['salix alba', { canonical: 'Salix alba' }],
  ['Salix Alba', { canonical: 'Salix alba' }],
  ['Bombus Latreille, 1802', { canonical: 'Bombus', authorship: 'Latreille, 1802' }],
  ['Bombus (Psithyrus) rupestris', { canonical: 'Bombus rupestris', key: 'bombus rupestris' }],
  ['Cladonia', { canonical: 'Cladonia', key: 'cladonia' }],
  ['Aëdes aegypti', { key: 'aedes aegypti' }],
  ['"Salix alba"\t', { canonical: 'Salix alba' }],
  ['', { canonical: '', key: '' }],
  ['123', { canonical: '', key: '' }],
];

describe('parseName: the names real species lists contain', () => {
  it.each(CASES)('%j', (input, expected) => {
    expect(parseName(input)).toMatchObject(expected);
  });

  it('gives a register name and the same name written in a list the same key', () => {
    for (const [stored, written] of [
      ['Festuca ovina subsp. ovina', 'festuca ovina ssp. ovina Hack.'],
      ['Carex ×halophila', 'CAREX X HALOPHILA'],
      ['Pohlia nutans agg.', 'Pohlia nutans (Hedw.) Lindb.'],
    ] as const) {
      expect(parseName(written).key).toBe(parseName(stored).key);
    }
  });
});

describe('authorshipKey', () => {
  it('ignores spacing, punctuation and case', () => {
    expect(authorshipKey('(L.) Mill.')).toBe(authorshipKey('(L.)Mill'));
    expect(authorshipKey('Linnaeus, 1758')).toBe(authorshipKey('linnaeus 1758'));
    expect(authorshipKey('L.')).not.toBe(authorshipKey('Mill.'));
  });
});

describe('vernacularMatchKey', () => {
  it('makes the Norwegian letters and their ASCII spellings equal', () => {
    expect(vernacularMatchKey('Blåbær')).toBe('blabaer');
    expect(vernacularMatchKey('blaabaer')).toBe('blabaer');
    expect(vernacularMatchKey('bjørn')).toBe(vernacularMatchKey('bjoern'));
    expect(vernacularMatchKey(' gul   steinlav ')).toBe('gul steinlav');
    expect(vernacularMatchKey('guovža')).toBe('guovža');
  });
});
