import type { AppendFigures } from './append-bench.js';
import type { BenchStore } from './bench-stores.js';
import type { ImportFigures, LaterFigures } from './import-worker.js';
import type { LoadFigures } from './load-test.js';

export interface BenchResult {
  readonly store: BenchStore;
  readonly size: number;
  /** One-minute load average when this size started: above the core count means other work shared the machine. */
  readonly loadAverage: number;
  readonly imported: Omit<ImportFigures, 'workload' | 'later'>;
  /** The later operations (without the requests picked for the load test), when they ran. */
  readonly later?: Omit<LaterFigures, 'asOf' | 'auditUsers' | 'auditSubtrees' | 'auditTexts'>;
  readonly served?: LoadFigures;
}

export interface BenchRun {
  readonly date: string;
  readonly machine: { cores: number; cpu: string; memoryBytes: number; node: string; loadBefore: number[]; loadAfter: number[] };
  readonly options: { sizes: number[]; stores: string[]; duration: number; connections: number; seed: number; rateLimitsIn?: 'Redis' | 'process' };
  readonly note: string;
  append?: AppendFigures;
  /** The export and import benchmark's table (markdown), when it ran. */
  transfer?: string;
  /** The change feed's figures, as markdown. */
  feed?: string;
  /** Listesøk's quality and speed figures, as markdown. */
  match?: string;
  /** The search next to FlexSearch and MiniSearch, as markdown. */
  searchLibraries?: string;
  readonly results: BenchResult[];
  elapsedSeconds?: number;
}

const int = (n: number) => Math.round(n).toLocaleString('en').replace(/,/g, ' ');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;

interface Row {
  readonly label: string;
  readonly target: string;
  readonly value: (r: BenchResult) => number | undefined;
  readonly format: (n: number) => string;
  /** Whether a value meets the target (checked at 1M on PostgreSQL). */
  readonly meets: (n: number) => boolean;
  /** Larger is better (for the PGlite "within 3×" check). */
  readonly higherIsBetter: boolean;
  /** When the target is not met: its measured cause and the next step. */
  readonly gap?: string;
}

const scenario = (r: BenchResult, name: string) => r.served?.scenarios[name];

