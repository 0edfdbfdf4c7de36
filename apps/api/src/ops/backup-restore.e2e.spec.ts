import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PostgresClient } from '@navnebase/event-store';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import { describeIfPostgres, postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { ensureAdminAccount } from '../auth/admin-account.js';
import { AppConfig } from '../config/app-config.js';
import { openRegisterStores, type RegisterStores } from '../infrastructure/register-stores.js';
import { UserAccounts } from '../users/user-accounts.js';
import { actorHeader, openTestApp, run, systemMetadata } from '../testing/test-register.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const ADMIN = { ADMIN_EMAIL: 'drift@example.org', ADMIN_PASSWORD: 'drift-passord-123' };
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** The shell blocks of one section of the runbook, exactly as written there. */
const runbookCommands = async (section: string): Promise<string[]> => {
  const text = await readFile(join(root, 'docs/operations.md'), 'utf8');
  const start = text.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`docs/operations.md has no section ${section}`);
  const end = text.indexOf('\n## ', start + 1);
  const body = text.slice(start, end < 0 ? undefined : end);
  return [...body.matchAll(/^( *)```sh\n([\s\S]*?)^ *```$/gm)].map(([, indent, code]) =>
    code!
      .split('\n')
      .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
      .join('\n'),
  );
};

const sh = async (script: string, cwd: string, env: NodeJS.ProcessEnv) => {
  try {
    return await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], { cwd, env: { ...process.env, ...env }, timeout: 240_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script}\nfailed: ${(error as Error).message}\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

(describeIfPostgres() ? describe : describe.skip)('backup, restore and rebuild as the runbook says (PostgreSQL)', () => {
  let schema: string | undefined;
  let stores: RegisterStores | undefined;
  let app: NestFastifyApplication | undefined;
  let work: string | undefined;
  const close = async () => {
    await app?.close();
    await stores?.close();
    app = undefined;
    stores = undefined;
  };
  /** Drops the test's schema (the stores' own client is closed with them). */
  const dropSchema = async () => {
    const client = await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema: schema! });
    await client.dropSchema();
    await client.close();
  };
  afterAll(async () => {
    await close();
    if (schema) await dropSchema();
    if (work) await rm(work, { recursive: true, force: true });
  }, 60_000);

  const open = async (client: PostgresClient) => {
    stores = await openRegisterStores(client, { warmReadIndex: true });
    app = await openTestApp(stores, { ...ADMIN, WEBHOOK_ALLOW_PRIVATE: 'true' }, { actorFromHeader: true });
    return app;
  };
  /** What the register answers: every read-model table, the users, the webhook subscriptions and a few API reads. */
  const register = async () => {
    const api = async (url: string) => (await app!.inject({ method: 'GET', url, headers: { 'x-csrf': '1', ...actorHeader() } })).json();
    await stores!.readSide.waitForPosition(await stores!.events.headPosition());
    return {
      tables: await stores!.readModels.dump(),
      users: (await stores!.sql.query(`SELECT * FROM rm_user ORDER BY 1`)).rows,
      webhooks: await api('/api/v1/Webhooks'),
      namePage: await api('/api/v1/TaxonName/ByScientificNameId/6'),
      search: await api('/api/v1/TaxonName/Search?Search=arctos'),
      children: await api('/api/v1/TaxonName/Children/ByScientificNameId/5'),
      statistics: await api('/api/v1/Statistics/TaxonCount'),
      changes: await api('/api/v1/TaxonName/Changes/ByScientificNameId/7'),
    };
  };
  const login = async () =>
    (
      await app!.inject({
        method: 'POST',
        url: '/bff/login',
        headers: { 'x-csrf': '1' },
        payload: { username: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
      })
    ).statusCode;

  it('gives back the same register, and it takes new commands', async () => {
    const sql = (await postgresForTests('backup'))!;
    schema = sql.schema!;
    await open(sql);
    await run(stores!, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    await run(stores!, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'spelaeus', author: 'Rosenmüller, 1794' },
      metadata: systemMetadata(),
    });
    await run(stores!, {
      type: 'AddTaxon',
      data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
      metadata: systemMetadata(),
    });
    await ensureAdminAccount(app!.get(UserAccounts), new AppConfig({ ...ADMIN }), quiet);
    const hook = await app!.inject({
      method: 'POST',
      url: '/api/v1/Webhooks',
      headers: { 'x-csrf': '1', ...actorHeader() },
      payload: { url: 'http://127.0.0.1:9/hook', description: 'Karttjenesten', active: false },
    });
    expect(hook.statusCode).toBe(201);
    expect(await login()).toBe(200);
    const before = await register();
    expect(before.tables.rm_name!.length).toBeGreaterThan(5);
    expect(before.users.length).toBe(1);
    const head = await stores!.events.headPosition();

    // Back up while the app runs, as the runbook says.
    work = await mkdtemp(join(tmpdir(), 'navnebase-backup-'));
    const env = { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema };
    const [backup, ...more] = await runbookCommands('Backup');
    expect(more).toEqual([]);
    await sh(backup!, work, env);
    const [file, ...others] = await readdir(work);
    expect(others).toEqual([]);
    expect(file).toMatch(/^navnebase-\d{4}-\d{2}-\d{2}\.dump$/);

    // The schema is lost.
    await close();
    await dropSchema();

    // Restore and rebuild, as the runbook says (the rebuild runs from the repository, as `npm run` must).
    const restore = await runbookCommands('Restore');
    expect(restore).toHaveLength(2);
    await sh(restore[0]!, work, { ...env, BACKUP: join(work, file!) });
    const rebuilt = await sh(restore[1]!, root, env);
    expect(rebuilt.stdout).toMatch(/Lesemodellene er bygget på nytt/);

    await open(await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema }));
    expect(await stores!.events.headPosition()).toBe(head);
    expect(await register()).toEqual(before);
    expect(await login()).toBe(200);
    // New commands append after the restored events.
    const next = await run(stores!, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'deningeri', author: 'Reichenau, 1904' },
      metadata: systemMetadata(),
    });
    expect(next.position).toBeGreaterThan(head);
  }, 300_000);
});
