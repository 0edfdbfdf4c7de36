/**
 * Export and import speed and memory for a large register (default 100,000 names):
 *
 *   npm run build:server && node apps/api/dist/data-transfer/bench-data-transfer.js [--names 100000] [--store postgres|pglite]
 *
 * Generates a synthetic register (apps/api/src/bench/synthetic-register.ts), imports it, then runs each measured
 * step in a process of its own so that its peak memory (VmHWM) is its own: the export of the whole register as
 * xlsx, csv, Darwin Core Archive and ColDP (SQL client only, as the API's export runs), and the import of the
 * exported xlsx into an empty register with the import job's own code (read, check, one append, read models
 * caught up). PostgreSQL needs DATABASE_URL (the default when it is set); PGlite uses a temporary folder.
 * Prints a markdown table.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { BIOTA_ID } from '@navnebase/domain';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { dropPostgresSchema, log, openBenchSql, processMemory, type BenchStore, type BenchTarget } from '../bench/bench-stores.js';
import { generateRegister } from '../bench/synthetic-register.js';
import { writeExport, type ExportType } from './export-writers.js';
import type { JobContext } from '../jobs/job-queue.js';
import { DataTransferService } from './data-transfer.service.js';
import { XLSX_MIME } from './spreadsheet/spreadsheet-reader.js';
import { TransferFileStore } from './transfer-file-store.js';
import { SubtreeReader } from './subtree-reader.js';

const { values } = parseArgs({
  options: {
    phase: { type: 'string', default: 'main' },
    names: { type: 'string', default: '100000' },
    store: { type: 'string' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
    'data-dir': { type: 'string' },
    type: { type: 'string' },
    file: { type: 'string' },
  },
});

const MB = 1024 * 1024;
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const memory = async () => (await processMemory(process.pid)) ?? { peakRss: 0, rss: 0 };
const target = (schema: string, dataDir: string): BenchTarget =>
  values.store === 'pglite' ? { store: 'pglite', dataDir } : { store: 'postgres', databaseUrl: values['database-url']!, schema };
const emit = (result: unknown) => process.stdout.write(`${JSON.stringify(result)}\n`);

/** Child: the register to export, imported through ImportTaxa. */
const setup = async () => {
  const register = generateRegister(Number(values.names));
  const sql = await openBenchSql(target(values.schema!, values['data-dir']!));
  const stores = await openRegisterStores(sql);
  const start = process.hrtime.bigint();
  await stores.register.executeInParts(
    {
      type: 'ImportTaxa',
      data: { importId: 'bench', source: 'bench', taxa: register.taxa },
      metadata: {
        userId: 'bench',
        userName: 'Bench',
        time: new Date().toISOString(),
        remark: '',
        commandId: `bench-${randomUUID()}`,
        correlationId: 'bench',
      },
    },
    { eventsPerAppend: 20 },
  );
  const counts = register.counts;
  await stores.close();
  emit({ counts, seconds: seconds(start) });
};

/** Child: one export of the whole register (under Biota) to a file, with the SQL client only. */
const exportOnce = async () => {
  const sql = await openBenchSql(target(values.schema!, values['data-dir']!));
  const before = await memory();
  const start = process.hrtime.bigint();
  const reader = (await SubtreeReader.open(sql, BIOTA_ID))!;
  const summary = await writeExport(
    values.type as ExportType,
    reader,
    { includeSynonyms: true, includeVernacularNames: true },
    createWriteStream(values.file!),
  );
  const elapsed = seconds(start);
  const after = await memory();
  await sql.close();
  emit({
    step: 'export',
    type: values.type,
    names: summary.rows,
    seconds: elapsed,
    bytes: (await stat(values.file!)).size,
    rssBefore: before.rss,
    peakRss: after.peakRss,
  });
};

