import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, ConfigurationError } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister } from '../testing/test-register.js';

const SITE = 'https://kart.example.org';

/** Issue 26, item 5: other sites may read the public API from a browser; nothing else crosses origins. */
describe('CORS for the public read API', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  let listed: NestFastifyApplication;
  beforeAll(async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores);
    listed = await openTestApp(stores, { CORS_ORIGINS: `${SITE},https://art.example.org/` });
  });
  afterAll(async () => {
    await listed.close();
    await app.close();
    await stores.close();
  });

  const preflight = (target: NestFastifyApplication, url: string, method: string, origin = SITE) =>
    target.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'x-csrf' },
    });
  const crossGet = (target: NestFastifyApplication, url: string, origin = SITE) =>
    target.inject({ method: 'GET', url, headers: { origin, 'x-csrf': '1' } });

  it('answers a cross-origin GET of search, and its preflight, for any origin and without credentials', async () => {
    const before = await preflight(app, '/api/v1/TaxonName/Search?Search=ursus', 'GET');
    expect(before.statusCode).toBe(204);
    expect(before.headers['access-control-allow-origin']).toBe('*');
    expect(before.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(before.headers['access-control-allow-headers'])).toContain('X-CSRF');
    expect(before.headers['access-control-allow-credentials']).toBeUndefined();
    const response = await crossGet(app, '/api/v1/TaxonName/Search?Search=ursus');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers['access-control-expose-headers'])).toContain('ETag');
    for (const url of ['/api/v1/Statistics/TaxonCount', '/api/v1/Feed', '/api-docs/openapi.json']) {
      expect({ url, allow: (await crossGet(app, url)).headers['access-control-allow-origin'] }).toEqual({ url, allow: '*' });
    }
  });

  it('gives a state-changing route, the listesøk POST and the private reads no CORS answer', async () => {
    for (const [url, method] of [
      ['/api/v1/TaxonomicOperations/AddTaxon', 'POST'],
      ['/api/v1/TaxonName/Match', 'POST'],
      ['/api/v1/TaxonomicOperations/Delete', 'DELETE'],
      ['/api/v1/TaxonName/Search', 'POST'],
      ['/api/v1/Users', 'GET'],
      ['/bff/user', 'GET'],
    ] as const) {
      const response = await preflight(app, url, method);
      expect({ url, method, allow: response.headers['access-control-allow-origin'] }).toEqual({ url, method, allow: undefined });
      expect(response.statusCode).not.toBe(204);
    }
    const users = await crossGet(app, '/api/v1/Users');
    expect(users.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with CORS_ORIGINS, answers only the listed origins (and says it varies by origin)', async () => {
    const allowed = await crossGet(listed, '/api/v1/TaxonName/Search?Search=ursus');
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(allowed.headers.vary)).toContain('Origin');
    expect((await crossGet(listed, '/api/v1/TaxonName/Search?Search=ursus', 'https://art.example.org')).headers['access-control-allow-origin']).toBe(
      'https://art.example.org',
    );
    const other = await crossGet(listed, '/api/v1/TaxonName/Search?Search=ursus', 'https://annen.example.org');
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS that is not * or a list of origins', () => {
    for (const value of ['ftp://kart.example.org', 'https://kart.example.org/sti', 'kart.example.org', '*,https://kart.example.org']) {
      const problems = (() => {
        try {
          new AppConfig({ CORS_ORIGINS: value });
          return [];
        } catch (error) {
          return (error as ConfigurationError).problems;
        }
      })();
      expect({ value, problems }).toEqual({ value, problems: [expect.stringContaining('CORS_ORIGINS=') as unknown as string] });
    }
    expect(new AppConfig({}).corsOrigins).toBe('*');
    expect(new AppConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });
});