const ROWS: readonly Row[] = [
  {
    label: 'HTTP floor: children of a leaf (`[]`), req/s — what the machine gave the stack at that moment',
    target: '(informative)',
    value: (r) => scenario(r, 'floor')?.requestsPerSecond,
    format: int,
    meets: () => true,
    higherIsBetter: true,
  },
  {
    label:
      'import (names/s, end to end with projections; from a Darwin Core Archive file through the code of `npm run import` unless marked “memory”)',
    target: '≥ 10 000',
    value: (r) => r.imported.importNamesPerSecond,
    format: int,
    meets: (n) => n >= 10_000,
    higherIsBetter: true,
  },
  {
    label: 'full rebuild (names/s)',
    target: '≥ 20 000',
    value: (r) => r.imported.rebuildNamesPerSecond,
    format: int,
    meets: (n) => n >= 20_000,
    higherIsBetter: true,
    gap:
      'Around the target, and it moves from run to run: four runs on this machine on 2026-11-22 gave 23 524, 23 328, ' +
      "19 659 and 21 117 names/s at 1M. The projection's SQL writes dominate (per name an `rm_version` row carrying " +
      'the record as jsonb, an `rm_name` row and an `rm_history` row; rows go in as one `jsonb_to_recordset` document per table and batch), ' +
      "so PostgreSQL's share of the two cores decides the figure; the query-only indexes are already built once at the " +
      'end. Next step: `COPY` the insert-only rows (history, and every row of a rebuild, when the tables start empty) ' +
      'instead of parsing one large JSON document per statement.',
  },
  {
    label: 'suggestions: req/s',
    target: '≥ 5 000',
    value: (r) => scenario(r, 'search')?.requestsPerSecond,
    format: int,
    meets: (n) => n >= 5000,
    higherIsBetter: true,
  },
  {
    label: 'suggestions: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 10',
    value: (r) => scenario(r, 'search')?.p95,
    format: ms,
    meets: (n) => n <= 10,
    higherIsBetter: false,
  },
  {
    label: 'suggestions, first ask of each text (one at a time, no cached answer): p50 / p95 / p99 (ms)',
    target: '(informative)',
    value: (r) => scenario(r, 'searchFirstAsk')?.p95,
    format: ms,
    meets: () => true,
    higherIsBetter: false,
  },
  {
    label: 'children (4 small : 1 large; large = 100–1 000 children): req/s',
    target: '≥ 5 000',
    value: (r) => scenario(r, 'children')?.requestsPerSecond,
    format: int,
    meets: (n) => n >= 5000,
    higherIsBetter: true,
  },
  {
    label: 'children: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 5',
    value: (r) => scenario(r, 'children')?.p95,
    format: ms,
    meets: (n) => n <= 5,
    higherIsBetter: false,
  },
  {
    label: 'children of the giant nodes (> 1 000 children, MB of JSON) only: req/s',
    target: '(informative)',
    value: (r) => scenario(r, 'childrenGiant')?.requestsPerSecond,
    format: int,
    meets: () => true,
    higherIsBetter: true,
  },
  {
    label: 'children of the giant nodes only: p50 / p95 / p99 (ms)',
    target: '(informative)',
    value: (r) => scenario(r, 'childrenGiant')?.p95,
    format: ms,
    meets: () => true,
    higherIsBetter: false,
  },
  {
    label: 'children of the largest node, whole (no `limit`): req/s',
    target: '(informative)',
    value: (r) => scenario(r, 'childrenLargest')?.requestsPerSecond,
    format: int,
    meets: () => true,
    higherIsBetter: true,
  },
  {
    label: 'children of the largest node, whole: p50 / p95 / p99 (ms)',
    target: '(informative)',
    value: (r) => scenario(r, 'childrenLargest')?.p95,
    format: ms,
    meets: () => true,
    higherIsBetter: false,
  },
  {
    label: 'children of the largest node, every page of 200 (`limit=200`, `after`): req/s',
    target: '(informative)',
    value: (r) => scenario(r, 'childrenLargestPaged')?.requestsPerSecond,
    format: int,
    meets: () => true,
    higherIsBetter: true,
  },
  {
    label: 'children of the largest node, a page of 200: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 5',
    value: (r) => scenario(r, 'childrenLargestPaged')?.p95,
    format: ms,
    meets: (n) => n <= 5,
    higherIsBetter: false,
  },
  {
    label: 'name info: req/s',
    target: '≥ 3 000',
    value: (r) => scenario(r, 'nameInfo')?.requestsPerSecond,
    format: int,
    meets: (n) => n >= 3000,
    higherIsBetter: true,
  },
  {
    label: 'name info: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 10',
    value: (r) => scenario(r, 'nameInfo')?.p95,
    format: ms,
    meets: (n) => n <= 10,
    higherIsBetter: false,
  },
  {
    label: 'later operations after the import, over a simulated year (operations/s, one at a time as the API decides and appends them)',
    target: '(informative)',
    value: (r) => (r.later ? r.later.operations / r.later.appendSeconds : undefined),
    format: int,
    meets: () => true,
    higherIsBetter: true,
  },
  {
    label: 'as-of name page, random names at random times of the year, under load: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 50',
    value: (r) => scenario(r, 'asOf')?.p95,
    format: ms,
    meets: (n) => n <= 50,
    higherIsBetter: false,
  },
  {
    label: 'as-of name page, each asked once, one at a time: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 50',
    value: (r) => scenario(r, 'asOfFirstAsk')?.p95,
    format: ms,
    meets: (n) => n <= 50,
    higherIsBetter: false,
  },
  {
    label: 'audit log page (administrator; user, operation, subtree and text filters, pages 1–4), under load: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 100',
    value: (r) => scenario(r, 'audit')?.p95,
    format: ms,
    meets: (n) => n <= 100,
    higherIsBetter: false,
  },
  {
    label: 'audit log page, each asked once, one at a time: p50 / p95 / p99 (ms)',
    target: 'p95 ≤ 100',
    value: (r) => scenario(r, 'auditFirstAsk')?.p95,
    format: ms,
    meets: (n) => n <= 100,
    higherIsBetter: false,
  },
  {
    label: 'diff of a subtree of ~10 000 names over the year, one call at a time (ms): median / slowest (the first call cold)',
    target: '≤ 2 000',
    value: (r) => scenario(r, 'subtreeDiff')?.p99,
    format: ms,
    meets: (n) => n <= 2_000,
    higherIsBetter: false,
  },
  {
    label: 'API CPU per request (ms): floor / suggestions / suggestions first ask / children / giants / largest whole / largest paged / name info',
    target: '(load-independent)',
    value: (r) => scenario(r, 'search')?.apiCpuMsPerRequest,
    format: ms,
    meets: () => true,
    higherIsBetter: false,
  },
  {
    label: 'API peak memory (RSS, start included)',
    target: '≤ 1.5 GB',
    value: (r) => r.served?.peakRss,
    format: gb,
    meets: (n) => n <= 1.5 * 1024 ** 3,
    higherIsBetter: false,
    gap:
      'The API keeps two models of the whole register in memory: the write model (`RegisterState`) that decides commands, and ' +
      'the read index (`RegisterMemory` + `SearchIndex`) that serves tree and search; the read index reads each name through ' +
      "the write model's record, both keep records in arrays by id and a taxon's one name or child as itself, and the start's " +
      'loads run with V8 collecting sooner. At 1M names (2026-11-29, PostgreSQL): live heap 677 MB after start, RSS at ' +
      'start 0.98–1.00 GB; the rest is V8 headroom and the load test’s own garbage. Next step: fewer objects per name (one ' +
      'record per name for both models, a taxon’s node in the read index without a copy of its record).',
  },
  {
    label: 'API memory once started (RSS)',
    target: '≤ 1 GB at 1M names',
    value: (r) => r.served?.rssAfterStart,
    format: gb,
    meets: (n) => n <= 1024 ** 3,
    higherIsBetter: false,
  },
  {
    label: 'API peak memory of its start (RSS until ready, before any request)',
    target: '≤ 1 GB at 1M names',
    value: (r) => r.served?.peakRssAtStart,
    format: gb,
    meets: (n) => n <= 1024 ** 3,
    higherIsBetter: false,
  },
];

