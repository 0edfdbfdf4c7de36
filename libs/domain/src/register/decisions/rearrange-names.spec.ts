import { describe, expect, it } from '@jest/globals';
import { given } from '../../testing/given-when-then.js';
import { importCommand, mammalTree } from '../../testing/fixtures.js';
import { importBears, rearrangeCommand } from '../../testing/operation-fixtures.js';
import type { NameStatusInput, NewScientificNameInput } from '../commands.js';
import type { HistoryItem, TaxonNamesRearranged, TaxonSwapped } from '../events.js';
import { childrenOf, mainNameOf, namesOfTaxon } from '../state.js';

const s = (nameId: number, taxonomicStatus: NameStatusInput['taxonomicStatus'], extra: Partial<NameStatusInput> = {}): NameStatusInput => ({
  nameId,
  taxonomicStatus,
  ...extra,
});
const newName = (fields: Partial<NewScientificNameInput>): NewScientificNameInput => ({ scientificName: '', taxonomicStatus: 'Synonym', ...fields });

describe('Rearrange (Swap without new names)', () => {
  it('makes a synonym the current name: the taxon gets a new id and the old id a successor record', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Synonym'), s(70, 'Accepted')] }))
      .then(([event], state) => {
        const e = event as TaxonNamesRearranged;
        expect(e.type).toBe('TaxonNamesRearranged');
        expect(e.data).toMatchObject({ oldTaxonId: 7, resultTaxonId: 106, mainScientificNameId: 70, keepTaxonId: false });
        expect(state.taxa.has(7)).toBe(false);
        expect(state.successors.get('taxon:7')).toEqual({ kind: 'taxon', id: 7, reason: 'Replaced', successorIds: [106] });
        expect(mainNameOf(state, 106)!.id).toBe(70);
        expect(state.names.get(7)).toMatchObject({ taxonId: 106, taxonomicStatus: 'Synonym' });
        expect(state.taxa.get(106)).toMatchObject({
          parentId: 6,
          vernacularNames: [expect.objectContaining({ id: 1, vernacularName: 'brunbjørn' })],
        });
        expect(childrenOf(state, 6)).toContain(106);
      }));

  it("writes 'ValidNameChange' on the old and the new main name", () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Synonym'), s(70, 'Accepted')] }))
      .then(([event]) => {
        const history = (event as TaxonNamesRearranged).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [7, 'ValidNameChange'],
          [70, 'ValidNameChange'],
        ]);
        expect(history[0]!.dataBefore).toEqual([
          expect.objectContaining({ scientificNameId: 7, taxonId: 7, taxonomicStatus: 'Accepted' }),
          expect.objectContaining({ scientificNameId: 70, taxonId: 7, taxonomicStatus: 'Synonym' }),
        ]);
        expect(history[0]!.dataAfter).toEqual([
          expect.objectContaining({ scientificNameId: 7, taxonId: 106, taxonomicStatus: 'Synonym' }),
          expect.objectContaining({ scientificNameId: 70, taxonId: 106, taxonomicStatus: 'Accepted' }),
        ]);
      }));

  it('moves the children to the new taxon id', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 10, scientificNames: [s(10, 'Synonym'), s(1000, 'Accepted')] }))
      .then((_, state) => {
        expect(childrenOf(state, 106)).toEqual([11]);
        expect(state.taxa.get(11)!.parentId).toBe(106);
        expect(childrenOf(state, 10)).toEqual([]);
      }));

  it("keeps the taxon id when the main name stays and keepTaxonId is true; 'CategoryChange' on changed names", () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse')], keepTaxonId: true }))
      .then(([event], state) => {
        const e = event as TaxonNamesRearranged;
        expect(e.data).toMatchObject({ oldTaxonId: 7, resultTaxonId: 7, mainScientificNameId: 7, keepTaxonId: true });
        expect(e.data.effects.successors).toBeUndefined();
        expect(state.names.get(70)!.taxonomicStatus).toBe('NotInUse');
        expect(e.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'CategoryChange'],
          [7, 'CategoryChange'],
        ]);
        // The main name's log shows the synonym's change.
        expect(e.data.history![1]!.dataAfter).toEqual([expect.objectContaining({ scientificNameId: 70, taxonomicStatus: 'NotInUse' })]);
      }));

  it('makes a taxon with no synonyms unresolved (keeping its id)', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 12, scientificNames: [s(12, 'Unresolved')], keepTaxonId: true }))
      .then((_, state) => expect(mainNameOf(state, 12)!.taxonomicStatus).toBe('Unresolved')));

  it("gives a new taxon id when asked, with the main name unchanged ('TaxonCreated' on the moved names)", () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [], keepTaxonId: false }))
      .then(([event], state) => {
        expect((event as TaxonNamesRearranged).data).toMatchObject({ resultTaxonId: 106, keepTaxonId: false });
        expect(
          namesOfTaxon(state, 106)
            .map((n) => n.id)
            .sort(),
        ).toEqual([7, 70]);
        expect((event as TaxonNamesRearranged).data.history!.map((h) => h.changeType)).toEqual(['TaxonCreated', 'TaxonCreated']);
      }));

  it('replaces the vernacular names when a list is sent', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 7,
          keepTaxonId: true,
          vernacularNames: [
            { nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
            { vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
          ],
        }),
      )
      .then(([event], state) => {
        expect(state.taxa.get(7)!.vernacularNames.map((v) => [v.id, v.vernacularName, v.status])).toEqual([
          [1, 'brunbjørn', 'NotRecommended'],
          [5, 'bjørn', 'Recommended'],
        ]);
        expect((event as TaxonNamesRearranged).data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([[7, 'VernacularNameChange']]);
      }));

  it('clears the outdated-view status when a not-in-use name becomes a synonym', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 9, scientificNames: [s(90, 'Synonym')], keepTaxonId: true }))
      .then((_, state) => expect(state.names.get(90)).toMatchObject({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: [] })));

  it('sets exists in Norway for a species', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 9, keepTaxonId: true, existsInNorway: true }))
      .then((_, state) => expect(state.taxa.get(9)!.existsInNorway).toBe(true)));

  describe('refuses', () => {
    it('no change', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')], keepTaxonId: true }))
        .thenThrows('REARRANGE_NO_CHANGE'));
    it('keeping the taxon id when the main name changes', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Synonym'), s(70, 'Accepted')], keepTaxonId: true }))
        .thenThrows('TAXON_ID_MUST_CHANGE'));
    it('a missing taxon id choice when the main name stays', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse')] }))
        .thenThrows('KEEP_TAXON_ID_REQUIRED'));
    it('a name of another taxon', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(80, 'Synonym')], keepTaxonId: true }))
        .thenThrows('NAME_NOT_IN_TAXON'));
    it('two main names', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'Unresolved')], keepTaxonId: true }))
        .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
    it('no main name', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Synonym')], keepTaxonId: false }))
        .thenThrows('NO_MAIN_NAME'));
    it('an unknown taxon', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 4242, keepTaxonId: true }))
        .thenThrows('TAXON_NOT_FOUND'));
    it('a built-in sphere', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: -1, keepTaxonId: false }))
        .thenThrows('BUILT_IN_TAXON'));
    it('a name given twice', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse'), s(70, 'Synonym')], keepTaxonId: true }))
        .thenThrows('NAME_LISTED_TWICE'));
    it('a new main name whose rank does not fit above the children', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 10, scientificNames: [s(10, 'Synonym'), s(1001, 'Accepted')] }))
        .thenThrows('RANK_NOT_BETWEEN_PARENT_AND_CHILDREN'));
    it('exists in Norway above species', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 12, keepTaxonId: true, existsInNorway: false }))
        .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE'));
    it('an outdated-view status on a synonym', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'Synonym', { nomenclaturalStatus: ['NotInUse'] })], keepTaxonId: true }))
        .thenThrows('OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE'));
  });
});

