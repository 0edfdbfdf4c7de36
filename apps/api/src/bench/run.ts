import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runAppendBench, type AppendFigures } from './append-bench.js';
import { apiEnvironment, dropPostgresSchema, log, type BenchStore, type BenchTarget } from './bench-stores.js';
import type { ImportFigures } from './import-worker.js';
import { runLoadTest, type LoadFigures } from './load-test.js';
import { mergeReport } from './report-merge.js';
import { renderReport, type BenchRun } from './report.js';

/**
 * `npm run bench`: for each size and store, generates a synthetic register, writes it as a Darwin Core Archive
 * (`--archive-format coldp`: a ColDP folder) and imports it by `npm run import` (`--import-source memory`: the generated
 * taxa handed to the import command directly, the earlier figure), rebuilds the read models by `npm run rebuild`, loads the real API with concurrent HTTP requests, and compares event store
 * appends with Emmett's on the same PostgreSQL. Writes the figures as markdown (and JSON beside it).
 *
 *   npm run bench -- --sizes 10000,100000,1000000 --stores postgres,pglite --duration 10 --transfer-names 100000
 *   npm run bench -- --render-only      (the markdown again from BENCHMARKS.json, after editing the report's text;
 *                                        sections written by hand are kept, see report-merge.ts)
 *   npm run bench -- --sizes 1000000 --stores postgres --audit-only --skip-append --transfer-names 0 --skip-feed --skip-match --skip-search-libraries
 *                                       (only the as-of, audit and subtree diff figures)
 *   npm run bench -- --append-only --out /tmp/appends.md
 *                                       (only the event store appends next to Emmett)
 *
 * After the import and the rebuild, `--operations` later operations (default a tenth of the names; `--skip-audit`: none)
 * change the register one at a time over a simulated year (`later-operations.ts`); the load test then reads name pages
 * as of random times of that year, the audit log as the administrator (logged in), and the diff of a subtree of about
 * 10 000 names over the year.
 *
 * The register's search is also indexed next to FlexSearch and MiniSearch over the same names (`bench-search.ts`;
 * `--skip-search-libraries`: not). PostgreSQL comes from DATABASE_URL (each register gets a schema of its own, dropped afterwards). Then spreadsheet
 * export and import of a register of `--transfer-names` names (0 skips it), from `data-transfer/bench-data-transfer.ts`.
 */
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    stores: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'append-seconds': { type: 'string', default: '5' },
    'append-writers': { type: 'string', default: '8' },
    'append-batch': { type: 'string', default: '100' },
    'skip-append': { type: 'boolean', default: false },
    /** Only the appends next to Emmett: no register is imported or loaded, no transfer, feed or listesøk figures. */
    'append-only': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'transfer-names': { type: 'string', default: '100000' },
    'skip-feed': { type: 'boolean', default: false },
    'skip-match': { type: 'boolean', default: false },
    /** Skips the search next to FlexSearch and MiniSearch. */
    'skip-search-libraries': { type: 'boolean', default: false },
    'skip-audit': { type: 'boolean', default: false },
    /** Later operations after the import (as-of, audit and diff scenarios); default a tenth of the names. */
    operations: { type: 'string', default: '' },
    /** Only the later operations' scenarios in the load test (as-of, audit, diff): the other reads skipped. */
    'audit-only': { type: 'boolean', default: false },
    'schema-prefix': { type: 'string', default: 'bench' },
    'import-source': { type: 'string', default: 'archive' },
    'archive-format': { type: 'string', default: 'dwca' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
    note: { type: 'string', default: '' },
    seed: { type: 'string', default: '20260101' },
    'render-only': { type: 'boolean', default: false },
  },
});

/** The report already at `path` (its hand-written sections are kept), or undefined. */
const previousReport = (path: string) => readFile(path, 'utf8').catch(() => undefined);

if (values['render-only']) {
  // Writes the markdown again from the figures of the last run (BENCHMARKS.json), after a change to the report's text.
  const figures = resolve(values.out).replace(/\.md$/, '') + '.json';
  const report = renderReport(JSON.parse(await readFile(figures, 'utf8')) as BenchRun);
  await writeFile(resolve(values.out), mergeReport(await previousReport(resolve(values.out)), report));
  process.exit(0);
}

const sizes = values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
const stores = values.stores.split(',').map((s) => s.trim()) as BenchStore[];
const databaseUrl = process.env.DATABASE_URL;
const out = resolve(values.out);
const runId = randomUUID().slice(0, 8);
const seed = Number(values.seed);
const WORKER = fileURLToPath(new URL('./import-worker.js', import.meta.url));

/** Runs a benchmark script of this build (a path relative to this folder) in a process of its own and answers what it printed (markdown). */
const runScript = (relativePath: string, args: readonly string[], what: string, nodeArgs: readonly string[] = []): Promise<string> =>
  new Promise((done, fail) => {
    const script = fileURLToPath(new URL(relativePath, import.meta.url));
    const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? done(out.trim()) : fail(new Error(`${what} benchmark exited with code ${code}`))));
  });

/** The export and import benchmark (its steps in processes of their own): its markdown table. */
const runTransferBench = (names: number): Promise<string> =>
  runScript(
    '../data-transfer/bench-data-transfer.js',
    ['--names', String(names), '--store', databaseUrl ? 'postgres' : 'pglite'],
    'export and import',
  );

/** The change feed benchmark (pages, SSE and webhook lag, deliveries per second): its markdown. */
const runFeedBench = (): Promise<string> => runScript('../feed/bench-feed.js', [], 'change feed');

