import { Module } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { SQL_CLIENT } from '../infrastructure/tokens.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { OpsModule } from '../ops/ops.module.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { UsageCheck } from './usage-check.js';
import { WebhookStore } from './webhook-store.js';
import { WebhooksController } from './webhooks.http.controller.js';

/** Signed webhook deliveries of the change feed, and their administration. */
@Module({
  imports: [JobsModule, OpsModule],
  controllers: [WebhooksController],
  providers: [
    { provide: WebhookStore, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => WebhookStore.create(sql) },
    WebhookDispatcher,
    UsageCheck,
  ],
  exports: [UsageCheck],
})
export class WebhooksModule {}
