import { describe, expect, it } from '@jest/globals';
import type { ScientificNameView } from '../../api/types';
import { ARCTOS, URSUS } from '../testing/fixtures';
import { deleteCheck } from './delete-rules';

const synonym: ScientificNameView = {
  ...ARCTOS.scientificNames[0]!,
  id: 20001,
  scientificNameId: 20001,
  scientificName: 'Ursus horribilis',
  taxonomicStatus: 'Synonym',
};
const withSynonym = { ...ARCTOS, scientificNames: [...ARCTOS.scientificNames, synonym] };

describe('what a delete does (spec 2 §4.6)', () => {
  it('refuses a main name whose taxon has children', () => {
    expect(deleteCheck(URSUS, 1004)).toMatchObject({ deletesTaxon: true, hasChildren: true });
  });

  it('deletes a taxon with only this name without asking, and leads to the parent', () => {
    expect(deleteCheck(ARCTOS, 1005)).toEqual({
      deletesTaxon: true,
      hasChildren: false,
      needsConfirmation: false,
      nameCount: 1,
      statusText: 'gjeldende',
      successor: { scientificNameId: 1004, label: 'Ursus' },
    });
  });

  it('asks for the explicit confirmation when the main name of a taxon with several names goes', () => {
    expect(deleteCheck(withSynonym, 1005)).toMatchObject({ deletesTaxon: true, needsConfirmation: true, nameCount: 2 });
  });

  it('removes a synonym alone, children or not, and leads to the main name', () => {
    expect(deleteCheck({ ...withSynonym, scientificNameId: 20001, childCount: 3 }, 20001)).toEqual({
      deletesTaxon: false,
      hasChildren: false,
      needsConfirmation: false,
      nameCount: 2,
      statusText: 'synonym',
      successor: { scientificNameId: 1005, label: 'Ursus arctos' },
    });
  });
});
