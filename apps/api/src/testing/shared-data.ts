import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is apps/api/src/testing/shared-data.ts). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The folder of the shared real test datasets: `SHARED_DATA_DIR` when set, otherwise `../shared/data` beside the
 * repository. Tests read the data in place; it is never copied into the project.
 */
export const SHARED_DATA_DIR = resolve(process.env.SHARED_DATA_DIR ?? join(REPO_ROOT, '..', 'shared', 'data'));

/** A dataset's folder; fails loudly when the datasets are not there, so no suite is skipped silently. */
export const sharedDataset = (name: string): string => {
  const path = join(SHARED_DATA_DIR, name);
  if (!existsSync(path)) {
    throw new Error(
      `The shared test dataset ${name} is not at ${path}. Put the datasets at ../shared/data beside the repository or set SHARED_DATA_DIR.`,
    );
  }
  return path;
};
