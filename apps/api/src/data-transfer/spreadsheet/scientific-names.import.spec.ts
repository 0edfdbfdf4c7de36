import { describe, expect, it } from '@jest/globals';
import { decide, evolve, mainNameOf, namesOfTaxon, type RegisterState } from '@navnebase/domain';
import { importCommand } from '../../../../../libs/domain/src/testing/fixtures.js';
import { stateFrom, testMetadata } from '../../../../../libs/domain/src/testing/given-when-then.js';
import { scientificNamesImport } from './scientific-names.import.js';
import { sheetOf, type Cells } from '../testing/spreadsheets.js';
import { importProblem } from '../problem-report.js';

const options = { importId: 'job-1', source: 'navn.xlsx', metadata: testMetadata({ commandId: 'job-1' }) };
const register = () => stateFrom([importCommand()]); // Animalia 1 > … > Ursidae 5 > Ursus 6 > Ursus arctos 7 (synonym 70)

const HEADER = [
  'scientificNameId',
  'taxonId',
  'parentScientificNameId',
  'rank',
  'scientificName',
  'author',
  'taxonomicStatus',
  'acceptedTaxonId',
  'existsInNorway',
];

const check = async (rows: Cells[], header: readonly string[] = HEADER, state: RegisterState = register()) =>
  scientificNamesImport(await sheetOf(header, rows), state, options);

const problemsOf = async (rows: Cells[], header: readonly string[] = HEADER) =>
  (await check(rows, header)).problems.problems.map(importProblem).map((p) => [p.row, p.column, p.message]);

