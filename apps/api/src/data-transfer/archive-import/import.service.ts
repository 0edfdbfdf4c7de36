import { createHash, randomUUID } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { planImport, type ImportTaxa, type TaxonId } from '@navnebase/domain';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { openDatasetFiles, type DatasetFiles } from './archive-files.js';
import { isColdpNameTaxonLayout, readColdp } from '../coldp/coldp.reader.js';
import { readDarwinCoreArchive } from '../dwca/darwin-core-archive.reader.js';
import type { ImportFormat, ImportReport } from './import-report.js';
import type { ReportProblem } from '../problem-ledger.js';
import { applyPlanProblems, fileOutcomes, importedRows } from './plan-outcome.js';
import { registerNameLookup } from './register-names.js';
import { RowLedger } from '../problem-ledger.js';
import { treeTop } from './tree-top.js';
import { mappingFingerprint, type ValueMapping } from './value-mapping.js';
import { buildUsageTree } from './usage-tree.js';

export interface ImportOptions {
  format?: 'dwca' | 'coldp';
  keepIds?: boolean;
  existsInNorway?: boolean;
  source?: string;
  commandId?: string;
  parentScientificNameId?: number;
  dryRun?: boolean;
  /** The user's own translations of statuses, ranks and languages (`--mapping`). */
  mapping?: ValueMapping;
  /** Import even when the same archive was imported before with the same options (as a new import). */
  force?: boolean;
  userName?: string;
  /** Who imports (a user id), recorded on the events; the command line records 'system'. */
  userId?: string;
  onProgress?: (done: number, total: number) => void;
  /** Told when each stage ends, with its wall time: read (files, rows, tree), plan (the domain's decision), write. */
  onStage?: (stage: ImportStage, seconds: number) => void;
}

export type ImportStage = 'read' | 'plan' | 'write';

/** Times the stages of one import for `onStage`. */
const stageClock = (onStage: ImportOptions['onStage']) => {
  let last = performance.now();
  return (stage: ImportStage) => {
    const now = performance.now();
    onStage?.(stage, (now - last) / 1000);
    last = now;
  };
};

const detectFormat = (files: DatasetFiles): ImportFormat => {
  if (files.find(/^meta\.xml$/i)) return 'dwca';
  if (files.find(/^name-?usages?\.(tsv|csv|txt)$/i)) return 'coldp';
  if (isColdpNameTaxonLayout(files)) return 'coldp';
  if (files.find(/^taxon\.(txt|tsv|csv)$/i)) return 'dwca';
  throw new Error('Kjenner ikke igjen formatet: fant verken meta.xml (Darwin Core Archive) eller NameUsage- eller Name- og Taxon-filer (ColDP)');
};

/** The taxon of an existing scientific name, under which the import's roots are hung. */
const rootParentTaxon = (stores: RegisterStores, scientificNameId: number | undefined): TaxonId | undefined => {
  if (scientificNameId === undefined) return undefined;
  const name = stores.register.current.names.get(scientificNameId);
  if (!name) throw new Error(`Fant ikke vitenskapelig navn med id ${scientificNameId} i registeret`);
  return name.taxonId;
};

/** The dataset's files, remembering a digest of each file as the readers read it (so no file is read twice). */
const digestingFiles = (files: DatasetFiles) => {
  const digests = new Map<string, Buffer>();
  const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
  return {
    files: {
      ...files,
      read: async (name: string) => {
        const bytes = await files.read(name);
        digests.set(name, digest(bytes));
        return bytes;
      },
    } satisfies DatasetFiles,
    digestOf: async (name: string) => digests.get(name) ?? digest(await files.read(name)),
  };
};

/**
 * The import's id, derived from the dataset's files (names and contents) and the options that shape what it
 * writes: the same archive, as a folder or a zip, imported again with the same options gets the same id.
 */
const contentImportId = async (
  names: readonly string[],
  digestOf: (name: string) => Promise<Buffer>,
  format: ImportFormat,
  options: ImportOptions,
): Promise<string> => {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      format,
      keepIds: options.keepIds ?? false,
      existsInNorway: options.existsInNorway ?? false,
      parent: options.parentScientificNameId ?? null,
      ...(options.mapping ? { mapping: mappingFingerprint(options.mapping) } : {}),
    }),
  );
  for (const name of [...names].sort((a, b) => basename(a).localeCompare(basename(b)))) {
    hash.update(`\0${basename(name)}\0`);
    hash.update(await digestOf(name));
  }
  return hash.digest('hex').slice(0, 32);
};

/** Reads the dataset's rows and builds the import's taxa; what it returns no longer holds the rows. */
const readTree = async (stores: RegisterStores, files: DatasetFiles, format: ImportFormat, ledger: RowLedger, options: ImportOptions) => {
  const dataset =
    format === 'dwca'
      ? await readDarwinCoreArchive(files, ledger, options.mapping, registerNameLookup(stores.register.current))
      : await readColdp(files, ledger, options.mapping);
  const tree = buildUsageTree(dataset.usages, dataset.vernaculars, ledger, {
    keepIds: options.keepIds ?? false,
    existsInNorway: options.existsInNorway ?? false,
    ...(options.parentScientificNameId !== undefined ? { rootParentTaxonId: rootParentTaxon(stores, options.parentScientificNameId) } : {}),
  });
  return { dataset: { files: dataset.files }, tree };
};

