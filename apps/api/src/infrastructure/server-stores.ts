import { KurrentDbEventStore, type EventStore } from '@navnebase/event-store';
import { MongoReadModelStore } from '@navnebase/projections';

/** The stores of a deployment on servers of their own, chosen by configuration (README, "Configure it"). */
export interface ServerStoreOptions {
  /** `KURRENTDB_URL`: the events in KurrentDB instead of the SQL event store. */
  readonly kurrentdbUrl?: string | undefined;
  /** `MONGODB_URL`: the register's record read models in MongoDB instead of the SQL tables. */
  readonly mongodbUrl?: string | undefined;
}

/** What `openRegisterStores` takes in place of the SQL stores; each is independent of the other. */
export interface ServerStores {
  readonly eventStore?: EventStore;
  readonly mongoReadModels?: MongoReadModelStore;
}

/** Connects the stores the configuration names (none: the SQL stores are used). */
export const openServerStores = async (options: ServerStoreOptions): Promise<ServerStores> => {
  const eventStore = options.kurrentdbUrl ? await KurrentDbEventStore.connect(options.kurrentdbUrl) : undefined;
  try {
    const mongoReadModels = options.mongodbUrl ? await MongoReadModelStore.connect(options.mongodbUrl) : undefined;
    return { ...(eventStore ? { eventStore } : {}), ...(mongoReadModels ? { mongoReadModels } : {}) };
  } catch (error) {
    await eventStore?.close();
    throw error;
  }
};

/** Which store holds what, for the start-up log line. */
export const storesDescription = (options: ServerStoreOptions & { readonly databaseUrl?: string | undefined }): string => {
  const sql = options.databaseUrl ? 'PostgreSQL' : 'den innebygde databasen (PGlite)';
  const events = options.kurrentdbUrl ? 'KurrentDB' : sql;
  const records = options.mongodbUrl ? 'MongoDB' : sql;
  return `Hendelser i ${events}; lesemodeller (navneposter, endringslogger, statistikk, endringsstrømmen, historikken og brukerne) i ${records}; tre, søk og navnesider i minnet.`;
};
