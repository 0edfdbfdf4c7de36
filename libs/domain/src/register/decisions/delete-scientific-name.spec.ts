import { describe, expect, it } from '@jest/globals';
import { deleteNameCommand, editTransferTree, importEditTransferTree } from '../../testing/edit-transfer-fixtures.js';
import { given, testMetadata } from '../../testing/given-when-then.js';
import { rearrangeCommand } from '../../testing/operation-fixtures.js';
import type { RegisterEvent, ScientificNameDeleted } from '../events.js';
import { emptyName } from '../records.js';

const tree = () => given([importEditTransferTree()]);
const deleted = (events: RegisterEvent[]) => events[0] as ScientificNameDeleted;

/** Ursus spelaeus (300) under Ursus, whose synonyms have lower ids than the main name (imported as 31, then 30). */
const withCaveBear = () =>
  given([
    importEditTransferTree([
      ...editTransferTree(),
      {
        key: '300',
        parentKey: '6',
        preferredTaxonId: 300,
        mainName: { scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794', rank: 'Species', taxonomicStatus: 'Accepted', preferredId: 300 },
        synonyms: [
          { scientificName: 'Spelaearctos spelaeus', author: '(Rosenmüller, 1794)', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 31 },
          { scientificName: 'Ursus spelaeus ladinicus', author: 'Rabeder, 1995', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 30 },
        ],
        vernacularNames: [],
      },
    ]),
  ]);

/**
 * Broken links: a name (600) whose taxon record is missing, a taxon (601) without a parent, and a taxon (602) with a
 * vernacular name but no current name (only a synonym).
 */
const brokenLinks: RegisterEvent = {
  type: 'TaxonAdded',
  data: {
    taxonId: 601,
    scientificNameId: 601,
    parentTaxonId: 9999,
    effects: {
      taxa: [
        { before: null, after: { id: 601, parentId: null, existsInNorway: null, vernacularNames: [] } },
        {
          before: null,
          after: {
            id: 602,
            parentId: 6,
            existsInNorway: null,
            vernacularNames: [{ id: 602, vernacularName: 'hulebjørn', languageIsoCode: 'nb', status: 'Recommended', reference: '', comment: '' }],
          },
        },
      ],
      names: [
        { before: null, after: emptyName({ id: 600, taxonId: 9998, scientificName: 'Orphanus', rank: 'Genus', taxonomicStatus: 'Accepted' }) },
        { before: null, after: emptyName({ id: 601, taxonId: 601, scientificName: 'Parentlessia', rank: 'Genus', taxonomicStatus: 'Accepted' }) },
        { before: null, after: emptyName({ id: 602, taxonId: 602, scientificName: 'Ursus orphanus', rank: 'Species', taxonomicStatus: 'Synonym' }) },
      ],
    },
  },
  metadata: testMetadata(),
};

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
        const item = expect.objectContaining({ scientificNameId: 110, scientificName: 'Thalarctos maritimus (Phipps, 1774)' });
        expect(event.data.history).toEqual([
          { scientificNameId: 110, changeType: 'Delete', dataBefore: [item], dataAfter: [] },
          { scientificNameId: 11, changeType: 'Delete', dataBefore: [item], dataAfter: [] },
        ]);
        expect(event.data.effects).toEqual({
          names: [{ before: tree().state.names.get(110), after: null }],
          taxa: [],
          successors: [{ kind: 'name', id: 110, reason: 'Deleted', successorIds: [11] }],
        });
      }));

  it('removes a synonym even when its taxon has children', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 70 }))
      .then((_, state) => expect(state.names.has(70)).toBe(false)));

  it('deletes the taxon with its last name; the ids point to the parent', () =>
    tree()
      .when(deleteNameCommand({ scientificNameId: 12 }))
      .then((events, state) => {
        expect(deleted(events).type).toBe('ScientificNameDeleted');
        expect(deleted(events).data).toMatchObject({ scientificNameId: 12, taxonDeleted: true });
        expect(deleted(events).data.history).toEqual([
          { scientificNameId: 12, changeType: 'Delete', dataBefore: [expect.objectContaining({ scientificNameId: 12 })], dataAfter: [] },
        ]);
        // No vernacular names on the taxon: none listed.
        expect(deleted(events).data.history![0]!.dataBefore[0]).not.toHaveProperty('vernacularNames');
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

  it('takes a reason of ten characters, not counting the spaces around it', () => {
    tree()
      .when(deleteNameCommand({ scientificNameId: 110, usageOverride: { reason: ' Kartet er ', unanswered: [] } }))
      .thenThrows('USAGE_OVERRIDE_REASON_REQUIRED');
    tree()
      .when(deleteNameCommand({ scientificNameId: 110, usageOverride: { reason: ' Kartet ned ', unanswered: [] } }))
      .then((events) => expect(deleted(events).data.usageOverride).toEqual({ reason: 'Kartet ned', unanswered: [] }));
  });

  it('lists the chosen name first, then the other names by id', () => {
    withCaveBear()
      .when(deleteNameCommand({ scientificNameId: 300, deleteTaxon: true }))
      .then((events) => {
        expect(deleted(events).data.effects.names.map((c) => c.before!.id)).toEqual([300, 30, 31]);
        expect(deleted(events).data.history!.map((h) => h.scientificNameId)).toEqual([300, 30, 31]);
      });
    // Thalarctos maritimus (110) made the current name: the taxon lists it after Ursus maritimus (11).
    given([
      importEditTransferTree(),
      rearrangeCommand({
        oldTaxonId: 11,
        scientificNames: [
          { nameId: 11, taxonomicStatus: 'Synonym' },
          { nameId: 110, taxonomicStatus: 'Accepted' },
        ],
      }),
    ])
      .when(deleteNameCommand({ scientificNameId: 110, deleteTaxon: true }))
      .then((events) => expect(deleted(events).data.effects.names.map((c) => c.before!.id)).toEqual([110, 11]));
  });

  it('refuses a name whose taxon is missing, and deletes a taxon without a parent with no successor', () => {
    given([importEditTransferTree(), brokenLinks])
      .when(deleteNameCommand({ scientificNameId: 600 }))
      .thenThrows('TAXON_NOT_FOUND');
    given([importEditTransferTree(), brokenLinks])
      .when(deleteNameCommand({ scientificNameId: 601 }))
      .then((events) =>
        expect(deleted(events).data.effects.successors).toEqual([
          { kind: 'name', id: 601, reason: 'Deleted', successorIds: [] },
          { kind: 'taxon', id: 601, reason: 'Deleted', successorIds: [] },
        ]),
      );
    // Without a current name the last name goes with its taxon; the vernacular names are listed with no name.
    given([importEditTransferTree(), brokenLinks])
      .when(deleteNameCommand({ scientificNameId: 602 }))
      .then((events) => {
        expect(deleted(events).data).toMatchObject({ scientificNameId: 602, taxonDeleted: true });
        expect(deleted(events).data.history![0]!.dataBefore[0]).not.toHaveProperty('vernacularNames');
      });
  });

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
        // The vernacular names are listed with the main name only.
        expect(event.data.history![0]!.dataBefore[1]).toMatchObject({ scientificNameId: 110 });
        expect(event.data.history![0]!.dataBefore[1]).not.toHaveProperty('vernacularNames');
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
