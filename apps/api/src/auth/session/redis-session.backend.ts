import type { Redis } from 'ioredis';
import type { SessionBackend } from './session-store.js';

/**
 * Sessions in Redis (REDIS_URL), each key expiring with its session; a set per user holds the keys of the user's
 * sessions, so they can be ended together.
 */
export class RedisSessionBackend implements SessionBackend {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'navnebase:session:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, expiresAt: number, now: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil(expiresAt - now));
    const userId = (JSON.parse(value) as { userId?: unknown }).userId;
    const multi = this.redis.multi().set(this.prefix + key, value, 'PX', ttl);
    if (typeof userId === 'number') {
      const set = this.userSet(userId);
      multi.sadd(set, key).pexpire(set, ttl, 'GT').pexpire(set, ttl, 'NX');
    }
    await multi.exec();
  }

  async deleteOfUser(userId: number, exceptKey?: string): Promise<void> {
    const keys = (await this.redis.smembers(this.userSet(userId))).filter((key) => key !== exceptKey);
    if (keys.length === 0) return;
    await this.redis
      .multi()
      .del(...keys.map((key) => this.prefix + key))
      .srem(this.userSet(userId), ...keys)
      .exec();
  }

  private userSet(userId: number) {
    return `${this.prefix}user:${userId}`;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
