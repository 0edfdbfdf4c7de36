import { describe, expect, it } from '@jest/globals';
import { editNameCommand, editTransferTree, importEditTransferTree } from '../testing/edit-transfer-fixtures.js';
import { addTaxonCommand, importCommand } from '../testing/fixtures.js';
import { given } from '../testing/given-when-then.js';
import { importBears, rearrangeCommand } from '../testing/operation-fixtures.js';
import type { NameAttribute } from '../taxonomy/statuses.js';
import { withLegacyAttributesKept } from './legacy-attributes.js';

const TEXT = 'Flagget «Navn kun til bruk i samling» finnes bare på eldre navn og kan ikke settes.';
/** The edit-transfer tree with the synonym 70 (Ursus horribilis) carrying the legacy flag, as an old register's name. */
const legacyTree = () =>
  given([
    importEditTransferTree(
      editTransferTree().map((t) =>
        t.key === '7' ? { ...t, synonyms: [{ ...t.synonyms[0]!, attributes: ['CollectionOnly'] as NameAttribute[] }] } : t,
      ),
    ),
  ]);

describe('The legacy flag "name only for use in collection" (spec 1 §1, spec 2 §1)', () => {
  it('is refused on a new taxon, with the Norwegian text', () =>
    given([importCommand()])
      .when(
        addTaxonCommand({
          parentScientificNameId: 6,
          rank: 'Species',
          scientificName: 'maritimus',
          author: 'Phipps, 1774',
          attributes: ['CollectionOnly'],
        }),
      )
      .thenThrows('LEGACY_ATTRIBUTE_NOT_SETTABLE', TEXT));

  it('is refused on a new synonym', () =>
    given([importCommand()])
      .when(
        addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896', attributes: ['Hybrid', 'CollectionOnly'] }),
      )
      .thenThrows('LEGACY_ATTRIBUTE_NOT_SETTABLE'));

  it('is refused when an edit tries to put it on a name that does not have it', () =>
    given([importEditTransferTree()])
      .when(editNameCommand({ scientificNameId: 70, attributes: ['CollectionOnly'] }))
      .thenThrows('LEGACY_ATTRIBUTE_NOT_SETTABLE'));

  it('is refused when a status change tries to put it on a name', () =>
    given([importBears()])
      .when(
        rearrangeCommand({
          oldTaxonId: 7,
          scientificNames: [
            { nameId: 7, taxonomicStatus: 'Accepted' },
            { nameId: 70, taxonomicStatus: 'Synonym', attributes: ['CollectionOnly'] },
          ],
        }),
      )
      .thenThrows('LEGACY_ATTRIBUTE_NOT_SETTABLE'));

  it('stays on a legacy name when an edit sends attributes without it', () =>
    legacyTree()
      .when(editNameCommand({ scientificNameId: 70, attributes: ['Hybrid'] }))
      .then((_, state) => expect(state.names.get(70)!.attributes).toEqual(['Hybrid', 'CollectionOnly'])));

  it('stays on a legacy name when an edit repeats it', () =>
    legacyTree()
      .when(editNameCommand({ scientificNameId: 70, attributes: ['CollectionOnly', 'Hybrid'] }))
      .then((_, state) => expect(state.names.get(70)!.attributes).toEqual(['Hybrid', 'CollectionOnly'])));

  it('is kept from the stored attributes, and only it: the other stored attributes are what the request says', () => {
    expect(withLegacyAttributesKept(['NomenDubium'], ['Hybrid', 'CollectionOnly'])).toEqual(['NomenDubium', 'CollectionOnly']);
    expect(withLegacyAttributesKept([], ['Hybrid'])).toEqual([]);
    expect(withLegacyAttributesKept(['Hybrid'])).toEqual(['Hybrid']);
  });
});
