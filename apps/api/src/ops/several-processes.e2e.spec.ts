import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildReadModels } from '@navnebase/projections';
import type { PostgresClient } from '@navnebase/event-store';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import { describeIfPostgres, postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { openRegisterStores, type RegisterStores } from '../infrastructure/register-stores.js';
import { buildServer, logInOverHttp, startApi, startImport, type RunningProcess } from '../testing/processes.js';
import { sharedDataset } from '../testing/shared-data.js';
import { run, systemMetadata } from '../testing/test-register.js';

/**
 * The deployment docs/operations.md describes, run for real: three API processes on one PostgreSQL schema take
 * commands in turn while `npm run import` runs beside them; the projecting process and the import are each killed
 * with kill -9 once, the process is started again and the import rerun. Afterwards the read models equal a rebuild
 * from the event store, the statistics equal the counts, every answered command was written once and none was
 * answered 500, and the archive is in the register exactly once.
 */
const ADMIN_EMAIL = 'drift@example.org';
const ADMIN_PASSWORD = 'drift-passord-123';
const ARCHIVE = sharedDataset('bryoquel-dwca');
const COMMANDS = 60;

type Api = ReturnType<typeof startApi>;
/** n written with the letters a–z (names may hold no digits). */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

(describeIfPostgres() ? describe : describe.skip)('three API processes and npm run import on one PostgreSQL, with kill -9', () => {
  let sql: PostgresClient;
  let workDir: string;
  const apis: Api[] = [];
  const imports: RunningProcess[] = [];
  let env: NodeJS.ProcessEnv;
  let stores: RegisterStores | undefined;

  beforeAll(async () => {
    buildServer();
    workDir = await mkdtemp(join(tmpdir(), 'navnebase-processes-'));
    sql = (await postgresForTests('processes'))!;
    const seed = await openRegisterStores(sql, { warmReadIndex: true });
    await run(seed, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    await seed.readSide.stop();
    await seed.events.close();
    env = {
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: sql.schema,
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_DEMO: 'false',
      JOBS_BACKEND: 'in-process',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SHUTDOWN_DRAIN_MS: '0',
    };
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...apis, ...imports].map((p) => p.kill()));
    await stores?.events.close();
    await sql?.dropSchema();
    await sql?.close();
    await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  it('one projection of every event, every answered command written once, the archive imported exactly once', async () => {
    // What the archive holds, planned by a dry run that writes nothing.
    const planned = startImport(ARCHIVE, ['--dry-run', '--report', join(workDir, 'plan.json')], env);
    // All three start at once with ADMIN_EMAIL: one creates the administrator, the others find it (or their
    // creation is answered as a duplicate of the same command).
    apis.push(startApi(env), startApi(env), startApi(env));
    const bases = await Promise.all(apis.map(async (api) => `http://127.0.0.1:${await api.port}`));
    const cookie = await logInOverHttp(bases[0]!, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await planned.exited).code).toBe(0);
    const plan = JSON.parse(await readFile(join(workDir, 'plan.json'), 'utf8')) as { imported: { names: number } };
    expect(plan.imported.names).toBeGreaterThan(800);

    // The import runs beside the processes; it is killed while it writes its transaction.
    imports.push(startImport(ARCHIVE, [], env));
    const importKilled = imports[0]!.waitFor(/Skriver til registeret/).then(() => imports[0]!.kill());

    // Random commands, each sent to a random live process; a command whose process died under it is sent again,
    // with the same command id, to another one.
    const answered = new Map<string, { status: number; body: unknown }>();
    let sent = 0;
    let killed: number | undefined;
    const liveProcesses = () => apis.map((_, i) => i).filter((i) => i !== killed);
    const command = (n: number) =>
      n % 3 === 2
        ? {
            operation: 'UpdateVernacularNames',
            body: {
              taxonId: [7, 8, 12][n % 9 === 2 ? 0 : n % 9 === 5 ? 1 : 2],
              vernacularNames: [
                { vernacularName: `bjørn ${letters(n)}`, languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' },
              ],
            },
          }
        : {
            operation: 'AddTaxon',
            body: { parentScientificNameId: 6, rankId: 22, scientificName: `Ursus probus${letters(n)}`, author: 'Test, 2026' },
          };
    const send = async (n: number) => {
      const { operation, body } = command(n);
      const commandId = `storm-${n}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        const targets = liveProcesses();
        const target = targets[randomInt(targets.length)]!;
        try {
          const response = await fetch(`${bases[target]}/api/v1/TaxonomicOperations/${operation}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf': '1', 'x-command-id': commandId, cookie },
            body: JSON.stringify(body),
          });
          answered.set(commandId, { status: response.status, body: await response.json() });
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50)); // the process died under the request: another one
        }
      }
      throw new Error(`${commandId}: no process answered`);
    };
    const worker = async () => {
      for (let n = sent++; n < COMMANDS; n = sent++) await send(n);
    };
    const storm = Promise.all(Array.from({ length: 6 }, worker));

    // kill -9 the projecting process after a third of the commands, and start it again.
    while (answered.size < COMMANDS / 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const projector = await findProjector(bases);
    killed = projector;
    await apis[projector]!.kill();
    apis[projector] = startApi(env);
    bases[projector] = `http://127.0.0.1:${await apis[projector].port}`;
    killed = undefined;

    await storm;
    await importKilled;
    expect((await imports[0]!.exited).signal).toBe('SIGKILL');
    // The natural recovery: run the import again; it imports the archive, or says it was imported before.
    imports.push(startImport(ARCHIVE, [], env));
    const rerun = await imports[1]!.exited;
    expect({ code: rerun.code, output: rerun.code === 0 ? '' : imports[1]!.output() }).toEqual({ code: 0, output: '' });

    // No command was answered 500: each was answered 200, 202 when its projection was still pending, or 409 when
    // other processes kept writing first through all its attempts (then nothing of it is written, see below).
    const refused = (answer: { status: number; body: unknown }) =>
      answer.status === 409 && (answer.body as { errorCode?: string }).errorCode === 'CONCURRENT_CHANGE';
    expect([...answered].filter(([, answer]) => answer.status !== 200 && answer.status !== 202 && !refused(answer))).toEqual([]);
    expect(answered.size).toBe(COMMANDS);

    // Every process has caught up, then all stop.
    const head = Number((await sql.query<{ head: string }>(`SELECT max(global_position) AS head FROM es_events`)).rows[0]!.head);
    await Promise.all(bases.map((base) => caughtUp(base, head)));
    for (const api of apis) api.child.kill('SIGTERM');
    await Promise.all(apis.map((api) => api.exited));

    // Every command answered 200 or 202 was written once (one event each), none answered 409.
    const { rows: written } = await sql.query<{ command: string; events: string }>(
      `SELECT substr(metadata->>'commandId', strpos(metadata->>'commandId', ':') + 1) AS command, count(*) AS events
         FROM es_events WHERE metadata->>'commandId' LIKE '%:storm-%' GROUP BY 1`,
    );
    expect(new Map(written.map((w) => [w.command, Number(w.events)]))).toEqual(
      new Map([...answered].filter(([, answer]) => !refused(answer)).map(([id]) => [id, 1])),
    );

    // The archive is there exactly once, whole.
    const { rows: importedNames } = await sql.query<{ names: string | null; commands: string }>(
      `SELECT sum(json_array_length(data->'effects'->'names')) AS names, count(DISTINCT data->>'importId') AS commands
         FROM es_events WHERE event_type = 'TaxaImported' AND data->>'importId' <> 'bears'`,
    );
    expect({ names: Number(importedNames[0]!.names), imports: Number(importedNames[0]!.commands) }).toEqual({
      names: plan.imported.names,
      imports: 1,
    });

    // The read models equal a rebuild from the event store, and the statistics equal the counts.
    stores = await openStoresWithoutReadSide(sql);
    const live = await readModels(stores);
    const liveStatistics = await statistics(stores);
    expect(liveStatistics).toEqual(await counts(sql));
    await rebuildReadModels(stores.events, stores.sqlReadModels, { batchSize: 500 });
    expect(await readModels(stores)).toEqual(live);
    expect(await statistics(stores)).toEqual(liveStatistics);
  }, 120_000);
});

