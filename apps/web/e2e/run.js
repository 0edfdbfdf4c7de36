#!/usr/bin/env node
// Browser tests of the web app against the real API on the demo register.
//
// Starts `node apps/api/dist/main.js` on a free port with a fresh temporary DATA_DIR (the demo register loads on the
// first start), waits until it answers, runs every test of e2e/tests/*.e2e.js in turn (each named export is a test
// that gets `{ page, context, baseUrl, api, ... }`), then stops the server's process group. Exits non-zero when a
// test fails. A test fails on a thrown error, a console error, an uncaught page error, a failed request or an HTTP
// error answer it did not declare with `allowHttpError`.
//
// The test files are dealt out in turn to E2E_LANES lanes (2 by default; 1 for the screenshots), each with its own API,
// data dir and browser, which run side by side; within a lane the files and their tests run in their order, so a file
// sees only what the files before it in its lane did (a test must not count on another file's changes).
//
// Usage: node apps/web/e2e/run.js [filter...]   (filters match "file: test" names, case-insensitive)
// Needs: `npm run build` (API and web app), and Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
// `--screenshots`: the picture set of `npm run screenshots` (screenshots/*.js) into SCREENSHOTS_DIR, not the tests
const screenshotMode = process.argv.includes('--screenshots');
const artifactsDir = screenshotMode ? resolve(process.env.SCREENSHOTS_DIR ?? join(repoRoot, 'docs/screenshots')) : join(here, 'artifacts');
const testsDir = join(here, 'tests');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The last flag makes date inputs show Norwegian dd.mm.åååå, as a Norwegian user's browser does.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--lang=nb-NO'];
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

const log = (...args) => console.log(...args);

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the API in its own process group; its output goes to artifacts/api-server[-lane].log. */
const startServer = async (lane = '') => {
  const main = join(repoRoot, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'navnebase-e2e-'));
  const logFile = join(
    screenshotMode ? tmpdir() : artifactsDir,
    screenshotMode ? `navnebase-screenshots-${process.pid}.log` : `api-server${lane}.log`,
  );
  const admin = { email: 'admin@navnebase.test', password: `e2e-${randomBytes(12).toString('hex')}` };
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOAD_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      // the downstream test's webhook receiver listens on 127.0.0.1
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // every browser test comes from one address
      RATE_LIMIT_MAX: '0',
      // an institution's own details (none is set by default)
      INSTITUTION_NAME: 'Artsinstituttet',
      CONTACT_EMAIL: 'post@arter.example.org',
      TAXON_PAGE_URL: 'https://arter.example.org/takson/{taxonId}',
      SITE_SEARCH_URL: 'https://arter.example.org/sok',
    },
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      for (let i = 0; i < 50 && !exited; i++) await sleep(200);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  try {
    while (Date.now() < deadline) {
      if (exited)
        throw new Error(`the API stopped while starting (${JSON.stringify(exited)}); see ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
      try {
        const response = await fetch(`${baseUrl}/api/v1/Statistics/NamesCount`, { headers: { 'X-CSRF': '1' } });
        if (response.ok && (await response.json()).totalCount > 0) break;
      } catch {
        // not listening yet
      }
      await sleep(500);
    }
    if (Date.now() >= deadline) throw new Error(`the API did not answer within 180 s; see ${logFile}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, admin };
};

/** A tiny client for the API (X-CSRF: 1 on every call). */
const apiClient = (baseUrl) => ({
  async get(path) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'X-CSRF': '1', Accept: 'application/json' } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  },
});

const loadTests = async (filters) => {
  const dir = screenshotMode ? join(here, 'screenshots') : testsDir;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(screenshotMode ? '.js' : '.e2e.js'))
    .sort();
  const tests = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(dir, file)).href);
    for (const [name, fn] of Object.entries(module)) {
      if (typeof fn !== 'function') continue;
      const fullName = `${file.replace(/(\.e2e)?\.js$/, '')}: ${name}`;
      if (filters.length === 0 || filters.some((f) => fullName.toLowerCase().includes(f.toLowerCase()))) tests.push({ name: fullName, file, fn });
    }
  }
  return tests;
};

