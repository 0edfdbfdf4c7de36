import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tests that run the built programs as production does: the API (`main.js`) and `npm run import` (`cli/import.js`). */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(root, 'apps/api/dist/main.js');
const IMPORT_CLI = join(root, 'apps/api/dist/cli/import.js');

/** Builds the server (quick when nothing changed); for a `beforeAll` with a long timeout. */
export const buildServer = (): void => {
  const build = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-b', 'apps/api'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`tsc -b apps/api failed:\n${build.stdout}${build.stderr}`);
};

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when its output matches, rejects when it exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** kill -9, if it still runs; resolves when it is gone. */
  kill(): Promise<void>;
}

const run = (args: string[], env: NodeJS.ProcessEnv): RunningProcess => {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const watchers = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    output: () => output,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const match = pattern.exec(output);
          if (!match) return;
          watchers.delete(look);
          resolve(match);
        };
        watchers.add(look);
        look();
        void exited.then(() => {
          if (!watchers.has(look)) return;
          watchers.delete(look);
          reject(new Error(`the process ended before its output matched ${pattern}:\n${output}`));
        });
      }),
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
};

/** The built API as one production process; `port` resolves once it listens. */
export const startApi = (env: NodeJS.ProcessEnv): RunningProcess & { readonly port: Promise<number> } => {
  const api = run([MAIN], { WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env });
  const port = api.waitFor(/kjører på http:\/\/localhost:(\d+)/).then((match) => Number(match[1]));
  port.catch(() => undefined);
  return { ...api, port };
};

/** `npm run import -- <archive> <args>` as a user runs it (the built CLI). */
export const startImport = (archive: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess => run([IMPORT_CLI, archive, ...args], env);

/** Logs in through the running API's login form and answers the session cookie for later requests. */
export const logInOverHttp = async (base: string, username: string, password: string): Promise<string> => {
  const login = await fetch(`${base}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};
