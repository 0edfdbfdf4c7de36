import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { log, processCpuSeconds, processMemory } from './bench-stores.js';
import { seededRandom } from './prng.js';
import type { SearchKind, Workload } from './workload.js';
import type { LaterFigures } from './import-worker.js';
import { randomUUID } from 'node:crypto';

export interface LatencyFigures {
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly meanBytes: number;
  /** CPU milliseconds the API process spent per request: unlike req/s, barely moved by other work on the machine. */
  readonly apiCpuMsPerRequest?: number;
}

export interface SearchQuality {
  /** Share of exact-name searches whose name is the first hit. */
  readonly exactFirst: number;
  /** Share of one-letter typos whose name is among the first 10 hits. */
  readonly typoInTop10: number;
  /** Share of vernacular-word searches with a hit whose vernacular name holds the word. */
  readonly vernacularFound: number;
  /** Share of id searches whose first hit holds the name id. */
  readonly idFirst: number;
}

export interface LoadFigures {
  readonly startSeconds: number;
  readonly scenarios: Record<string, LatencyFigures>;
  /** Left out when only the later operations' scenarios ran. */
  readonly quality?: SearchQuality;
  readonly peakRss: number;
  readonly rssAfterStart: number;
  /** The highest RSS until the API was ready (its start's peak, before any request); absent in older runs. */
  readonly peakRssAtStart?: number;
}

export interface LoadOptions {
  readonly env: Record<string, string>;
  readonly workload: Workload;
  /** The later operations' requests: as-of name pages, audit queries, the subtree diff (left out: not measured). */
  readonly later?: LaterFigures;
  /** Only the as-of, audit and diff scenarios (the search quality and the other reads skipped). */
  readonly laterOnly?: boolean;
  readonly duration: number;
  readonly connections: number;
  readonly seed: number;
}

const API_ENTRY = fileURLToPath(new URL('./api-server.js', import.meta.url));

const startApi = (env: Record<string, string>): Promise<{ child: ChildProcess; port: number; startSeconds: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [API_ENTRY], {
      env: { ...process.env, ADMIN_EMAIL, ADMIN_PASSWORD, ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\d+) ([\d.]+)/.exec(buffer);
      if (match) resolve({ child, port: Number(match[1]), startSeconds: Number(match[2]) });
    });
    child.on('exit', (code) => reject(new Error(`The API exited with code ${code} before it was ready`)));
  });

const stopApi = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** One time-bounded autocannon run over loopback, cycling through `paths`; latencies are recorded per response. */
const hammer = async (
  port: number,
  paths: readonly string[],
  duration: number,
  connections: number,
  amount?: number,
  headers: Record<string, string> = {},
): Promise<LatencyFigures> => {
  let index = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...(amount ? { amount } : { duration }),
    headers: { 'x-csrf': '1', ...headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length]! }),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    meanBytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
};

/** Each path asked once, one at a time (no other request beside it): latencies as one user sees them. */
const oneAtATime = async (port: number, paths: readonly string[], headers: Record<string, string> = {}): Promise<LatencyFigures> => {
  const latencies: number[] = [];
  let bytes = 0;
  let non2xx = 0;
  const started = performance.now();
  for (const path of paths) {
    const asked = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-csrf': '1', ...headers } });
    bytes += (await response.arrayBuffer()).byteLength;
    latencies.push(performance.now() - asked);
    if (!response.ok) non2xx++;
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: 0,
    non2xx,
    meanBytes: latencies.length ? bytes / latencies.length : 0,
  };
};

/** The administrator's password the API is started with (ADMIN_PASSWORD creates the account on an empty users stream). */
const ADMIN_PASSWORD = `bench-${randomUUID()}`;
const ADMIN_EMAIL = 'admin@navnebase.local';

/** Logs in as the administrator through the login endpoint, as the web app does; answers the session cookie. */
const loginAsAdmin = async (port: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!response.ok || !cookies.length) throw new Error(`the administrator's login answered ${response.status}`);
  return cookies.join('; ');
};

