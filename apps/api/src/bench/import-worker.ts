import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SqlEventStore, type SqlClient } from '@navnebase/event-store';
import { ancestorsOf, DomainError, mainNameOf } from '@navnebase/domain';
import { ReadSide, SqlReadModelStore, SqlUsersReadModel } from '@navnebase/projections';
import type { ImportStage } from '../data-transfer/archive-import/import.service.js';
import type { ImportStats, RebuildStats } from '../cli/command-stats.js';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { registerCommands } from '../register/register-commands.js';
import { BENCH_EDITORS, BENCH_REMARKS, LaterOperations, type LaterOperationKind } from './later-operations.js';
import { seededRandom } from './prng.js';
import { writeColdpArchive, writeDarwinCoreArchive } from './archive-file.js';
import { apiEnvironment, log, openBenchSql, processMemory, type BenchStore, type BenchTarget } from './bench-stores.js';
import { collectWorkload, type Workload } from './workload.js';
import { generateRegister } from './synthetic-register.js';

/**
 * One benchmark register: generates it, imports it, rebuilds the read models, and picks the requests of the load
 * test from the stored register. Run as a child process by run.ts; writes its figures as JSON.
 *
 * The import takes the user's path by default (`--import-source archive`): the register is written as a Darwin
 * Core Archive folder (not timed) and imported by `npm run import`'s command in a process of its own, with the Node
 * flags of its npm script, as a user runs it; its stages (read, plan, write with projection), CPU time and peak memory are its own.
 * `--import-source memory` hands the generated taxa to `ImportTaxa` directly with the read index off (the earlier
 * figure, kept as a labelled extra).
 */
export interface ImportFigures {
  readonly size: number;
  readonly counts: ReturnType<typeof generateRegister>['counts'];
  readonly generateSeconds: number;
  /** Where the import read the register from (see above). */
  readonly importSource: 'archive' | 'memory';
  /** The archive's format, when imported from an archive. */
  readonly archiveFormat?: 'dwca' | 'coldp';
  /** The archive import's stages, wall seconds (read: files, rows and tree; plan: the domain's decision; write: appends and projection). */
  readonly importStages?: Partial<Record<ImportStage, number>>;
  readonly importSeconds: number;
  readonly importNamesPerSecond: number;
  /** CPU seconds the importing process (decide, appends, projection code) used: wall time minus waiting. */
  readonly importCpuSeconds: number;
  /** Peak resident memory of the importing process (`npm run import`'s, from an archive), bytes. */
  readonly importPeakRss?: number;
  /** Wall seconds of the `npm run import` process, its start (Node, the store's opening) included. */
  readonly importProcessSeconds?: number;
  readonly rebuildSeconds: number;
  /** CPU time of the `npm run rebuild` process (with PGlite, the database's work included). */
  readonly rebuildCpuSeconds: number;
  readonly rebuildNamesPerSecond: number;
  readonly rebuildEvents: number;
  /** Peak resident memory of the `npm run rebuild` process, bytes. */
  readonly rebuildPeakRss?: number;
  readonly peakRss: number;
  /** The later operations over a simulated year (`--operations`), when they ran. */
  readonly later?: LaterFigures;
  readonly workload: Workload;
}

/** What the later operations did, and what the as-of, audit and diff scenarios ask for. */
export interface LaterFigures {
  readonly operations: number;
  readonly refused: number;
  readonly kinds: Record<LaterOperationKind, number>;
  /** Wall seconds of the appends (one command at a time, decided on the write model), and of the projection after them. */
  readonly appendSeconds: number;
  readonly projectSeconds: number;
  /** The simulated year (ISO instants of the operations' metadata). */
  readonly from: string;
  readonly to: string;
  /** Name ids and instants within the year for the as-of name pages (half of them names the operations touched). */
  readonly asOf: readonly { readonly id: number; readonly at: string }[];
  /** Audit filters: editors' ids and name parts, subtree name ids, texts. */
  readonly auditUsers: readonly string[];
  readonly auditSubtrees: readonly number[];
  readonly auditTexts: readonly string[];
  /** The diff's subtree: the name whose taxon's subtree holds about DIFF_SUBTREE_NAMES names. */
  readonly diff?: { readonly scientificNameId: number; readonly names: number };
}

