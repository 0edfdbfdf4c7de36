import { describe, expect, it } from '@jest/globals';
import { emptyName } from './records.js';

describe('A new scientific name record', () => {
  it('has no author, statuses, attributes, references, comment or species complex unless given', () => {
    expect(emptyName({ id: 8, taxonId: 8, scientificName: 'Ursus', rank: 'Genus', taxonomicStatus: 'Accepted' })).toEqual({
      id: 8,
      taxonId: 8,
      scientificName: 'Ursus',
      rank: 'Genus',
      taxonomicStatus: 'Accepted',
      author: '',
      nomenclaturalStatuses: [],
      attributes: [],
      references: [],
      comment: '',
      speciesComplex: '',
    });
    expect(emptyName({ id: 8, taxonId: 8, scientificName: 'Ursus', rank: 'Genus', taxonomicStatus: 'Accepted', author: 'L.' }).author).toBe('L.');
  });
});