const ALREADY_IMPORTED = 'Arkivet er importert før med de samme valgene; ingenting er skrevet nå (--force importerer det som nytt)';

const byPlace = (files: readonly string[]) => (a: ReportProblem, b: ReportProblem) =>
  files.indexOf(a.file) - files.indexOf(b.file) || (a.row ?? 0) - (b.row ?? 0);

/**
 * Imports a Darwin Core Archive or ColDP dataset (folder or zip) through the register's command path: parse,
 * build the taxa, let the domain's planner say which can be placed, report every row that cannot (with file,
 * row and reason), and record the placeable ones with one ImportTaxa command written in parts. Throws only when
 * the dataset cannot be read at all, the parent name does not exist, or the register refuses the command.
 */
export const importFromPath = async (stores: RegisterStores, path: string, options: ImportOptions = {}): Promise<ImportReport> => {
  const stageEnded = stageClock(options.onStage);
  const opened = await openDatasetFiles(path);
  const { files, digestOf } = digestingFiles(opened);
  try {
    const format = options.format ?? detectFormat(files);
    const ledger = new RowLedger();
    // The rows and the taxa built from them are let go as soon as the next step has what it needs: only the files'
    // counts and each taxon's origin (its rows' places) are kept to the end, for the report.
    const { dataset, tree } = await readTree(stores, files, format, ledger, options);
    stageEnded('read');
    const importId = options.force ? randomUUID() : await contentImportId(files.names, digestOf, format, options);
    const commandId = options.commandId ?? `import-${importId}`;
    const source = options.source ?? basename(resolve(path)).replace(/\.zip$/i, '');
    const mainFile = dataset.files[0]!.file;
    // Imported before (its parts commit together, so the first part's id says it): nothing is planned or written, and a
    // dry run says so too.
    const before = await stores.events.findCommand(`${commandId}#0`);
    // The planner gets the tree's taxa (the tree keeps only their origins from here on).
    const plan = before ? { taxa: [], problems: [] } : planImport(stores.register.current, tree.taxa.splice(0));
    const synonyms = plan.taxa.reduce((n, t) => n + t.synonyms.length, 0);
    stageEnded('plan');
    applyPlanProblems(plan, tree.origins, ledger, mainFile);
    let duplicate = before !== undefined;
    if (duplicate) ledger.note({ file: mainFile }, 'info', ALREADY_IMPORTED, commandId);
    else if (plan.taxa.length === 0) ledger.note({ file: mainFile }, 'error', 'Ingen taksa kunne importeres');
    else if (!options.dryRun) {
      const command: ImportTaxa = {
        type: 'ImportTaxa',
        data: { importId, source, taxa: plan.taxa },
        metadata: {
          userId: options.userId ?? 'system',
          userName: options.userName ?? 'Import',
          time: new Date().toISOString(),
          remark: `Import fra ${source}`,
          commandId,
          correlationId: importId,
        },
      };
      // The read models are projected beside the appends where this process can (see ReadSide.projectBeside).
      const alongside = stores.readSide.projectBeside({ names: plan.taxa.length + synonyms });
      const outcome = await stores.register
        .executeInParts(command, { ...(options.onProgress ? { onProgress: options.onProgress } : {}), ...(alongside ? { alongside } : {}) })
        .finally(() => alongside?.abandoned());
      duplicate = outcome.duplicate;
      if (duplicate) ledger.note({ file: mainFile }, 'info', ALREADY_IMPORTED, commandId);
    }

    stageEnded('write');
    // Imported before: nothing was planned, so the rows are neither imported nor skipped now (no accounting to check).
    const rows = before
      ? dataset.files.map(({ file, rows: read }) => ({ file, rows: read, imported: 0, skipped: 0 }))
      : fileOutcomes(dataset.files, importedRows(plan, tree.origins), ledger);
    const count = (n: number) => (duplicate ? 0 : n);
    const vernacularFiles = dataset.files.filter((f) => f.kind === 'vernacularNames');
    return {
      source,
      format,
      path: resolve(path),
      importId,
      commandId,
      dryRun: options.dryRun ?? false,
      duplicate,
      read: {
        files: dataset.files,
        taxa: dataset.files.reduce((n, f) => n + (f.taxa ?? 0), 0),
        synonyms: dataset.files.reduce((n, f) => n + (f.synonyms ?? 0), 0),
        vernacularNames: vernacularFiles.reduce((n, f) => n + f.rows, 0),
      },
      imported: {
        taxa: count(plan.taxa.length),
        names: count(plan.taxa.length + synonyms),
        synonyms: count(synonyms),
        vernacularNames: count(plan.taxa.reduce((n, t) => n + t.vernacularNames.length, 0)),
        higherTaxaCreated: count(plan.taxa.filter((t) => tree.origins.get(t.key)?.created).length),
      },
      rows,
      skipped: ledger.skippedByReason(),
      top: treeTop(plan.taxa),
      problems: [...ledger.problems].sort(byPlace(dataset.files.map((f) => f.file))),
    };
  } finally {
    await files.close();
  }
};
