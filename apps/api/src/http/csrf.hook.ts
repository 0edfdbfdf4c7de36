import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../common/problem.js';

/**
 * The public change feed is read by other services and by `EventSource`, which cannot set headers; reading it has
 * no effect and answers only public data, so its GET routes are open to any origin.
 */
const PUBLIC_FEED = /^\/api\/v1\/Feed(\/Snapshot|\/Stream)?\/?$/;

/**
 * A finished export's file: a plain link (an e-mail, `curl -O`) downloads it. The job id is a random UUID, so the link
 * is the secret; the route serves export files only (public data), and files are removed after 24 hours.
 */
const EXPORT_FILE = /^\/api\/v1\/DataTransfer\/Jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/File$/;

/** Paths that must carry `X-CSRF: 1`: a cross-site form or link cannot set a custom header. */
export const requiresCsrfHeader = (url: string, method = 'GET'): boolean => {
  const path = url.split('?')[0]!;
  if ((method === 'GET' || method === 'HEAD') && (PUBLIC_FEED.test(path) || EXPORT_FILE.test(path))) return false;
  return path === '/api' || path.startsWith('/api/') || path === '/bff/user';
};

/** Refuses (401) every API call without the header, before routing, so no route can forget it. */
export const csrfHook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (!requiresCsrfHeader(request.url, request.method)) return;
  if (request.headers['x-csrf'] === '1') return;
  await reply
    .status(401)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .send(problem(401, 'CSRF_HEADER_MISSING', 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.'));
};
