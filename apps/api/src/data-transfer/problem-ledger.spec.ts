import { describe, expect, it } from '@jest/globals';
import { ProblemLedger, RowLedger } from './problem-ledger.js';
import { importProblem, problemGroups } from './problem-report.js';

describe('ProblemLedger', () => {
  it('skips a row once, its first reason counting', () => {
    const ledger = new RowLedger();
    expect(ledger.skip({ file: 'taxon.txt', row: 2 }, 'Mangler rang')).toBe(true);
    expect(ledger.skip({ file: 'taxon.txt', row: 2 }, 'Ukjent taksonomisk status')).toBe(false);
    expect(ledger.isSkipped({ file: 'taxon.txt', row: 2 })).toBe(true);
    expect(ledger.skippedByReason()).toEqual({ 'Mangler rang': 1 });
    expect(ledger.skippedIn('taxon.txt')).toBe(1);
  });

  it('keeps the first lines up to its cap and counts them all', () => {
    const ledger = new ProblemLedger(2);
    for (let row = 2; row <= 5; row++) ledger.refuse(row, 'A (rank)', `Feil ${row}`);
    expect(ledger.total).toBe(4);
    expect(ledger.problems.map(importProblem)).toEqual([
      { row: 2, column: 'A (rank)', message: 'Feil 2' },
      { row: 3, column: 'A (rank)', message: 'Feil 3' },
    ]);
  });

  it('tallies one note per reason, counting the rows', () => {
    const ledger = new RowLedger();
    ledger.tally({ file: 'taxon.txt', row: 2 }, 'info', 'Forfatter skilt fra navnet', 'Aus bus L. → Aus bus | L.');
    ledger.tally({ file: 'taxon.txt', row: 3 }, 'info', 'Forfatter skilt fra navnet', 'Aus cus L. → Aus cus | L.');
    expect(ledger.problems).toEqual([
      {
        file: 'taxon.txt',
        row: 2,
        severity: 'info',
        reason: 'Forfatter skilt fra navnet',
        detail: '2 rader, f.eks. Aus bus L. → Aus bus | L.',
        skipped: false,
      },
    ]);
  });

  it('groups by severity, skip and reason, errors first, with the first rows as examples', () => {
    const ledger = new RowLedger();
    ledger.note({ file: 'taxon.txt', row: 2 }, 'warning', 'Advarsel');
    ledger.note({ file: 'taxon.txt', row: 3 }, 'warning', 'Advarsel');
    ledger.skip({ file: 'taxon.txt', row: 4 }, 'Mangler rang', 'x');
    const groups = problemGroups(ledger.problems, 1);
    expect(groups.map((g) => [g.severity, g.reason, g.count, g.examples])).toEqual([
      ['error', 'Mangler rang', 1, [{ file: 'taxon.txt', row: 4, detail: 'x' }]],
      ['warning', 'Advarsel', 2, [{ file: 'taxon.txt', row: 2 }]],
    ]);
  });
});
