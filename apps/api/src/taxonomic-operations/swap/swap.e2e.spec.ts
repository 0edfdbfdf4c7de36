import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { editorOf, openOperationTestApp, type OperationTestApp } from '../../testing/operation-test-app.js';

const PATH = 'Swap';
/** Ursus horribilis (70) becomes the current name of taxon 7. */
const horribilisCurrent = {
  oldTaxonId: 7,
  scientificNames: [
    { nameId: 7, taxonomicStatus: 'Synonym' },
    { nameId: 70, taxonomicStatus: 'Accepted' },
  ],
  keepTaxonId: false,
  remark: 'Omprioritert',
};

describe('POST /api/v1/TaxonomicOperations/Swap', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  it('refuses invalid bodies with the spec texts and writes nothing', async () => {
    const head = await t.stores.events.headPosition();
    expect(await t.post(PATH, { scientificNames: [] })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST', detail: 'Velg et takson først', field: 'oldTaxonId' },
    });
    expect(await t.post(PATH, { ...horribilisCurrent, keepTaxonId: 'ja' })).toMatchObject({ status: 400, body: { field: 'keepTaxonId' } });
    expect(await t.post(PATH, { oldTaxonId: 7, scientificNames: [{ nameId: 7, taxonomicStatus: 'Accepted' }], keepTaxonId: true })).toMatchObject({
      status: 400,
      body: { errorCode: 'REARRANGE_NO_CHANGE', detail: 'Ingen endring i omprioritering eller taksonomisk status' },
    });
    expect(await t.post(PATH, { ...horribilisCurrent, keepTaxonId: true })).toMatchObject({
      status: 400,
      body: { errorCode: 'TAXON_ID_MUST_CHANGE', field: 'keepTaxonId' },
    });
    expect(await t.post(PATH, { oldTaxonId: 7, scientificNames: [{ nameId: 70, taxonomicStatus: 'NotInUse' }] })).toMatchObject({
      status: 400,
      body: { errorCode: 'KEEP_TAXON_ID_REQUIRED' },
    });
    expect(await t.post(PATH, { oldTaxonId: 7, scientificNames: [{ nameId: 70, taxonomicStatus: 'Unresolved' }], keepTaxonId: true })).toMatchObject({
      status: 400,
      body: { detail: 'Kan ikke ha mer enn ett gyldig eller uavklart navn.' },
    });
    expect(await t.post(PATH, { oldTaxonId: 7, scientificNames: [{ nameId: 80, taxonomicStatus: 'Synonym' }], keepTaxonId: true })).toMatchObject({
      status: 400,
      body: { errorCode: 'NAME_NOT_IN_TAXON' },
    });
    expect(await t.post(PATH, { oldTaxonId: 4242, keepTaxonId: true })).toMatchObject({ status: 404, body: { errorCode: 'TAXON_NOT_FOUND' } });
    expect(
      await t.post(PATH, {
        oldTaxonId: 7,
        newScientificNames: [{ scientificName: 'Ursus x', taxonomicStatus: 'Synonym', rankId: 99 }],
        keepTaxonId: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Ukjent rang.' },
    });
    expect(
      await t.post(PATH, { oldTaxonId: 7, newScientificNames: [{ scientificName: 'Ursus x', taxonomicStatus: 'Synonym' }], keepTaxonId: true }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'AUTHOR_REQUIRED' },
    });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('refuses users without rights on the taxon', async () => {
    expect(await t.post(PATH, horribilisCurrent, null)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.post(PATH, horribilisCurrent, editorOf(8))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.post(PATH, horribilisCurrent, editorOf(105))).toMatchObject({ status: 403 });
  });

  it('answers an unexpected failure with the default text', async () => {
    t.failNextCommand();
    expect(await t.post(PATH, horribilisCurrent)).toMatchObject({ status: 500, body: { detail: 'Noe gikk galt. Kunne ikke bytte.' } });
  });

  it('rearranges for an editor: a new current name gets a new taxon id, and the next reads show it', async () => {
    const taxaBefore = (await t.get('/api/v1/Statistics/TaxonCount')).body;
    const response = await t.post(PATH, horribilisCurrent, editorOf(7));
    expect(response).toMatchObject({ status: 200, body: { scientificNameId: 70, oldTaxonId: 7, keepTaxonId: false } });
    const newTaxonId = response.body.taxonId;
    expect(newTaxonId).not.toBe(7);

    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/70')).body).toMatchObject({ taxonId: newTaxonId, mainScientificNameId: 70 });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/7')).body).toMatchObject({ taxonId: newTaxonId, mainScientificNameId: 70 });
    expect(await t.get('/api/v1/TaxonName/ByTaxonId/7')).toMatchObject({
      status: 404,
      body: { successor: { reason: 'Replaced', successorIds: [newTaxonId] } },
    });
    const node = (await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body.find((c: { taxonId: number }) => c.taxonId === newTaxonId);
    expect(node).toMatchObject({
      scientificNameId: 70,
      presentationName: 'Ursus horribilis',
      preferredVernacularNames: [{ name: 'brunbjørn', nameLanguageIso: 'nb' }],
    });
    expect((await t.get('/api/v1/TaxonName/Search?Search=Ursus%20horribilis')).body[0]).toMatchObject({
      taxonId: newTaxonId,
      acceptedScientificName: { nameId: 70 },
    });
    const changes = (await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/70')).body;
    expect(changes[0]).toMatchObject({ changeType: 'ValidNameChange', changeRemarks: 'Omprioritert', changeByUser: 'Rita Redaktør' });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/7')).body[0]).toMatchObject({ changeType: 'ValidNameChange' });
    // one taxon replaced by one: the count stays
    expect((await t.get('/api/v1/Statistics/TaxonCount')).body.totalCount).toBe(taxaBefore.totalCount);
  });

  it('keeps the taxon id and moves the children when only a synonym’s status changes', async () => {
    const response = await t.post(PATH, {
      oldTaxonId: 10,
      scientificNames: [{ nameId: 1000, taxonomicStatus: 'NotInUse', nomenclaturalStatus: ['NotInUse'] }],
      keepTaxonId: true,
    });
    expect(response).toMatchObject({ status: 200, body: { scientificNameId: 10, taxonId: 10, keepTaxonId: true } });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/1000')).body.scientificNames.find((n: { id: number }) => n.id === 1000)).toMatchObject({
      taxonomicStatus: 'NotInUse',
      nomenclaturalStatuses: ['NotInUse'],
    });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/1000')).body[0]).toMatchObject({ changeType: 'CategoryChange' });
    const newId = (
      await t.post(PATH, {
        oldTaxonId: 10,
        scientificNames: [
          { nameId: 10, taxonomicStatus: 'Synonym' },
          { nameId: 1000, taxonomicStatus: 'Accepted', nomenclaturalStatus: [] },
        ],
      })
    ).body.taxonId;
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/1000')).body.map((c: { taxonId: number }) => c.taxonId)).toEqual([11]);
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/11')).body.higherClassification.map((h: { taxonId: number }) => h.taxonId)).toContain(
      newId,
    );
  });

  it('swaps in a new name: created, made current, with the taxon’s vernacular names', async () => {
    const response = await t.post(PATH, {
      oldTaxonId: 9,
      scientificNames: [{ nameId: 9, taxonomicStatus: 'Synonym' }],
      newScientificNames: [
        { scientificName: 'Selenarctos thibetanus', author: '(G. Cuvier, 1823)', taxonomicStatus: 'Accepted', rankId: 22, taxonId: 9 },
      ],
      vernacularNames: [
        { nameId: 4, vernacularName: 'kragebjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
        { vernacularName: 'asiatisk svartbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' },
      ],
      existsInNorway: false,
    });
    expect(response.status).toBe(200);
    const { scientificNameId, taxonId, newScientificNameIds } = response.body;
    expect(newScientificNameIds).toEqual([scientificNameId]);
    const page = (await t.get(`/api/v1/TaxonName/ByScientificNameId/${scientificNameId}`)).body;
    expect(page).toMatchObject({ taxonId, mainScientificNameId: scientificNameId, existsInNorway: false });
    expect(page.scientificNames[0]).toMatchObject({ scientificName: 'Selenarctos thibetanus', taxonomicStatus: 'Accepted' });
    expect(page.vernacularNames.map((v: { vernacularName: string }) => v.vernacularName)).toEqual(['kragebjørn', 'asiatisk svartbjørn']);
    expect(
      (await t.get(`/api/v1/TaxonName/Changes/ByScientificNameId/${scientificNameId}`)).body.map((c: { changeType: string }) => c.changeType).sort(),
    ).toEqual(['Inserted', 'ValidNameChange']);
    expect((await t.get('/api/v1/TaxonName/Search?Search=asiatisk')).body[0]).toMatchObject({ taxonId });
  });
});
