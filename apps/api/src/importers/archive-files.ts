import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

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
