/**
 * The register's search next to the libraries a user would pick instead (part of `npm run bench`; alone:
 * `npm run build:server && node apps/api/dist/bench/bench-search.js --sizes 100000,1000000`).
 *
 * The same synthetic register's scientific and vernacular names are indexed by the register's own search
 * (`SearchIndex` and `InfixIndex`, searched by `findTaxa` as suggestions do), by FlexSearch (forward tokenizer, its
 * "LatinBalance" encoder, which forgives some misspellings) and by MiniSearch (prefix search, fuzzy 0.2, all words
 * required). Each engine runs in a process of its own (so that one's garbage does not weigh on the other's figures)
 * and reports: build time, heap held by the index, the time of first asks per kind of query (one at a time, each
 * text once), the share of exact names and one-letter typos whose taxon is among the first 10 taxa answered, and the
 * throughput of repeated asks of the mixed workload. Prints a markdown section on stdout.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Charset, Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import { findTaxa, hybridQuery, InfixIndex, SearchIndex, searchKey, type SearchEntry } from '@navnebase/projections';
import { seededRandom } from './prng.js';
import { generateRegister, oneLetterTypo } from './synthetic-register.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    seed: { type: 'string', default: '20260101' },
    samples: { type: 'string', default: '500' },
    'throughput-seconds': { type: 'string', default: '3' },
    engine: { type: 'string' },
    size: { type: 'string' },
  },
});

const ENGINES = ['register', 'flexsearch', 'minisearch'] as const;
type Engine = (typeof ENGINES)[number];
const ENGINE_LABEL: Record<Engine, string> = { register: 'the register', flexsearch: 'FlexSearch 0.8', minisearch: 'MiniSearch 7' };
/** Taxa per answer, as the suggestions ask. */
const LIMIT = 10;

const KINDS = ['exact', 'genusPrefix', 'genusEpithet', 'typo', 'vernacularWord', 'vernacularPrefix', 'twoLetters'] as const;
type Kind = (typeof KINDS)[number];
const KIND_LABEL: Record<Kind, string> = {
  exact: 'exact scientific name',
  genusPrefix: 'beginning of a genus (3–5 letters)',
  genusEpithet: '"Genus epi" (genus and 3 letters of the epithet)',
  typo: 'one-letter typo of a species name',
  vernacularWord: 'a whole word of a vernacular name',
  vernacularPrefix: 'beginning of a vernacular word (3–4 letters)',
  twoLetters: 'two letters',
};

interface Doc {
  readonly id: number;
  readonly taxonId: number;
  readonly text: string;
  readonly main: boolean;
  readonly vernacular: boolean;
}

interface Query {
  readonly text: string;
  /** The taxon the query means, when it means one (exact names and typos). */
  readonly taxonId?: number;
}

export interface EngineFigures {
  engine: Engine;
  size: number;
  documents: number;
  buildSeconds: number;
  heapMb: number;
  kinds: Record<Kind, { count: number; p50: number; p95: number; p99: number; found?: number }>;
  queriesPerSecond: number;
  /** The same per second of this process's CPU time (less moved by other work on the machine). */
  queriesPerCpuSecond: number;
}

/** The register's names as documents: every scientific name and every vernacular name, with its taxon. */
const documentsOf = (size: number, seed: number): Doc[] => {
  const { taxa } = generateRegister(size, seed);
  const docs: Doc[] = [];
  taxa.forEach((taxon, i) => {
    const taxonId = i + 1;
    docs.push({ id: docs.length, taxonId, text: taxon.mainName.scientificName, main: true, vernacular: false });
    for (const s of taxon.synonyms) docs.push({ id: docs.length, taxonId, text: s.scientificName, main: false, vernacular: false });
    for (const v of taxon.vernacularNames) {
      docs.push({ id: docs.length, taxonId, text: v.vernacularName, main: v.status === 'Recommended', vernacular: true });
    }
  });
  return docs;
};

