import { describe, expect, it } from '@jest/globals';
import {
  editNameCommand,
  editTransferTree,
  importEditTransferTree,
  transferCommand,
  withUnresolvedSubspecies,
} from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { given, testMetadata } from '../../testing/given-when-then.js';
import type { ImportedTaxon, TransferParent } from '../commands.js';
import type { RegisterEvent, SubtreeTransferred } from '../events.js';
import type { Rank } from '../../taxonomy/ranks.js';
import { emptyName } from '../records.js';
import { mainNameOf } from '../state.js';
import { planTransfer, type TransferPlanInput } from './transfer-parent.js';

const move = (data: TransferParent['data'], commandId?: string) => transferCommand(data, commandId);
const tree = () => given([importEditTransferTree()]);
const transferred = (events: RegisterEvent[]) => events[0] as SubtreeTransferred;
const FIRST_NEW_ID = 977; // after the highest imported id (976)

/** One more imported taxon for the tree (accepted main name, preferred ids = key). */
const extra = (
  key: string,
  parentKey: string,
  rank: Rank,
  scientificName: string,
  author: string,
  more: Partial<ImportedTaxon> = {},
): ImportedTaxon => ({
  key,
  parentKey,
  preferredTaxonId: Number(key),
  mainName: { scientificName, author, rank, taxonomicStatus: 'Accepted', preferredId: Number(key) },
  synonyms: [],
  vernacularNames: [],
  ...more,
});
const treeWith = (...taxa: ImportedTaxon[]) => given([importEditTransferTree([...editTransferTree(), ...taxa])]);
const reasonsOf = (history: Parameters<typeof given>[0], input: TransferPlanInput) =>
  planTransfer(given(history).state, input).invalidReasons.map((r) => [r.reason, r.error.errorCode]);

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

