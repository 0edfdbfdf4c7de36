import { Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore, SqlClient } from '@navnebase/event-store';
import { AppConfig } from '../config/app-config.js';
import { EVENT_STORE, REGISTER_SERVICE, SQL_CLIENT } from '../infrastructure/tokens.js';
import type { RegisterService } from '../register/register.service.js';
import { AddUserHandler } from './add-user.handler.js';
import { UpdateUserHandler } from './update-user.handler.js';
import { UserAccounts } from './user-accounts.js';
import { UserCredentialsStore } from './user-credentials.store.js';
import { UsersProjection } from './users.projection.js';
import { SqlUsersReadModel } from './users.read-model.js';
import { UsersController } from './users.http.controller.js';
import { UsersService } from './users.service.js';

/**
 * Users as events (stream `users`), their read model `rm_user` kept by a projection of the users stream, the
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
        const projection = new UsersProjection(events, readModel, { onError: (error) => logger.error(error) });
        await projection.start();
        const users = new UsersService(events, projection, { nameOf: (nameId) => register.current.names.get(nameId)?.scientificName });
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

  onModuleDestroy(): void {
    this.users.projection.stop();
  }
}
