import { configOrExit } from '../config/app-config.js';
import { openSqlClient } from '../infrastructure/register-stores.js';
import { openServerStores } from '../infrastructure/server-stores.js';

/** The SQL client the app would use with the current environment (DATABASE_URL, else PGlite in DATA_DIR). */
export const openSqlClientFromEnv = () => {
  const config = configOrExit();
  return openSqlClient({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
    ...(config.databaseSchema ? { databaseSchema: config.databaseSchema } : {}),
  });
};

/** The KurrentDB event store and MongoDB read models the app would use with the current environment (none when not set). */
export const openServerStoresFromEnv = () => openServerStores(configOrExit());
