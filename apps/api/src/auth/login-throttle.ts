import type { SqlClient } from '@navnebase/event-store';
import type { Redis } from 'ioredis';
import { RedisLoginCounters, SqlLoginCounters, type LoginCounterStore } from './login-counters.js';
import { globalBackoffSchedule, globalFreeAttempts, loginCounterKeys, verdictOf, type LoginLimits } from './login-limits.js';

export type { LoginLimits } from './login-limits.js';

/** A login attempt that was counted and may go on to the password check. */
export interface AdmittedAttempt {
  readonly email: string;
  readonly address: string;
  /** The counts this attempt was given (for the lock-out metrics). */
  readonly counts: { readonly address: number; readonly pair: number; readonly account: number };
}

export type Admission = { readonly admitted: true; readonly attempt: AdmittedAttempt } | { readonly admitted: false; readonly retryAfterMs: number };

const NO_PAUSE = [0] as const;

/**
 * Login limits that hold under parallel attempts and over several processes: every attempt is counted before the
 * password is checked, each count one atomic step in the shared store (the `auth_login_attempt` table of the
 * register's database, PostgreSQL or PGlite, or Redis when REDIS_URL is set), and an attempt over a limit never
 * reaches the password check.
 *
 * - per (account, address) pair: `perAccount` attempts in the window, then that pair is locked until it ends (even
 *   the right password is refused), so a guesser is stopped without locking the account's owner out elsewhere;
 * - per address: `perAddress` failed attempts over all accounts;
 * - per account, over all addresses: a slower back-off (see `globalBackoffSchedule`) against guessing from many
 *   addresses, which delays the owner by at most a minute and never locks them out.
 * A successful login clears the pair and the account's back-off.
 */
export class LoginThrottle {
  /** Told of every failed login and every lock-out (metrics). */
  observer?: { failure(): void; lockout(scope: 'account' | 'address' | 'global'): void };
  private readonly windowMs: number;
  private readonly backoff: number[];

  constructor(
    private readonly counters: LoginCounterStore,
    private readonly limits: LoginLimits,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windowMs = limits.windowSeconds * 1000;
    this.backoff = globalBackoffSchedule(limits);
  }

  static async create(limits: LoginLimits, stores: { sql: SqlClient; redis?: Redis }, now?: () => number): Promise<LoginThrottle> {
    const counters = stores.redis ? new RedisLoginCounters(stores.redis) : await SqlLoginCounters.create(stores.sql);
    return new LoginThrottle(counters, limits, now);
  }

  /**
   * Counts an attempt, address first, then the pair, then the account's back-off. The first that refuses ends it, and
   * the counts it already took are given back: only attempts that reach the password check are held against anyone
   * (a guesser hammering a locked pair does not use up the address, nor a refused owner their pair).
   */
  async admit(email: string, address: string): Promise<Admission> {
    const keys = loginCounterKeys(email, address);
    const now = this.now();
    const counted: string[] = [];
    const check = async (scope: 'address' | 'account' | 'global', key: string, limit: number, pauses: readonly number[]) => {
      const answer = await this.counters.count(key, now, this.windowMs, pauses);
      if (answer.admitted) counted.push(key);
      const verdict = verdictOf(scope, answer, limit, now);
      if (verdict.allowed) return answer.admitted ? answer.count : 0;
      await Promise.all(counted.map((k) => this.counters.uncount(k)));
      return { admitted: false as const, retryAfterMs: verdict.retryAfterMs };
    };
    const byAddress = await check('address', keys.address, this.limits.perAddress, NO_PAUSE);
    if (typeof byAddress !== 'number') return byAddress;
    const pair = await check('account', keys.pair, this.limits.perAccount, NO_PAUSE);
    if (typeof pair !== 'number') return pair;
    const account = await check('global', keys.account, Number.POSITIVE_INFINITY, this.backoff);
    if (typeof account !== 'number') return account;
    return { admitted: true, attempt: { email, address, counts: { address: byAddress, pair, account } } };
  }

  /** The password was wrong: the attempt stays counted. */
  recordFailure(attempt: AdmittedAttempt): void {
    this.observer?.failure();
    if (attempt.counts.pair === this.limits.perAccount) this.observer?.lockout('account');
    if (attempt.counts.address === this.limits.perAddress) this.observer?.lockout('address');
    if (attempt.counts.account === globalFreeAttempts(this.limits)) this.observer?.lockout('global');
  }

  async recordSuccess(attempt: AdmittedAttempt): Promise<void> {
    const keys = loginCounterKeys(attempt.email, attempt.address);
    await Promise.all([this.counters.uncount(keys.address), this.counters.clear(keys.pair), this.counters.clear(keys.account)]);
  }
}
