import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '@navnebase/event-store';
import { postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { openSqlClient } from '../infrastructure/register-stores.js';
import { sharedDataset } from '../testing/shared-data.js';
import type { ImportStats, RebuildStats } from './command-stats.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const CLI = join(root, 'apps/api/dist/cli/import.js');
const REBUILD_CLI = join(root, 'apps/api/dist/cli/rebuild.js');
const ARCHIVE = sharedDataset('cites-appendix1-coldp');
const TIMEOUT = 600_000;

/** `npm run import` as a user runs it (the built CLI), killed with SIGKILL after `killAfterMs` when given. */
const runImport = (env: NodeJS.ProcessEnv, args: string[] = [], killAfterMs?: number, archive = ARCHIVE) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string; ms: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, archive, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output, ms: performance.now() - started });
    });
  });

/** Names the event store holds from imports, and names the read model holds (both 0 on an empty register). */
const countNames = async (open: () => Promise<SqlClient>) => {
  const sql = await open();
  try {
    // killed before it made its tables: nothing there
    // (in the register's own schema: a table of that name in another schema on the search path is not this register's)
    const made = await sql.query<{ found: string | null }>(`SELECT to_regclass(format('%I.es_events', current_schema()))::text AS found`);
    if (!made.rows[0]?.found) return 0;
    const events = await sql.query<{ names: string | number | null }>(
      `SELECT sum(json_array_length(data->'effects'->'names')) AS names FROM es_events WHERE event_type = 'TaxaImported'`,
    );
    return Number(events.rows[0]?.names ?? 0);
  } finally {
    await sql.close();
  }
};