describe('ScientificNames import: a valid file', () => {
  it('builds one ImportTaxa command: new taxa under register and file parents, epithets composed, synonyms joined', async () => {
    const state = register();
    const result = await check(
      [
        [500, 500, 5, 'Genus', 'Helarctos', 'Horsfield, 1825', 'Accepted', '', ''],
        [501, 501, 500, 'Species', 'malayanus', '(Raffles, 1821)', 'Accepted', '', 1],
        [502, 501, '', 'Species', 'Ursus malayanus', 'Raffles, 1821', 'Synonym', 501, ''],
        ['', '', 6, 'Art', 'maritimus', 'Phipps, 1774', 'Gjeldende', '', 'ja'],
      ],
      HEADER,
      state,
    );
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    expect(result.counts).toEqual({ taxa: 3, names: 4, synonyms: 1, vernacularNames: 0 });
    for (const event of decide(result.command!, state)) evolve(state, event);
    expect(state.names.get(501)).toMatchObject({ scientificName: 'Helarctos malayanus', taxonId: 501, taxonomicStatus: 'Accepted' });
    expect(state.names.get(502)).toMatchObject({ scientificName: 'Ursus malayanus', taxonId: 501, taxonomicStatus: 'Synonym' });
    expect(state.taxa.get(501)).toMatchObject({ parentId: 500, existsInNorway: true });
    expect(state.taxa.get(500)!.parentId).toBe(5);
    const polarBear = [...state.names.values()].find((n) => n.scientificName === 'Ursus maritimus')!;
    expect(state.taxa.get(polarBear.taxonId)).toMatchObject({ parentId: 6, existsInNorway: true });
  });

  it('writes a hybrid sign typed apart from its epithet against it, in an epithet and in a whole name', async () => {
    const state = register();
    const result = await check(
      [
        [510, 510, 6, 'Species', '× mixtus', 'Test', 'Accepted', '', ''],
        [511, 510, '', 'Species', 'Ursus  ×  hybridus', 'Test', 'Synonym', 510, ''],
      ],
      HEADER,
      state,
    );
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    for (const event of decide(result.command!, state)) evolve(state, event);
    expect(state.names.get(510)).toMatchObject({ scientificName: 'Ursus ×mixtus' });
    expect(state.names.get(511)).toMatchObject({ scientificName: 'Ursus ×hybridus' });
  });

  it('reads Norwegian headers, references, statuses, attributes and vernacular names per language', async () => {
    const state = register();
    const result = await check(
      [[6, 'Underart', 'Ursus arctos x', 'L.', 'Uavklart', 'Sitat | Sitat 2', 'https://example.org/x', 'Hybrid', 'bjørnex | bjørney', 'guovža']],
      [
        'Overordnet navne-id',
        'Rang',
        'Navn',
        'Autor',
        'Taksonomisk status',
        'Sitering',
        'url',
        'Attributter',
        'Populærnavn (nb)',
        'vernacularNames_se',
      ],
      state,
    );
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    expect(result.command).toBeDefined();
    for (const event of decide(result.command!, state)) evolve(state, event);
    const name = [...state.names.values()].find((n) => n.scientificName === 'Ursus arctos x')!;
    expect(name).toMatchObject({ rank: 'Subspecies', taxonomicStatus: 'Unresolved', attributes: ['Hybrid'] });
    expect(name.references).toEqual([
      { referenceTypeId: 'Citation', reference: 'Sitat' },
      { referenceTypeId: 'Citation', reference: 'Sitat 2' },
      { referenceTypeId: 'Url', reference: 'https://example.org/x' },
    ]);
    expect(state.taxa.get(name.taxonId)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
      ['bjørnex', 'nb', 'Recommended'],
      ['bjørney', 'nb', 'NotRecommended'],
      ['guovža', 'se', 'Recommended'],
    ]);
  });

  it('links synonyms by acceptedScientificNameId or by a shared taxonId', async () => {
    const state = register();
    const result = await check(
      [
        [600, 600, 6, 'Species', 'thibetanus', 'G. Cuvier, 1823', '', ''],
        [601, '', '', 'Species', 'Selenarctos thibetanus', '(G. Cuvier, 1823)', 'Synonym', 600],
        [602, 600, '', 'Species', 'Ursus torquatus', 'Wagner, 1841', 'NotInUse', ''],
      ],
      ['scientificNameId', 'taxonId', 'parentScientificNameId', 'rank', 'scientificName', 'author', 'taxonomicStatus', 'acceptedScientificNameId'],
      state,
    );
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    for (const event of decide(result.command!, state)) evolve(state, event);
    expect(
      namesOfTaxon(state, 600)
        .map((n) => [n.id, n.taxonomicStatus])
        .sort(),
    ).toEqual([
      [600, 'Accepted'],
      [601, 'Synonym'],
      [602, 'NotInUse'],
    ]);
    expect(mainNameOf(state, 600)!.scientificName).toBe('Ursus thibetanus');
  });

  it('takes a kingdom without parent as a child of Biota', async () => {
    const result = await check([['', '', '', 'Kingdom', 'Fungi', 'R.T. Moore', '', '', '']]);
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    expect(result.command!.data.taxa[0]).toMatchObject({ parentTaxonId: -1 });
  });
});