/** The queries of each kind, the same for every engine (seeded), each text once. */
const queriesOf = (docs: readonly Doc[], samples: number, seed: number): Record<Kind, Query[]> => {
  const random = seededRandom(seed);
  const species = docs.filter((d) => !d.vernacular && d.main && /^\S+ \S+$/.test(d.text));
  const vernacular = docs.filter((d) => d.vernacular);
  const words = (text: string) => text.split(/[ -]/).filter((w) => w.length >= 3);
  const make: Record<Kind, () => Query | undefined> = {
    exact: () => {
      const d = random.pick(species);
      return { text: d.text, taxonId: d.taxonId };
    },
    genusPrefix: () => ({ text: random.pick(species).text.slice(0, random.int(3, 5)) }),
    genusEpithet: () => {
      const [genus, epithet] = random.pick(species).text.split(' ');
      return { text: `${genus} ${epithet!.slice(0, 3)}` };
    },
    typo: () => {
      const d = random.pick(species);
      const text = oneLetterTypo(d.text.toLowerCase(), random);
      return text === d.text.toLowerCase() ? undefined : { text, taxonId: d.taxonId };
    },
    vernacularWord: () => {
      const w = words(random.pick(vernacular).text);
      return w.length ? { text: random.pick(w) } : undefined;
    },
    vernacularPrefix: () => {
      const w = words(random.pick(vernacular).text);
      return w.length ? { text: random.pick(w).slice(0, random.int(3, 4)) } : undefined;
    },
    twoLetters: () => ({ text: random.pick(docs).text.slice(0, 2).toLowerCase() }),
  };
  const out = {} as Record<Kind, Query[]>;
  for (const kind of KINDS) {
    const seen = new Map<string, Query>();
    for (let attempt = 0; seen.size < samples && attempt < samples * 20; attempt++) {
      const q = make[kind]();
      if (q && q.text.trim().length >= 2 && !seen.has(q.text)) seen.set(q.text, q);
    }
    out[kind] = [...seen.values()];
  }
  return out;
};

/** An engine built over the documents: answers the taxa a text finds, best first, at most LIMIT. */
type Search = (text: string) => number[];

/** The first LIMIT distinct taxa of documents answered best first. */
const taxaOf = (ids: Iterable<number>, docs: readonly Doc[]): number[] => {
  const taxa: number[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    const taxonId = docs[id]!.taxonId;
    if (seen.has(taxonId)) continue;
    seen.add(taxonId);
    taxa.push(taxonId);
    if (taxa.length >= LIMIT) break;
  }
  return taxa;
};

const build: Record<Engine, (docs: readonly Doc[]) => Search> = {
  register: (docs) => {
    const entries: SearchEntry[] = docs.map((d) => ({ key: searchKey(d.text), taxonId: d.taxonId, main: d.main, alive: true }));
    const index = new SearchIndex<SearchEntry>();
    index.load(entries);
    const infix = new InfixIndex<SearchEntry>();
    infix.load(entries.filter((_, i) => docs[i]!.vernacular));
    return (text) => findTaxa(index, infix, hybridQuery(searchKey(text)), LIMIT).order;
  },
  flexsearch: (docs) => {
    const index = new FlexIndex({ tokenize: 'forward', encoder: Charset.LatinBalance });
    for (const d of docs) index.add(d.id, d.text);
    return (text) => taxaOf(index.search(text, { limit: LIMIT * 4, suggest: true }) as number[], docs);
  },
  minisearch: (docs) => {
    const index = new MiniSearch<Doc>({
      fields: ['text'],
      searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND' },
    });
    index.addAll(docs);
    return (text) =>
      taxaOf(
        (function* () {
          for (const r of index.search(text)) yield r.id as number;
        })(),
        docs,
      );
  },
};

const gc = (): void => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc');
  collect();
  collect();
};

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** One engine at one size, in this process. */
const measure = (engine: Engine, size: number, seed: number, samples: number, throughputSeconds: number): EngineFigures => {
  const docs = documentsOf(size, seed);
  const queries = queriesOf(docs, samples, seed);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const search = build[engine](docs);
  const buildSeconds = (performance.now() - started) / 1000;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  // Warm-up: other texts of every kind, so that the first asks measured are not the compiler's first runs.
  const warmUp = queriesOf(docs, 50, seed + 7);
  for (const kind of KINDS) for (const q of warmUp[kind]) if (!queries[kind].some((m) => m.text === q.text)) search(q.text);

  const kinds = {} as EngineFigures['kinds'];
  for (const kind of KINDS) {
    const times: number[] = [];
    let found = 0;
    for (const q of queries[kind]) {
      const t = performance.now();
      const taxa = search(q.text);
      times.push(performance.now() - t);
      if (q.taxonId !== undefined && taxa.includes(q.taxonId)) found++;
    }
    times.sort((a, b) => a - b);
    const withTaxon = queries[kind].filter((q) => q.taxonId !== undefined).length;
    kinds[kind] = {
      count: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      ...(withTaxon ? { found: found / withTaxon } : {}),
    };
  }

  // Repeated asks of the mixed workload (every kind, interleaved), for the throughput.
  const mixed = KINDS.flatMap((kind) => queries[kind].map((q) => q.text));
  const random = seededRandom(seed + 1);
  for (let i = mixed.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [mixed[i], mixed[j]] = [mixed[j]!, mixed[i]!];
  }
  let asked = 0;
  const until = performance.now() + throughputSeconds * 1000;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() < until) {
    for (let i = 0; i < 100; i++) search(mixed[asked++ % mixed.length]!);
  }
  const queriesPerSecond = asked / ((performance.now() - t0) / 1000);
  const cpu = process.cpuUsage(cpu0);
  const queriesPerCpuSecond = asked / ((cpu.user + cpu.system) / 1e6);
  return { engine, size, documents: docs.length, buildSeconds, heapMb, kinds, queriesPerSecond, queriesPerCpuSecond };
};

