import { describe, expect, it } from '@jest/globals';
import { importCommand } from '../testing/fixtures.js';
import { stateFrom } from '../testing/given-when-then.js';
import { historyItem, vernacularHistoryItem } from './history.js';
import { emptyName } from './records.js';

describe('Items of a history entry', () => {
  const state = () => stateFrom([importCommand()]);

  it('show a name with its author, its taxon and the main name of its parent', () => {
    const s = state();
    expect(historyItem(s, s.names.get(7)!)).toEqual({
      taxonId: 7,
      scientificNameId: 7,
      scientificName: 'Ursus arctos Linnaeus, 1758',
      taxonomicStatus: 'Accepted',
      parentScientificName: 'Ursus',
    });
    expect(historyItem(s, s.names.get(2)!)).toEqual({
      taxonId: 2,
      scientificNameId: 2,
      scientificName: 'Chordata',
      taxonomicStatus: 'Accepted',
      parentScientificName: 'Animalia',
    });
  });

  it('show no parent for a name of a taxon at the top, of an unknown taxon, or under a taxon without a main name', () => {
    const s = state();
    expect(historyItem(s, s.names.get(-1)!)).not.toHaveProperty('parentScientificName');
    const stray = emptyName({ id: 500, taxonId: 500, scientificName: 'Incertae', rank: 'Genus', taxonomicStatus: 'Accepted' });
    expect(historyItem(s, stray)).toEqual({ taxonId: 500, scientificNameId: 500, scientificName: 'Incertae', taxonomicStatus: 'Accepted' });
    expect(historyItem(s, stray, 600)).not.toHaveProperty('parentScientificName');
  });

  it('show a vernacular name with the main name of its taxon, and its reference and comment when it has them', () => {
    const s = state();
    const main = s.names.get(7)!;
    const bear = { id: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'Recommended', reference: '', comment: '' } as const;
    expect(vernacularHistoryItem(main, bear)).toEqual({
      taxonId: 7,
      scientificNameId: 7,
      scientificName: 'Ursus arctos Linnaeus, 1758',
      vernacularName: 'brunbjørn',
      languageIsoCode: 'nb',
      vernacularNameStatus: 'Recommended',
    });
    expect(vernacularHistoryItem({ ...main, author: '' }, { ...bear, reference: 'Artsdatabanken', comment: 'Vanlig navn' })).toMatchObject({
      scientificName: 'Ursus arctos',
      reference: 'Artsdatabanken',
      comment: 'Vanlig navn',
    });
  });
});
