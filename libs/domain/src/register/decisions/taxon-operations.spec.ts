import { describe, expect, it } from '@jest/globals';
import { editTransferTree, importEditTransferTree } from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { stateFrom } from '../../testing/given-when-then.js';
import type { ImportedTaxon, NewScientificNameInput } from '../commands.js';
import type { DomainError } from '../errors.js';
import { emptyName, type ScientificNameRecord } from '../records.js';
import {
  asVernacularInputs,
  effectsDraft,
  existsInNorwayFor,
  label,
  movedChildren,
  nearestCommonAcceptedAncestor,
  newNameRecord,
  parentForNewName,
  requireNewNamesDistinct,
  requireOneMainName,
  requireOperableTaxon,
  requireRankFits,
  same,
  statusInputsById,
  vernacularList,
  vernacularNamesOf,
  withStatus,
} from './taxon-operations.js';

/**
 * The helpers shared by merge, rearrange/swap, swap taxon and split, on the edit/transfer tree
 * (Ursidae > Ursus > U. arctos > U. a. arctos, U. maritimus with synonym 110; Helarctos; Salix; Fungi > Basidiomycota).
 */
const tree = (taxa: ImportedTaxon[] = editTransferTree()) => stateFrom([importEditTransferTree(taxa)]);

/** The error code (and text) a call throws, or undefined. */
const thrown = (call: () => unknown): { code: string; detail: string } | undefined => {
  try {
    call();
  } catch (e) {
    return { code: (e as DomainError).errorCode, detail: (e as DomainError).detail };
  }
  return undefined;
};

const name = (over: Partial<ScientificNameRecord>): ScientificNameRecord =>
  emptyName({ id: 1, taxonId: 1, scientificName: 'X', rank: 'Species', taxonomicStatus: 'Synonym', ...over });

