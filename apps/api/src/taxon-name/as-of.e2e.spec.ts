import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { describeIfPostgres } from '../../../../libs/event-store/src/testing/test-clients.js';

const H = { 'x-csrf': '1' };

describe.each(describeIfPostgres() ? [false, true] : [false])('the name page routes as of a date (asOf; PostgreSQL: %s)', (usePostgres) => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: H });
    return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
  };

  beforeAll(async () => {
    stores = await openTestRegister({ usePostgres, schemaLabel: 'as_of' });
    await run(stores, {
      type: 'ImportTaxa',
      data: { importId: 'bears', source: 'test', taxa: bearTree() },
      metadata: systemMetadata({ time: '2026-01-01T10:00:00.000Z' }),
    });
    // Ursus arctos (7) and Ursus maritimus (8) merged on 4 January.
    await run(stores, {
      type: 'SynonymizeTaxa',
      data: {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Synonym' },
          { nameId: 80, taxonomicStatus: 'Synonym' },
        ],
      },
      metadata: systemMetadata({ time: '2026-01-04T10:00:00.000Z', remark: 'Slått sammen' }),
    });
    app = await openTestApp(stores);
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('answers a name page as it was before a merge, and today after it', async () => {
    const then = await get('/api/v1/TaxonName/ByScientificNameId/8?asOf=2026-01-03');
    expect(then.status).toBe(200);
    expect(then.body).toMatchObject({ scientificNameId: 8, taxonId: 8, mainScientificNameId: 8 });
    expect(then.body.scientificNames.map((n: { scientificNameId: number }) => n.scientificNameId)).toEqual([8, 80]);
    const now = await get('/api/v1/TaxonName/ByScientificNameId/8');
    expect(now.body).toMatchObject({ scientificNameId: 8, taxonId: 7, mainScientificNameId: 7 });
    // A moment given with its zone, just after the merge.
    expect((await get('/api/v1/TaxonName/ByScientificNameId/8?asOf=2026-01-04T11:00:00%2B01:00')).body.taxonId).toBe(7);
    expect((await get('/api/v1/TaxonName/ByScientificNameId/8?asOf=2026-01-04T10:59:59%2B01:00')).body.taxonId).toBe(8);
  });

  it('answers the merged-away taxon, its place in the tree and its change log as they were', async () => {
    expect((await get('/api/v1/TaxonName/ByTaxonId/8')).status).toBe(404);
    expect((await get('/api/v1/TaxonName/ByTaxonId/8?asOf=2026-01-02')).body).toMatchObject({ taxonId: 8, childCount: 0 });
    const children = async (query: string) =>
      (await get(`/api/v1/TaxonName/Children/ByTaxonNameId/6${query}`)).body.map((n: { taxonId: number }) => n.taxonId);
    expect(await children('?asOf=2026-01-02')).toContain(8);
    expect(await children('')).not.toContain(8);
    expect((await get('/api/v1/TaxonName/Children/ByScientificNameId/10?asOf=2026-01-02')).body.map((n: { taxonId: number }) => n.taxonId)).toEqual([
      11,
    ]);
    expect((await get('/api/v1/TaxonName/Changes/ByScientificNameId/8?asOf=2026-01-02')).body).toHaveLength(1);
    expect((await get('/api/v1/TaxonName/Changes/ByScientificNameId/8')).body).toHaveLength(2);
    // the names of the log as they were then: formatted from the name page of that time
    expect((await get('/api/v1/TaxonName/Changes/ByScientificNameId/8?asOf=2026-01-02')).body[0].dataAfter[0]).toMatchObject({
      scientificName: 'Ursus maritimus Phipps, 1774',
      scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
    });
  });

  it('answers 404 for a name that did not exist yet', async () => {
    for (const url of ['/api/v1/TaxonName/ByScientificNameId/8?asOf=2025-12-31', '/api/v1/TaxonName/Changes/ByScientificNameId/8?asOf=2025-12-31']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.type).toContain('application/problem+json');
      expect(response.body).toMatchObject({
        errorCode: 'SCIENTIFIC_NAME_NOT_FOUND',
        detail: 'Vitenskapelig navn 8 fantes ikke på dette tidspunktet.',
      });
    }
    expect((await get('/api/v1/TaxonName/ByTaxonId/12?asOf=2025-12-31')).body).toMatchObject({ errorCode: 'TAXON_NOT_FOUND' });
  });

  it('refuses an asOf it cannot read with a Norwegian 400', async () => {
    for (const route of [
      'ByScientificNameId/8',
      'ByTaxonId/8',
      'Children/ByTaxonNameId/6',
      'Children/ByScientificNameId/7',
      'Changes/ByScientificNameId/8',
    ]) {
      const response = await get(`/api/v1/TaxonName/${route}?asOf=i%20forgårs`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errorCode: 'INVALID_REQUEST', detail: expect.stringContaining('Ugyldig tidspunkt') });
    }
  });

  it('lists the merge in the diff of the subtree over that period, with its event', async () => {
    const { status, body } = await get('/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-02&to=2026-01-05');
    expect(status).toBe(200);
    expect(body).toMatchObject({ scientificNameId: 6, taxonId: 6, counts: { statusChanged: 1, changed: 1, added: 0, removed: 0 } });
    const summary = body.items.map(
      (i: { change: string; scientificNameId: number; fields: string[]; events: { operation: string; remark: string }[] }) => [
        i.change,
        i.scientificNameId,
        i.fields,
        i.events.map((e) => `${e.operation}: ${e.remark}`),
      ],
    );
    expect(summary).toEqual([
      ['statusChanged', 8, ['taxonomicStatus', 'taxonId'], ['TaxaMerged: Slått sammen']],
      ['changed', 80, ['taxonId'], ['TaxaMerged: Slått sammen']],
    ]);
    // before the merge, nothing changed; from before the import, every name of the subtree is new
    expect((await get('/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-02&to=2026-01-03')).body.items).toEqual([]);
    const all = (await get('/api/v1/TaxonName/Diff?scientificNameId=6&from=2025-12-31&to=2026-01-02')).body;
    expect(all.items.every((i: { change: string }) => i.change === 'added')).toBe(true);
    expect(all.counts.added).toBeGreaterThan(8);
  });

  it('downloads the diff as xlsx, and refuses bad input with a Norwegian 400', async () => {
    const file = await app.inject({
      method: 'GET',
      url: '/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-02&to=2026-01-05&format=xlsx',
      headers: H,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const [query, field] of [
      ['scientificNameId=6', 'from'],
      ['scientificNameId=6&from=igår', 'from'],
      ['scientificNameId=6&from=2026-01-05&to=2026-01-02', 'from'],
      ['from=2026-01-02', 'scientificNameId'],
      ['scientificNameId=6&from=2026-01-02&format=pdf', 'format'],
    ] as const) {
      const response = await get(`/api/v1/TaxonName/Diff?${query}`);
      expect({ query, status: response.status, field: response.body.field ?? response.body.errorCode }).toEqual({ query, status: 400, field });
    }
    expect((await get('/api/v1/TaxonName/Diff?scientificNameId=8&from=2025-12-01&to=2025-12-31')).status).toBe(404);
  });
});