describe('Rearrange: the history and the effects in detail', () => {
  it("writes 'CategoryChange' for a change of nomenclatural status or of attributes alone", () => {
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'Synonym', { nomenclaturalStatus: ['Illegitimate'] })], keepTaxonId: true }))
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'CategoryChange'],
          [7, 'CategoryChange'],
        ]),
      );
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'Synonym', { attributes: ['SensuLato'] })], keepTaxonId: true }))
      .then(([event]) => {
        const history = (event as TaxonNamesRearranged).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'CategoryChange'],
          [7, 'CategoryChange'],
        ]);
        expect(history[1]!.dataBefore).toEqual([expect.objectContaining({ scientificNameId: 70, taxonomicStatus: 'Synonym' })]);
      });
  });

  it("writes a change of exists-in-Norway alone as 'CategoryChange' on the main name, showing the main name", () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 9, keepTaxonId: true, existsInNorway: true }))
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history).toEqual([
          {
            scientificNameId: 9,
            changeType: 'CategoryChange',
            dataBefore: [expect.objectContaining({ scientificNameId: 9, taxonId: 9 })],
            dataAfter: [expect.objectContaining({ scientificNameId: 9, taxonId: 9 })],
          },
        ]),
      ));

  it('writes a taxon that keeps its id as one changed record, without a successor', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 9, keepTaxonId: true, existsInNorway: true }))
      .then(([event]) => {
        const { effects } = (event as TaxonNamesRearranged).data;
        expect(effects.taxa.map((t) => [t.before!.id, t.after!.id, t.after!.existsInNorway])).toEqual([[9, 9, true]]);
        expect(effects.successors).toBeUndefined();
      }));

  it('numbers several new names one after another', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 7,
          newScientificNames: [
            newName({ scientificName: 'Ursus x', author: 'A', taxonId: null }),
            newName({ scientificName: 'Ursus y', author: 'A' }),
          ],
          keepTaxonId: true,
        }),
      )
      .then(([event], state) => {
        expect((event as TaxonSwapped).data.newScientificNameIds).toEqual([1002, 1003]);
        expect([1002, 1003].map((id) => state.names.get(id)!.scientificName)).toEqual(['Ursus x', 'Ursus y']);
      }));

  it('keeps the vernacular names when the list is sent as null', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 9, keepTaxonId: true, existsInNorway: true, vernacularNames: null as never }))
      .then((_, state) => expect(state.taxa.get(9)!.vernacularNames.map((v) => [v.id, v.vernacularName])).toEqual([[4, 'kragebjørn']])));

  it('takes a command without a list of names (a new id only)', () =>
    given([importBears()])
      .when({ ...rearrangeCommand({ oldTaxonId: 7 }), data: { oldTaxonId: 7, keepTaxonId: false } as never })
      .then(([event]) => expect((event as TaxonNamesRearranged).data).toMatchObject({ resultTaxonId: 106, mainScientificNameId: 7 })));

  it('leaves the vernacular names as stored when no list is sent, or null (an imported reference is not tidied)', () => {
    const untidy = importCommand(
      mammalTree().map((t) =>
        t.key === '7'
          ? {
              ...t,
              vernacularNames: [
                { vernacularName: 'brunbjørn', languageIsoCode: 'nb' as const, status: 'Recommended' as const, reference: ' ordbok ' },
              ],
            }
          : t,
      ),
    );
    for (const vernacularNames of [undefined, null])
      given([untidy])
        .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse')], keepTaxonId: true, vernacularNames: vernacularNames as never }))
        .then((_, state) => expect(state.taxa.get(7)!.vernacularNames.map((v) => v.reference)).toEqual([' ordbok ']));
  });

  it("writes the old main name first in the exchange even when it is not the taxon's first name", () =>
    given([importBears(), rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(7, 'Synonym'), s(70, 'Accepted')] }, 'first')])
      .when(rearrangeCommand({ oldTaxonId: 106, scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')] }))
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history![0]!.dataAfter.map((i) => [i.scientificNameId, i.taxonomicStatus])).toEqual([
          [70, 'Synonym'],
          [7, 'Accepted'],
        ]),
      ));

  it("writes 'CategoryChange' on the main name when statuses and vernacular names change together", () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 7,
          scientificNames: [s(70, 'NotInUse')],
          keepTaxonId: true,
          vernacularNames: [{ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
        }),
      )
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'CategoryChange'],
          [7, 'CategoryChange'],
        ]),
      ));

  it('writes what each entry shows: the changed name, a moved name, and nothing before a new one', () => {
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse')], keepTaxonId: true }))
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history![0]!.dataAfter).toEqual([
          expect.objectContaining({ scientificNameId: 70, taxonomicStatus: 'NotInUse' }),
        ]),
      );
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [], keepTaxonId: false }))
      .then(([event]) =>
        expect((event as TaxonNamesRearranged).data.history!.map((h) => h.dataAfter.map((i) => [i.scientificNameId, i.taxonId]))).toEqual([
          [[7, 106]],
          [[70, 106]],
        ]),
      );
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, newScientificNames: [newName({ scientificName: 'Ursus x', author: 'A' })], keepTaxonId: true }))
      .then(([event]) =>
        expect((event as TaxonSwapped).data.history).toEqual([
          { scientificNameId: 1002, changeType: 'Inserted', dataBefore: [], dataAfter: [expect.objectContaining({ scientificNameId: 1002 })] },
          { scientificNameId: 7, changeType: 'Inserted', dataBefore: [], dataAfter: [expect.objectContaining({ scientificNameId: 1002 })] },
        ]),
      );
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 9,
          scientificNames: [s(9, 'Synonym')],
          newScientificNames: [newName({ scientificName: 'Selenarctos thibetanus', author: '(G. Cuvier, 1823)', taxonomicStatus: 'Accepted' })],
        }),
      )
      .then(([event]) => {
        const history = (event as TaxonSwapped).data.history!;
        const ids = (items: readonly HistoryItem[]) => items.map((i) => i.scientificNameId);
        expect(history.map((h) => [h.scientificNameId, h.changeType, ids(h.dataBefore), ids(h.dataAfter)])).toStrictEqual([
          [9, 'ValidNameChange', [9], [9, 1002]],
          [90, 'TaxonCreated', [90], [90]],
          [1002, 'ValidNameChange', [9], [9, 1002]],
          [1002, 'Inserted', [], [1002]],
        ]);
      });
  });

  it('refuses a taxon id choice sent as null when the main name stays', () =>
    given([importBears()])
      .when(rearrangeCommand({ oldTaxonId: 7, scientificNames: [s(70, 'NotInUse')], keepTaxonId: null }))
      .thenThrows('KEEP_TAXON_ID_REQUIRED'));
});

