import { describe, expect, it } from '@jest/globals';
import { given } from '../../testing/given-when-then.js';
import { importBears, swapTaxonCommand } from '../../testing/operation-fixtures.js';
import { decide } from '../decide.js';
import type { TaxonSwapped } from '../events.js';
import { namesOfTaxon } from '../state.js';

describe('SwapTaxon (a synonym changes taxon)', () => {
  it('moves a synonym to the target taxon, keeping its id and status', () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8 }))
      .then(([event], state) => {
        const e = event as TaxonSwapped;
        expect(e.type).toBe('TaxonSwapped');
        expect(e.data).toMatchObject({ oldTaxonId: 7, resultTaxonId: 8, targetTaxonId: 8, movedScientificNameId: 70, mainScientificNameId: 8 });
        expect(state.names.get(70)).toMatchObject({ taxonId: 8, taxonomicStatus: 'Synonym' });
        expect(namesOfTaxon(state, 7).map((n) => n.id)).toEqual([7]);
        expect(e.data.effects.taxa).toEqual([]);
      }));

  it("writes 'CategoryChange' on the moved name, 'Remove' on the old main name and 'Inserted' on the new one", () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8 }))
      .then(([event]) => {
        const history = (event as TaxonSwapped).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'CategoryChange'],
          [7, 'Remove'],
          [8, 'Inserted'],
        ]);
        expect(history[0]!.dataBefore[0]).toMatchObject({ taxonId: 7 });
        expect(history[0]!.dataAfter[0]).toMatchObject({ taxonId: 8, taxonomicStatus: 'Synonym' });
      }));

  it('sets the status and nomenclatural status sent', () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8, taxonomicStatus: 'NotInUse', nomenclaturalStatus: ['NotInUse'] }))
      .then((_, state) => expect(state.names.get(70)).toMatchObject({ taxonomicStatus: 'NotInUse', nomenclaturalStatuses: ['NotInUse'] })));

  it('sets the attributes sent, and keeps the statuses not sent', () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 90, targetTaxonId: 8, attributes: ['Hybrid'] }))
      .then((_, state) =>
        expect(state.names.get(90)).toMatchObject({
          taxonId: 8,
          taxonomicStatus: 'NotInUse',
          nomenclaturalStatuses: ['NotInUse'],
          attributes: ['Hybrid'],
        }),
      ));

  it('finds the target taxon from a name of it when no taxon id is sent', () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: null, targetScientificNameId: 80 }))
      .then(([event], state) => {
        expect(event!.data).toMatchObject({ oldTaxonId: 7, targetTaxonId: 8, mainScientificNameId: 8 });
        expect(state.names.get(70)).toMatchObject({ taxonId: 8 });
      }));

  it('records the moved name on both main names: removed from the old taxon, inserted in the new one', () =>
    given([importBears()])
      .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8 }))
      .then(([event]) => {
        const [moved, removed, inserted] = (event as TaxonSwapped).data.history!;
        expect(removed).toEqual({ scientificNameId: 7, changeType: 'Remove', dataBefore: moved!.dataBefore, dataAfter: [] });
        expect(inserted).toEqual({ scientificNameId: 8, changeType: 'Inserted', dataBefore: [], dataAfter: moved!.dataAfter });
        expect(moved!.dataBefore).toEqual([expect.objectContaining({ scientificNameId: 70, taxonId: 7 })]);
        expect(moved!.dataAfter).toEqual([expect.objectContaining({ scientificNameId: 70, taxonId: 8 })]);
      }));

  describe('refuses', () => {
    it('moving a main name', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 7, targetTaxonId: 8 }))
        .thenThrows('MAIN_NAME_CANNOT_CHANGE_TAXON'));
    it('the taxon the name is already in', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 7 }))
        .thenThrows('SWAP_TAXON_NO_CHANGE'));
    it('making the moved name a main name', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8, taxonomicStatus: 'Accepted' }))
        .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
    it('an unknown name', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 4242, targetTaxonId: 8 }))
        .thenThrows('SCIENTIFIC_NAME_NOT_FOUND'));
    it('a request without a target', () => {
      const withoutTarget = (targetScientificNameId?: null) =>
        given([importBears()])
          .when(
            swapTaxonCommand({ scientificNameId: 70, targetTaxonId: null, ...(targetScientificNameId === null ? { targetScientificNameId } : {}) }),
          )
          .thenThrows('INVALID_REQUEST', 'Velg et takson først');
      withoutTarget();
      withoutTarget(null);
      expect(() => decide(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: null }), given([importBears()]).state)).toThrow(
        expect.objectContaining({ field: 'targetTaxonId' }),
      );
    });
    it('an unknown target name', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: null, targetScientificNameId: 4242 }))
        .thenThrows('SCIENTIFIC_NAME_NOT_FOUND'));
    it('an unknown target', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 4242 }))
        .thenThrows('TAXON_NOT_FOUND'));
    it('a built-in sphere as target', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: -1 }))
        .thenThrows('BUILT_IN_TAXON'));
    it('a name equal to one already in the target', () =>
      given([
        importBears(),
        {
          type: 'AddTaxon',
          data: { synonymToId: 8, scientificName: 'Ursus horribilis', author: 'Ord, 1815' },
          metadata: { ...importBears().metadata, commandId: 'a' },
        },
      ])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8 }))
        .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));
    it('a status that does not fit', () =>
      given([importBears()])
        .when(swapTaxonCommand({ scientificNameId: 70, targetTaxonId: 8, nomenclaturalStatus: ['NotInUse'] }))
        .thenThrows('OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE'));
  });
});
