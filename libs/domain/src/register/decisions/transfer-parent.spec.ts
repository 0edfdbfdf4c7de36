import { describe, expect, it } from '@jest/globals';
import { importEditTransferTree, transferCommand, withUnresolvedSubspecies } from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { given, testMetadata } from '../../testing/given-when-then.js';
import type { TransferParent } from '../commands.js';
import type { RegisterEvent, SubtreeTransferred } from '../events.js';
import { emptyName } from '../records.js';
import { mainNameOf } from '../state.js';
import { planTransfer } from './transfer-parent.js';

const move = (data: TransferParent['data'], commandId?: string) => transferCommand(data, commandId);
const tree = () => given([importEditTransferTree()]);
const transferred = (events: RegisterEvent[]) => events[0] as SubtreeTransferred;
const FIRST_NEW_ID = 977; // after the highest imported id (976)

/** A taxon whose parent is missing (a broken link), for missingOldParentID and systemIssue. */
const orphans: RegisterEvent = {
  type: 'TaxonAdded',
  data: {
    taxonId: 500,
    scientificNameId: 500,
    parentTaxonId: 9999,
    effects: {
      taxa: [
        { before: null, after: { id: 500, parentId: 9999, existsInNorway: null, vernacularNames: [] } },
        { before: null, after: { id: 501, parentId: 9999, existsInNorway: null, vernacularNames: [] } },
      ],
      names: [
        { before: null, after: emptyName({ id: 500, taxonId: 500, scientificName: 'Orphanus', rank: 'Genus', taxonomicStatus: 'Accepted' }) },
        { before: null, after: emptyName({ id: 501, taxonId: 501, scientificName: 'Orphanidae', rank: 'Family', taxonomicStatus: 'Accepted' }) },
      ],
    },
  },
  metadata: testMetadata(),
};

describe('TransferParent: genus and above move with their subtree', () => {
  it('moves a genus to another family; descendants follow, names stay', () =>
    tree()
      .when(move({ scientificNameId: 8, oldParentScientificNameId: 5, newParentScientificNameId: 10 }))
      .then((events, state) => {
        const event = transferred(events);
        expect(event.type).toBe('SubtreeTransferred');
        expect(event.data).toMatchObject({ taxonId: 8, scientificNameId: 8, oldParentTaxonId: 5, newParentTaxonId: 10 });
        expect(event.data.newCombinations).toBeUndefined();
        expect(event.data.effects.names).toEqual([]);
        expect(event.data.effects.taxa).toEqual([
          { before: expect.objectContaining({ id: 8, parentId: 5 }), after: expect.objectContaining({ id: 8, parentId: 10 }) },
        ]);
        expect(state.taxa.get(8)!.parentId).toBe(10);
        expect(state.taxa.get(12)!.parentId).toBe(8);
        expect(state.names.get(12)!.scientificName).toBe('Helarctos malayanus');
        expect(event.data.history).toEqual([
          {
            scientificNameId: 8,
            changeType: 'ParentChange',
            dataBefore: [expect.objectContaining({ scientificName: 'Helarctos Horsfield, 1825', parentScientificName: 'Ursidae' })],
            dataAfter: [expect.objectContaining({ scientificName: 'Helarctos Horsfield, 1825', parentScientificName: 'Canidae' })],
          },
        ]);
      }));

  it('moves a genus whose subtree holds unresolved names (all descendants follow their parent)', () =>
    given([importEditTransferTree(withUnresolvedSubspecies())])
      .when(move({ scientificNameId: 6, newParentScientificNameId: 10 }))
      .then((_, state) => {
        expect(state.taxa.get(6)!.parentId).toBe(10);
        expect(state.taxa.get(13)!.parentId).toBe(7);
      }));

  it('moves a kingdom to the other sphere', () =>
    tree()
      .when(move({ scientificNameId: 975, newParentScientificNameId: -2 }))
      .then((_, state) => expect(state.taxa.get(975)!.parentId).toBe(-2)));
});

