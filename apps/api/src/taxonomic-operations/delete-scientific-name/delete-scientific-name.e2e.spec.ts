import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const URL = '/api/v1/TaxonomicOperations/Delete';

describe('DELETE /api/v1/TaxonomicOperations/Delete', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
  });
  afterAll(() => t.close());

  it('deletes a leaf taxon for an admin: its id answers gone with the parent as successor, tree, search, history and statistics follow', async () => {
    const before = (await t.get('/api/v1/Statistics/TaxonCount')).body;
    expect(await t.call('DELETE', URL, { scientificNameId: 12, remark: 'Feilregistrert' })).toEqual({ status: 200, body: true });
    const gone = await t.get('/api/v1/TaxonName/ByScientificNameId/12');
    expect(gone).toMatchObject({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_GONE', successor: { reason: 'Deleted', successorIds: [8] } } });
    expect((await t.get('/api/v1/TaxonName/ByTaxonId/12')).body).toMatchObject({ errorCode: 'TAXON_GONE', successor: { successorIds: [8] } });
    expect(await t.get('/api/v1/TaxonName/Children/ByScientificNameId/8')).toMatchObject({ body: [] });
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/5')).body.find((n: { taxonId: number }) => n.taxonId === 8)).toMatchObject({
      isLeaf: true,
    });
    expect((await t.get('/api/v1/TaxonName/Search?Search=malayanus')).body).toEqual([]);
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/12')).body[0]).toMatchObject({
      changeType: 'Delete',
      changeRemarks: 'Feilregistrert',
      dataAfter: [],
    });
    expect((await t.get('/api/v1/Statistics/TaxonCount')).body.totalCount).toBe(before.totalCount - 1);
  });

  it('deletes a synonym alone; the main name shows the deletion in its history', async () => {
    expect(await t.call('DELETE', URL, { scientificNameId: 110, remark: 'Dublett' })).toEqual({ status: 200, body: true });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/110')).body).toMatchObject({
      errorCode: 'SCIENTIFIC_NAME_GONE',
      successor: { successorIds: [11] },
    });
    const page = (await t.get('/api/v1/TaxonName/ByScientificNameId/11')).body;
    expect(page.scientificNames.map((n: { id: number }) => n.id)).toEqual([11]);
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/11')).body[0]).toMatchObject({
      changeType: 'Delete',
      dataBefore: [{ scientificNameId: 110, scientificName: 'Thalarctos maritimus (Phipps, 1774)' }],
    });
  });

  it('needs the explicit confirmation for a main name with other names, then deletes all names with the taxon', async () => {
    const synonym = await t.call('POST', '/api/v1/TaxonomicOperations/AddTaxon', {
      synonymToId: 107,
      scientificName: 'Salix daphneola',
      author: 'Schleich.',
    });
    expect(synonym.status).toBe(200);
    const refused = await t.call('DELETE', URL, { scientificNameId: 107 });
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'DELETE_TAXON_CONFIRMATION_REQUIRED', field: 'deleteTaxon' } });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/107')).status).toBe(200);
    expect(await t.call('DELETE', URL, { scientificNameId: 107, deleteTaxon: true, remark: 'Utgår' })).toEqual({ status: 200, body: true });
    for (const id of [107, synonym.body.scientificNameId]) {
      expect((await t.get(`/api/v1/TaxonName/ByScientificNameId/${id}`)).body).toMatchObject({
        errorCode: 'SCIENTIFIC_NAME_GONE',
        successor: { successorIds: [106] },
      });
      expect((await t.get(`/api/v1/TaxonName/Changes/ByScientificNameId/${id}`)).body[0]).toMatchObject({
        changeType: 'Delete',
        changeRemarks: 'Utgår',
      });
    }
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/106')).body).toEqual([]);
  });

  it('refuses names with children, spheres, unknown ids and bad bodies, and writes nothing', async () => {
    const before = await t.stores.events.headPosition();
    const cases: [unknown, number, string, string?][] = [
      [{ scientificNameId: 6 }, 409, 'TAXON_HAS_CHILDREN', 'Dette elementet har underelementer, og kan derfor ikke slettes.'],
      [{ scientificNameId: 7, deleteTaxon: true }, 409, 'TAXON_HAS_CHILDREN'],
      [{ scientificNameId: -1 }, 400, 'DELETE_BUILT_IN'],
      [{ scientificNameId: 4242 }, 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
      [{ scientificNameId: 'x' }, 400, 'INVALID_REQUEST'],
      [{ scientificNameId: 9, deleteTaxon: 'ja' }, 400, 'INVALID_REQUEST'],
      [undefined, 400, 'INVALID_REQUEST'],
    ];
    for (const [payload, status, errorCode, detail] of cases) {
      const response = await t.call('DELETE', URL, payload);
      expect({ payload, status: response.status, errorCode: response.body.errorCode }).toEqual({ payload, status, errorCode });
      if (detail) expect(response.body.detail).toBe(detail);
    }
    expect(await t.stores.events.headPosition()).toBe(before);
  });

  it('is for administrators and for editors within the taxa they have rights to', async () => {
    expect(await t.call('DELETE', URL, { scientificNameId: 9 }, ACTORS.anonymous)).toMatchObject({
      status: 403,
      body: { errorCode: 'NOT_LOGGED_IN' },
    });
    expect(await t.call('DELETE', URL, { scientificNameId: 9 }, ACTORS.noAccess)).toMatchObject({ status: 403, body: { errorCode: 'NO_ACCESS' } });
    expect(await t.call('DELETE', URL, { scientificNameId: 9 }, ACTORS.editor(108))).toMatchObject({
      status: 403,
      body: { errorCode: 'NO_PERMISSION_ON_TAXON' },
    });
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/9')).status).toBe(200);
    // An editor removes a synonym entered by mistake inside their own group, under the same rules.
    const mistake = await t.call('POST', '/api/v1/TaxonomicOperations/AddTaxon', {
      synonymToId: 11,
      scientificName: 'Ursus marinus',
      author: 'Feil',
    });
    expect(mistake.status).toBe(200);
    const id = mistake.body.scientificNameId as number;
    expect(await t.call('DELETE', URL, { scientificNameId: id, remark: 'Feilregistrert' }, ACTORS.editor(5))).toEqual({ status: 200, body: true });
    expect((await t.get(`/api/v1/TaxonName/ByScientificNameId/${id}`)).body).toMatchObject({ errorCode: 'SCIENTIFIC_NAME_GONE' });
    // Going on without an answer from downstream services is for administrators.
    expect(await t.call('DELETE', URL, { scientificNameId: 9, usageOverrideReason: 'Kartet er nede i dag.' }, ACTORS.editor(5))).toMatchObject({
      status: 403,
      body: { errorCode: 'ADMIN_ONLY' },
    });
  });

  it('applies a repeated command id once', async () => {
    const before = await t.stores.events.headPosition();
    const first = await t.call('DELETE', URL, { scientificNameId: 9, commandId: 'delete-once' });
    const again = await t.call('DELETE', URL, { scientificNameId: 9, commandId: 'delete-once' });
    expect([first, again]).toEqual([
      { status: 200, body: true },
      { status: 200, body: true },
    ]);
    expect(await t.stores.events.headPosition()).toBe(before + 1);
    expect((await t.call('DELETE', URL, { scientificNameId: 9, commandId: 'delete-twice' })).status).toBe(404);
  });

  it('answers the default failure text when something unexpected breaks', async () => {
    const spy = jest.spyOn(t.stores.register, 'execute').mockRejectedValueOnce(new Error('disk full'));
    const response = await t.call('DELETE', URL, { scientificNameId: 70 });
    spy.mockRestore();
    expect(response).toMatchObject({
      status: 500,
      body: { detail: 'Noe gikk galt. Kunne ikke slette vitenskapelig navn.', errorCode: 'OPERATION_FAILED' },
    });
  });
});
