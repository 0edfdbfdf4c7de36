import { describe, expect, it } from '@jest/globals';
import { decide, evolve } from '@navnebase/domain';
import { importCommand } from '../../../../../libs/domain/src/testing/fixtures.js';
import { stateFrom, testMetadata } from '../../../../../libs/domain/src/testing/given-when-then.js';
import { vernacularNamesImport } from './vernacular-names.import.js';
import { sheetOf, type Cells } from '../testing/spreadsheets.js';
import { importProblem } from '../problem-report.js';

const options = { importId: 'job-2', source: 'populærnavn.xlsx', metadata: testMetadata({ commandId: 'job-2' }) };
const register = () => stateFrom([importCommand()]); // Ursus arctos (taxon 7) has "brunbjørn" (nb, recommended); 70 is a synonym
const HEADER = ['taxonId', 'vernacularName', 'language', 'recommended', 'reference', 'comment'];

const check = async (rows: Cells[], header: readonly string[] = HEADER) => vernacularNamesImport(await sheetOf(header, rows), register(), options);
const problemsOf = async (rows: Cells[], header: readonly string[] = HEADER) =>
  (await check(rows, header)).problems.problems.map(importProblem).map((p) => [p.row, p.column, p.message]);

describe('VernacularNames import', () => {
  it('builds one command for names on several taxa, by taxon id or scientific name id, with Norwegian headers', async () => {
    const state = register();
    const result = vernacularNamesImport(
      await sheetOf(
        ['Takson-id', 'Vitenskapelig navne-id', 'Populærnavn', 'Språk', 'Anbefalt', 'Referanse', 'Kommentar'],
        [
          [7, '', 'bjørn', 'nb', '', 'Norsk ordbok', 'folkelig'],
          ['', 7, 'guovža', 'se', 1, '', ''],
          [6, '', 'bjørneslekta', 'nob', 'ja', '', ''],
        ],
      ),
      state,
      options,
    );
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    expect(result.counts).toEqual({ vernacularNames: 3, taxa: 2 });
    for (const event of decide(result.command!, state)) evolve(state, event);
    expect(state.taxa.get(7)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status, v.reference, v.comment])).toEqual([
      ['brunbjørn', 'nb', 'Recommended', '', ''],
      ['bjørn', 'nb', 'NotRecommended', 'Norsk ordbok', 'folkelig'],
      ['guovža', 'se', 'Recommended', '', ''],
    ]);
    expect(state.taxa.get(6)!.vernacularNames.map((v) => v.vernacularName)).toEqual(['bjørneslekta']);
  });

  it('refuses missing columns on the header row', async () => {
    expect(await problemsOf([[7, 'bjørn']], ['taxonId', 'vernacularName'])).toEqual([[1, null, 'Mangler kolonnen language (Språk).']]);
    expect(await problemsOf([['bjørn', 'nb']], ['vernacularName', 'language'])).toEqual([[1, null, 'Mangler kolonnen taxonId (Takson-id).']]);
  });

  it('reports every row: unknown taxon, synonym id, language, duplicates in the file and with the taxon, two recommended', async () => {
    const problems = await problemsOf([
      [4242, 'x', 'nb', '', '', ''],
      [7, 'ruskebjørn', 'en', '', '', ''],
      [7, 'Brunbjørn', 'nb', '', '', ''],
      [6, 'slekt', 'nb', '', '', ''],
      [6, 'Slekt', 'nb', '', '', ''],
      [5, 'a', 'nn', 1, '', ''],
      [5, 'b', 'nn', 1, '', ''],
      [7, 'c', 'nb', 'kanskje', '', ''],
      [7, '', 'nb', '', '', ''],
      ['abc', 'd', 'nb', '', '', ''],
    ]);
    expect(problems).toEqual([
      [2, 'A (taxonId)', 'Finner ikke takson med id 4242.'],
      [3, 'C (language)', 'Ukjent språk «en». Tillatt: nb, nn, se.'],
      [4, 'B (vernacularName)', 'Taksonet har allerede populærnavnet brunbjørn (nb).'],
      [6, 'B (vernacularName)', 'Duplikat navn: Slekt. Alle navn må være unike. (nb, også i rad 5)'],
      [8, 'D (recommended)', 'Bare ett navn kan være anbefalt per språk. (nn) Også a i rad 7 er anbefalt.'],
      [9, 'D (recommended)', '«kanskje» er ikke en gyldig verdi for anbefalt. Bruk 1 (ja) eller 0 (nei).'],
      [10, 'B (vernacularName)', 'Populærnavnet kan ikke være tomt.'],
      [11, 'A (taxonId)', '«abc» er ikke en gyldig id (et heltall).'],
    ]);
  });

  it('refuses the id of a synonym and a second recommended name where the taxon has one', async () => {
    const problems = await problemsOf(
      [
        ['', 70, 'x', 'nb', ''],
        [7, '', 'storbjørn', 'nb', 1],
      ],
      ['taxonId', 'scientificNameId', 'vernacularName', 'language', 'recommended'],
    );
    expect(problems).toEqual([
      [2, 'B (scientificNameId)', expect.stringContaining('Navnet er et synonym')],
      [3, 'E (recommended)', 'Bare ett navn kan være anbefalt per språk. (nb) Taksonet har allerede brunbjørn som anbefalt navn.'],
    ]);
  });
});

describe('VernacularNames import: text hygiene per row', () => {
  it('reports a tab or a newline in a name and a zero-width space in a reference with row and column; a comment keeps its line breaks', async () => {
    expect(
      await problemsOf([
        [7, 'is\tbjørn', 'nb', '', '', ''],
        [7, 'is\nbjørn', 'nb', '', '', ''],
        [7, 'bjørn', 'nb', '', 'Ord\u200Bbok', ''],
        [7, 'bamse', 'nb', '', '', 'linje 1\nlinje 2'],
      ]),
    ).toEqual([
      [2, 'B (vernacularName)', expect.stringContaining('linjeskift eller en tabulator (U+0009)')],
      [3, 'B (vernacularName)', expect.stringContaining('(U+000A)')],
      [4, 'E (reference)', expect.stringContaining('usynlig tegn (U+200B)')],
    ]);
  });
});
