import { describe, expect, it } from '@jest/globals';
import type { ScientificNameView } from '../../api/types';
import { ARCTOS, URSUS } from '../testing/fixtures';
import { editAsksExistsInNorway, editFormFromName, editNameProblems, editNameRequest } from './edit-name-form';

const arctos: ScientificNameView = {
  ...ARCTOS.scientificNames[0]!,
  nomenclaturalStatuses: ['Conserved'],
  attributes: ['NomenConservandum', 'Agg', 'AggColl', 'CollectionOnly'],
  references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
};
const info = { ...ARCTOS, scientificNames: [arctos] };

describe('edit scientific name form', () => {
  it('starts from the stored values', () => {
    const form = editFormFromName(info, arctos, false);
    expect(form).toMatchObject({
      scientificName: 'Ursus arctos',
      author: 'Linnaeus, 1758',
      comment: '',
      hybrid: false,
      existsInNorway: true,
      remark: '',
    });
    expect(form.status).toMatchObject({ hasBiStatus: true, conserved: true });
    expect(form.sensu).toMatchObject({ isAggColl: true, isAgg: true });
    expect(form.references.map((r) => [r.referenceTypeId, r.reference])).toEqual([['Citation', 'Linnaeus 1758']]);
  });

  it('sends the whole body, keeping the attributes the form does not edit', () => {
    const form = { ...editFormFromName(info, arctos, false), author: ' Linnaeus,  1758 ', existsInNorway: false, remark: 'Rettet' };
    expect(editNameRequest({ ...form, sensu: { ...form.sensu, isAggColl: false } }, info, arctos)).toEqual({
      scientificNameId: 1005,
      taxonId: 1005,
      scientificName: 'Ursus arctos',
      author: 'Linnaeus,  1758',
      references: [{ referenceTypeId: 'Citation', reference: 'Linnaeus 1758' }],
      comment: '',
      nomenclaturalStatus: ['Conserved'],
      attributes: ['CollectionOnly', 'NomenConservandum'],
      speciesComplex: '',
      existsInNorway: false,
      remark: 'Rettet',
    });
  });

  it('asks exists-in-Norway only for the main name at species rank and below', () => {
    expect(editAsksExistsInNorway(info, arctos)).toBe(true);
    expect(editAsksExistsInNorway(URSUS, URSUS.scientificNames[0]!)).toBe(false);
    expect(editNameRequest(editFormFromName(URSUS, URSUS.scientificNames[0]!, false), URSUS, URSUS.scientificNames[0]!).existsInNorway).toBeNull();
  });

  it('wants a name, and an author at species rank and below', () => {
    const form = editFormFromName(info, arctos, false);
    expect(editNameProblems({ ...form, scientificName: ' ', author: '' }, arctos)).toEqual({
      scientificName: 'Dette feltet må fylles ut.',
      author: 'Autor må fylles ut for art og lavere rang.',
    });
    expect(editNameProblems({ ...editFormFromName(URSUS, URSUS.scientificNames[0]!, false), author: '' }, URSUS.scientificNames[0]!)).toEqual({});
  });
});
