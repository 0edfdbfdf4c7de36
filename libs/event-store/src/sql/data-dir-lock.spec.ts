import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'navnebase-lock-'));

/** The id of a process that has ended. */
const deadPid = (): number => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

describe('the embedded store belongs to one process', () => {
  it('takes the data dir, and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('takes a data dir that does not exist yet (a new register), creating it', () => {
    const dir = join(freshDir(), 'new', 'register');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('refuses a second process while the first one lives, naming it', () => {
    const dir = freshDir();
    // The process that started this test is alive and is not this one.
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), `${process.ppid}\n`);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as DataDirInUseError).pid).toBe(process.ppid);
    expect((error as Error).message).toMatch(/i bruk av en annen prosess/);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    const gone = deadPid();
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