/** Child: the import job's own code (DataTransferService.runImport) on the exported xlsx, into an empty register. */
const importOnce = async () => {
  const sql = await openBenchSql(target(values.schema!, values['data-dir']!));
  const stores = await openRegisterStores(sql);
  const files = await TransferFileStore.create(sql);
  const service = new DataTransferService(stores.register, stores.events, sql, files);
  await files.save('bench-upload', 'bench.xlsx', XLSX_MIME, await readFile(values.file!));
  const before = await memory();
  const marks = new Map<number, bigint>();
  // Highest resident memory seen in each phase (read, check, write), sampled every 50 ms.
  const phasePeak = { read: 0, check: 0, write: 0 };
  const phase = () => (marks.has(60) ? 'write' : marks.has(30) ? 'check' : 'read');
  const sampler = setInterval(() => {
    const key = phase();
    phasePeak[key] = Math.max(phasePeak[key], process.memoryUsage().rss);
  }, 50);
  const context: JobContext = {
    id: `bench-${randomUUID()}`,
    attempt: 1,
    maxAttempts: 1,
    signal: new AbortController().signal,
    progress: async (percent) => {
      // The check runs without yielding, so its memory is taken when it ends (at the next mark).
      const key = phase();
      phasePeak[key] = Math.max(phasePeak[key], process.memoryUsage().rss);
      if (!marks.has(percent)) marks.set(percent, process.hrtime.bigint());
    },
    throwIfCancelled: async () => undefined,
  };
  const actor = { userId: 'bench', name: 'Bench', email: 'bench@example.org', hasAccess: true, isAdmin: true, permissions: [] };
  const start = process.hrtime.bigint();
  const result = await service.runImport(
    {
      importType: 'ScientificNames',
      fileId: 'bench-upload',
      fileName: 'bench.xlsx',
      actor,
      requestedAt: new Date().toISOString(),
      correlationId: 'bench',
    },
    context,
  );
  const end = process.hrtime.bigint();
  clearInterval(sampler);
  if (!result.imported) throw new Error(`The exported file was refused: ${result.text.slice(0, 2000)}`);
  const between = (from: bigint | undefined, to: bigint | undefined) => (from && to ? Number(to - from) / 1e9 : 0);
  const after = await memory();
  await stores.close();
  emit({
    step: 'import',
    type: 'Excel',
    names: result.counts!.names,
    seconds: Number(end - start) / 1e9,
    read: between(marks.get(2), marks.get(30)),
    check: between(marks.get(30), marks.get(60)),
    write: between(marks.get(60), end),
    rssBefore: before.rss,
    peakRss: after.peakRss,
    phasePeak,
  });
};

const child = (args: string[]): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`${args.join(' ')} ended with ${code}`)),
    );
  });

const main = async () => {
  const store: BenchStore = values.store === 'pglite' || (!values.store && !process.env.DATABASE_URL) ? 'pglite' : 'postgres';
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? '';
  const work = await mkdtemp(join(tmpdir(), 'navnebase-bench-dt-'));
  const id = randomUUID().slice(0, 8);
  const source = `bench_dt_${id}_src`;
  const targets: string[] = [];
  const common = ['--store', store, '--names', values.names!, ...(store === 'postgres' ? ['--database-url', databaseUrl] : [])];
  const where = (schema: string) => [...common, '--schema', schema, '--data-dir', join(work, schema)];
  try {
    log(`register of ${values.names} names on ${store} …`);
    const made = await child(['--phase', 'setup', ...where(source)]);
    log(`imported in ${Number(made.seconds).toFixed(1)} s`);
    const rows: Record<string, unknown>[] = [];
    for (const type of ['Excel', 'Csv', 'DwcA', 'ColDP'] as const) {
      const file = join(work, `export.${type === 'Excel' ? 'xlsx' : type === 'Csv' ? 'csv' : `${type}.zip`}`);
      log(`export ${type} …`);
      rows.push(await child(['--phase', 'export', '--type', type, '--file', file, ...where(source)]));
    }
    for (let run = 1; run <= 1; run++) {
      const schema = `bench_dt_${id}_dst${run}`;
      targets.push(schema);
      log('import of the exported xlsx into an empty register …');
      rows.push(await child(['--phase', 'import', '--file', join(work, 'export.xlsx'), ...where(schema)]));
    }
    const counts = made.counts as { names: number; taxa: number; synonyms: number; vernacularNames: number };
    const lines = [
      `Data transfer, ${counts.names.toLocaleString('en')} names (${counts.taxa.toLocaleString('en')} taxa, ${counts.synonyms.toLocaleString('en')} synonyms, ${counts.vernacularNames.toLocaleString('en')} vernacular names), ${store === 'postgres' ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}:`,
      '',
      '| step | format | names | seconds | names/s | file | RSS before | peak RSS | details |',
      '|---|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((r) => {
        const names = Number(r.names);
        const peak = (r.phasePeak ?? {}) as Record<string, number>;
        const mb = (key: string) => `${Math.round((peak[key] ?? 0) / MB)} MB`;
        const details =
          r.step === 'import'
            ? `read ${Number(r.read).toFixed(1)} s (${mb('read')}), check ${Number(r.check).toFixed(1)} s (${mb('check')}), append + read models ${Number(r.write).toFixed(1)} s (${mb('write')})`
            : '';
        return `| ${String(r.step)} | ${String(r.type)} | ${names.toLocaleString('en')} | ${Number(r.seconds).toFixed(1)} | ${Math.round(names / Number(r.seconds)).toLocaleString('en')} | ${r.bytes ? `${(Number(r.bytes) / MB).toFixed(1)} MB` : ''} | ${Math.round(Number(r.rssBefore) / MB)} MB | ${Math.round(Number(r.peakRss) / MB)} MB | ${details} |`;
      }),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    if (store === 'postgres') for (const schema of [source, ...targets]) await dropPostgresSchema(databaseUrl, schema).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
};

const phases: Record<string, () => Promise<void>> = { main, setup, export: exportOnce, import: importOnce };
await phases[values.phase!]!();
