import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

describe('GET /api/v1/Statistics/OverTime: the counts on each day they changed', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-csrf': '1' } });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, {
      type: 'ImportTaxa',
      data: { importId: 'fixture', source: 'test', taxa: mammalTree() },
      metadata: systemMetadata({ time: '2026-01-10T10:00:00.000Z' }),
    });
    await run(stores, {
      type: 'AddTaxon',
      data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
      metadata: systemMetadata({ time: '2026-02-03T09:00:00.000Z' }),
    });
    await run(stores, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'spelaeus', author: 'Rosenmüller, 1794' },
      metadata: systemMetadata({ time: '2026-02-05T09:00:00.000Z' }),
    });
    app = await openTestApp(stores);
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('answers one entry per day with the totals at the end of that day', async () => {
    const { status, body } = await get('/api/v1/Statistics/OverTime');
    expect(status).toBe(200);
    const taxa = mammalTree().length;
    const names = (await get('/api/v1/Statistics/NamesCount?date=2026-01-10')).body.totalCount as number;
    expect(body.days.map((d: { day: string; taxa: number; names: number; synonyms: number }) => [d.day, d.taxa, d.names, d.synonyms])).toEqual([
      ['2026-01-10', taxa, names, names - taxa],
      ['2026-02-03', taxa, names + 1, names - taxa + 1],
      ['2026-02-05', taxa + 1, names + 2, names - taxa + 1],
    ]);
    expect(body.days[0].vernacular).toEqual({ nb: expect.any(Number), nn: expect.any(Number), se: expect.any(Number) });
    // each day's figures are the statistics of that date
    const taxonCount = (await get('/api/v1/Statistics/TaxonCount?date=2026-02-05')).body.totalCount;
    expect(body.days[2].taxa).toBe(taxonCount);
  });

  it('limits the days to a period, starting with the totals as they stood when it began', async () => {
    const { body } = await get('/api/v1/Statistics/OverTime?from=2026-02-01&to=2026-02-04');
    const all = (await get('/api/v1/Statistics/OverTime')).body.days;
    expect(body.days).toEqual([{ ...all[0], day: '2026-02-01' }, all[1]]);
  });

  it('refuses bad dates and a period that ends before it begins, with problem JSON', async () => {
    expect(await get('/api/v1/Statistics/OverTime?from=01.02.2026')).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST', field: 'from' },
    });
    expect(await get('/api/v1/Statistics/OverTime?from=2026-03-01&to=2026-02-01')).toMatchObject({
      status: 400,
      body: { detail: 'Fra-datoen må være før til-datoen.' },
    });
  });
});
