import { Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore, SqlClient } from '@navnebase/event-store';
import { ProjectionRunner } from '@navnebase/projections';
import { AppConfig } from '../config/app-config.js';
import { EVENT_STORE, REGISTER_SERVICE, SQL_CLIENT } from '../infrastructure/tokens.js';
import type { RegisterService } from '../register/register.service.js';
import { AddUserHandler } from './add-user.handler.js';
import { UpdateUserHandler } from './update-user.handler.js';
import { UserAccounts } from './user-accounts.js';
import { UserCredentialsStore } from './user-credentials.store.js';
import { SqlUsersReadModel } from './users.read-model.js';
import { UsersController } from './users.http.controller.js';
import { UsersService } from './users.service.js';

/**
 * Users as events (stream `users`), their read model `rm_user` kept by a projection runner of its own, the
 * password hashes of local accounts, and the Users API.
 */
@Module({
  controllers: [UsersController],
  providers: [
    { provide: SqlUsersReadModel, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => SqlUsersReadModel.create(sql) },
    { provide: UserCredentialsStore, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => UserCredentialsStore.create(sql) },
    {
      provide: UsersService,
      inject: [EVENT_STORE, SqlUsersReadModel, REGISTER_SERVICE],
      useFactory: async (events: EventStore, readModel: SqlUsersReadModel, register: RegisterService) => {
        const logger = new Logger('UsersProjection');
        const runner = new ProjectionRunner(events, readModel, { batchSize: 200, onError: (error) => logger.error(error) });
        await runner.start();
        const users = new UsersService(events, runner, { nameOf: (nameId) => register.current.names.get(nameId)?.scientificName });
        await users.load();
        return users;
      },
    },
    {
      provide: UserAccounts,
      inject: [UsersService, SqlUsersReadModel, UserCredentialsStore, AppConfig],
      useFactory: (users: UsersService, readModel: SqlUsersReadModel, credentials: UserCredentialsStore, config: AppConfig) =>
        new UserAccounts(users, readModel, credentials, () => config.now()),
    },
    AddUserHandler,
    UpdateUserHandler,
  ],
  exports: [SqlUsersReadModel, UserCredentialsStore, UsersService, UserAccounts],
})
export class UsersModule implements OnModuleDestroy {
  constructor(private readonly users: UsersService) {}

  async onModuleDestroy(): Promise<void> {
    await this.users.projection.stop();
  }
}
