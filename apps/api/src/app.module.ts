import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchiveImportModule } from './data-transfer/archive-import/archive-import.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AppConfig } from './config/app-config.js';
import { DataTransferModule } from './data-transfer/data-transfer.module.js';
import { FeedModule } from './feed/feed.module.js';
import type { RegisterStores } from './infrastructure/register-stores.js';
import { StoresModule } from './infrastructure/stores.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { NameMatchModule } from './name-match/name-match.module.js';
import { OpsModule } from './ops/ops.module.js';
import { SettingsModule } from './settings/settings.http.controller.js';
import { ReadApiModule } from './taxon-name/read-api.module.js';
import { TaxonomicOperationsModule } from './taxonomic-operations/taxonomic-operations.module.js';
import { UsersModule } from './users/users.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, stores?: RegisterStores): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        StoresModule.forRoot(config, stores),
        ReadApiModule,
        NameMatchModule,
        TaxonomicOperationsModule,
        UsersModule,
        AuthModule,
        DataTransferModule,
        ArchiveImportModule,
        FeedModule,
        WebhooksModule,
        AuditModule,
        JobsModule,
        OpsModule,
        SettingsModule,
      ],
    };
  }
}
