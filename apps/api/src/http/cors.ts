import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/**
 * The public read API other sites may call from a browser: reading the tree, name pages, change logs, diffs and search
 * (`TaxonName/*`, not the listesøk, which is a POST), statistics, the change feed (pages, snapshot and live stream) and
 * the API documents. Everything else, and every state-changing method, stays same-site.
 */
const PUBLIC_READ = /^(\/api\/v1\/(TaxonName\/(?!Match)|Statistics\/|Feed(\/Snapshot|\/Stream)?\/?$)|\/api-docs\/(openapi|asyncapi)\.json$)/;

/** A cross-origin request (or the preflight of one) to a public read route. */
export const isPublicRead = (method: string | undefined, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && PUBLIC_READ.test(url.split('?')[0]!);

/**
 * CORS for the anonymous public reads (@fastify/cors): any origin by default or the ones in CORS_ORIGINS, GET and
 * HEAD only, never credentials (a browser sends no cookie, so the request is anonymous). A preflight for any other
 * route or method gets no CORS headers, so the browser does not send the request. Registered before the CSRF check, so
 * a preflight (which carries no X-CSRF) is answered here.
 */
export const installCors = async (app: NestFastifyApplication, origins: '*' | readonly string[]): Promise<void> => {
  const allowed: FastifyCorsOptions = {
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'HEAD'],
    credentials: false,
    allowedHeaders: ['X-CSRF', 'If-None-Match', 'X-Request-Id', 'Last-Event-ID'],
    exposedHeaders: ['ETag', 'X-Request-Id', 'Retry-After', 'X-Total-Count', 'Link'],
    maxAge: 600,
  };
  const refused: FastifyCorsOptions = { origin: false };
  await app.register(fastifyCors, {
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: FastifyCorsOptions) => void) => {
      const method = request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : request.method;
      callback(null, isPublicRead(typeof method === 'string' ? method.toUpperCase() : undefined, request.url) ? allowed : refused);
    },
  });
};