const PERCENTILE_ROWS: Record<string, string> = {
  'suggestions: p50 / p95 / p99 (ms)': 'search',
  'suggestions, first ask of each text (one at a time, no cached answer): p50 / p95 / p99 (ms)': 'searchFirstAsk',
  'children: p50 / p95 / p99 (ms)': 'children',
  'children of the giant nodes only: p50 / p95 / p99 (ms)': 'childrenGiant',
  'children of the largest node, whole: p50 / p95 / p99 (ms)': 'childrenLargest',
  'children of the largest node, a page of 200: p50 / p95 / p99 (ms)': 'childrenLargestPaged',
  'name info: p50 / p95 / p99 (ms)': 'nameInfo',
  'as-of name page, random names at random times of the year, under load: p50 / p95 / p99 (ms)': 'asOf',
  'as-of name page, each asked once, one at a time: p50 / p95 / p99 (ms)': 'asOfFirstAsk',
  'audit log page (administrator; user, operation, subtree and text filters, pages 1–4), under load: p50 / p95 / p99 (ms)': 'audit',
  'audit log page, each asked once, one at a time: p50 / p95 / p99 (ms)': 'auditFirstAsk',
};

const cpuCell = (result: BenchResult) =>
  ['floor', 'search', 'searchFirstAsk', 'children', 'childrenGiant', 'childrenLargest', 'childrenLargestPaged', 'nameInfo']
    .map((name) => scenario(result, name)?.apiCpuMsPerRequest?.toFixed(3) ?? '–')
    .join(' / ');

