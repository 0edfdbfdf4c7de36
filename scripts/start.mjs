#!/usr/bin/env node
// `npm start`: builds only what changed since the last build, then starts the app in this process.
//
// The server is compiled with `tsc -b` (incremental: it answers at once when nothing changed). The web app is
// built again only when one of its inputs is newer than the last build's manifest, so a second start goes straight
// to the server. `--force-build` (or `npm run build`) builds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force-build');

/** What the web build reads: its sources, its configuration, the domain library, the API's client and the lockfile. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'libs/domain/src',
  'libs/api-client/src',
  'package-lock.json',
];
const WEB_STAMP = 'apps/web/dist/.vite/manifest.json';

/** The newest modification time under a path (0 when it does not exist). */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
};

const webIsStale = () => {
  const stamp = join(root, WEB_STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return WEB_INPUTS.some((input) => newest(join(root, input)) > built);
};

const run = (command, args, what) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} feilet (${result.error?.message ?? `kode ${result.status ?? result.signal}`}).`);
    process.exit(result.status ?? 1);
  }
};

run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api', ...(force ? ['--force'] : [])], 'Byggingen av API-et');
if (force || webIsStale()) {
  console.log('Bygger webappen …');
  run('npm', ['run', '--silent', 'build', '-w', '@navnebase/web'], 'Byggingen av webappen');
}

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