describe('TransferParent: each invalid reason alone, with its error', () => {
  const unresolved = [importEditTransferTree(withUnresolvedSubspecies())];
  it.each<[string, Parameters<typeof given>[0], TransferPlanInput, [string, string][]]>([
    [
      'a sphere (which has no parent, and no rank to be placed under)',
      [importEditTransferTree()],
      { scientificNameId: -1, newParentScientificNameId: -2 },
      [
        ['sphere', 'TRANSFER_SPHERE'],
        ['notAllowedRank', 'TRANSFER_NOT_ALLOWED_RANK'],
      ],
    ],
    ['a synonym', [importEditTransferTree()], { scientificNameId: 70, newParentScientificNameId: 8 }, [['unmovableTaxa', 'TRANSFER_UNMOVABLE']]],
    ['an unresolved main name', unresolved, { scientificNameId: 13, newParentScientificNameId: 11 }, [['unmovableTaxa', 'TRANSFER_UNMOVABLE']]],
    [
      'a taxon whose parent is missing',
      [importEditTransferTree(), orphans],
      { scientificNameId: 500, newParentScientificNameId: 5 },
      [['missingOldParentID', 'TRANSFER_MISSING_OLD_PARENT']],
    ],
    [
      'an old parent that is not the parent any more',
      [importEditTransferTree()],
      { scientificNameId: 8, oldParentScientificNameId: 10, newParentScientificNameId: 10 },
      [['staleOldParent', 'TRANSFER_STALE_OLD_PARENT']],
    ],
    ['the same parent', [importEditTransferTree()], { scientificNameId: 8, newParentScientificNameId: 5 }, [['isSelf', 'TRANSFER_IS_SELF']]],
    [
      'itself as parent',
      [importEditTransferTree()],
      { scientificNameId: 6, newParentScientificNameId: 6 },
      [['childOfSelf', 'TRANSFER_CHILD_OF_SELF']],
    ],
    [
      'a descendant as parent',
      [importEditTransferTree()],
      { scientificNameId: 5, newParentScientificNameId: 7 },
      [['childOfSelf', 'TRANSFER_CHILD_OF_SELF']],
    ],
    [
      'a parent of a wrong rank',
      [importEditTransferTree()],
      { scientificNameId: 8, newParentScientificNameId: 4 },
      [['notAllowedRank', 'TRANSFER_NOT_ALLOWED_RANK']],
    ],
    [
      'a parent outside a complete hierarchy',
      [importEditTransferTree(), orphans],
      { scientificNameId: 8, newParentScientificNameId: 501 },
      [['systemIssue', 'TRANSFER_SYSTEM_ISSUE']],
    ],
    [
      'a child that is not accepted',
      unresolved,
      { scientificNameId: 7, newParentScientificNameId: 8 },
      [['unmovableChildren', 'TRANSFER_UNMOVABLE_CHILDREN']],
    ],
    [
      'a botanical name without an author editor (asked once for the species and its subspecies)',
      [importEditTransferTree()],
      { scientificNameId: 106, newParentScientificNameId: 108 },
      [['authorEditorRequired', 'TRANSFER_AUTHOR_EDITOR_REQUIRED']],
    ],
    [
      'a new name for a name that is not renamed',
      [importEditTransferTree()],
      { scientificNameId: 11, newParentScientificNameId: 8, newNames: [{ scientificNameId: 7, newScientificName: 'Helarctos arctos' }] },
      [['newNameUnknown', 'TRANSFER_NEW_NAME_UNKNOWN']],
    ],
    [
      'a new name of a child outside the target genus',
      [importEditTransferTree()],
      { scientificNameId: 7, newParentScientificNameId: 8, newNames: [{ scientificNameId: 9, newScientificName: 'Ursus arctos arctos' }] },
      [['newNameInvalid', 'TRANSFER_NEW_NAME_INVALID']],
    ],
    [
      'a reference of a new name with an invisible character',
      [importEditTransferTree()],
      {
        scientificNameId: 11,
        newParentScientificNameId: 8,
        newNames: [{ scientificNameId: 11, newReferences: [{ referenceTypeId: 'Citation', reference: 'Phipps\u200B 1774' }] }],
      },
      [['newNameInvalid', 'TEXT_INVALID_CHARACTER']],
    ],
  ])('%s', (_, history, input, reasons) => expect(reasonsOf(history, input)).toEqual(reasons));

  it('names the children that are not accepted, and everything below them', () =>
    given([
      importEditTransferTree([
        ...withUnresolvedSubspecies(),
        extra('14', '7', 'Subspecies', 'Ursus arctos isabellinus', 'Horsfield, 1826', {
          mainName: { scientificName: 'Ursus arctos isabellinus', author: 'Horsfield, 1826', rank: 'Subspecies', taxonomicStatus: 'Unresolved' },
        }),
        extra('15', '13', 'Variety', 'Ursus arctos horribilis alpinus', 'Test, 2020'),
      ]),
    ])
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .thenThrows(
        'TRANSFER_UNMOVABLE_CHILDREN',
        'Elementet kan ikke flyttes: underelementene Ursus arctos horribilis, Ursus arctos isabellinus, Ursus arctos horribilis alpinus er ikke gjeldende og kan ikke få nytt navn.',
      ));

  it('names the target genus a new name must begin with', () =>
    tree()
      .when(move({ scientificNameId: 11, newParentScientificNameId: 8, newNames: [{ scientificNameId: 11, newScientificName: 'Ursus maritima' }] }))
      .thenThrows('TRANSFER_NEW_NAME_INVALID', 'Det nye navnet må begynne med Helarctos.'));

  it('asks for an author when a species without one gets a new combination in the animal kingdom', () => {
    const history = [importEditTransferTree([...editTransferTree(), extra('14', '6', 'Species', 'Ursus nudus', '')])];
    expect(reasonsOf(history, { scientificNameId: 14, newParentScientificNameId: 8 })).toEqual([['authorRequired', 'AUTHOR_REQUIRED']]);
    given(history)
      .when(move({ scientificNameId: 14, newParentScientificNameId: 8 }))
      .thenThrows('AUTHOR_REQUIRED');
  });

  it('refuses a homonym with its name and id, once however many there are', () => {
    const history = [
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'malayanus', author: 'Test, 2020' }),
      addTaxonCommand({ synonymToId: 11, scientificName: 'Ursus malayanus', author: 'Other, 2021' }, 'add-2'),
    ];
    expect(reasonsOf(history, { scientificNameId: 12, newParentScientificNameId: 6 })).toEqual([['homonym', 'TRANSFER_HOMONYM']]);
    given(history)
      .when(move({ scientificNameId: 12, newParentScientificNameId: 6 }))
      .thenThrows(
        'TRANSFER_HOMONYM',
        `Navnet Ursus malayanus finnes allerede (vitenskapelig navne-id ${FIRST_NEW_ID}). Den nye kombinasjonen ville blitt et homonym.`,
      );
  });

  it('allows a new combination that a name inside the moved subtree already has', () =>
    given([importEditTransferTree(), addTaxonCommand({ synonymToId: 9, scientificName: 'Helarctos arctos', author: 'Test, 2020' })])
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .then((_, state) => expect(mainNameOf(state, 7)!.scientificName).toBe('Helarctos arctos')));

  it('checks the old parent only when one is given', () =>
    tree()
      .when(move({ scientificNameId: 8, oldParentScientificNameId: null, newParentScientificNameId: 10 }))
      .then((_, state) => expect(state.taxa.get(8)!.parentId).toBe(10)));

  it('refuses an author editor with a line break, naming the field', () =>
    tree()
      .when(move({ scientificNameId: 106, newParentScientificNameId: 108, authorEditor: 'Test\tesen' }))
      .thenThrows(
        'TEXT_INVALID_CHARACTER',
        'Autor inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
      ));
});

