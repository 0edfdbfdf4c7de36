import { describe, expect, it } from '@jest/globals';
import { HigherClassificationReasons, higherClassificationNames, placeByHigherClassification } from './higher-classification.js';
import type { UsageRow } from './name-usage.js';
import { RowLedger } from './row-ledger.js';

const row = (id: string, scientificName: string, rank: string, extra: Partial<UsageRow> = {}): UsageRow => ({
  ref: { file: 'taxon.txt', row: Number(id) + 1, id },
  id,
  status: 'accepted',
  rank,
  scientificName,
  authorship: '',
  ...extra,
});
const parents = (rows: readonly UsageRow[]) => Object.fromEntries(rows.map((r) => [r.id, r.parentId ?? null]));

describe('higherClassificationNames', () => {
  it('given each separator with or without spaces, when split, then the names come highest first', () => {
    for (const text of ['Animalia | Chordata | Mammalia', 'Animalia|Chordata|Mammalia', 'Animalia; Chordata;Mammalia', 'Animalia, Chordata,Mammalia'])
      expect(higherClassificationNames(text)).toEqual(['Animalia', 'Chordata', 'Mammalia']);
    expect(higherClassificationNames('Ursidae Fischer, 1817 | Ursus')).toEqual(['Ursidae Fischer, 1817', 'Ursus']);
  });
});

describe('placeByHigherClassification', () => {
  it('given a homonym, a lower-ranked row of a listed name and flat columns, when placed, then only an unambiguous higher row is used', () => {
    const ledger = new RowLedger();
    const rows = [
      row('1', 'Animalia', 'kingdom'),
      row('2', 'Carnivora', 'order', { higherClassification: 'Animalia' }),
      row('3', 'Carnivora', 'order'),
      // a species row named like a listed name is not a parent for a genus
      row('4', 'Ursidae', 'species'),
      row('5', 'Ursus', 'genus', { higherClassification: 'Animalia | Carnivora | Ursidae' }),
      // flat columns win over the string
      row('6', 'Canis', 'genus', { higherClassification: 'Animalia', classification: { family: 'Canidae' } }),
      // a parent id that points nowhere is replaced, with a warning
      row('7', 'Felis', 'genus', { parentId: 'x', higherClassification: 'Animalia' }),
      // a synonym is not placed
      row('8', 'Thalarctos', 'genus', { status: 'synonym', acceptedId: '5', higherClassification: 'Animalia' }),
    ];
    const placed = placeByHigherClassification(rows, ledger);
    expect(parents(placed)).toEqual({ '1': null, '2': '1', '3': null, '4': null, '5': '1', '6': null, '7': '1', '8': null });
    expect(ledger.problems.map((p) => [p.id, p.reason, p.detail])).toEqual([
      ['2', HigherClassificationReasons.placed, '1 rad, f.eks. Carnivora → Animalia'],
      ['5', HigherClassificationReasons.placedHigher, 'Ursus → Animalia; ikke brukt: Ursidae (finnes ikke), Carnivora (2 rader)'],
      ['7', HigherClassificationReasons.danglingParent, 'x: Felis → Animalia'],
    ]);
  });

  it('given a listed name that is a row below the placed one through parent ids, when placed, then no cycle is made', () => {
    const ledger = new RowLedger();
    const placed = placeByHigherClassification(
      [row('1', 'Aus', 'family', { higherClassification: 'Bus' }), row('2', 'Bus', 'order', { parentId: '1' })],
      ledger,
    );
    expect(parents(placed)).toEqual({ '1': null, '2': '1' });
    expect(ledger.problems.map((p) => [p.id, p.reason])).toEqual([['1', HigherClassificationReasons.unresolved]]);
  });
});
