import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthRuntime } from './auth-runtime.js';
import { SESSION_COOKIE } from './session/session-data.js';
import { sessionActorHook } from './session/session-lifecycle.js';

/**
 * Puts sessions on the server: @fastify/cookie and @fastify/session with the register's session store, then the
 * hook that ends expired sessions and sets `request.actor`. The cookie is httpOnly, SameSite=Lax, Secure when the
 * request came over https (X-Forwarded-Proto counts from the proxies in TRUST_PROXY), and holds only the signed session id.
 * Form bodies (the login form) are parsed by the Nest Fastify adapter's own urlencoded parser.
 */
export const installAuth = async (app: NestFastifyApplication): Promise<void> => {
  const auth = app.get(AuthRuntime);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: auth.secrets,
    cookieName: SESSION_COOKIE,
    store: auth.sessions,
    saveUninitialized: false,
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: auth.config.sessionIdleMs },
  });
  app.getHttpAdapter().getInstance().addHook('onRequest', sessionActorHook(auth));
};
