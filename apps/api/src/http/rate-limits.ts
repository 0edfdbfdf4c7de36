import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { problem } from '../common/problem.js';
import { replyProblem } from './reply-problem.js';

export interface RateLimitSettings {
  /** Requests per address and window; 0: no limit. */
  readonly max: number;
  readonly windowSeconds: number;
  /** Count in Redis (shared by every process) when set; in this process's memory otherwise. */
  readonly redisUrl?: string;
  /** Keeps the counters of registers sharing one Redis apart. */
  readonly namespace: string;
}

/** The public API: everything under /api and the API documents. The web app's files and the health checks are not limited. */
const LIMITED = /^\/(api|api-docs)(\/|$|\?)/;

/** Anonymous requests only: a logged-in user is known, and their writes are limited by their rights. */
const isAnonymous = (request: FastifyRequest) => request.actor === undefined && request.session?.userId === undefined;

/**
 * A per-address limit on anonymous API requests (@fastify/rate-limit): past `max` requests in a window the answer is
 * 429 with `Retry-After` (seconds) and problem JSON `RATE_LIMITED`. The address is `request.ip`, which follows
 * X-Forwarded-For only from the proxies in TRUST_PROXY. With Redis the processes share the counters; when Redis cannot
 * be reached, requests pass rather than fail. A hook of each API route, so it runs after the session's and knows who is
 * logged in.
 */
export const installRateLimits = async (app: NestFastifyApplication, settings: RateLimitSettings): Promise<void> => {
  if (settings.max === 0) return;
  const fastify = app.getHttpAdapter().getInstance();
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', () => undefined);
  await app.register(fastifyRateLimit, {
    global: false,
    max: settings.max,
    timeWindow: settings.windowSeconds * 1000,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${settings.namespace}:rate:` } : {}),
  });
  const limit = fastify.createRateLimit();
  const limitAnonymous = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isAnonymous(request)) return;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    await replyProblem(
      reply.header('retry-after', String(seconds)),
      problem(
        429,
        'RATE_LIMITED',
        `For mange forespørsler fra denne adressen. Vent ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'} og prøv igjen.`,
      ),
    );
  };
  // On each API route, first among its own hooks: after every global one (the session's), before a 304 or a handler.
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!LIMITED.test(route.url)) return;
    route.onRequest = [
      limitAnonymous,
      ...(route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]),
    ];
  });
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
};