describe('taxon operations: texts and the taxon operated on', () => {
  it('labels a name with its author and id, or its id alone when it has no author', () => {
    expect(label({ id: 7, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758' })).toBe('Ursus arctos Linnaeus, 1758 (7)');
    expect(label({ id: 2, scientificName: 'Chordata', author: '' })).toBe('Chordata (2)');
  });

  it('compares records by their content', () => {
    expect(same({ a: [1] }, { a: [1] })).toBe(true);
    expect(same({ a: [1] }, { a: [2] })).toBe(false);
  });

  it('gives a taxon with its current name, and refuses an unknown taxon, a sphere and a taxon without a current name', () => {
    const state = tree();
    expect(requireOperableTaxon(state, 7)).toEqual({ taxon: state.taxa.get(7), main: state.names.get(7) });
    expect(thrown(() => requireOperableTaxon(state, 4242))).toEqual({ code: 'TAXON_NOT_FOUND', detail: 'Finner ikke takson med id 4242.' });
    expect(thrown(() => requireOperableTaxon(state, -1))?.code).toBe('BUILT_IN_TAXON');
    state.names.set(7, { ...state.names.get(7)!, taxonomicStatus: 'Synonym' });
    expect(thrown(() => requireOperableTaxon(state, 7))?.code).toBe('CURRENT_NAME_MISSING');
  });
});

describe('taxon operations: a name with the status an operation gives it', () => {
  it('moves a name to another taxon keeping its statuses when the taxonomic status stays', () => {
    const state = tree();
    const synonym = state.names.get(110)!;
    expect(withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym' }, 7)).toEqual({ ...synonym, taxonId: 7 });
  });

  it('requires a taxonomic status', () =>
    expect(thrown(() => withStatus(tree(), tree().names.get(110)!, { nameId: 110, taxonomicStatus: 'Bogus' as never }))?.code).toBe(
      'TAXONOMIC_STATUS_REQUIRED',
    ));

  it('clears statuses an accepted name may not keep when left out', () => {
    const state = tree();
    const synonym = { ...state.names.get(110)!, nomenclaturalStatuses: ['Illegitimate' as const] };
    expect(withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Accepted' })).toMatchObject({
      taxonomicStatus: 'Accepted',
      nomenclaturalStatuses: [],
      taxonId: 11,
    });
  });

  it('replaces statuses and attributes when given, checking them against the taxonomic status', () => {
    const state = tree();
    const synonym = state.names.get(110)!;
    expect(
      withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym', nomenclaturalStatus: ['Illegitimate'], attributes: ['NomenSuperfluum'] }),
    ).toMatchObject({ taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Illegitimate'], attributes: ['NomenSuperfluum'] });
    expect(thrown(() => withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Accepted', nomenclaturalStatus: ['Illegitimate'] }))?.code).toBe(
      'NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED',
    );
    expect(thrown(() => withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym', attributes: ['NomenDubium'] }))?.code).toBe(
      'NOMENCLATURAL_SUBSTATUS_WITHOUT_PARENT',
    );
  });

  it('keeps the statuses left out beside those given', () => {
    const state = tree();
    const synonym = { ...state.names.get(110)!, nomenclaturalStatuses: ['Illegitimate' as const], attributes: ['Hybrid' as const] };
    expect(withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym', attributes: ['NomenSuperfluum'] })).toMatchObject({
      nomenclaturalStatuses: ['Illegitimate'],
      attributes: ['NomenSuperfluum'],
    });
    expect(withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym', nomenclaturalStatus: [] })).toMatchObject({
      nomenclaturalStatuses: [],
      attributes: ['Hybrid'],
    });
  });

  it('does not check a name whose given statuses are the ones it has (an old name that breaks a newer rule passes through)', () => {
    const state = tree();
    const odd = { ...state.names.get(7)!, nomenclaturalStatuses: ['Illegitimate' as const] };
    expect(withStatus(state, odd, { nameId: 7, taxonomicStatus: 'Accepted', nomenclaturalStatus: ['Illegitimate'] })).toMatchObject({
      nomenclaturalStatuses: ['Illegitimate'],
    });
    expect(
      thrown(() => withStatus(state, odd, { nameId: 7, taxonomicStatus: 'Accepted', nomenclaturalStatus: ['Illegitimate'], attributes: ['Hybrid'] }))
        ?.code,
    ).toBe('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED');
  });

  it('checks given statuses when only the taxonomic status or only the statuses change', () => {
    const state = tree();
    const synonym = state.names.get(110)!;
    expect(thrown(() => withStatus(state, synonym, { nameId: 110, taxonomicStatus: 'Synonym', nomenclaturalStatus: ['NotInUse'] }))?.code).toBe(
      'OUTDATED_VIEW_ONLY_FOR_NOT_IN_USE',
    );
    const illegitimate = { ...synonym, nomenclaturalStatuses: ['Illegitimate' as const] };
    expect(
      thrown(() => withStatus(state, illegitimate, { nameId: 110, taxonomicStatus: 'Accepted', nomenclaturalStatus: ['Illegitimate'] }))?.code,
    ).toBe('NOMENCLATURAL_STATUS_ONLY_FOR_NON_ACCEPTED');
  });

  it('keeps every status of a name whose taxonomic status stays, none given', () => {
    const state = tree();
    const odd = { ...state.names.get(7)!, nomenclaturalStatuses: ['Illegitimate' as const], attributes: ['NomenSuperfluum' as const] };
    expect(withStatus(state, odd, { nameId: 7, taxonomicStatus: 'Accepted' }, 11)).toEqual({ ...odd, taxonId: 11 });
  });

  it('applies the fungi rule of the taxon the name ends up in, or of the one it leaves', () => {
    const state = tree();
    const fungus = state.names.get(976)!;
    const sanctioned = {
      nameId: 976,
      taxonomicStatus: 'Accepted' as const,
      nomenclaturalStatus: ['Sanctioned' as const],
      attributes: ['NomenSanctionatum' as const],
    };
    expect(withStatus(state, fungus, sanctioned)).toMatchObject({ nomenclaturalStatuses: ['Sanctioned'] });
    expect(withStatus(state, fungus, sanctioned, 4242)).toMatchObject({ taxonId: 4242, nomenclaturalStatuses: ['Sanctioned'] });
    expect(thrown(() => withStatus(state, fungus, sanctioned, 7))?.code).toBe('SANCTIONED_ONLY_FOR_FUNGI');
    expect(thrown(() => withStatus(state, state.names.get(7)!, { ...sanctioned, nameId: 7 }))?.code).toBe('SANCTIONED_ONLY_FOR_FUNGI');
  });
});

describe('taxon operations: names and statuses of a taxon', () => {
  it('requires exactly one accepted or unresolved name', () => {
    const accepted = name({ id: 1, taxonomicStatus: 'Accepted' });
    const unresolved = name({ id: 2, taxonomicStatus: 'Unresolved' });
    expect(requireOneMainName([name({ id: 3 }), unresolved])).toBe(unresolved);
    expect(thrown(() => requireOneMainName([name({ id: 3 })]))?.code).toBe('NO_MAIN_NAME');
    expect(thrown(() => requireOneMainName([accepted, unresolved]))?.code).toBe('MORE_THAN_ONE_MAIN_NAME');
  });

  it('takes status inputs by name id, refusing an unknown name and a name given twice', () => {
    const state = tree();
    const inputs = [
      { nameId: 7, taxonomicStatus: 'Accepted' as const },
      { nameId: 110, taxonomicStatus: 'Synonym' as const },
    ];
    expect([...statusInputsById(state, inputs).entries()]).toEqual([
      [7, inputs[0]],
      [110, inputs[1]],
    ]);
    expect(thrown(() => statusInputsById(state, [{ nameId: 4242, taxonomicStatus: 'Accepted' }]))?.code).toBe('SCIENTIFIC_NAME_NOT_FOUND');
    expect(thrown(() => statusInputsById(state, [...inputs, { nameId: 7, taxonomicStatus: 'Synonym' }]))).toEqual({
      code: 'NAME_LISTED_TWICE',
      detail: 'Navnet Ursus arctos Linnaeus, 1758 (7) er oppgitt mer enn én gang.',
    });
  });

  it('sets exists-in-Norway only for species and below, taking the given value over the fallback', () => {
    const species = name({ rank: 'Species' });
    const genus = name({ rank: 'Genus' });
    expect(existsInNorwayFor(species, false, true)).toBe(false);
    expect(existsInNorwayFor(species, undefined, true)).toBe(true);
    expect(existsInNorwayFor(species, null, false)).toBe(false);
    expect(existsInNorwayFor(genus, undefined, true)).toBeNull();
    expect(existsInNorwayFor(genus, null, true)).toBeNull();
    expect(thrown(() => existsInNorwayFor(genus, false, null))?.code).toBe('EXISTS_IN_NORWAY_NOT_APPLICABLE');
    expect(thrown(() => existsInNorwayFor(genus, true, null))?.code).toBe('EXISTS_IN_NORWAY_NOT_APPLICABLE');
  });
});

describe('taxon operations: new names', () => {
  const input = (over: Partial<NewScientificNameInput>): NewScientificNameInput => ({
    scientificName: 'arctoides',
    author: 'Test, 2020',
    taxonomicStatus: 'Accepted',
    ...over,
  });
  const at = { id: 900, taxonId: 901, defaultRank: 'Species' as const, codeTaxonId: 7 };

  it('finds the parent of a new name by any of its names, and refuses one without a taxon with a current name', () => {
    const state = tree();
    expect(parentForNewName(state, input({}))).toBeUndefined();
    expect(parentForNewName(state, input({ parentScientificNameId: null }))).toBeUndefined();
    expect(parentForNewName(state, input({ parentScientificNameId: 110 }))).toEqual({ taxonId: 11, main: state.names.get(11) });
    expect(thrown(() => parentForNewName(state, input({ parentScientificNameId: 4242 })))?.code).toBe('PARENT_NOT_FOUND');
    state.names.set(11, { ...state.names.get(11)!, taxonomicStatus: 'Synonym' });
    expect(thrown(() => parentForNewName(state, input({ parentScientificNameId: 110 })))?.code).toBe('PARENT_NOT_FOUND');
  });

  it('composes a new name under its parent from the epithet, forgiving a typed pre-name', () => {
    const state = tree();
    expect(newNameRecord(state, input({ parentScientificNameId: 6, comment: ' ny ' }), at)).toEqual({
      ...emptyName({ id: 900, taxonId: 901, scientificName: 'Ursus arctoides', rank: 'Species', taxonomicStatus: 'Accepted' }),
      author: 'Test, 2020',
      comment: 'ny',
    });
    expect(newNameRecord(state, input({ parentScientificNameId: 6, scientificName: 'Ursus arctoides' }), at).scientificName).toBe('Ursus arctoides');
    expect(newNameRecord(state, input({ parentScientificNameId: 6, attributes: ['Hybrid'] }), at).scientificName).toBe('Ursus ×arctoides');
    expect(() => newNameRecord(state, input({ parentScientificNameId: 6, scientificName: '× arctoides', attributes: ['Hybrid'] }), at)).not.toThrow();
  });

  it('writes a botanical infraspecific name with its marker, an animal one without', () => {
    const state = tree();
    expect(
      newNameRecord(state, input({ parentScientificNameId: 106, rank: 'Variety', scientificName: 'alpina' }), { ...at, codeTaxonId: 106 }),
    ).toMatchObject({
      scientificName: 'Salix lapponum var. alpina',
      rank: 'Variety',
    });
    expect(newNameRecord(state, input({ parentScientificNameId: 106, rank: 'Variety', scientificName: 'alpina' }), at).scientificName).toBe(
      'Salix lapponum var. alpina',
    );
    expect(newNameRecord(state, input({ parentScientificNameId: 7, rank: 'Subspecies', scientificName: 'alpinus' }), at).scientificName).toBe(
      'Ursus arctos alpinus',
    );
  });

  it('takes the whole name without a parent, at the default rank', () =>
    expect(newNameRecord(tree(), input({ scientificName: ' Ursus  arctoides ' }), at)).toMatchObject({
      scientificName: 'Ursus arctoides',
      rank: 'Species',
      taxonId: 901,
      id: 900,
    }));

  it('refuses a new name without a status, without text, with more than the new part, or without an author', () => {
    const state = tree();
    expect(thrown(() => newNameRecord(state, input({ taxonomicStatus: 'Bogus' as never }), at))?.code).toBe('TAXONOMIC_STATUS_REQUIRED');
    expect(thrown(() => newNameRecord(state, input({ scientificName: ' ' }), at))?.code).toBe('SCIENTIFIC_NAME_REQUIRED');
    expect(thrown(() => newNameRecord(state, input({ parentScientificNameId: 6, scientificName: 'arctoides minor' }), at))?.code).toBe(
      'SCIENTIFIC_NAME_INVALID',
    );
    expect(thrown(() => newNameRecord(state, input({ parentScientificNameId: 6, scientificName: 'arctoides× minor' }), at))?.code).toBe(
      'SCIENTIFIC_NAME_INVALID',
    );
    expect(thrown(() => newNameRecord(state, input({ author: '' }), at))?.code).toBe('AUTHOR_REQUIRED');
    expect(newNameRecord(state, input({ rank: 'Genus', scientificName: 'Ursulus', author: '' }), at)).toMatchObject({ rank: 'Genus', author: '' });
  });

  it('checks the statuses under the code of the parent, or of the given taxon without a parent', () => {
    const state = tree();
    const sanctioned = {
      taxonomicStatus: 'Accepted' as const,
      nomenclaturalStatus: ['Sanctioned' as const],
      attributes: ['NomenSanctionatum' as const],
    };
    expect(
      newNameRecord(state, input({ ...sanctioned, rank: 'Class', scientificName: 'Agaricomycetes', parentScientificNameId: 976 }), at),
    ).toMatchObject({
      scientificName: 'Agaricomycetes',
      nomenclaturalStatuses: ['Sanctioned'],
    });
    expect(
      newNameRecord(state, input({ ...sanctioned, rank: 'Class', scientificName: 'Agaricomycetes' }), { ...at, codeTaxonId: 976 }).scientificName,
    ).toBe('Agaricomycetes');
    expect(thrown(() => newNameRecord(state, input({ ...sanctioned, parentScientificNameId: 6 }), { ...at, codeTaxonId: 976 }))?.code).toBe(
      'SANCTIONED_ONLY_FOR_FUNGI',
    );
  });

  it('refuses a new name equal in name (in any case) and author to another name it joins', () => {
    const a = name({ id: 1, scientificName: 'Ursus arctoides', author: 'A' });
    expect(() => requireNewNamesDistinct([a], [a, name({ id: 2, scientificName: 'Ursus arctoides', author: 'B' })])).not.toThrow();
    expect(thrown(() => requireNewNamesDistinct([a], [a, name({ id: 2, scientificName: 'URSUS ARCTOIDES', author: 'A' })]))).toEqual({
      code: 'DUPLICATE_SCIENTIFIC_NAME',
      detail: 'Navnet Ursus arctoides finnes allerede under samme overordnede takson.',
    });
  });
});

describe('taxon operations: vernacular names', () => {
  const known = new Map([
    [5, { id: 5, vernacularName: 'isbjørn', languageIsoCode: 'nb' as const, status: 'Recommended' as const, reference: '', comment: '' }],
  ]);

  it('keeps the ids of known names and gives new names the next free ids', () => {
    const nextId = { value: 20 };
    expect(
      vernacularList(
        [
          { nameId: 5, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
          { vernacularName: 'kvitbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', reference: ' ordbok ' },
          { nameId: null as never, vernacularName: 'isbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
        ],
        known,
        nextId,
      ),
    ).toEqual([
      { id: 5, vernacularName: 'isbjørn', languageIsoCode: 'nb', status: 'Recommended', reference: '', comment: '' },
      { id: 20, vernacularName: 'kvitbjørn', languageIsoCode: 'nb', status: 'NotRecommended', reference: 'ordbok', comment: '' },
      { id: 21, vernacularName: 'isbjørn', languageIsoCode: 'nn', status: 'Recommended', reference: '', comment: '' },
    ]);
    expect(nextId.value).toBe(22);
  });

  it('refuses an unknown id, an id given twice (also across lists sharing the used ids) and an invalid list', () => {
    const entry = { nameId: 5, vernacularName: 'isbjørn', languageIsoCode: 'nb' as const, vernacularNameStatus: 'Recommended' as const };
    expect(thrown(() => vernacularList([{ ...entry, nameId: 6 }], known, { value: 1 }))?.code).toBe('VERNACULAR_NAME_NOT_FOUND');
    expect(thrown(() => vernacularList([entry, entry], known, { value: 1 }))).toEqual({
      code: 'VERNACULAR_NAME_LISTED_TWICE',
      detail: 'Populærnavnet isbjørn er oppgitt mer enn én gang.',
    });
    const used = new Set<number>();
    vernacularList([entry], known, { value: 1 }, used);
    expect(thrown(() => vernacularList([entry], known, { value: 1 }, used))?.code).toBe('VERNACULAR_NAME_LISTED_TWICE');
    expect(
      thrown(() =>
        vernacularList(
          [
            { ...entry, nameId: undefined },
            { ...entry, nameId: undefined },
          ],
          known,
          { value: 1 },
        ),
      )?.code,
    ).toBe('VERNACULAR_NAME_DUPLICATE');
  });

  it('gathers the vernacular names of several taxa by id, and gives them back as inputs', () => {
    const state = tree();
    const names = vernacularNamesOf([state.taxa.get(7)!, state.taxa.get(11)!]);
    expect([...names.values()].map((v) => [v.id, v.vernacularName, v.languageIsoCode])).toEqual([
      [1, 'brunbjørn', 'nb'],
      [2, 'isbjørn', 'nb'],
      [3, 'kvitbjørn', 'nb'],
      [4, 'isbjørn', 'nn'],
    ]);
    expect([...names.keys()]).toEqual([1, 2, 3, 4]);
    expect(asVernacularInputs([{ ...names.get(3)!, reference: 'ordbok', comment: 'sjelden' }])).toEqual([
      {
        nameId: 3,
        vernacularName: 'kvitbjørn',
        languageIsoCode: 'nb',
        vernacularNameStatus: 'NotRecommended',
        reference: 'ordbok',
        comment: 'sjelden',
      },
    ]);
  });
});

describe('taxon operations: effects', () => {
  it('collects one change per record against the state before, leaving out records that did not change', () => {
    const state = tree();
    const draft = effectsDraft(state);
    const bear = state.names.get(7)!;
    draft.name({ ...bear, comment: 'først' });
    draft.name({ ...bear, comment: 'sist' });
    draft.name(state.names.get(11)!);
    draft.name({ ...bear, id: 900 });
    draft.taxon(7, { ...state.taxa.get(7)!, existsInNorway: true });
    draft.taxon(11, state.taxa.get(11)!);
    draft.taxon(12, null);
    draft.taxon(4242, null);
    expect(draft.build()).toEqual({
      names: [
        { before: bear, after: { ...bear, comment: 'sist' } },
        { before: null, after: { ...bear, id: 900 } },
      ],
      taxa: [
        { before: state.taxa.get(7), after: { ...state.taxa.get(7), existsInNorway: true } },
        { before: state.taxa.get(12), after: null },
      ],
    });
  });

  it('adds successors only when there are some', () => {
    const draft = effectsDraft(tree());
    expect(draft.build()).toEqual({ names: [], taxa: [] });
    draft.successor({ fromTaxonId: 7, toTaxonId: 11 } as never);
    expect(draft.build().successors).toEqual([{ fromTaxonId: 7, toTaxonId: 11 }]);
  });
});

describe('taxon operations: ranks and places', () => {
  it('lets a main name change rank only between its parent and its children', () => {
    const state = tree();
    expect(() => requireRankFits(state, 7, 'Species')).not.toThrow();
    expect(() => requireRankFits(state, 11, 'Subspecies')).not.toThrow();
    expect(thrown(() => requireRankFits(state, 7, 'Subspecies'))?.code).toBe('RANK_NOT_BETWEEN_PARENT_AND_CHILDREN');
    expect(thrown(() => requireRankFits(state, 7, 'Genus'))?.code).toBe('RANK_NOT_BETWEEN_PARENT_AND_CHILDREN');
    expect(thrown(() => requireRankFits(state, 6, 'Species'))?.code).toBe('RANK_NOT_BETWEEN_PARENT_AND_CHILDREN');
    expect(() => requireRankFits(state, 1, 'Subkingdom')).not.toThrow();
    expect(() => requireRankFits(state, -1, 'Root')).not.toThrow();
    expect(() => requireRankFits(state, 4242, 'Species')).not.toThrow();
  });

  it('lets a main name keep its rank even where it does not fit (an older register)', () => {
    const state = tree();
    state.names.set(9, { ...state.names.get(9)!, rank: 'Species' });
    expect(() => requireRankFits(state, 7, 'Species')).not.toThrow();
  });

  it('moves the children of a taxon under another', () => {
    const state = tree();
    expect(movedChildren(state, 6, 8)).toEqual([
      { ...state.taxa.get(7), parentId: 8 },
      { ...state.taxa.get(11), parentId: 8 },
    ]);
    expect(movedChildren(state, 12, 8)).toEqual([]);
  });

  it('finds the nearest common ancestor with an accepted main name, the parents included', () => {
    const state = stateFrom([
      importEditTransferTree([
        ...editTransferTree(),
        {
          key: '14',
          parentKey: '7',
          preferredTaxonId: 14,
          mainName: {
            scientificName: 'Ursus arctos collaris',
            author: 'Cuvier, 1824',
            rank: 'Subspecies',
            taxonomicStatus: 'Unresolved',
            preferredId: 14,
          },
          synonyms: [],
          vernacularNames: [],
        },
      ]),
      addTaxonCommand({ parentScientificNameId: 14, rank: 'Variety', scientificName: 'minor', author: 'Test, 2020' }),
    ]);
    expect(nearestCommonAcceptedAncestor(state, [])).toBeNull();
    expect(nearestCommonAcceptedAncestor(state, [9, 11])).toBe(6);
    expect(nearestCommonAcceptedAncestor(state, [7, 9])).toBe(7);
    expect(nearestCommonAcceptedAncestor(state, [12, 9, 11])).toBe(5);
    expect(nearestCommonAcceptedAncestor(state, [14])).toBe(7);
    expect(nearestCommonAcceptedAncestor(state, [9, 106])).toBe(-1);
    expect(nearestCommonAcceptedAncestor(state, [9, 4242])).toBeNull();
    expect(nearestCommonAcceptedAncestor(state, [9, 9])).toBe(9);
    state.names.set(6, { ...state.names.get(6)!, taxonomicStatus: 'Synonym' });
    expect(nearestCommonAcceptedAncestor(state, [7, 11])).toBe(5);
  });
});
