import { describe, expect, it } from '@jest/globals';
import { historyNameHtml, splitHistoryName, withHistoryNameHtml, type HistoryNameFacts } from './history-names.js';

const arctos: HistoryNameFacts = {
  scientificName: 'Ursus arctos',
  author: 'Linnaeus, 1758',
  rank: 'Species',
  attributes: [],
  parent: { scientificName: 'Ursus', rank: 'Genus' },
};

describe('history item names', () => {
  it('given the name as it is now, when formatted, then the name is italic and the author upright and escaped', () => {
    expect(historyNameHtml('Ursus arctos Linnaeus, 1758', arctos)).toBe('<i>Ursus arctos</i> Linnaeus, 1758');
    expect(historyNameHtml('Ursus arctos L. & Fabr.', { ...arctos, author: 'L. & Fabr.' })).toBe('<i>Ursus arctos</i> L. &amp; Fabr.');
    expect(
      historyNameHtml('Ursidae G. Fischer, 1817', { scientificName: 'Ursidae', author: 'G. Fischer, 1817', rank: 'Family', attributes: [] }),
    ).toBe('Ursidae G. Fischer, 1817');
  });

  it('given a name changed since (same author) or an author changed since (same name), then the text is still split', () => {
    expect(splitHistoryName('Ursus arctus Linnaeus, 1758', arctos)).toEqual({ name: 'Ursus arctus', author: 'Linnaeus, 1758' });
    expect(splitHistoryName('Ursus arctos L.', arctos)).toEqual({ name: 'Ursus arctos', author: 'L.' });
    expect(splitHistoryName('Ursus arctos', arctos)).toEqual({ name: 'Ursus arctos', author: '' });
  });

  it('given a text that does not split cleanly into a name and an author, then it is left unformatted', () => {
    expect(splitHistoryName('Ursus arctos arctos L.', { scientificName: 'Ursus arctos', author: 'Lin.' })).toBeUndefined();
    expect(splitHistoryName('Abies alba Mill. ex L.', { scientificName: 'Abies nordmanniana', author: 'L.' })).toBeUndefined();
    expect(splitHistoryName('Ursus maritimus Phipps, 1774', arctos)).toBeUndefined();
  });

  it('given a log, when enriched, then known names get HTML, the parent too when it is the parent now, and unknown ids keep plain text', async () => {
    const entries = [
      {
        changeByUser: 'Test',
        changeDate: '2026-01-10T10:00:00.000Z',
        changeRemarks: '',
        changeType: 'Updated',
        dataBefore: [{ scientificNameId: 7, scientificName: 'Ursus arctus Linnaeus, 1758', parentScientificName: 'Thalarctos' }],
        dataAfter: [
          { scientificNameId: 7, scientificName: 'Ursus arctos Linnaeus, 1758', parentScientificName: 'Ursus' },
          { scientificNameId: 99, scientificName: 'Gone' },
        ],
      },
      {
        changeByUser: 'Test',
        changeDate: '2026-01-01T10:00:00.000Z',
        changeRemarks: '',
        changeType: 'Inserted',
        dataBefore: [],
        dataAfter: [{ scientificName: 'Ursus arctus Linnaeus, 1758' }],
      },
    ];
    const [edit, imported] = await withHistoryNameHtml(entries, async (id) => (id === 7 ? arctos : undefined), 7);
    expect(edit!.dataBefore).toEqual([{ ...entries[0]!.dataBefore[0], scientificNameHtml: '<i>Ursus arctus</i> Linnaeus, 1758' }]);
    expect(edit!.dataAfter).toEqual([
      { ...entries[0]!.dataAfter[0], scientificNameHtml: '<i>Ursus arctos</i> Linnaeus, 1758', parentScientificNameHtml: '<i>Ursus</i>' },
      { scientificNameId: 99, scientificName: 'Gone' },
    ]);
    expect(imported!.dataAfter[0]).toMatchObject({ scientificNameHtml: '<i>Ursus arctus</i> Linnaeus, 1758' });
  });
});