describe('ScientificNames import: problems, each with row and column', () => {
  it('refuses a missing required column, an unknown column and a repeated one, on the header row', async () => {
    expect(await problemsOf([[6, 'arctos']], ['parentScientificNameId', 'scientificName'])).toEqual([[1, null, 'Mangler kolonnen rank (Rang).']]);
    const unknown = await problemsOf([[6, 'Species', 'x', 'y']], ['parentScientificNameId', 'rank', 'scientificName', 'forfatter']);
    expect(unknown).toEqual([[1, 'D (forfatter)', expect.stringContaining('Ukjent kolonne «forfatter»')]]);
    const twice = await problemsOf([[6, 'Species', 'x', 'y']], ['parentScientificNameId', 'rank', 'scientificName', 'Rang']);
    expect(twice).toEqual([[1, 'D (Rang)', 'Kolonnen rank forekommer mer enn én gang (også i kolonne B).']]);
  });

  it('refuses an unknown parent', async () => {
    expect(await problemsOf([['', '', 4242, 'Species', 'Ursus x', 'A', '', '', '']])).toEqual([
      [2, 'C (parentScientificNameId)', 'Finner ikke overordnet navn med id 4242, verken i filen eller i registeret.'],
    ]);
  });

  it('reports every problem of every row, in row order', async () => {
    const problems = await problemsOf([
      ['x1', '', 6, 'Species', 'arctos2', 'A', 'Accepted', '', ''],
      ['', '', 6, 'Artt', 'y', 'A', '', '', ''],
      ['', '', 6, 'Species', '', 'A', 'Gyldigish', '', 'kanskje'],
      ['', '', 5, 'Genus', 'Helarctos', '', '', '', 1],
      ['', '', 7, 'Genus', 'Feil', '', '', '', ''],
    ]);
    expect(problems).toEqual([
      [2, 'A (scientificNameId)', '«x1» er ikke en gyldig id (et heltall).'],
      [2, 'E (scientificName)', expect.stringContaining('(fant «2»)')],
      [3, 'D (rank)', 'Ukjent rang «Artt». Bruk for eksempel Species, Art eller 22.'],
      [4, 'E (scientificName)', 'Mangler navn.'],
      [4, 'G (taxonomicStatus)', expect.stringContaining('Ukjent taksonomisk status «Gyldigish»')],
      [4, 'I (existsInNorway)', '«kanskje» er ikke en gyldig verdi for finnes i Norge. Bruk 1 (ja) eller 0 (nei).'],
      [5, 'I (existsInNorway)', 'Finnes i Norge kan bare angis for gjeldende eller uavklart navn på art eller lavere rang.'],
      [6, 'D (rank)', 'Rangen Slekt ligger ikke under rangen til overordnet takson Ursus arctos (Art).'],
    ]);
  });

  it('refuses a rank that is not below the parent row, and a parent row that is a synonym', async () => {
    const problems = await problemsOf([
      [500, 500, 6, 'Species', 'Ursus a', 'A', '', '', ''],
      [501, 501, 500, 'Genus', 'B', '', '', '', ''],
      [502, 500, '', 'Species', 'Ursus b', 'B', 'Synonym', 500, ''],
      [503, 503, 502, 'Subspecies', 'c', 'C', '', '', ''],
    ]);
    expect(problems).toEqual([
      [3, 'D (rank)', 'Rangen Slekt ligger ikke under rangen til overordnet takson i rad 2 (Art).'],
      [5, 'C (parentScientificNameId)', 'Overordnet navn (rad 4) er et synonym. Bruk id-en til taksonets gjeldende navn.'],
    ]);
  });

  it('refuses a synonym without its accepted name, or whose taxon is only in the register, or given by epithet', async () => {
    const problems = await problemsOf([
      ['', '', '', 'Species', 'Ursus x', 'A', 'Synonym', '', ''],
      ['', '', '', 'Species', 'Ursus y', 'A', 'Synonym', 7, ''],
      ['', '', '', 'Species', 'z', 'A', 'Synonym', 999, ''],
    ]);
    expect(problems).toEqual([
      [2, 'H (acceptedTaxonId)', 'Et synonym må vise til taksonets gjeldende navn (kolonnen acceptedScientificNameId eller acceptedTaxonId).'],
      [3, 'H (acceptedTaxonId)', expect.stringContaining('Taksonet 7 finnes i registeret, men ikke i filen')],
      [4, 'E (scientificName)', expect.stringContaining('Synonymer skrives med hele navnet')],
      [4, 'H (acceptedTaxonId)', 'Finner ikke gjeldende navn med takson-id 999 i filen.'],
    ]);
  });

  it('refuses a name its parent already has, in the file or in the register', async () => {
    const problems = await problemsOf([
      ['', '', 6, 'Species', 'arctos', 'Linnaeus, 1758', '', '', ''],
      ['', '', 6, 'Species', 'Ursus spelaeus', 'Rosenmüller, 1794', '', '', ''],
      ['', '', 6, 'Species', 'spelaeus', 'Rosenmüller, 1794', '', '', ''],
    ]);
    expect(problems).toEqual([
      [2, 'E (scientificName)', 'Navnet Ursus arctos finnes allerede under samme overordnede takson.'],
      [4, 'E (scientificName)', 'Navnet Ursus spelaeus finnes også i rad 3 under samme overordnede takson.'],
    ]);
  });

  it('refuses vernacular names on a synonym and duplicates within a cell', async () => {
    const problems = await problemsOf(
      [
        [500, 500, 6, 'Species', 'Ursus q', 'A', '', '', 'bjørn | Bjørn'],
        [501, 500, '', 'Species', 'Ursus r', 'A', 'Synonym', 500, 'bjørn2'],
      ],
      [...HEADER.slice(0, 8), 'vernacularNames_nb'],
    );
    expect(problems).toEqual([
      [2, 'I (vernacularNames_nb)', 'Duplikat navn: Bjørn. Alle navn må være unike.'],
      [3, 'I (vernacularNames_nb)', 'Synonymer har ikke egne populærnavn. Rediger populærnavnene til hovednavnet.'],
    ]);
  });

  it('does not repeat a problem for rows that refer to a row with problems of its own', async () => {
    const problems = await problemsOf([
      [500, 500, 6, 'Spcies', 'Ursus q', 'A', '', '', ''],
      [501, 501, 500, 'Subspecies', 'x', 'A', '', '', ''],
      [502, 500, '', 'Species', 'Ursus w', 'A', 'Synonym', 500, ''],
    ]);
    expect(problems.map((p) => p[0])).toEqual([2]);
  });

  it('refuses a file without data rows', async () => {
    expect(await problemsOf([])).toEqual([[null, null, 'Filen har ingen rader med navn under overskriftsraden.']]);
  });
});

