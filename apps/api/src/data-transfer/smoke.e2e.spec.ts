import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { multipart, rowsOfXlsx, xlsxFile, XLSX } from './testing/spreadsheets.js';

describe('smoke', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'f', source: 't', taxa: mammalTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });
  it('exports', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/v1/DataTransfer/Export?scientificNameId=3&includeSynonyms=true', headers: { 'x-csrf': '1' } });
    console.log(r.statusCode, r.headers);
    console.log(await rowsOfXlsx(r.rawPayload));
    const c = await app.inject({ method: 'GET', url: '/api/v1/DataTransfer/Export?scientificNameId=3&includeSynonyms=true&exportType=Csv', headers: { 'x-csrf': '1' } });
    console.log(c.payload);
    expect(r.statusCode).toBe(200);
  });
  it('imports', async () => {
    const file = await xlsxFile(['parentScientificNameId', 'rank', 'scientificName', 'author'], [[6, 'Species', 'maritimus', 'Phipps, 1774']]);
    const body = multipart([{ fileName: 'x.xlsx', contentType: XLSX, content: file }]);
    const r = await app.inject({ method: 'POST', url: '/api/v1/DataTransfer/Import', headers: { 'x-csrf': '1', ...actorHeader(), ...body.headers }, payload: body.payload });
    console.log(r.statusCode, r.payload);
    expect(r.statusCode).toBe(200);
  });
});
