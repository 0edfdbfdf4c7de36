import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { log, processCpuSeconds, processMemory } from './bench-stores.js';
import { seededRandom } from './prng.js';
import type { SearchKind, Workload } from './workload.js';

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
  readonly quality: SearchQuality;
  readonly peakRss: number;
  readonly rssAfterStart: number;
}

export interface LoadOptions {
  readonly env: Record<string, string>;
  readonly workload: Workload;
  readonly duration: number;
  readonly connections: number;
  readonly seed: number;
}

const API_ENTRY = fileURLToPath(new URL('./api-server.js', import.meta.url));

const startApi = (env: Record<string, string>): Promise<{ child: ChildProcess; port: number; startSeconds: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [API_ENTRY], { env: { ...process.env, ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
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
const hammer = async (port: number, paths: readonly string[], duration: number, connections: number, amount?: number): Promise<LatencyFigures> => {
  let index = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...(amount ? { amount } : { duration }),
    headers: { 'x-csrf': '1' },
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

/** Starts the API on the register, measures the read endpoints under load, and stops it. */
export const runLoadTest = async (options: LoadOptions, label: string): Promise<LoadFigures> => {
  const { child, port, startSeconds } = await startApi(options.env);
  log(`${label}: API ready on port ${port} in ${startSeconds} s`);
  try {
    const rssAfterStart = (await processMemory(child.pid!))?.rss ?? 0;
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
    const cpuBeforeFirstAsk = await processCpuSeconds(child.pid!);
    const { quality, firstAsk } = await measureQuality(port, workload);
    const cpuAfterFirstAsk = await processCpuSeconds(child.pid!);
    log(`${label}: search quality ${JSON.stringify(quality)}`);
    const scenarios: Record<string, LatencyFigures> = {
      searchFirstAsk:
        cpuBeforeFirstAsk !== undefined && cpuAfterFirstAsk !== undefined
          ? { ...firstAsk, apiCpuMsPerRequest: ((cpuAfterFirstAsk - cpuBeforeFirstAsk) * 1000) / firstAsk.requests }
          : firstAsk,
    };
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
    for (const [name, paths] of plan) {
      // Warm-up: every request of the scenario once (first reads fill the caches a long-running server has warm),
      // then one second for the JIT.
      await hammer(port, paths, 0, options.connections, Math.max(paths.length, options.connections));
      await hammer(port, paths, 1, options.connections);
      const cpuBefore = await processCpuSeconds(child.pid!);
      const measured = await hammer(port, paths, options.duration, options.connections);
      const cpuAfter = await processCpuSeconds(child.pid!);
      const figures: LatencyFigures =
        cpuBefore !== undefined && cpuAfter !== undefined && measured.requests > 0
          ? { ...measured, apiCpuMsPerRequest: ((cpuAfter - cpuBefore) * 1000) / measured.requests }
          : measured;
      scenarios[name] = figures;
      log(
        `${label}: ${name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms, ` +
          `p99 ${figures.p99.toFixed(2)} ms, ${Math.round(figures.meanBytes)} B/response, ` +
          `${figures.apiCpuMsPerRequest?.toFixed(3) ?? '?'} ms API CPU/request${figures.errors + figures.non2xx ? `, ${figures.errors} errors, ${figures.non2xx} non-2xx` : ''}`,
      );
    }
    const peakRss = (await processMemory(child.pid!))?.peakRss ?? 0;
    return { startSeconds, scenarios, quality, peakRss, rssAfterStart };
  } finally {
    await stopApi(child);
  }
};