describe('TransferParent: the new combinations of descendants', () => {
  it('renames varieties and forms written under the species rather than under their subspecies, keeping the hybrid sign', () =>
    treeWith(
      extra('121', '107', 'Form', '×Salix lapponum f. hybrida', 'Test'),
      extra('120', '107', 'Variety', 'Salix lapponum var. alpina', 'Andersson'),
    )
      .when(move({ scientificNameId: 106, newParentScientificNameId: 108, authorEditor: 'Testesen' }))
      .then((events, state) => {
        expect(transferred(events).data.newCombinations).toEqual([
          { oldScientificNameId: 106, newScientificNameId: FIRST_NEW_ID },
          { oldScientificNameId: 107, newScientificNameId: FIRST_NEW_ID + 1 },
          { oldScientificNameId: 120, newScientificNameId: FIRST_NEW_ID + 2 },
          { oldScientificNameId: 121, newScientificNameId: FIRST_NEW_ID + 3 },
        ]);
        expect([0, 1, 2, 3].map((i) => [state.names.get(FIRST_NEW_ID + i)!.scientificName, state.names.get(FIRST_NEW_ID + i)!.author])).toEqual([
          ['Betula lapponum', '(L.) Testesen'],
          ['Betula lapponum subsp. daphneola', '(Schleich.) Testesen'],
          ['Betula lapponum var. alpina', '(Andersson) Testesen'],
          ['×Betula lapponum f. hybrida', '(Test) Testesen'],
        ]);
        const entry = transferred(events).data.history!.find((h) => h.scientificNameId === 120)!;
        expect(entry.dataAfter.map((i) => i.parentScientificName)).toEqual(['Betula lapponum subsp. daphneola', 'Betula lapponum subsp. daphneola']);
      }));

  it("takes a child's own new name", () =>
    tree()
      .when(
        move({
          scientificNameId: 7,
          newParentScientificNameId: 8,
          newNames: [{ scientificNameId: 9, newScientificName: 'Helarctos arctos beringianus' }],
        }),
      )
      .then((_, state) => expect(state.names.get(FIRST_NEW_ID + 1)!.scientificName).toBe('Helarctos arctos beringianus')));

  it('gives a hybrid its sign, and the new name no statuses, comment or references of the old, keeping the species complex', () =>
    given([
      importEditTransferTree([
        ...editTransferTree(),
        extra('14', '6', 'Species', 'Ursus mixtus', 'Test, 2020', {
          mainName: {
            scientificName: 'Ursus mixtus',
            author: 'Test, 2020',
            rank: 'Species',
            taxonomicStatus: 'Accepted',
            preferredId: 14,
            attributes: ['Hybrid', 'NomenConservandum'],
            nomenclaturalStatuses: ['Conserved'],
            references: [{ referenceTypeId: 'Citation', reference: 'Test 2020' }],
            comment: 'gammel',
          },
        }),
      ]),
      editNameCommand({ scientificNameId: 14, speciesComplex: 'mixtus-gruppen' }),
    ])
      .when(move({ scientificNameId: 14, newParentScientificNameId: 8 }))
      .then((_, state) =>
        expect(state.names.get(FIRST_NEW_ID)).toEqual({
          id: FIRST_NEW_ID,
          taxonId: 14,
          scientificName: 'Helarctos ×mixtus',
          author: '(Test, 2020)',
          rank: 'Species',
          taxonomicStatus: 'Accepted',
          nomenclaturalStatuses: [],
          attributes: ['Hybrid'],
          references: [],
          comment: '',
          speciesComplex: 'mixtus-gruppen',
        }),
      ));

  it('reinstates a synonym with its own author and references, without the statuses an accepted name may not have', () =>
    given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Thalarctos', author: 'Gray, 1825' }),
      editNameCommand({
        scientificNameId: 110,
        author: '(Phipps 1774)',
        references: [{ referenceTypeId: 'Citation', reference: 'Gray 1825' }],
        nomenclaturalStatus: ['Illegitimate'],
      }),
    ])
      .when(move({ scientificNameId: 11, newParentScientificNameId: FIRST_NEW_ID }))
      .then((events, state) => {
        expect(state.names.get(110)).toMatchObject({
          scientificName: 'Thalarctos maritimus',
          author: '(Phipps 1774)',
          references: [{ referenceTypeId: 'Citation', reference: 'Gray 1825' }],
          nomenclaturalStatuses: [],
          taxonomicStatus: 'Accepted',
          rank: 'Species',
        });
        expect(transferred(events).data.scientificNameId).toBe(110);
      }));

  it('records the old name as a synonym under the new parent in the history', () =>
    tree()
      .when(move({ scientificNameId: 7, newParentScientificNameId: 8 }))
      .then((events) => {
        const history = transferred(events).data.history!;
        expect(history.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [7, 'ParentChange'],
          [FIRST_NEW_ID, 'ParentChange'],
          [7, 'ValidNameChange'],
          [FIRST_NEW_ID, 'ValidNameChange'],
          [9, 'ValidNameChange'],
          [FIRST_NEW_ID + 1, 'ValidNameChange'],
        ]);
        expect(history[2]!.dataBefore).toEqual([expect.objectContaining({ scientificNameId: 7, taxonomicStatus: 'Accepted' })]);
        expect(history[2]!.dataAfter[1]).toMatchObject({ scientificNameId: 7, taxonomicStatus: 'Synonym', parentScientificName: 'Helarctos' });
        expect(history[4]!.dataAfter.map((i) => [i.scientificNameId, i.taxonomicStatus, i.parentScientificName])).toEqual([
          [FIRST_NEW_ID + 1, 'Accepted', 'Helarctos arctos'],
          [9, 'Synonym', 'Helarctos arctos'],
        ]);
        expect(history[5]).toEqual({ ...history[4], scientificNameId: FIRST_NEW_ID + 1 });
      }));
});

