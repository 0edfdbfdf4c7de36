import type { Redis } from 'ioredis';
import type { SessionBackend } from './session-store.js';

/** Sessions in Redis (REDIS_URL), each key expiring with its session. */
export class RedisSessionBackend implements SessionBackend {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'navnebase:session:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, expiresAt: number, now: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(expiresAt - now)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
