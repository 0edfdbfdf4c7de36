import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import { SQL_CLIENT } from '../infrastructure/tokens.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { JOB_QUEUE, JobsModule } from '../jobs/jobs.module.js';
import { AUDIT_EXPORT_JOB, runAuditExport, type AuditExportPayload } from './audit-export.js';
import { AuditController, AuditGuard } from './audit.http.controller.js';

/** The audit log of every change, for administrators, and its export job (files kept with the data transfer's). */
@Module({
  imports: [JobsModule],
  controllers: [AuditController],
  providers: [AuditGuard, { provide: TransferFileStore, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => TransferFileStore.create(sql) }],
})
export class AuditModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly files: TransferFileStore,
  ) {}

  onModuleInit(): void {
    this.jobs.register<AuditExportPayload, unknown>(AUDIT_EXPORT_JOB, (payload, context) => runAuditExport(this.sql, this.files, payload, context));
  }
}
