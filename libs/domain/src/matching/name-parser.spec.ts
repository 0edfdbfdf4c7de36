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

describe('parseName: spellings, signs and marks written in other ways', () => {
  const MORE_CASES: ReadonlyArray<[string, Expected & { words?: readonly string[] }]> = [
    ['Cæsalpinia pulcherrima', { canonical: 'Cæsalpinia pulcherrima', key: 'caesalpinia pulcherrima' }],
    ['Pedicularis øderi', { canonical: 'Pedicularis øderi', key: 'pedicularis oderi' }],
    ['Ae\u0308des aegypti L.', { canonical: 'Aëdes aegypti', key: 'aedes aegypti', authorship: 'L.' }],
    ['Salix\u00a0alba\u2009L.', { canonical: 'Salix alba', authorship: 'L.' }],
    ['«"Salix alba"»', { canonical: 'Salix alba' }],
    ['Carex ✕ halophila', { canonical: 'Carex ×halophila', hybrid: true }],
    ['Carex nigra sensu  stricto', { key: 'carex nigra', attributes: ['SensuStricto'], canonical: 'Carex nigra s.str.' }],
    ['Taraxacum officinale s.l', { attributes: ['SensuLato'], authorship: '' }],
    ['Carex nigra s.  str Koch', { canonical: 'Carex nigra s.str.', attributes: ['SensuStricto'], authorship: 'Koch' }],
    ['Carex nigra s.s.', { attributes: ['SensuStricto'], authorship: '' }],
    ['Carex nigra coll.', { canonical: 'Carex nigra coll.', attributes: ['Coll'] }],
    ['Taraxacum officinale s. lat.', { canonical: 'Taraxacum officinale s.lat.' }],
    ['Pohlia nutans agg', { canonical: 'Pohlia nutans agg.', attributes: ['Agg'] }],
    ['Pohlia nutans agg. agg', { canonical: 'Pohlia nutans agg.', attributes: ['Agg'] }],
    ['Festuca var vivipara', { canonical: 'Festuca var. vivipara', marker: 'var.' }],
    ['Carex cf nigra', { key: 'carex nigra', qualifier: 'cf.' }],
    ['Bombus Latreille 1802', { canonical: 'Bombus', authorship: 'Latreille 1802' }],
    ['Bombus Latreille (1802)', { canonical: 'Bombus', authorship: 'Latreille (1802)' }],
    ['Bombus Latreille & Smith', { canonical: 'Bombus', authorship: 'Latreille & Smith' }],
    ['Bombus Latreille , 1802', { canonical: 'Bombus', authorship: 'Latreille , 1802' }],
    ['Salix Alba Smith', { canonical: 'Salix', authorship: 'Alba Smith' }],
    ['Salix Alba Subsp alba', { canonical: 'Salix alba subsp. alba', marker: 'subsp.' }],
    ['Salix Alba L.', { canonical: 'Salix alba', authorship: 'L.' }],
    ['SALIX ALBA ALBA', { canonical: 'Salix alba alba', key: 'salix alba alba' }],
    ['Rubus idaeus Focke ex Kuntze', { canonical: 'Rubus idaeus', authorship: 'Focke ex Kuntze' }],
    ['Ia io Thomas, 1902', { canonical: 'Ia io', authorship: 'Thomas, 1902' }],
    ['Salix alba 1758', { canonical: 'Salix alba', authorship: '1758' }],
    ['Salix alba- L.', { canonical: 'Salix', authorship: 'alba- L.' }],
    ['Salix alba v vitellina', { canonical: 'Salix alba', authorship: 'v vitellina' }],
    ['Hieracium sect. Alpina', { key: 'hieracium alpina', marker: 'sect.' }],
    ['Hieracium L. sect. alpina', { canonical: 'Hieracium', authorship: 'L. sect. alpina' }],
    ['Betula pubescens Ehrh. f. pumila', { canonical: 'Betula pubescens f. pumila', marker: 'f.', authorship: '' }],
    ['Salix alba L. subvar. alpina', { canonical: 'Salix alba subvar. alpina', marker: 'subvar.' }],
    ['Salix alba L. subf. alpina', { canonical: 'Salix alba subf. alpina', marker: 'subf.' }],
    ['Salix alba x', { canonical: 'Salix alba', hybrid: false, authorship: 'x' }],
    ['Salix alba × Salix fragilis', { canonical: 'Salix alba × Salix fragilis', words: ['salix', 'alba', 'salix', 'fragilis'] }],
    ['Ursus arctos ,Linnaeus 1758', { authorship: 'Linnaeus 1758' }],
    ['Bombus Latreille 1802.', { canonical: 'Bombus', authorship: 'Latreille 1802.' }],
    ['Bombus Latreille (1802).', { canonical: 'Bombus', authorship: 'Latreille (1802).' }],
    ['Bombus Latreille [1802].', { canonical: 'Bombus', authorship: 'Latreille [1802].' }],
    ['Taraxacum officinale sensu  lato', { canonical: 'Taraxacum officinale s.lat.', attributes: ['SensuLato'] }],
    ['Taraxacum officinale s. lat. Hand.-Mazz.', { attributes: ['SensuLato'], authorship: 'Hand.-Mazz.' }],
    ['Carex nigra s.str', { attributes: ['SensuStricto'], authorship: '' }],
    ['cf.', { canonical: '', key: '', authorship: '' }],
    ['cf. 12 34', { canonical: '', authorship: '12 34' }],
  ];

  it.each(MORE_CASES)('%j', (input, expected) => {
    expect(parseName(input)).toMatchObject(expected);
  });

  it('gives every field of a plain name, a name with an author and an empty line', () => {
    const plain = { authorship: '', hybrid: false, attributes: [], unnamedSpecies: false };
    expect(parseName('Salix alba')).toEqual({ input: 'Salix alba', canonical: 'Salix alba', key: 'salix alba', words: ['salix', 'alba'], ...plain });
    expect(parseName('Salix alba L.')).toEqual({
      ...plain,
      input: 'Salix alba L.',
      canonical: 'Salix alba',
      key: 'salix alba',
      words: ['salix', 'alba'],
      authorship: 'L.',
    });
    expect(parseName(' ')).toEqual({ ...plain, input: ' ', canonical: '', key: '', words: [] });
    expect(parseName(undefined as unknown as string)).toMatchObject({ canonical: '', key: '', words: [] });
  });
});

describe('authorshipKey', () => {
  it('ignores spacing, punctuation and case', () => {
    expect(authorshipKey('(L.) Mill.')).toBe(authorshipKey('(L.)Mill'));
    expect(authorshipKey('Linnaeus, 1758')).toBe(authorshipKey('linnaeus 1758'));
    expect(authorshipKey('L.')).not.toBe(authorshipKey('Mill.'));
    expect(authorshipKey('L. ()')).toBe('l');
    expect(authorshipKey('Lœfl.')).toBe('loefl');
  });
});

describe('vernacularMatchKey', () => {
  it('makes the Norwegian letters and their ASCII spellings equal', () => {
    expect(vernacularMatchKey('Blåbær')).toBe('blabaer');
    expect(vernacularMatchKey('blaabaer')).toBe('blabaer');
    expect(vernacularMatchKey('bjørn')).toBe(vernacularMatchKey('bjoern'));
    expect(vernacularMatchKey(' gul   steinlav ')).toBe('gul steinlav');
    expect(vernacularMatchKey('guovža')).toBe('guovža');
    expect(vernacularMatchKey(undefined as unknown as string)).toBe('');
  });
});
