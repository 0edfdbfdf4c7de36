import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { waitForJob, type JobQueue } from '../jobs/job-queue.js';
import { registerCommands } from '../register/register-commands.js';
import type { EventStore } from '@navnebase/event-store';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { MetricsService } from './metrics.service.js';

const TOKEN = 'metrics-token-for-tests';

describe('/metrics', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  afterEach(async () => {
    await app?.close();
    await stores?.close();
  });

  it('answers only with the configured bearer token, and carries every metric after a few operations', async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, { METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES_PER_ACCOUNT: '1' }, { actorFromHeader: true });

    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorCode: 'METRICS_TOKEN_REQUIRED', detail: expect.stringContaining('Authorization') });

    // A command over HTTP, and one that meets a conflict (another process wrote the stream first).
    const headers = { 'x-csrf': '1', ...actorHeader() };
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/TaxonomicOperations/AddTaxon',
      headers,
      payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'spelaeus', author: 'Rosenmüller, 1794' },
    });
    expect(added.statusCode).toBe(200);
    // This process reads the stream, then another process appends before this one does: a conflict, then a retry.
    const otherProcess = registerCommands(stores.events);
    let interfere = true;
    const events = Object.assign(Object.create(stores.events) as EventStore, {
      readStream: async (...args: Parameters<EventStore['readStream']>) => {
        const page = await stores.events.readStream(...args);
        if (interfere) {
          interfere = false;
          await otherProcess.execute({
            type: 'AddTaxon',
            data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'deningeri', author: 'Reichenau, 1904' },
            metadata: systemMetadata(),
          });
        }
        return page;
      },
    });
    const thisProcess = registerCommands(events);
    thisProcess.observe((observation) => app.get(MetricsService).metrics.command(observation));
    await thisProcess.execute({
      type: 'AddTaxon',
      data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'etruscus', author: 'Cuvier, 1823' },
      metadata: systemMetadata(),
    });
    // Reads that hit and miss the caches (once the read side has every change, so no batch empties them between).
    await stores.readSide.waitForPosition(await stores.events.headPosition());
    for (let i = 0; i < 2; i++) {
      await app.inject({ method: 'GET', url: '/api/v1/TaxonName/Search?Search=ursus', headers: { 'x-csrf': '1' } });
      await app.inject({ method: 'GET', url: '/api/v1/TaxonName/ByScientificNameId/6', headers: { 'x-csrf': '1' } });
    }
    // A failed login that locks the account out (the limit is 1), and a job.
    await app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-csrf': '1' },
      payload: { username: 'nobody@example.org', password: 'feil-passord-1' },
    });
    const jobs = app.get<JobQueue>(JOB_QUEUE);
    jobs.register('probe', async () => 'ok');
    await waitForJob(jobs, (await jobs.add('probe', {})).id);

    const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    const sample = (line: RegExp) => expect(text).toMatch(line);
    sample(/^navnebase_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/TaxonomicOperations\/AddTaxon",status="200"\} 1$/m);
    sample(/^navnebase_command_duration_seconds_count\{stream="register",operation="AddTaxon",outcome="ok"\} 2$/m);
    sample(/^navnebase_command_conflicts_total\{stream="register",operation="AddTaxon"\} 1$/m);
    sample(/^navnebase_events_appended_total\{stream="register"\} [1-9]/m);
    sample(/^navnebase_event_store_head_position [1-9]/m);
    for (const projection of ['memory', 'register', 'users']) {
      sample(new RegExp(`^navnebase_projection_position\\{projection="${projection}"\\} \\d+$`, 'm'));
      sample(new RegExp(`^navnebase_projection_lag_events\\{projection="${projection}"\\} 0$`, 'm'));
      sample(new RegExp(`^navnebase_projection_lag_seconds\\{projection="${projection}"\\} 0$`, 'm'));
    }
    sample(/^navnebase_projector 1$/m);
    sample(/^navnebase_read_cache_lookups_total\{cache="search",result="hit"\} 1$/m);
    sample(/^navnebase_read_cache_lookups_total\{cache="namePage",result="hit"\} [1-9]/m);
    sample(/^navnebase_read_cache_lookups_total\{cache="children",result="miss"\} \d+$/m);
    sample(/^# TYPE navnebase_jobs_unfinished gauge$/m);
    sample(/^navnebase_jobs_finished_total\{kind="probe",state="completed"\} 1$/m);
    sample(/^navnebase_login_failures_total 1$/m);
    sample(/^navnebase_login_lockouts_total\{scope="account"\} 1$/m);
    sample(/^navnebase_webhook_deliveries_total\{outcome="failed"\} 0$/m);
    sample(/^navnebase_webhook_subscriptions_paused 0$/m);
    sample(/^process_resident_memory_bytes \d+/m);
    sample(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
  });

  it('without a token, refuses /metrics on the main port; METRICS_PORT serves it alone', async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores, { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    const here = await app.inject({ method: 'GET', url: '/metrics' });
    expect(here.statusCode).toBe(404);
    expect(here.json()).toMatchObject({ errorCode: 'METRICS_NOT_HERE' });
    const port = app.get(MetricsService).port;
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^navnebase_projector 1$/m);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/TaxonName/Search`)).status).toBe(404);
  });
});
