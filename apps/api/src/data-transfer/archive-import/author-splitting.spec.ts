import { describe, expect, it } from '@jest/globals';
import { parseName, rankFromName, splitAuthor } from './author-splitting.js';

const split = (text: string, rank?: Parameters<typeof splitAuthor>[1]) => {
  const { scientificName, author } = splitAuthor(text, rank);
  return [scientificName, author];
};

describe('splitAuthor', () => {
  it('splits a binomial from its author', () => {
    expect(split('Microcebus macarthurii Radespiel', 'Genus')).toEqual(['Microcebus macarthurii', 'Radespiel']);
    expect(split('Mirza zaza Kappeler & Roos, 2005', 'Genus')).toEqual(['Mirza zaza', 'Kappeler & Roos, 2005']);
    expect(split('Gazella dama (Pallas, 1766)', 'Species')).toEqual(['Gazella dama', '(Pallas, 1766)']);
  });

  it('keeps trinomials, with or without a marker, and hybrids in the name', () => {
    expect(split('Nectophrynoides occidentalis occidentalis Sandberger', 'Species')).toEqual([
      'Nectophrynoides occidentalis occidentalis',
      'Sandberger',
    ]);
    expect(split('Paphiopedilum callosum var. sublaeve (Rchb.f.) P.J.Cribb, 1987', 'Species')).toEqual([
      'Paphiopedilum callosum var. sublaeve',
      '(Rchb.f.) P.J.Cribb, 1987',
    ]);
    expect(split('Paphiopedilum praestans subsp. wilhelminae (L.O.Williams) M.W.Wood, 1977', 'Species')).toEqual([
      'Paphiopedilum praestans subsp. wilhelminae',
      '(L.O.Williams) M.W.Wood, 1977',
    ]);
    expect(split('Paphiopedilum vietnamense f. album O.Gruss & Koop., 2008', 'Species')).toEqual([
      'Paphiopedilum vietnamense f. album',
      'O.Gruss & Koop., 2008',
    ]);
    expect(split('Salix × rubens Schrank', 'Species')).toEqual(['Salix × rubens', 'Schrank']);
    expect(split('× Agropogon lutosus (Poir.) P. Fourn.', 'Species')).toEqual(['× Agropogon lutosus', '(Poir.) P. Fourn.']);
    expect(split('Carex ×halophila F. Nyl.', 'Species')).toEqual(['Carex ×halophila', 'F. Nyl.']);
  });

  it('reads a hybrid formula as a name without an author', () => {
    expect(split('Salix aurita × Salix repens', 'Species')).toEqual(['Salix aurita × Salix repens', '']);
    expect(split('Salix aurita x S. repens')).toEqual(['Salix aurita x S. repens', '']);
    expect(split('Agrostis stolonifera × Polypogon monspeliensis', 'Species')).toEqual(['Agrostis stolonifera × Polypogon monspeliensis', '']);
  });

  it('starts the author at lower-case author words and other tokens that are no epithet', () => {
    expect(split('Sotalia brasiliensis van Bénéden, 1875', 'Species')).toEqual(['Sotalia brasiliensis', 'van Bénéden, 1875']);
    expect(split("Felis geoffroyi d'Orbigny & Gervais, 1844", 'Species')).toEqual(['Felis geoffroyi', "d'Orbigny & Gervais, 1844"]);
    expect(split('Paphiopedilum regnieri hort. ex Stein', 'Species')).toEqual(['Paphiopedilum regnieri', 'hort. ex Stein']);
    expect(split('Paphiopedilum elliottianum sensu Fowlie', 'Species')).toEqual(['Paphiopedilum elliottianum', 'sensu Fowlie']);
    expect(split('Wilcoxia nerispina [Schmoll ex] A.Cartier', 'Species')).toEqual(['Wilcoxia nerispina', '[Schmoll ex] A.Cartier']);
  });

  it('keeps a subgenus in parentheses when an epithet follows it', () => {
    expect(split('Neurergus (neurergus) kaiseri Dubois and Raffaëlli, 2009', 'Species')).toEqual([
      'Neurergus (neurergus) kaiseri',
      'Dubois and Raffaëlli, 2009',
    ]);
  });

  it('splits a genus from its author', () => {
    expect(split('Toumeya Britton & Rose', 'Genus')).toEqual(['Toumeya', 'Britton & Rose']);
  });

  it('does not split names above genus', () => {
    expect(split('N.N. (Harrimaniidae, Ptychoderidae)', 'Order')).toEqual(['N.N. (Harrimaniidae, Ptychoderidae)', '']);
  });

  it('does not recognise a text that does not start with a genus', () => {
    expect(splitAuthor('Hinkel, Böhme & Rödel, 2011', 'Species').recognised).toBe(false);
    expect(splitAuthor('Haddad, de Sá', 'Species').recognised).toBe(false);
  });

  it('trims and collapses whitespace, including no-break spaces', () => {
    expect(split('  Tortella\u00a0tortuosa   Limpr. ', 'Species')).toEqual(['Tortella tortuosa', 'Limpr.']);
  });
});

describe('rankFromName', () => {
  it('reads the rank from the shape of the name', () => {
    expect(rankFromName(parseName('Toumeya Britton & Rose'), 'Genus')).toBe('Genus');
    expect(rankFromName(parseName('Microcebus macarthurii Radespiel'), 'Genus')).toBe('Species');
    expect(rankFromName(parseName('Nectophrynoides occidentalis occidentalis'), 'Species')).toBe('Subspecies');
    expect(rankFromName(parseName('Tortella tortuosa var. var. arctica'), 'Species')).toBe('Variety');
    expect(rankFromName(parseName('Paphiopedilum vietnamense f. album'), 'Species')).toBe('Form');
  });

  it("takes the accepted name's rank above genus, and gives none for an unreadable name", () => {
    expect(rankFromName(parseName('ARCHAEBACTERIA'), 'Kingdom')).toBe('Kingdom');
    expect(rankFromName(parseName('Hinkel, Böhme & Rödel, 2011'), 'Species')).toBeUndefined();
  });
});
