import { describe, expect, it } from '@jest/globals';
import type { TaxonomicStatus } from '@navnebase/domain';
import type { TaxonNameInfo } from '../../api/types';
import { nameView } from '../../test/fixtures';
import {
  addCreatedName,
  addTaxon,
  canRemoveTaxon,
  initialSplit,
  MORE_THAN_ONE_MAIN_NAME,
  NO_MAIN_NAME,
  placeName,
  placeVernacular,
  removeTaxon,
  setMainName,
  setVernacularOf,
  splitProblems,
  splitRequest,
  splitSteps,
  taxonStatusError,
  unplaceName,
  unplacedNames,
  vernacularOf,
} from './split-rules';

const name = (id: number, scientificName: string, status: TaxonomicStatus) => nameView(id, scientificName, { taxonId: 10, author: 'L.', status });

const SPLIT_TAXON: TaxonNameInfo = {
  scientificNameId: 1,
  taxonId: 10,
  parentTaxonId: 9,
  mainScientificNameId: 1,
  scientificNames: [name(1, 'Ursus arctos', 'Accepted'), name(2, 'Ursus horribilis', 'Synonym')],
  vernacularNames: [
    { id: 5, nameId: 5, vernacularName: 'brunbjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
    { id: 6, nameId: 6, vernacularName: 'grizzly', vernacularNameStatus: 'NotRecommended', languageIsoCode: 'nb', comment: '', reference: '' },
  ],
  higherClassification: [],
  higherClassifications: [],
  existsInNorway: true,
  childCount: 0,
};

describe('split rules (spec 2 §2.4, §4.4)', () => {
  it('starts with two empty new taxa; a new taxon can be removed only while more than two exist', () => {
    let state = initialSplit(SPLIT_TAXON);
    expect(state.taxa).toHaveLength(2);
    expect(state.taxa[0]!.key).toBe(Number.MAX_SAFE_INTEGER);
    expect(canRemoveTaxon(state)).toBe(false);
    expect(removeTaxon(state, state.taxa[0]!.key)).toBe(state);
    state = addTaxon(state);
    expect(canRemoveTaxon(state)).toBe(true);
    state = placeName(state, 2, state.taxa[2]!.key);
    state = removeTaxon(state, state.taxa[2]!.key);
    expect(state.taxa).toHaveLength(2);
    expect(unplacedNames(state).map((n) => n.key)).toEqual([1, 2]);
  });

  it('opens step 3 when every name is placed and every new taxon has a name; step 5 when every vernacular name is placed', () => {
    let state = initialSplit(SPLIT_TAXON);
    const [a, b] = state.taxa.map((t) => t.key) as [number, number];
    expect(splitSteps(state)).toMatchObject({ names: true, statuses: false });
    state = placeName(state, 1, a);
    expect(splitSteps(state).statuses).toBe(false); // a name is still unplaced
    state = placeName(state, 2, a);
    expect(splitSteps(state).statuses).toBe(false); // the second taxon is empty
    state = placeName(state, 2, b); // 'Velg denne' moves it
    expect(splitSteps(state)).toMatchObject({ statuses: true, distribute: true, vernacular: false });
    state = placeVernacular(state, 'navn-5', a);
    expect(splitSteps(state).vernacular).toBe(false);
    state = placeVernacular(state, 'navn-6', b);
    expect(splitSteps(state)).toMatchObject({ vernacular: true, remark: true });
    state = unplaceName(state, 2); // 'Fjern'
    expect(splitSteps(state).statuses).toBe(false);
  });

  it('needs exactly one accepted or unresolved name per new taxon', () => {
    let state = initialSplit(SPLIT_TAXON);
    const [a, b] = state.taxa.map((t) => t.key) as [number, number];
    state = placeName(placeName(state, 1, a), 2, b);
    expect(taxonStatusError(state, state.taxa[0]!)).toBeUndefined();
    expect(taxonStatusError(state, state.taxa[1]!)).toBe(NO_MAIN_NAME);
    state = setMainName(state, 2, 'Unresolved');
    expect(taxonStatusError(state, state.taxa[1]!)).toBeUndefined();
    state = addCreatedName(state, b, {
      payload: { scientificName: 'Ursus nova', author: 'Testesen', taxonomicStatus: 'Accepted' },
      display: 'Ursus nova',
      rank: 'Species',
    });
    expect(taxonStatusError(state, state.taxa[1]!)).toBe(MORE_THAN_ONE_MAIN_NAME);
  });

  it('sends every name once, created names as new names, and vernacular names per taxon', () => {
    let state = initialSplit(SPLIT_TAXON);
    const [a, b] = state.taxa.map((t) => t.key) as [number, number];
    state = placeName(placeName(state, 1, a), 2, b);
    state = setMainName(state, 2);
    state = placeVernacular(placeVernacular(state, 'navn-5', a), 'navn-6', b);
    expect(vernacularOf(state, state.taxa[1]!)[0]).toMatchObject({ nameId: 6, recommended: true }); // the only name is recommended
    const added = [
      ...vernacularOf(state, state.taxa[1]!),
      {
        key: 'ny-x',
        languageIsoCode: 'nn' as const,
        vernacularName: 'grizzlybjørn',
        recommended: true,
        reference: '',
        comment: '',
        operation: 'added' as const,
      },
    ];
    state = setVernacularOf(state, b, added);
    state = { ...state, remark: ' Ny art ' };
    expect(splitProblems(state)).toEqual([]);
    const request = splitRequest(state);
    expect(request).toMatchObject({ oldTaxonId: 10, remark: 'Ny art' });
    expect(request.newTaxons[0]).toMatchObject({ scientificNames: [{ nameId: 1, taxonomicStatus: 'Accepted' }], existsInNorway: true });
    expect(request.newTaxons[1]!.scientificNames).toEqual([{ nameId: 2, taxonomicStatus: 'Accepted' }]);
    expect(request.newTaxons[1]!.vernacularNames).toEqual([
      expect.objectContaining({ nameId: 6, vernacularNameStatus: 'Recommended' }),
      expect.objectContaining({ vernacularName: 'grizzlybjørn', languageIsoCode: 'nn', operation: 'added' }),
    ]);
  });
});
