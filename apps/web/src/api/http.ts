/** The one fetch wrapper of the web app: every request carries `X-CSRF: 1`; errors become ApiError with the problem JSON. */

export interface Problem {
  readonly detail?: string;
  readonly errorCode?: string;
  readonly title?: string;
  readonly status?: number;
  /** The server's id of the failed request (also in the X-Request-Id header): quoted to support, found in the logs. */
  readonly requestId?: string;
  readonly [key: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get errorCode(): string | undefined {
    return this.problem.errorCode;
  }

  get requestId(): string | undefined {
    return typeof this.problem.requestId === 'string' ? this.problem.requestId : undefined;
  }
}

export const CSRF_HEADER = 'X-CSRF';

export type HeaderMap = Readonly<Record<string, string>>;

/** Adds `X-CSRF: 1` unless the caller set it already (in any letter case). */
export const withCsrf = (headers: HeaderMap = {}): Record<string, string> => {
  const hasCsrf = Object.keys(headers).some((name) => name.toLowerCase() === CSRF_HEADER.toLowerCase());
  return hasCsrf ? { ...headers } : { ...headers, [CSRF_HEADER]: '1' };
};

export type RequestOptions = Omit<RequestInit, 'headers'> & { readonly headers?: HeaderMap };

const readProblem = async (response: Response): Promise<Problem> => {
  const requestId = response.headers.get('X-Request-Id');
  const withId = (problem: Problem): Problem => (requestId && !problem.requestId ? { ...problem, requestId } : problem);
  const text = await response.text().catch(() => '');
  if (!text) return withId({ status: response.status });
  try {
    const parsed: unknown = JSON.parse(text);
    return withId(parsed && typeof parsed === 'object' ? (parsed as Problem) : { status: response.status, detail: String(parsed) });
  } catch {
    return withId({ status: response.status, detail: text.slice(0, 300) });
  }
};

/** Fetches and answers the raw Response; throws ApiError on a non-success status (with the problem JSON). */
export const request = async (path: string, init: RequestOptions = {}): Promise<Response> => {
  let response: Response;
  try {
    // no-cache: the browser asks again each time (the read routes answer 304 when nothing changed), so a page never
    // shows an answer it kept from before the user's own change or login
    response = await fetch(path, { credentials: 'same-origin', cache: 'no-cache', ...init, headers: withCsrf(init.headers) });
  } catch (cause) {
    throw new ApiError(0, {
      errorCode: 'NETWORK_ERROR',
      detail: 'Fikk ikke kontakt med tjenesten. Sjekk nettforbindelsen og prøv igjen.',
      cause: String(cause),
    });
  }
  if (!response.ok) throw new ApiError(response.status, await readProblem(response));
  return response;
};

/** GET (or any method) answering JSON. */
export const requestJson = async <T>(path: string, init: RequestOptions = {}): Promise<T> => {
  const response = await request(path, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
};

/** Sends a JSON body and answers JSON (operation posts). */
export const sendJson = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<T> =>
  requestJson<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** Builds a query string from defined values. */
export const query = (params: Record<string, string | number | boolean | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
