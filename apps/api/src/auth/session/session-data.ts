/** A login through the external identity provider that has been started and not yet finished. */
export interface PendingOidcLogin {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly returnUrl: string;
  readonly startedAt: number;
}

/** What a server-side session holds. The cookie carries only the (signed) session id. */
declare module 'fastify' {
  interface Session {
    /** The logged-in user. */
    userId?: number;
    /** Public id of the login (claim `sid`); logout requires it, so a cross-site link cannot log anyone out. */
    sid?: string;
    /** Login time and last request, on the sessions' clock (ms). */
    createdAt?: number;
    seenAt?: number;
    method?: 'local' | 'oidc';
    oidc?: PendingOidcLogin;
  }
}

export const SESSION_COOKIE = 'navnebase_session';
/** A pending external login must finish within this time. */
export const PENDING_LOGIN_MS = 10 * 60_000;