/** The index of the process that holds the projector lease (asked of each over /health/ready). */
const findProjector = async (bases: string[]): Promise<number> => {
  for (let tries = 0; tries < 100; tries++) {
    for (const [i, base] of bases.entries()) {
      const health = (await (await fetch(`${base}/health/ready`)).json()) as { info?: { readSide?: { projector?: boolean } } };
      if (health.info?.readSide?.projector) return i;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no process holds the projector lease');
};

/** Waits until the process's memory and the shared tables have reached `head`. */
const caughtUp = async (base: string, head: number) => {
  for (let tries = 0; tries < 300; tries++) {
    const health = (await (await fetch(`${base}/health/ready`)).json()) as {
      info?: { readSide?: { position: number; head: number; tablesLag: number } };
    };
    const side = health.info?.readSide;
    if (side && side.position >= head && side.tablesLag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not catch up with position ${head}`);
};

const openStoresWithoutReadSide = async (sql: PostgresClient): Promise<RegisterStores> => {
  const stores = await openRegisterStores(sql, { warmReadIndex: false });
  await stores.readSide.stop();
  return stores;
};

/**
 * Every read-model row, the change log's without its serial id: a projector killed in the middle of a batch leaves
 * a gap in that sequence (its transaction rolled back), which a rebuild does not have.
 */
const readModels = async (stores: RegisterStores) => {
  const dump = await stores.readModels.dump();
  return { ...dump, rm_history: dump.rm_history!.map(({ history_id: _, ...row }: any) => row) };
};

const statistics = async (stores: RegisterStores) => ({
  taxa: (await stores.readModels.statistics('TaxonCount', {})).totalCount,
  names: (await stores.readModels.statistics('NamesCount', {})).totalCount,
  vernacularNames: (await stores.readModels.statistics('NamesCountByLanguage', {})).totalCount,
});

const counts = async (sql: PostgresClient) => {
  const count = async (query: string) => Number((await sql.query<{ n: string }>(query)).rows[0]!.n);
  return {
    taxa: await count(`SELECT count(*) AS n FROM rm_taxon WHERE taxon_id > 0`),
    names: await count(`SELECT count(*) AS n FROM rm_name WHERE scientific_name_id > 0`),
    vernacularNames: await count(`SELECT count(*) AS n FROM rm_vernacular`),
  };
};
