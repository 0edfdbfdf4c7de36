import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { FeedHub } from './feed-hub.js';
import { openSse, type SseConnection } from './testing/sse-client.js';

const addSpecies = (epithet: string, commandId: string) =>
  ({
    type: 'AddTaxon',
    data: { parentScientificNameId: 12, rank: 'Species', scientificName: epithet, author: 'Test, 2026' },
    metadata: systemMetadata({ commandId }),
  }) as const;

describe('the live feed (Server-Sent Events)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  let base: string;
  const open: SseConnection[] = [];
  const connect = async (path: string, headers: Record<string, string> = {}) => {
    const connection = await openSse(`${base}${path}`, headers);
    open.push(connection);
    return connection;
  };

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, { FEED_HEARTBEAT_MS: '200' });
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const connection of open) connection.close();
    await app?.close();
    await stores?.close();
  });

  it('catches up from the beginning, then delivers a new change as it happens, with its cursor as the SSE id', async () => {
    const stream = await connect('/api/v1/Feed/Stream');
    expect(stream.status).toBe(200);
    const [first] = await stream.waitFor(1);
    expect(JSON.parse(first!.data)).toMatchObject({ specversion: '1.0', type: 'no.navnebase.register.v1.import.batch' });
    expect(first!.id).toBe(JSON.parse(first!.data).position);
    await stores.register.execute(addSpecies('malayanus', 'live-1'));
    const messages = await stream.waitFor(2);
    expect(JSON.parse(messages[1]!.data)).toMatchObject({
      type: 'no.navnebase.register.v1.name.created',
      data: { names: [{ scientificName: 'Helarctos malayanus' }] },
    });
  });

  it('resumes after Last-Event-ID, filters by subtree and type, and sends heartbeats', async () => {
    const all = await connect('/api/v1/Feed/Stream');
    const seen = await all.waitFor(2);
    const resumed = await connect('/api/v1/Feed/Stream', { 'last-event-id': seen[0]!.id! });
    const filtered = await connect('/api/v1/Feed/Stream?subtree=7&types=name.created');
    await stores.register.execute(addSpecies('ursinus', 'live-2'));
    await stores.register.execute({
      type: 'AddTaxon',
      data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
      metadata: systemMetadata({ commandId: 'live-3' }),
    });
    const resumedMessages = await resumed.waitFor(3);
    expect(resumedMessages.map((m) => JSON.parse(m.data).type.split('.').slice(-2).join('.'))).toEqual([
      'name.created',
      'name.created',
      'name.created',
    ]);
    expect(resumedMessages[0]!.id).toBe(seen[1]!.id);
    const [onlyBears] = await filtered.waitFor(1);
    expect(JSON.parse(onlyBears!.data).data.names.map((n: { scientificName: string }) => n.scientificName)).toEqual(['Ursus middendorffi']);
    await new Promise((r) => setTimeout(r, 500));
    expect(filtered.messages).toHaveLength(1);
    expect(filtered.comments.length).toBeGreaterThan(0);
  });

  it('serves many open streams from one reader, and forgets a stream that closed', async () => {
    const hub = app.get(FeedHub);
    const before = hub.listeners;
    const many = await Promise.all(Array.from({ length: 20 }, () => connect('/api/v1/Feed/Stream?types=name.created')));
    await Promise.all(many.map((s) => s.waitFor(3)));
    expect(hub.listeners).toBe(before + 20);
    await stores.register.execute(addSpecies('arctoides', 'live-4'));
    for (const stream of many) expect((await stream.waitFor(4)).at(-1)!.data).toContain('Helarctos arctoides');
    for (const stream of many) stream.close();
    const deadline = Date.now() + 5_000;
    while (hub.listeners > before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(hub.listeners).toBe(before);
  });

  it('ends its open streams when the process shuts down, so the server can close', async () => {
    const own = await openTestApp(stores);
    await own.listen(0, '127.0.0.1');
    const url = (await own.getUrl()).replace('[::1]', '127.0.0.1');
    const mine = await openSse(`${url}/api/v1/Feed/Stream`);
    await mine.waitFor(1);
    // without ending the streams, close() waits for them for ever (the test's timeout fails it)
    await own.close();
    expect(mine.messages.length).toBeGreaterThan(0);
    mine.close();
  });

  it('carries the headers of every public answer: CORS for other sites, the security headers', async () => {
    const stream = await connect('/api/v1/Feed/Stream', { origin: 'https://artskart.example' });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('access-control-allow-origin')).toBe('*');
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a bad cursor with problem JSON before the stream opens', async () => {
    const answer = await fetch(`${base}/api/v1/Feed/Stream?after=nonsense`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });
});
