import { mkdir } from 'node:fs/promises';
import { USERS_STREAM } from '@navnebase/domain';
import {
  EVENT_STORE_SCHEMA,
  PgliteClient,
  PostgresClient,
  SqlEventStore,
  withSchemaLock,
  type EventStore,
  type SqlClient,
} from '@navnebase/event-store';
import {
  IndexedReadModelStore,
  ProjectionRunner,
  ReadSide,
  RegisterAsOf,
  SqlFeedStore,
  SqlReadModelStore,
  SqlUsersReadModel,
  type FeedStore,
  type RegisterHistory,
  type UsersReadModel,
  type MongoReadModelStore,
} from '@navnebase/projections';
import { registerCommands, type RegisterCommands } from '../register/register-commands.js';
import { withCompactLoads } from './compact-loads.js';

export interface StoreOptions {
  readonly databaseUrl?: string;
  readonly databaseSchema?: string;
  /** Folder of the embedded store; in memory when undefined and no database URL is given. */
  readonly dataDir?: string;
}

/** Everything the register runs on: one SQL client, the event store, the read side and the register's commands. */
export interface RegisterStores {
  readonly sql: SqlClient;
  readonly events: EventStore;
  /** The read-model tables (written by this process only while it is the projector). */
  readonly sqlReadModels: SqlReadModelStore;
  /** The users' read model the API reads: in MongoDB with `MONGODB_URL` (the SQL one is kept by the read side as before). */
  readonly usersReadModel: UsersReadModel;
  /** Resolves once the users' read model the API reads includes the users stream up to `revision`. */
  waitForUsers(revision: number): Promise<void>;
  /** Follows the store: the in-memory register, and the projector role. */
  readonly readSide: ReadSide;
  /** What the API queries (tree, search and name pages from memory; the rest from the tables, or from MongoDB). */
  readonly readModels: IndexedReadModelStore;
  /** The register's record read models in MongoDB (`MONGODB_URL`), kept by this process's own projection runner. */
  readonly mongoReadModels?: MongoReadModelStore;
  /** The change feed: in MongoDB with `MONGODB_URL`, else the SQL table. */
  readonly feed: FeedStore;
  /**
   * Calls `moved` each time this process learns that the feed has moved on (its rows commit with their store's
   * checkpoint); answers the function that stops it.
   */
  onFeedMoved(moved: () => void): () => void;
  /** The register as of a position (`asOf`, the subtree diff): the record versions in MongoDB with `MONGODB_URL`, else in SQL. */
  readonly history: RegisterHistory;
  readonly register: RegisterCommands;
  close(): Promise<void>;
}

