import { describe, expect, it } from '@jest/globals';
import { given, testMetadata } from '../../testing/given-when-then.js';
import { importBears, synonymizeCommand } from '../../testing/operation-fixtures.js';
import type { NameStatusInput } from '../commands.js';
import type { TaxaImported, TaxaMerged } from '../events.js';
import { emptyName } from '../records.js';
import { childrenOf, mainNameOf, namesOfTaxon } from '../state.js';

const s = (nameId: number, taxonomicStatus: NameStatusInput['taxonomicStatus'], extra: Partial<NameStatusInput> = {}): NameStatusInput => ({
  nameId,
  taxonomicStatus,
  ...extra,
});
/** Ursus arctos (7, 70) and Ursus maritimus (8, 80) into Ursus arctos. */
const arctosAndMaritimus = (extra = {}) =>
  synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Synonym'), s(80, 'Synonym')], ...extra });

describe('Synonymize (merge)', () => {
  it('merges two taxa into the taxon of the chosen main name, archiving the other', () =>
    given([importBears()])
      .when(arctosAndMaritimus())
      .then(([event], state) => {
        const merged = event as TaxaMerged;
        expect(merged.type).toBe('TaxaMerged');
        expect(merged.data).toMatchObject({ resultTaxonId: 7, mergedTaxonIds: [8], mainScientificNameId: 7, scientificNameIds: [7, 70, 8, 80] });
        expect(merged.metadata.remark).toBe('Slått sammen');
        expect(state.taxa.has(8)).toBe(false);
        expect(state.successors.get('taxon:8')).toEqual({ kind: 'taxon', id: 8, reason: 'Merged', successorIds: [7] });
        expect(
          namesOfTaxon(state, 7)
            .map((n) => [n.id, n.taxonomicStatus])
            .sort(),
        ).toEqual([
          [7, 'Accepted'],
          [70, 'Synonym'],
          [8, 'Synonym'],
          [80, 'Synonym'],
        ]);
        expect(childrenOf(state, 6)).not.toContain(8);
        expect(merged.data.effects.successors).toHaveLength(1);
      }));

  it('joins the vernacular names when none are sent: the survivor keeps its recommended name per language', () =>
    given([importBears()])
      .when(arctosAndMaritimus())
      .then((_, state) => {
        expect(state.taxa.get(7)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
          ['brunbjørn', 'nb', 'Recommended'],
          ['isbjørn', 'nb', 'NotRecommended'],
          ['kvitbjørn', 'nn', 'Recommended'],
        ]);
      }));

  it("writes 'Merge' in the history of every name, with taxon and status before and after", () =>
    given([importBears()])
      .when(arctosAndMaritimus())
      .then(([event]) => {
        const history = (event as TaxaMerged).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [7, 'Merge'],
          [70, 'Merge'],
          [8, 'Merge'],
          [80, 'Merge'],
        ]);
        const maritimus = history.find((h) => h.scientificNameId === 8)!;
        expect(maritimus.dataBefore).toEqual([expect.objectContaining({ taxonId: 8, taxonomicStatus: 'Accepted', parentScientificName: 'Ursus' })]);
        expect(maritimus.dataAfter).toEqual([expect.objectContaining({ taxonId: 7, taxonomicStatus: 'Synonym', parentScientificName: 'Ursus' })]);
        expect(history[0]!.dataBefore.map((i) => i.scientificNameId)).toEqual([7, 8]);
      }));

  it('keeps the id of the taxon whose name is chosen, also when it is the second one', () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(7, 'Synonym'), s(70, 'Synonym'), s(8, 'Accepted'), s(80, 'Synonym')] }))
      .then(([event], state) => {
        expect((event as TaxaMerged).data).toMatchObject({ resultTaxonId: 8, mergedTaxonIds: [7] });
        expect(state.taxa.has(7)).toBe(false);
        expect(mainNameOf(state, 8)!.id).toBe(8);
        expect(state.names.get(70)!.taxonId).toBe(8);
      }));

  it('makes a former synonym the main name when it is the one chosen', () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(7, 'Synonym'), s(70, 'Accepted'), s(8, 'Synonym'), s(80, 'Synonym')] }))
      .then(([event], state) => {
        expect((event as TaxaMerged).data).toMatchObject({ resultTaxonId: 7, mainScientificNameId: 70 });
        expect(mainNameOf(state, 7)!.id).toBe(70);
      }));

  it('keeps the survivor’s children under it', () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(10, 'Accepted'), s(1000, 'Synonym'), s(1001, 'Synonym'), s(9, 'Synonym'), s(90, 'NotInUse')] }))
      .then((_, state) => expect(childrenOf(state, 10)).toEqual([11])));

  it('merges three taxa at once', () =>
    given([importBears()])
      .when(
        synonymizeCommand({
          scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Synonym'), s(80, 'Synonym'), s(9, 'Synonym'), s(90, 'NotInUse')],
        }),
      )
      .then(([event], state) => {
        expect((event as TaxaMerged).data.mergedTaxonIds).toEqual([8, 9]);
        expect(namesOfTaxon(state, 7)).toHaveLength(6);
      }));

  describe('stays within one rank group (family, genus or species group)', () => {
    it('merges a subspecies into a species: both are in the species group', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(8, 'Accepted'), s(80, 'Synonym'), s(11, 'Synonym')] }))
        .then(([event], state) => {
          expect((event as TaxaMerged).data).toMatchObject({ resultTaxonId: 8, mergedTaxonIds: [11] });
          expect(state.names.get(11)).toMatchObject({ taxonId: 8, taxonomicStatus: 'Synonym', rank: 'Subspecies' });
        }));
    it('refuses a genus merged into a species, naming both and their groups in Norwegian', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(12, 'Synonym')] }))
        .thenThrows(
          'MERGE_ACROSS_RANK_GROUPS',
          'Kan ikke slå sammen takson fra ulike rangnivåer: Ursus arctos (art) hører til artsgruppen, Helarctos (slekt) til slektsgruppen. Bare takson i samme rangnivå (familie-, slekts- eller artsgruppen) kan slås sammen.',
        ));
    it('refuses a species merged into a genus, whichever name is chosen as the main name', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(12, 'Accepted'), s(8, 'Synonym'), s(80, 'Synonym')] }))
        .thenThrows('MERGE_ACROSS_RANK_GROUPS'));
    it('refuses a family and a genus', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(12, 'Accepted'), s(104, 'Synonym')] }))
        .thenThrows('MERGE_ACROSS_RANK_GROUPS'));
  });

  it('uses the vernacular names sent, keeping the ids of existing ones and giving new ones fresh ids', () =>
    given([importBears()])
      .when(
        arctosAndMaritimus({
          vernacularNames: [
            { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
            { vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
            { vernacularName: 'guovža', languageIsoCode: 'se', vernacularNameStatus: 'Recommended' },
          ],
        }),
      )
      .then((_, state) => {
        const names = state.taxa.get(7)!.vernacularNames;
        expect(names.map((v) => [v.id, v.vernacularName, v.status])).toEqual([
          [2, 'isbjørn', 'Recommended'],
          [5, 'brunbjørn', 'NotRecommended'],
          [6, 'guovža', 'Recommended'],
        ]);
      }));

  it('sets exists in Norway when one of the merged taxa existed in Norway, or as sent', () => {
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(9, 'Accepted'), s(90, 'NotInUse'), s(8, 'Synonym'), s(80, 'Synonym')] }))
      .then((_, state) => expect(state.taxa.get(9)!.existsInNorway).toBe(true));
    given([importBears()])
      .when(arctosAndMaritimus({ existsInNorway: false }))
      .then((_, state) => expect(state.taxa.get(7)!.existsInNorway).toBe(false));
  });

  it('clears a nomenclatural status the new taxonomic status does not allow, when none is sent', () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(9, 'Synonym'), s(90, 'Synonym')] }))
      .then((_, state) => expect(state.names.get(90)).toMatchObject({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: [] })));

  it('sets the nomenclatural statuses sent', () =>
    given([importBears()])
      .when(
        arctosAndMaritimus({
          scientificNames: [
            s(7, 'Accepted'),
            s(70, 'Synonym'),
            s(8, 'Synonym', { nomenclaturalStatus: ['Illegitimate'], attributes: ['JuniorHomonym'] }),
            s(80, 'Synonym'),
          ],
        }),
      )
      .then((_, state) => expect(state.names.get(8)).toMatchObject({ nomenclaturalStatuses: ['Illegitimate'], attributes: ['JuniorHomonym'] })));

  it('drops a merged vernacular name the survivor already has, whatever its case', () =>
    given([
      importBears(),
      {
        type: 'UpdateVernacularNames',
        data: { taxonId: 8, vernacularNames: [{ vernacularName: 'Brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' }] },
        metadata: testMetadata({ commandId: 'vern-8' }),
      },
    ])
      .when(arctosAndMaritimus())
      .then((_, state) =>
        expect(state.taxa.get(7)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
          ['brunbjørn', 'nb', 'Recommended'],
          ['isbjørn', 'nb', 'NotRecommended'],
          ['kvitbjørn', 'nn', 'Recommended'],
        ]),
      ));

  it("keeps a survivor's recommended name even when a name not recommended comes first in that language", () =>
    given([
      importBears(),
      {
        type: 'UpdateVernacularNames',
        data: {
          taxonId: 7,
          vernacularNames: [
            { vernacularName: 'bjørn', languageIsoCode: 'nn', vernacularNameStatus: 'NotRecommended' },
            { vernacularName: 'brunbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
          ],
        },
        metadata: testMetadata({ commandId: 'vern-7' }),
      },
    ])
      .when(arctosAndMaritimus())
      .then((_, state) =>
        expect(state.taxa.get(7)!.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
          ['brunbjørn', 'nb', 'Recommended'],
          ['bjørn', 'nn', 'NotRecommended'],
          ['brunbjørn', 'nn', 'Recommended'],
          ['isbjørn', 'nb', 'NotRecommended'],
          ['kvitbjørn', 'nn', 'NotRecommended'],
        ]),
      ));

  it("keeps the survivor's exists-in-Norway when none of the merged taxa existed in Norway", () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(9, 'Synonym'), s(90, 'NotInUse')] }))
      .then((_, state) => expect(state.taxa.get(7)!.existsInNorway).toBeNull()));

  it('joins the vernacular names when the list sent is null', () =>
    given([importBears()])
      .when(arctosAndMaritimus({ vernacularNames: null }))
      .then((_, state) => expect(state.taxa.get(7)!.vernacularNames.map((v) => v.vernacularName)).toEqual(['brunbjørn', 'isbjørn', 'kvitbjørn'])));

  it('lists the main name first and archives the other taxon with a successor record', () =>
    given([importBears()])
      .when(synonymizeCommand({ scientificNames: [s(7, 'Synonym'), s(70, 'Synonym'), s(8, 'Accepted'), s(80, 'Synonym')] }))
      .then(([event]) => {
        const { data } = event as TaxaMerged;
        expect(data.scientificNameIds).toEqual([8, 7, 70, 80]);
        expect(data.effects.successors).toEqual([{ kind: 'taxon', id: 7, reason: 'Merged', successorIds: [8] }]);
        expect(data.effects.taxa.map((c) => [c.before?.id, c.after?.id ?? null])).toEqual([
          [8, 8],
          [7, null],
        ]);
      }));

  describe('refuses', () => {
    it('fewer than two taxa', () => {
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym')] }))
        .thenThrows('MERGE_NEEDS_TWO_TAXA');
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [] }))
        .thenThrows('MERGE_NEEDS_TWO_TAXA');
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: undefined }))
        .thenThrows('MERGE_NEEDS_TWO_TAXA');
    });
    it('no main name', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Synonym'), s(70, 'Synonym'), s(8, 'Synonym'), s(80, 'Synonym')] }))
        .thenThrows('NO_MAIN_NAME'));
    it('more than one main name', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Unresolved'), s(80, 'Synonym')] }))
        .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
    it('a name of a merged taxon left without a status', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Synonym')] }))
        .thenThrows(
          'MERGE_NAME_WITHOUT_STATUS',
          'Alle navn i taksonene som slås sammen må få en status. Mangler status for Thalarctos maritimus (Phipps, 1774) (80).',
        ));
    it('a name given twice', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Synonym'), s(80, 'Synonym'), s(80, 'NotInUse')] }))
        .thenThrows('NAME_LISTED_TWICE'));
    it('an unknown name', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(4242, 'Synonym')] }))
        .thenThrows('SCIENTIFIC_NAME_NOT_FOUND'));
    it('a taxonomic status that does not exist', () =>
      given([importBears()])
        .when(arctosAndMaritimus({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(8, 'Valid' as never), s(80, 'Synonym')] }))
        .thenThrows('TAXONOMIC_STATUS_REQUIRED'));
    it('merging a taxon that has children into another (move the children first)', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(9, 'Accepted'), s(90, 'NotInUse'), s(10, 'Synonym'), s(1000, 'Synonym'), s(1001, 'Synonym')] }))
        .thenThrows(
          'MERGED_TAXON_HAS_CHILDREN',
          'Ursus americanus Pallas, 1780 (10) har undertaksa og kan ikke slås inn i et annet takson. Flytt undertaksaene først, eller velg et navn i dette taksonet som gjeldende.',
        ));
    it('merging a taxon with one above it', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(6, 'Accepted'), s(7, 'Synonym'), s(70, 'Synonym')] }))
        .thenThrows('MERGE_WITH_ANCESTOR'));
    it('merging a taxon with one two levels above it (its grandparent)', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(5, 'Accepted'), s(7, 'Synonym'), s(70, 'Synonym')] }))
        .thenThrows('MERGE_WITH_ANCESTOR'));
    it('a taxon without a current name, with the spec text', () => {
      const orphan: TaxaImported = {
        type: 'TaxaImported',
        data: {
          importId: 'broken',
          source: 'test',
          batch: 0,
          effects: {
            taxa: [{ before: null, after: { id: 500, parentId: 6, existsInNorway: null, vernacularNames: [] } }],
            names: [
              {
                before: null,
                after: emptyName({ id: 500, taxonId: 500, scientificName: 'Ursus orphanus', rank: 'Species', taxonomicStatus: 'Synonym' }),
              },
            ],
          },
        },
        metadata: testMetadata(),
      };
      given([importBears(), orphan])
        .when(synonymizeCommand({ scientificNames: [s(7, 'Accepted'), s(70, 'Synonym'), s(500, 'Synonym')] }))
        .thenThrows('CURRENT_NAME_MISSING');
    });
    it('a built-in sphere', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(-2, 'Accepted'), s(12, 'Synonym')] }))
        .thenThrows('BUILT_IN_TAXON'));
    it('exists in Norway above species', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(12, 'Accepted'), s(105, 'Synonym')], existsInNorway: true }))
        .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE'));
    it('a main name whose rank does not fit between the parent and the children', () =>
      given([importBears()])
        .when(synonymizeCommand({ scientificNames: [s(10, 'Synonym'), s(1000, 'Synonym'), s(1001, 'Accepted'), s(9, 'Synonym'), s(90, 'NotInUse')] }))
        .thenThrows('RANK_NOT_BETWEEN_PARENT_AND_CHILDREN'));
    it('two recommended vernacular names in one language', () =>
      given([importBears()])
        .when(
          arctosAndMaritimus({
            vernacularNames: [
              { nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
              { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
            ],
          }),
        )
        .thenThrows('VERNACULAR_MORE_THAN_ONE_RECOMMENDED'));
    it('duplicate vernacular names', () =>
      given([importBears()])
        .when(
          arctosAndMaritimus({
            vernacularNames: [
              { nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
              { vernacularName: 'Brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
            ],
          }),
        )
        .thenThrows('VERNACULAR_NAME_DUPLICATE'));
    it('a vernacular name id of a taxon outside the merge', () =>
      given([importBears()])
        .when(
          arctosAndMaritimus({
            vernacularNames: [{ nameId: 4, vernacularName: 'kragebjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
          }),
        )
        .thenThrows('VERNACULAR_NAME_NOT_FOUND'));
    it('a nomenclatural status the taxonomic status does not allow', () =>
      given([importBears()])
        .when(
          arctosAndMaritimus({
            scientificNames: [s(7, 'Accepted', { nomenclaturalStatus: ['Illegitimate'] }), s(70, 'Synonym'), s(8, 'Synonym'), s(80, 'Synonym')],
          }),
        )
        .thenThrows('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED'));
  });
});
