import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import type { ReadModelQueries } from '@navnebase/projections';
import { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import { READ_MODEL_STORE, SQL_CLIENT } from '../infrastructure/tokens.js';
import { JOB_QUEUE, JobsModule } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { MATCH_JOB, MatchJobService, type MatchJobPayload } from './match-job.js';
import { NameMatchController } from './name-match.http.controller.js';

/** Listesøk: species lists matched against the register (public), long lists as jobs. */
@Module({
  imports: [JobsModule],
  controllers: [NameMatchController],
  providers: [
    {
      provide: MatchJobService,
      inject: [READ_MODEL_STORE, SQL_CLIENT],
      useFactory: async (readModels: ReadModelQueries, sql: SqlClient) => new MatchJobService(readModels, await TransferFileStore.create(sql)),
    },
  ],
})
export class NameMatchModule implements OnModuleInit {
  constructor(
    private readonly service: MatchJobService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register<MatchJobPayload, unknown>(MATCH_JOB, (payload, context) => this.service.run(payload, context));
  }
}
