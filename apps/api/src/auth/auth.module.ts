import { Module, type OnApplicationShutdown } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { AppConfig } from '../config/app-config.js';
import { SQL_CLIENT } from '../infrastructure/tokens.js';
import { UserAccounts } from '../users/user-accounts.js';
import { UsersModule } from '../users/users.module.js';
import { AuthRuntime } from './auth-runtime.js';
import { BffController } from './bff.http.controller.js';
import { OidcController } from './oidc/oidc.http.controller.js';

/** Login (local accounts and OpenID Connect), server-side sessions and the BFF endpoints. */
@Module({
  imports: [UsersModule],
  controllers: [BffController, OidcController],
  providers: [
    {
      provide: AuthRuntime,
      inject: [AppConfig, SQL_CLIENT, UserAccounts],
      useFactory: (config: AppConfig, sql: SqlClient, accounts: UserAccounts) => AuthRuntime.create(config, sql, accounts),
    },
  ],
  exports: [AuthRuntime],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(private readonly auth: AuthRuntime) {}

  async onApplicationShutdown(): Promise<void> {
    await this.auth.close();
  }
}
