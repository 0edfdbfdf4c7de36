import { describe, expect, it } from '@jest/globals';
import { deleteNameCommand, importEditTransferTree } from '../../testing/edit-transfer-fixtures.js';
import { given } from '../../testing/given-when-then.js';
import type { RegisterEvent, ScientificNameDeleted } from '../events.js';

const tree = () => given([importEditTransferTree()]);
const deleted = (events: RegisterEvent[]) => events[0] as ScientificNameDeleted;

describe('DeleteScientificName (spec 2 §4.6)', () => {
  it('removes a synonym alone; its id points to the main name', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 110 }))
      .then((events, state) => {
        const event = deleted(events);
        expect(event.type).toBe('ScientificNameDeleted');
        expect(event.data).toMatchObject({ scientificNameId: 110, taxonDeleted: false });
        expect(state.names.has(110)).toBe(false);
        expect(state.taxa.has(11)).toBe(true);
        expect(state.successors.get('name:110')).toEqual({ kind: 'name', id: 110, reason: 'Deleted', successorIds: [11] });
        expect(event.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [110, 'Delete'],
          [11, 'Delete'],
        ]);
        expect(event.data.history![1]!.dataBefore).toEqual([
          expect.objectContaining({ scientificNameId: 110, scientificName: 'Thalarctos maritimus (Phipps, 1774)' }),
        ]);
      }));

  it('removes a synonym even when its taxon has children', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 70 }))
      .then((_, state) => expect(state.names.has(70)).toBe(false)));

  it('deletes the taxon with its last name; the ids point to the parent', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 12 }))
      .then((events, state) => {
        expect(deleted(events).data).toMatchObject({ scientificNameId: 12, taxonDeleted: true });
        expect(state.taxa.has(12)).toBe(false);
        expect(state.names.has(12)).toBe(false);
        expect(state.childrenByTaxon.get(8)).toBeUndefined();
        expect(state.successors.get('name:12')).toEqual({ kind: 'name', id: 12, reason: 'Deleted', successorIds: [8] });
        expect(state.successors.get('taxon:12')).toEqual({ kind: 'taxon', id: 12, reason: 'Deleted', successorIds: [8] });
        expect(deleted(events).data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([[12, 'Delete']]);
      }));

  it('records an override of the in-use check with its reason and the services that did not answer, in both kinds of delete', () => {
    const usageOverride = { reason: '  Kartet er nede; navnet er ikke brukt der.  ', unanswered: ['Artskart'] };
    const recorded = { usageOverride: { reason: 'Kartet er nede; navnet er ikke brukt der.', unanswered: ['Artskart'] } };
    tree()
      .when(deleteNameCommand({ scientificNameId: 110, usageOverride }))
      .then((events) => expect(deleted(events).data).toMatchObject(recorded));
    tree()
      .when(deleteNameCommand({ scientificNameId: 12, usageOverride }))
      .then((events) => expect(deleted(events).data).toMatchObject({ taxonDeleted: true, ...recorded }));
    tree()
      .when(deleteNameCommand({ scientificNameId: 12 }))
      .then((events) => expect(deleted(events).data).not.toHaveProperty('usageOverride'));
  });

  it('refuses an override without a written reason', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 110, usageOverride: { reason: ' ok  ', unanswered: ['Artskart'] } }))
      .thenThrows('USAGE_OVERRIDE_REASON_REQUIRED'));

  it('needs an explicit confirmation to delete a main name whose taxon has other names', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 11 }))
      .thenThrows('DELETE_TAXON_CONFIRMATION_REQUIRED'));

  it('with the confirmation, deletes all names, the vernacular names and the taxon', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 11, deleteTaxon: true }))
      .then((events, state) => {
        const event = deleted(events);
        expect(event.data.taxonDeleted).toBe(true);
        expect(state.names.has(11) || state.names.has(110) || state.taxa.has(11)).toBe(false);
        expect(event.data.effects.names.map((c) => c.before!.id)).toEqual([11, 110]);
        expect(event.data.effects.successors!.map((s) => `${s.kind}:${s.id}>${s.successorIds.join(',')}`)).toEqual([
          'name:11>6',
          'name:110>6',
          'taxon:11>6',
        ]);
        expect(event.data.history!.map((h) => h.scientificNameId)).toEqual([11, 110]);
        expect(event.data.history![0]!.dataBefore[0]).toMatchObject({ vernacularNames: ['isbjørn (nb)', 'kvitbjørn (nb)', 'isbjørn (nn)'] });
      }));

  it('refuses a name with children', () => {
    tree()
      .when(deleteNameCommand({ scientificNameId: 6 }))
      .thenThrows('TAXON_HAS_CHILDREN');
    tree()
      .when(deleteNameCommand({ scientificNameId: 7, deleteTaxon: true }))
      .thenThrows('TAXON_HAS_CHILDREN');
  });
  it('refuses a built-in sphere and an unknown name', () => {
    tree()
      .when(deleteNameCommand({ scientificNameId: -2 }))
      .thenThrows('DELETE_BUILT_IN');
    tree()
      .when(deleteNameCommand({ scientificNameId: 4242 }))
      .thenThrows('SCIENTIFIC_NAME_NOT_FOUND');
  });
});
