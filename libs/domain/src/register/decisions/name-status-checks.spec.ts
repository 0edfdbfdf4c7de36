import { describe, expect, it } from '@jest/globals';
import { importEditTransferTree } from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { given } from '../../testing/given-when-then.js';
import type { TaxonAdded } from '../events.js';
import { initialRegisterState } from '../state.js';
import { requireValidNameStatuses, requireValidNameStatusesIn } from './name-status-checks.js';

const tree = () => given([importEditTransferTree()]);

describe('name status checks', () => {
  it('throws the typed error of the first broken rule', () => {
    expect(() =>
      requireValidNameStatuses({ taxonomicStatus: 'Accepted', nomenclaturalStatuses: ['Misapplied'], attributes: [] }, { isFungus: false }),
    ).toThrow(
      expect.objectContaining({
        errorCode: 'NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED',
        detail: 'Statusen «feilaktig anvendt» kan bare brukes på navn som ikke er gjeldende.',
      }),
    );
    expect(() =>
      requireValidNameStatuses({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: [], attributes: ['JuniorHomonym'] }, { isFungus: false }),
    ).toThrow(
      expect.objectContaining({ errorCode: 'NOMENCLATURAL_SUBSTATUS_WITHOUT_PARENT', detail: '«yngre homonym» krever statusen «illegitim».' }),
    );
    expect(() =>
      requireValidNameStatuses({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'], attributes: ['Hybrid'] }, { isFungus: false }),
    ).not.toThrow();
  });
  it("decides the fungi rule from the taxon's kingdom", () => {
    const state = tree().state;
    const sanctioned = { taxonomicStatus: 'Accepted' as const, nomenclaturalStatuses: ['Sanctioned' as const], attributes: [] };
    expect(() => requireValidNameStatusesIn(state, 976, sanctioned)).not.toThrow();
    expect(() => requireValidNameStatusesIn(state, 6, sanctioned)).toThrow(expect.objectContaining({ errorCode: 'SANCTIONED_ONLY_FOR_FUNGI' }));
    expect(() => requireValidNameStatusesIn(initialRegisterState(), -1, sanctioned)).toThrow(
      expect.objectContaining({ errorCode: 'SANCTIONED_ONLY_FOR_FUNGI' }),
    );
  });
});

describe('AddTaxon checks nomenclatural statuses against the taxonomic status', () => {
  const species = (extra = {}) =>
    addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'spelaeus', author: 'Rosenmüller, 1794', ...extra });
  it('refuses a new accepted name that is not validly published', () =>
    tree()
      .when(species({ nomenclaturalStatus: ['NotValidlyPublished'], attributes: ['NomenNudum'] }))
      .thenThrows('ACCEPTED_NAME_ALWAYS_VALIDLY_PUBLISHED'));
  it('refuses a new accepted name marked misapplied', () =>
    tree()
      .when(species({ nomenclaturalStatus: ['Misapplied'] }))
      .thenThrows('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED'));
  it('accepts a new accepted name marked dubious (nom. dub.)', () =>
    tree()
      .when(species({ nomenclaturalStatus: ['Dubious'], attributes: ['NomenDubium'] }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.nomenclaturalStatuses).toEqual(['Dubious'])));
  it('accepts a synonym that is not validly published, and refuses the outdated view on it', () => {
    tree()
      .when(
        addTaxonCommand({
          synonymToId: 7,
          scientificName: 'Ursus nudus',
          author: 'X',
          nomenclaturalStatus: ['NotValidlyPublished'],
          attributes: ['NomenNudum'],
        }),
      )
      .then(([e]) => expect(e!.type).toBe('ScientificNameAdded'));
    tree()
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus nudus', author: 'X', nomenclaturalStatus: ['NotInUse'] }))
      .thenThrows('OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE');
  });
  it('accepts the outdated view on a not-in-use name', () =>
    tree()
      .when(addTaxonCommand({ isNotInUseToId: 7, scientificName: 'Ursus vetus', author: 'X', nomenclaturalStatus: ['NotInUse'] }))
      .then(([e]) => expect(e!.type).toBe('ScientificNameAdded')));
  it('refuses sanctioned outside fungi', () =>
    tree()
      .when(species({ nomenclaturalStatus: ['Sanctioned'] }))
      .thenThrows('SANCTIONED_ONLY_FOR_FUNGI'));
  it('refuses sensu lato with sensu stricto', () =>
    tree()
      .when(species({ attributes: ['AggColl', 'SensuLato', 'SensuStricto'] }))
      .thenThrows('SENSU_LATO_AND_STRICTO'));
});