describe('TransferParent: a species into another genus makes a new combination', () => {
  it('makes the old name a synonym of a new accepted name, author in parentheses (zoological code)', () =>
    tree()
      .when(move({ scientificNameId: 11, oldParentScientificNameId: 6, newParentScientificNameId: 8 }))
      .then((events, state) => {
        const event = transferred(events);
        expect(event.data).toMatchObject({ taxonId: 11, scientificNameId: FIRST_NEW_ID, oldParentTaxonId: 6, newParentTaxonId: 8 });
        expect(event.data.newCombinations).toEqual([{ oldScientificNameId: 11, newScientificNameId: FIRST_NEW_ID }]);
        expect(state.names.get(FIRST_NEW_ID)).toMatchObject({
          scientificName: 'Helarctos maritimus',
          author: '(Phipps, 1774)',
          taxonomicStatus: 'Accepted',
          rank: 'Species',
          taxonId: 11,
        });
        expect(state.names.get(11)).toMatchObject({
          scientificName: 'Ursus maritimus',
          author: 'Phipps, 1774',
          taxonomicStatus: 'Synonym',
          taxonId: 11,
        });
        expect(state.names.get(110)!.taxonomicStatus).toBe('Synonym');
        expect(mainNameOf(state, 11)!.id).toBe(FIRST_NEW_ID);
        expect(state.taxa.get(11)).toMatchObject({ parentId: 8 });
        expect(state.taxa.get(11)!.vernacularNames).toHaveLength(3);
        expect(event.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [11, 'ParentChange'],
          [FIRST_NEW_ID, 'ParentChange'],
          [11, 'ValidNameChange'],
          [FIRST_NEW_ID, 'ValidNameChange'],
        ]);
        expect(event.data.history![0]!.dataAfter[0]).toMatchObject({
          scientificName: 'Helarctos maritimus (Phipps, 1774)',
          parentScientificName: 'Helarctos',
        });
        expect(event.data.history![2]!.dataAfter).toEqual([
          expect.objectContaining({ scientificNameId: FIRST_NEW_ID, taxonomicStatus: 'Accepted', parentScientificName: 'Helarctos' }),
          expect.objectContaining({ scientificNameId: 11, taxonomicStatus: 'Synonym' }),
        ]);
      }));

  it('gives infraspecific children their new combinations too', () =>
    tree()
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .then((events, state) => {
        expect(transferred(events).data.newCombinations).toEqual([
          { oldScientificNameId: 7, newScientificNameId: FIRST_NEW_ID },
          { oldScientificNameId: 9, newScientificNameId: FIRST_NEW_ID + 1 },
        ]);
        expect(state.names.get(FIRST_NEW_ID + 1)).toMatchObject({
          scientificName: 'Helarctos arctos arctos',
          author: '(Linnaeus, 1758)',
          taxonId: 9,
        });
        expect(state.names.get(9)!.taxonomicStatus).toBe('Synonym');
        expect(state.taxa.get(9)!.parentId).toBe(7);
        const childEntry = transferred(events).data.history!.find((h) => h.scientificNameId === 9)!;
        expect(childEntry.dataAfter[0]).toMatchObject({ parentScientificName: 'Helarctos arctos' });
      }));

  it('writes a botanical combination as (basionym author) author editor, keeping an existing basionym author', () =>
    tree()
      .when(move({ scientificNameId: 106, newParentScientificNameId: 108, authorEditor: 'Testesen' }))
      .then((_, state) => {
        expect(state.names.get(FIRST_NEW_ID)).toMatchObject({ scientificName: 'Betula lapponum', author: '(L.) Testesen' });
        expect(state.names.get(FIRST_NEW_ID + 1)).toMatchObject({
          scientificName: 'Betula lapponum subsp. daphneola',
          author: '(Schleich.) Testesen',
        });
      }));

  it('asks for an author editor outside the animal kingdom', () =>
    tree()
      .when(move({ scientificNameId: 106, newParentScientificNameId: 108 }))
      .thenThrows('TRANSFER_AUTHOR_EDITOR_REQUIRED'));

  it("takes the caller's own new name, author and references", () =>
    tree()
      .when(
        move({
          scientificNameId: 11,
          newParentScientificNameId: 8,
          newNames: [
            {
              scientificNameId: 11,
              newScientificName: 'Helarctos maritima',
              newAuthor: '(Phipps 1774)',
              newReferences: [{ referenceTypeId: 'Doi', reference: '10.1/x' }],
            },
          ],
        }),
      )
      .then((_, state) =>
        expect(state.names.get(FIRST_NEW_ID)).toMatchObject({
          scientificName: 'Helarctos maritima',
          author: '(Phipps 1774)',
          references: [{ referenceTypeId: 'Doi', reference: '10.1/x' }],
        }),
      ));

  it('refuses a new name for a name that is not renamed, and a new name outside the target genus', () => {
    tree()
      .when(move({ scientificNameId: 11, newParentScientificNameId: 8, newNames: [{ scientificNameId: 7, newScientificName: 'Helarctos arctos' }] }))
      .thenThrows('TRANSFER_NEW_NAME_UNKNOWN');
    tree()
      .when(move({ scientificNameId: 11, newParentScientificNameId: 8, newNames: [{ scientificNameId: 11, newScientificName: 'Ursus maritima' }] }))
      .thenThrows('TRANSFER_NEW_NAME_INVALID');
  });

  it('refuses a homonym in the target genus', () =>
    given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'malayanus', author: 'Test, 2020' }),
    ])
      .when(move({ scientificNameId: 12, newParentScientificNameId: 6 }))
      .thenThrows('TRANSFER_HOMONYM'));

  it('refuses a new combination that exists as a synonym elsewhere', () =>
    given([importEditTransferTree(), addTaxonCommand({ synonymToId: 12, scientificName: 'Helarctos arctos', author: 'Test, 2020' })])
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .thenThrows('TRANSFER_HOMONYM'));

  it('reinstates a synonym of the same taxon that already has the new combination', () =>
    given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Thalarctos', author: 'Gray, 1825' }),
    ])
      .when(move({ scientificNameId: 11, newParentScientificNameId: FIRST_NEW_ID }))
      .then((events, state) => {
        expect(transferred(events).data.newCombinations).toEqual([{ oldScientificNameId: 11, newScientificNameId: 110 }]);
        expect(state.names.get(110)).toMatchObject({ scientificName: 'Thalarctos maritimus', author: '(Phipps, 1774)', taxonomicStatus: 'Accepted' });
        expect(state.names.get(11)!.taxonomicStatus).toBe('Synonym');
        expect(state.nextNameId).toBe(FIRST_NEW_ID + 1);
      }));

  it('moves a species back to its original genus by reinstating the original name', () =>
    given([importEditTransferTree(), move({ scientificNameId: 11, newParentScientificNameId: 8 }, 'there')])
      .when(move({ scientificNameId: FIRST_NEW_ID, oldParentScientificNameId: 8, newParentScientificNameId: 6 }, 'back'))
      .then((_, state) => {
        expect(mainNameOf(state, 11)).toMatchObject({ id: 11, scientificName: 'Ursus maritimus', author: 'Phipps, 1774' });
        expect(state.names.get(FIRST_NEW_ID)!.taxonomicStatus).toBe('Synonym');
        expect(state.taxa.get(11)!.parentId).toBe(6);
      }));

  it('moves a species into a subgenus of its own genus without renaming it', () =>
    given([importEditTransferTree(), addTaxonCommand({ parentScientificNameId: 6, rank: 'Subgenus', scientificName: 'Thalarctos' })])
      .when(move({ scientificNameId: 11, newParentScientificNameId: FIRST_NEW_ID }))
      .then((events, state) => {
        expect(state.names.get(FIRST_NEW_ID)!.scientificName).toBe('Ursus (Thalarctos)');
        expect(transferred(events).data.newCombinations).toBeUndefined();
        expect(state.names.get(11)).toMatchObject({ scientificName: 'Ursus maritimus', taxonomicStatus: 'Accepted' });
        expect(state.taxa.get(11)!.parentId).toBe(FIRST_NEW_ID);
      }));

  it('refuses to move a subgenus to another genus (subgenus names are not renamed)', () =>
    given([importEditTransferTree(), addTaxonCommand({ parentScientificNameId: 6, rank: 'Subgenus', scientificName: 'Thalarctos' })])
      .when(move({ scientificNameId: FIRST_NEW_ID, newParentScientificNameId: 8 }))
      .thenThrows('TRANSFER_SUBGENUS_ACROSS_GENERA'));

  it('refuses when an infraspecific child is not accepted', () =>
    given([importEditTransferTree(withUnresolvedSubspecies())])
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .thenThrows('TRANSFER_UNMOVABLE_CHILDREN'));
});

