import { Inject, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EventStore, SqlClient } from '@navnebase/event-store';
import { EVENT_STORE, REGISTER_COMMANDS, SQL_CLIENT } from '../infrastructure/tokens.js';
import { JOB_QUEUE, JobsModule } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { RegisterCommands } from '../register/register-commands.js';
import { DataTransferController } from './data-transfer.http.controller.js';
import { DataTransferService, EXPORT_JOB, IMPORT_JOB, type ExportJobPayload, type ImportJobPayload } from './data-transfer.service.js';
import { ExamplesController } from './examples.http.controller.js';
import { TransferFileStore } from './transfer-file-store.js';

const SWEEP_EVERY_MS = 60 * 60_000;

/** Export and import (spec 2 §2.7–2.8) with their jobs, and the import screen's example files. */
@Module({
  imports: [JobsModule],
  controllers: [DataTransferController, ExamplesController],
  providers: [
    {
      provide: DataTransferService,
      inject: [REGISTER_COMMANDS, EVENT_STORE, SQL_CLIENT],
      useFactory: async (register: RegisterCommands, events: EventStore, sql: SqlClient) =>
        new DataTransferService(register, events, sql, await TransferFileStore.create(sql)),
    },
  ],
})
export class DataTransferModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('DataTransfer');
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly service: DataTransferService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ImportJobPayload, unknown>(IMPORT_JOB, (payload, context) => this.service.runImport(payload, context));
    this.jobs.register<ExportJobPayload, unknown>(EXPORT_JOB, (payload, context) => this.service.runExport(payload, context));
    this.sweeper = setInterval(() => {
      this.service.files.sweep().catch((error: unknown) => this.logger.warn(`Kunne ikke rydde gamle filer: ${String(error)}`));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}
