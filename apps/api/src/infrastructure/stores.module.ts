import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { openRegisterStores, openSqlClient, type RegisterStores } from './register-stores.js';
import { openServerStores, storesDescription } from './server-stores.js';
import { EVENT_STORE, READ_MODEL_STORE, REGISTER_COMMANDS, REGISTER_STORES, SQL_CLIENT } from './tokens.js';

/** Provides the stores: given ones (tests, CLI) or opened from the configuration. */
@Global()
@Module({})
export class StoresModule implements OnApplicationShutdown {
  constructor(@Inject(REGISTER_STORES) private readonly stores: RegisterStores & { ownedByModule?: boolean }) {}

  static forRoot(config: AppConfig, given?: RegisterStores): DynamicModule {
    const logger = new Logger('ReadSide');
    return {
      module: StoresModule,
      providers: [
        { provide: AppConfig, useValue: config },
        {
          provide: REGISTER_STORES,
          useFactory: async () => {
            if (given) return given;
            const sql = await openSqlClient({
              ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
              ...(config.databaseSchema ? { databaseSchema: config.databaseSchema } : {}),
            });
            const server = await openServerStores(config);
            logger.log(storesDescription(config));
            const stores = await openRegisterStores(sql, {
              ...server,
              onProjectionError: (e) => logger.error(e),
              onOwnership: (owner) =>
                logger.log(owner ? 'Denne prosessen skriver lesemodellene.' : 'Denne prosessen skriver ikke lenger lesemodellene.'),
            });
            return Object.assign(stores, { ownedByModule: true });
          },
        },
        { provide: SQL_CLIENT, inject: [REGISTER_STORES], useFactory: (s: RegisterStores) => s.sql },
        { provide: EVENT_STORE, inject: [REGISTER_STORES], useFactory: (s: RegisterStores) => s.events },
        { provide: READ_MODEL_STORE, inject: [REGISTER_STORES], useFactory: (s: RegisterStores) => s.readModels },
        { provide: REGISTER_COMMANDS, inject: [REGISTER_STORES], useFactory: (s: RegisterStores) => s.register },
      ],
      exports: [AppConfig, REGISTER_STORES, SQL_CLIENT, EVENT_STORE, READ_MODEL_STORE, REGISTER_COMMANDS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.stores.ownedByModule) await this.stores.close();
  }
}
