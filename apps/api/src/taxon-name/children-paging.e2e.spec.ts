import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RegisterCommand } from '@navnebase/domain';
import { largeFamily, PAGED_GENUS } from '../../../../libs/projections/src/testing/children-paging.contract.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

const H = { 'x-csrf': '1' };
const BY_TAXON = `/api/v1/TaxonName/Children/ByTaxonNameId/${PAGED_GENUS}`;
const BY_NAME = `/api/v1/TaxonName/Children/ByScientificNameId/${PAGED_GENUS}`;

/** Issue 20, item 7: a large family comes in pages (limit, after), with the total and the next page in headers. */
describe('children in pages (limit, after, X-Total-Count, Link)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const get = async (url: string, headers: Record<string, string> = H) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const ids = (nodes: { taxonId: number }[]) => nodes.map((n) => n.taxonId);
  /** The address in a `Link: <…>; rel="next"` header. */
  const nextOf = (link: unknown) => (typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined);

  beforeAll(async () => {
    stores = await openTestRegister();
    const command = largeFamily();
    await run(stores, { ...command, metadata: systemMetadata({ time: '2026-01-10T10:00:00.000Z' }) } as RegisterCommand);
    app = await openTestApp(stores);
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('given no limit, when the children are read, then every child comes in one array as before, without paging headers', async () => {
    const { status, body, headers } = await get(BY_TAXON);
    expect(status).toBe(200);
    expect(body).toHaveLength(26);
    expect(headers.link).toBeUndefined();
    expect(headers['x-total-count']).toBeUndefined();
  });

  it('given limit=10, when the Link headers are followed, then the pages are the whole answer in order, each with X-Total-Count', async () => {
    const whole = (await get(BY_TAXON)).body;
    for (const start of [`${BY_TAXON}?limit=10`, `${BY_NAME}?limit=10`]) {
      const pages: { taxonId: number }[][] = [];
      let url: string | undefined = start;
      while (url) {
        const { status, body, headers } = await get(url);
        expect(status).toBe(200);
        expect(headers['x-total-count']).toBe('26');
        pages.push(body);
        url = nextOf(headers.link);
        if (url) expect(url).toMatch(/^\/api\/v1\/TaxonName\/Children\/By(TaxonName|ScientificName)Id\/6\?limit=10&after=[A-Za-z0-9_-]+$/);
      }
      expect(pages.map((p) => p.length)).toEqual([10, 10, 6]);
      expect(ids(pages.flat())).toEqual(ids(whole));
    }
  });

  it('given asOf, when the children are paged, then the next link keeps the date and pages the register as it was', async () => {
    const first = await get(`${BY_TAXON}?asOf=2026-01-10&limit=20`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('26');
    const next = nextOf(first.headers.link)!;
    expect(next).toContain('asOf=2026-01-10');
    const second = await get(next);
    expect(ids(second.body)).toEqual(ids((await get(BY_TAXON)).body).slice(20));
    expect(second.headers.link).toBeUndefined();
    const before = await get(`${BY_NAME}?asOf=2026-01-09&limit=5`);
    expect({ status: before.status, body: before.body, total: before.headers['x-total-count'] }).toEqual({ status: 200, body: [], total: '0' });
  });

  it('given a leaf or an unknown name, when paged, then the page is empty with a total of 0', async () => {
    for (const url of ['/api/v1/TaxonName/Children/ByTaxonNameId/7?limit=5', '/api/v1/TaxonName/Children/ByScientificNameId/999999?limit=5']) {
      const { status, body, headers } = await get(url);
      expect({ url, status, body, total: headers['x-total-count'], link: headers.link }).toEqual({
        url,
        status: 200,
        body: [],
        total: '0',
        link: undefined,
      });
    }
  });

  it('given a bad limit or after, when read, then 400 problem JSON in Norwegian names the parameter', async () => {
    const cursor = Buffer.from('["x"]').toString('base64url');
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=', 'limit'],
      ['limit=10&limit=20', 'limit'],
      ['limit=10&after=%21%21', 'after'],
      [`limit=10&after=${cursor}`, 'after'],
      ['after=abc', 'after'],
    ] as const) {
      for (const base of [BY_TAXON, BY_NAME]) {
        const { status, body, headers } = await get(`${base}?${query}`);
        expect({ query, status, errorCode: body.errorCode, field: body.field }).toEqual({ query, status: 400, errorCode: 'INVALID_REQUEST', field });
        expect(body.detail).toMatch(/limit|after/);
        expect(headers['content-type']).toContain('application/problem+json');
      }
    }
    expect((await get(`${BY_TAXON}?limit=0`)).body.detail).toBe('limit må være et heltall fra 1 til 1000.');
  });

  it('lets other sites read the total and the next link (CORS exposes X-Total-Count and Link)', async () => {
    const response = await app.inject({ method: 'GET', url: `${BY_TAXON}?limit=5`, headers: { ...H, origin: 'https://kart.example.org' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const exposed = String(response.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['X-Total-Count', 'Link']));
  });

  it('documents limit, after and the paging headers in the OpenAPI document', async () => {
    const document = (await get('/api-docs/openapi.json', {})).body;
    for (const path of [
      '/api/v1/TaxonName/Children/ByTaxonNameId/{taxonNameId}',
      '/api/v1/TaxonName/Children/ByScientificNameId/{scientificNameId}',
    ]) {
      const operation = document.paths[path].get;
      const names = operation.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(expect.arrayContaining(['asOf', 'limit', 'after']));
      expect(operation.parameters.find((p: { name: string }) => p.name === 'limit')).toMatchObject({
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 1000 },
      });
      expect(Object.keys(operation.responses['200'].headers)).toEqual(['X-Total-Count', 'Link']);
    }
  });
});
