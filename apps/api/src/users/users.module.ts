import { Module } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { UsersReadModel } from '@navnebase/projections';
import { AppConfig } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import { AddUserHandler } from './add-user.handler.js';
import { UpdateUserHandler } from './update-user.handler.js';
import { UserAccounts } from './user-accounts.js';
import { UserCredentialsStore } from './user-credentials.store.js';
import { UsersController } from './users.http.controller.js';
import { USERS_COMMANDS, usersCommands, type UsersCommands } from './users-commands.js';

/**
 * Users as events (stream `users`), their read model `rm_user` kept by a projection of the users stream, the
 * password hashes of local accounts, and the Users API.
 */
@Module({
  controllers: [UsersController],
  providers: [
    { provide: UsersReadModel, inject: [REGISTER_STORES], useFactory: (stores: RegisterStores) => stores.usersReadModel },
    { provide: UserCredentialsStore, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => UserCredentialsStore.create(sql) },
    {
      provide: USERS_COMMANDS,
      inject: [REGISTER_STORES],
      useFactory: async (stores: RegisterStores) => {
        const users = usersCommands(stores.events, { nameOf: (nameId) => stores.register.current.names.get(nameId)?.scientificName }, (appended) =>
          stores.waitForUsers(appended.revision),
        );
        await users.refresh();
        return users;
      },
    },
    {
      provide: UserAccounts,
      inject: [USERS_COMMANDS, UsersReadModel, UserCredentialsStore, AppConfig],
      useFactory: (users: UsersCommands, readModel: UsersReadModel, credentials: UserCredentialsStore, config: AppConfig) =>
        new UserAccounts(users, readModel, credentials, () => config.now()),
    },
    AddUserHandler,
    UpdateUserHandler,
  ],
  exports: [UsersReadModel, UserCredentialsStore, USERS_COMMANDS, UserAccounts],
})
export class UsersModule {}
