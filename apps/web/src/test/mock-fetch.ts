import { jest } from '@jest/globals';

export interface MockAnswer {
  readonly status?: number;
  readonly body?: unknown;
  /** Response headers (names in any case). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A route: an exact path (with query) or a pattern, answering a body (status 200) or { status, body, headers }. */
export type MockRoutes = ReadonlyArray<readonly [string | RegExp, (url: string) => unknown]>;

export interface FetchCall {
  readonly url: string;
  readonly headers: Record<string, string>;
}

const answer = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name: string): string | null => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null },
  json: async () => body,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});

/** Replaces global fetch: answers from the routes (404 problem JSON otherwise) and records every call. */
export const mockFetch = (routes: MockRoutes) => {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: unknown, init?: { headers?: Record<string, string> }) => {
    const url = String(input);
    calls.push({ url, headers: { ...(init?.headers ?? {}) } });
    for (const [match, handler] of routes) {
      const hit = typeof match === 'string' ? url === match : match.test(url);
      if (!hit) continue;
      const result = handler(url);
      if (
        result &&
        typeof result === 'object' &&
        'status' in result &&
        typeof (result as MockAnswer).status === 'number' &&
        Object.keys(result).every((k) => k === 'status' || k === 'body' || k === 'headers')
      ) {
        return answer((result as MockAnswer).status!, (result as MockAnswer).body, (result as MockAnswer).headers);
      }
      return answer(200, result);
    }
    return answer(404, { errorCode: 'NOT_FOUND', detail: `Ingen testrute for ${url}` });
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return { fn, calls, callsTo: (part: string) => calls.filter((c) => c.url.includes(part)) };
};
