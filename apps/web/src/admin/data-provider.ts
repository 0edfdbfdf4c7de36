import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import { FORM_FIELDS as USER_FORM_FIELDS, toRequestBody, type UserFormValues } from './users/user-rules';
import { webhooksProvider } from './webhooks/webhooks-provider';
import { WEBHOOK_FORM_FIELDS } from './webhooks/webhook-rules';

/** The API under react-admin: the Users API of spec 2 §7 (ra-data-simple-rest dialect for the reads) and the Webhooks API. */
export const API_URL = '/api/v1';

/** react-admin's resource names and their paths on the server. */
const RESOURCE_PATHS: Readonly<Record<string, string>> = { users: 'Users' };

/** Fields the server may name in an error that some form shows by its input. */
const FORM_FIELDS: readonly string[] = [...USER_FORM_FIELDS, ...WEBHOOK_FORM_FIELDS];

const pathOf = (resource: string): string => {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new HttpError(`Ukjent ressurs: ${resource}`, 404);
  return path;
};

interface ProblemBody {
  readonly detail?: string;
  readonly title?: string;
  readonly errorCode?: string;
  readonly field?: string;
  readonly errors?: readonly { readonly field?: string; readonly detail?: string }[];
  readonly [key: string]: unknown;
}

const GENERIC = 'Noe gikk galt.';
const NETWORK = 'Fikk ikke kontakt med tjenesten. Sjekk nettforbindelsen og prøv igjen.';

/**
 * A problem answer as react-admin's HttpError: the Norwegian detail is the message; rule errors on form fields
 * go to `body.errors` ({ field: text, root: { serverError } }), which react-admin shows by the inputs.
 */
export const problemError = (status: number, body: ProblemBody | undefined): HttpError => {
  const detail = body?.detail || body?.title || (status === 403 ? 'Du har ikke tilgang til dette.' : GENERIC);
  const list = Array.isArray(body?.errors) ? body!.errors! : body?.field ? [{ field: body.field, detail }] : [];
  const fieldErrors: Record<string, string> = {};
  for (const error of list) {
    if (error.field && FORM_FIELDS.includes(error.field) && error.detail && !fieldErrors[error.field]) fieldErrors[error.field] = error.detail;
  }
  const { errors: _list, ...rest } = body ?? {};
  const errors = Object.keys(fieldErrors).length > 0 ? { ...fieldErrors, root: { serverError: detail } } : undefined;
  return new HttpError(detail, status, { ...rest, ...(errors ? { errors } : {}) });
};

/** fetch for react-admin: same-origin cookie, `X-CSRF: 1`, JSON; problem JSON becomes an HttpError. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('X-CSRF', '1');
  let response: Response;
  try {
    response = await fetch(url, { ...options, headers, credentials: 'same-origin' });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new HttpError(NETWORK, 0, { errorCode: 'NETWORK_ERROR' });
  }
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok)
    throw problemError(response.status, (json && typeof json === 'object' ? json : { detail: body.slice(0, 300) || undefined }) as ProblemBody);
  return { status: response.status, headers: response.headers, body, json };
};

const reads = simpleRestProvider(API_URL, httpClient);

const refuse = (what: string) => () => Promise.reject(new HttpError(`${what} støttes ikke.`, 405));

/**
 * react-admin's calls on the spec's paths: lists and reads in the simple REST dialect (range, sort, filter and
 * Content-Range), create on POST Users/AddUser, update on PUT Users/UpdateUser/{id}. Users are never deleted.
 */
const usersProvider: DataProvider = {
  getList: (resource, params) =>
    reads.getList(pathOf(resource), params).catch((error: unknown) => {
      if (error instanceof HttpError && resource === 'users')
        throw new HttpError(`Kunne ikke hente brukere. ${error.message}`, error.status, error.body);
      throw error;
    }),
  getOne: (resource, params) => reads.getOne(pathOf(resource), params),
  getMany: (resource, params) => reads.getMany(pathOf(resource), params),
  getManyReference: (resource, params) => reads.getManyReference(pathOf(resource), params),
  create: async (resource, params) => {
    const { json } = await httpClient(`${API_URL}/${pathOf(resource)}/AddUser`, {
      method: 'POST',
      body: JSON.stringify(toRequestBody(params.data as UserFormValues)),
    });
    return { data: json as never };
  },
  update: async (resource, params) => {
    const { json } = await httpClient(`${API_URL}/${pathOf(resource)}/UpdateUser/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body: JSON.stringify(toRequestBody(params.data as UserFormValues)),
    });
    return { data: json as never };
  },
  updateMany: refuse('Å endre flere brukere samtidig'),
  delete: refuse('Å slette brukere'),
  deleteMany: refuse('Å slette brukere'),
};

/** The webhooks resource on /api/v1/Webhooks, and its actions beside the CRUD calls (rotate, replay, deliveries). */
export const webhooks = webhooksProvider(`${API_URL}/Webhooks`, httpClient);

const pick = (resource: string): DataProvider => (resource === 'webhooks' ? webhooks.provider : usersProvider);

/** One provider for react-admin: each call goes to its resource's own (users or webhooks). */
export const dataProvider: DataProvider = {
  getList: (resource, params) => pick(resource).getList(resource, params),
  getOne: (resource, params) => pick(resource).getOne(resource, params),
  getMany: (resource, params) => pick(resource).getMany(resource, params),
  getManyReference: (resource, params) => pick(resource).getManyReference(resource, params),
  create: (resource, params) => pick(resource).create(resource, params),
  update: (resource, params) => pick(resource).update(resource, params),
  updateMany: (resource, params) => pick(resource).updateMany(resource, params),
  delete: (resource, params) => pick(resource).delete(resource, params),
  deleteMany: (resource, params) => pick(resource).deleteMany(resource, params),
};
