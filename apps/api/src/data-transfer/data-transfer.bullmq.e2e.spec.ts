import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { BullMqJobQueue } from '../jobs/bullmq-job-queue.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { multipart, rowsOfXlsx, xlsxFile, XLSX } from './testing/spreadsheets.js';

// The import and export jobs through the API on BullMQ with real Redis (CI sets REDIS_URL). The queue gets a
// name of its own, so parallel suites on the same Redis never take each other's jobs.
const redisUrl = process.env.REDIS_URL;
const ADMIN = { 'x-csrf': '1', ...actorHeader() };

(redisUrl ? describe : describe.skip)('DataTransfer jobs on BullMQ and Redis', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const queueName = `test-dt-${randomUUID()}`;

  const finishedJob = async (jobId: string) => {
    for (;;) {
      const job = (await app.inject({ method: 'GET', url: `/api/v1/DataTransfer/Jobs/${jobId}`, headers: ADMIN })).json();
      if (job.state !== 'waiting' && job.state !== 'active') return job;
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'fixture', source: 'test', taxa: mammalTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, { REDIS_URL: redisUrl!, JOBS_QUEUE: queueName }, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app.close();
    const cleanup = new BullMqJobQueue({ redisUrl: redisUrl! }, queueName);
    await cleanup.obliterate();
    await cleanup.close();
    await stores.close();
  });

  it('runs on the Redis backend', () => {
    expect(app.get<JobQueue>(JOB_QUEUE).backend).toBe('redis');
  });

  it('imports through a BullMQ job, synchronously and with async=true', async () => {
    const file = async (name: string) => xlsxFile(['parentScientificNameId', 'rank', 'scientificName', 'author'], [[6, 'Species', name, 'A, 2000']]);
    const sync = multipart([{ fileName: 'a.xlsx', contentType: XLSX, content: await file('redisensis') }]);
    const answered = await app.inject({
      method: 'POST',
      url: '/api/v1/DataTransfer/Import',
      headers: { ...ADMIN, ...sync.headers },
      payload: sync.payload,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.payload).toContain('a.xlsx is imported.');
    const body = multipart([{ fileName: 'b.xlsx', contentType: XLSX, content: await file('bullensis') }]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/DataTransfer/Import?async=true',
      headers: { ...ADMIN, ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(started.json().jobId);
    expect(job).toMatchObject({ state: 'completed', imported: true, progress: 100 });
    const names = [...stores.register.current.names.values()].map((n) => n.scientificName);
    expect(names).toEqual(expect.arrayContaining(['Ursus redisensis', 'Ursus bullensis']));
  });

  it('answers a refused file with its problems', async () => {
    const content = await xlsxFile(['parentScientificNameId', 'rank', 'scientificName', 'author'], [[4242, 'Species', 'Ursus x', 'A']]);
    const body = multipart([{ fileName: 'c.xlsx', contentType: XLSX, content }]);
    const answered = await app.inject({
      method: 'POST',
      url: '/api/v1/DataTransfer/Import',
      headers: { ...ADMIN, ...body.headers },
      payload: body.payload,
    });
    expect(answered.statusCode).toBe(400);
    expect(answered.json().problems).toEqual([{ row: 2, column: 'A (parentScientificNameId)', message: expect.stringContaining('4242') }]);
  });

  it('runs an export job and serves its file', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/v1/DataTransfer/Export?scientificNameId=6&exportType=Excel', headers: ADMIN });
    expect(started.statusCode).toBe(202);
    const job = await finishedJob(started.json().jobId);
    expect(job).toMatchObject({ state: 'completed', fileName: 'navnebase-Ursus.xlsx' });
    const file = await app.inject({ method: 'GET', url: job.fileUrl, headers: ADMIN });
    const rows = await rowsOfXlsx(file.rawPayload);
    expect(rows.slice(1).map((r) => r[4])).toEqual(expect.arrayContaining(['Ursus', 'Ursus arctos', 'Ursus redisensis']));
  });
});
