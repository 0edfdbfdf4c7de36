import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export const ArchiveFileReasons = {
  notRead: 'Filen er ikke lest: registeret har ikke plass til innholdet (bare navn, synonymer og populærnavn importeres)',
} as const;

/** A data file of the dataset (text table) that no reader asked for. */
const isDataFile = (name: string) => /\.(tsv|csv|txt)$/i.test(name);

/**
 * Notes each data file of the dataset that was not read (a Darwin Core extension such as Distribution, a ColDP table
 * such as NameRelation), so that no file is passed over silently. `described` gives a file's detail (its row type).
 */
export const noteUnreadFiles = (
  files: DatasetFiles,
  read: ReadonlySet<string>,
  ledger: { note(ref: { file: string }, severity: 'info', reason: string, detail?: string): void },
  described: ReadonlyMap<string, string> = new Map(),
): void => {
  for (const name of files.names)
    if (isDataFile(name) && !read.has(name)) ledger.note({ file: basename(name) }, 'info', ArchiveFileReasons.notRead, described.get(name));
};

/** The files of a dataset, from a folder or a .zip archive, found by name without regard to case or sub-folder. */
export interface DatasetFiles {
  /** File names as given (a zip's entries may carry a folder: `dwca/taxon.txt`). */
  readonly names: readonly string[];
  /** The first file whose base name matches, if any. */
  find(pattern: RegExp): string | undefined;
  read(name: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

const finder = (names: readonly string[]) => (pattern: RegExp) => names.find((name) => pattern.test(basename(name)));

const folderFiles = async (path: string): Promise<DatasetFiles> => {
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
  return { names, find: finder(names), read: (name) => readFile(join(path, name)), close: async () => undefined };
};

const zipFiles = async (path: string): Promise<DatasetFiles> => {
  const zip: ZipFile = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
  const names = [...entries.keys()].sort();
  return {
    names,
    find: finder(names),
    read: async (name) => buffer(await zip.openReadStreamPromise(entries.get(name)!)),
    close: async () => zip.close(),
  };
};

/** Opens a dataset folder or zip archive. */
export const openDatasetFiles = async (path: string): Promise<DatasetFiles> => {
  const info = await stat(path).catch(() => {
    throw new Error(`Finner ikke ${path}`);
  });
  if (info.isDirectory()) return folderFiles(path);
  return zipFiles(path).catch((error: unknown) => {
    throw new Error(`${path} er verken en mappe eller en lesbar zip-fil (${error instanceof Error ? error.message : String(error)})`);
  });
};
