import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Webhook } from 'standardwebhooks';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { MetricsService } from '../ops/metrics.service.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { checkTarget } from './webhook-target.js';

interface Received {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A webhook receiver on a local port: records every request and answers `status`. */
const receiver = async () => {
  const received: Received[] = [];
  const state = { status: 204 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const eventually = async <T>(read: () => T | Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`Not reached: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const addSpecies = (epithet: string, commandId: string, parent = 12) =>
  ({
    type: 'AddTaxon',
    data: { parentScientificNameId: parent, rank: 'Species', scientificName: epithet, author: 'Test, 2026' },
    metadata: systemMetadata({ commandId }),
  }) as const;

describe('webhooks', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  let hook: Awaited<ReturnType<typeof receiver>>;
  const admin = { 'x-csrf': '1', ...actorHeader({ isAdmin: true }) };
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin) => {
    const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
  };
  /** A sample of the process's metrics, as Prometheus would scrape it. */
  const metric = async (series: string) => {
    const text = (await app.get(MetricsService).metrics.render()).body;
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    if (!line) throw new Error(`no ${series} in /metrics`);
    return Number(line.slice(series.length + 1));
  };
  const DELIVERED = 'navnebase_webhook_deliveries_total{outcome="delivered"}';
  const FAILED = 'navnebase_webhook_deliveries_total{outcome="failed"}';
  const PAUSED = 'navnebase_webhook_subscriptions_paused';
  const names = (r: Received) => (JSON.parse(r.body).data.names as { scientificName: string }[]).map((n) => n.scientificName);

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    app = await openTestApp(
      stores,
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_MAX_FAILURES: '3', FEED_SOURCE: 'urn:navnebase:test' },
      { actorFromHeader: true },
    );
    hook = await receiver();
  });
  afterAll(async () => {
    await app?.close();
    await stores?.close();
    await hook?.close();
  });

  it('delivers a change as a signed CloudEvent that the Standard Webhooks verifier accepts, and a tampered body fails it', async () => {
    const created = await api('POST', '/api/v1/Webhooks', { url: hook.url, description: 'Karttjenesten' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: hook.url, state: 'active', types: null, subtree: null, secret: expect.stringMatching(/^whsec_/) });
    const { secret, id } = created.body as { secret: string; id: string };
    const listed = await api('GET', '/api/v1/Webhooks');
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    await stores.register.execute(addSpecies('malayanus', 'wh-1'));
    const [delivery] = await eventually(
      () => hook.received,
      (r) => r.length >= 1,
    );
    expect(delivery!.headers['content-type']).toMatch(/application\/cloudevents\+json/);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      specversion: '1.0',
      source: 'urn:navnebase:test',
      type: 'no.navnebase.register.v1.name.created',
    });
    expect(names(delivery!)).toEqual(['Helarctos malayanus']);
    const verifier = new Webhook(secret);
    expect(verifier.verify(delivery!.body, delivery!.headers)).toMatchObject({ specversion: '1.0' });
    expect(() => verifier.verify(delivery!.body.replace('malayanus', 'mallayanus'), delivery!.headers)).toThrow();
    const log = await eventually(
      async () => (await api('GET', `/api/v1/Webhooks/${id}/Deliveries`)).body as { status: number }[],
      (l) => l.length === 1,
    );
    expect(log[0]).toMatchObject({ eventType: 'no.navnebase.register.v1.name.created', attempt: 1, status: 204, latencyMs: expect.any(Number) });
    await api('DELETE', `/api/v1/Webhooks/${id}`);
  });

  it('delivers in feed order, retries with backoff, pauses a failing subscription with the reason, and resumes it; the metrics count each', async () => {
    hook.received.length = 0;
    const before = { delivered: await metric(DELIVERED), failed: await metric(FAILED) };
    expect(before.delivered).toBeGreaterThanOrEqual(1);
    expect(await metric(PAUSED)).toBe(0);
    const { body } = await api('POST', '/api/v1/Webhooks', { url: hook.url, types: ['name.created'] });
    const id = (body as { id: string }).id;
    hook.state.status = 500;
    await stores.register.execute(addSpecies('tibetanus', 'wh-2'));
    const paused = await eventually(
      async () => (await api('GET', `/api/v1/Webhooks/${id}`)).body as { state: string; pausedReason: string; failures: number },
      (s) => s.state === 'paused',
    );
    expect(paused.failures).toBe(3);
    expect(paused.pausedReason).toMatch(/Stoppet etter 3 mislykkede forsøk på rad\. Siste feil: HTTP 500/);
    expect(hook.received).toHaveLength(3);
    expect(await metric(FAILED)).toBe(before.failed + 3);
    expect(await metric(PAUSED)).toBe(1);
    // the same message each time: one webhook-id, three attempts
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const log = (await api('GET', `/api/v1/Webhooks/${id}/Deliveries`)).body as { attempt: number; status: number }[];
    expect(log.map((d) => [d.attempt, d.status])).toEqual([
      [3, 500],
      [2, 500],
      [1, 500],
    ]);
    await stores.register.execute(addSpecies('ursinus', 'wh-3'));
    hook.state.status = 200;
    hook.received.length = 0;
    expect((await api('PUT', `/api/v1/Webhooks/${id}`, { active: true })).body).toMatchObject({ state: 'active', failures: 0, pausedReason: null });
    const delivered = await eventually(
      () => hook.received,
      (r) => r.length >= 2,
    );
    expect(delivered.map(names)).toEqual([['Helarctos tibetanus'], ['Helarctos ursinus']]);
    expect(await metric(PAUSED)).toBe(0);
    // the hook has the request before the sender has its answer and counts it: wait for the count
    expect(
      await eventually(
        () => metric(DELIVERED),
        (n) => n >= before.delivered + 2,
      ),
    ).toBeGreaterThanOrEqual(before.delivered + 2);
    expect(delivered.map((r) => Number(JSON.parse(r.body).id))).toEqual(
      [...delivered.map((r) => Number(JSON.parse(r.body).id))].sort((a, b) => a - b),
    );
    // replay from the beginning: the import batch is filtered out, both additions come again
    hook.received.length = 0;
    await api('POST', `/api/v1/Webhooks/${id}/Replay`, { after: '' });
    const again = await eventually(
      () => hook.received,
      (r) => r.length >= 3,
    );
    expect(again.map(names).flat()).toEqual(['Helarctos malayanus', 'Helarctos tibetanus', 'Helarctos ursinus']);
    await api('DELETE', `/api/v1/Webhooks/${id}`);
  });

  it('follows a subtree only, and signs with a rotated secret from then on', async () => {
    hook.received.length = 0;
    const { body } = await api('POST', '/api/v1/Webhooks', { url: hook.url, subtree: 7 });
    const id = (body as { id: string }).id;
    const rotated = await api('POST', `/api/v1/Webhooks/${id}/RotateSecret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe((body as { secret: string }).secret);
    await stores.register.execute(addSpecies('javanicus', 'wh-4'));
    await stores.register.execute({
      type: 'AddTaxon',
      data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
      metadata: systemMetadata({ commandId: 'wh-5' }),
    });
    const [only] = await eventually(
      () => hook.received,
      (r) => r.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.received.map(names)).toEqual([['Ursus middendorffi']]);
    expect(new Webhook(rotated.body.secret).verify(only!.body, only!.headers)).toBeTruthy();
    expect(() => new Webhook((body as { secret: string }).secret).verify(only!.body, only!.headers)).toThrow();
    await api('DELETE', `/api/v1/Webhooks/${id}`);
  });

  it('lets only administrators manage subscriptions, and refuses bad input with problem JSON', async () => {
    const editor = { 'x-csrf': '1', ...actorHeader({ isAdmin: false, permissions: [5] }) };
    expect((await api('GET', '/api/v1/Webhooks', undefined, editor)).status).toBe(403);
    expect((await api('POST', '/api/v1/Webhooks', { url: hook.url }, editor)).status).toBe(403);
    expect((await api('GET', '/api/v1/Webhooks', undefined, { 'x-csrf': '1' })).status).toBe(403);
    const cases: [object, number, string][] = [
      [{}, 400, 'WEBHOOK_URL_INVALID'],
      [{ url: 'ftp://example.org/x' }, 400, 'WEBHOOK_URL_INVALID'],
      [{ url: 'not a url' }, 400, 'WEBHOOK_URL_INVALID'],
      [{ url: hook.url, types: ['name.renamed'] }, 400, 'INVALID_REQUEST'],
      [{ url: hook.url, subtree: 987654 }, 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
      [{ url: hook.url, active: 'yes' }, 400, 'INVALID_REQUEST'],
    ];
    const before = (await api('GET', '/api/v1/Webhooks')).body as unknown[];
    for (const [payload, status, errorCode] of cases) {
      const answer = await api('POST', '/api/v1/Webhooks', payload);
      expect({ payload, status: answer.status, errorCode: answer.body.errorCode }).toEqual({ payload, status, errorCode });
      expect(answer.body.detail).toEqual(expect.any(String));
    }
    expect((await api('GET', '/api/v1/Webhooks')).body).toEqual(before);
    expect((await api('GET', '/api/v1/Webhooks/nope')).body).toMatchObject({ status: 404, errorCode: 'WEBHOOK_NOT_FOUND' });
  });

  it('refuses loopback and private targets unless they are allowed', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://[::1]/x',
      'http://10.1.2.3/x',
      'http://192.168.0.1/x',
      'http://169.254.169.254/latest',
      'http://localhost/x',
    ]) {
      await expect(checkTarget(url, false)).rejects.toMatchObject({ problem: { errorCode: 'WEBHOOK_URL_PRIVATE' } });
    }
    await expect(checkTarget('https://93.184.215.14/hook', false)).resolves.toBeInstanceOf(URL);
    await expect(checkTarget('http://127.0.0.1:9/x', true)).resolves.toBeInstanceOf(URL);
  });
});
