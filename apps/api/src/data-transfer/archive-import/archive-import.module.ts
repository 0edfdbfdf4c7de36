import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { TransferFileStore } from '../transfer-file-store.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../../infrastructure/tokens.js';
import { JOB_QUEUE, JobsModule } from '../../jobs/jobs.module.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { ArchiveImportController } from './archive-import.http.controller.js';
import { ARCHIVE_CHECK_JOB, ARCHIVE_IMPORT_JOB, ArchiveImportService, type ArchiveJobPayload } from './archive-import.service.js';

/** Archive imports from the admin screen, as jobs (the upload is kept in the data transfer's file store). */
@Module({
  imports: [JobsModule],
  controllers: [ArchiveImportController],
  providers: [
    {
      provide: ArchiveImportService,
      inject: [REGISTER_STORES, SQL_CLIENT],
      useFactory: async (stores: RegisterStores, sql: SqlClient) => new ArchiveImportService(stores, await TransferFileStore.create(sql)),
    },
  ],
})
export class ArchiveImportModule implements OnModuleInit {
  constructor(
    private readonly service: ArchiveImportService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ArchiveJobPayload, unknown>(ARCHIVE_CHECK_JOB, (payload, context) => this.service.check(payload, context));
    this.jobs.register<ArchiveJobPayload, unknown>(ARCHIVE_IMPORT_JOB, (payload, context) => this.service.import(payload, context));
  }
}
