import { describe, expect, it } from '@jest/globals';
import { describeHistoryItem } from './name-info-rules';

describe('describeHistoryItem: a history entry in Norwegian, never raw codes', () => {
  it('a scientific name: status label and parent', () => {
    expect(
      describeHistoryItem({
        taxonId: 7,
        scientificNameId: 7,
        scientificName: 'Ursus arctos Linnaeus, 1758',
        taxonomicStatus: 'Unresolved',
        parentScientificName: 'Ursus',
      }),
    ).toBe('Ursus arctos Linnaeus, 1758 (Uavklart), under Ursus');
  });

  it('a vernacular name: language and status as words', () => {
    expect(
      describeHistoryItem({
        taxonId: 7,
        scientificNameId: 7,
        scientificName: 'Ursus arctos Linnaeus, 1758',
        vernacularName: 'bjørn',
        languageIsoCode: 'nb',
        vernacularNameStatus: 'NotRecommended',
        comment: 'Vanlig i dagligtale',
      }),
    ).toBe('bjørn (bokmål, Alternativt); kommentar: Vanlig i dagligtale');
    expect(describeHistoryItem({ vernacularName: 'guovža', languageIsoCode: 'se', vernacularNameStatus: 'Recommended' })).toBe(
      'guovža (nordsamisk, Anbefalt)',
    );
    expect(describeHistoryItem({ vernacularName: 'bjønn', languageIsoCode: 'nn', vernacularNameStatus: 'Preferred' })).toBe(
      'bjønn (nynorsk, Anbefalt)',
    );
  });

  it('an edited name: rank, statuses, attributes, references and yes/no as labels; empty fields left out', () => {
    const text = describeHistoryItem({
      scientificName: 'Ursus arctos',
      taxonomicStatus: 'Accepted',
      author: 'Linnaeus, 1758',
      rank: 'Species',
      nomenclaturalStatuses: ['Conserved'],
      attributes: ['NomenConservandum'],
      references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
      comment: '',
      existsInNorway: false,
    });
    expect(text).toBe(
      'Ursus arctos (Gjeldende); autor: Linnaeus, 1758; rang: Art; nomenklatorisk status: Konservert; attributter: nom. conserv.; referanser: [Sitering: Linnaeus 1758]; finnes i Norge: Nei',
    );
    expect(text).not.toMatch(/Accepted|Species|Conserved|Citation|false/);
  });
});
