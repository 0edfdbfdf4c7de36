import { jest } from '@jest/globals';

/** A recorded request: method, url, headers (lower-case names) and body. */
export interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface FakeAnswer {
  readonly status?: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly blob?: Blob;
  readonly headers?: Readonly<Record<string, string>>;
}

export type FakeRoute = readonly [method: string, match: string | RegExp, answer: (request: Recorded) => FakeAnswer | Promise<FakeAnswer>];

const headerRecord = (headers: HeadersInit | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!headers) return out;
  if (typeof (headers as Headers).forEach === 'function' && !Array.isArray(headers))
    (headers as Headers).forEach((value, name) => (out[name.toLowerCase()] = value));
  else if (Array.isArray(headers)) for (const [name, value] of headers) out[name!.toLowerCase()] = value!;
  else for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = String(value);
  return out;
};

/**
 * Replaces global fetch with routes by method and path (a string matches the path and query exactly, a pattern
 * tests the whole url). Records every request, Headers objects and FormData bodies included. Unrouted: 404 problem.
 */
export const fakeFetch = (routes: readonly FakeRoute[]) => {
  const requests: Recorded[] = [];
  const fn = jest.fn(async (input: unknown, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const request: Recorded = { method, url, headers: headerRecord(init.headers), body };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = routes.find(([m, match]) => m === method && (typeof match === 'string' ? url === match : match.test(url)));
    const answer: FakeAnswer = route
      ? await route[2](request)
      : { status: 404, json: { errorCode: 'NOT_FOUND', detail: `Ingen testrute for ${method} ${url}` } };
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(answer.headers ?? {}),
      json: async () => (answer.json !== undefined ? answer.json : JSON.parse(text)),
      text: async () => text,
      blob: async () => answer.blob ?? new Blob([text]),
    };
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return { fn, requests, to: (method: string, part: string) => requests.filter((r) => r.method === method && r.url.includes(part)) };
};
