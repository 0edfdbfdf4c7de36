import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import { PENDING_LOGIN_MS } from './session-data.js';

/** Where session data is kept: a key, a JSON text, and an expiry time on the sessions' clock. */
export interface SessionBackend {
  get(key: string, now: number): Promise<string | undefined>;
  set(key: string, value: string, expiresAt: number, now: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes every session of a user but the one under `exceptKey`. */
  deleteOfUser(userId: number, exceptKey?: string): Promise<void>;
  close?(): Promise<void>;
}

export interface SessionLifetime {
  readonly idleMs: number;
  readonly absoluteMs: number;
  readonly now: () => number;
}

type Callback = (error?: unknown) => void;

/**
 * The store @fastify/session talks to, over a backend (SQL table or Redis). Keys are SHA-256 hashes of the session
 * ids, so a copy of the table does not hold usable ids. Sessions with nothing in them (no user, no pending external
 * login) are not kept. Each entry expires at the earlier of idle and absolute expiry.
 */
export class SessionStore {
  constructor(
    readonly backend: SessionBackend,
    private readonly lifetime: SessionLifetime,
  ) {}

  private key(sessionId: string) {
    return createHash('sha256').update(sessionId).digest('base64url');
  }

  expiresAt(session: Partial<Session>): number | undefined {
    if (session.userId !== undefined && session.createdAt !== undefined) {
      return Math.min((session.seenAt ?? session.createdAt) + this.lifetime.idleMs, session.createdAt + this.lifetime.absoluteMs);
    }
    if (session.oidc) return session.oidc.startedAt + PENDING_LOGIN_MS;
    return undefined;
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    const now = this.lifetime.now();
    const expiresAt = this.expiresAt(session);
    const work =
      expiresAt === undefined || expiresAt <= now
        ? this.backend.delete(this.key(sessionId))
        : this.backend.set(this.key(sessionId), JSON.stringify(session), expiresAt, now);
    work.then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.backend.get(this.key(sessionId), this.lifetime.now()).then(
      (value) => callback(null, value === undefined ? null : (JSON.parse(value) as Session)),
      (error) => callback(error),
    );
  }

  /** Ends every session of a user (a new password, deactivation), but the one of `keepSessionId` when given. */
  async endSessionsOf(userId: number, keepSessionId?: string): Promise<void> {
    await this.backend.deleteOfUser(userId, keepSessionId === undefined ? undefined : this.key(keepSessionId));
  }

  destroy(sessionId: string, callback: Callback): void {
    this.backend.delete(this.key(sessionId)).then(() => callback(), callback);
  }
}