/** Every page of a node's children, `limit` at a time: the first page's path, then each `Link: rel="next"`. */
const pagePaths = async (port: number, first: string): Promise<string[]> => {
  const paths: string[] = [];
  for (let path: string | undefined = first; path && paths.length < 10_000;) {
    paths.push(path);
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-csrf': '1' } });
    await response.arrayBuffer();
    path = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return paths;
};

/** Children per page in the paged scenario (what the web app's tree asks for). */
export const CHILDREN_PAGE = 200;

const searchPath = (text: string) => `/api/v1/TaxonName/Search?Search=${encodeURIComponent(text)}&limit=10`;

interface Hit {
  taxonId: number;
  acceptedScientificName: { nameId: number; name: string };
  scientificNameSynonyms: { nameId: number; name: string }[];
  preferredVernacularNames: { name: string }[];
  vernacularNameSynonyms: { name: string }[];
}

/**
 * Asks every search of the workload once, one at a time, before anything else: checks the rules (exact first, typos
 * in the top 10, vernacular words, ids) and times each first ask, which no cached answer can serve.
 */
const measureQuality = async (port: number, workload: Workload): Promise<{ quality: SearchQuality; firstAsk: LatencyFigures }> => {
  const tally: Record<SearchKind, { ok: number; all: number }> = {
    prefix: { ok: 0, all: 0 },
    exact: { ok: 0, all: 0 },
    vernacular: { ok: 0, all: 0 },
    id: { ok: 0, all: 0 },
    typo: { ok: 0, all: 0 },
  };
  const namesOf = (hit: Hit) => [hit.acceptedScientificName, ...hit.scientificNameSynonyms];
  const latencies: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const { kind, text, target } of workload.search) {
    const asked = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${searchPath(text)}`, { headers: { 'x-csrf': '1' } });
    const body = await response.text();
    latencies.push(performance.now() - asked);
    bytes += Buffer.byteLength(body);
    if (kind === 'prefix') continue;
    const hits = JSON.parse(body) as Hit[];
    let ok = false;
    if (kind === 'exact') ok = !!hits[0] && namesOf(hits[0]).some((n) => n.name === text);
    if (kind === 'typo') ok = hits.slice(0, 10).some((h) => namesOf(h).some((n) => n.name === target));
    if (kind === 'id') ok = !!hits[0] && namesOf(hits[0]).some((n) => String(n.nameId) === text);
    if (kind === 'vernacular') {
      const word = text.toLocaleLowerCase('nb');
      ok = hits.some((h) =>
        [...h.preferredVernacularNames, ...h.vernacularNameSynonyms].some((v) => v.name.toLocaleLowerCase('nb').split(' ').includes(word)),
      );
    }
    tally[kind].all++;
    if (ok) tally[kind].ok++;
  }
  const share = (kind: SearchKind) => (tally[kind].all ? tally[kind].ok / tally[kind].all : 0);
  const sorted = Float64Array.from(latencies).sort();
  const firstAsk: LatencyFigures = {
    requests: latencies.length,
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: 0,
    non2xx: 0,
    meanBytes: latencies.length ? bytes / latencies.length : 0,
  };
  return {
    quality: { exactFirst: share('exact'), typoInTop10: share('typo'), vernacularFound: share('vernacular'), idFirst: share('id') },
    firstAsk,
  };
};

/** Audit filters of the later operations' workload, each a first page; the next pages are read from their cursors. */
const auditFilters = (later: LaterFigures): string[] => [
  '',
  ...later.auditUsers.map((user) => `user=${encodeURIComponent(user)}`),
  'type=ScientificNameEdited',
  'type=TaxonAdded,ScientificNameAdded',
  'type=SubtreeTransferred',
  'type=ScientificNameDeleted',
  'type=VernacularNamesUpdated',
  `user=${encodeURIComponent(later.auditUsers[0] ?? '')}&type=ScientificNameEdited`,
  ...later.auditSubtrees.map((id) => `subtree=${id}`),
  ...later.auditTexts.map((text) => `text=${encodeURIComponent(text)}`),
];

/** Pages read after the first of each audit filter (the list's «Vis flere»). */
const AUDIT_PAGES = 3;
/** Calls of the subtree diff (the first one cold). */
const DIFF_CALLS = 5;

/**
 * As-of name pages (random names at random times of the simulated year), the audit log (as the administrator, logged
 * in: a mix of user, operation, subtree and text filters, and the pages after the first) and the diff of a subtree of
 * about 10 000 names over the year. Each is asked once one at a time first (cold), then under load as the other reads.
 */
const measureLater = async (
  port: number,
  later: LaterFigures,
  run: {
    scenarios: Record<string, LatencyFigures>;
    measure: (name: string, paths: readonly string[], headers?: Record<string, string>) => Promise<void>;
    report: (name: string, figures: LatencyFigures) => void;
    shuffle: <T>(items: T[]) => T[];
  },
) => {
  const asOfPaths = run.shuffle(later.asOf.map(({ id, at }) => `/api/v1/TaxonName/ByScientificNameId/${id}?asOf=${encodeURIComponent(at)}`));
  run.scenarios.asOfFirstAsk = await oneAtATime(port, asOfPaths);
  run.report('asOfFirstAsk', run.scenarios.asOfFirstAsk);
  await run.measure('asOf', asOfPaths);

  const session = { cookie: await loginAsAdmin(port) };
  const firstPages = auditFilters(later).map((filter) => `/api/v1/Audit/Events?${filter ? `${filter}&` : ''}limit=50`);
  const auditPaths: string[] = [];
  for (const first of firstPages) {
    let path: string | undefined = first;
    for (let page = 0; path && page <= AUDIT_PAGES; page++) {
      auditPaths.push(path);
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-csrf': '1', ...session } });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      const { next } = (await response.json()) as { next: string | null };
      path = next ? `${first}&after=${encodeURIComponent(next)}` : undefined;
    }
  }
  const audit = run.shuffle(auditPaths);
  run.scenarios.auditFirstAsk = await oneAtATime(port, audit, session);
  run.report('auditFirstAsk', run.scenarios.auditFirstAsk);
  await run.measure('audit', audit, session);

  if (later.diff) {
    const path = `/api/v1/TaxonName/Diff?scientificNameId=${later.diff.scientificNameId}&from=${encodeURIComponent(later.from)}&to=${encodeURIComponent(later.to)}`;
    run.scenarios.subtreeDiff = await oneAtATime(
      port,
      Array.from({ length: DIFF_CALLS }, () => path),
    );
    run.report(`subtreeDiff (${later.diff.names} names)`, run.scenarios.subtreeDiff);
  }
};

/** Starts the API on the register, measures the read endpoints under load, and stops it. */
export const runLoadTest = async (options: LoadOptions, label: string): Promise<LoadFigures> => {
  const { child, port, startSeconds } = await startApi(options.env);
  log(`${label}: API ready on port ${port} in ${startSeconds} s`);
  try {
    const started = await processMemory(child.pid!);
    const rssAfterStart = started?.rss ?? 0;
    const peakRssAtStart = started?.peakRss ?? 0;
    const random = seededRandom(options.seed);
    const shuffle = <T>(items: T[]) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    };
    const { workload } = options;
    const searchPaths = shuffle(workload.search.map((s) => searchPath(s.text)));
    const childPath = (id: number) => `/api/v1/TaxonName/Children/ByTaxonNameId/${id}`;
    // One in five children requests asks for a large node (orders, families, the huge genera), the rest small ones.
    const childrenPaths = shuffle([
      ...workload.childrenSmall.map(childPath),
      ...Array.from({ length: Math.ceil(workload.childrenSmall.length / 4) }, (_, i) =>
        childPath(workload.childrenLarge[i % workload.childrenLarge.length]!),
      ),
    ]);
    const giantPaths = workload.childrenGiant.map(childPath);
    // The largest node whole, and every page of 200 of it (`limit`, then the `after` of each Link header).
    const largest = workload.childrenLargest;
    const largestPages = largest === undefined ? [] : await pagePaths(port, `${childPath(largest)}?limit=${CHILDREN_PAGE}`);
    const infoPaths = shuffle(workload.nameInfo.map((id) => `/api/v1/TaxonName/ByScientificNameId/${id}`));
    const scenarios: Record<string, LatencyFigures> = {};
    let quality: SearchQuality | undefined;
    const report = (name: string, figures: LatencyFigures) =>
      log(
        `${label}: ${name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms, ` +
          `p99 ${figures.p99.toFixed(2)} ms, ${Math.round(figures.meanBytes)} B/response, ` +
          `${figures.apiCpuMsPerRequest?.toFixed(3) ?? '?'} ms API CPU/request${figures.errors + figures.non2xx ? `, ${figures.errors} errors, ${figures.non2xx} non-2xx` : ''}`,
      );
    /** One scenario under load: warm-up (every request once, then one second for the JIT), then `duration` seconds. */
    const measure = async (name: string, paths: readonly string[], headers: Record<string, string> = {}) => {
      await hammer(port, paths, 0, options.connections, Math.max(paths.length, options.connections), headers);
      await hammer(port, paths, 1, options.connections, undefined, headers);
      const cpuBefore = await processCpuSeconds(child.pid!);
      const measured = await hammer(port, paths, options.duration, options.connections, undefined, headers);
      const cpuAfter = await processCpuSeconds(child.pid!);
      const figures: LatencyFigures =
        cpuBefore !== undefined && cpuAfter !== undefined && measured.requests > 0
          ? { ...measured, apiCpuMsPerRequest: ((cpuAfter - cpuBefore) * 1000) / measured.requests }
          : measured;
      scenarios[name] = figures;
      report(name, figures);
    };
    if (!options.laterOnly) {
      const cpuBeforeFirstAsk = await processCpuSeconds(child.pid!);
      const { quality: found, firstAsk } = await measureQuality(port, workload);
      quality = found;
      const cpuAfterFirstAsk = await processCpuSeconds(child.pid!);
      log(`${label}: search quality ${JSON.stringify(found)}`);
      scenarios.searchFirstAsk =
        cpuBeforeFirstAsk !== undefined && cpuAfterFirstAsk !== undefined
          ? { ...firstAsk, apiCpuMsPerRequest: ((cpuAfterFirstAsk - cpuBeforeFirstAsk) * 1000) / firstAsk.requests }
          : firstAsk;
      log(
        `${label}: search, first ask of each text (one at a time): p50 ${firstAsk.p50.toFixed(2)} ms, p95 ${firstAsk.p95.toFixed(2)} ms, p99 ${firstAsk.p99.toFixed(2)} ms`,
      );
      const plan: [string, readonly string[]][] = [
        ['floor', workload.leaves.map(childPath)],
        ['search', searchPaths],
        ['children', childrenPaths],
        ...(giantPaths.length ? [['childrenGiant', giantPaths] as [string, readonly string[]]] : []),
        ...(largest !== undefined
          ? [
              ['childrenLargest', [childPath(largest)]] as [string, readonly string[]],
              ['childrenLargestPaged', largestPages] as [string, readonly string[]],
            ]
          : []),
        ['nameInfo', infoPaths],
      ];
      for (const [name, paths] of plan) await measure(name, paths);
    }
    if (options.later) await measureLater(port, options.later, { scenarios, measure, report, shuffle });
    const peakRss = (await processMemory(child.pid!))?.peakRss ?? 0;
    return { startSeconds, scenarios, ...(quality ? { quality } : {}), peakRss, rssAfterStart, peakRssAtStart };
  } finally {
    await stopApi(child);
  }
};
