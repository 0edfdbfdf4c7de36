/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  interface Result {
    requests: { total: number; average: number };
    throughput: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