/** Runs one engine at one size in a child process and answers its figures. */
const inChild = (engine: Engine, size: number): Promise<EngineFigures> =>
  new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--max-old-space-size=12288',
        fileURLToPath(import.meta.url),
        '--engine',
        engine,
        '--size',
        String(size),
        '--seed',
        values.seed,
        '--samples',
        values.samples,
        '--throughput-seconds',
        values['throughput-seconds'],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done(JSON.parse(out) as EngineFigures) : fail(new Error(`search benchmark (${engine}, ${size}) exited with code ${code}`)),
    );
  });

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }).replace(/,/g, ' ');

/** The markdown section of the figures of every size. */
export const renderSearchComparison = (bySize: readonly (readonly EngineFigures[])[], loads: readonly string[]): string => {
  const lines: string[] = [];
  bySize.forEach((figures, i) => {
    const size = figures[0]!.size;
    lines.push(
      `**${size.toLocaleString('en-US').replace(/,/g, ' ')} names** (${figures[0]!.documents.toLocaleString('en-US').replace(/,/g, ' ')} scientific and vernacular names indexed; load average before: ${loads[i]})`,
      '',
    );
    lines.push(`| figure | ${figures.map((f) => ENGINE_LABEL[f.engine]).join(' | ')} |`, `|---|${figures.map(() => '---:').join('|')}|`);
    const row = (label: string, cell: (f: EngineFigures) => string) => lines.push(`| ${label} | ${figures.map(cell).join(' | ')} |`);
    row('build (s)', (f) => fmt(f.buildSeconds, 1));
    row('heap held by the index (MB)', (f) => fmt(f.heapMb, 0));
    for (const kind of KINDS)
      row(
        `first ask, ${KIND_LABEL[kind]}: p50 / p95 / p99 (ms)`,
        (f) => `${fmt(f.kinds[kind].p50, 3)} / ${fmt(f.kinds[kind].p95, 3)} / ${fmt(f.kinds[kind].p99, 3)}`,
      );
    row('exact names: taxon among the first 10', (f) => `${fmt((f.kinds.exact.found ?? 0) * 100, 1)} %`);
    row('one-letter typos: taxon among the first 10 (typo recall)', (f) => `${fmt((f.kinds.typo.found ?? 0) * 100, 1)} %`);
    row(
      'repeated asks of the mixed workload: queries per second / per CPU second',
      (f) => `${fmt(f.queriesPerSecond, 0)} / ${fmt(f.queriesPerCpuSecond, 0)}`,
    );
    lines.push('');
  });
  return lines.join('\n').trim();
};

if (values.engine) {
  const figures = measure(
    values.engine as Engine,
    Number(values.size),
    Number(values.seed),
    Number(values.samples),
    Number(values['throughput-seconds']),
  );
  process.stdout.write(JSON.stringify(figures));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = values.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  const bySize: EngineFigures[][] = [];
  const loads: string[] = [];
  for (const size of sizes) {
    loads.push(
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' / '),
    );
    const figures: EngineFigures[] = [];
    for (const engine of ENGINES) {
      process.stderr.write(`search comparison: ${engine} at ${size} names\n`);
      figures.push(await inChild(engine, size));
    }
    bySize.push(figures);
  }
  process.stdout.write(`${renderSearchComparison(bySize, loads)}\n`);
}
