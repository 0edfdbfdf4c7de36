import { describe, expect, it } from '@jest/globals';
import { editNameCommand, editTransferTree, importEditTransferTree } from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { given } from '../../testing/given-when-then.js';
import type { Rank } from '../../taxonomy/ranks.js';
import type { EditScientificName, ImportedTaxon } from '../commands.js';
import { decide } from '../decide.js';
import type { DomainError } from '../errors.js';
import type { ScientificNameEdited } from '../events.js';

const edit = (data: Partial<EditScientificName['data']> & { scientificNameId: number }) => editNameCommand(data);
const tree = () => given([importEditTransferTree()]);
/** One more imported taxon (accepted main name, ids = key). */
const extra = (key: string, parentKey: string, rank: Rank, scientificName: string, author = 'Test, 2020'): ImportedTaxon => ({
  key,
  parentKey,
  preferredTaxonId: Number(key),
  mainName: { scientificName, author, rank, taxonomicStatus: 'Accepted', preferredId: Number(key) },
  synonyms: [],
  vernacularNames: [],
});
const treeWith = (...taxa: ImportedTaxon[]) => given([importEditTransferTree([...editTransferTree(), ...taxa])]);
const mismatch = (prefix: string) =>
  `Navnet må begynne med ${prefix}, som det overordnede taksonet. For å flytte navnet til en annen slekt eller art, bruk Flytt.`;

