import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { openAuthTestApp, type AuthTestApp } from '../auth/testing/auth-test-app.js';

jest.setTimeout(60_000);

describe('security headers on every answer', () => {
  let t: AuthTestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'navnebase-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Navnebase</title>');
    t = await openAuthTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    ['the web app', '/'],
    ['a screen of the web app', '/operations'],
    ['an API answer', '/api/v1/Users/LoggedInUserInfo'],
    ['an API problem', '/api/v1/TaxonName/ByScientificNameId/abc'],
    ['the API documentation', '/api-docs'],
  ])('%s (%s): CSP with frame-ancestors none, nosniff, same-origin referrer, no framing', async (_what, url) => {
    const response = await t.browser().get(url);
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps the login page its stricter policy of its own', async () => {
    const response = await t.browser().get('/bff/login');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
