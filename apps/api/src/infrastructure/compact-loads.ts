import { setFlagsFromString } from 'node:v8';

/** While the register loads, V8's heap may grow by this share over what survived its last full collection. */
const LOADING_HEAP_GROWTH_PERCENT = 30;
const FLAG = 'heap-growing-percent';

let loading = 0;

/** True when the process was started with the flag: then its value stands, before, during and after the loads. */
const givenOnStart = (): boolean => process.execArgv.some((arg) => arg.includes(FLAG)) || (process.env.NODE_OPTIONS ?? '').includes(FLAG);

/**
 * Runs the start's loads of the whole register (the write model from the events, the read index built from it) with
 * V8 collecting garbage sooner than its own heuristics would, then gives those back. The loads leave hundreds of
 * megabytes of garbage (the events' parsed JSON, the search index's postings and sort), and by default V8 lets the heap
 * about double before it collects: at a million names the start's peak memory was ~1.3 GB for ~0.73 GB kept, and is
 * ~1.05 GB this way, for a start a little longer. A process started with `--heap-growing-percent` keeps its own value.
 */
export const withCompactLoads = async <T>(load: () => Promise<T>): Promise<T> => {
  if (givenOnStart()) return load();
  if (loading++ === 0) setFlagsFromString(`--${FLAG}=${LOADING_HEAP_GROWTH_PERCENT}`);
  try {
    return await load();
  } finally {
    // 0 is V8's default: its own heuristics again.
    if (--loading === 0) setFlagsFromString(`--${FLAG}=0`);
  }
};
