import { describe, expect, it } from '@jest/globals';
import { importCommand, mammalTree } from '../../testing/fixtures.js';
import { given, stateFrom } from '../../testing/given-when-then.js';
import { BIOTA_ID } from '../../taxonomy/constants.js';
import type { Rank } from '../../taxonomy/ranks.js';
import type { ImportedTaxon } from '../commands.js';
import { childrenOf, initialRegisterState, mainNameOf } from '../state.js';
import { idAllocator, planImport } from './import-taxa.js';

describe('ImportTaxa', () => {
  it('places kingdoms under Biota and keeps preferred ids', () =>
    given()
      .when(importCommand())
      .then((events, state) => {
        expect(events.map((e) => e.type)).toEqual(['TaxaImported']);
        expect(childrenOf(state, BIOTA_ID).sort()).toEqual([1, 100]);
        expect(mainNameOf(state, 7)!.scientificName).toBe('Ursus arctos');
        expect(state.names.get(70)).toMatchObject({ taxonId: 7, taxonomicStatus: 'Synonym' });
        expect(state.taxa.get(7)!.vernacularNames).toHaveLength(1);
      }));

  it('splits large imports into batches of names', () =>
    given()
      .when({ ...importCommand(), data: { ...importCommand().data, batchSize: 5 } })
      .then((events) => {
        expect(events.length).toBe(3);
        expect(events.flatMap((e) => e.data.effects.names)).toHaveLength(14);
      }));

  it('assigns fresh ids when preferred ids are taken', () => {
    const state = stateFrom([importCommand()]);
    const again = importCommand(mammalTree().slice(0, 2), 'second');
    given([importCommand()])
      .when(again)
      .then((events) => {
        const ids = events[0]!.data.effects.taxa.map((t) => t.after!.id);
        expect(ids).toEqual([106, 107]);
        // the names' preferred ids (1, 2) are taken too
        expect(events[0]!.data.effects.names.map((n) => n.after!.id)).toEqual([106, 107]);
        expect(state.taxa.size).toBe(15);
      });
  });

  it('writes nothing when a taxon cannot be placed', () =>
    given()
      .when(importCommand([...mammalTree(), { ...mammalTree()[6]!, key: '8', parentKey: '99' }]))
      .thenThrows('INVALID_REQUEST'));

  it('plans which taxa can be placed and reports the others with reasons', () => {
    const orphan: ImportedTaxon = { ...mammalTree()[6]!, key: '8', parentKey: '99' };
    const childOfOrphan: ImportedTaxon = { ...mammalTree()[6]!, key: '9', parentKey: '8' };
    const wrongRank: ImportedTaxon = { ...mammalTree()[1]!, key: '10', parentKey: '6' };
    const plan = planImport(initialRegisterState(), [childOfOrphan, ...mammalTree(), orphan, wrongRank]);
    expect(plan.taxa).toHaveLength(13);
    expect(
      plan.problems
        .filter((p) => p.severity === 'error')
        .map((p) => p.key)
        .sort(),
    ).toEqual(['10', '8', '9']);
    expect(plan.problems.find((p) => p.key === '8')!.reason).toContain('99');
  });

  it('orders parents before children whatever the input order', () => {
    const plan = planImport(initialRegisterState(), [...mammalTree()].reverse());
    const position = new Map(plan.taxa.map((t, i) => [t.key, i]));
    for (const t of plan.taxa) if (t.parentKey) expect(position.get(t.parentKey)!).toBeLessThan(position.get(t.key)!);
  });

  it('drops duplicate vernacular names with a warning and keeps one recommended per language', () => {
    const taxon: ImportedTaxon = {
      ...mammalTree()[6]!,
      vernacularNames: [
        { vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
        { vernacularName: 'Brunbjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
        { vernacularName: 'bjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
      ],
    };
    const plan = planImport(initialRegisterState(), [...mammalTree().slice(0, 6), taxon]);
    const kept = plan.taxa.find((t) => t.key === '7')!.vernacularNames;
    expect(kept.map((v) => [v.vernacularName, v.status])).toEqual([
      ['brunbjørn', 'Recommended'],
      ['bjørn', 'NotRecommended'],
    ]);
    expect(plan.problems).toContainEqual(expect.objectContaining({ key: '7', severity: 'warning' }));
  });

  it('keeps hundreds of thousands of preferred ids (a national re-import), more than a call takes as arguments', () => {
    // The rule is the allocator's alone, so the ids go to it without 200 000 taxa to plan and write.
    const preferred = Array.from({ length: 200_000 }, (_, i) => 1_000_000 + i);
    const next = idAllocator(() => false, 1, preferred);
    expect(preferred.every((id) => next(id) === id)).toBe(true);
    expect(next()).toBe(1_200_000);
  });
});

/** A taxon of an import; ids are left to the register unless given. */
const taxon = (key: string, parentKey: string | undefined, rank: Rank, scientificName: string, more: Partial<ImportedTaxon> = {}): ImportedTaxon => ({
  key,
  ...(parentKey ? { parentKey } : {}),
  mainName: { scientificName, author: 'Test, 2020', rank, taxonomicStatus: 'Accepted' },
  synonyms: [],
  vernacularNames: [],
  ...more,
});
const problemsOf = (input: ImportedTaxon[], state = initialRegisterState()) =>
  planImport(state, input).problems.map((p) => [p.key, p.severity, p.reason]);

describe('ImportTaxa: what cannot be placed, and why', () => {
  it('names each problem in Norwegian', () => {
    const kingdom = taxon('k', undefined, 'Kingdom', 'Animalia');
    expect(
      problemsOf([
        kingdom,
        taxon('k', undefined, 'Kingdom', 'Plantae'),
        taxon('a', 'b', 'Phylum', 'Aa'),
        taxon('b', 'a', 'Phylum', 'Bb'),
        taxon('x', 'missing', 'Phylum', 'Xx'),
        taxon('y', 'x', 'Class', 'Yy'),
        taxon('z', undefined, 'Phylum', 'Zz', { parentTaxonId: 4242 }),
        taxon('e', 'k', 'Phylum', '  '),
        { ...taxon('u', 'k', 'Phylum', 'Uu'), mainName: { ...taxon('u', 'k', 'Phylum', 'Uu').mainName, taxonomicStatus: 'Synonym' } },
        taxon('r', 'k', 'Kingdom', 'Rr'),
        taxon('s', 'k', 'Phylum', 'Ss', { synonyms: [{ scientificName: 'Tt', author: '', rank: 'Phylum', taxonomicStatus: 'Accepted' }] }),
        taxon('t', 'k', 'Phylum', 'Tt', { synonyms: [{ scientificName: ' ', author: '', rank: 'Phylum', taxonomicStatus: 'Synonym' }] }),
      ]),
    ).toEqual([
      ['k', 'error', 'Samme id forekommer flere ganger'],
      ['a', 'error', 'Syklisk plassering: taksonet ligger under seg selv'],
      ['b', 'error', 'Overordnet takson a kunne ikke plasseres'],
      ['a', 'error', 'Overordnet takson b kunne ikke plasseres'],
      ['x', 'error', 'Overordnet takson missing finnes ikke'],
      ['y', 'error', 'Overordnet takson x kunne ikke plasseres'],
      ['z', 'error', 'Overordnet takson 4242 finnes ikke i registeret'],
      ['e', 'error', 'Mangler vitenskapelig navn'],
      ['u', 'error', 'Hovednavnet må være gjeldende eller uavklart'],
      ['r', 'error', 'Rangen Rike ligger ikke under overordnet rang Rike'],
      ['s', 'error', 'Synonymet Tt må ha navn og status synonym eller ikke lenger i bruk'],
      ['t', 'error', 'Synonymet   må ha navn og status synonym eller ikke lenger i bruk'],
    ]);
  });

  it('writes an empty synonym as (tomt)', () =>
    expect(
      problemsOf([
        taxon('k', undefined, 'Kingdom', 'Animalia', { synonyms: [{ scientificName: '', author: '', rank: 'Kingdom', taxonomicStatus: 'Synonym' }] }),
      ]),
    ).toEqual([['k', 'error', 'Synonymet (tomt) må ha navn og status synonym eller ikke lenger i bruk']]));

  it('places an unresolved main name with synonyms and names not in use, under a taxon of the register', () => {
    const state = stateFrom([importCommand()]);
    const plan = planImport(state, [
      {
        ...taxon('a', undefined, 'Species', 'Ursus spelaeus', { parentTaxonId: 6 }),
        mainName: { scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794', rank: 'Species', taxonomicStatus: 'Unresolved' },
        synonyms: [
          { scientificName: 'Ursus speleus', author: '', rank: 'Species', taxonomicStatus: 'Synonym' },
          { scientificName: 'Ursus spelaea', author: '', rank: 'Species', taxonomicStatus: 'NotInUse' },
        ],
      },
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.taxa.map((t) => t.key)).toEqual(['a']);
  });

  it('reports a taxon once however many children it has, and places each taxon once', () => {
    const plan = planImport(initialRegisterState(), [
      taxon('c1', 'p', 'Class', 'Cc'),
      taxon('c2', 'p', 'Class', 'Dd'),
      taxon('p', 'k', 'Phylum', 'Pp'),
      taxon('k', undefined, 'Kingdom', 'Kk'),
      taxon('d1', 'q', 'Class', 'Ee'),
      taxon('d2', 'q', 'Class', 'Ff'),
      taxon('q', 'nowhere', 'Phylum', 'Qq'),
    ]);
    expect(plan.taxa.map((t) => t.key)).toEqual(['k', 'p', 'c1', 'c2']);
    expect(plan.problems.map((p) => p.key)).toEqual(['q', 'd1', 'd2']);
  });

  it('refuses the import with the first problem, or an import with nothing to place', () => {
    given()
      .when(importCommand([taxon('k', undefined, 'Kingdom', 'Animalia'), taxon('x', 'missing', 'Phylum', 'Xx')]))
      .thenThrows('INVALID_REQUEST', 'Importen kan ikke plasseres: x: Overordnet takson missing finnes ikke');
    given().when(importCommand([])).thenThrows('INVALID_REQUEST', 'Importen inneholder ingen taksa.');
  });
});

describe('ImportTaxa: vernacular names of an imported taxon', () => {
  it('drops a duplicate in another case or with spaces, with a warning naming it, and imports despite the warning', () => {
    const withNames = taxon('k', undefined, 'Kingdom', 'Animalia', {
      vernacularNames: [
        { vernacularName: 'dyr', languageIsoCode: 'nb', status: 'Recommended' },
        { vernacularName: ' DYR ', languageIsoCode: 'nb', status: 'NotRecommended' },
        { vernacularName: 'dyr', languageIsoCode: 'nn', status: 'NotRecommended' },
      ],
    });
    expect(problemsOf([withNames])).toEqual([['k', 'warning', 'Duplikat populærnavn hoppet over:  DYR  (nb)']]);
    given()
      .when(importCommand([withNames]))
      .then((_, state) =>
        expect(state.taxa.get(1)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
          ['dyr', 'nb', 'Recommended'],
          ['dyr', 'nn', 'Recommended'],
        ]),
      );
  });

  it('keeps the first recommended name of a language, and makes the first name recommended in a language without one', () => {
    const plan = planImport(initialRegisterState(), [
      taxon('k', undefined, 'Kingdom', 'Animalia', {
        vernacularNames: [
          { vernacularName: 'a', languageIsoCode: 'nb', status: 'NotRecommended' },
          { vernacularName: 'b', languageIsoCode: 'nb', status: 'Recommended' },
          { vernacularName: 'c', languageIsoCode: 'nb', status: 'Recommended' },
          { vernacularName: 'd', languageIsoCode: 'se', status: 'NotRecommended' },
          { vernacularName: 'e', languageIsoCode: 'se', status: 'NotRecommended' },
        ],
      }),
    ]);
    expect(plan.taxa[0]!.vernacularNames.map((v) => [v.vernacularName, v.status])).toEqual([
      ['a', 'NotRecommended'],
      ['b', 'Recommended'],
      ['c', 'NotRecommended'],
      ['d', 'Recommended'],
      ['e', 'NotRecommended'],
    ]);
  });

  it('tells names apart as the register does: "ß" and "ss" are different letters, so both names are kept', () => {
    const plan = planImport(initialRegisterState(), [
      taxon('k', undefined, 'Kingdom', 'Animalia', {
        vernacularNames: [
          { vernacularName: 'Straße', languageIsoCode: 'nb', status: 'Recommended' },
          { vernacularName: 'Strasse', languageIsoCode: 'nb', status: 'NotRecommended' },
        ],
      }),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.taxa[0]!.vernacularNames.map((v) => v.vernacularName)).toEqual(['Straße', 'Strasse']);
  });

  it('stores references and comments of vernacular names, empty when left out', () =>
    given()
      .when(
        importCommand([
          taxon('k', undefined, 'Kingdom', 'Animalia', {
            vernacularNames: [
              { vernacularName: 'dyr', languageIsoCode: 'nb', status: 'Recommended', reference: 'ordbok', comment: 'vanlig' },
              { vernacularName: 'dyr', languageIsoCode: 'nn', status: 'Recommended' },
            ],
          }),
        ]),
      )
      .then((_, state) =>
        expect(state.taxa.get(1)!.vernacularNames).toEqual([
          { id: 1, vernacularName: 'dyr', languageIsoCode: 'nb', status: 'Recommended', reference: 'ordbok', comment: 'vanlig' },
          { id: 2, vernacularName: 'dyr', languageIsoCode: 'nn', status: 'Recommended', reference: '', comment: '' },
        ]),
      ));
});

describe('ImportTaxa: the records written', () => {
  it('writes the names tidied, with every field, and the source id when given', () =>
    given()
      .when(
        importCommand([
          {
            ...taxon('k', undefined, 'Kingdom', 'Animalia'),
            mainName: {
              scientificName: '  Animalia ',
              author: ' Linnaeus, 1758 ',
              rank: 'Kingdom',
              taxonomicStatus: 'Accepted',
              nomenclaturalStatuses: ['Conserved'],
              attributes: ['NomenConservandum'],
              references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
              comment: 'riket',
              sourceId: 'ADB-1',
            },
            synonyms: [{ scientificName: 'Metazoa  animalia', author: '', rank: 'Kingdom', taxonomicStatus: 'Synonym' }],
          },
        ]),
      )
      .then(([event], state) => {
        expect(state.names.get(1)).toEqual({
          id: 1,
          taxonId: 1,
          scientificName: 'Animalia',
          author: 'Linnaeus, 1758',
          rank: 'Kingdom',
          taxonomicStatus: 'Accepted',
          nomenclaturalStatuses: ['Conserved'],
          attributes: ['NomenConservandum'],
          references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
          comment: 'riket',
          speciesComplex: '',
          sourceId: 'ADB-1',
        });
        // no source id when none was given (not even an undefined one)
        expect(state.names.get(2)).toStrictEqual({
          id: 2,
          taxonId: 1,
          scientificName: 'Metazoa animalia',
          author: '',
          rank: 'Kingdom',
          taxonomicStatus: 'Synonym',
          nomenclaturalStatuses: [],
          attributes: [],
          references: [],
          comment: '',
          speciesComplex: '',
        });
        expect(event!.data).toMatchObject({ importId: 'import-1', source: 'test', batch: 0 });
        expect(event!.metadata.commandId).toBe('import-1');
        expect(state.taxa.get(1)).toEqual({ id: 1, parentId: BIOTA_ID, existsInNorway: null, vernacularNames: [] });
      }));

  it('writes an empty author for a name imported without one', () =>
    given()
      .when(
        importCommand([
          {
            ...taxon('k', undefined, 'Kingdom', 'Animalia'),
            mainName: { scientificName: 'Animalia', rank: 'Kingdom', taxonomicStatus: 'Accepted' } as never,
          },
        ]),
      )
      .then((_, state) => expect(state.names.get(1)!.author).toBe('')));

  it('sets exists-in-Norway for species and below only, null when left out', () =>
    given()
      .when(
        importCommand([
          ...mammalTree()
            .slice(0, 6)
            .map((t) => (t.key === '6' ? { ...t, existsInNorway: true } : t)),
          { ...mammalTree()[6]!, existsInNorway: true },
          {
            ...mammalTree()[6]!,
            key: '8',
            preferredTaxonId: 8,
            mainName: { ...mammalTree()[6]!.mainName, scientificName: 'Ursus minor', preferredId: 8 },
            synonyms: [],
          },
        ]),
      )
      .then((_, state) => expect([6, 7, 8].map((id) => state.taxa.get(id)!.existsInNorway)).toEqual([null, true, null])));

  it('gives fresh ids after the preferred ones, and the next ids to a preferred id that is taken, invalid or given twice', () =>
    given()
      .when(
        importCommand([
          {
            ...taxon('k', undefined, 'Kingdom', 'Animalia'),
            preferredTaxonId: 1,
            mainName: { ...taxon('k', undefined, 'Kingdom', 'Animalia').mainName, preferredId: 1 },
          },
          { ...taxon('p', 'k', 'Phylum', 'Chordata'), preferredTaxonId: 1 },
          { ...taxon('q', 'k', 'Phylum', 'Arthropoda'), preferredTaxonId: 0 },
          { ...taxon('r', 'k', 'Phylum', 'Mollusca'), preferredTaxonId: 2.5 },
          { ...taxon('s', 'k', 'Phylum', 'Annelida'), preferredTaxonId: -3 },
          { ...taxon('t', 'k', 'Phylum', 'Nematoda') },
        ]),
      )
      .then(([event]) => {
        expect(event!.data.effects.taxa.map((t) => t.after!.id)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(event!.data.effects.names.map((n) => n.after!.id)).toEqual([1, 2, 3, 4, 5, 6]);
      }));

  it('keeps a high preferred id and continues after it', () =>
    given()
      .when(
        importCommand([
          { ...taxon('k', undefined, 'Kingdom', 'Animalia'), preferredTaxonId: 50 },
          { ...taxon('p', 'k', 'Phylum', 'Chordata'), preferredTaxonId: 10 },
          taxon('q', 'k', 'Phylum', 'Arthropoda'),
        ]),
      )
      .then(([event], state) => {
        expect(event!.data.effects.taxa.map((t) => [t.after!.id, t.after!.parentId])).toEqual([
          [50, BIOTA_ID],
          [10, 50],
          [51, 50],
        ]);
        expect(state.nextTaxonId).toBe(52);
      }));

  it('writes batches of 2000 names unless told otherwise, a whole taxon in one batch', () =>
    given()
      .when(
        importCommand([
          taxon('k', undefined, 'Kingdom', 'Animalia', {
            synonyms: Array.from({ length: 1999 }, (_, i) => ({
              scientificName: `Animalia ${i}`,
              author: '',
              rank: 'Kingdom' as const,
              taxonomicStatus: 'Synonym' as const,
            })),
          }),
          taxon('p', 'k', 'Phylum', 'Chordata', {
            synonyms: [{ scientificName: 'Vertebrata', author: '', rank: 'Phylum', taxonomicStatus: 'Synonym' }],
          }),
        ]),
      )
      .then((events) =>
        expect(events.map((e) => [(e.data as { batch?: number }).batch, e.data.effects.taxa.length, e.data.effects.names.length])).toEqual([
          [0, 1, 2000],
          [1, 1, 2],
        ]),
      ));

  it('takes a batch size below one as one', () =>
    given()
      .when({ ...importCommand(), data: { ...importCommand().data, batchSize: 0 } })
      .then((events) => expect(events).toHaveLength(13)));

  it('writes one event per batch, none empty', () =>
    given()
      .when({ ...importCommand(), data: { ...importCommand().data, batchSize: 1 } })
      .then((events) => {
        expect(events.map((e) => e.data.effects.taxa.length)).toEqual(Array.from({ length: 13 }, () => 1));
        expect(events.map((e) => (e.data as { batch?: number }).batch)).toEqual(Array.from({ length: 13 }, (_, i) => i));
      }));
});
