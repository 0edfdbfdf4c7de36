import { describe, expect, it } from '@jest/globals';
import type { ImportReport } from './import-report.js';
import { importSummary } from './import-summary.js';

const report: ImportReport = {
  source: 'moser',
  format: 'dwca',
  path: '/data/moser',
  importId: 'i',
  commandId: 'import-i',
  dryRun: true,
  duplicate: false,
  read: {
    files: [
      { file: 'taxon.txt', kind: 'nameUsages', rows: 3, encoding: 'ISO-8859-1', taxa: 2, synonyms: 1 },
      { file: 'vernacularname.txt', kind: 'vernacularNames', rows: 1, encoding: 'UTF-8' },
    ],
    taxa: 2,
    synonyms: 1,
    vernacularNames: 1,
  },
  imported: { taxa: 2, names: 3, synonyms: 1, vernacularNames: 1, higherTaxaCreated: 0 },
  rows: [
    { file: 'taxon.txt', rows: 3, imported: 3, skipped: 0 },
    { file: 'vernacularname.txt', rows: 1, imported: 1, skipped: 0 },
  ],
  skipped: {},
  problems: [],
  top: { roots: [], hiddenRoots: 0 },
};

describe('importSummary', () => {
  it('given files read in their declared encodings, when summarised, then each file line names its encoding', () => {
    const lines = importSummary(report);
    expect(lines).toContain('  taxon.txt: 3 rader (2 taksa, 1 synonymer), tegnkoding ISO-8859-1');
    expect(lines).toContain('  vernacularname.txt: 1 populærnavn, tegnkoding UTF-8');
  });
});