/** The listesøk benchmark (quality per input kind, names per second): its markdown. */
const runMatchBench = (): Promise<string> =>
  runScript('../name-match/bench-match.js', ['--sizes', sizes.join(','), '--seed', String(seed)], 'listesøk', ['--max-old-space-size=12288']);

/** The search next to FlexSearch and MiniSearch (each engine in a process of its own): its markdown. */
const runSearchBench = (): Promise<string> =>
  runScript('./bench-search.js', ['--sizes', sizes.join(','), '--seed', String(seed)], 'search comparison');

const runWorker = (target: BenchTarget, size: number): Promise<ImportFigures> =>
  new Promise((done, fail) => {
    const result = join(tmpdir(), `navnebase-bench-${runId}-${target.store}-${size}.json`);
    const args = [
      '--max-old-space-size=12288',
      WORKER,
      '--size',
      String(size),
      '--store',
      target.store,
      '--out',
      result,
      '--seed',
      String(seed),
      '--import-source',
      values['import-source'] === 'memory' ? 'memory' : 'archive',
      '--archive-format',
      values['archive-format'] === 'coldp' ? 'coldp' : 'dwca',
      '--operations',
      String(values['skip-audit'] ? 0 : values.operations ? Number(values.operations) : Math.round(size / 10)),
      ...(target.databaseUrl ? ['--database-url', target.databaseUrl, '--schema', target.schema!] : []),
      ...(target.dataDir ? ['--data-dir', target.dataDir] : []),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches its own failures and hands them to fail()
    child.on('exit', async (code) => {
      if (code !== 0) return fail(new Error(`import worker exited with code ${code}`));
      try {
        done(JSON.parse(await readFile(result, 'utf8')) as ImportFigures);
        await rm(result, { force: true });
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what readFile or JSON.parse threw
        fail(error);
      }
    });
  });

const run: BenchRun = {
  date: new Date().toISOString(),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryBytes: totalmem(),
    node: process.version,
    loadBefore: loadavg(),
    loadAfter: [],
  },
  options: {
    sizes,
    stores,
    duration: Number(values.duration),
    connections: Number(values.connections),
    seed,
    rateLimitsIn: process.env.REDIS_URL ? 'Redis' : 'process',
  },
  note: values.note,
  results: [],
};

const started = performance.now();
log(
  `run ${runId}: sizes ${sizes.join(', ')}; stores ${stores.join(', ')}; ${values.duration} s per load scenario; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (stores.includes('postgres') && !databaseUrl) {
  log('DATABASE_URL is not set: skipping PostgreSQL (and the append comparison with Emmett).');
}

if (databaseUrl && !values['skip-append']) {
  run.append = await runAppendBench(databaseUrl, {
    writers: Number(values['append-writers']),
    batch: Number(values['append-batch']),
    seconds: Number(values['append-seconds']),
    schemaPrefix: values['schema-prefix'],
  });
}

const writeReport = async () => {
  run.machine.loadAfter = loadavg();
  run.elapsedSeconds = (performance.now() - started) / 1000;
  await writeFile(out, mergeReport(await previousReport(out), renderReport(run)));
  await writeFile(out.replace(/\.md$/, '') + '.json', JSON.stringify(run, null, 2));
};

for (const store of values['append-only'] ? [] : stores) {
  if (store === 'postgres' && !databaseUrl) continue;
  for (const size of sizes) {
    const label = `${size.toLocaleString('en')} names, ${store}`;
    const target: BenchTarget =
      store === 'postgres'
        ? { store, databaseUrl: databaseUrl!, schema: `${values['schema-prefix']}_${runId}_${size}` }
        : { store, dataDir: join(tmpdir(), `navnebase-bench-${runId}-${size}`) };
    const load = loadavg()[0]!;
    try {
      const imported = await runWorker(target, size);
      let served: LoadFigures | undefined;
      if (!values['skip-load']) {
        served = await runLoadTest(
          {
            env: apiEnvironment(target),
            workload: imported.workload,
            ...(imported.later ? { later: imported.later } : {}),
            laterOnly: values['audit-only'],
            duration: Number(values.duration),
            connections: Number(values.connections),
            seed,
          },
          label,
        );
      }
      const { workload: _workload, later: laterWorkload, ...importFigures } = imported;
      const later = laterWorkload
        ? (({ asOf: _a, auditUsers: _u, auditSubtrees: _s, auditTexts: _t, ...figures }) => figures)(laterWorkload)
        : undefined;
      run.results.push({ store, size, loadAverage: load, imported: importFigures, ...(later ? { later } : {}), ...(served ? { served } : {}) });
      await writeReport();
    } finally {
      if (target.schema) await dropPostgresSchema(databaseUrl!, target.schema).catch(() => undefined);
      if (target.dataDir) await rm(target.dataDir, { recursive: true, force: true });
    }
    log(`${label}: done; ${((performance.now() - started) / 60000).toFixed(1)} min since the start`);
  }
}
const transferNames = values['append-only'] ? 0 : Number(values['transfer-names']);
if (transferNames > 0) {
  run.transfer = await runTransferBench(transferNames);
  log('export and import: done');
}
if (!values['skip-feed'] && !values['append-only']) {
  run.feed = await runFeedBench();
  log('change feed: done');
}
if (!values['skip-match'] && !values['append-only']) {
  run.match = await runMatchBench();
  log('listesøk: done');
}
if (!values['skip-search-libraries']) {
  run.searchLibraries = await runSearchBench();
  log('search next to FlexSearch and MiniSearch: done');
}
await writeReport();
log(`wrote ${out} in ${((performance.now() - started) / 60000).toFixed(1)} min`);
process.exit(0);

export type { AppendFigures };
