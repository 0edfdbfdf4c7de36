import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { editorOf, openOperationTestApp, type OperationTestApp } from '../../testing/operation-test-app.js';

const PATH = 'SwapTaxon';

describe('POST /api/v1/TaxonomicOperations/SwapTaxon', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  it('documents the four operation paths in the OpenAPI document, with what swap taxon means', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json();
    for (const path of ['Synonymize', 'Swap', 'SwapTaxon', 'Split'])
      expect(document.paths[`/api/v1/TaxonomicOperations/${path}`]?.post).toBeDefined();
    expect(document.paths['/api/v1/TaxonomicOperations/SwapTaxon'].post.summary).toContain('Bytt takson');
  });

  it('refuses invalid bodies and writes nothing', async () => {
    const head = await t.stores.events.headPosition();
    expect(await t.post(PATH, { targetTaxonId: 8 })).toMatchObject({
      status: 400,
      body: { detail: 'Vitenskapelig navne-id er ugyldig.', field: 'scientificNameId' },
    });
    expect(await t.post(PATH, { scientificNameId: 70 })).toMatchObject({
      status: 400,
      body: { detail: 'Velg et takson først', field: 'targetTaxonId' },
    });
    expect(await t.post(PATH, { scientificNameId: 70, targetTaxonId: 8, taxonomicStatus: 'Accepted' })).toMatchObject({
      status: 400,
      body: { field: 'taxonomicStatus' },
    });
    expect(await t.post(PATH, { scientificNameId: 7, targetTaxonId: 8 })).toMatchObject({
      status: 409,
      body: { errorCode: 'MAIN_NAME_CANNOT_CHANGE_TAXON' },
    });
    expect(await t.post(PATH, { scientificNameId: 70, targetTaxonId: 7 })).toMatchObject({
      status: 400,
      body: { errorCode: 'SWAP_TAXON_NO_CHANGE', detail: 'Ingen endring' },
    });
    expect(await t.post(PATH, { scientificNameId: 70, targetTaxonId: 4242 })).toMatchObject({ status: 404, body: { errorCode: 'TAXON_NOT_FOUND' } });
    expect(await t.post(PATH, { scientificNameId: 70, targetScientificNameId: 4242 })).toMatchObject({
      status: 404,
      body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND' },
    });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('refuses users without rights on both taxa', async () => {
    const body = { scientificNameId: 70, targetTaxonId: 8 };
    expect(await t.post(PATH, body, null)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.post(PATH, body, editorOf(7))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.post(PATH, body, editorOf(8))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
  });

  it('answers an unexpected failure with the default text', async () => {
    t.failNextCommand();
    expect(await t.post(PATH, { scientificNameId: 70, targetTaxonId: 8 })).toMatchObject({
      status: 500,
      body: { detail: 'Noe gikk galt. Kunne ikke bytte takson.' },
    });
  });

  it('moves a synonym to the taxon of the chosen name, and the next reads show it', async () => {
    const namesBefore = (await t.get('/api/v1/Statistics/NamesCount')).body;
    const response = await t.post(PATH, { scientificNameId: 70, targetScientificNameId: 80, remark: 'Feil takson' }, editorOf(7, 8));
    expect(response).toMatchObject({ status: 200, body: { scientificNameId: 70, taxonId: 8, oldTaxonId: 7 } });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/70')).body).toMatchObject({ taxonId: 8, mainScientificNameId: 8 });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/7')).body.scientificNames.map((n: { id: number }) => n.id)).toEqual([7]);
    const tree = (await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body;
    expect(tree.find((c: { taxonId: number }) => c.taxonId === 8).scientificNames.map((n: { nameId: number }) => n.nameId)).toContain(70);
    expect((await t.get('/api/v1/TaxonName/Search?Search=Ursus%20horribilis')).body[0]).toMatchObject({ taxonId: 8 });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/70')).body[0]).toMatchObject({
      changeType: 'CategoryChange',
      changeRemarks: 'Feil takson',
    });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/7')).body[0]).toMatchObject({ changeType: 'Remove' });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/8')).body[0]).toMatchObject({ changeType: 'Inserted' });
    expect((await t.get('/api/v1/Statistics/NamesCount')).body).toEqual(namesBefore);
  });
});
