import { describe, expect, it } from '@jest/globals';
import { addTaxonCommand, importCommand, mammalTree } from '../../testing/fixtures.js';
import { given, testMetadata } from '../../testing/given-when-then.js';
import type { ImportedTaxon } from '../commands.js';
import type { ScientificNameAdded, TaxaImported, TaxonAdded } from '../events.js';
import { emptyName } from '../records.js';
import { mainNameOf, namesOfTaxon } from '../state.js';

const species = (extra = {}) =>
  addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'maritimus', author: 'Phipps, 1774', ...extra });

/** A taxon (500, under Ursus) whose only name (500) is a synonym: a broken register, written as an event. */
const taxonWithoutCurrentName: TaxaImported = {
  type: 'TaxaImported',
  data: {
    importId: 'broken',
    source: 'test',
    batch: 0,
    effects: {
      taxa: [{ before: null, after: { id: 500, parentId: 6, existsInNorway: null, vernacularNames: [] } }],
      names: [
        { before: null, after: emptyName({ id: 500, taxonId: 500, scientificName: 'Ursus orphanus', rank: 'Species', taxonomicStatus: 'Synonym' }) },
      ],
    },
  },
  metadata: testMetadata(),
};

describe('AddTaxon: a new taxon', () => {
  it('adds a species under a genus, composing the name from the parent', () =>
    given([importCommand()])
      .when(species({ vernacularNames: [{ vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }] }))
      .then(([event], state) => {
        const added = event as TaxonAdded;
        expect(added.type).toBe('TaxonAdded');
        expect(added.data.parentTaxonId).toBe(6);
        const name = state.names.get(added.data.scientificNameId)!;
        expect(name).toMatchObject({ scientificName: 'Ursus maritimus', author: 'Phipps, 1774', taxonomicStatus: 'Accepted', rank: 'Species' });
        expect(state.taxa.get(added.data.taxonId)).toMatchObject({ parentId: 6, existsInNorway: true });
        expect(state.taxa.get(added.data.taxonId)!.vernacularNames[0]).toMatchObject({ vernacularName: 'isbjørn', status: 'Recommended' });
        // the entry lists everything the step made: the name under its parent, and its vernacular names
        expect(added.data.history![0]).toMatchObject({
          changeType: 'TaxonCreated',
          dataAfter: [
            { scientificName: 'Ursus maritimus Phipps, 1774', parentScientificName: 'Ursus' },
            { scientificName: 'Ursus maritimus Phipps, 1774', vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
          ],
        });
        expect(added.data.history![0]!.dataAfter).toHaveLength(2);
      }));

  it('takes new ids after the highest in use', () =>
    given([importCommand()])
      .when(species())
      .then(([event]) => {
        expect((event as TaxonAdded).data.taxonId).toBe(106);
        expect((event as TaxonAdded).data.scientificNameId).toBe(106);
      }));

  it('forgives a typed pre-name', () =>
    given([importCommand()])
      .when(species({ scientificName: 'Ursus maritimus' }))
      .then(([e], state) => expect(state.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Ursus maritimus')));

  it('writes infraspecific plant names with a rank marker and animal names without', () => {
    given([importCommand(), addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: 'lapponum', author: 'L.' }, 'a')])
      .when(addTaxonCommand({ parentScientificNameId: 106, rank: 'Subspecies', scientificName: 'daphneola', author: '(Schleich.) Nyman' }, 'b'))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Salix lapponum subsp. daphneola'));
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 7, rank: 'Subspecies', scientificName: 'arctos', author: 'Linnaeus, 1758' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Ursus arctos arctos'));
  });

  it('requires a parent', () =>
    given([importCommand()])
      .when(species({ parentScientificNameId: undefined }))
      .thenThrows('PARENT_REQUIRED'));
  it('refuses an unknown parent', () =>
    given([importCommand()])
      .when(species({ parentScientificNameId: 9999 }))
      .thenThrows('PARENT_NOT_FOUND'));
  it('requires a rank', () =>
    given([importCommand()])
      .when(species({ rank: undefined }))
      .thenThrows('RANK_REQUIRED'));
  it('refuses a rank not allowed under the parent', () =>
    given([importCommand()])
      .when(species({ parentScientificNameId: 5 }))
      .thenThrows('RANK_NOT_ALLOWED'));
  it('requires a name', () =>
    given([importCommand()])
      .when(species({ scientificName: '  ' }))
      .thenThrows('SCIENTIFIC_NAME_REQUIRED'));
  it('takes only the new part of the name', () =>
    given([importCommand()])
      .when(species({ scientificName: 'maritimus Phipps' }))
      .thenThrows('SCIENTIFIC_NAME_INVALID'));
  it('refuses a right-to-left override, a zero-width space and an emoji in the name', () => {
    for (const scientificName of ['mari\u202Etimus', 'mari\u200Btimus', 'maritimus🐻'])
      given([importCommand()]).when(species({ scientificName })).thenThrows('TEXT_INVALID_CHARACTER');
  });
  it('refuses a name outside the alphabet of the codes ("=cmd", digits)', () => {
    for (const scientificName of ['=cmd', 'maritimus2'])
      given([importCommand()]).when(species({ scientificName })).thenThrows('SCIENTIFIC_NAME_CHARACTERS');
  });
  it('stores the name and the author in NFC; an author with diacritics is kept', () =>
    given([importCommand()])
      .when(species({ scientificName: 'maritimus', author: 'Linne\u0301' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.author).toBe('Linné')));
  it('refuses an author with a character authorship never uses', () =>
    given([importCommand()])
      .when(species({ author: '=HYPERLINK("x")' }))
      .thenThrows('AUTHOR_CHARACTERS'));
  it('refuses a vernacular name with a tab or a newline instead of folding it', () => {
    for (const vernacularName of ['is\tbjørn', 'is\nbjørn'])
      given([importCommand()])
        .when(species({ vernacularNames: [{ vernacularName, languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }] }))
        .thenThrows('TEXT_INVALID_CHARACTER');
  });
  it('keeps line breaks in a comment', () =>
    given([importCommand()])
      .when(species({ comment: 'linje 1\nlinje 2' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.comment).toBe('linje 1\nlinje 2')));
  it('requires an author at species and below', () =>
    given([importCommand()])
      .when(species({ author: '' }))
      .thenThrows('AUTHOR_REQUIRED'));
  it('requires an author below species too (a subspecies)', () =>
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 7, rank: 'Subspecies', scientificName: 'horribilis', author: ' ' }))
      .thenThrows('AUTHOR_REQUIRED'));
  it('does not require an author above species', () =>
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Helarctos' }))
      .then(([e]) => expect(e!.type).toBe('TaxonAdded')));
  it('refuses exists-in-Norway above species', () =>
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Helarctos', existsInNorway: true }))
      .thenThrows('EXISTS_IN_NORWAY_NOT_APPLICABLE'));
  it('refuses a synonym status without a taxon to be synonym of', () =>
    given([importCommand()])
      .when(species({ taxonomicStatus: 'Synonym' }))
      .thenThrows('SYNONYM_TARGET_REQUIRED'));
  it('refuses a duplicate of a sibling', () =>
    given([importCommand()])
      .when(species({ scientificName: 'arctos', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));
  it('refuses duplicate vernacular names in one language', () =>
    given([importCommand()])
      .when(
        species({
          vernacularNames: [
            { vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
            { vernacularName: 'Isbjørn ', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
          ],
        }),
      )
      .thenThrows('VERNACULAR_NAME_DUPLICATE'));
  it('requires a recommended name in a language with several names', () =>
    given([importCommand()])
      .when(
        species({
          vernacularNames: [
            { vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
            { vernacularName: 'kvitbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
          ],
        }),
      )
      .thenThrows('VERNACULAR_RECOMMENDED_REQUIRED'));
  it('makes a single name in a language the recommended one', () =>
    given([importCommand()])
      .when(species({ vernacularNames: [{ vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'NotRecommended' }] }))
      .then(([e], s) => expect(s.taxa.get((e as TaxonAdded).data.taxonId)!.vernacularNames[0]!.status).toBe('Recommended')));
  it('refuses an unknown language', () =>
    given([importCommand()])
      .when(species({ vernacularNames: [{ vernacularName: 'polar bear', languageIsoCode: 'en' as never, vernacularNameStatus: 'Recommended' }] }))
      .thenThrows('VERNACULAR_LANGUAGE_INVALID'));
});

describe('AddTaxon: a new name on an existing taxon', () => {
  it('adds a synonym to the taxon of synonymToId and notes it in the main name history', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, rank: 'Species', scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' }))
      .then(([e], s) => {
        const added = e as ScientificNameAdded;
        expect(added.type).toBe('ScientificNameAdded');
        expect(s.names.get(added.data.scientificNameId)).toMatchObject({ taxonId: 7, taxonomicStatus: 'Synonym' });
        expect(mainNameOf(s, 7)!.id).toBe(7);
        expect(namesOfTaxon(s, 7)).toHaveLength(3);
        expect(added.data.history!.map((h) => h.scientificNameId)).toEqual([added.data.scientificNameId, 7]);
      }));
  it('gives a not-in-use name that status', () =>
    given([importCommand()])
      .when(addTaxonCommand({ isNotInUseToId: 7, scientificName: 'Ursus arctos', author: 'L.' }))
      .then(([e], s) => expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)!.taxonomicStatus).toBe('NotInUse')));
  it('refuses a second main name', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Accepted' }))
      .thenThrows('MORE_THAN_ONE_MAIN_NAME'));
  it('refuses vernacular names on a synonym', () =>
    given([importCommand()])
      .when(
        addTaxonCommand({
          synonymToId: 7,
          scientificName: 'Ursus x',
          author: 'A',
          vernacularNames: [{ vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
        }),
      )
      .thenThrows('VERNACULAR_NOT_FOR_SYNONYM'));
  it('refuses an unknown target', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 4242, scientificName: 'X y', author: 'A' }))
      .thenThrows('SCIENTIFIC_NAME_NOT_FOUND'));
});

describe('AddTaxon: the new taxon in detail', () => {
  it('gives each vernacular name its own id, counting on from the highest in use', () =>
    given([importCommand()])
      .when(
        species({
          vernacularNames: [
            { vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
            { vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
          ],
        }),
      )
      .then(([e], s) =>
        expect(s.taxa.get((e as TaxonAdded).data.taxonId)!.vernacularNames.map((v) => [v.id, v.vernacularName])).toEqual([
          [2, 'isbjørn'],
          [3, 'kvitbjørn'],
        ]),
      ));

  it('writes a new taxon with no name before it in the effects and the history', () =>
    given([importCommand()])
      .when(species())
      .then(([e]) => {
        const added = e as TaxonAdded;
        expect(added.data.effects.taxa.map((t) => t.before)).toEqual([null]);
        expect(added.data.effects.names.map((n) => n.before)).toEqual([null]);
        expect(added.data.history).toHaveLength(1);
        expect(added.data.history![0]).toMatchObject({ scientificNameId: added.data.scientificNameId, changeType: 'TaxonCreated', dataBefore: [] });
      }));

  it('keeps exists-in-Norway as given at species and below (no), and leaves it empty above species', () => {
    given([importCommand()])
      .when(species({ existsInNorway: false }))
      .then(([e], s) => expect(s.taxa.get((e as TaxonAdded).data.taxonId)!.existsInNorway).toBe(false));
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 5, rank: 'Genus', scientificName: 'Helarctos', existsInNorway: null }))
      .then(([e], s) => expect(s.taxa.get((e as TaxonAdded).data.taxonId)!.existsInNorway).toBeNull());
  });

  it('refuses a parent whose taxon has no current name', () =>
    given([importCommand(), taxonWithoutCurrentName])
      .when(addTaxonCommand({ parentScientificNameId: 500, rank: 'Subspecies', scientificName: 'minor', author: 'A' }))
      .thenThrows('PARENT_NOT_FOUND'));

  it('refuses a parent given as null as a missing parent', () =>
    given([importCommand()])
      .when(species({ parentScientificNameId: null }))
      .thenThrows('PARENT_REQUIRED'));

  it('refuses a taxonomic status it does not know', () =>
    given([importCommand()])
      .when(species({ taxonomicStatus: 'Valid' as never }))
      .thenThrows('TAXONOMIC_STATUS_REQUIRED'));

  it('makes an unresolved taxon when asked', () =>
    given([importCommand()])
      .when(species({ taxonomicStatus: 'Unresolved' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.taxonomicStatus).toBe('Unresolved')));

  it('writes a hybrid with the × sign before its epithet, typed with or without a space after it', () => {
    for (const scientificName of ['lapponum', '× lapponum', '×lapponum'])
      given([importCommand()])
        .when(addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName, author: 'L.', attributes: ['Hybrid'] }))
        .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Salix ×lapponum'));
  });

  it('refuses a hybrid the genus has already, however the × sign was typed', () =>
    given([
      importCommand(),
      addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: '×lapponum', author: 'L.', attributes: ['Hybrid'] }, 'a'),
    ])
      .when(addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: '× lapponum', author: 'L.', attributes: ['Hybrid'] }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME'));

  it('refuses a hybrid a register holds with the × sign apart from its epithet (as an older import wrote it)', () => {
    const spaced: ImportedTaxon = {
      key: '106',
      parentKey: '105',
      preferredTaxonId: 106,
      mainName: { scientificName: 'Salix × rubens', author: 'Schrank', rank: 'Species', taxonomicStatus: 'Accepted', preferredId: 106 },
      synonyms: [],
      vernacularNames: [],
    };
    given([importCommand([...mammalTree(), spaced])])
      .when(addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: '×rubens', author: 'Schrank', attributes: ['Hybrid'] }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    // the whole name typed, spaced as well
    given([importCommand([...mammalTree(), spaced])])
      .when(addTaxonCommand({ rank: 'Species', scientificName: 'Salix × rubens', author: 'Schrank', parentScientificNameId: 105 }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
  });

  it('refuses a × sign inside the name as a second word', () =>
    given([importCommand()])
      .when(addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: 'lap× ponum', author: 'L.' }))
      .thenThrows('SCIENTIFIC_NAME_INVALID'));

  it('adds a new taxon when the taxon id is sent as null', () =>
    given([importCommand()])
      .when(species({ taxonId: null }))
      .then(([e]) => expect(e!.type).toBe('TaxonAdded')));

  it('allows a sibling of another name by the same author', () =>
    given([importCommand()])
      .when(species({ author: 'Linnaeus, 1758' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Ursus maritimus')));

  it('refuses a sibling of the same name in another case, and allows one with another author', () => {
    given([importCommand()])
      .when(species({ scientificName: 'ARCTOS', author: 'Linnaeus, 1758' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    given([importCommand()])
      .when(species({ scientificName: 'arctos', author: 'Pallas, 1780' }))
      .then(([e], s) => expect(s.names.get((e as TaxonAdded).data.scientificNameId)!.scientificName).toBe('Ursus arctos'));
  });
});

describe('AddTaxon: a new name on an existing taxon, in detail', () => {
  it('adds a name to the taxon given by its id, with the rank of its main name when none is given', () =>
    given([importCommand()])
      .when(addTaxonCommand({ taxonId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' }))
      .then(([e], s) => {
        const added = e as ScientificNameAdded;
        expect(added.data.taxonId).toBe(7);
        expect(s.names.get(added.data.scientificNameId)).toMatchObject({ taxonId: 7, rank: 'Species', taxonomicStatus: 'Synonym' });
      }));

  it("writes the new name into its own history and the main name's, under the taxon's parent, with nothing before", () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' }))
      .then(([e]) => {
        const added = e as ScientificNameAdded;
        expect(added.data.effects).toEqual({ taxa: [], names: [{ before: null, after: expect.objectContaining({ id: 106, taxonId: 7 }) }] });
        expect(added.data.history).toEqual([
          {
            scientificNameId: 106,
            changeType: 'Inserted',
            dataBefore: [],
            dataAfter: [expect.objectContaining({ scientificName: 'Ursus middendorffi Merriam, 1896', parentScientificName: 'Ursus' })],
          },
          {
            scientificNameId: 7,
            changeType: 'Inserted',
            dataBefore: [],
            dataAfter: [expect.objectContaining({ scientificName: 'Ursus middendorffi Merriam, 1896', parentScientificName: 'Ursus' })],
          },
        ]);
      }));

  it('takes a not-in-use name of the taxon given by isNotInUseToId, and an explicit status over the default', () => {
    given([importCommand()])
      .when(addTaxonCommand({ isNotInUseToId: 70, scientificName: 'Ursus vetus', author: 'X' }))
      .then(([e], s) =>
        expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)).toMatchObject({ taxonId: 7, taxonomicStatus: 'NotInUse' }),
      );
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus vetus', author: 'X', taxonomicStatus: 'NotInUse' }))
      .then(([e], s) => expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)!.taxonomicStatus).toBe('NotInUse'));
  });

  it('composes the name from a chosen parent, the typed text being the new part', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, parentScientificNameId: 6, scientificName: 'middendorffi', author: 'Merriam, 1896' }))
      .then(([e], s) => expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)!.scientificName).toBe('Ursus middendorffi')));

  it('composes a plant hybrid with a rank marker and the × sign from a chosen parent', () =>
    given([importCommand(), addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: 'lapponum', author: 'L.' }, 'a')])
      .when(
        addTaxonCommand({
          synonymToId: 106,
          parentScientificNameId: 106,
          rank: 'Subspecies',
          scientificName: 'daphneola',
          author: 'Nyman',
          attributes: ['Hybrid'],
        }),
      )
      .then(([e], s) =>
        expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)!.scientificName).toBe('Salix lapponum subsp. ×daphneola'),
      ));

  it('takes the whole typed name without a parent', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Thalarctos arctos', author: 'X' }))
      .then(([e], s) => expect(s.names.get((e as ScientificNameAdded).data.scientificNameId)!.scientificName).toBe('Thalarctos arctos')));

  it('refuses a taxon without a current name as not found', () =>
    given([importCommand(), taxonWithoutCurrentName])
      .when(addTaxonCommand({ taxonId: 500, scientificName: 'Ursus x', author: 'A' }))
      .thenThrows('TAXON_NOT_FOUND'));

  it('refuses an unknown taxon id, also a negative one', () => {
    for (const taxonId of [4242, -99])
      given([importCommand()])
        .when(addTaxonCommand({ taxonId, scientificName: 'Ursus x', author: 'A' }))
        .thenThrows('TAXON_NOT_FOUND');
  });

  it('refuses a status it does not know, a missing name, a missing author at species rank and an unknown parent', () => {
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus x', author: 'A', taxonomicStatus: 'Valid' as never }))
      .thenThrows('TAXONOMIC_STATUS_REQUIRED');
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: ' ', author: 'A' }))
      .thenThrows('SCIENTIFIC_NAME_REQUIRED');
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus x', author: ' ' }))
      .thenThrows('AUTHOR_REQUIRED');
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, parentScientificNameId: 9999, scientificName: 'x', author: 'A' }))
      .thenThrows('PARENT_NOT_FOUND');
  });

  it('allows an empty list of vernacular names on a synonym', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus x', author: 'A', vernacularNames: [] }))
      .then(([e]) => expect(e!.type).toBe('ScientificNameAdded')));

  it('checks the nomenclatural statuses of the new name', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus x', author: 'A', nomenclaturalStatus: ['Sanctioned'] }))
      .thenThrows('SANCTIONED_ONLY_FOR_FUNGI'));

  it('allows another name by the author of a name the taxon has', () =>
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Ord, 1815' }))
      .then(([e]) => expect(e!.type).toBe('ScientificNameAdded')));

  it('refuses a name the taxon has already, in any case and with the same author, and allows it with another author', () => {
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'URSUS HORRIBILIS', author: 'Ord, 1815' }))
      .thenThrows('DUPLICATE_SCIENTIFIC_NAME');
    given([importCommand()])
      .when(addTaxonCommand({ synonymToId: 7, scientificName: 'Ursus horribilis', author: 'Merriam, 1914' }))
      .then(([e]) => expect(e!.type).toBe('ScientificNameAdded'));
  });
});
