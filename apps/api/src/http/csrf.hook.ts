import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../common/problem.js';

/** Paths that must carry `X-CSRF: 1`: a cross-site form or link cannot set a custom header. */
export const requiresCsrfHeader = (url: string): boolean => {
  const path = url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/') || path === '/bff/user';
};

/** Refuses (401) every API call without the header, before routing, so no route can forget it. */
export const csrfHook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (!requiresCsrfHeader(request.url)) return;
  if (request.headers['x-csrf'] === '1') return;
  await reply
    .status(401)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .send(problem(401, 'CSRF_HEADER_MISSING', 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.'));
};
