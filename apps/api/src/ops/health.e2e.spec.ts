import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EventStore, RecordedEvent } from '@navnebase/event-store';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { Lifecycle } from './lifecycle.js';

/** The store as the read side sees it, with a gate that holds back every delivery while closed. */
const gated = () => {
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    close: () => {
      open = new Promise<void>((resolve) => (release = resolve));
    },
    open: () => release(),
    followed: (events: EventStore): EventStore =>
      Object.assign(Object.create(events) as EventStore, {
        subscribe: (handler: (batch: RecordedEvent[]) => Promise<void>, options: Parameters<EventStore['subscribe']>[1]) =>
          events.subscribe(async (batch) => {
            await open;
            await handler(batch);
          }, options),
      }),
  };
};

describe('health endpoints', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  afterEach(async () => {
    await app?.close();
    await stores?.close();
  });

  it('live answers while the process runs; ready lists every check with its state and timing', async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores);
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', state: 'ready' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      details: {
        process: { status: 'up', state: 'ready' },
        eventStore: { status: 'up', head: expect.any(Number), responseTime: expect.any(Number) },
        readModels: { status: 'up', checkpoint: expect.any(Number) },
        readSide: { status: 'up', lag: 0 },
        jobs: { status: 'up', backend: 'in-process', unfinished: 0 },
      },
    });
  });

  it('ready is false while the read side has not caught up with the store, and true once it has', async () => {
    const gate = gated();
    stores = await openTestRegister({ followed: gate.followed });
    app = await openTestApp(stores, { READY_MAX_LAG: '0' });
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    gate.close();
    // The command is recorded, but the read side receives nothing while the gate is closed (the command waits).
    const command = run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    try {
      let behind: { statusCode: number; json(): unknown } | undefined;
      for (let tries = 0; tries < 100; tries++) {
        behind = await app.inject({ method: 'GET', url: '/health/ready' });
        if (behind.statusCode === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(behind?.statusCode).toBe(503);
      expect(behind?.json()).toMatchObject({ status: 'error', error: { readSide: { status: 'down', lag: expect.any(Number), maxLag: 0 } } });
    } finally {
      gate.open();
      await command;
    }
    const caughtUp = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(caughtUp.statusCode).toBe(200);
    expect(caughtUp.json()).toMatchObject({ details: { readSide: { status: 'up', lag: 0 } } });
  });

  it('ready turns false as soon as the process begins to shut down, while live still answers', async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores);
    app.get(Lifecycle).beginShutdown('test');
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: { process: { status: 'down', state: 'stopping' } } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