describe('ScientificNames import: text hygiene per row', () => {
  it('reports a right-to-left override, an emoji, a formula as a name and a bad author with their rows and columns', async () => {
    const problems = await problemsOf([
      ['', '', 6, 'Species', 'mari\u202Etimus', 'Phipps, 1774', 'Accepted', '', ''],
      ['', '', 6, 'Species', '=cmd', 'Phipps, 1774', 'Accepted', '', ''],
      ['', '', 6, 'Species', 'middendorffi', 'Merriam 🐻', 'Accepted', '', ''],
      ['', '', 6, 'Species', 'thibetanus', '=HYPERLINK("x")', 'Accepted', '', ''],
      ['', '', 6, 'Species', 'americanus', 'Pallas, 1780', 'Accepted', '', ''],
    ]);
    expect(problems).toEqual([
      [2, 'E (scientificName)', expect.stringContaining('tegn som endrer skriveretningen (U+202E)')],
      [2, 'E (scientificName)', expect.stringContaining('latinske bokstaver')],
      [3, 'E (scientificName)', expect.stringContaining('(fant «=»)')],
      [4, 'F (author)', expect.stringContaining('en emoji')],
      [4, 'F (author)', expect.stringContaining('Autor kan bare inneholde')],
      [5, 'F (author)', expect.stringContaining('Autor kan bare inneholde')],
    ]);
  });

  it('accepts authors with diacritics (Linné, Müll.Arg.) and stores names in NFC', async () => {
    const state = register();
    const result = await check([['', '', 6, 'Species', 'linnaei', 'Linne\u0301', 'Accepted', '', '']], HEADER, state);
    expect(result.problems.problems.map(importProblem)).toEqual([]);
    for (const event of decide(result.command!, state)) evolve(state, event);
    expect([...state.names.values()].find((n) => n.scientificName === 'Ursus linnaei')!.author).toBe('Linné');
  });
});
