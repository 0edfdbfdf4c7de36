import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister } from '../testing/test-register.js';

const LIMITS = { RATE_LIMIT_MAX: '100', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: '127.0.0.1' };

const search = (app: NestFastifyApplication, address: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/v1/TaxonName/Search?Search=ursus', headers: { 'x-csrf': '1', 'x-forwarded-for': address, ...headers } });

/** Issue 26, item 6: anonymous clients get RATE_LIMIT_MAX requests per address and window, then 429. */
describe('rate limits for anonymous clients', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores, LIMITS, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('answers the 101st request of a burst 429 with Retry-After and problem JSON; other addresses and users go on', async () => {
    for (let i = 1; i <= 100; i++) {
      const response = await search(app, '203.0.113.5');
      if (response.statusCode !== 200) throw new Error(`request ${i} answered ${response.statusCode}`);
    }
    const over = await search(app, '203.0.113.5');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers['content-type']).toContain('application/problem+json');
    expect(over.json()).toMatchObject({
      status: 429,
      errorCode: 'RATE_LIMITED',
      detail: expect.stringMatching(/^For mange forespørsler fra denne adressen/),
    });
    // every route of the API counts, not only search
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/Statistics/TaxonCount', headers: { 'x-csrf': '1', 'x-forwarded-for': '203.0.113.5' } }))
        .statusCode,
    ).toBe(429);
    // the address comes from X-Forwarded-For only because the peer is a trusted proxy (TRUST_PROXY)
    expect((await search(app, '203.0.113.6')).statusCode).toBe(200);
    // a logged-in user from the same address, the health checks and the API's own files are not limited
    expect((await search(app, '203.0.113.5', actorHeader({ isAdmin: false }))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(200);
  });

  it('is off with RATE_LIMIT_MAX=0', async () => {
    const open = await openTestApp(stores, { ...LIMITS, RATE_LIMIT_MAX: '0' });
    try {
      for (let i = 0; i < 150; i++) expect((await search(open, '203.0.113.7')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  (process.env.REDIS_URL ? it : it.skip)('shares the counters of every process through Redis (REDIS_URL)', async () => {
    const shared = { ...LIMITS, REDIS_URL: process.env.REDIS_URL, DATABASE_SCHEMA: `rl_${randomBytes(6).toString('hex')}` };
    const one = await openTestApp(stores, shared);
    const two = await openTestApp(stores, shared);
    try {
      for (let i = 0; i < 60; i++) expect((await search(one, '203.0.113.8')).statusCode).toBe(200);
      for (let i = 0; i < 40; i++) expect((await search(two, '203.0.113.8')).statusCode).toBe(200);
      const over = await search(two, '203.0.113.8');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
