import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { PermanentJobError, waitForJob, type JobContext, type JobQueue } from '../job-queue.js';

interface Gate {
  released: boolean;
  release(): void;
}
const gate = (): Gate => {
  const g: Gate = { released: false, release: () => (g.released = true) };
  return g;
};

/** Polls until `check` holds (no timing assertion: the test's own timeout is the limit). */
const eventually = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
};

/** The behaviour every job queue backend must have: one suite, run against each (in-process, Redis, PostgreSQL). */
export const jobQueueContract = (name: string, create: () => Promise<JobQueue & { dispose?: () => Promise<void> }>) =>
  describe(`${name} job queue`, () => {
    let queue: JobQueue & { dispose?: () => Promise<void> };
    const runs: Record<string, number> = {};
    const gates = new Map<string, Gate>();

    beforeEach(async () => {
      queue = await create();
      queue.register<{ key: string; value: number }, { doubled: number }>('double', async ({ key, value }, context) => {
        runs[key] = (runs[key] ?? 0) + 1;
        await context.progress(50, 'Halvveis');
        return { doubled: value * 2 };
      });
      queue.register<{ key: string }, string>('wait', async ({ key }, context: JobContext) => {
        runs[key] = (runs[key] ?? 0) + 1;
        await context.progress(10, 'Venter');
        while (!gates.get(key)?.released) {
          await context.throwIfCancelled();
          await new Promise((r) => setTimeout(r, 20));
        }
        return 'ferdig';
      });
      queue.register<{ key: string; failures: number; permanent?: boolean }, string>('flaky', async ({ key, failures, permanent }, context) => {
        runs[key] = (runs[key] ?? 0) + 1;
        if (permanent) throw new PermanentJobError('Feil i filen');
        if (context.attempt <= failures) throw new Error(`forsøk ${context.attempt} feilet`);
        return `ok etter ${context.attempt}`;
      });
      await queue.start();
    });
    afterEach(async () => {
      for (const gate of gates.values()) gate.release();
      await queue.close();
      await queue.dispose?.();
    });

    it('runs a job and answers its progress message and result', async () => {
      const job = await queue.add('double', { key: 'a', value: 21 });
      expect(['waiting', 'active', 'completed']).toContain(job.state);
      const done = await waitForJob(queue, job.id);
      expect(done).toMatchObject({
        state: 'completed',
        progress: 100,
        result: { doubled: 42 },
        kind: 'double',
        message: 'Halvveis',
        cancelRequested: false,
      });
      expect(done!.finishedAt).toBeDefined();
    });

    it('answers the existing job when the same id is added again, and runs it once', async () => {
      const id = `same-${Date.now()}`;
      await queue.add('double', { key: 'b', value: 1 }, { jobId: id });
      await waitForJob(queue, id);
      const again = await queue.add('double', { key: 'b', value: 2 }, { jobId: id });
      expect(again).toMatchObject({ id, state: 'completed', result: { doubled: 2 } });
      expect(runs.b).toBe(1);
    });

    it('cancels a running job at its next safe point', async () => {
      gates.set('c', gate());
      const job = await queue.add('wait', { key: 'c' });
      // "active" can be reported a moment before the handler is called: wait until it runs
      await eventually(async () => runs.c === 1 && (await queue.get(job.id))?.state === 'active');
      const asked = await queue.cancel(job.id);
      expect(asked!.cancelRequested).toBe(true);
      const done = await waitForJob(queue, job.id);
      expect(done).toMatchObject({ state: 'cancelled', cancelRequested: true });
      expect(done!.result).toBeUndefined();
      expect(runs.c).toBe(1);
    });

    it('cancels a waiting job before it runs', async () => {
      const blockers = ['d1', 'd2', 'd3'];
      for (const key of blockers) gates.set(key, gate());
      const running = await Promise.all(blockers.map((key) => queue.add('wait', { key })));
      const waiting = await queue.add('double', { key: 'd-waiting', value: 1 });
      const cancelled = await queue.cancel(waiting.id);
      for (const key of blockers) gates.get(key)!.release();
      await Promise.all(running.map((j) => waitForJob(queue, j.id)));
      expect(cancelled!.state).toBe('cancelled');
      expect((await waitForJob(queue, waiting.id))!.state).toBe('cancelled');
      expect(runs['d-waiting']).toBeUndefined();
    });

    it('retries a failing job up to its attempts, and never retries a permanent failure', async () => {
      const retried = await queue.add('flaky', { key: 'e', failures: 1 }, { attempts: 2, backoffMs: 10 });
      expect(await waitForJob(queue, retried.id)).toMatchObject({ state: 'completed', result: 'ok etter 2' });
      const exhausted = await queue.add('flaky', { key: 'f', failures: 5 }, { attempts: 2, backoffMs: 10 });
      expect(await waitForJob(queue, exhausted.id)).toMatchObject({ state: 'failed', error: 'forsøk 2 feilet' });
      const permanent = await queue.add('flaky', { key: 'g', failures: 0, permanent: true }, { attempts: 3, backoffMs: 10 });
      expect(await waitForJob(queue, permanent.id)).toMatchObject({ state: 'failed', error: 'Feil i filen' });
      expect([runs.e, runs.f, runs.g]).toEqual([2, 2, 1]);
    });

    it('counts unfinished jobs per kind, and tells how each job run here ended (a retried job once, at its end)', async () => {
      const ended: string[] = [];
      queue.onFinished((kind, state) => ended.push(`${kind}:${state}`));
      gates.set('h', gate());
      const held = await queue.add('wait', { key: 'h' });
      await eventually(async () => (await queue.get(held.id))?.state === 'active');
      expect((await queue.depth()).wait).toEqual({ waiting: 0, active: 1 });
      gates.get('h')!.release();
      await waitForJob(queue, held.id);
      expect((await queue.depth()).wait ?? { waiting: 0, active: 0 }).toEqual({ waiting: 0, active: 0 });
      const failed = await queue.add('flaky', { key: 'i', failures: 5 }, { attempts: 2, backoffMs: 10 });
      await waitForJob(queue, failed.id);
      gates.set('j', gate());
      const cancelled = await queue.add('wait', { key: 'j' });
      await eventually(async () => (await queue.get(cancelled.id))?.state === 'active');
      await queue.cancel(cancelled.id);
      await waitForJob(queue, cancelled.id);
      await eventually(async () => ended.length >= 3);
      expect(ended).toEqual(['wait:completed', 'flaky:failed', 'wait:cancelled']);
    });

    it('answers undefined for an unknown job', async () => {
      expect(await queue.get('finnes-ikke')).toBeUndefined();
      expect(await queue.cancel('finnes-ikke')).toBeUndefined();
    });
  });
