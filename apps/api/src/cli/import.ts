import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { importSummary } from '../data-transfer/archive-import/import-summary.js';
import { importFromPath, type ImportOptions, type ImportStage } from '../data-transfer/archive-import/import.service.js';
import { parseValueMapping, type ValueMapping } from '../data-transfer/archive-import/value-mapping.js';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { openServerStoresFromEnv, openSqlClientFromEnv } from './open-stores-from-env.js';
import { processFigures, stageSummary, type ImportStats } from './command-stats.js';

const USAGE = `Bruk: npm run import -- <mappe eller .zip> [valg]
  --format dwca|coldp     formatet (ellers gjenkjent på filene: meta.xml = Darwin Core Archive, NameUsage.* eller Name.* + Taxon.* = ColDP)
  --keep-ids              behold numeriske id-er fra kilden som navne- og takson-id når de er ledige
  --parent <id>           heng importens øverste taksa under taksonet til dette vitenskapelige navnet (ellers Biota)
  --exists-in-norway      merk alle importerte taksa på artsnivå og lavere som funnet i Norge
  --source <navn>         kildens navn i historikken (ellers mappens navn)
  --mapping <fil.json>    egne oversettelser av statuser, ranger og språk arkivet bruker, f.eks.
                          {"status": {"ubestemt": "unresolved"}, "rank": {"underart": "subspecies"}, "language": {"bokmål": "nb"}}
  --report <fil.json>     skriv hele rapporten, med alle problemer, til denne filen
  --stats <fil.json>      skriv importens tider (lesing, planlegging, skriving), CPU-tid og høyeste minnebruk til denne filen
  --dry-run               planlegg og rapporter, men skriv ingenting
  --force                 importer selv om det samme arkivet er importert før med de samme valgene
Importen skrives helt eller ikke i det hele tatt: stopper den underveis, er ingenting skrevet, og den kan kjøres igjen.
Lageret: DATABASE_URL (og DATABASE_SCHEMA), ellers PGlite i DATA_DIR (standard ./data).`;

const fail = (message: string): never => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
};

const parseCommandLine = () => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'keep-ids': { type: 'boolean' },
        parent: { type: 'string' },
        'exists-in-norway': { type: 'boolean' },
        source: { type: 'string' },
        report: { type: 'string' },
        stats: { type: 'string' },
        mapping: { type: 'string' },
        'dry-run': { type: 'boolean' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
};

const { values, positionals } = parseCommandLine();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [path, ...extra] = positionals;
if (!path || extra.length) fail(path ? `For mange argumenter: ${extra.join(' ')}` : 'Oppgi mappen eller zip-filen som skal importeres.');
if (values.format !== undefined && values.format !== 'dwca' && values.format !== 'coldp')
  fail(`Ukjent format «${values.format}» (dwca eller coldp).`);
if (values.parent !== undefined && !/^-?\d+$/.test(values.parent))
  fail(`--parent må være en vitenskapelig navne-id (et tall), ikke «${values.parent}».`);

const readMapping = async (file: string): Promise<ValueMapping> => {
  const text = await readFile(file, 'utf8').catch(() => fail(`Finner ikke mappingfilen ${file}.`));
  try {
    return parseValueMapping(text);
  } catch (error) {
    return fail((error as Error).message);
  }
};
const mapping = values.mapping !== undefined ? await readMapping(values.mapping) : undefined;

let lastProgress = 0;
const stages: Partial<Record<ImportStage, number>> = {};
const options: ImportOptions = {
  ...(values.format ? { format: values.format as 'dwca' | 'coldp' } : {}),
  keepIds: values['keep-ids'] ?? false,
  existsInNorway: values['exists-in-norway'] ?? false,
  dryRun: values['dry-run'] ?? false,
  force: values.force ?? false,
  userName: 'Import (kommandolinje)',
  ...(values.source ? { source: values.source } : {}),
  ...(mapping ? { mapping } : {}),
  ...(values.parent !== undefined ? { parentScientificNameId: Number(values.parent) } : {}),
  onStage: (stage, seconds) => (stages[stage] = seconds),
  onProgress: (done, total) => {
    if (done < total && performance.now() - lastProgress < 500) return;
    lastProgress = performance.now();
    process.stdout.write(
      `\rSkriver til registeret: ${done} av ${total} hendelser (${Math.round((100 * done) / total)} %)${done === total ? '\n' : ''}`,
    );
  },
};

// A bulk tool: the SQL read models follow the import, but this process keeps no in-memory read index (nothing here
// searches or browses; the running API follows the new events into its own).
const stores = await openRegisterStores(await openSqlClientFromEnv(), {
  ...(await openServerStoresFromEnv()),
  warmReadIndex: false,
  onProjectionError: (error) => console.error('Feil i projeksjonen:', error),
});
try {
  console.log(`Leser ${path} …`);
  const started = performance.now();
  const report = await importFromPath(stores, path!, options);
  console.log(importSummary(report).join('\n'));
  if (values.report) {
    await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Hele rapporten er skrevet til ${values.report}.`);
  }
  const seconds = (performance.now() - started) / 1000;
  const stats: ImportStats = {
    seconds,
    stages,
    ...processFigures(),
    names: report.imported.names,
    duplicate: report.duplicate,
  };
  console.log(`Ferdig på ${stats.seconds.toFixed(1)} s (${stageSummary(stages)}; høyeste minnebruk ${(stats.peakRss / 1024 ** 3).toFixed(2)} GB).`);
  if (values.stats) await writeFile(values.stats, `${JSON.stringify(stats)}\n`);
} catch (error) {
  console.error(`Importen stoppet: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stores.close();
}
