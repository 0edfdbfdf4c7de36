import { waitForJob, type JobQueue } from '../job-queue.js';

/**
 * Keeps every worker of the queue busy (the in-process queue runs two jobs at once), so that the next job waits for its
 * turn: what a test needs to cancel a job before it runs. `release` lets the blocking jobs end and waits for them.
 */
export const occupyWorkers = async (queue: JobQueue, workers = 2): Promise<{ release: () => Promise<void> }> => {
  let released = false;
  queue.register('test.occupy', async () => {
    while (!released) await new Promise((resolve) => setTimeout(resolve, 10));
    return 'ok';
  });
  const blockers: { id: string }[] = [];
  for (let i = 0; i < workers; i++) blockers.push(await queue.add('test.occupy', {}));
  return {
    release: async () => {
      released = true;
      for (const blocker of blockers) await waitForJob(queue, blocker.id);
    },
  };
};
