import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const URL = '/api/v1/TaxonomicOperations/EditScientificName';
/** The body the edit screen sends for Ursus maritimus (11), with its current values. */
const body = (extra: Record<string, unknown> = {}) => ({
  scientificNameId: 11,
  taxonId: 11,
  scientificName: 'Ursus maritimus',
  author: 'Phipps, 1774',
  references: [],
  comment: '',
  nomenclaturalStatus: [],
  attributes: [],
  speciesComplex: '',
  existsInNorway: null,
  ...extra,
});

describe('PUT /api/v1/TaxonomicOperations/EditScientificName', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
  });
  afterAll(() => t.close());

  it('edits a name for an admin; the name page and the change log show it on the next request', async () => {
    const response = await t.call(
      'PUT',
      URL,
      body({
        comment: 'Rettet etter originalen',
        references: [{ referenceTypeId: 'Doi', reference: '10.1234/abc' }],
        existsInNorway: true,
        remark: 'Retting',
      }),
    );
    expect(response).toEqual({ status: 200, body: { scientificNameId: 11, taxonId: 11, detail: null, errorCode: null } });
    const page = await t.get('/api/v1/TaxonName/ByScientificNameId/11');
    expect(page.body.existsInNorway).toBe(true);
    expect(page.body.scientificNames.find((n: { id: number }) => n.id === 11)).toMatchObject({
      comment: 'Rettet etter originalen',
      references: [{ referenceTypeId: 'Doi', reference: '10.1234/abc' }],
    });
    const history = await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/11');
    expect(history.body[0]).toMatchObject({ changeType: 'Edit', changeRemarks: 'Retting', changeByUser: 'Test Admin' });
    expect(history.body[0].dataBefore[0]).toMatchObject({ comment: '' });
    expect(history.body[0].dataAfter[0]).toMatchObject({ comment: 'Rettet etter originalen', existsInNorway: true });
  });

  it('keeps every field the body leaves out, the name included (README)', async () => {
    const before = (await t.get('/api/v1/TaxonName/ByScientificNameId/11')).body.scientificNames.find((n: { id: number }) => n.id === 11);

    const response = await t.call('PUT', URL, { scientificNameId: 11, comment: 'Bare kommentaren' });

    expect(response).toEqual({ status: 200, body: { scientificNameId: 11, taxonId: 11, detail: null, errorCode: null } });
    const after = (await t.get('/api/v1/TaxonName/ByScientificNameId/11')).body.scientificNames.find((n: { id: number }) => n.id === 11);
    expect(after).toEqual({ ...before, comment: 'Bare kommentaren' });
    expect(after.scientificName).toBe('Ursus maritimus');
  });

  it('respells a genus: tree, search and the species pages show the new spelling at once', async () => {
    const response = await t.call('PUT', URL, { scientificNameId: 8, scientificName: 'Helarktos', author: 'Horsfield, 1825', remark: 'Stavefeil' });
    expect(response.status).toBe(200);
    const children = await t.get('/api/v1/TaxonName/Children/ByScientificNameId/5');
    expect(children.body.map((n: { presentationName: string }) => n.presentationName)).toContain('Helarktos');
    const species = await t.get('/api/v1/TaxonName/Children/ByScientificNameId/8');
    expect(species.body[0]).toMatchObject({ scientificNameId: 12, presentationName: 'Helarktos malayanus' });
    const search = await t.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('Helarktos malayanus')}`);
    expect(search.body[0]).toMatchObject({
      taxonId: 12,
      acceptedScientificName: { nameId: 12, nameFormatted: expect.stringContaining('Helarktos') },
    });
    const page = await t.get('/api/v1/TaxonName/ByScientificNameId/12');
    expect(page.body.higherClassification.map((h: { scientificName: string }) => h.scientificName).slice(-2)).toEqual([
      'Helarktos',
      'Helarktos malayanus',
    ]);
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/12')).body[0]).toMatchObject({
      changeType: 'Edit',
      changeRemarks: 'Stavefeil',
    });
  });

  it('refuses invalid bodies with problem JSON and writes nothing', async () => {
    const before = await t.stores.events.headPosition();
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [body({ scientificNameId: 'abc' }), 400, 'INVALID_REQUEST', 'Vitenskapelig navne-id er ugyldig.'],
      [{ scientificNameId: 11 }, 400, 'NO_CHANGE'],
      [body({ scientificName: '' }), 400, 'SCIENTIFIC_NAME_REQUIRED', 'Dette feltet må fylles ut.'],
      [body({ scientificName: 42 }), 400, 'INVALID_REQUEST', 'Navnet må være tekst.'],
      [body({ scientificName: 'Ursus '.repeat(60) }), 400, 'INVALID_REQUEST', 'Navnet er for langt.'],
      [body({ scientificName: 'Thalarctos maritimus' }), 400, 'GENUS_PART_MISMATCH'],
      [body({ author: '' }), 400, 'AUTHOR_REQUIRED', 'Autor må fylles ut for art og lavere rang.'],
      [body({ nomenclaturalStatus: ['NotValidlyPublished'] }), 400, 'ACCEPTED_NAME_ALWAYS_VALIDLY_PUBLISHED'],
      [body({ nomenclaturalStatus: ['Bogus'] }), 400, 'INVALID_REQUEST', 'Ugyldig nomenklatorisk status.'],
      [
        body({ scientificNameId: 6, taxonId: 6, scientificName: 'Ursus', author: 'Linnaeus, 1758', existsInNorway: true }),
        400,
        'EXISTS_IN_NORWAY_NOT_APPLICABLE',
      ],
      [body({ taxonId: 7 }), 400, 'SCIENTIFIC_NAME_NOT_IN_TAXON'],
      [body({ scientificNameId: 4242, taxonId: null }), 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
      [body({ scientificName: 'Ursus arctos', author: 'Linnaeus, 1758' }), 409, 'DUPLICATE_SCIENTIFIC_NAME'],
    ];
    for (const [payload, status, errorCode, detail] of cases) {
      const response = await t.call('PUT', URL, payload);
      expect({ payload, status: response.status, errorCode: response.body.errorCode }).toEqual({ payload, status, errorCode });
      if (detail) expect(response.body.detail).toBe(detail);
    }
    expect(await t.stores.events.headPosition()).toBe(before);
  });

  it('needs a logged-in, active user with rights on the taxon', async () => {
    const edit = (comment: string) => body({ comment });
    expect(await t.call('PUT', URL, edit('a'), ACTORS.anonymous)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.call('PUT', URL, edit('b'), ACTORS.noAccess)).toMatchObject({ status: 403, body: { errorCode: 'NO_ACCESS' } });
    expect(await t.call('PUT', URL, edit('c'), ACTORS.editor(105))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.call('PUT', URL, edit('Redaktørens retting'), ACTORS.editor(5))).toMatchObject({ status: 200 });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/11')).body[0]).toMatchObject({ changeByUser: 'Eva Editor' });
  });

  it('applies a repeated command id once', async () => {
    const before = await t.stores.events.headPosition();
    const first = await t.call('PUT', URL, body({ comment: 'Én gang', commandId: 'edit-once' }));
    const again = await t.call('PUT', URL, body({ comment: 'Én gang', commandId: 'edit-once' }));
    expect(first).toEqual(again);
    expect(first.status).toBe(200);
    expect(await t.stores.events.headPosition()).toBe(before + 1);
  });

  it('answers the default failure text when something unexpected breaks', async () => {
    const spy = jest.spyOn(t.stores.register, 'execute').mockRejectedValueOnce(new Error('disk full'));
    const response = await t.call('PUT', URL, body({ comment: 'x' }));
    spy.mockRestore();
    expect(response).toMatchObject({
      status: 500,
      body: { detail: 'Noe gikk galt. Kunne ikke oppdatere vitenskapelig navn.', errorCode: 'OPERATION_FAILED' },
    });
  });
});
