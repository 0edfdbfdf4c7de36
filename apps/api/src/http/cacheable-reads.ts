import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ReadSide } from '@navnebase/projections';

/**
 * The public read routes whose answer depends only on the read side's position and the request: the tree, name
 * pages, change logs, subtree diffs and search (`TaxonName/*`, but not the listesøk, which is a POST), the statistics
 * and the change feed's pages (not its snapshot or live stream).
 */
const CACHEABLE_READ = /^\/api\/v1\/(TaxonName\/(?!Match)|Statistics\/|Feed\/?$)/;

export interface ReadCacheSettings {
  /** Seconds a shared cache or browser may serve an anonymous read without asking again. */
  readonly maxAgeSeconds: number;
  /** Seconds after that it may still serve it while it asks again in the background. */
  readonly staleWhileRevalidateSeconds: number;
}

/** Cache-Control of an answer that depends on the session: nothing may keep it. */
export const SESSION_CACHE_CONTROL = 'private, no-store';

export const isCacheableRead = (method: string, url: string): boolean => (method === 'GET' || method === 'HEAD') && CACHEABLE_READ.test(url);

/**
 * The tag of everything the read routes can answer at the read side's present position: the in-memory register's
 * position (tree, search, name pages) and the read-model tables' checkpoint (records, change logs, statistics, the
 * feed), prefixed by a digest of the API's document so that a release that answers in another shape never reuses a tag.
 * It is taken before the answer is read, so an answer is never older than its tag.
 */
export const readSideTag = (readSide: ReadSide, apiVersion: string): string =>
  `"${apiVersion}-${readSide.position}-${readSide.projectorCheckpoints.register}"`;

/** A short digest of the OpenAPI document (the same for every process of one release). */
export const apiVersionOf = (document: unknown): string => createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 10);

/**
 * Whether `If-None-Match` names the tag (RFC 9110 §13.1.2: `*` or a list, compared weakly). Evaluated whatever the
 * request's Cache-Control says: `no-cache` asks a cache to revalidate, and a 304 is that revalidation (fetch() adds it
 * to every request that carries If-None-Match).
 */
export const matchesIfNoneMatch = (header: string | undefined, tag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((entry) => entry.trim().replace(/^W\//, '') === tag);
};

const TAG = Symbol('readSideTag');
type Tagged = FastifyRequest & { [TAG]?: string };

/** Anonymous requests only: a logged-in user's answers are never kept by a shared cache. */
const isAnonymous = (request: FastifyRequest) => request.actor === undefined && request.session?.userId === undefined;

/**
 * Strong ETags and Cache-Control on the read routes. Before the handler: the tag of the read side's position; a
 * matching `If-None-Match` is answered 304 without reading anything. On a 200: the tag, and
 * `public, max-age, stale-while-revalidate` for anonymous reads, `private, no-store` for logged-in ones. An answer that
 * set its own Cache-Control (a spreadsheet download) keeps it and gets no tag; errors get neither.
 */
export const cacheableReads = (tagNow: () => string, settings: ReadCacheSettings) => {
  const publicControl = `public, max-age=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`;
  const cacheControlOf = (request: FastifyRequest) => (isAnonymous(request) ? publicControl : SESSION_CACHE_CONTROL);

  const onRequest = async (request: Tagged, reply: FastifyReply): Promise<void> => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.format !== undefined && query.format !== 'json') return;
    const tag = tagNow();
    request[TAG] = tag;
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      await reply.code(304).header('etag', tag).header('cache-control', cacheControlOf(request)).send();
    }
  };

  const onSend = async (request: Tagged, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const tag = request[TAG];
    if (tag === undefined || reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;
    void reply.header('etag', tag).header('cache-control', cacheControlOf(request));
    return payload;
  };

  /** Adds the two hooks to each read route as it is registered. */
  return (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => isCacheableRead(method, route.url))) return;
    route.onRequest = [...asList(route.onRequest), onRequest];
    route.onSend = [...asList(route.onSend), onSend];
  };
};

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
