import { describe, expect, it } from '@jest/globals';
import { mergeReport } from './report-merge.js';

const generated = [
  '# Benchmarks',
  '',
  'run of today',
  '',
  '## PGlite (embedded mode)',
  '',
  'new table',
  '',
  '## Change feed',
  '',
  'new feed',
  '',
].join('\n');

describe('mergeReport: the bench report written over BENCHMARKS.md', () => {
  it('given no previous report, when merged, then the new report is written as it is', () => {
    expect(mergeReport(undefined, generated)).toBe(generated);
  });

  it('given hand-written sections, when merged, then they stay where they were and the generated sections are replaced', () => {
    const previous = [
      '# Benchmarks',
      '',
      'run of yesterday',
      '',
      '## PGlite (embedded mode)',
      '',
      'old table',
      '',
      '## Quick check (by hand)',
      '',
      'kept figures',
      '',
      '## Change feed (2026-11-25, a separate run)',
      '',
      'old feed',
      '',
      '## Workload',
      '',
      'old workload',
      '',
    ].join('\n');
    const merged = mergeReport(previous, generated);
    expect(merged).toContain('run of today');
    expect(merged).not.toContain('run of yesterday');
    expect(merged).not.toContain('old table');
    expect(merged).not.toContain('old feed');
    expect(merged.indexOf('new table')).toBeLessThan(merged.indexOf('kept figures'));
    expect(merged.indexOf('kept figures')).toBeLessThan(merged.indexOf('new feed'));
    expect(merged.indexOf('new feed')).toBeLessThan(merged.indexOf('old workload'));
    expect(merged.match(/## Change feed/g)).toHaveLength(1);
  });

  it('given a generated section the previous report lacked, when merged, then it goes before the next generated section that was there', () => {
    const previous = ['# Benchmarks', '', '## Kept', '', 'kept', '', '## Change feed', '', 'old feed', ''].join('\n');
    const merged = mergeReport(previous, generated);
    expect(merged.indexOf('kept')).toBeLessThan(merged.indexOf('new table'));
    expect(merged.indexOf('new table')).toBeLessThan(merged.indexOf('new feed'));
    expect(merged.endsWith('new feed\n')).toBe(true);
  });
});