/** Runs one test in a fresh browser profile and collects what went wrong in the page. */
const runTest = async (test, { baseUrl, admin }, api) => {
  const profile = await mkdtemp(join(tmpdir(), 'navnebase-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    locale: 'nb-NO',
    // As a user in Norway: the screens' "today" is the day the API reads dates in, whatever the machine's time zone.
    timezoneId: 'Europe/Oslo',
    baseURL: baseUrl,
  });
  const problems = [];
  // Answers a test expects: /bff/user answers 401 to anonymous visitors (spec 1 §7: silent).
  const allowed = [{ pattern: /\/bff\/user$/, status: 401 }];
  const isAllowed = (url, status) => allowed.some((a) => a.pattern.test(url.split('?')[0]) && (a.status === undefined || a.status === status));
  const watch = (page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location()?.url ?? '';
      const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
      if (/Failed to load resource/.test(message.text()) && isAllowed(url, status)) return;
      problems.push(`console error: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Cancelled fetches (navigation away, aborted queries) are not failures.
      if (failure.includes('ERR_ABORTED')) return;
      problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status >= 400 && !isAllowed(response.url(), status)) problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
    });
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  if (context.pages()[0] === page) watch(page);
  page.setDefaultTimeout(15_000);
  const started = Date.now();
  let error;
  try {
    await test.fn({
      page,
      context,
      baseUrl,
      api,
      /** The administrator account the server was started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
      admin,
      artifactsDir,
      DESKTOP,
      MOBILE,
      /** Declares an HTTP error answer the test causes on purpose (pattern on the path, optional status). */
      allowHttpError: (pattern, status) => allowed.push({ pattern, status }),
      /** Saves a full-page screenshot as artifacts/<name>.png. */
      screenshot: (name, target = page) => target.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true }),
    });
    await page.waitForTimeout(100); // late console messages
  } catch (e) {
    error = e;
    await page.screenshot({ path: join(artifactsDir, `FAILED-${test.name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true }).catch(() => undefined);
  } finally {
    await context.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  }
  if (!error && problems.length > 0) error = new Error(`the page reported problems:\n  ${problems.join('\n  ')}`);
  return { error, ms: Date.now() - started };
};

/** Deals the tests out to `count` lanes file by file, in turn (file order kept within each lane). */
const lanesOf = (tests, count) => {
  const files = [...new Set(tests.map((test) => test.file))];
  const lanes = Array.from({ length: Math.min(count, files.length) }, () => []);
  for (const test of tests) lanes[files.indexOf(test.file) % lanes.length].push(test);
  return lanes;
};

/** Runs one lane's tests in turn against its own API; answers the failures. */
const runLane = async (tests, label) => {
  const server = await startServer(label ? `-${label}` : '');
  log(`API${label ? ` ${label}` : ''} ready at ${server.baseUrl}; running ${tests.length} browser tests`);
  const api = apiClient(server.baseUrl);
  const failures = [];
  const tag = label ? `[${label}] ` : '';
  try {
    for (const test of tests) {
      const { error, ms } = await runTest(test, server, api);
      if (error) {
        failures.push({ name: test.name, error });
        log(
          `  ✗ ${tag}${test.name} (${ms} ms)\n      ${String(error?.stack ?? error)
            .split('\n')
            .join('\n      ')}`,
        );
      } else {
        log(`  ✓ ${tag}${test.name} (${ms} ms)`);
      }
    }
  } finally {
    await server.stop();
  }
  return failures;
};

const main = async () => {
  mkdirSync(artifactsDir, { recursive: true });
  if (!existsSync(chromiumPath)) throw new Error(`chromium not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const tests = await loadTests(process.argv.slice(2).filter((arg) => arg !== '--screenshots'));
  if (tests.length === 0) throw new Error('no browser tests matched');
  const count = screenshotMode ? 1 : Math.max(1, Number(process.env.E2E_LANES ?? 2) || 1);
  const lanes = lanesOf(tests, count);
  log(`Starting ${lanes.length === 1 ? 'the API' : `${lanes.length} APIs`} with a fresh demo register …`);
  // every lane ends (and stops its API) before a lane's own error, such as an API that did not start, is thrown
  const ended = await Promise.allSettled(lanes.map((lane, i) => runLane(lane, lanes.length === 1 ? '' : String(i + 1))));
  const broken = ended.find((lane) => lane.status === 'rejected');
  if (broken) throw broken.reason;
  const failures = ended.flatMap((lane) => lane.value);
  log(`\n${tests.length - failures.length} passed, ${failures.length} failed. Screenshots and the server log: ${artifactsDir}`);
  return failures.length === 0 ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
