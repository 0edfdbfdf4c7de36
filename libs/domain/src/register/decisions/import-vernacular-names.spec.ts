import { describe, expect, it } from '@jest/globals';
import { importCommand } from '../../testing/fixtures.js';
import { given, stateFrom, testMetadata } from '../../testing/given-when-then.js';
import type { ImportedVernacularNameRow, ImportVernacularNames } from '../commands.js';
import type { VernacularNamesImported } from '../events.js';
import { planVernacularImport } from './import-vernacular-names.js';

const row = (taxonId: number, vernacularName: string, extra: Partial<ImportedVernacularNameRow> = {}): ImportedVernacularNameRow => ({
  taxonId,
  vernacularName,
  languageIsoCode: 'nb',
  status: 'NotRecommended',
  ...extra,
});

const importNames = (names: ImportedVernacularNameRow[], batchSize?: number): ImportVernacularNames => ({
  type: 'ImportVernacularNames',
  data: { importId: 'v-1', source: 'test.xlsx', names, ...(batchSize ? { batchSize } : {}) },
  metadata: testMetadata({ commandId: 'v-1' }),
});

describe('ImportVernacularNames', () => {
  it('adds names to several taxa, keeping the names they had, with history on each main name', () =>
    given([importCommand()])
      .when(
        importNames([
          row(7, 'bjørn'),
          row(7, 'ruskealdu', { languageIsoCode: 'se', reference: 'Sámi ordbok', comment: 'kontrollert' }),
          row(6, 'bjørneslekta', { status: 'Recommended' }),
          row(6, 'bjørnar', { languageIsoCode: 'nn' }),
        ]),
      )
      .then((events, state) => {
        expect(events.map((e) => e.type)).toEqual(['VernacularNamesImported']);
        const bear = state.taxa.get(7)!.vernacularNames;
        expect(bear.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
          ['brunbjørn', 'nb', 'Recommended'],
          ['bjørn', 'nb', 'NotRecommended'],
          ['ruskealdu', 'se', 'Recommended'],
        ]);
        expect(bear[2]).toMatchObject({ reference: 'Sámi ordbok', comment: 'kontrollert' });
        expect(new Set([...bear, ...state.taxa.get(6)!.vernacularNames].map((v) => v.id)).size).toBe(5);
        expect(state.taxa.get(6)!.vernacularNames.map((v) => v.status)).toEqual(['Recommended', 'Recommended']);
        const history = (events[0] as VernacularNamesImported).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [7, 'VernacularNameChange'],
          [6, 'VernacularNameChange'],
        ]);
        expect(history[0]!.dataBefore.map((i) => i.vernacularName)).toEqual(['brunbjørn']);
        expect(history[0]!.dataAfter.map((i) => i.vernacularName)).toEqual(['brunbjørn', 'bjørn', 'ruskealdu']);
      }));

  it('records large imports as several events, one batch of taxa each', () =>
    given([importCommand()])
      .when(importNames([row(1, 'dyr'), row(2, 'ryggstrengdyr'), row(3, 'pattedyr')], 2))
      .then((events) => expect(events.map((e) => e.data.effects.taxa.length)).toEqual([2, 1])));

  it('refuses an unknown taxon', () =>
    given([importCommand()])
      .when(importNames([row(4242, 'ukjent')]))
      .thenThrows('VERNACULAR_IMPORT_INVALID'));
  it('refuses a built-in sphere', () =>
    given([importCommand()])
      .when(importNames([row(-1, 'levende')]))
      .thenThrows('VERNACULAR_IMPORT_INVALID'));
  it('refuses an unknown language', () =>
    given([importCommand()])
      .when(importNames([row(7, 'brown bear', { languageIsoCode: 'en' as never })]))
      .thenThrows('VERNACULAR_IMPORT_INVALID'));
  it('refuses a name the taxon already has, in any case', () =>
    given([importCommand()])
      .when(importNames([row(7, 'Brunbjørn ')]))
      .thenThrows('VERNACULAR_IMPORT_INVALID'));
  it('refuses a second recommended name in a language', () =>
    given([importCommand()])
      .when(importNames([row(7, 'bjørn', { status: 'Recommended' })]))
      .thenThrows('VERNACULAR_IMPORT_INVALID'));
  it('refuses an empty import', () => given([importCommand()]).when(importNames([])).thenThrows('INVALID_REQUEST'));

  it('allows the same name in another language', () =>
    given([importCommand()])
      .when(importNames([row(7, 'brunbjørn', { languageIsoCode: 'nn' })]))
      .then((_, state) => expect(state.taxa.get(7)!.vernacularNames).toHaveLength(2)));

  it('plans every problem of every row, with the row key and field, and plans no taxa then', () => {
    const state = stateFrom([importCommand()]);
    const plan = planVernacularImport(state, [
      row(7, 'bjørn', { key: '2' }),
      row(4242, 'x', { key: '3' }),
      row(6, '  ', { key: '4', languageIsoCode: 'de' as never }),
      row(6, 'slekt', { key: '5' }),
      row(6, 'Slekt', { key: '6', languageIsoCode: 'nb' }),
      row(5, 'a', { key: '7', languageIsoCode: 'nn' }),
      row(5, 'b', { key: '8', languageIsoCode: 'nn' }),
      row(4, 'c', { key: '9', status: 'Recommended' }),
      row(4, 'd', { key: '10', status: 'Recommended' }),
    ]);
    expect(plan.taxa).toEqual([]);
    expect(plan.problems.map((p) => [p.key, p.field])).toEqual([
      ['3', 'taxonId'],
      ['4', 'vernacularName'],
      ['4', 'languageIsoCode'],
      ['6', 'vernacularName'],
      ['7', 'status'],
      ['10', 'status'],
    ]);
    expect(plan.problems[3]!.reason).toContain('rad 5');
    expect(plan.problems[4]!.reason).toContain('anbefalt');
  });

  it('writes nothing at all when one row of many is wrong', () => {
    const scenario = given([importCommand()]);
    const before = JSON.stringify([...scenario.state.taxa.values()]);
    scenario.when(importNames([row(7, 'bjørn'), row(6, 'slekt'), row(4242, 'x')])).thenThrows('VERNACULAR_IMPORT_INVALID');
    expect(JSON.stringify([...scenario.state.taxa.values()])).toBe(before);
    expect(scenario.state.taxa.get(6)!.vernacularNames).toEqual([]);
  });
});