/** The size of the subtree diffed (or a tenth of a smaller register). */
const DIFF_SUBTREE_NAMES = 10_000;

const { values } = parseArgs({
  options: {
    size: { type: 'string' },
    store: { type: 'string' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
    'data-dir': { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string', default: '20260101' },
    'import-source': { type: 'string', default: 'archive' },
    'archive-format': { type: 'string', default: 'dwca' },
    operations: { type: 'string', default: '0' },
  },
});

const size = Number(values.size);
const target: BenchTarget = {
  store: values.store as BenchStore,
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  ...(values.schema ? { schema: values.schema } : {}),
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
};
const label = `${size.toLocaleString('en')} names, ${target.store}`;

/** `npm run import`'s and `npm run rebuild`'s commands, built beside this file. */
const COMMANDS = {
  import: fileURLToPath(new URL('../cli/import.js', import.meta.url)),
  rebuild: fileURLToPath(new URL('../cli/rebuild.js', import.meta.url)),
} as const;

/** The Node flags an npm script gives its command (package.json), so the bench runs it as users do. */
const nodeFlagsOf = async (script: keyof typeof COMMANDS): Promise<string[]> => {
  const manifest = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  const flags = new RegExp(`\\bnode((?:\\s+--\\S+)*)\\s+apps/api/dist/cli/${script}\\.js`).exec(manifest.scripts[script] ?? '')?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
};

/**
 * Runs `npm run <script>`'s command in a process of its own (the npm script's Node flags, the store from the same
 * environment the API gets) with `--stats`, and returns its wall seconds, spawn to exit, and the figures it wrote.
 */
const runAsUser = async <S>(script: keyof typeof COMMANDS, args: readonly string[]): Promise<{ seconds: number; stats: S }> => {
  const folder = await mkdtemp(join(tmpdir(), `navnebase-bench-${script}-`));
  const statsFile = join(folder, 'stats.json');
  const flags = await nodeFlagsOf(script);
  try {
    return await new Promise((done, fail) => {
      const begun = performance.now();
      const child = spawn(process.execPath, [...flags, COMMANDS[script], ...args, '--stats', statsFile], {
        env: { ...process.env, ...apiEnvironment(target) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', fail);
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches its own failures and hands them to fail()
      child.on('exit', async (code) => {
        const seconds = (performance.now() - begun) / 1000;
        if (code !== 0) return fail(new Error(`npm run ${script} exited with code ${code}`));
        try {
          done({ seconds, stats: JSON.parse(await readFile(statsFile, 'utf8')) as S });
        } catch (error) {
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what readFile or JSON.parse threw
          fail(error);
        }
      });
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

let started = performance.now();
let register: ReturnType<typeof generateRegister> | undefined = generateRegister(size, Number(values.seed));
const generateSeconds = (performance.now() - started) / 1000;
const counts = register.counts;
const names = counts.names;
log(`${label}: generated ${counts.taxa} taxa / ${names} names in ${generateSeconds.toFixed(1)} s`);

const importSource = values['import-source'] === 'memory' ? 'memory' : 'archive';
const archiveFormat = values['archive-format'] === 'coldp' ? 'coldp' : 'dwca';
let lastReport = performance.now();
const importStages: Partial<Record<ImportStage, number>> = {};
let importSeconds: number;
let importCpuSeconds: number;
let importPeakRss: number | undefined;
let importProcessSeconds: number | undefined;
let sql: SqlClient | undefined;
if (importSource === 'archive') {
  const archiveDir = await mkdtemp(join(tmpdir(), 'navnebase-bench-archive-'));
  started = performance.now();
  const written = await (archiveFormat === 'coldp' ? writeColdpArchive : writeDarwinCoreArchive)(archiveDir, register.taxa);
  log(
    `${label}: wrote a ${archiveFormat === 'coldp' ? 'ColDP' : 'Darwin Core Archive'} folder (${written.taxonRows} name rows, ${written.vernacularRows} vernacular rows) in ${((performance.now() - started) / 1000).toFixed(1)} s (not counted)`,
  );
  // The importing process holds the register from here on; this one lets its generated copy go.
  // eslint-disable-next-line no-useless-assignment -- drops the last reference, for the garbage collector
  register = undefined;
  const run = await runAsUser<ImportStats>('import', [archiveDir, '--source', 'Syntetisk testregister']);
  await rm(archiveDir, { recursive: true, force: true });
  if (run.stats.names !== names) throw new Error(`the archive import took ${run.stats.names} of ${names} names (see its output above)`);
  Object.assign(importStages, run.stats.stages);
  // The import itself, reading to projected, as before; the process's wall time adds Node's and the store's start.
  importSeconds = run.stats.seconds;
  importProcessSeconds = run.seconds;
  importCpuSeconds = run.stats.cpuSeconds;
  importPeakRss = run.stats.peakRss;
} else {
  sql = await openBenchSql(target);
  // As `npm run import` opens them: the SQL read models follow, no in-memory read index in this process.
  const stores = await openRegisterStores(sql, { warmReadIndex: false });
  const onProgress = (done: number, total: number) => {
    const now = performance.now();
    if (now - lastReport < 5000) return;
    lastReport = now;
    const seconds = (now - started) / 1000;
    log(
      `${label}: appended ${done}/${total} events, projected to position ${stores.readSide.projectorCheckpoints.register}, ${seconds.toFixed(0)} s`,
    );
  };
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  // The projection runner follows the appends; report its position while the command waits for it.
  const projectionProgress = setInterval(() => {
    if (performance.now() - lastReport < 9000) return;
    lastReport = performance.now();
    log(`${label}: projected to position ${stores.readSide.projectorCheckpoints.register}, ${((lastReport - started) / 1000).toFixed(0)} s`);
  }, 10_000);
  const outcome = await stores.register.executeInParts(
    {
      type: 'ImportTaxa',
      data: { importId: `bench-${size}`, source: 'Syntetisk testregister', taxa: register.taxa },
      metadata: {
        userId: 'system',
        userName: 'Benchmark',
        time: new Date().toISOString(),
        remark: 'Syntetisk register for ytelsesmåling',
        commandId: `bench-import-${size}`,
        correlationId: 'bench',
      },
    },
    { onProgress },
  );
  log(`${label}: imported to position ${outcome.position}`);
  clearInterval(projectionProgress);
  importSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  importCpuSeconds = (cpu.user + cpu.system) / 1e6;
  // eslint-disable-next-line no-useless-assignment -- drops the last reference, for the garbage collector
  register = undefined;
  await stores.readSide.stop();
  await stores.events.close();
  // The rebuild runs in a process of its own, which needs the store to itself (PGlite belongs to one process).
  await sql.close();
}
log(
  `${label}: imported from ${importSource === 'archive' ? `a ${archiveFormat === 'coldp' ? 'ColDP' : 'Darwin Core Archive'} folder by npm run import` : 'memory'} in ${importSeconds.toFixed(1)} s = ${Math.round(names / importSeconds)} names/s ` +
    `(${importCpuSeconds.toFixed(1)} s CPU in the importing process` +
    (importPeakRss !== undefined ? `, peak ${(importPeakRss / 1024 ** 3).toFixed(2)} GB` : '') +
    (importProcessSeconds !== undefined ? `, ${importProcessSeconds.toFixed(1)} s from its start to its end` : '') +
    ')' +
    (importSource === 'archive'
      ? `; stages: ${Object.entries(importStages)
          .map(([stage, seconds]) => `${stage} ${seconds.toFixed(1)} s`)
          .join(', ')}`
      : ''),
);

// Full rebuild of the read models from the event store, by `npm run rebuild` in a process of its own.
const rebuilt = await runAsUser<RebuildStats>('rebuild', []);
const rebuildSeconds = rebuilt.stats.seconds;
const rebuildCpuSeconds = rebuilt.stats.cpuSeconds;
log(
  `${label}: npm run rebuild rebuilt ${rebuilt.stats.events} events in ${rebuildSeconds.toFixed(1)} s = ${Math.round(names / rebuildSeconds)} names/s ` +
    `(${rebuildCpuSeconds.toFixed(1)} s CPU in the rebuilding process, peak ${(rebuilt.stats.peakRss / 1024 ** 3).toFixed(2)} GB, ` +
    `${rebuilt.seconds.toFixed(1)} s from its start to its end)`,
);
sql = await openBenchSql(target);
const events = await SqlEventStore.create(sql);
const readModels = await SqlReadModelStore.create(sql);

// Settle the database before the later operations and the load test (not timed): otherwise autovacuum and the checkpointer, woken by a
// million fresh rows, compete with the API for the two cores during the first minutes.
started = performance.now();
const tables =
  'es_events, es_streams, es_commands, rm_checkpoint, rm_taxon, rm_name, rm_vernacular, rm_history, rm_statistic, rm_successor, rm_feed, rm_version, rm_audit_text, rm_audit';
await sql.exec(`VACUUM (ANALYZE) ${tables}`).catch((error) => log(`VACUUM failed: ${String(error)}`));
if (target.store === 'postgres') await sql.exec('CHECKPOINT').catch(() => undefined);
log(`${label}: vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s (not counted)`);

// The register's later life: operations one at a time over a simulated year after the import, decided on the write
// model and appended as the API does, with the read side following (projected as they come, then waited for). They
// come after the analysis above: the planner, told the tables are empty as the rebuild left them, scans them whole.
let later: LaterFigures | undefined;
const operationCount = Number(values.operations);
if (operationCount > 0) {
  const laterEvents = await SqlEventStore.create(sql);
  const writer = registerCommands(laterEvents);
  await writer.refresh();
  const readSide = new ReadSide({
    events: laterEvents,
    sql,
    register: readModels,
    users: await SqlUsersReadModel.create(sql),
    withMemory: false,
  });
  await readSide.start();
  const from = new Date(Date.now() + 60_000);
  const to = new Date(from.getTime() + 365 * 86_400_000);
  const operations = new LaterOperations(writer.current, {
    count: operationCount,
    seed: Number(values.seed),
    from: from.toISOString(),
    to: to.toISOString(),
  });
  const touched: number[] = [];
  let refused = 0;
  let done = 0;
  started = performance.now();
  lastReport = started;
  while (!operations.done) {
    const { command } = operations.next(writer.current);
    done++;
    try {
      await writer.execute(command);
      const data = command.data as { scientificNameId?: number; synonymToId?: number };
      const id = data.scientificNameId ?? data.synonymToId;
      if (id !== undefined && touched.length < 100_000) touched.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused++;
    }
    const now = performance.now();
    if (now - lastReport > 5000) {
      lastReport = now;
      log(`${label}: ${done}/${operationCount} later operations, projected to position ${readSide.projectorCheckpoints.register}`);
    }
  }
  const appendSeconds = (performance.now() - started) / 1000;
  const head = await laterEvents.headPosition();
  started = performance.now();
  await readSide.waitForPosition(head, 3_600_000);
  const projectSeconds = (performance.now() - started) / 1000;
  await readSide.stop();
  log(
    `${label}: ${operationCount} later operations (${refused} refused) in ${appendSeconds.toFixed(1)} s = ${Math.round(operationCount / appendSeconds)}/s, ` +
      `projection caught up ${projectSeconds.toFixed(1)} s later; ${JSON.stringify(operations.kinds)}`,
  );

  // The subtree closest to DIFF_SUBTREE_NAMES names (names counted on every ancestor of their taxon).
  const state = writer.current;
  const subtreeNames = new Map<number, number>();
  for (const name of state.names.values()) {
    if (name.id < 0) continue;
    for (const id of [name.taxonId, ...ancestorsOf(state, name.taxonId)]) subtreeNames.set(id, (subtreeNames.get(id) ?? 0) + 1);
  }
  const wanted = Math.min(DIFF_SUBTREE_NAMES, Math.round(names / 10));
  let best: { taxonId: number; names: number } | undefined;
  for (const [taxonId, count] of subtreeNames) {
    if (taxonId < 0) continue;
    if (!best || Math.abs(count - wanted) < Math.abs(best.names - wanted)) best = { taxonId, names: count };
  }
  const diffName = best ? mainNameOf(state, best.taxonId) : undefined;
  // Subtrees for the audit filter: the diff's, and families and orders the operations touched.
  const random = seededRandom(Number(values.seed) ^ 0xa0d17);
  const subtrees = new Set<number>(diffName ? [diffName.id] : []);
  for (let i = 0; i < 200 && subtrees.size < 8 && touched.length; i++) {
    const name = state.names.get(random.pick(touched));
    const up = name ? ancestorsOf(state, name.taxonId) : [];
    const taxon = up[up.length - random.int(3, 5)];
    const main = taxon === undefined ? undefined : mainNameOf(state, taxon);
    if (main && main.id > 0) subtrees.add(main.id);
  }
  const fromMs = from.getTime();
  const at = () => new Date(fromMs + random.next() * (to.getTime() - fromMs)).toISOString();
  const asOf: { id: number; at: string }[] = [];
  later = {
    operations: operationCount,
    refused,
    kinds: operations.kinds,
    appendSeconds,
    projectSeconds,
    from: from.toISOString(),
    to: to.toISOString(),
    asOf,
    auditUsers: [...BENCH_EDITORS.slice(0, 4).map((e) => e.userId), ...BENCH_EDITORS.slice(4).map((e) => e.userName.split(' ')[0]!)],
    auditSubtrees: [...subtrees],
    auditTexts: [
      ...BENCH_REMARKS.filter((r) => r).map((r) => r.split(' ').slice(-1)[0]!.toLowerCase()),
      ...Array.from({ length: 4 }, () => state.names.get(random.pick(touched))?.scientificName.split(' ')[0] ?? 'Kontrollert'),
    ],
    ...(best && diffName ? { diff: { scientificNameId: diffName.id, names: best.names } } : {}),
  };
  // As many again of names the operations did not touch come with the workload below.
  if (touched.length) asOf.push(...Array.from({ length: 200 }, () => ({ id: random.pick(touched), at: at() })));
  await laterEvents.close();
  await sql.exec(`ANALYZE ${tables}`).catch((error) => log(`ANALYZE failed: ${String(error)}`));
}

const workload = await collectWorkload(sql, Number(values.seed));
if (later) {
  const random = seededRandom(Number(values.seed) ^ 0xa5);
  const span = Date.parse(later.to) - Date.parse(later.from);
  const others = Array.from({ length: 200 }, () => ({
    id: random.pick(workload.nameInfo),
    at: new Date(Date.parse(later!.from) + random.next() * span).toISOString(),
  }));
  later = { ...later, asOf: [...later.asOf, ...others] };
}
await events.close();
await sql.close();

const figures: ImportFigures = {
  size,
  counts,
  generateSeconds,
  importSource,
  ...(importSource === 'archive' ? { importStages, archiveFormat } : {}),
  importSeconds,
  importNamesPerSecond: names / importSeconds,
  importCpuSeconds,
  ...(importPeakRss !== undefined ? { importPeakRss } : {}),
  ...(importProcessSeconds !== undefined ? { importProcessSeconds } : {}),
  rebuildSeconds,
  rebuildCpuSeconds,
  rebuildNamesPerSecond: names / rebuildSeconds,
  rebuildEvents: rebuilt.stats.events,
  rebuildPeakRss: rebuilt.stats.peakRss,
  peakRss: (await processMemory(process.pid))?.peakRss ?? 0,
  ...(later ? { later } : {}),
  workload,
};
await writeFile(values.out!, JSON.stringify(figures));
process.exit(0);
