import { InProcessJobQueue } from './in-process-job-queue.js';
import { jobQueueContract } from './testing/job-queue.contract.js';

jobQueueContract('in-process', async () => new InProcessJobQueue());
