import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type {} from '@fastify/static';
import { installAuth } from '../auth/install-auth.js';
import { validationPipe } from '../common/validation.pipe.js';
import { AppModule } from '../app.module.js';
import { ProblemDetailsFilter } from '../common/problem-details.filter.js';
import type { AppConfig } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { Lifecycle } from '../ops/lifecycle.js';
import { installMetrics } from '../ops/metrics.http.js';
import { createLog, NestPinoLogger } from '../logging/log.js';
import { installRequestContext } from '../logging/request-context.js';
import { installRequestIds, requestIdOf } from '../logging/request-id.js';
import { csrfHook } from './csrf.hook.js';
import { frameworkErrors } from './framework-errors.js';
import { inputGuardHook } from './input-guard.js';
import { bodyLimitOnRoute, DEFAULT_BODY_LIMIT, writeGateHook } from './write-routes.js';
import { installSecurityHeaders } from './security-headers.js';
import { installCors } from './cors.js';
import { buildApiDocument } from './api-document.js';
import { installRateLimits } from './rate-limits.js';
import { apiVersionOf, cacheableReads, readSideTag } from './cacheable-reads.js';
import { REGISTER_STORES } from '../infrastructure/tokens.js';
import { serializeJson } from '@navnebase/projections';
import { MAX_UPLOAD_BYTES } from '../data-transfer/upload.js';
import { limitMatchBodies } from '../name-match/name-match.http.controller.js';

export const OPENAPI_PATH = '/api-docs';

/** Builds the API (and the web app, when built) on one Fastify server. Does not listen. */
export const createApp = async (
  config: AppConfig,
  stores?: RegisterStores,
  /** Runs before the server is ready (tests add hooks here). */
  configure?: (app: NestFastifyApplication) => void | Promise<void>,
  /** Where the log goes (tests read it); standard output by default. */
  logTo?: DestinationStream,
): Promise<NestFastifyApplication> => {
  // On close, every connection still open is ended: by then the requests in flight have finished (Lifecycle waits for
  // them) and new ones are answered 503, but a keep-alive connection that was busy at that moment would otherwise hold
  // the server open for its whole keep-alive timeout.
  // X-Forwarded-* headers count only from the proxies named in TRUST_PROXY (a client could send any).
  const trustProxy = config.trustedProxies.length > 0 ? [...config.trustedProxies] : false;
  // Each request's id is the caller's well-formed X-Request-Id, or a new one (logging/request-id.ts).
  const adapter = new FastifyAdapter({
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy,
    forceCloseConnections: true,
    genReqId: requestIdOf,
    frameworkErrors,
  });
  const log = createLog({ level: config.logLevel, format: config.logFormat }, logTo);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, stores), adapter, {
    logger: new NestPinoLogger(log),
    abortOnError: false,
  });
  // SIGTERM and SIGINT close the app (see ops/lifecycle.ts), then exit (a dependency's own signal listener or an open
  // handle must not keep a stopped process alive).
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  const fastify = app.getHttpAdapter().getInstance();
  installRequestContext(fastify);
  installRequestIds(fastify);
  // Before the other hooks: in flight counts every request, and after the shutdown drain new ones are refused at once.
  app.get(Lifecycle).watch(fastify);
  installSecurityHeaders(app);
  // Before the CSRF check: other sites may read the public API (and their preflights carry no X-CSRF).
  await installCors(app, config.corsOrigins);
  // Multipart uploads (the spreadsheet import): one file of at most 50 MB per request.
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 12 } });
  fastify.addHook('onRequest', csrfHook);
  fastify.addHook('onRoute', limitMatchBodies);
  // Bounded input: small bodies, writes refused before their body is read when the user may not make them, and no
  // NUL, lone surrogate or deep nesting past parsing (http/write-routes.ts, http/input-guard.ts).
  fastify.addHook('onRoute', bodyLimitOnRoute);
  fastify.addHook('preParsing', writeGateHook);
  fastify.addHook('preValidation', inputGuardHook);
  // Cached read-model answers (large tree nodes, name pages) carry their JSON as bytes: send them instead of
  // serialising again. Fastify's type says a serializer answers a string; it sends a Buffer as it is, with its length.
  fastify.setReplySerializer(serializeJson as (payload: unknown) => string);
  await installAuth(app);
  // After the session hook (logged-in users are not limited), before any route reads anything.
  await installRateLimits(app, {
    max: config.rateLimitMax,
    windowSeconds: config.rateLimitWindowSeconds,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    namespace: `navnebase${config.databaseSchema ? `-${config.databaseSchema}` : ''}`,
  });
  installMetrics(app, config);
  // ETag and Cache-Control on the public reads, from the read side's position (set once the document is built below).
  const { readSide } = app.get<RegisterStores>(REGISTER_STORES);
  let apiVersion = '';
  fastify.addHook(
    'onRoute',
    cacheableReads(() => readSideTag(readSide, apiVersion), {
      maxAgeSeconds: config.readCacheMaxAgeSeconds,
      staleWhileRevalidateSeconds: config.readCacheStaleSeconds,
    }),
  );

  const webIndex = join(config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) app.useStaticAssets({ root: config.webDist, prefix: '/', wildcard: false, index: false });
  const serveApp = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWeb) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
  if (hasWeb) fastify.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.useGlobalFilters(new ProblemDetailsFilter(serveApp));
  app.useGlobalPipes(validationPipe());

  const document = buildApiDocument(app);
  apiVersion = apiVersionOf(document);
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}/openapi.json` });
  await configure?.(app);
  await app.init();
  await fastify.ready();
  return app;
};