describe('TransferParent: invalid reasons (spec 2 §5)', () => {
  it('sphere', () =>
    tree()
      .when(move({ scientificNameId: -1, newParentScientificNameId: -2 }))
      .thenThrows('TRANSFER_SPHERE'));
  it('unmovableTaxa: a synonym, or a main name that is not accepted', () => {
    tree()
      .when(move({ scientificNameId: 70, newParentScientificNameId: 8 }))
      .thenThrows('TRANSFER_UNMOVABLE');
    given([importEditTransferTree(withUnresolvedSubspecies())])
      .when(move({ scientificNameId: 13, newParentScientificNameId: 11 }))
      .thenThrows('TRANSFER_UNMOVABLE');
  });
  it('missingOldParentID', () =>
    given([importEditTransferTree(), orphans])
      .when(move({ scientificNameId: 500, newParentScientificNameId: 5 }))
      .thenThrows('TRANSFER_MISSING_OLD_PARENT'));
  it('a stale old parent is a conflict', () =>
    tree()
      .when(move({ scientificNameId: 8, oldParentScientificNameId: 10, newParentScientificNameId: 10 }))
      .thenThrows('TRANSFER_STALE_OLD_PARENT'));
  it('isSelf: the new parent is the old parent', () =>
    tree()
      .when(move({ scientificNameId: 8, newParentScientificNameId: 5 }))
      .thenThrows('TRANSFER_IS_SELF'));
  it('childOfSelf: the name itself or a descendant', () => {
    tree()
      .when(move({ scientificNameId: 6, newParentScientificNameId: 6 }))
      .thenThrows('TRANSFER_CHILD_OF_SELF');
    tree()
      .when(move({ scientificNameId: 5, newParentScientificNameId: 7 }))
      .thenThrows('TRANSFER_CHILD_OF_SELF');
  });
  it('notAllowedRank', () => {
    tree()
      .when(move({ scientificNameId: 8, newParentScientificNameId: 4 }))
      .thenThrows('TRANSFER_NOT_ALLOWED_RANK');
    tree()
      .when(move({ scientificNameId: 9, newParentScientificNameId: 8 }))
      .thenThrows('TRANSFER_NOT_ALLOWED_RANK');
  });
  it('systemIssue: the new parent is not part of a complete hierarchy', () =>
    given([importEditTransferTree(), orphans])
      .when(move({ scientificNameId: 8, newParentScientificNameId: 501 }))
      .thenThrows('TRANSFER_SYSTEM_ISSUE'));
  it('refuses unknown ids', () => {
    tree()
      .when(move({ scientificNameId: 4242, newParentScientificNameId: 5 }))
      .thenThrows('SCIENTIFIC_NAME_NOT_FOUND');
    tree()
      .when(move({ scientificNameId: 8, newParentScientificNameId: 4242 }))
      .thenThrows('SCIENTIFIC_NAME_NOT_FOUND');
  });
});

