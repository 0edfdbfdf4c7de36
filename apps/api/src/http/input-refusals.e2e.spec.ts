import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { editTransferTree } from '../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../testing/operation-http.js';
import { OPERATION_BODY_LIMIT } from './write-routes.js';

const ADD = '/api/v1/TaxonomicOperations/AddTaxon';
const species = (scientificName: string) => ({ parentScientificNameId: 6, rankId: 22, scientificName, author: 'L.' });

/** Inputs that once answered 500: each is now a 400 problem, and nothing is written. */
describe('inputs refused before they reach the store', () => {
  let t: OperationTestApp;
  let head: number;
  const raw = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = ACTORS.admin) =>
    t.app.inject({ method, url, headers: { 'x-csrf': '1', 'content-type': 'application/json', ...headers }, payload });
  const expectProblem = (response: { statusCode: number; headers: Record<string, unknown>; json(): any }, status: number, errorCode: string) => {
    expect({ status: response.statusCode, errorCode: response.json().errorCode }).toEqual({ status, errorCode });
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toEqual(expect.any(String));
  };

  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
    head = await t.stores.events.headPosition();
  });
  afterAll(() => t.close());

  it('a NUL in a text field is a 400 naming the field', async () => {
    const response = await t.call('POST', ADD, species('ab\u0000c'));
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'INVALID_CHARACTER', field: 'scientificName' } });
    expect(response.body.detail).toContain('nulltegn');
  });

  it('a lone surrogate in a nested field or in a key is a 400', async () => {
    const nested = await raw(
      'POST',
      ADD,
      JSON.stringify({ ...species('arcticus'), references: [{ referenceTypeId: 'Citation', reference: 'x' }] }).replace('"x"', '"x\\ud800"'),
    );
    expectProblem(nested, 400, 'INVALID_CHARACTER');
    expect(nested.json().field).toBe('references[0].reference');
    expectProblem(await raw('POST', ADD, '{"\\udc00":1,"scientificName":"a"}'), 400, 'INVALID_CHARACTER');
  });

  it('100 000 nested arrays are a 400, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expectProblem(await raw('POST', ADD, `{"scientificName":"abc","references":${deep}}`), 400, 'INPUT_TOO_DEEP');
  });

  it('a date that is not YYYY-MM-DD (or, on Changes, a date-time with zone) on Changes or Statistics is a 400', async () => {
    for (const url of [
      '/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=-1',
      '/api/v1/TaxonName/Changes/ByScientificNameId/6?toDate=2026-02-30',
      '/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=2026-02-30T00:00:00.000Z',
      '/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=2026-01-01T10:00',
      '/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=2026-01-01&fromDate=2026-01-02',
      '/api/v1/Statistics/TaxonCount?date=0000-01-01',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-csrf': '1' } });
      expectProblem(response, 400, 'INVALID_REQUEST');
    }
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=2026-01-01')).status).toBe(200);
    // the web app's change log sends the start of a local day as an instant
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/6?fromDate=2025-11-26T00%3A00%3A00.000Z')).status).toBe(200);
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/6?toDate=2026-01-01T23:59:59.999%2B01:00')).status).toBe(200);
  });

  it('a NUL in a path id or a query is a 400', async () => {
    for (const url of ['/api/v1/DataTransfer/Jobs/%00', '/api/v1/TaxonName/Search?Search=a%00b', '/api/v1/Users/%00']) {
      expectProblem(await t.app.inject({ method: 'GET', url, headers: { 'x-csrf': '1', ...ACTORS.admin } }), 400, 'INVALID_CHARACTER');
    }
  });

  it('a malformed percent-encoding or an overlong path segment is a problem, not the router’s own JSON', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-csrf': '1', ...ACTORS.admin } });
    expectProblem(await get('/api/v1/Users/%E0%A4%A'), 400, 'INVALID_URL');
    expectProblem(await get(`/api/v1/Users/${'9'.repeat(400)}`), 414, 'URL_TOO_LONG');
  });

  it('an operation body over the limit is a 413 problem', async () => {
    const big = JSON.stringify({ ...species('arcticus'), comment: 'x'.repeat(OPERATION_BODY_LIMIT) });
    expectProblem(await raw('POST', ADD, big), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('anonymous and inactive users get NOT_LOGGED_IN / NO_ACCESS before any validation, and admin-only writes ADMIN_ONLY', async () => {
    expectProblem(await raw('POST', ADD, '{"scientificName": 5}', ACTORS.anonymous), 403, 'NOT_LOGGED_IN');
    expectProblem(await raw('POST', ADD, '{not json', ACTORS.anonymous), 403, 'NOT_LOGGED_IN');
    expectProblem(await raw('PUT', '/api/v1/TaxonomicOperations/EditScientificName', '{}', ACTORS.noAccess), 403, 'NO_ACCESS');
    expectProblem(await raw('POST', '/api/v1/Users/AddUser', '{"email": 1}', ACTORS.editor(6)), 403, 'ADMIN_ONLY');
    expectProblem(await raw('POST', '/api/v1/Webhooks', '[]', ACTORS.anonymous), 403, 'NOT_LOGGED_IN');
  });

  it('an anonymous 60 MB body is refused without being read', async () => {
    const response = await raw('POST', ADD, `{"comment":"${'x'.repeat(60 * 1024 * 1024)}"}`, ACTORS.anonymous);
    expectProblem(response, 403, 'NOT_LOGGED_IN');
  });

  it('none of the refused requests wrote an event', async () => {
    expect(await t.stores.events.headPosition()).toBe(head);
  });
});

describe('text hygiene on every field', () => {
  let t: OperationTestApp;
  let head: number;
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
    head = await t.stores.events.headPosition();
  });
  afterAll(() => t.close());

  it.each([
    ['a right-to-left override in the name', { scientificName: 'arc\u202Etos' }, 'scientificName', 'skriveretningen'],
    ['a zero-width space in the author', { author: 'L.\u200B' }, 'author', 'usynlig'],
    ['an emoji in a reference', { references: [{ referenceTypeId: 'Citation', reference: 'Bok 🐻' }] }, 'references[0].reference', 'emoji'],
    [
      'a tab in a vernacular name',
      { vernacularNames: [{ vernacularName: 'is\tbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }] },
      'vernacularNames[0].vernacularName',
      'tabulator',
    ],
    ['an escape character in the remark', { remark: 'a\u001Bb' }, 'remark', 'kontrolltegn'],
  ])('%s is a 400 naming the field in Norwegian, and nothing is written', async (_what, extra, field, words) => {
    const response = await t.call('POST', ADD, { ...species('arcticus'), ...extra });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'TEXT_INVALID_CHARACTER', field } });
    expect(response.body.detail).toContain(words);
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('"=cmd" as a name is refused by the rules of nomenclature; a name in NFD is stored in NFC; a remark keeps its line breaks', async () => {
    expect(await t.call('POST', ADD, species('=cmd'))).toMatchObject({ status: 400, body: { errorCode: 'SCIENTIFIC_NAME_CHARACTERS' } });
    const added = await t.call('POST', ADD, { ...species('arcticus'), author: 'Linne\u0301', remark: 'linje 1\nlinje 2' });
    expect(added.status).toBe(200);
    const page = (await t.get(`/api/v1/TaxonName/ByScientificNameId/${added.body.scientificNameId}`)).body;
    expect(JSON.stringify(page)).toContain('Linné');
  });
});
