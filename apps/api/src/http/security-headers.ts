import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The browser security headers of every answer (helmet): a Content-Security-Policy that lets the web app load only its
 * own scripts, styles, images and API (MUI writes its styles at run time, hence 'unsafe-inline' for styles only),
 * `frame-ancestors 'none'` (and X-Frame-Options) so no other site can frame it, `nosniff`, and
 * `Referrer-Policy: same-origin`. The login page sends a stricter policy of its own.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  // upgrade-insecure-requests would send a plain-http installation's own requests to https.
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers a helmet middleware sets, read once from a response that only records them. The policy has no
 * per-request parts (no nonces), so every answer gets the same headers; helmet's own middleware (and
 * @fastify/helmet's hook) would parse the options again for each request, a fifth of the cost of a small answer.
 */
export const headersSetBy = (middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.freeze(headers);
};

export const SECURITY_HEADERS = headersSetBy(helmet(HELMET_OPTIONS));

/** Puts the security headers on every answer, before routing (answers a route sets its own policy on keep theirs). */
export const installSecurityHeaders = (app: NestFastifyApplication): void => {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      void reply.headers(SECURITY_HEADERS);
      done();
    });
};
