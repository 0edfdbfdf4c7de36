import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file that marks an embedded store's data dir as taken, holding the owning process's id. */
export const DATA_DIR_LOCK_FILE = 'navnebase.pid';

/** A second process tried to open an embedded store that a living process has open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Det innebygde lageret i ${dataDir} er i bruk av en annen prosess (pid ${pid}). Stopp den først (for eksempel appen ` +
        `startet med npm start), eller bruk PostgreSQL (DATABASE_URL) når flere prosesser skal dele registeret. ` +
        `(The embedded store in ${dataDir} is open in process ${pid}: one process at a time.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data dir of an embedded store for this process (PGlite takes no lock of its own, and two processes writing
 * one data dir lose writes). A lock left by a process that is gone is taken over. Answers the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  // A new register's folder does not exist yet: the lock file is its first content.
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      // Left by a process that is gone (or by this one): take it over.
      unlinkSync(path);
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (Number.parseInt(readFileSync(path, 'utf8'), 10) === process.pid) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
};
