import { describe, expect, it } from '@jest/globals';
import { HigherClassificationReasons, higherClassificationNames, placeByHigherClassification } from './higher-classification.js';
import type { UsageRow } from './name-usage.js';
import type { RegisterNameLookup } from './register-names.js';
import { RowLedger } from '../problem-ledger.js';

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
    // Carnivora is two rows: the one placed under Animalia (2) matches Ursus's string, so it is used
    expect(parents(placed)).toEqual({ '1': null, '2': '1', '3': null, '4': null, '5': '2', '6': null, '7': '1', '8': null });
    expect(ledger.problems.map((p) => [p.id, p.reason, p.detail])).toEqual([
      ['2', HigherClassificationReasons.placed, '1 rad, f.eks. Carnivora → Animalia'],
      ['5', HigherClassificationReasons.homonym, 'Ursus → Carnivora (2), etter Animalia; ikke brukt: Ursidae (finnes ikke)'],
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

  it("given a listed name that is a synonym in the archive, when placed, then the row goes under the synonym's accepted taxon, reported", () => {
    const ledger = new RowLedger();
    const rows = [
      row('1', 'Animalia', 'kingdom'),
      row('2', 'Ursidae', 'family', { parentId: '1' }),
      row('3', 'Ursus', 'genus', { parentId: '2' }),
      row('4', 'Thalarctos', 'genus', { status: 'synonym', acceptedId: '3' }),
      row('5', 'Ursus maritimus', 'species', { higherClassification: 'Animalia | Ursidae | Thalarctos' }),
      // a synonym of a synonym is followed to the accepted taxon
      row('6', 'Euarctos', 'genus', { status: 'synonym', acceptedId: '4' }),
      row('7', 'Ursus americanus', 'species', { higherClassification: 'Animalia | Ursidae | Euarctos' }),
      // the synonym's accepted taxon must still be of a higher rank than the row
      row('8', 'Ursus arctos', 'species', { parentId: '3' }),
      row('9', 'Ursus horribilis', 'species', { status: 'synonym', acceptedId: '8' }),
      row('10', 'Ursus arctos horribilis', 'subspecies', { higherClassification: 'Animalia | Ursidae | Ursus horribilis' }),
      row('11', 'Ursus middendorffi', 'species', { higherClassification: 'Animalia | Ursus horribilis' }),
    ];
    const placed = placeByHigherClassification(rows, ledger);
    expect(parents(placed)).toMatchObject({ '5': '3', '7': '3', '10': '8', '11': '1' });
    expect(ledger.problems.map((p) => [p.id, p.reason, p.detail])).toEqual([
      ['5', HigherClassificationReasons.viaSynonym, 'Ursus maritimus → Thalarctos = Ursus'],
      ['7', HigherClassificationReasons.viaSynonym, 'Ursus americanus → Euarctos = Ursus'],
      ['10', HigherClassificationReasons.viaSynonym, 'Ursus arctos horribilis → Ursus horribilis = Ursus arctos'],
      ['11', HigherClassificationReasons.placedHigher, 'Ursus middendorffi → Animalia; ikke brukt: Ursus horribilis (finnes ikke)'],
    ]);
  });

  it("given listed names found only in the register, when placed, then the row goes under the register's taxon (a synonym's accepted one), reported", () => {
    const ledger = new RowLedger();
    // the register: Ursus (taxon 30, genus) with the synonym Thalarctos; Ursidae (20), Ursinae (25); Carnivora twice (a homonym)
    const register: RegisterNameLookup = (name) =>
      ({
        Thalarctos: [{ taxonId: 30, rank: 'Genus' as const, acceptedName: 'Ursus', viaSynonym: true }],
        Ursidae: [{ taxonId: 20, rank: 'Family' as const, acceptedName: 'Ursidae', viaSynonym: false }],
        Ursinae: [{ taxonId: 25, rank: 'Subfamily' as const, acceptedName: 'Ursinae', viaSynonym: false }],
        Carnivora: [
          { taxonId: 11, rank: 'Order' as const, acceptedName: 'Carnivora', viaSynonym: false },
          { taxonId: 12, rank: 'Order' as const, acceptedName: 'Carnivora', viaSynonym: false },
        ],
      })[name] ?? [];
    const rows = [
      row('1', 'Ursus maritimus', 'species', { higherClassification: 'Animalia | Carnivora | Ursidae | Thalarctos' }),
      row('2', 'Tremarctos', 'genus', { higherClassification: 'Animalia | Carnivora | Ursidae | Ursinae', parentId: 'x' }),
      // the archive comes first: its own Ursidae row is used, not the register's
      row('3', 'Ursidae', 'family'),
      row('4', 'Helarctos', 'genus', { higherClassification: 'Ursidae' }),
      // a register taxon of a rank not above the row is passed over, and so is a homonym
      row('5', 'Melursus', 'genus', { higherClassification: 'Carnivora | Thalarctos' }),
    ];
    const placed = placeByHigherClassification(rows, ledger, register);
    expect(placed.map((r) => [r.id, r.parentId ?? null, r.parentTaxonId ?? null])).toEqual([
      ['1', null, 30],
      ['2', null, 25],
      ['3', null, null],
      ['4', '3', null],
      ['5', null, null],
    ]);
    expect(ledger.problems.map((p) => [p.id, p.reason, p.detail])).toEqual([
      ['1', HigherClassificationReasons.registerSynonym, 'Ursus maritimus → Thalarctos = Ursus (takson 30)'],
      ['2', HigherClassificationReasons.inRegister, 'x: Tremarctos → Ursinae (takson 25)'],
      ['4', HigherClassificationReasons.placed, '1 rad, f.eks. Helarctos → Ursidae'],
      ['5', HigherClassificationReasons.unresolved, 'Carnivora | Thalarctos'],
    ]);
  });

  it('given a listed name borne by rows in two kingdoms (a homonym), when placed, then the row whose higher names match the string is used', () => {
    const ledger = new RowLedger();
    const rows = [
      row('1', 'Animalia', 'kingdom'),
      row('2', 'Plantae', 'kingdom'),
      row('3', 'Pieris', 'genus', { authorship: 'Schrank, 1801', higherClassification: 'Animalia | Pieridae' }),
      row('4', 'Pieris', 'genus', { authorship: 'D.Don', parentId: '2' }),
      row('5', 'Pieris brassicae', 'species', { higherClassification: 'Animalia | Pieris' }),
      row('6', 'Pieris japonica', 'species', { higherClassification: 'Plantae | Ericaceae | Pieris' }),
      // nothing above tells them apart: passed over as before
      row('7', 'Pieris rapae', 'species', { higherClassification: 'Pieris' }),
    ];
    const placed = placeByHigherClassification(rows, ledger);
    expect(parents(placed)).toMatchObject({ '3': '1', '5': '3', '6': '4', '7': null });
    expect(ledger.problems.map((p) => [p.id, p.reason, p.detail])).toEqual([
      ['3', HigherClassificationReasons.placedHigher, 'Pieris → Animalia; ikke brukt: Pieridae (finnes ikke)'],
      ['5', HigherClassificationReasons.homonym, 'Pieris brassicae → Pieris (3), etter Animalia'],
      ['6', HigherClassificationReasons.homonym, 'Pieris japonica → Pieris (4), etter Plantae'],
      ['7', HigherClassificationReasons.unresolved, 'Pieris'],
    ]);
  });
});
