import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's own request id may look like to be kept (a proxy's or a client's trace id); anything else is replaced. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Fastify's `genReqId`: the caller's well-formed `X-Request-Id`, else a new UUID. */
export const requestIdOf = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
};

const isProblem = (type: unknown) => typeof type === 'string' && type.startsWith('application/problem+json');

/**
 * Every answer carries its request id in `X-Request-Id`, and every problem JSON as `requestId`, so an error a user
 * reports (or a screenshot of it) leads to the log lines of that request.
 */
export const installRequestIds = (fastify: FastifyInstance): void => {
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isProblem(reply.getHeader('content-type'))) return payload;
    try {
      const body: unknown = JSON.parse(payload);
      if (body && typeof body === 'object' && !Array.isArray(body)) return JSON.stringify({ ...body, requestId: request.id });
    } catch {
      // not JSON after all: sent as it is
    }
    return payload;
  });
};
