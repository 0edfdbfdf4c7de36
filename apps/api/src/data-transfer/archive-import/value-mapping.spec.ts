import { describe, expect, it } from '@jest/globals';
import type { UsageRow, VernacularRow } from './name-usage.js';
import { RowLedger } from '../problem-ledger.js';
import { mapUsageValues, mappingFingerprint, MappingReasons, mapVernacularValues, parseValueMapping } from './value-mapping.js';

const row = (status: string, rank: string, line = 2): UsageRow => ({
  ref: { file: 'taxon.txt', row: line },
  id: String(line),
  status,
  rank,
  scientificName: 'Aus bus',
  authorship: '',
});

describe('a user mapping of an archive values (--mapping)', () => {
  it('given a mapping file, when rows are read, then its statuses and ranks replace the archive values, matched as the vocabularies are, and the report says so', () => {
    const mapping = parseValueMapping('{ "status": { "Ubestemt": "unresolved" }, "rank": { "underart": "subspecies" } }');
    const ledger = new RowLedger();
    expect(mapUsageValues(row('UBESTEMT ', 'Underart'), mapping, ledger)).toMatchObject({ status: 'unresolved', rank: 'subspecies' });
    expect(mapUsageValues(row('ubestemt', 'species', 3), mapping, ledger)).toMatchObject({ status: 'unresolved', rank: 'species' });
    const untouched = row('accepted', 'species', 4);
    expect(mapUsageValues(untouched, mapping, ledger)).toBe(untouched);
    expect(ledger.problems.map((p) => [p.reason, p.detail, p.skipped])).toEqual([
      [MappingReasons.status, '2 rader, f.eks. UBESTEMT  → unresolved', false],
      [MappingReasons.rank, '1 rad, f.eks. Underart → subspecies', false],
    ]);
  });

  it('given a language mapping, when vernacular rows are read, then their language is mapped', () => {
    const mapping = parseValueMapping('{ "language": { "bokmål": "nb" } }');
    const vernacular: VernacularRow = { ref: { file: 'v.txt', row: 2 }, taxonId: '1', name: 'bjørn', language: 'Bokmål', preferred: false };
    expect(mapVernacularValues(vernacular, mapping, new RowLedger()).language).toBe('nb');
  });

  it('given a mapping file with mistakes, when it is read, then one message names every mistake', () => {
    expect(() => parseValueMapping('{ "status": { "x": "gjeldende-ish" }, "rang": {}, "language": { "norsk": "sv" } }')).toThrow(
      'Mappingfilen har 3 feil: status «x» → «gjeldende-ish»: målverdien er ikke kjent; ukjent del «rang» (bruk status, rank eller language); språk «norsk» → «sv»: målverdien er ikke kjent.',
    );
    expect(() => parseValueMapping('{ status: }')).toThrow(/ikke gyldig JSON/);
    expect(() => parseValueMapping('[]')).toThrow(/JSON-objekt/);
  });

  it('given two mappings with the same entries in another order, when fingerprinted, then they are the same, and another entry differs', () => {
    const a = parseValueMapping('{ "status": { "a": "accepted", "b": "synonym" } }');
    const b = parseValueMapping('{ "status": { "b": "synonym", "a": "accepted" } }');
    const c = parseValueMapping('{ "status": { "a": "synonym", "b": "synonym" } }');
    expect(mappingFingerprint(a)).toBe(mappingFingerprint(b));
    expect(mappingFingerprint(a)).not.toBe(mappingFingerprint(c));
  });
});
