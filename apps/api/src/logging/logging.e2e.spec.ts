import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { waitForJob, type JobQueue } from '../jobs/job-queue.js';
import { actorHeader, logRecorder, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

const EMAIL = 'redaktor@example.org';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the log', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  let log: ReturnType<typeof logRecorder>;
  afterEach(async () => {
    await app?.close();
    await stores?.close();
  });
  const open = async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    log = logRecorder();
    app = await openTestApp(stores, { LOG_LEVEL: 'info' }, { actorFromHeader: true, logTo: log });
  };
  const headers = { 'x-csrf': '1', ...actorHeader({ userId: 'u-17', email: EMAIL, name: 'Rita Redaktør' }) };
  const addTaxon = (scientificName: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/TaxonomicOperations/AddTaxon',
      headers: { ...headers, ...extra },
      payload: { parentScientificNameId: 6, rankId: 22, scientificName, author: 'Rosenmüller, 1794' },
    });

  it('answers every request with an X-Request-Id, and a problem JSON with the same id', async () => {
    await open();
    const read = await app.inject({ method: 'GET', url: '/api/v1/TaxonName/ByScientificNameId/6', headers: { 'x-csrf': '1' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-request-id']).toMatch(UUID);

    const missing = await app.inject({ method: 'GET', url: '/api/v1/TaxonName/ByScientificNameId/999999', headers: { 'x-csrf': '1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.json()).toMatchObject({ errorCode: expect.any(String), requestId: missing.headers['x-request-id'] });
    // a problem sent outside the exception filter (the CSRF check) carries it too
    const noCsrf = await app.inject({ method: 'POST', url: '/api/v1/TaxonomicOperations/AddTaxon', payload: {} });
    expect(noCsrf.statusCode).toBe(401);
    expect(noCsrf.json()).toMatchObject({ errorCode: 'CSRF_HEADER_MISSING', requestId: noCsrf.headers['x-request-id'] });
    expect(noCsrf.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces any other', async () => {
    await open();
    const traced = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-4f2a9c:trace.01' } });
    expect(traced.headers['x-request-id']).toBe('lb-4f2a9c:trace.01');
    for (const bad of ['short', 'x'.repeat(129), 'with space in it', '<script>alert(1)</script>']) {
      const response = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes one JSON line per command with operation, command id, user id, request id and duration, and no e-mail address', async () => {
    await open();
    const added = await addTaxon('spelaeus', { 'x-command-id': 'cmd-1' });
    expect(added.statusCode).toBe(200);
    const refused = await addTaxon('spelaeus', { 'x-command-id': 'cmd-2' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ requestId: refused.headers['x-request-id'] });

    const commands = log.entries.filter((entry) => entry.context === 'Command');
    expect(commands).toEqual([
      expect.objectContaining({
        level: 'info',
        operation: 'AddTaxon',
        commandId: 'u-17:cmd-1',
        userId: 'u-17',
        requestId: added.headers['x-request-id'],
        outcome: 'ok',
        durationMs: expect.any(Number),
        events: 1,
      }),
      expect.objectContaining({
        operation: 'AddTaxon',
        commandId: 'u-17:cmd-2',
        requestId: refused.headers['x-request-id'],
        outcome: 'rejected',
        errorCode: 'DUPLICATE_SCIENTIFIC_NAME',
        events: 0,
      }),
    ]);
    expect(commands[0]!.durationMs).toBeGreaterThan(0);
    expect(typeof commands[0]!.time).toBe('string');
    const everything = JSON.stringify(log.entries);
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain('Rita');
  });

  it('writes one line per job run, outside the request that added it', async () => {
    await open();
    const jobs = app.get<JobQueue>(JOB_QUEUE);
    jobs.register('probe', async () => 'ok');
    jobs.register('broken', async () => {
      throw new Error('kaputt');
    });
    const probe = await jobs.add('probe', {});
    const broken = await jobs.add('broken', {});
    await waitForJob(jobs, probe.id);
    await waitForJob(jobs, broken.id);
    const lines = log.entries.filter((entry) => entry.context === 'Job');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'probe', jobId: probe.id, attempt: 1, outcome: 'completed', durationMs: expect.any(Number) }),
        expect.objectContaining({ level: 'warn', kind: 'broken', jobId: broken.id, outcome: 'failed', error: 'kaputt' }),
      ]),
    );
    expect(lines).toHaveLength(2);
  });
});
