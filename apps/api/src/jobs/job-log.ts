import { Logger } from '@nestjs/common';
import { outsideRequests } from '../logging/request-context.js';
import { JobCancelledError, PermanentJobError, type JobHandler, type JobQueue } from './job-queue.js';

const logger = new Logger('Job');

/** How one run of a job ended: `retry` when it failed and the queue will try it again. */
export type JobRunEnd = 'completed' | 'failed' | 'cancelled' | 'retry';

/** A handler that writes one log line per run: kind, job id, attempt, how it ended and how long it took. */
export const loggedJob =
  <P, R>(kind: string, handler: JobHandler<P, R>): JobHandler<P, R> =>
  (payload, context) =>
    // A job belongs to no request, even when a request added it (its lines carry the job's id instead).
    outsideRequests(async () => {
      const started = performance.now();
      const line = (outcome: JobRunEnd, error?: unknown) => ({
        msg: `${kind}: ${outcome}`,
        kind,
        jobId: context.id,
        attempt: context.attempt,
        maxAttempts: context.maxAttempts,
        outcome,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(error !== undefined ? { error: error instanceof Error ? error.message : String(error) } : {}),
      });
      try {
        const result = await handler(payload, context);
        logger.log(line('completed'));
        return result;
      } catch (error) {
        if (error instanceof JobCancelledError || context.signal.aborted) logger.log(line('cancelled'));
        else if (error instanceof PermanentJobError || context.attempt >= context.maxAttempts) logger.warn(line('failed', error));
        else logger.warn(line('retry', error));
        throw error;
      }
    });

/** The queue, with every handler registered on it logging its runs. */
export const withJobLog = (queue: JobQueue): JobQueue => {
  const register = queue.register.bind(queue);
  return Object.assign(queue, { register: <P, R>(kind: string, handler: JobHandler<P, R>) => register(kind, loggedJob(kind, handler)) });
};