const cell = (row: Row, result: BenchResult | undefined): string => {
  if (!result) return '–';
  if (row.target === '(load-independent)') return result.served ? cpuCell(result) : '–';
  if (row.label.startsWith('diff of a subtree')) {
    const s = scenario(result, 'subtreeDiff');
    // The calls one at a time: p99 of a few is the slowest.
    return s ? `${ms(s.p50)} / ${ms(s.p99)} (${result.later?.diff ? `${int(result.later.diff.names)} names; ` : ''}${s.requests} calls)` : '–';
  }
  const name = PERCENTILE_ROWS[row.label];
  if (name) {
    const s = scenario(result, name);
    return s ? `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}` : '–';
  }
  const value = row.value(result);
  return value === undefined ? '–' : row.format(value);
};

const storeTable = (run: BenchRun, store: BenchStore): string => {
  const results = run.results.filter((r) => r.store === store);
  if (results.length === 0) return '';
  const sizes = [...new Set(results.map((r) => r.size))].sort((a, b) => a - b);
  const largest = results.find((r) => r.size === 1_000_000);
  const postgresAt = (size: number) => run.results.find((r) => r.store === 'postgres' && r.size === size);
  const lines = [
    `| figure | target at 1M | ${sizes.map((s) => `${int(s)} names`).join(' | ')} | ${store === 'postgres' ? 'met at 1M' : 'within 3× of PostgreSQL at 1M'} |`,
    `|---|---|${sizes.map(() => '---:').join('|')}|---|`,
  ];
  for (const row of ROWS) {
    let verdict = '–';
    const value = largest ? row.value(largest) : undefined;
    if (value !== undefined && !row.target.startsWith('(')) {
      if (store === 'postgres') verdict = row.meets(value) ? 'yes' : '**no**';
      else {
        const reference = postgresAt(1_000_000) ? row.value(postgresAt(1_000_000)!) : undefined;
        if (reference !== undefined) verdict = (row.higherIsBetter ? value * 3 >= reference : value <= reference * 3) ? 'yes' : '**no**';
      }
    }
    lines.push(
      `| ${row.label} | ${row.target} | ${sizes
        .map((s) =>
          cell(
            row,
            results.find((r) => r.size === s),
          ),
        )
        .join(' | ')} | ${verdict} |`,
    );
  }
  lines.push(
    `| API start (s: load write model, warm read index) | – | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        return r?.served ? r.served.startSeconds.toFixed(1) : '–';
      })
      .join(' | ')} | |`,
  );
  lines.push(
    `| import: CPU seconds in the importing process (wall time above includes waiting for a busy machine) | – | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        return r?.imported.importCpuSeconds !== undefined ? r.imported.importCpuSeconds.toFixed(1) : '–';
      })
      .join(' | ')} | |`,
  );
  lines.push(
    `| import source; stages in wall seconds (read: files, rows, tree / plan: the decision / write: appends and projection) | – | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        if (!r) return '–';
        const stages = r.imported.importStages;
        return stages
          ? `${r.imported.archiveFormat === 'coldp' ? 'ColDP' : 'DwC-A'}; ${(stages.read ?? 0).toFixed(1)} / ${(stages.plan ?? 0).toFixed(1)} / ${(stages.write ?? 0).toFixed(1)}`
          : (r.imported.importSource ?? 'memory');
      })
      .join(' | ')} | |`,
  );
  lines.push(
    `| import peak RSS (the \`npm run import\` process; from memory: the bench worker's) | ≤ 2 GB | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        return r ? gb(r.imported.importPeakRss ?? r.imported.peakRss) : '–';
      })
      .join(' | ')} | |`,
  );
  lines.push(
    `| rebuild peak RSS (the \`npm run rebuild\` process) | – | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        return r?.imported.rebuildPeakRss !== undefined ? gb(r.imported.rebuildPeakRss) : '–';
      })
      .join(' | ')} | |`,
  );
  lines.push(
    `| load average (1 min) when this size started | – | ${sizes
      .map((s) => {
        const r = results.find((x) => x.size === s);
        return r ? r.loadAverage.toFixed(2) : '–';
      })
      .join(' | ')} | |`,
  );
  return lines.join('\n');
};

const qualityTable = (run: BenchRun): string => {
  const results = run.results.filter((r) => r.served?.quality);
  if (results.length === 0) return '';
  return [
    '| register | exact name is hit 1 | one-letter typo in top 10 | vernacular word found | id is hit 1 |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) => {
      const q = r.served!.quality!;
      return `| ${int(r.size)} names, ${r.store} | ${pct(q.exactFirst)} | ${pct(q.typoInTop10)} | ${pct(q.vernacularFound)} | ${pct(q.idFirst)} |`;
    }),
  ].join('\n');
};

