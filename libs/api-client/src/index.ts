/**
 * A typed client of Navnebase's public API: openapi-fetch over the types that openapi-typescript generates from the
 * API's OpenAPI document (`openapi.d.ts`, from docs/openapi.json by `npm run api:types`). A path, its parameters and
 * its answer are checked by the compiler against the document, so a caller cannot ask for a route or read a field the
 * API does not describe. Nothing here repeats the document's shapes by hand: every type below is taken from it.
 *
 * ```ts
 * const api = createNavnebaseClient('https://navnebase.example');
 * const hits = await answerOf(api.GET('/api/v1/TaxonName/Search', { params: { query: { Search: 'Ursus arctos' } } }));
 * ```
 */
import createClient, { type Client, type ClientOptions, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';
export type { Client, ClientOptions, Middleware } from 'openapi-fetch';

/** The header every call carries (the document asks for it on each route; it guards the cookie session against CSRF). */
export const CSRF_HEADER = 'X-CSRF';

/** An operation of the document with its `X-CSRF` header parameter optional: the client sends it on every call. */
type CsrfSent<Operation> = Operation extends { parameters: { header: infer Header } }
  ? Omit<Operation, 'parameters'> & {
      parameters: Omit<Operation['parameters'], 'header'> & {
        header?: Omit<Header, typeof CSRF_HEADER> & Partial<Pick<Header, Extract<keyof Header, typeof CSRF_HEADER>>>;
      };
    }
  : Operation;

/** The document's paths as the client takes them (the `X-CSRF` header left to the client). */
export type NavnebasePaths = { [Path in keyof paths]: { [Method in keyof paths[Path]]: CsrfSent<paths[Path][Method]> } };

type Method = 'get' | 'put' | 'post' | 'delete';

/** The paths that have an operation for the method. */
type PathsWith<M extends Method> = {
  [Path in keyof NavnebasePaths]: NavnebasePaths[Path] extends { [K in M]: object } ? Path : never;
}[keyof NavnebasePaths];

/**
 * One method of the client. Unlike openapi-fetch's own signature, which infers the call's options as a type of their
 * own (so a parameter the path does not take passes unnoticed), the options are typed by the path alone: a misspelt,
 * missing or unknown parameter, or one of the wrong type, does not compile.
 */
type CallOf<M extends Method> = <Path extends PathsWith<M>>(
  url: Path,
  ...init: undefined extends MaybeOptionalInit<NavnebasePaths[Path], M>
    ? [init?: MaybeOptionalInit<NavnebasePaths[Path], M>]
    : [init: MaybeOptionalInit<NavnebasePaths[Path], M>]
) => Promise<FetchResponse<NavnebasePaths[Path][M] & object, object, 'application/json'>>;

/** The client: `GET`, `POST`, `PUT`, `DELETE` of the document's paths, answering `{ data, error, response }`. */
export type NavnebaseClient = Omit<Client<NavnebasePaths, 'application/json'>, 'GET' | 'PUT' | 'POST' | 'DELETE'> & {
  readonly GET: CallOf<'get'>;
  readonly PUT: CallOf<'put'>;
  readonly POST: CallOf<'post'>;
  readonly DELETE: CallOf<'delete'>;
};

/**
 * A client of the API at `baseUrl` (an empty string: the page's own origin). Every call asks for JSON and carries
 * `X-CSRF: 1`; `options` are openapi-fetch's (headers, a `fetch` of one's own, middleware through `client.use`).
 */
export const createNavnebaseClient = (baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}): NavnebaseClient => {
  const headers = new Headers({ Accept: 'application/json', [CSRF_HEADER]: '1' });
  new Headers(options.headers as HeadersInit | undefined).forEach((value, name) => headers.set(name, value));
  // (openapi-fetch's client, whose methods take any options a call's type allows; NavnebaseClient names the same
  // functions with the options typed by the path, which the compiler cannot derive from openapi-fetch's signature)
  return createClient<NavnebasePaths, 'application/json'>({
    ...options,
    baseUrl,
    headers: Object.fromEntries(headers),
  }) as unknown as NavnebaseClient;
};

