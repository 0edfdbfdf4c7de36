import type { SqlClient } from '@navnebase/event-store';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import type { UserAccounts } from '../users/user-accounts.js';
import { LocalLogin } from './local-login.js';
import { LoginThrottle } from './login-throttle.js';
import { OIDC_CALLBACK_PATH, OidcLogin } from './oidc/oidc-login.js';
import { RedisSessionBackend } from './session/redis-session.backend.js';
import { sessionSecrets } from './session/session-secret.js';
import { SessionStore } from './session/session-store.js';
import { SqlSessionBackend } from './session/sql-session.backend.js';

/**
 * Everything login needs, built once from the configuration: the session store (Redis when REDIS_URL is set,
 * otherwise the `auth_session` table of the register's database), the cookie secrets, the login throttle, local
 * login, and the OpenID Connect client when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 */
export class AuthRuntime {
  private constructor(
    readonly config: AppConfig,
    readonly accounts: UserAccounts,
    readonly sessions: SessionStore,
    readonly secrets: string[],
    readonly throttle: LoginThrottle,
    readonly localLogin: LocalLogin,
    readonly oidc: OidcLogin | undefined,
    private readonly redis: Redis | undefined,
  ) {}

  static async create(config: AppConfig, sql: SqlClient, accounts: UserAccounts): Promise<AuthRuntime> {
    const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : undefined;
    try {
      await redis?.connect();
      const lifetime = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs, now: () => config.now() };
      const backend = redis ? new RedisSessionBackend(redis) : await SqlSessionBackend.create(sql);
      const throttle = await LoginThrottle.create(
        { perAccount: config.loginMaxFailuresPerAccount, perAddress: config.loginMaxFailuresPerAddress, windowSeconds: config.loginWindowSeconds },
        { sql, ...(redis ? { redis } : {}) },
        () => config.now(),
      );
      const sessions = new SessionStore(backend, lifetime);
      accounts.endSessionsWith((userId, keep) => sessions.endSessionsOf(userId, keep));
      const oidc = config.oidc ? new OidcLogin({ ...config.oidc, redirectUri: `${config.publicBaseUrl}${OIDC_CALLBACK_PATH}` }) : undefined;
      return new AuthRuntime(
        config,
        accounts,
        sessions,
        await sessionSecrets(sql, config.sessionSecret),
        throttle,
        new LocalLogin(accounts, throttle),
        oidc,
        redis,
      );
    } catch (error) {
      redis?.disconnect();
      throw error;
    }
  }

  get now(): number {
    return this.config.now();
  }

  /** The external provider's button on the login page, when one is configured. */
  externalLink(returnUrl: string): { name: string; href: string } | undefined {
    return this.oidc ? { name: this.config.oidcName, href: `/bff/login/oidc?returnUrl=${encodeURIComponent(returnUrl)}` } : undefined;
  }

  async close(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