const appendTable = (append: AppendFigures): string => {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  return [
    `| appends (${append.writers} concurrent writers, ${append.seconds} s each) | ours (events/s) | Emmett 0.42 (events/s) | ratio | target |`,
    '|---|---:|---:|---:|---|',
    `| one event per append | ${int(append.ours.single)} | ${int(append.emmett.single)} | ${ratio(append.ours.single, append.emmett.single)} | ≥ 2× ${append.ours.single >= 2 * append.emmett.single ? '(met)' : '(**not met**)'} |`,
    `| ${append.batch} events per append | ${int(append.ours.batched)} | ${int(append.emmett.batched)} | ${ratio(append.ours.batched, append.emmett.batched)} | ≥ 1× ${append.ours.batched >= append.emmett.batched ? '(met)' : '(**not met**)'} |`,
    ...(append.ours.single >= 2 * append.emmett.single
      ? []
      : [
          '',
          'Single appends are bound by the commit (the WAL flush) and, on a busy machine, by the CPU each append costs.',
          'Appends that come while a batch is being written share the next transaction (`es_append_batch`: one commit',
          'for the batch, each append checked against its own expected revision); before that group commit the ratio was',
          '1.59–2.10× (2026-11-22, ours 4 500–5 000 events/s). On 2026-11-27, on a busy machine (load average 3.5–18, 2',
          'cores), six runs each way, alternating: without group commit 1.22–1.58×, with it 1.74–3.68× (7 069 and 7 667',
          'events/s in the quietest runs); the CPU per append fell from about 490 µs (PostgreSQL and Node) to',
          'about 175 µs. Emmett takes several statements in a transaction per append.',
        ]),
  ].join('\n');
};