describe('planTransfer: the preview', () => {
  it('shows the common and differing hierarchy, the allowed ranks and the proposed names', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 7, newParentScientificNameId: 8 });
    expect(plan.invalidReasons).toEqual([]);
    expect(plan.commonAncestors.map((a) => a.scientificName)).toEqual(['Biota', 'Animalia', 'Chordata', 'Mammalia', 'Carnivora', 'Ursidae']);
    expect(plan.oldHierarchy.map((a) => a.scientificName)).toEqual(['Ursus']);
    expect(plan.newHierarchy.map((a) => a.scientificName)).toEqual(['Helarctos']);
    expect(plan.allowedParentRanks).toEqual(['Genus', 'Subgenus', 'Section']);
    expect(plan).toMatchObject({ genusChanged: true, isAnimalia: true, oldParent: { scientificNameId: 6 }, newParent: { scientificNameId: 8 } });
    expect(plan.changes.map((c) => [c.scientificNameId, c.newNameScientificName, c.newAuthor, c.isMovable])).toEqual([
      [7, 'Helarctos arctos', '(Linnaeus, 1758)', true],
      [9, 'Helarctos arctos arctos', '(Linnaeus, 1758)', true],
    ]);
  });
  it('answers the chosen name alone with its reasons and allowed parent ranks', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 6 });
    expect(plan).toMatchObject({ newParent: null, invalidReasons: [], allowedParentRanks: ['Family', 'Subfamily', 'Tribe', 'Subtribe'] });
    expect(plan.oldHierarchy.map((a) => a.scientificName)).toEqual(['Biota', 'Animalia', 'Chordata', 'Mammalia', 'Carnivora', 'Ursidae']);
  });
  it('lists every invalid reason', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 70, newParentScientificNameId: 4 });
    expect(plan.invalidReasons.map((r) => [r.reason, r.error.errorCode])).toEqual([
      ['unmovableTaxa', 'TRANSFER_UNMOVABLE'],
      ['notAllowedRank', 'TRANSFER_NOT_ALLOWED_RANK'],
    ]);
    expect(planTransfer(tree().state, { scientificNameId: 106, newParentScientificNameId: 108 }).invalidReasons.map((r) => r.reason)).toEqual([
      'authorEditorRequired',
    ]);
    expect(
      planTransfer(given([importEditTransferTree(withUnresolvedSubspecies())]).state, { scientificNameId: 7, newParentScientificNameId: 8 })
        .unMovableChildren,
    ).toEqual([expect.objectContaining({ scientificNameId: 13, scientificName: 'Ursus arctos horribilis' })]);
  });
});