describe('Swap (with new names)', () => {
  it('creates a new name, makes it current and gives the taxon a new id', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 9,
          scientificNames: [s(9, 'Synonym'), s(90, 'NotInUse')],
          newScientificNames: [
            newName({ scientificName: 'Selenarctos thibetanus', author: '(G. Cuvier, 1823)', taxonomicStatus: 'Accepted', rank: 'Species' }),
          ],
          keepTaxonId: false,
        }),
      )
      .then(([event], state) => {
        const e = event as TaxonSwapped;
        expect(e.type).toBe('TaxonSwapped');
        expect(e.data).toMatchObject({
          oldTaxonId: 9,
          resultTaxonId: 106,
          mainScientificNameId: 1002,
          newScientificNameIds: [1002],
          keepTaxonId: false,
        });
        expect(state.names.get(1002)).toMatchObject({
          scientificName: 'Selenarctos thibetanus',
          taxonId: 106,
          taxonomicStatus: 'Accepted',
          rank: 'Species',
        });
        expect(state.successors.get('taxon:9')).toMatchObject({ reason: 'Replaced', successorIds: [106] });
        expect(state.taxa.get(106)!.vernacularNames[0]!.vernacularName).toBe('kragebjørn');
        expect(e.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [9, 'ValidNameChange'],
          [90, 'TaxonCreated'],
          [1002, 'ValidNameChange'],
          [1002, 'Inserted'],
        ]);
      }));

  it('adds a synonym composed from a chosen parent, keeping the taxon id', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 7,
          newScientificNames: [newName({ parentScientificNameId: 6, scientificName: 'middendorffi', author: 'Merriam, 1896', taxonId: 7 })],
          keepTaxonId: true,
        }),
      )
      .then(([event], state) => {
        const e = event as TaxonSwapped;
        expect(e.data).toMatchObject({ resultTaxonId: 7, keepTaxonId: true, newScientificNameIds: [1002] });
        expect(state.names.get(1002)).toMatchObject({
          scientificName: 'Ursus middendorffi',
          taxonId: 7,
          taxonomicStatus: 'Synonym',
          rank: 'Species',
        });
        expect(e.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [1002, 'Inserted'],
          [7, 'Inserted'],
        ]);
      }));

  it('adds the vernacular names typed with a new main name to the taxon', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 9,
          scientificNames: [s(9, 'Synonym')],
          newScientificNames: [
            newName({
              scientificName: 'Selenarctos thibetanus',
              author: '(G. Cuvier, 1823)',
              taxonomicStatus: 'Accepted',
              vernacularNames: [{ vernacularName: 'asiatisk svartbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' }],
            }),
          ],
        }),
      )
      .then((_, state) => expect(state.taxa.get(106)!.vernacularNames.map((v) => v.vernacularName)).toEqual(['kragebjørn', 'asiatisk svartbjørn'])));

  describe('refuses', () => {
    it('a new name for another taxon', () =>
      given([importBears()])
        .when(
          rearrangeCommand({
            oldTaxonId: 7,
            newScientificNames: [newName({ scientificName: 'Ursus x', author: 'A', taxonId: 8 })],
            keepTaxonId: true,
          }),
        )
        .thenThrows('NEW_NAME_WRONG_TAXON'));
    it('a new name equal to a name of the taxon', () =>
      given([importBears()])
        .when(
          rearrangeCommand({
            oldTaxonId: 7,
            newScientificNames: [newName({ scientificName: 'Ursus horribilis', author: 'Ord, 1815' })],
            keepTaxonId: true,
          }),
        )
        .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));
    it('a new species name without author', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, newScientificNames: [newName({ scientificName: 'Ursus x' })], keepTaxonId: true }))
        .thenThrows('AUTHOR_REQUIRED'));
    it('a new name without text', () =>
      given([importBears()])
        .when(rearrangeCommand({ oldTaxonId: 7, newScientificNames: [newName({ scientificName: ' ', author: 'A' })], keepTaxonId: true }))
        .thenThrows('SCIENTIFIC_NAME_REQUIRED'));
    it('an unknown parent for a new name', () =>
      given([importBears()])
        .when(
          rearrangeCommand({
            oldTaxonId: 7,
            newScientificNames: [newName({ scientificName: 'x', author: 'A', parentScientificNameId: 4242 })],
            keepTaxonId: true,
          }),
        )
        .thenThrows('PARENT_NOT_FOUND'));
    it('vernacular names on a new synonym', () =>
      given([importBears()])
        .when(
          rearrangeCommand({
            oldTaxonId: 7,
            newScientificNames: [
              newName({
                scientificName: 'Ursus x',
                author: 'A',
                vernacularNames: [{ vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
              }),
            ],
            keepTaxonId: true,
          }),
        )
        .thenThrows('VERNACULAR_NOT_FOR_SYNONYM'));
    it('a second main name among the new names', () =>
      given([importBears()])
        .when(
          rearrangeCommand({
            oldTaxonId: 7,
            newScientificNames: [newName({ scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Accepted' })],
            keepTaxonId: false,
          }),
        )
        .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
  });
});