/** The document's schemas by name (`Schema<'TaxonNameInfoDto'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body a path takes with a method (`RequestBody<'/api/v1/TaxonName/Match', 'post'>`). */
export type RequestBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON success answer (200) of a path and method (`Answer<'/api/v1/TaxonName/Search'>`). */
export type Answer<Path extends keyof paths, Method extends keyof paths[Path] = 'get'> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Reply } } };
}
  ? Reply
  : never;

/** An error answer of the API: problem JSON with a Norwegian `detail` and a stable `errorCode`. */
export type Problem = Schema<'Problem'>;

/** A failed call: the HTTP status and the API's problem JSON. */
export class NavnebaseApiError extends Error {
  readonly status: number;
  readonly problem: Partial<Problem> & Record<string, unknown>;

  constructor(status: number, problem: Partial<Problem> & Record<string, unknown>) {
    super(typeof problem.detail === 'string' ? problem.detail : `HTTP ${status}`);
    this.name = 'NavnebaseApiError';
    this.status = status;
    this.problem = problem;
  }

  get errorCode(): string | undefined {
    return typeof this.problem.errorCode === 'string' ? this.problem.errorCode : undefined;
  }
}

/** The answer of a call that succeeded; a failed call throws NavnebaseApiError with the problem JSON. */
export const answerOf = async <Data>(call: Promise<{ data?: Data; error?: unknown; response: Response }>): Promise<Data> => {
  const { data, error, response } = await call;
  if (!response.ok) {
    const problem =
      error && typeof error === 'object' ? (error as Record<string, unknown>) : { detail: error === undefined ? undefined : String(error) };
    throw new NavnebaseApiError(response.status, problem);
  }
  return data as Data;
};

// The answers of the public read API (spec 1 §3, §7), by the names the web app and the guide use.

/** GET TaxonName/ByScientificNameId/{id} (and ByTaxonId): a name page. */
export type TaxonNameInfo = Schema<'TaxonNameInfoDto'>;
export type ScientificNameView = Schema<'ScientificNameDto'>;
export type VernacularNameView = Schema<'VernacularNameDto'>;
export type ReferenceView = Schema<'ReferenceDto'>;
export type HigherClassificationItem = Schema<'HigherClassificationItemDto'>;
/** GET TaxonName/Search: one taxon found. */
export type SearchHit = Schema<'SearchHitDto'>;
export type SearchHitName = Schema<'SearchHitNameDto'>;
export type SearchHitVernacular = Schema<'SearchVernacularNameDto'>;
export type VernacularNameSummary = Schema<'VernacularNameSummaryDto'>;
/** GET TaxonName/Children/…: one child in the tree. */
export type TreeNode = Schema<'TreeNodeDto'>;
export type TreeNodeName = Schema<'TreeNodeNameDto'>;
/** GET TaxonName/Changes/…: one change of a name's history. */
export type ChangeLogEntry = Schema<'ChangeLogEntryDto'>;
/** GET TaxonName/Diff: what changed below a name between two dates. */
export type SubtreeDiff = Schema<'SubtreeDiffDto'>;
export type SubtreeDiffItem = Schema<'SubtreeDiffItemDto'>;
export type NameRef = Schema<'NameRefDto'>;
/** GET Statistics/*. */
export type StatisticsCount = Schema<'StatisticsCountDto'>;
export type StatisticsDay = Schema<'StatisticsDayDto'>;
/** POST TaxonName/Match: one result per name; the job of a long list. */
export type MatchResult = Schema<'MatchResultDto'>;
export type MatchType = MatchResult['matchType'];
export type MatchOptions = NonNullable<RequestBody<'/api/v1/TaxonName/Match', 'post'>['options']>;
export type MatchJob = Schema<'MatchJobAnswerDto'>;
/** GET Audit/Events: one entry of the audit log; an export job of it. */
export type AuditEntry = Schema<'AuditEntryDto'>;
export type AuditRecord = Schema<'AuditRecordDto'>;
export type AuditPage = Schema<'AuditPageDto'>;
export type AuditOperation = Schema<'AuditOperationDto'>;
export type AuditExportJob = Schema<'AuditJobAnswerDto'>;
/** GET Users/LoggedInUserInfo, GET /bff/user. */
export type LoggedInUserInfo = Schema<'LoggedInUserInfoDto'>;
export type Claim = Schema<'BffClaimDto'>;
