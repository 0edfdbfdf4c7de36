import { type UserRecord } from '@navnebase/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { displayName } from '../../users/user.view.js';
import type { Actor } from '../../access/actor.js';
import type { AuthRuntime } from '../auth-runtime.js';
import './session-data.js';

export const actorOf = (user: UserRecord): Actor => ({
  userId: String(user.id),
  name: displayName(user),
  email: user.email,
  hasAccess: user.hasAccess,
  isAdmin: user.isAdmin,
  permissions: user.userPermissions.map((p) => p.nameId),
});

/** Starts a session for a user who has just proved who they are: a new session id (rotation), a new `sid`. */
export const startSession = async (request: FastifyRequest, user: UserRecord, method: 'local' | 'oidc', now: number): Promise<void> => {
  await request.session.regenerate();
  const session = request.session;
  session.userId = user.id;
  session.sid = randomBytes(16).toString('base64url');
  session.createdAt = now;
  session.seenAt = now;
  session.method = method;
  request.actor = actorOf(user);
};

/** The session's remaining life in seconds: the earlier of idle and absolute expiry. */
export const sessionExpiresIn = (runtime: AuthRuntime, request: FastifyRequest): number => {
  const expiresAt = runtime.sessions.expiresAt(request.session ?? {});
  return expiresAt === undefined ? 0 : Math.max(0, Math.round((expiresAt - runtime.now) / 1000));
};

/** A session's last request is written at most this often (each write also renews the cookie). */
const touchInterval = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 10));

const isAppPath = (url: string) => url.startsWith('/api') || url.startsWith('/bff');

/**
 * Runs after @fastify/session has loaded the session: ends it when idle or absolute expiry has passed, records the
 * request time, and sets `request.actor` from the users read model (so a change of rights or access applies at once).
 */
export const sessionActorHook = (runtime: AuthRuntime) =>
  async function sessionActor(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = request.session;
    if (!session || session.userId === undefined) return;
    const now = runtime.now;
    const { sessionIdleMs: idle, sessionAbsoluteMs: absolute } = runtime.config;
    const createdAt = session.createdAt ?? 0;
    const seenAt = session.seenAt ?? createdAt;
    if (now - seenAt >= idle || now - createdAt >= absolute) {
      await session.regenerate();
      return;
    }
    if (now - seenAt >= touchInterval(idle)) session.seenAt = now;
    if (!isAppPath(request.url)) return;
    const user = await runtime.accounts.readModel.byId(session.userId);
    if (!user) {
      await session.regenerate();
      return;
    }
    request.actor = actorOf(user);
  };
