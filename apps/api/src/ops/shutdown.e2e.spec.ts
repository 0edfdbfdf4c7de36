import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import { describeIfPostgres, postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import type { PostgresClient } from '@navnebase/event-store';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { buildServer, logInOverHttp, startApi } from '../testing/processes.js';
import { run, systemMetadata } from '../testing/test-register.js';

const ADMIN_EMAIL = 'drift@example.org';
const ADMIN_PASSWORD = 'drift-passord-123';
beforeAll(buildServer, 180_000);

describe('the API process', () => {
  it('does not start with a wrong configuration value, and says which, one line per problem', async () => {
    const api = startApi({ PORT: 'abc', JOBS_BACKEND: 'kafka' });
    const { code } = await api.exited;
    expect(code).toBe(1);
    expect(api.output()).toContain('PORT="abc": må være et heltall mellom 0 og 65 535.');
    expect(api.output()).toContain('JOBS_BACKEND="kafka": må være en av: redis, postgres, in-process.');
  });
});

(describeIfPostgres() ? describe : describe.skip)('SIGTERM during a burst of commands (PostgreSQL)', () => {
  let sql: PostgresClient;
  let api: ReturnType<typeof startApi> | undefined;
  beforeAll(async () => {
    sql = (await postgresForTests('shutdown'))!;
    const stores = await openRegisterStores(sql, { warmReadIndex: true });
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    await stores.readSide.stop();
    await stores.events.close();
  }, 60_000);
  afterAll(async () => {
    await api?.kill();
    await sql.dropSchema();
    await sql.close();
  }, 60_000);

  it('turns not-ready, finishes what it holds and exits in time; every command answered 2xx is in the event store', async () => {
    api = startApi({
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: sql.schema,
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_DEMO: 'false',
      JOBS_BACKEND: 'in-process',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SHUTDOWN_DRAIN_MS: '1000',
      // generous: a busy machine is slow, and a forced exit (code 1) is what the test must tell from a clean one
      SHUTDOWN_TIMEOUT_MS: '40000',
    });
    const base = `http://127.0.0.1:${await api.port}`;
    const cookie = await logInOverHttp(base, ADMIN_EMAIL, ADMIN_PASSWORD);

    const answered = new Map<string, number>();
    const failures: string[] = [];
    const refusals: { body: unknown; connection: string | null; requestId: string | null }[] = [];
    let sent = 0;
    const name = (n: number) => `probus${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;
    const worker = async () => {
      for (;;) {
        const n = sent++;
        const commandId = `burst-${n}`;
        try {
          const response = await fetch(`${base}/api/v1/TaxonomicOperations/AddTaxon`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf': '1', 'x-command-id': commandId, cookie },
            body: JSON.stringify({ parentScientificNameId: 6, rankId: 22, scientificName: name(n), author: 'Test, 2026' }),
          });
          answered.set(commandId, response.status);
          if (response.status === 503) {
            const requestId = response.headers.get('x-request-id');
            refusals.push({ body: await response.json(), connection: response.headers.get('connection'), requestId });
            return;
          }
          await response.arrayBuffer();
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
          return;
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while ([...answered.values()].filter((s) => s < 300).length < 20) await new Promise((r) => setTimeout(r, 10));
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    // While it drains, it answers but is no longer ready (the signal reaches the process a moment later).
    let draining = await fetch(`${base}/health/ready`);
    while (draining.status === 200 && Date.now() - signalled < 5_000) draining = await fetch(`${base}/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ error: { process: { state: 'stopping' } } });
    await Promise.all(workers);
    const ended = await api.exited;
    // exit code 0: it finished within SHUTDOWN_TIMEOUT_MS by itself (a forced exit answers 1)
    expect({ code: ended.code, output: ended.code === 0 ? '' : api.output() }).toEqual({ code: 0, output: '' });

    const statuses = [...answered.values()];
    const ok = [...answered].filter(([, status]) => status >= 200 && status < 300).map(([id]) => id);
    expect(ok.length).toBeGreaterThanOrEqual(20);
    // Nothing half-done: no command failed inside (500); the rest were refused or never reached the process.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    // After the drain, a request is answered 503 (problem JSON, the connection closed), never reset or left hanging;
    // only one sent as the port closed may find no server (its connection refused, or reset while connecting: the
    // request never reached the process).
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        body: expect.objectContaining({ status: 503, errorCode: 'SHUTTING_DOWN', requestId: refusal.requestId }),
        connection: 'close',
        requestId: expect.any(String),
      });
    }
    // (or, on a loaded machine, one sent on a kept-alive connection just as the process closed it: "other side closed")
    expect(failures.filter((failure) => !/connect (ECONNREFUSED|ECONNRESET)|other side closed/.test(failure))).toEqual([]);
    // The API keeps a client's command id as `<user id>:<id>`.
    const { rows } = await sql.query<{ command_id: string }>(`SELECT command_id FROM es_commands WHERE command_id LIKE '%:burst-%'`);
    const recorded = new Set(rows.map((row) => row.command_id.slice(row.command_id.indexOf(':') + 1)));
    expect(ok.filter((id) => !recorded.has(id))).toEqual([]);
    expect(api.output()).toContain('Avslutter');
  }, 120_000);
});
