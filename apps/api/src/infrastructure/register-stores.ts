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
  // The read index loads while the write model does (their database reads overlap); the runner's first batch waits for it.
  const warming = options.warmReadIndex !== false ? readModels.warm().then(() => undefined, (error: unknown) => ({ error })) : undefined;
  const projections = new ProjectionRunner(events, readModels, { batchSize: 50, ...(options.onProjectionError ? { onError: options.onProjectionError } : {}) });
  await projections.start();
  const register = new RegisterService(events, projections);
  await register.load();
  const warmed = await warming;
  if (warmed) throw warmed.error;
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
