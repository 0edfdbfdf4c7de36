import { USERS_STREAM, type UserEvent, type UserId, type UserRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import type { AnyBulkWriteOperation, Db, MongoClient } from 'mongodb';
import { UsersReadModel, type UserListQuery } from '../users/users-read-model.js';
import {
  byEmailFilter,
  USER_INDEXES,
  userListQuery,
  userOf,
  USERS_CHECKPOINT_COLLECTION,
  USERS_COLLECTION,
  userWriteOf,
  type UserDocument,
} from './mongo-users.js';
import type { BulkOperation } from './mongo-writes.js';

interface UsersCheckpoint {
  _id: string;
  revision: number;
}

/**
 * The users' read model in MongoDB (`rm_user`, see `mongo-users.ts`), kept by a projection of the users stream. Its
 * checkpoint (the stream revision applied) is read and moved in the same transaction as the documents.
 */
export class MongoUsersReadModel extends UsersReadModel {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    super();
  }

  static async open(client: MongoClient, db: Db): Promise<MongoUsersReadModel> {
    for (const index of USER_INDEXES) await db.collection(USERS_COLLECTION).createIndex(index.key, { name: index.name });
    return new MongoUsersReadModel(client, db);
  }

  private users() {
    return this.db.collection<UserDocument>(USERS_COLLECTION);
  }

  private checkpoints() {
    return this.db.collection<UsersCheckpoint>(USERS_CHECKPOINT_COLLECTION);
  }

  async reset(): Promise<void> {
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        await this.users().deleteMany({}, { session });
        await this.checkpoints().deleteMany({}, { session });
      });
    } finally {
      await session.endSession();
    }
  }

  async applyEvents(events: readonly RecordedEvent[]): Promise<number> {
    const mine = events.filter((e) => e.streamId === USERS_STREAM);
    if (mine.length === 0) return this.checkpoint();
    const session = this.client.startSession();
    try {
      return await session.withTransaction(async () => {
        const applied = (await this.checkpoints().findOne({ _id: USERS_STREAM }, { session }))?.revision ?? 0;
        const fresh = mine.filter((e) => e.streamRevision > applied);
        if (fresh.length === 0) return applied;
        const operations = fresh.flatMap((e): BulkOperation[] => {
          const write = userWriteOf({ type: e.type, data: e.data, metadata: e.metadata } as UserEvent);
          return write ? [write] : [];
        });
        if (operations.length) await this.users().bulkWrite(operations as AnyBulkWriteOperation<UserDocument>[], { ordered: true, session });
        const revision = fresh[fresh.length - 1]!.streamRevision;
        // moved only from the value read: a second projector's transaction on the same batch conflicts, and retried finds it applied
        const moved = await this.checkpoints().updateOne(
          { _id: USERS_STREAM, ...(applied > 0 ? { revision: applied } : {}) },
          { $set: { revision } },
          { upsert: applied === 0, session },
        );
        if (moved.matchedCount === 0 && moved.upsertedCount === 0) throw new Error('The users read model was projected by another process meanwhile');
        return revision;
      });
    } finally {
      await session.endSession();
    }
  }

  async checkpoint(): Promise<number> {
    return (await this.checkpoints().findOne({ _id: USERS_STREAM }))?.revision ?? 0;
  }

  async byId(id: UserId): Promise<UserRecord | undefined> {
    const found = await this.users().findOne({ _id: id });
    return found ? userOf(found) : undefined;
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    const [found] = await this.users().find(byEmailFilter(email)).sort({ _id: 1 }).limit(1).toArray();
    return found ? userOf(found) : undefined;
  }

  async list(query: UserListQuery = {}): Promise<{ users: UserRecord[]; total: number }> {
    const { filter, sort, skip, limit } = userListQuery(query);
    const total = await this.users().countDocuments(filter);
    let cursor = this.users().find(filter).sort(sort);
    if (skip !== undefined) cursor = cursor.skip(skip);
    if (limit !== undefined) cursor = cursor.limit(Math.max(0, limit));
    return { users: (await cursor.toArray()).map(userOf), total };
  }
}
