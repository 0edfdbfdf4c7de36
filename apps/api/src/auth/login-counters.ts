import { withSchemaLock, type SqlClient } from '@navnebase/event-store';
import type { Redis } from 'ioredis';
import type { CounterAnswer } from './login-limits.js';

/**
 * Where login attempts are counted. `count` is one atomic step: it adds the attempt to the key's count within its
 * window (a new window starts when the last one has passed) and sets the pause before the next attempt from
 * `pauses` (entry i after attempt i + 1, the last entry repeating); while a pause runs, the attempt is refused and
 * not counted. Every process on one database (or one Redis) shares the counts.
 */
export interface LoginCounterStore {
  count(key: string, now: number, windowMs: number, pauses: readonly number[]): Promise<CounterAnswer>;
  /** Takes one attempt back (a successful login is not held against the address). */
  uncount(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export const LOGIN_COUNTER_SCHEMA = `
-- The counters' earlier table, no longer read or written.
DROP TABLE IF EXISTS auth_login_throttle;
CREATE TABLE IF NOT EXISTS auth_login_attempt (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends bigint NOT NULL,
  next_at bigint NOT NULL
);
`;

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts in the `auth_login_attempt` table (PostgreSQL or the embedded PGlite), each attempt one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE` statement: PostgreSQL takes the row's lock, so parallel attempts on one key
 * are counted one after the other and each sees the count the one before left.
 */
export class SqlLoginCounters implements LoginCounterStore {
  private lastSweep = 0;

  private constructor(private readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<SqlLoginCounters> {
    await sql.exec(withSchemaLock(LOGIN_COUNTER_SCHEMA));
    return new SqlLoginCounters(sql);
  }

  async count(key: string, now: number, windowMs: number, pauses: readonly number[]): Promise<CounterAnswer> {
    const { rows } = await this.sql.query<{ count: number; window_ends: string | number }>(
      `INSERT INTO auth_login_attempt AS a (key, count, window_ends, next_at)
       VALUES ($1, 1, $2::bigint + $3::bigint, $2::bigint + ($4::bigint[])[1])
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN a.window_ends <= $2::bigint THEN 1 ELSE a.count + 1 END,
         window_ends = CASE WHEN a.window_ends <= $2::bigint THEN $2::bigint + $3::bigint ELSE a.window_ends END,
         next_at = $2::bigint + ($4::bigint[])[LEAST(CASE WHEN a.window_ends <= $2::bigint THEN 1 ELSE a.count + 1 END, cardinality($4::bigint[]))]
       WHERE a.window_ends <= $2::bigint OR a.next_at <= $2::bigint
       RETURNING count, window_ends`,
      [key, now, windowMs, `{${pauses.map((p) => Math.round(p)).join(',')}}`],
    );
    await this.sweep(now);
    const row = rows[0];
    if (row) return { admitted: true, count: Number(row.count), windowEnds: Number(row.window_ends) };
    const pending = await this.sql.query<{ next_at: string | number }>(`SELECT next_at FROM auth_login_attempt WHERE key = $1`, [key]);
    return { admitted: false, retryAt: Number(pending.rows[0]?.next_at ?? now) };
  }

  async uncount(key: string): Promise<void> {
    await this.sql.query(`UPDATE auth_login_attempt SET count = GREATEST(count - 1, 0) WHERE key = $1`, [key]);
  }

  async clear(key: string): Promise<void> {
    await this.sql.query(`DELETE FROM auth_login_attempt WHERE key = $1`, [key]);
  }

  private async sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.sql.query(`DELETE FROM auth_login_attempt WHERE window_ends <= $1 AND next_at <= $1`, [now]);
  }
}

/** The same step in Redis, as one script (Redis runs a script alone): HINCRBY on the key's hash. */
const COUNT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local pauses = cjson.decode(ARGV[3])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next'))
local count
if (not ends) or ends <= now then
  ends = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'ends', ends)
elseif nextAt and nextAt > now then
  return {0, tostring(nextAt)}
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
local pause = pauses[math.min(count, #pauses)]
redis.call('HSET', KEYS[1], 'next', now + pause)
redis.call('PEXPIRE', KEYS[1], math.max(ends - now, pause) + 1000)
return {count, tostring(ends)}
`;

const UNCOUNT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], 'count', -1) < 0 then redis.call('HSET', KEYS[1], 'count', 0) end
return 0
`;

export class RedisLoginCounters implements LoginCounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'navnebase:login:',
  ) {}

  async count(key: string, now: number, windowMs: number, pauses: readonly number[]): Promise<CounterAnswer> {
    const [count, at] = (await this.redis.eval(COUNT_SCRIPT, 1, this.prefix + key, now, windowMs, JSON.stringify(pauses))) as [number, string];
    return count === 0 ? { admitted: false, retryAt: Number(at) } : { admitted: true, count, windowEnds: Number(at) };
  }

  async uncount(key: string): Promise<void> {
    await this.redis.eval(UNCOUNT_SCRIPT, 1, this.prefix + key);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
