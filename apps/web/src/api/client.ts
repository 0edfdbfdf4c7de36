/**
 * The web app's client of the public API: the workspace package `@navnebase/api-client` (openapi-fetch over the types
 * that openapi-typescript generates from the kept OpenAPI document, docs/openapi.json; `npm run api:types`). A path,
 * its parameters and its answer are checked by the compiler against the document, so the web app cannot ask for a
 * route or read a field the API does not describe.
 *
 * Every call still goes through `request` (X-CSRF, no-cache revalidation, errors as ApiError with the problem JSON):
 * openapi-fetch builds the call, and `request` sends it. Answers are typed as their JSON (files are fetched apart).
 */
import { answerOf, createNavnebaseClient } from '@navnebase/api-client';
import { CSRF_HEADER, query, request, type HeaderMap } from './http';

export type { Schema } from '@navnebase/api-client';

/**
 * What openapi-fetch builds for a call, kept as plain values for `request` (used in place of the browser's Request,
 * which also lets the client run where there is none, as in the component tests).
 */
class PlannedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | null | undefined;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal;
  }
}

const send = (call: PlannedCall): Promise<Response> => {
  const headers: Record<string, string> = {};
  // (Headers spells every name in lower case; `request` adds X-CSRF itself, as on every other call)
  call.headers.forEach((value, name) => {
    if (name !== CSRF_HEADER.toLowerCase()) headers[name] = value;
  });
  return request(call.url, {
    method: call.method,
    headers: headers as HeaderMap,
    ...(call.body !== undefined && call.body !== null ? { body: call.body } : {}),
    ...(call.signal ? { signal: call.signal } : {}),
  });
};

/** The client on the page's own origin; it sends `Accept: application/json` and `X-CSRF: 1` on every call. */
export const api = createNavnebaseClient('', {
  Request: PlannedCall as unknown as typeof Request,
  fetch: (call) => send(call as unknown as PlannedCall),
  // the same query strings as the rest of the app: values left out or empty are not sent
  querySerializer: (params) => query(params as Record<string, string | number | boolean | undefined>),
});

/** The body of a call that succeeded (a failed one has thrown ApiError in `request`). */
export const answer = answerOf;
