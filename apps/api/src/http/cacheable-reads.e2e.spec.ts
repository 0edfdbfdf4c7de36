import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { actorHeader } from '../testing/test-register.js';
import { openOperationTestApp, type OperationTestApp } from '../testing/operation-test-app.js';

/** Issue 26, item 4: strong ETags from the read side's position, 304 on If-None-Match, Cache-Control by session. */
describe('cacheable public reads', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'x-csrf': '1', ...headers } });
  const PUBLIC = 'public, max-age=10, stale-while-revalidate=60';
  const READS = [
    '/api/v1/TaxonName/ByScientificNameId/6',
    '/api/v1/TaxonName/ByTaxonId/6',
    '/api/v1/TaxonName/Children/ByTaxonNameId/6',
    '/api/v1/TaxonName/Changes/ByScientificNameId/6',
    '/api/v1/TaxonName/Search?Search=ursus',
    '/api/v1/Statistics/TaxonCount',
    '/api/v1/Statistics/NamesCountByLanguage?languageId=nb',
    '/api/v1/Feed?limit=5',
  ];

  it('tags every anonymous read with a strong ETag and a public, short Cache-Control; the same tag again answers 304', async () => {
    for (const url of READS) {
      const first = await get(url);
      expect({ url, status: first.statusCode, cacheControl: first.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: PUBLIC });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect({ url, status: again.statusCode, body: again.body }).toEqual({ url, status: 304, body: '' });
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
      // a list of tags, or the weak form of the same tag, matches too; another tag does not
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
      // fetch() adds Cache-Control: no-cache to a request with If-None-Match: it asks for revalidation, and 304 is one
      expect((await get(url, { 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode).toBe(304);
    }
  });

  it('changes the ETag with a write, and the old tag then gets the new answer', async () => {
    const before = await get('/api/v1/TaxonName/Children/ByTaxonNameId/6');
    const etag = String(before.headers.etag);
    const added = await t.post('AddTaxon', { parentScientificNameId: 6, rankId: 22, scientificName: 'etagensis', author: 'Test, 2026' });
    expect(added.status).toBe(200);
    const after = await get('/api/v1/TaxonName/Children/ByTaxonNameId/6', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().map((child: { presentationName: string }) => child.presentationName)).toContain('Ursus etagensis');
    expect((await get('/api/v1/Statistics/TaxonCount', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('marks a logged-in user’s reads private, no-store', async () => {
    const response = await get('/api/v1/TaxonName/ByScientificNameId/6', actorHeader({ isAdmin: false }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('tags no error, no write, no spreadsheet and no route outside the public reads', async () => {
    const missing = await get('/api/v1/TaxonName/ByScientificNameId/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/v1/TaxonName/Match',
      headers: { 'x-csrf': '1' },
      payload: { names: ['Ursus arctos'] },
    });
    expect(match.statusCode).toBe(200);
    expect(match.headers.etag).toBeUndefined();
    const xlsx = await get('/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-01&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers.etag).toBeUndefined();
    expect(xlsx.headers['cache-control']).toBe('no-store');
    const session = await get('/bff/user');
    expect(session.headers.etag).toBeUndefined();
  });
});
