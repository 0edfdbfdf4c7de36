import { describe, expect, it } from '@jest/globals';
import { importEditTransferTree, withUnresolvedSubspecies } from '../../testing/edit-transfer-fixtures.js';
import { given } from '../../testing/given-when-then.js';
import { transferPreview } from './transfer-preview.js';

const tree = () => given([importEditTransferTree()]);

const ursus = {
  taxonId: 6,
  scientificNameId: 6,
  scientificName: 'Ursus',
  scientificNameAuthorship: 'Linnaeus, 1758',
  scientificNamePresentationHtml: '<i>Ursus</i>',
  taxonRank: 'Genus',
  taxonRankId: 19,
};
const helarctos = {
  taxonId: 8,
  scientificNameId: 8,
  scientificName: 'Helarctos',
  scientificNameAuthorship: 'Horsfield, 1825',
  scientificNamePresentationHtml: '<i>Helarctos</i>',
  taxonRank: 'Genus',
  taxonRankId: 19,
};

describe('transferPreview: the transfer screen as the API answers it', () => {
  it('shows a valid move of a species into another genus with the API field names', () => {
    const preview = transferPreview(tree().state, { scientificNameId: 7, newParentScientificNameId: 8 }, true);
    expect(preview).toMatchObject({
      scientificNameId: 7,
      taxonId: 7,
      name: {
        taxonId: 7,
        scientificNameId: 7,
        scientificName: 'Ursus arctos',
        scientificNameAuthorship: 'Linnaeus, 1758',
        scientificNamePresentationHtml: '<i>Ursus arctos</i>',
        taxonRank: 'Species',
        taxonRankId: 22,
      },
      oldParent: ursus,
      newParent: helarctos,
      allowedParentRanks: ['Genus', 'Subgenus', 'Section'],
      allowedParentRankIds: [19, 20, 21],
      oldHierarchy: [ursus],
      newHierarchy: [helarctos],
      invalidReasons: [],
      isValid: true,
      genusChanged: true,
      isAnimalia: true,
      authorEditor: '',
      unMovableChildren: [],
      hasPermission: true,
    });
    expect(preview.commonAncestors.map((a) => [a.scientificName, a.taxonRankId])).toEqual([
      ['Biota', 0],
      ['Animalia', 1],
      ['Chordata', 3],
      ['Mammalia', 6],
      ['Carnivora', 11],
      ['Ursidae', 15],
    ]);
    const subspecies = {
      scientificNameId: 9,
      taxonId: 9,
      taxonRank: 'Subspecies',
      oldScientificName: 'Ursus arctos arctos',
      oldPresentationName: 'Ursus arctos arctos',
      oldAuthor: 'Linnaeus, 1758',
      isMovable: true,
      newNameScientificName: 'Helarctos arctos arctos',
      newPresentationName: 'Helarctos arctos arctos',
      newAuthor: '(Linnaeus, 1758)',
      newReferences: [],
      newScientificNameId: 978,
      reinstated: false,
    };
    expect(preview.changes).toEqual([
      {
        scientificNameId: 7,
        taxonId: 7,
        taxonRank: 'Species',
        oldScientificName: 'Ursus arctos',
        oldPresentationName: 'Ursus arctos',
        oldAuthor: 'Linnaeus, 1758',
        isMovable: true,
        newNameScientificName: 'Helarctos arctos',
        newPresentationName: 'Helarctos arctos',
        newAuthor: '(Linnaeus, 1758)',
        newReferences: [],
        newScientificNameId: 977,
        reinstated: false,
      },
      subspecies,
    ]);
    // The changed children are the renamed names below the moved one.
    expect(preview.changedChildren).toEqual([subspecies]);
  });

  it('lists the invalid reasons with their error code and Norwegian text; the move is then not valid', () => {
    const preview = transferPreview(tree().state, { scientificNameId: 70, newParentScientificNameId: 4 }, false);
    expect(preview.invalidReasons).toEqual([
      { reason: 'unmovableTaxa', errorCode: 'TRANSFER_UNMOVABLE', detail: 'Dette elementet kan ikke flyttes.' },
      {
        reason: 'notAllowedRank',
        errorCode: 'TRANSFER_NOT_ALLOWED_RANK',
        detail: 'Valgt plassering er ikke tillat for denne taksonomiske rangen',
      },
    ]);
    expect(preview).toMatchObject({
      newParent: { scientificNameId: 4, taxonRank: 'Order' },
      isValid: false,
      genusChanged: false,
      hasPermission: false,
    });
    expect(preview.newHierarchy).toEqual([]);
    expect(preview.oldHierarchy.map((a) => a.scientificName)).toEqual(['Ursidae', 'Ursus']);
  });

  it('is not valid without a new parent, even with no invalid reason', () => {
    const preview = transferPreview(tree().state, { scientificNameId: 6 }, true);
    expect(preview).toMatchObject({ newParent: null, invalidReasons: [], isValid: false, oldParent: { scientificNameId: 5 } });
    expect(preview.allowedParentRankIds).toEqual([15, 16, 17, 18]);
  });

  it('answers the sphere without an old parent', () => {
    const preview = transferPreview(tree().state, { scientificNameId: -1 }, false);
    expect(preview).toMatchObject({ oldParent: null, newParent: null, isValid: false, changes: [], changedChildren: [] });
    expect(preview.invalidReasons.map((r) => r.errorCode)).toEqual(['TRANSFER_SPHERE']);
  });

  it('shows the children that cannot follow', () =>
    expect(
      transferPreview(given([importEditTransferTree(withUnresolvedSubspecies())]).state, { scientificNameId: 7, newParentScientificNameId: 8 }, true)
        .unMovableChildren,
    ).toEqual([
      {
        taxonId: 13,
        scientificNameId: 13,
        scientificName: 'Ursus arctos horribilis',
        scientificNameAuthorship: 'Ord, 1815',
        scientificNamePresentationHtml: '<i>Ursus arctos horribilis</i>',
        taxonRank: 'Subspecies',
        taxonRankId: 23,
      },
    ]));
});
