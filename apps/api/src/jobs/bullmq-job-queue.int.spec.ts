import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import pg from 'pg';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { jobQueueContract } from './testing/job-queue.contract.js';

// The same contract as the in-process queue, on real services: Redis when REDIS_URL is set (CI sets it), and
// BullMQ's PostgreSQL backend when DATABASE_URL is set. Each run uses a queue (and schema) of its own.
const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.DATABASE_URL;

if (redisUrl) {
  jobQueueContract('BullMQ on Redis', async () => {
    const queue = new BullMqJobQueue({ redisUrl }, `test-${randomUUID()}`);
    return Object.assign(queue, {
      dispose: async () => {
        const cleanup = new BullMqJobQueue({ redisUrl }, (queue as unknown as { name: string }).name);
        await cleanup.obliterate();
        await cleanup.close();
      },
    });
  });
} else {
  describe('BullMQ on Redis', () => it.skip('needs REDIS_URL', () => undefined));
}

if (databaseUrl) {
  jobQueueContract('BullMQ on PostgreSQL', async () => {
    const schema = `test_jobs_${randomUUID().slice(0, 8)}`;
    const queue = new BullMqJobQueue({ postgresUrl: databaseUrl, schema }, 'jobs');
    return Object.assign(queue, {
      dispose: async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    });
  });
} else {
  describe('BullMQ on PostgreSQL', () => it.skip('needs DATABASE_URL', () => undefined));
}
