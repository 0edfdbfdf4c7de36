import { describe, expect, it } from '@jest/globals';
import { given } from '../../testing/given-when-then.js';
import { importCommand } from '../../testing/fixtures.js';
import { bearTree, importBears, splitCommand } from '../../testing/operation-fixtures.js';
import type { NameStatusInput, SplitTaxonPart } from '../commands.js';
import type { TaxonSplit } from '../events.js';
import { childrenOf, mainNameOf, namesOfTaxon } from '../state.js';

const s = (nameId: number, taxonomicStatus: NameStatusInput['taxonomicStatus'], extra: Partial<NameStatusInput> = {}): NameStatusInput => ({
  nameId,
  taxonomicStatus,
  ...extra,
});
const brunbjorn = { nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb' as const, vernacularNameStatus: 'Recommended' as const };
/** Ursus arctos (7) split into Ursus arctos and Ursus horribilis (70, made accepted). */
const arctosSplit = (parts?: SplitTaxonPart[]) =>
  splitCommand({
    oldTaxonId: 7,
    newTaxons: parts ?? [
      { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn], existsInNorway: true },
      { scientificNames: [s(70, 'Accepted')], existsInNorway: false },
    ],
  });

describe('Split', () => {
  it('archives the taxon and spreads its names over new taxa under the same parent', () =>
    given([importBears()])
      .when(arctosSplit())
      .then(([event], state) => {
        const e = event as TaxonSplit;
        expect(e.type).toBe('TaxonSplit');
        expect(e.data).toMatchObject({ oldTaxonId: 7, newTaxonIds: [106, 107], mainScientificNameIds: [7, 70], fallbackTaxonId: 6 });
        expect(state.taxa.has(7)).toBe(false);
        expect(state.successors.get('taxon:7')).toEqual({ kind: 'taxon', id: 7, reason: 'Split', successorIds: [106, 107] });
        expect(mainNameOf(state, 106)!.id).toBe(7);
        expect(mainNameOf(state, 107)!.id).toBe(70);
        expect(state.taxa.get(106)).toMatchObject({
          parentId: 6,
          existsInNorway: true,
          vernacularNames: [expect.objectContaining({ id: 1, vernacularName: 'brunbjørn' })],
        });
        expect(state.taxa.get(107)).toMatchObject({ parentId: 6, existsInNorway: false, vernacularNames: [] });
        expect(childrenOf(state, 6)).toEqual(expect.arrayContaining([106, 107]));
      }));

  it("writes 'Split' in the history of every name; the old main name's shows every new taxon", () =>
    given([importBears()])
      .when(arctosSplit())
      .then(([event]) => {
        const history = (event as TaxonSplit).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [7, 'Split'],
          [70, 'Split'],
        ]);
        expect(history[0]!.dataBefore).toEqual([expect.objectContaining({ taxonId: 7, taxonomicStatus: 'Accepted' })]);
        expect(history[0]!.dataAfter.map((i) => [i.scientificNameId, i.taxonId])).toEqual([
          [7, 106],
          [70, 107],
        ]);
        expect(history[1]!.dataAfter).toEqual([
          expect.objectContaining({ taxonId: 107, taxonomicStatus: 'Accepted', parentScientificName: 'Ursus' }),
        ]);
      }));

  it('creates names in the flow, places a new taxon under the chosen parent and records the common accepted ancestor', () =>
    given([importBears()])
      .when(
        splitCommand({
          oldTaxonId: 8,
          newTaxons: [
            {
              scientificNames: [s(8, 'Accepted'), s(80, 'Synonym')],
              vernacularNames: [
                { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
                { nameId: 3, vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
              ],
            },
            {
              newScientificNames: [
                { parentScientificNameId: 12, rank: 'Species', scientificName: 'novus', author: 'Test, 2026', taxonomicStatus: 'Accepted' },
              ],
              vernacularNames: [{ vernacularName: 'nybjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
            },
          ],
        }),
      )
      .then(([event], state) => {
        const e = event as TaxonSplit;
        expect(e.data).toMatchObject({ newTaxonIds: [106, 107], mainScientificNameIds: [8, 1002], fallbackTaxonId: 5 });
        expect(state.names.get(1002)).toMatchObject({ scientificName: 'Helarctos novus', taxonId: 107, rank: 'Species' });
        expect(state.taxa.get(107)).toMatchObject({ parentId: 12, vernacularNames: [expect.objectContaining({ id: 5, vernacularName: 'nybjørn' })] });
        expect(
          namesOfTaxon(state, 106)
            .map((n) => n.id)
            .sort(),
        ).toEqual([8, 80]);
        expect(e.data.history!.find((h) => h.scientificNameId === 1002)).toMatchObject({ changeType: 'Split', dataBefore: [] });
      }));

  it('drops a vernacular name placed as deleted', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted')], vernacularNames: [{ ...brunbjorn, operation: 'deleted' }] },
          { scientificNames: [s(70, 'Accepted')] },
        ]),
      )
      .then((_, state) => {
        expect(state.taxa.get(106)!.vernacularNames).toEqual([]);
        expect(state.taxa.get(107)!.vernacularNames).toEqual([]);
      }));

  it('falls back to the nearest accepted ancestor, skipping an unresolved one', () =>
    given([importCommand(bearTree().map((t) => (t.key === '6' ? { ...t, mainName: { ...t.mainName, taxonomicStatus: 'Unresolved' as const } } : t)))])
      .when(arctosSplit())
      .then(([event]) => expect((event as TaxonSplit).data.fallbackTaxonId).toBe(5)));

  it('keeps the nomenclatural statuses of moved names and clears what a new status forbids', () =>
    given([importBears()])
      .when(
        splitCommand({
          oldTaxonId: 9,
          newTaxons: [
            {
              scientificNames: [s(9, 'Accepted')],
              vernacularNames: [{ nameId: 4, vernacularName: 'kragebjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
            },
            { scientificNames: [s(90, 'Accepted')] },
          ],
        }),
      )
      .then((_, state) => expect(state.names.get(90)).toMatchObject({ taxonomicStatus: 'Accepted', nomenclaturalStatuses: [] })));

  it('numbers several names created in the flow one after another, and takes vernacular names typed with a new main name', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
          {
            newScientificNames: [
              {
                scientificName: 'Ursus priscus',
                author: 'Test, 2026',
                taxonomicStatus: 'Accepted',
                vernacularNames: [{ vernacularName: 'urbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
              },
              { scientificName: 'Ursus vetus', author: 'Test, 2026', taxonomicStatus: 'Synonym' },
            ],
          },
        ]),
      )
      .then(([event], state) => {
        expect((event as TaxonSplit).data.mainScientificNameIds).toEqual([7, 1002]);
        expect(namesOfTaxon(state, 107).map((n) => [n.id, n.scientificName])).toEqual([
          [1002, 'Ursus priscus'],
          [1003, 'Ursus vetus'],
        ]);
        expect(state.taxa.get(107)).toMatchObject({ parentId: 6, vernacularNames: [expect.objectContaining({ id: 5, vernacularName: 'urbjørn' })] });
      }));

  it('places a new taxon under the old parent when only a synonym created in the flow names a parent', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
          {
            scientificNames: [s(70, 'Accepted')],
            newScientificNames: [
              { parentScientificNameId: 12, rank: 'Species', scientificName: 'horribilis', author: 'Ord, 1815', taxonomicStatus: 'Synonym' },
            ],
          },
        ]),
      )
      .then((_, state) => {
        expect(state.taxa.get(107)!.parentId).toBe(6);
        expect(state.names.get(1002)).toMatchObject({ scientificName: 'Helarctos horribilis', taxonId: 107 });
      }));

  it('places a new main name created with the old parent chosen under it, by the rank rule', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
          {
            newScientificNames: [
              { parentScientificNameId: 6, rank: 'Species', scientificName: 'novus', author: 'Test, 2026', taxonomicStatus: 'Accepted' },
            ],
          },
        ]),
      )
      .then((_, state) => expect(state.names.get(1002)).toMatchObject({ scientificName: 'Ursus novus', taxonId: 107 })));

  it('allows a main name of another rank that still lies below the parent', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
          { newScientificNames: [{ rank: 'Subspecies', scientificName: 'Ursus arctos minor', author: 'Test, 2026', taxonomicStatus: 'Accepted' }] },
        ]),
      )
      .then((_, state) => expect(state.names.get(1002)).toMatchObject({ rank: 'Subspecies', taxonId: 107 })));

  it('treats the old parent chosen for a new main name as no choice: the rank only has to lie below it', () =>
    given([importBears()])
      .when(
        arctosSplit([
          { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
          {
            newScientificNames: [
              { parentScientificNameId: 6, rank: 'Subspecies', scientificName: 'minor', author: 'Test, 2026', taxonomicStatus: 'Accepted' },
            ],
          },
        ]),
      )
      .then((_, state) => expect(state.taxa.get(107)!.parentId).toBe(6)));

  it('drops a vernacular name without an id placed as deleted (typed and struck out in the same flow)', () =>
    given([importBears()])
      .when(
        arctosSplit([
          {
            scientificNames: [s(7, 'Accepted')],
            vernacularNames: [
              brunbjorn,
              { vernacularName: 'grizzly', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended', operation: 'deleted' },
              { nameId: null as never, vernacularName: 'grisli', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended', operation: 'deleted' },
            ],
          },
          { scientificNames: [s(70, 'Accepted')] },
        ]),
      )
      .then((_, state) => expect(state.taxa.get(106)!.vernacularNames.map((v) => v.vernacularName)).toEqual(['brunbjørn'])));

  it('archives the old taxon in the effects and writes each new taxon and its names with what was before', () =>
    given([importBears()])
      .when(arctosSplit())
      .then(([event]) => {
        const { effects } = (event as TaxonSplit).data;
        expect(effects.taxa.map((t) => [t.before?.id ?? null, t.after?.id ?? null])).toEqual([
          [7, null],
          [null, 106],
          [null, 107],
        ]);
        expect(effects.names.map((n) => [n.before!.taxonId, n.after!.id, n.after!.taxonId])).toEqual([
          [7, 7, 106],
          [7, 70, 107],
        ]);
      }));

  describe('refuses', () => {
    it('fewer than two new taxa', () =>
      given([importBears()])
        .when(arctosSplit([{ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] }]))
        .thenThrows('SPLIT_NEEDS_TWO_TAXA'));
    it('a taxon with children', () =>
      given([importBears()])
        .when(splitCommand({ oldTaxonId: 10, newTaxons: [{ scientificNames: [s(10, 'Accepted')] }, { scientificNames: [s(1000, 'Accepted')] }] }))
        .thenThrows('SPLIT_TAXON_HAS_CHILDREN'));
    it('a name left unplaced', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            { newScientificNames: [{ scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Accepted' }] },
          ]),
        )
        .thenThrows('SPLIT_NAME_NOT_PLACED'));
    it('a name placed twice', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            { scientificNames: [s(70, 'Accepted')] },
          ]),
        )
        .thenThrows('NAME_LISTED_TWICE'));
    it('a name of another taxon', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(80, 'Synonym')], vernacularNames: [brunbjorn] },
            { scientificNames: [s(70, 'Accepted')] },
          ]),
        )
        .thenThrows('NAME_NOT_IN_TAXON'));
    it('a new taxon without names', () =>
      given([importBears()])
        .when(arctosSplit([{ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] }, {}]))
        .thenThrows('SPLIT_TAXON_WITHOUT_NAMES'));
    it('a new taxon without a main name', () =>
      given([importBears()])
        .when(arctosSplit([{ scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] }, { scientificNames: [s(70, 'Synonym')] }]))
        .thenThrows('NO_MAIN_NAME'));
    it('a new taxon with two main names', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Unresolved')], vernacularNames: [brunbjorn] },
            { newScientificNames: [{ scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Accepted' }] },
          ]),
        )
        .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
    it('a vernacular name left unplaced', () =>
      given([importBears()])
        .when(arctosSplit([{ scientificNames: [s(7, 'Accepted')] }, { scientificNames: [s(70, 'Accepted')] }]))
        .thenThrows('SPLIT_VERNACULAR_NAME_NOT_PLACED'));
    it('a vernacular name placed twice', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            { scientificNames: [s(70, 'Accepted')], vernacularNames: [brunbjorn] },
          ]),
        )
        .thenThrows('VERNACULAR_NAME_LISTED_TWICE'));
    it('a vernacular name of another taxon', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            {
              scientificNames: [s(70, 'Accepted')],
              vernacularNames: [{ nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
            },
          ]),
        )
        .thenThrows('VERNACULAR_NAME_NOT_FOUND'));
    it('the split taxon as parent of a new taxon', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            {
              newScientificNames: [{ parentScientificNameId: 7, rank: 'Subspecies', scientificName: 'x', author: 'A', taxonomicStatus: 'Accepted' }],
            },
          ]),
        )
        .thenThrows('SPLIT_PARENT_IS_SPLIT_TAXON'));
    it('a parent whose rank does not allow the new taxon', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            { newScientificNames: [{ parentScientificNameId: 5, rank: 'Species', scientificName: 'x', author: 'A', taxonomicStatus: 'Accepted' }] },
          ]),
        )
        .thenThrows('RANK_NOT_ALLOWED'));
    it('exists in Norway above species', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            {
              newScientificNames: [{ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Protursus', taxonomicStatus: 'Accepted' }],
              existsInNorway: true,
            },
          ]),
        )
        .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE'));
    it('an unknown taxon and a built-in sphere', () => {
      given([importBears()])
        .when(splitCommand({ oldTaxonId: 4242, newTaxons: [{}, {}] }))
        .thenThrows('TAXON_NOT_FOUND');
      given([importBears()])
        .when(splitCommand({ oldTaxonId: -2, newTaxons: [{}, {}] }))
        .thenThrows('BUILT_IN_TAXON');
    });
    it('no list of new taxa', () =>
      given([importBears()])
        .when(splitCommand({ oldTaxonId: 7 } as never))
        .thenThrows('SPLIT_NEEDS_TWO_TAXA'));
    it('an unknown name', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            { scientificNames: [s(4242, 'Accepted')] },
          ]),
        )
        .thenThrows('SCIENTIFIC_NAME_NOT_FOUND', 'Finner ikke vitenskapelig navn med id 4242.'));
    it('a name created in the flow that the new taxon has already', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            {
              scientificNames: [s(70, 'Accepted')],
              newScientificNames: [{ scientificName: 'Ursus horribilis', author: 'Ord, 1815', taxonomicStatus: 'Synonym' }],
            },
          ]),
        )
        .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));
    it('a main name created in the flow at a rank not below the parent', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], vernacularNames: [brunbjorn] },
            { newScientificNames: [{ rank: 'Genus', scientificName: 'Protursus', author: 'A', taxonomicStatus: 'Accepted' }] },
          ]),
        )
        .thenThrows('RANK_NOT_ALLOWED'));
    it('vernacular names typed with a synonym created in the flow', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            {
              scientificNames: [s(70, 'Accepted')],
              newScientificNames: [
                {
                  scientificName: 'Ursus vetus',
                  author: 'A',
                  taxonomicStatus: 'Synonym',
                  vernacularNames: [{ vernacularName: 'urbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
                },
              ],
            },
          ]),
        )
        .thenThrows('VERNACULAR_NOT_FOR_SYNONYM'));
    it('a vernacular name of another taxon placed as deleted, or one placed as deleted twice', () => {
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            {
              scientificNames: [s(70, 'Accepted')],
              vernacularNames: [
                { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'deleted' },
              ],
            },
          ]),
        )
        .thenThrows('VERNACULAR_NAME_NOT_FOUND');
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [{ ...brunbjorn, operation: 'deleted' }] },
            { scientificNames: [s(70, 'Accepted')], vernacularNames: [{ ...brunbjorn, operation: 'deleted' }] },
          ]),
        )
        .thenThrows('VERNACULAR_NAME_LISTED_TWICE');
    });
    it('names the names and vernacular names left unplaced', () => {
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted')], vernacularNames: [brunbjorn] },
            { newScientificNames: [{ scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Accepted' }] },
          ]),
        )
        .thenThrows('SPLIT_NAME_NOT_PLACED', 'Alle navn må plasseres i et nytt takson. Mangler: Ursus horribilis Ord, 1815 (70).');
      given([importBears()])
        .when(arctosSplit([{ scientificNames: [s(7, 'Accepted')] }, { scientificNames: [s(70, 'Accepted')] }]))
        .thenThrows('SPLIT_VERNACULAR_NAME_NOT_PLACED', 'Alle populærnavn må fordeles på de nye taksonene. Mangler: brunbjørn (nb).');
    });
    it('a nomenclatural status that does not fit', () =>
      given([importBears()])
        .when(
          arctosSplit([
            { scientificNames: [s(7, 'Accepted', { nomenclaturalStatus: ['Rejected'] })], vernacularNames: [brunbjorn] },
            { scientificNames: [s(70, 'Accepted')] },
          ]),
        )
        .thenThrows('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED'));
  });
});
