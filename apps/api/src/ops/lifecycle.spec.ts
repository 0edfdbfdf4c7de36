import { afterEach, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { Lifecycle } from './lifecycle.js';

/** A server watched by a Lifecycle, with one route that answers when the test lets it. */
const watchedServer = async () => {
  const lifecycle = new Lifecycle({ shutdownDrainMs: 0 } as AppConfig);
  const server: FastifyInstance = Fastify();
  lifecycle.watch(server);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.post('/api/v1/slow', async () => {
    await released;
    return { done: true };
  });
  server.get('/api/v1/quick', async () => ({ quick: true }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { lifecycle, server, base, release };
};

describe('Lifecycle: shutting down after the drain', () => {
  let server: FastifyInstance | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('keeps the port open a moment after the last answer, so a client that asks again right away is told 503, not refused', async () => {
    const watched = await watchedServer();
    server = watched.server;
    const slow = fetch(`${watched.base}/api/v1/slow`, { method: 'POST' });
    await sleep(100);
    // As Nest does on SIGTERM: the Lifecycle's shutdown step, then the server closes.
    let closed = false;
    const shutdown = watched.lifecycle
      .beforeApplicationShutdown('SIGTERM')
      .then(() => watched.server.close())
      .then(() => (closed = true));
    // The command in flight takes longer than the quiet moment (a busy machine).
    await sleep(400);
    expect(closed).toBe(false);
    watched.release();
    expect((await slow).status).toBe(200);
    // Its client sends the next request at once (well within the moment).
    await sleep(50);
    const next = await fetch(`${watched.base}/api/v1/quick`);
    expect(next.status).toBe(503);
    expect(next.headers.get('connection')).toBe('close');
    expect(await next.json()).toMatchObject({ status: 503, errorCode: 'SHUTTING_DOWN' });
    await shutdown;
    expect(closed).toBe(true);
    await expect(fetch(`${watched.base}/api/v1/quick`)).rejects.toThrow();
  });

  it('closes the port within a second once nothing is in flight, however often refused clients come back', async () => {
    const watched = await watchedServer();
    server = watched.server;
    let closed = false;
    let refused = 0;
    let stopAsking = false;
    // A client that keeps asking, before and after the shutdown begins.
    const asking = (async () => {
      while (!stopAsking) {
        const answer = await fetch(`${watched.base}/api/v1/quick`).catch(() => undefined);
        if (answer?.status === 503) refused++;
        await answer?.arrayBuffer();
        await sleep(20);
      }
    })();
    await sleep(100);
    const started = performance.now();
    const shutdown = watched.lifecycle
      .beforeApplicationShutdown('SIGTERM')
      .then(() => watched.server.close())
      .then(() => (closed = true));
    while (!closed && performance.now() - started < 5_000) await sleep(20);
    stopAsking = true;
    await asking;
    await shutdown;
    expect(refused).toBeGreaterThan(5);
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});