export const openSqlClient = async (options: StoreOptions): Promise<SqlClient> => {
  if (options.databaseUrl) {
    return PostgresClient.connect({ connectionString: options.databaseUrl, ...(options.databaseSchema ? { schema: options.databaseSchema } : {}) });
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PgliteClient.open(options.dataDir);
};

/** How long a command waits for the read side before it answers 202 (its events are recorded either way). */
export const READ_SIDE_TIMEOUT_MS = 30_000;

/** Opens the stores on an SQL client, starts the read side and loads the write model. */
export const openRegisterStores = async (
  sql: SqlClient,
  options: {
    onProjectionError?: (error: unknown) => void;
    /** Keep the register in memory and follow the store (the API). Default true; bulk tools pass false. */
    warmReadIndex?: boolean;
    /** Told when this process becomes the read models' projector or stops being it. */
    onOwnership?: (owner: boolean) => void;
    /** How long a command waits for the read side. */
    readSideTimeoutMs?: number;
    /** The store as the read side sees it (tests hold its deliveries back to make the read side lag). */
    followed?: (events: EventStore) => EventStore;
    /** The event store, when it is not the SQL one (KurrentDB with `KURRENTDB_URL`; see `server-stores.ts`). */
    eventStore?: EventStore;
    /** Record read models in MongoDB (`MONGODB_URL`): name records, change logs, statistics and successors are read there. */
    mongoReadModels?: MongoReadModelStore;
  } = {},
): Promise<RegisterStores> => {
  const events = options.eventStore ?? (await SqlEventStore.create(sql));
  // The start-up fills of read models projected before some of their tables existed read `es_events` itself: with another
  // event store the table is there, empty (see ARCHITECTURE.md, "Stores on servers of their own", for what that leaves out).
  if (options.eventStore) await sql.exec(withSchemaLock(EVENT_STORE_SCHEMA));
  const sqlReadModels = await SqlReadModelStore.create(sql);
  const usersReadModel = await SqlUsersReadModel.create(sql);
  const readSide = new ReadSide({
    events: options.followed ? options.followed(events) : events,
    sql,
    register: sqlReadModels,
    users: usersReadModel,
    withMemory: options.warmReadIndex !== false,
    ...(options.onProjectionError ? { onError: options.onProjectionError } : {}),
    ...(options.onOwnership ? { onOwnership: options.onOwnership } : {}),
  });
  // MongoDB's read models follow the store in every process: its checkpoint, read and moved in each batch's
  // transaction, keeps every event applied there once whichever process sends it.
  const mongo = options.mongoReadModels;
  const mongoRunner = mongo
    ? new ProjectionRunner(events, mongo, { batchSize: 50, ...(options.onProjectionError ? { onError: options.onProjectionError } : {}) })
    : undefined;
  const mongoUsers = mongo ? await mongo.users() : undefined;
  const mongoUsersRunner = mongoUsers
    ? new ProjectionRunner(events, mongoUsers, {
        source: { kind: 'stream', streamId: USERS_STREAM },
        ...(options.onProjectionError ? { onError: options.onProjectionError } : {}),
      })
    : undefined;
  const timeout = options.readSideTimeoutMs ?? READ_SIDE_TIMEOUT_MS;
  const register = registerCommands(events, async (appended, timeoutMs) => {
    const started = Date.now();
    const limit = timeoutMs ?? timeout;
    await readSide.waitForPosition(appended.position, limit);
    await mongoRunner?.waitFor(appended.position, Math.max(1, limit - (Date.now() - started)));
  });
  // The read index is built from the write model once it has caught up (no table is read, and its name records are the
  // write model's own), then follows the store from the position the write model includes.
  await withCompactLoads(async () => {
    const state = await register.refresh();
    await readSide.start({ records: state, position: register.position });
  });
  await mongoRunner?.start();
  await mongoUsersRunner?.start();
  const readModels = new IndexedReadModelStore(mongo ?? sqlReadModels, readSide);
  const feed = mongo ? mongo.feed() : new SqlFeedStore(sql);
  const onFeedMoved = (moved: () => void): (() => void) =>
    mongoRunner
      ? mongoRunner.onApplied(() => moved())
      : // this process's read side applied new events, and the tables (where the feed rows are) include them
        readSide.onApplied((_events, at) => {
          void readSide
            .waitForPosition(at, 10_000)
            .then(moved)
            .catch(() => undefined);
        });
  return {
    sql,
    events,
    sqlReadModels,
    usersReadModel: mongoUsers ?? usersReadModel,
    waitForUsers: async (revision) => {
      await readSide.waitForUsersRevision(revision);
      await mongoUsersRunner?.waitFor(revision, READ_SIDE_TIMEOUT_MS);
    },
    readSide,
    readModels,
    ...(mongo ? { mongoReadModels: mongo } : {}),
    feed,
    onFeedMoved,
    history: mongo ? mongo.history() : new RegisterAsOf(sql),
    register,
    close: async () => {
      await mongoRunner?.stop();
      await mongoUsersRunner?.stop();
      await readSide.stop();
      await events.close();
      await mongo?.close();
      await sql.close();
    },
  };
};