const readModelNames = async (open: () => Promise<SqlClient>) => {
  const sql = await open();
  try {
    const { rows } = await sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM rm_name WHERE scientific_name_id > 0`);
    return Number(rows[0]!.n);
  } finally {
    await sql.close();
  }
};

beforeAll(() => {
  // The test runs the built CLI, as `npm run import` does: build it (quick when nothing changed).
  const build = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-b', 'apps/api'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`tsc -b apps/api failed:\n${build.stdout}${build.stderr}`);
}, 180_000);

interface Store {
  readonly env: NodeJS.ProcessEnv;
  readonly open: () => Promise<SqlClient>;
  readonly dispose: () => Promise<void>;
}

const stores: Record<string, () => Promise<Store | undefined>> = {
  'the embedded store': async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'navnebase-import-cli-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openSqlClient({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }),
    };
  },
  PostgreSQL: async () => {
    const sql = await postgresForTests('import_cli');
    if (!sql) return undefined;
    const schema = sql.schema!;
    return {
      env: { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema },
      open: () => openSqlClient({ databaseUrl: process.env.DATABASE_URL!, databaseSchema: schema }),
      dispose: async () => {
        await sql.dropSchema();
        await sql.close();
      },
    };
  },
};

describe.each(Object.keys(stores))('npm run import on %s', (label) => {
  let store: Store | undefined;
  let reference: Store | undefined;
  beforeAll(async () => {
    store = await stores[label]!();
    reference = await stores[label]!();
  }, 60_000);
  afterAll(async () => {
    await store?.dispose();
    await reference?.dispose();
  }, 60_000);

  it(
    'killed with SIGKILL at any point leaves nothing or the whole archive; run again, the register holds it exactly once',
    async () => {
      if (!store || !reference) return void expect(label).toBe('PostgreSQL'); // PostgreSQL only with DATABASE_URL
      const clean = await runImport(reference.env);
      expect(clean.code).toBe(0);
      const whole = await countNames(reference.open);
      expect(whole).toBeGreaterThan(3000);

      // kill at points spread over a whole run: every time the register holds nothing or all of it
      for (const fraction of [0.4, 0.7, 0.9]) {
        await runImport(store.env, [], Math.round(fraction * clean.ms));
        expect([0, whole]).toContain(await countNames(store.open));
      }

      // the natural recovery, running it again, gives the archive once (imported now, or answered as imported before)
      const rerun = await runImport(store.env);
      expect(rerun.code).toBe(0);
      expect(await countNames(store.open)).toBe(whole);
      expect(await readModelNames(store.open)).toBe(await readModelNames(reference.open));

      // and once more: recognised by its content and options, nothing written
      const again = await runImport(store.env);
      expect(again.code).toBe(0);
      expect(again.output).toContain('Arkivet er importert før med de samme valgene');
      expect(await countNames(store.open)).toBe(whole);
    },
    TIMEOUT,
  );
});

describe('npm run import: the summary', () => {
  let folder = '';
  beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'navnebase-import-summary-'))));
  afterAll(() => rm(folder, { recursive: true, force: true, maxRetries: 5 }));

  const archive = async (name: string, lines: string[]) => {
    const dir = join(folder, name);
    await mkdir(dir);
    await writeFile(join(dir, 'taxon.txt'), lines.join('\n'));
    return dir;
  };
  const HEADER =
    'taxonID\tparentNameUsageID\tacceptedNameUsageID\tscientificName\tscientificNameAuthorship\ttaxonRank\ttaxonomicStatus\tkingdom\tclass\torder\tfamily';

  it(
    'says «Ingen problemer» only when nothing was adjusted or refused, and lists every adjustment and refusal by reason',
    async () => {
      const clean = await archive('clean', [
        HEADER,
        '1\t\t\tAnimalia\t\tkingdom\taccepted\t\t\t\t',
        '2\t1\t\tUrsidae\t\tfamily\taccepted\t\t\t\t',
        '3\t2\t\tUrsus arctos\tL.\tspecies\taccepted\t\t\t\t',
      ]);
      // the genus has no parent, only flat columns; statuses spelled «valid» and «invalid»: all imported, with adjustments
      const adjusted = await archive('adjusted', [
        HEADER,
        '6\t\t\tUrsus\t\tgenus\tvalid\tAnimalia\tMammalia\tCarnivora\tUrsidae',
        '7\t6\t\tUrsus arctos\tL.\tspecies\tvalid\t\t\t\t',
        '8\t\t7\tUrsus minor\tMiller\tspecies\tinvalid\t\t\t\t',
      ]);
      const run = async (dir: string, args: string[] = []) => {
        const dataDir = await mkdtemp(join(folder, 'data-'));
        return { ...(await runImport({ DATA_DIR: dataDir }, args, undefined, dir)), dataDir };
      };
      const statsFile = join(folder, 'stats.json');
      const first = await run(clean, ['--stats', statsFile]);
      expect(first.code).toBe(0);
      expect(first.output).toContain('Ingen problemer.');
      // the last line gives the stages and the memory peak; --stats writes them with the CPU time
      expect(first.output).toMatch(/Ferdig på [\d.]+ s \(lesing [\d.]+ s, planlegging [\d.]+ s, skriving [\d.]+ s; høyeste minnebruk [\d.]+ GB\)\./);
      const stats = JSON.parse(await readFile(statsFile, 'utf8')) as ImportStats;
      expect(stats).toMatchObject({ names: 3, duplicate: false });
      expect(Object.keys(stats.stages)).toEqual(['read', 'plan', 'write']);
      expect(stats.peakRss).toBeGreaterThan(20e6);
      expect(stats.cpuSeconds).toBeGreaterThan(0);
      expect(stats.seconds).toBeGreaterThanOrEqual(stats.stages.write!);

      // npm run rebuild -- --stats on the same store: the events it projected again, its time, CPU and memory peak
      const rebuildStats = join(folder, 'rebuild-stats.json');
      const rebuild = spawnSync(process.execPath, [REBUILD_CLI, '--stats', rebuildStats], {
        env: { PATH: process.env.PATH, DATA_DIR: first.dataDir },
        encoding: 'utf8',
      });
      expect(rebuild.status).toBe(0);
      expect(rebuild.stdout).toContain('Lesemodellene er bygget på nytt');
      const rebuilt = JSON.parse(await readFile(rebuildStats, 'utf8')) as RebuildStats;
      expect(rebuilt.events).toBeGreaterThan(0);
      expect(rebuilt.position).toBeGreaterThanOrEqual(rebuilt.events);
      expect(rebuilt.peakRss).toBeGreaterThan(20e6);
      expect(rebuilt.cpuSeconds).toBeGreaterThan(0);

      const second = await run(adjusted);
      expect(second.code).toBe(0);
      expect(second.output).not.toContain('Ingen problemer.');
      expect(second.output).toContain('taxon.txt: 3 importert + 0 hoppet over = 3 rader');
      expect(second.output).toMatch(/4 +\[info\] Høyere takson laget fra klassifikasjonskolonnene/);
      expect(second.output).toMatch(/2 +\[info\] Taksonomisk status utenfor Darwin Core-vokabularet/);
      expect(second.output).toContain('valid → Gjeldende, 2 rader');
      expect(second.output).toContain('invalid → Synonym, 1 rad');
    },
    TIMEOUT,
  );
});
