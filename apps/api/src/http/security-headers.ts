import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The browser security headers of every answer (@fastify/helmet): a Content-Security-Policy that lets the web app
 * load only its own scripts, styles, images and API (MUI writes its styles at run time, hence 'unsafe-inline' for
 * styles only), `frame-ancestors 'none'` (and X-Frame-Options) so no other site can frame it, `nosniff`, and
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

export const installSecurityHeaders = async (app: NestFastifyApplication): Promise<void> => {
  await app.register(fastifyHelmet, {
    global: true,
    // upgrade-insecure-requests would send a plain-http installation's own requests to https.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
};
