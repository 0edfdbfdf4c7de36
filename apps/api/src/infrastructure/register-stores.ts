import { mkdir } from 'node:fs/promises';
import { PgliteClient, PostgresClient, SqlEventStore, type EventStore, type SqlClient } from '@navnebase/event-store';
import { IndexedReadModelStore, ProjectionRunner, SqlReadModelStore, type ReadModelStore } from '@navnebase/projections';
import { RegisterService } from '../register/register.service.js';

export interface StoreOptions {
  readonly databaseUrl?: string;
  readonly databaseSchema?: string;
  /** Folder of the embedded store; in memory when undefined and no database URL is given. */
  readonly dataDir?: string;
  readonly onProjectionError?: (error: unknown) => void;
}

/** Everything the register runs on: one SQL client, the event store, the read models and their runner. */
export interface RegisterStores {
  readonly sql: SqlClient;
  readonly events: EventStore;
  readonly readModels: ReadModelStore;
  readonly projections: ProjectionRunner;
  readonly register: RegisterService;
  close(): Promise<void>;
}

export const openSqlClient = async (options: StoreOptions): Promise<SqlClient> => {
  if (options.databaseUrl) {
    return PostgresClient.connect({ connectionString: options.databaseUrl, ...(options.databaseSchema ? { schema: options.databaseSchema } : {}) });
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PgliteClient.open(options.dataDir);
};

/** Opens the stores on an SQL client, starts the projections and loads the write model. */
export const openRegisterStores = async (
  sql: SqlClient,
  options: Pick<StoreOptions, 'onProjectionError'> & {
    /** Load the in-memory read index at start (the API); false leaves it to the first read (bulk tools). Default true. */
    warmReadIndex?: boolean;
  } = {},
): Promise<RegisterStores> => {
  const events = await SqlEventStore.create(sql);
  // Tree and search from memory, name pages cached; kept current by the projection runner's batches.
  const readModels = new IndexedReadModelStore(await SqlReadModelStore.create(sql));
  const projections = new ProjectionRunner(events, readModels, { batchSize: 50, ...(options.onProjectionError ? { onError: options.onProjectionError } : {}) });
  await projections.start();
  const register = new RegisterService(events, projections);
  await register.load();
  // The read index loads after the write model, not beside it: side by side their loads' peaks add up (at 1M names
  // about 1.9 GB of memory against 1.6 GB one after the other).
  if (options.warmReadIndex !== false) await readModels.warm();
  return {
    sql,
    events,
    readModels,
    projections,
    register,
    close: async () => {
      await projections.stop();
      await events.close();
      await sql.close();
    },
  };
};
