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
      .then((events) => {
        expect(events.map((e) => e.data.effects.taxa.length)).toEqual([2, 1]);
        expect(
          events.map((e) => [
            e.type,
            (e as VernacularNamesImported).data.importId,
            (e as VernacularNamesImported).data.source,
            (e as VernacularNamesImported).data.batch,
          ]),
        ).toEqual([
          ['VernacularNamesImported', 'v-1', 'test.xlsx', 0],
          ['VernacularNamesImported', 'v-1', 'test.xlsx', 1],
        ]);
        expect(events.map((e) => e.metadata.commandId)).toEqual(['v-1', 'v-1']);
        expect(events[1]!.data.effects).toEqual({ taxa: [{ before: expect.anything(), after: expect.anything() }], names: [] });
      }));

  it('records in the history the main name with its author, and without one when it has none', () =>
    given([importCommand()])
      .when(importNames([row(7, 'bjørn'), row(2, 'ryggstrengdyr')]))
      .then(([event]) => {
        const history = (event as VernacularNamesImported).data.history!;
        expect(history[0]!.dataAfter[1]).toEqual({
          taxonId: 7,
          scientificNameId: 7,
          scientificName: 'Ursus arctos Linnaeus, 1758',
          vernacularName: 'bjørn',
          languageIsoCode: 'nb',
          vernacularNameStatus: 'NotRecommended',
        });
        expect(history[1]!.dataBefore).toEqual([]);
        expect(history[1]!.dataAfter).toEqual([
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            vernacularName: 'ryggstrengdyr',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'Recommended',
          },
        ]);
      }));

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
  it('refuses an empty import', () =>
    given([importCommand()]).when(importNames([])).thenThrows('INVALID_REQUEST', 'Importen inneholder ingen populærnavn.'));
  it('names the number of problems and the first row with its problem', () =>
    given([importCommand()])
      .when(importNames([row(7, 'bjørn'), row(4242, 'ukjent'), row(6, ' ')]))
      .thenThrows('VERNACULAR_IMPORT_INVALID', 'Populærnavnene ble ikke importert: 2 feil. Første feil: rad 2: Finner ikke takson med id 4242.'));

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
    expect(plan.problems.map((p) => p.reason)).toEqual([
      'Finner ikke takson med id 4242.',
      'Populærnavnet kan ikke være tomt.',
      'Ukjent språk for populærnavn: de. Tillatt: nb, nn, se.',
      'Duplikat navn: Slekt. Alle navn må være unike. (nb, også i rad 5)',
      'Du må velge et anbefalt navn. (nn)',
      'Bare ett navn kan være anbefalt per språk. (nb) Også c i rad 9 er anbefalt.',
    ]);
  });

  it('plans the problems against the names a taxon has, numbering rows without a key from 1', () => {
    const state = stateFrom([importCommand()]);
    const plan = planVernacularImport(state, [
      row(7, 'BRUNBJØRN'),
      row(7, 'bjørn', { status: 'Recommended' }),
      row(6, 'slekt', { languageIsoCode: undefined as never }),
    ]);
    expect(plan.taxa).toEqual([]);
    expect(plan.problems).toEqual([
      { key: '3', field: 'languageIsoCode', reason: 'Ukjent språk for populærnavn: . Tillatt: nb, nn, se.' },
      { key: '1', field: 'vernacularName', reason: 'Taksonet har allerede populærnavnet brunbjørn (nb).' },
      {
        key: '2',
        field: 'status',
        reason: 'Bare ett navn kan være anbefalt per språk. (nb) Taksonet har allerede brunbjørn som anbefalt navn.',
      },
    ]);
  });

  it('refuses a taxon without a current or unresolved name', () => {
    const state = stateFrom([importCommand()]);
    state.names.set(6, { ...state.names.get(6)!, taxonomicStatus: 'Synonym' });
    expect(planVernacularImport(state, [row(6, 'bjørneslekta')]).problems).toEqual([
      { key: '1', field: 'taxonId', reason: 'Taksonet 6 har ikke noe gjeldende eller uavklart navn.' },
    ]);
  });

  it('plans the names with trimmed texts and the next free ids, a recommended name kept as given', () => {
    const state = stateFrom([importCommand()]);
    const plan = planVernacularImport(
      state,
      [
        row(6, ' bjørne  slekta ', { status: 'Recommended', reference: '  Norsk  ordbok ', comment: ' sjekket \n i 2026 ' }),
        row(6, 'bjørner', { comment: 42 as never }),
      ],
      500,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.taxa.map((t) => t.before.id)).toEqual([6]);
    expect(plan.taxa[0]!.before.vernacularNames).toEqual([]);
    expect(plan.taxa[0]!.after.vernacularNames).toEqual([
      {
        id: 500,
        vernacularName: 'bjørne slekta',
        languageIsoCode: 'nb',
        status: 'Recommended',
        reference: 'Norsk ordbok',
        comment: 'sjekket \n i 2026',
      },
      { id: 501, vernacularName: 'bjørner', languageIsoCode: 'nb', status: 'NotRecommended', reference: '', comment: '' },
    ]);
  });

  it('keeps the ids of the names a taxon had', () => {
    const state = stateFrom([importCommand()]);
    const had = state.taxa.get(7)!.vernacularNames[0]!;
    const plan = planVernacularImport(state, [row(7, 'bjørn')], 900);
    expect(plan.taxa[0]!.after.vernacularNames.map((v) => [v.id, v.vernacularName])).toEqual([
      [had.id, 'brunbjørn'],
      [900, 'bjørn'],
    ]);
  });

  it('writes nothing at all when one row of many is wrong', () => {
    const scenario = given([importCommand()]);
    const before = JSON.stringify([...scenario.state.taxa.values()]);
    scenario.when(importNames([row(7, 'bjørn'), row(6, 'slekt'), row(4242, 'x')])).thenThrows('VERNACULAR_IMPORT_INVALID');
    expect(JSON.stringify([...scenario.state.taxa.values()])).toBe(before);
    expect(scenario.state.taxa.get(6)!.vernacularNames).toEqual([]);
  });
});
