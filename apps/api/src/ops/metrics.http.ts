import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../common/problem.js';
import type { AppConfig } from '../config/app-config.js';
import { tokenMatches } from './metrics.js';
import { MetricsService } from './metrics.service.js';

const started = Symbol('started');

/**
 * Times every request (by route pattern, so ids in paths do not make new series) and serves `GET /metrics` on the
 * main port to a caller with `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured it answers 404
 * there: metrics are then only on METRICS_PORT, or off.
 */
export const installMetrics = (app: NestFastifyApplication, config: AppConfig): void => {
  const { metrics } = app.get(MetricsService);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request: FastifyRequest & { [started]?: bigint }) => {
    request[started] = process.hrtime.bigint();
  });
  fastify.addHook('onResponse', async (request: FastifyRequest & { [started]?: bigint }, reply: FastifyReply) => {
    const begun = request[started];
    if (begun === undefined) return;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, Number(process.hrtime.bigint() - begun) / 1e9);
  });
  fastify.get('/metrics', async (request, reply) => {
    const send = (status: number, errorCode: string, detail: string) =>
      reply
        .status(status)
        .header('content-type', 'application/problem+json; charset=utf-8')
        .send(problem(status, errorCode, detail));
    if (!config.metricsToken) {
      return send(404, 'METRICS_NOT_HERE', 'Måledata er ikke tilgjengelig her. Sett METRICS_TOKEN, eller hent dem på METRICS_PORT.');
    }
    if (!tokenMatches(request.headers.authorization, config.metricsToken)) {
      return send(401, 'METRICS_TOKEN_REQUIRED', 'Måledata krever hodet Authorization: Bearer <METRICS_TOKEN>.');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
};