describe('planTransfer: the whole plan', () => {
  it('without a new parent: the place it has, nothing else', () =>
    expect(planTransfer(tree().state, { scientificNameId: 106, authorEditor: ' Testesen ' })).toEqual({
      taxonId: 106,
      name: { taxonId: 106, scientificNameId: 106, scientificName: 'Salix lapponum', author: 'L.', rank: 'Species' },
      oldParent: { taxonId: 105, scientificNameId: 105, scientificName: 'Salix', author: 'L.', rank: 'Genus' },
      allowedParentRanks: ['Genus', 'Subgenus', 'Section'],
      authorEditor: 'Testesen',
      newParent: null,
      commonAncestors: [],
      oldHierarchy: ['Biota', 'Plantae', 'Tracheophyta', 'Magnoliopsida', 'Malpighiales', 'Salicaceae', 'Salix'].map((n) =>
        expect.objectContaining({ scientificName: n }),
      ),
      newHierarchy: [],
      genusChanged: false,
      isAnimalia: false,
      changes: [],
      unMovableChildren: [],
      invalidReasons: [],
    }));

  it('a plain move: the records of the move and no renames', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 8, newParentScientificNameId: 10 });
    expect(plan).toMatchObject({ genusChanged: false, isAnimalia: true, changes: [], unMovableChildren: [], invalidReasons: [] });
    expect(plan.effects).toEqual({
      names: [],
      taxa: [{ before: expect.objectContaining({ id: 8, parentId: 5 }), after: expect.objectContaining({ id: 8, parentId: 10 }) }],
    });
    expect(plan.commonAncestors.map((a) => a.scientificName)).toEqual(['Biota', 'Animalia', 'Chordata', 'Mammalia', 'Carnivora']);
    expect(plan.oldHierarchy.map((a) => a.scientificName)).toEqual(['Ursidae']);
    expect(plan.newHierarchy.map((a) => a.scientificName)).toEqual(['Canidae']);
  });

  it('an invalid plan has no records', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 8, newParentScientificNameId: 5 });
    expect(plan.effects).toBeUndefined();
    expect(plan).toMatchObject({ genusChanged: false, changes: [], unMovableChildren: [] });
    const renaming = planTransfer(tree().state, { scientificNameId: 106, newParentScientificNameId: 108 });
    expect(renaming.effects).toBeUndefined();
    expect(renaming.changes).toHaveLength(2);
  });

  it('a new parent outside a complete hierarchy is shown as it is', () =>
    expect(planTransfer(given([importEditTransferTree(), orphans]).state, { scientificNameId: 8, newParentScientificNameId: 501 })).toMatchObject({
      newParent: { taxonId: 501, scientificNameId: 501, scientificName: 'Orphanidae', rank: 'Family' },
      newHierarchy: [],
      genusChanged: false,
    }));

  it('each new combination in full', () => {
    const plan = planTransfer(tree().state, { scientificNameId: 106, newParentScientificNameId: 108, authorEditor: 'Testesen' });
    expect(plan.changes[1]).toEqual({
      scientificNameId: 107,
      taxonId: 107,
      rank: 'Subspecies',
      oldScientificName: 'Salix lapponum subsp. daphneola',
      oldPresentationName: 'Salix lapponum subsp. daphneola',
      oldAuthor: '(Schleich.) Nyman',
      isMovable: true,
      newNameScientificName: 'Betula lapponum subsp. daphneola',
      newPresentationName: 'Betula lapponum subsp. daphneola',
      newAuthor: '(Schleich.) Testesen',
      newReferences: [],
      newScientificNameId: FIRST_NEW_ID + 1,
      reinstated: false,
    });
    expect(plan.effects!.names.map((c) => [c.before?.id ?? null, c.after!.id, c.after!.taxonomicStatus])).toEqual([
      [106, 106, 'Synonym'],
      [null, FIRST_NEW_ID, 'Accepted'],
      [107, 107, 'Synonym'],
      [null, FIRST_NEW_ID + 1, 'Accepted'],
    ]);
    expect(plan.effects!.taxa).toEqual([
      { before: expect.objectContaining({ id: 106, parentId: 105 }), after: expect.objectContaining({ id: 106, parentId: 108 }) },
    ]);
  });
});

