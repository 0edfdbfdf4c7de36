import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import type { JobQueue } from './job-queue.js';
import { withJobLog } from './job-log.js';

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** The queue the configuration asks for (see AppConfig.jobsBackend). */
export const createJobQueue = (config: AppConfig): JobQueue => {
  switch (config.jobsBackend) {
    case 'redis':
      if (!config.redisUrl) throw new Error('JOBS_BACKEND=redis needs REDIS_URL');
      return new BullMqJobQueue({ redisUrl: config.redisUrl }, config.jobsQueue);
    case 'postgres':
      if (!config.databaseUrl) throw new Error('JOBS_BACKEND=postgres needs DATABASE_URL');
      return new BullMqJobQueue({ postgresUrl: config.databaseUrl, schema: `${config.databaseSchema ?? 'navnebase'}_jobs` }, config.jobsQueue);
    case 'in-process':
      return new InProcessJobQueue();
  }
};

/**
 * Background jobs. Modules register their handlers when they initialise; the workers start once the whole
 * application is up, and stop (letting running jobs see the abort) when it shuts down.
 */
@Global()
@Module({
  providers: [{ provide: JOB_QUEUE, inject: [AppConfig], useFactory: (config: AppConfig) => withJobLog(createJobQueue(config)) }],
  exports: [JOB_QUEUE],
})
export class JobsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.start();
    this.logger.log(`Jobber kjører ${this.queue.backend === 'in-process' ? 'i prosessen' : `på BullMQ (${this.queue.backend})`}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
