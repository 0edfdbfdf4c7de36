import type { SqlClient } from '@navnebase/event-store';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginLimits {
  /** Failed logins allowed per account (e-mail) and per client address within the window. */
  readonly perAccount: number;
  readonly perAddress: number;
  readonly windowSeconds: number;
}

/**
 * Throttles logins with rate-limiter-flexible: failed attempts are counted per account and per address; once
 * either count reaches its limit, logins are refused until the window has passed (even with the right password).
 * A successful login clears the account's count. The counts live in Redis when REDIS_URL is set, in PostgreSQL in
 * server mode, and in memory in embedded mode.
 */
export class LoginThrottle {
  /** Told of every failed login and every lock-out (metrics). */
  observer?: { failure(): void; lockout(scope: 'account' | 'address'): void };

  constructor(
    private readonly byAccount: RateLimiterAbstract,
    private readonly byAddress: RateLimiterAbstract,
  ) {}

  static async create(limits: LoginLimits, stores: { sql?: SqlClient; redis?: Redis } = {}): Promise<LoginThrottle> {
    const make = async (keyPrefix: string, points: number): Promise<RateLimiterAbstract> => {
      const options = { keyPrefix, points, duration: limits.windowSeconds };
      if (stores.redis)
        return new RateLimiterRedis({ ...options, keyPrefix: `navnebase:${keyPrefix}`, storeClient: stores.redis, useRedisPackage: false });
      const sql = stores.sql;
      if (sql?.dialect === 'postgres') {
        // rate-limiter-flexible calls `query({ text, values })` on a pool and reads `rows` and `rowCount`; the shared SQL client answers it.
        const storeClient = {
          query: async (q: { text: string; values?: unknown[] }) => {
            const { rows, affectedRows } = await sql.query(q.text, q.values ?? []);
            return { rows, rowCount: affectedRows ?? rows.length };
          },
        };
        return new Promise<RateLimiterAbstract>((resolve, reject) => {
          const limiter: RateLimiterAbstract = new RateLimiterPostgres(
            { ...options, storeClient, storeType: 'pool', tableName: 'auth_login_throttle', clearExpiredByTimeout: true },
            (error?: unknown) => (error ? reject(error) : resolve(limiter)),
          );
        });
      }
      return new RateLimiterMemory(options);
    };
    const byAccount = await make('login_account', limits.perAccount);
    const byAddress = await make('login_address', limits.perAddress);
    return new LoginThrottle(byAccount, byAddress);
  }

  private static accountKey(email: string) {
    return email.trim().toLowerCase().slice(0, 254);
  }

  /** Milliseconds until a login may be tried again, or undefined when it may be tried now. */
  async blockedFor(email: string, address: string): Promise<number | undefined> {
    const [account, client] = await Promise.all([this.byAccount.get(LoginThrottle.accountKey(email)), this.byAddress.get(address)]);
    const waits = [
      account && account.consumedPoints >= this.byAccount.points ? account.msBeforeNext : undefined,
      client && client.consumedPoints >= this.byAddress.points ? client.msBeforeNext : undefined,
    ].filter((ms): ms is number => ms !== undefined);
    return waits.length ? Math.max(1000, ...waits) : undefined;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const swallowLimit = (error: unknown) => {
      if (error instanceof Error) throw error;
    };
    this.observer?.failure();
    // The failure that reaches a limit locks the account (or the address) out for the window.
    const lockedOut = (limiter: RateLimiterAbstract, scope: 'account' | 'address') => (result: { consumedPoints: number }) => {
      if (result.consumedPoints === limiter.points) this.observer?.lockout(scope);
    };
    await Promise.all([
      this.byAccount.consume(LoginThrottle.accountKey(email)).then(lockedOut(this.byAccount, 'account'), swallowLimit),
      this.byAddress.consume(address).then(lockedOut(this.byAddress, 'address'), swallowLimit),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byAccount.delete(LoginThrottle.accountKey(email));
  }
}
