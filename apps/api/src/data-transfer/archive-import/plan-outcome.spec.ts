import { describe, expect, it } from '@jest/globals';
import type { ImportedTaxon, ImportPlan } from '@navnebase/domain';
import { RowLedger, type SourceRef } from '../problem-ledger.js';
import { fileOutcomes, importedRows } from './plan-outcome.js';
import type { TaxonOrigin, TaxonOrigins } from './usage-tree.js';

const taxon = (key: string): ImportedTaxon => ({
  key,
  mainName: { scientificName: key, author: '', rank: 'Genus', taxonomicStatus: 'Accepted' },
  synonyms: [],
  vernacularNames: [],
});
const row = (file: string, line: number): SourceRef => ({ file, row: line });

/** Two taxa of taxon.txt, one with a synonym row and a vernacular row of vernacularname.txt, and a created one. */
const given = () => {
  const origins = new Map<string, TaxonOrigin>([
    ['a', { ref: row('taxon.txt', 2), created: false, synonyms: [row('taxon.txt', 4)], vernaculars: [row('vernacularname.txt', 2)] }],
    ['b', { ref: row('taxon.txt', 3), created: false, synonyms: [], vernaculars: [] }],
    ['Familie', { ref: { file: 'taxon.txt', id: 'Familie' }, created: true, synonyms: [], vernaculars: [] }],
  ]);
  const plan: ImportPlan = { taxa: ['Familie', 'a', 'b'].map(taxon), problems: [] };
  return { plan, origins: origins as TaxonOrigins };
};

const FILES = [
  { file: 'taxon.txt', rows: 3 },
  { file: 'vernacularname.txt', rows: 2 },
];

describe('the rows of an import, file by file', () => {
  it('given the planned taxa, when counted, then each file has its imported rows, a created taxon none, and the skipped rest', () => {
    const { plan, origins } = given();
    const ledger = new RowLedger();
    ledger.skip(row('vernacularname.txt', 3), 'Ukjent språk');
    expect(fileOutcomes(FILES, importedRows(plan, origins), ledger)).toEqual([
      { file: 'taxon.txt', rows: 3, imported: 3, skipped: 0 },
      { file: 'vernacularname.txt', rows: 2, imported: 1, skipped: 1 },
    ]);
    expect(ledger.problems.filter((p) => p.reason.startsWith('Radtellingen'))).toEqual([]);
  });

  it('given a row both imported and skipped, when counted, then the file gets an error that says so', () => {
    const { plan, origins } = given();
    const ledger = new RowLedger();
    ledger.skip(row('taxon.txt', 4), 'Synonymet mangler lenke');
    fileOutcomes(FILES, importedRows(plan, origins), ledger);
    expect(ledger.problems.filter((p) => p.reason.startsWith('Radtellingen'))).toEqual([
      expect.objectContaining({ file: 'taxon.txt', severity: 'error', detail: '3 rader, 3 importert, 1 hoppet over, 1 begge deler' }),
      expect.objectContaining({ file: 'vernacularname.txt', detail: '2 rader, 1 importert, 0 hoppet over, 0 begge deler' }),
    ]);
  });
});
