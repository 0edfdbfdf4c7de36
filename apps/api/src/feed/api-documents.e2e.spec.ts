import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Parser } from '@asyncapi/parser';
import { FEED_EVENT_TYPES } from '@navnebase/projections';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister } from '../testing/test-register.js';

describe('the feed in the API documents', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores);
  });
  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  it('serves an AsyncAPI 3 document that the AsyncAPI parser accepts, with one message per event type on the stream and the webhooks', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api-docs/asyncapi.json' });
    expect(answer.statusCode).toBe(200);
    const { document, diagnostics } = await new Parser().parse(answer.body);
    const errors = diagnostics.filter((d) => d.severity === 0);
    expect(errors).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.version()).toBe('3.0.0');
    for (const channel of ['feedStream', 'webhook']) {
      const names = document!
        .channels()
        .get(channel)!
        .messages()
        .all()
        .map((m) => m.name());
      expect(names.sort()).toEqual([...FEED_EVENT_TYPES].sort());
    }
  });

  it('lists every feed and webhook route in the OpenAPI document', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v1/Feed',
        'GET /api/v1/Feed/Snapshot',
        'GET /api/v1/Feed/Stream',
        'GET /api/v1/Webhooks',
        'POST /api/v1/Webhooks',
        'GET /api/v1/Webhooks/{id}',
        'PUT /api/v1/Webhooks/{id}',
        'DELETE /api/v1/Webhooks/{id}',
        'POST /api/v1/Webhooks/{id}/RotateSecret',
        'GET /api/v1/Webhooks/{id}/Deliveries',
        'POST /api/v1/Webhooks/{id}/Replay',
      ]),
    );
  });
});