export const renderReport = (run: BenchRun): string => {
  const { machine } = run;
  // Each size starts right after the last one's load test, so only the load before the run tells of other work.
  const busy = (machine.loadBefore[0] ?? 0) > machine.cores * 0.5;
  const parts = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see `apps/api/src/bench/`). Targets are for 1M names on a 2-core machine with PostgreSQL;',
    'the embedded PGlite mode should stay within 3× of every figure. Re-run after any change that can move a figure.',
    '',
    `- Date: ${run.date.slice(0, 16).replace('T', ' ')} UTC${run.elapsedSeconds ? `; the run took ${(run.elapsedSeconds / 60).toFixed(1)} min` : ''}`,
    `- Machine: ${machine.cores} cores (${machine.cpu}), ${(machine.memoryBytes / 1024 ** 3).toFixed(0)} GB memory, Node ${machine.node}`,
    `- Load average (1/5/15 min) before: ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')}; after: ${machine.loadAfter.map((l) => l.toFixed(2)).join(' / ')}` +
      (busy ? ' — **the machine was shared with other work during this run: figures are noisy and on the low side**' : ''),
    `- Mode: server (PostgreSQL, \`DATABASE_URL\`) and embedded (PGlite in a data folder); HTTP load with autocannon on loopback, ` +
      `${run.options.connections} connections, ${run.options.duration} s per scenario after a warm-up (every request of the scenario once, then 1 s); ` +
      `generator seed ${run.options.seed}` +
      (run.options.rateLimitsIn
        ? `; the API counts anonymous requests for its rate limit ${run.options.rateLimitsIn === 'Redis' ? 'in Redis (`REDIS_URL`: a round trip per request)' : 'in its own memory (no `REDIS_URL`)'}`
        : ''),
    ...(run.note ? [`- Note: ${run.note}`] : []),
    '',
  ];
  for (const store of ['postgres', 'pglite'] as const) {
    const table = storeTable(run, store);
    if (table) parts.push(`## ${store === 'postgres' ? 'PostgreSQL (server mode)' : 'PGlite (embedded mode)'}`, '', table, '');
  }
  const gaps = ROWS.filter((row) => {
    const largest = run.results.find((r) => r.store === 'postgres' && r.size === 1_000_000);
    const value = largest ? row.value(largest) : undefined;
    return value !== undefined && !row.target.startsWith('(') && !row.meets(value);
  });
  if (gaps.length) {
    parts.push('## Targets not met', '');
    for (const row of gaps) parts.push(`- **${row.label}** (target ${row.target}): ${row.gap ?? 'no cause recorded yet.'}`);
    parts.push('');
  }
  if (run.append) parts.push('## Event store appends next to Emmett (same PostgreSQL, same run)', '', appendTable(run.append), '');
  const quality = qualityTable(run);
  if (quality) parts.push('## Search quality under the same workload', '', quality, '');
  if (run.transfer) {
    parts.push(
      '## Spreadsheet export and import',
      '',
      "Each step runs in a process of its own, so its peak memory is its own: the export job's code writing the whole",
      "register (xlsx and csv as the export screen offers; Darwin Core Archive and ColDP too), and the import job's code",
      'reading the exported xlsx into an empty register (read the workbook, check every row, one append, read models',
      'caught up). The import reads Excel workbooks only (spec 2 §5), so csv is measured for export.',
      '',
      run.transfer,
      '',
    );
  }
  if (run.feed) parts.push('## Change feed', '', run.feed, '');
  if (run.match) parts.push('## Listesøk (matching species lists)', '', run.match, '');
  if (run.searchLibraries) {
    parts.push(
      '## Search next to FlexSearch and MiniSearch',
      '',
      "The same register's scientific and vernacular names indexed by the register's search (the index behind the",
      'suggestions, without its cache of answers), by FlexSearch (forward tokenizer, LatinBalance encoder) and by',
      'MiniSearch (prefix, fuzzy 0.2, all words), each in a process of its own on one core (`bench-search.ts`). First',
      'asks: each text once, one at a time, after a warm-up with other texts; an answer is at most 10 taxa.',
      '',
      run.searchLibraries,
      '',
    );
  }
  parts.push(
    '## What dominates each cost',
    '',
    '- **Import** (`npm run import` of a Darwin Core Archive: read, plan, write): reading the rows and building the usage',
    '  tree (about a fifth of the time, one core), the decision (the planner, then ImportTaxa events of 2 000 names each),',
    '  and the appends with the read models projected beside them in the same transaction: new rows go in by COPY',
    '  (`rm_name`, `rm_taxon`, `rm_version` with each record once as json, one change-log row per batch, the feed). At 1M names about a',
    "  quarter of the importing process's CPU is garbage collection of its 1.7 GB heap, and it waits for the PostgreSQL",
    '  backend about a quarter of the wall time. Dropped from the path: the trigram GIN and `text_pattern_ops` indexes on',
    '  names and vernacular names (search is served from memory).',
    '- **Rebuild**: the same projection writes, 100 events (up to 200 000 names) per transaction, with nothing else running;',
    '  the indexes only queries use (children by parent, history by name) are dropped first and built once at the end.',
    "- **HTTP floor**: Nest on Fastify plus the app's hooks: the session (@fastify/session makes and HMAC-signs a session",
    '  object for every request, anonymous ones included, and hashes it twice: about an eighth of the CPU), the security',
    '  headers (a list worked out once at start), CORS, the CSRF check, the metrics and the rate limit; the write to the',
    '  socket is about a sixth. With `REDIS_URL` the rate limit is counted in Redis, a round trip per anonymous request that',
    "  nearly doubles the floor's CPU (0.12–0.17 → 0.22–0.25 ms per request on this 2-core machine).",
    '- **Suggestions**: answered from memory (`RegisterMemory` + `SearchIndex`): binary search in a sorted array of every key',
    '  and word suffix (~2.3 M at 1M names), a scan of the matching range (ranges above 256 entries — short prefixes —',
    '  are ranked once, in two passes, and remembered; those of every two- and three-letter beginning right after a',
    '  load or merge), and a one-edit step only when nothing matched exactly and fewer than 10',
    '  taxa matched directly; it tries edits only up to the longest prefix that exists; then, when fewer than 10 taxa',
    '  were found, vernacular names holding the text inside a word (`InfixIndex`: posting lists of three-letter groups,',
    '  the shortest of the query\'s read and checked, "bjørn" in "brunbjørn"). Answers are cached per',
    '  normalised text (10 000 texts) until the next applied batch, as people typing ask the same prefixes again; the',
    "  load test's 2 000 texts are then served from that cache, so its figure is the cost of a repeated suggestion and",
    '  the "first ask" row is the cost of a new one (one request at a time, measured before the load). A first ask',
    '  is dominated by the one-edit step (typos: ~0.4 ms of CPU at 1M) and by scans of medium ranges (prefixes).',
    '- **Children**: from memory, cached per node with its JSON text until the next applied batch; the cost is writing the',
    '  payload (a few kB for small nodes, ~100 kB for large ones, 1–3 MB for a giant genus, which is why giants are apart).',
    '  A page (`limit=200`, `after`) is cut from the same cached, sorted answer by binary search on the cursor, so its',
    '  cost is serialising 200 nodes (~100 kB) whatever the size of the family.',
    "- **Name info**: the path, classification, vernacular names and child count from memory, the taxon's full name records",
    '  from one indexed query; pages are cached (20 000) until the next applied batch.',
    '- **Memory**: the write model (`RegisterState`: every record and a `Set` per taxon, loaded at start) and the read model',
    '  in memory (name summaries, the tree, vernacular names, the search postings), about equal shares (~0.43 and ~0.47 GB',
    "  of live heap at 1M names), plus V8's headroom. The peak is at start, while the loads' garbage is not yet collected;",
    '  the two loads run one after the other so their peaks do not add up.',
    '- **Appends**: one round trip per batch of appends (`es_append_batch`, a PL/pgSQL function: for each append claim',
    '  the command id, move the stream revision, insert the events, record the answer); the appends that come while a',
    '  batch is written share the next one, so several single appends share one commit (WAL flush). Appends of more than',
    '  10 events go on their own (`es_append`), beside the batches. Other processes are notified after the commit: a',
    "  NOTIFY inside the append would hold PostgreSQL's notify lock through every commit and serialise the appenders.",
    '',
    '## Workload',
    '',
    '- Register: kingdoms → phyla → classes → orders → families → genera → species → subspecies, log-normal fan-out plus three',
    '  huge genera (0.7 %, 0.4 % and 0.3 % of the taxa: 4 900 species at 1M), ~30 % synonyms, ~20 % of taxa with vernacular',
    '  names in nb/nn/se (æ/ø/å, Sámi letters), ~1 % hybrids (×) among plant-like species. Written as a Darwin Core Archive',
    '  folder and imported by `npm run import` in a process of its own (one ImportTaxa command, its projection included;',
    '  timed from reading the files until the read models include every name), then rebuilt by `npm run rebuild` in a',
    "  process of its own. `--import-source memory` hands the generated taxa to `executeInParts` in the bench's process.",
    '- Suggestions (`limit=10`): equal shares of prefixes (2–12 letters), exact names, single words of vernacular names,',
    '  scientific name ids and one-letter typos (substitution, deletion, insertion, transposition), 2 000 distinct texts.',
    '- Children: 1 000 small nodes (half with 1–20 children, half leaves) and up to 40 large nodes (100–1 000 children),',
    '  4 : 1; the giant nodes (over 1 000 children: the huge genera, 1–3 MB of JSON each) are measured apart.',
    '  The node with the most children is read whole, and page by page (200 at a time, following `Link`), apart too.',
    '- Name info: 1 600 scientific names spread evenly over the id range (accepted names and synonyms).',
    '- Later operations (unless `--skip-audit`): a tenth of the names in operations after the import, one at a time, by eight',
    '  simulated editors over a simulated year (edits, vernacular names, new species and synonyms, genera moved, synonyms',
    '  deleted; `later-operations.ts`). Then 400 as-of name pages at random times of the year (half of them touched names),',
    '  the audit log as the administrator (logged in) with user, operation, subtree and text filters and up to 3 pages after',
    '  the first, and the diff of the subtree closest to 10 000 names over the year (5 calls, one at a time).',
    '',
  );
  return parts.join('\n');
};