describe('planTransfer: more cases', () => {
  it("makes the children follow the caller's new name of the moved species", () =>
    tree()
      .when(
        move({ scientificNameId: 7, newParentScientificNameId: 8, newNames: [{ scientificNameId: 7, newScientificName: 'Helarctos arctoides' }] }),
      )
      .then((_, state) => expect(state.names.get(FIRST_NEW_ID + 1)!.scientificName).toBe('Helarctos arctoides arctos')));

  it('keeps the name of a child of another genus part, which then does not begin with the target genus', () =>
    expect(
      reasonsOf([importEditTransferTree([...editTransferTree(), extra('14', '7', 'Subspecies', 'Thalarctos arctos minor', 'Test, 2020')])], {
        scientificNameId: 7,
        newParentScientificNameId: 8,
      }),
    ).toEqual([['newNameInvalid', 'TRANSFER_NEW_NAME_INVALID']]));

  it('marks a subgenus moved across genera as unmovable with a changed genus', () => {
    const state = given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Subgenus', scientificName: 'Thalarctos' }),
    ]).state;
    const plan = planTransfer(state, { scientificNameId: FIRST_NEW_ID, newParentScientificNameId: 8 });
    expect(plan.invalidReasons.map((r) => r.reason)).toEqual(['unmovableTaxa']);
    expect(plan.genusChanged).toBe(true);
  });

  it('marks a reinstated synonym as such', () => {
    const state = given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Thalarctos', author: 'Gray, 1825' }),
    ]).state;
    expect(planTransfer(state, { scientificNameId: 11, newParentScientificNameId: FIRST_NEW_ID }).changes.map((c) => c.reinstated)).toEqual([true]);
    expect(planTransfer(state, { scientificNameId: 11, newParentScientificNameId: 8 }).changes.map((c) => c.reinstated)).toEqual([false]);
  });

  it('lists different reasons and different texts of one reason each', () =>
    expect(
      reasonsOf([importEditTransferTree()], {
        scientificNameId: 106,
        newParentScientificNameId: 108,
        newNames: [
          { scientificNameId: 7, newScientificName: 'Betula x' },
          { scientificNameId: 12, newScientificName: 'Betula y' },
        ],
      }),
    ).toEqual([
      ['newNameUnknown', 'TRANSFER_NEW_NAME_UNKNOWN'],
      ['newNameUnknown', 'TRANSFER_NEW_NAME_UNKNOWN'],
      ['authorEditorRequired', 'TRANSFER_AUTHOR_EDITOR_REQUIRED'],
    ]));

  it('shows no references for a new name whose references are refused', () =>
    expect(
      planTransfer(tree().state, {
        scientificNameId: 11,
        newParentScientificNameId: 8,
        newNames: [{ scientificNameId: 11, newReferences: [{ referenceTypeId: 'Citation', reference: 'Phipps\u200B 1774' }] }],
      }).changes[0]!.newReferences,
    ).toEqual([]));

  it('answers a new parent given as null like one left out, a sphere without a hierarchy, and an unknown old parent as stale', () => {
    expect(planTransfer(tree().state, { scientificNameId: 6, newParentScientificNameId: null })).toMatchObject({
      newParent: null,
      invalidReasons: [],
    });
    expect(planTransfer(tree().state, { scientificNameId: -1 }).oldHierarchy).toEqual([]);
    expect(reasonsOf([importEditTransferTree()], { scientificNameId: 8, oldParentScientificNameId: 4242, newParentScientificNameId: 10 })).toEqual([
      ['staleOldParent', 'TRANSFER_STALE_OLD_PARENT'],
    ]);
  });
});