describe('EditScientificName: what may change', () => {
  it('writes a hybrid sign typed apart from its epithet against it', () =>
    tree()
      .when(edit({ scientificNameId: 70, scientificName: 'Ursus  ×  horribilis' }))
      .then((_events, state) => expect(state.names.get(70)!.scientificName).toBe('Ursus ×horribilis')));

  it('refuses a main name a sibling has already, spelled with the hybrid sign apart', () =>
    treeWith(extra('15', '6', 'Species', 'Ursus × mixtus'))
      .when(edit({ scientificNameId: 7, scientificName: 'Ursus ×mixtus', author: 'Test, 2020' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));

  it('edits author, references, comment, statuses and species complex of a synonym, keeping the old values in the event', () =>
    tree()
      .when(
        edit({
          scientificNameId: 70,
          taxonId: 7,
          author: 'Ord,  1815 ',
          references: [
            { referenceTypeId: 'Citation', reference: 'Ord 1815' },
            { referenceTypeId: 'Url', reference: '  ' },
          ],
          comment: ' Stavet slik i originalen ',
          nomenclaturalStatus: ['Illegitimate'],
          attributes: ['NomenSuperfluum'],
          speciesComplex: 'arctos-gruppen',
        }),
      )
      .then(([event], state) => {
        const edited = event as ScientificNameEdited;
        expect(edited.type).toBe('ScientificNameEdited');
        expect(edited.data).toMatchObject({ scientificNameId: 70, taxonId: 7 });
        expect(edited.data.effects.names).toHaveLength(1);
        expect(edited.data.effects.names[0]!.before).toMatchObject({ author: 'Ord, 1815', references: [], comment: '' });
        expect(state.names.get(70)).toMatchObject({
          scientificName: 'Ursus horribilis',
          author: 'Ord, 1815',
          references: [{ referenceTypeId: 'Citation', reference: 'Ord 1815' }],
          comment: 'Stavet slik i originalen',
          nomenclaturalStatuses: ['Illegitimate'],
          attributes: ['NomenSuperfluum'],
          speciesComplex: 'arctos-gruppen',
          taxonomicStatus: 'Synonym',
          rank: 'Species',
          taxonId: 7,
        });
        // the synonym's history and the main name's history both show the edit
        expect(edited.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [70, 'Edit'],
          [7, 'Edit'],
        ]);
        expect(edited.data.history![0]!.dataAfter[0]).toMatchObject({
          scientificName: 'Ursus horribilis Ord, 1815',
          nomenclaturalStatuses: ['Illegitimate'],
        });
      }));

  it('keeps fields the request leaves out', () =>
    tree()
      .when(edit({ scientificNameId: 7, comment: 'Kommentar' }))
      .then((_, state) =>
        expect(state.names.get(7)).toMatchObject({ scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', comment: 'Kommentar' }),
      ));

  it('corrects the spelling of a species epithet, and its subspecies follow', () =>
    tree()
      .when(edit({ scientificNameId: 7, scientificName: 'Ursus  arctoss' }))
      .then(([event], state) => {
        expect(state.names.get(7)!.scientificName).toBe('Ursus arctoss');
        expect(state.names.get(9)!.scientificName).toBe('Ursus arctoss arctos');
        expect(state.names.get(70)!.scientificName).toBe('Ursus horribilis');
        const history = (event as ScientificNameEdited).data.history!;
        expect(history.map((h) => h.scientificNameId)).toEqual([7, 9]);
        expect(history[1]!.dataAfter[0]).toMatchObject({
          scientificName: 'Ursus arctoss arctos Linnaeus, 1758',
          parentScientificName: 'Ursus arctoss',
        });
      }));

  it('corrects the spelling of a genus, and the main names below it that repeat it follow (synonyms do not)', () =>
    tree()
      .when(edit({ scientificNameId: 6, scientificName: 'Ursos' }))
      .then(([event], state) => {
        expect([6, 7, 9, 11].map((id) => state.names.get(id)!.scientificName)).toEqual([
          'Ursos',
          'Ursos arctos',
          'Ursos arctos arctos',
          'Ursos maritimus',
        ]);
        expect(state.names.get(110)!.scientificName).toBe('Thalarctos maritimus');
        expect((event as ScientificNameEdited).data.effects.names.map((c) => c.after!.id).sort((a, b) => a - b)).toEqual([6, 7, 9, 11]);
      }));

  it('lets a synonym carry another genus', () =>
    tree()
      .when(edit({ scientificNameId: 110, scientificName: 'Thalassarctos maritimus' }))
      .then((_, state) => expect(state.names.get(110)!.scientificName).toBe('Thalassarctos maritimus')));

  it('sets exists-in-Norway on the main name of a species', () =>
    tree()
      .when(edit({ scientificNameId: 7, existsInNorway: false }))
      .then(([event], state) => {
        expect(state.taxa.get(7)!.existsInNorway).toBe(false);
        expect((event as ScientificNameEdited).data.effects.taxa[0]!.before!.existsInNorway).toBeNull();
        expect((event as ScientificNameEdited).data.history![0]!.dataAfter[0]).toMatchObject({ existsInNorway: false });
      }));

  it('keeps the legacy collection-only flag, which the interface cannot set', () =>
    given([
      importEditTransferTree(
        editTransferTree().map((t) => (t.key === '7' ? { ...t, synonyms: [{ ...t.synonyms[0]!, attributes: ['CollectionOnly'] as const }] } : t)),
      ),
    ])
      .when(edit({ scientificNameId: 70, attributes: ['Hybrid'] }))
      .then((_, state) => expect(state.names.get(70)!.attributes).toEqual(['Hybrid', 'CollectionOnly'])));
});

describe('EditScientificName: what is refused', () => {
  it('refuses a species name outside its parent genus', () =>
    tree()
      .when(edit({ scientificNameId: 11, scientificName: 'Thalarctos maritimus' }))
      .thenThrows('GENUS_PART_MISMATCH', mismatch('Ursus')));
  it('refuses a subspecies name outside its parent species', () =>
    tree()
      .when(edit({ scientificNameId: 9, scientificName: 'Ursus maritimus arctos' }))
      .thenThrows('GENUS_PART_MISMATCH', mismatch('Ursus arctos')));
  it('refuses an empty name', () =>
    tree()
      .when(edit({ scientificNameId: 7, scientificName: ' ' }))
      .thenThrows('SCIENTIFIC_NAME_REQUIRED'));
  it('requires an author at species and below', () =>
    tree()
      .when(edit({ scientificNameId: 7, author: '' }))
      .thenThrows('AUTHOR_REQUIRED'));
  it('allows an empty author above species', () =>
    tree()
      .when(edit({ scientificNameId: 6, author: '' }))
      .then((_, s) => expect(s.names.get(6)!.author).toBe('')));
  it('refuses an unknown name', () =>
    tree()
      .when(edit({ scientificNameId: 4242, comment: 'x' }))
      .thenThrows('SCIENTIFIC_NAME_NOT_FOUND'));
  it('refuses a name of another taxon than the one given', () =>
    tree()
      .when(edit({ scientificNameId: 70, taxonId: 6, comment: 'x' }))
      .thenThrows('SCIENTIFIC_NAME_NOT_IN_TAXON'));
  it('refuses a built-in sphere', () =>
    tree()
      .when(edit({ scientificNameId: -1, comment: 'x' }))
      .thenThrows('BUILT_IN_TAXON'));
  it('refuses an edit that changes nothing', () =>
    tree()
      .when(edit({ scientificNameId: 7, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', existsInNorway: null }))
      .thenThrows('NO_CHANGE'));
  it('refuses a duplicate within the taxon and among siblings', () => {
    tree()
      .when(edit({ scientificNameId: 70, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    tree()
      .when(edit({ scientificNameId: 11, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
  });
  it('refuses exists-in-Norway above species and on synonyms', () => {
    tree()
      .when(edit({ scientificNameId: 6, existsInNorway: true }))
      .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE');
    tree()
      .when(edit({ scientificNameId: 70, existsInNorway: true }))
      .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE');
  });
  it('ignores an absent exists-in-Norway (null) on any name', () =>
    tree()
      .when(edit({ scientificNameId: 6, existsInNorway: null, comment: 'slekt' }))
      .then((_, s) => expect(s.taxa.get(6)!.existsInNorway).toBeNull()));
  it('refuses unknown statuses and attributes', () => {
    tree()
      .when(edit({ scientificNameId: 70, nomenclaturalStatus: ['Bogus' as never] }))
      .thenThrows('NOMENCLATURAL_STATUS_INVALID');
    tree()
      .when(edit({ scientificNameId: 70, attributes: ['Bogus' as never] }))
      .thenThrows('ATTRIBUTE_INVALID');
  });
});

describe('EditScientificName: nomenclatural status against the taxonomic status', () => {
  it('refuses not validly published on an accepted name', () =>
    tree()
      .when(edit({ scientificNameId: 7, nomenclaturalStatus: ['NotValidlyPublished'], attributes: ['NomenNudum'] }))
      .thenThrows('ACCEPTED_NAME_ALWAYS_VALIDLY_PUBLISHED'));
  it('refuses illegitimate on an accepted name', () =>
    tree()
      .when(edit({ scientificNameId: 7, nomenclaturalStatus: ['Illegitimate'] }))
      .thenThrows('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED'));
  it('refuses the outdated taxonomic view on a synonym', () =>
    tree()
      .when(edit({ scientificNameId: 70, nomenclaturalStatus: ['NotInUse'] }))
      .thenThrows('OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE'));
  it('refuses a sub-status without its status', () =>
    tree()
      .when(edit({ scientificNameId: 70, attributes: ['NomenDubium'] }))
      .thenThrows('NOMENCLATURAL_SUBSTATUS_WITHOUT_PARENT'));
  it('refuses other statuses beside not validly published', () =>
    tree()
      .when(edit({ scientificNameId: 70, nomenclaturalStatus: ['NotValidlyPublished', 'Rejected'] }))
      .thenThrows('NOT_VALIDLY_PUBLISHED_EXCLUSIVE'));
  it('allows sanctioned in the fungi kingdom only', () => {
    tree()
      .when(edit({ scientificNameId: 976, nomenclaturalStatus: ['Sanctioned'], attributes: ['NomenSanctionatum'] }))
      .then((_, s) => expect(s.names.get(976)!.nomenclaturalStatuses).toEqual(['Sanctioned']));
    tree()
      .when(edit({ scientificNameId: 104, nomenclaturalStatus: ['Sanctioned'] }))
      .thenThrows('SANCTIONED_ONLY_FOR_FUNGI');
    tree()
      .when(edit({ scientificNameId: 976, nomenclaturalStatus: ['Sanctioned', 'Conserved'] }))
      .thenThrows('CONSERVED_AND_SANCTIONED');
  });
  it('refuses conserved attributes without the conserved status', () =>
    tree()
      .when(edit({ scientificNameId: 104, attributes: ['NomenConservandum'] }))
      .thenThrows('NOMENCLATURAL_SUBSTATUS_WITHOUT_PARENT'));
  it('refuses sensu lato together with sensu stricto', () =>
    tree()
      .when(edit({ scientificNameId: 106, attributes: ['AggColl', 'SensuLato', 'SensuStricto'] }))
      .thenThrows('SENSU_LATO_AND_STRICTO'));
});

describe('EditScientificName: text hygiene', () => {
  it('refuses a right-to-left override in the author and a reference with a zero-width space', () => {
    tree()
      .when(edit({ scientificNameId: 70, taxonId: 7, author: 'Ord\u202E, 1815' }))
      .thenThrows('TEXT_INVALID_CHARACTER');
    tree()
      .when(edit({ scientificNameId: 70, taxonId: 7, references: [{ referenceTypeId: 'Citation', reference: 'Ord\u200B 1815' }] }))
      .thenThrows('TEXT_INVALID_CHARACTER');
  });
  it('refuses a scientific name with an emoji or a formula', () => {
    tree()
      .when(edit({ scientificNameId: 70, taxonId: 7, scientificName: 'Ursus 🐻' }))
      .thenThrows('TEXT_INVALID_CHARACTER');
    tree()
      .when(edit({ scientificNameId: 70, taxonId: 7, scientificName: '=cmd' }))
      .thenThrows('SCIENTIFIC_NAME_CHARACTERS');
  });
});

describe('EditScientificName: the parent and the names below', () => {
  it('keeps every field the request leaves out, statuses, attributes, references and species complex too', () =>
    given([
      importEditTransferTree(),
      edit({
        scientificNameId: 70,
        references: [{ referenceTypeId: 'Citation', reference: 'Ord 1815' }],
        nomenclaturalStatus: ['Illegitimate'],
        attributes: ['NomenSuperfluum'],
        speciesComplex: 'arctos-gruppen',
        comment: 'sjekket',
      }),
    ])
      .when(edit({ scientificNameId: 70, author: 'Ord, 1816' }))
      .then((_, state) =>
        expect(state.names.get(70)).toMatchObject({
          references: [{ referenceTypeId: 'Citation', reference: 'Ord 1815' }],
          nomenclaturalStatuses: ['Illegitimate'],
          attributes: ['NomenSuperfluum'],
          speciesComplex: 'arctos-gruppen',
          comment: 'sjekket',
        }),
      ));

  it('accepts the taxon of the name, or none (null)', () =>
    tree()
      .when(edit({ scientificNameId: 70, taxonId: null as never, comment: 'x' }))
      .then((_, state) => expect(state.names.get(70)!.comment).toBe('x')));

  it('lets a species under a subgenus be respelled (the genus part is what counts)', () =>
    given([
      importEditTransferTree(),
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Subgenus', scientificName: 'Thalarctos' }),
      addTaxonCommand({ parentScientificNameId: 977, rank: 'Species', scientificName: 'minor', author: 'Test, 2020' }, 'add-2'),
    ])
      .when(edit({ scientificNameId: 978, scientificName: 'Ursus minimus' }))
      .then((_, state) => expect(state.names.get(978)!.scientificName).toBe('Ursus minimus')));

  it('lets a name of unknown rank below a genus have any name', () =>
    treeWith(extra('14', '6', 'Unknown', 'Incertae sedis', ''))
      .when(edit({ scientificNameId: 14, scientificName: 'Incerta sedis' }))
      .then((_, state) => expect(state.names.get(14)!.scientificName).toBe('Incerta sedis')));

  it('checks the genus part only when the main name is respelled (an old name that breaks the rule may be edited otherwise)', () =>
    treeWith(extra('14', '6', 'Species', 'Thalarctos minor'))
      .when(edit({ scientificNameId: 14, comment: 'feil slekt' }))
      .then((_, state) => expect(state.names.get(14)!.comment).toBe('feil slekt')));

  it('respells the species of a respelled genus, keeping a hybrid sign, and leaves species of another genus part alone', () =>
    treeWith(extra('14', '6', 'Species', 'Thalarctos minor'), extra('15', '6', 'Species', '×Ursus mixtus'))
      .when(edit({ scientificNameId: 6, scientificName: 'Ursos' }))
      .then(([event], state) => {
        expect(state.names.get(14)!.scientificName).toBe('Thalarctos minor');
        expect(state.names.get(15)!.scientificName).toBe('×Ursos mixtus');
        const history = (event as ScientificNameEdited).data.history!;
        expect(history.map((h) => h.scientificNameId)).toEqual([6, 7, 11, 15, 9]);
        expect(history.map((h) => h.dataAfter[0]!.parentScientificName)).toEqual(['Ursidae', 'Ursos', 'Ursos', 'Ursos', 'Ursos arctos']);
        expect(history[4]!.dataBefore[0]).toMatchObject({
          scientificName: 'Ursus arctos arctos Linnaeus, 1758',
          parentScientificName: 'Ursus arctos',
        });
      }));

  it('does not double the hybrid sign of a genus respelled as a hybrid', () =>
    treeWith(extra('15', '6', 'Species', '×Ursus mixtus'))
      .when(edit({ scientificNameId: 6, scientificName: '×Ursos' }))
      .then((_, state) => {
        expect(state.names.get(15)!.scientificName).toBe('×Ursos mixtus');
        expect(state.names.get(7)!.scientificName).toBe('×Ursos arctos');
      }));

  it('respells only the subspecies that repeat the respelled species', () =>
    treeWith(extra('14', '7', 'Subspecies', 'Ursus horribilis alascensis'))
      .when(edit({ scientificNameId: 7, scientificName: 'Ursus arctoss' }))
      .then(([event], state) => {
        expect(state.names.get(14)!.scientificName).toBe('Ursus horribilis alascensis');
        expect((event as ScientificNameEdited).data.effects.names.map((c) => c.after!.id)).toEqual([7, 9]);
      }));

  it('does not respell anything for a respelled synonym, whatever it repeats', () =>
    given([importEditTransferTree(), addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus arctos', author: 'sensu Auct.' })])
      .when(edit({ scientificNameId: 977, scientificName: 'Ursus arctus' }))
      .then(([event], state) => {
        expect(state.names.get(9)!.scientificName).toBe('Ursus arctos arctos');
        expect((event as ScientificNameEdited).data.effects.names.map((c) => c.after!.id)).toEqual([977]);
      }));

  it('leaves the genus below a respelled family alone', () =>
    tree()
      .when(edit({ scientificNameId: 5, scientificName: 'Ursidea' }))
      .then(([event]) => expect((event as ScientificNameEdited).data.effects.names.map((c) => c.after!.id)).toEqual([5])));

  it('refuses a duplicate in another case, and allows the same name with another author', () => {
    tree()
      .when(edit({ scientificNameId: 70, scientificName: 'URSUS ARCTOS', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    tree()
      .when(edit({ scientificNameId: 11, scientificName: 'Ursus ARCTOS', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    tree()
      .when(edit({ scientificNameId: 11, scientificName: 'Ursus arctos', author: 'Phipps, 1774' }))
      .then((_, state) => expect(state.names.get(11)!.scientificName).toBe('Ursus arctos'));
  });
});

describe('EditScientificName: exists in Norway', () => {
  const withExists = () => given([importEditTransferTree(), edit({ scientificNameId: 7, existsInNorway: true })]);

  it('changes nothing when the value is the one stored', () =>
    withExists()
      .when(edit({ scientificNameId: 7, existsInNorway: true }))
      .thenThrows('NO_CHANGE'));

  it('writes no taxon record when the value stays', () =>
    withExists()
      .when(edit({ scientificNameId: 7, existsInNorway: true, comment: 'x' }))
      .then(([event]) => expect((event as ScientificNameEdited).data.effects.taxa).toEqual([])));

  it('shows exists-in-Norway in the history of a main name only, and only when it is set', () => {
    withExists()
      .when(edit({ scientificNameId: 70, comment: 'x' }))
      .then(([event]) => {
        const history = (event as ScientificNameEdited).data.history!;
        expect(history.map((h) => h.scientificNameId)).toEqual([70, 7]);
        expect(history[0]!.dataAfter[0]).not.toHaveProperty('existsInNorway');
      });
    withExists()
      .when(edit({ scientificNameId: 7, existsInNorway: false }))
      .then(([event]) => {
        const history = (event as ScientificNameEdited).data.history!;
        expect(history[0]!.dataBefore[0]).toMatchObject({ existsInNorway: true });
        expect(history[0]!.dataAfter[0]).toMatchObject({ existsInNorway: false });
      });
    tree()
      .when(edit({ scientificNameId: 7, comment: 'x' }))
      .then(([event]) => expect((event as ScientificNameEdited).data.history![0]!.dataBefore[0]).not.toHaveProperty('existsInNorway'));
  });
});

describe('EditScientificName: more of the parent rule', () => {
  it('lets a subspecies be respelled within its species', () =>
    tree()
      .when(edit({ scientificNameId: 9, scientificName: 'Ursus arctos arctoss' }))
      .then((_, state) => expect(state.names.get(9)!.scientificName).toBe('Ursus arctos arctoss')));

  it('does not ask a species placed directly under a family for its genus part', () =>
    treeWith(extra('14', '5', 'Species', 'Ursus minor'))
      .when(edit({ scientificNameId: 14, scientificName: 'Ursus minimus' }))
      .then((_, state) => expect(state.names.get(14)!.scientificName).toBe('Ursus minimus')));

  it('asks a subspecies placed directly under a subgenus for the genus part only', () =>
    treeWith(extra('14', '6', 'Subgenus', 'Ursus (Thalarctos)'), extra('15', '14', 'Subspecies', 'Ursus maritimus minor'))
      .when(edit({ scientificNameId: 15, scientificName: 'Ursus maritimus minimus' }))
      .then((_, state) => expect(state.names.get(15)!.scientificName).toBe('Ursus maritimus minimus')));

  it('leaves a hybrid species alone when its genus gets the hybrid sign', () =>
    treeWith(extra('15', '6', 'Species', '×Ursus mixtus'))
      .when(edit({ scientificNameId: 6, scientificName: '×Ursus' }))
      .then(([event], state) => {
        expect(state.names.get(15)!.scientificName).toBe('×Ursus mixtus');
        expect((event as ScientificNameEdited).data.effects.names.map((c) => c.after!.id)).not.toContain(15);
      }));

  it('allows a synonym the author or the text of another name', () => {
    tree()
      .when(edit({ scientificNameId: 70, author: 'Linnaeus, 1758' }))
      .then((_, state) => expect(state.names.get(70)!.author).toBe('Linnaeus, 1758'));
    tree()
      .when(edit({ scientificNameId: 70, scientificName: 'Ursus maritimus', author: 'Phipps, 1774' }))
      .then((_, state) => expect(state.names.get(70)!.scientificName).toBe('Ursus maritimus'));
  });

  it('edits a synonym of a taxon that has lost its current name', () => {
    const scenario = tree();
    scenario.state.names.set(7, { ...scenario.state.names.get(7)!, taxonomicStatus: 'Synonym' });
    scenario
      .when(edit({ scientificNameId: 70, comment: 'x' }))
      .then(([event]) => expect((event as ScientificNameEdited).data.history!.map((h) => h.scientificNameId)).toEqual([70]));
  });

  it('names the species complex field in its text error', () => {
    let error: DomainError | undefined;
    try {
      decide(edit({ scientificNameId: 70, speciesComplex: 'arctos\tgruppen' }), tree().state);
    } catch (e) {
      error = e as DomainError;
    }
    expect([error?.errorCode, error?.field, error?.detail]).toEqual([
      'TEXT_INVALID_CHARACTER',
      'speciesComplex',
      'Artskomplekset inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
    ]);
  });
});
