import { USERS_STREAM, type ExternalLogin, type UserEvent, type UserId, type UserPermission, type UserRecord } from '@navnebase/domain';
import { withSchemaLock, type RecordedEvent, type SqlClient, type SqlExecutor } from '@navnebase/event-store';
import { announceCheckpoint } from '../sql/sql-read-model-store.js';

export const USERS_READ_MODEL_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_user (
  user_id bigint PRIMARY KEY,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  institution text NOT NULL DEFAULT '',
  has_access boolean NOT NULL DEFAULT false,
  is_admin boolean NOT NULL DEFAULT false,
  permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
  has_password boolean NOT NULL DEFAULT false,
  external_logins jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at text,
  updated_at text
);
CREATE INDEX IF NOT EXISTS rm_user_email_idx ON rm_user (lower(email));
CREATE TABLE IF NOT EXISTS rm_user_stream_checkpoint (
  stream text PRIMARY KEY,
  revision bigint NOT NULL
);
`;

interface UserRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  institution: string;
  has_access: boolean;
  is_admin: boolean;
  permissions: UserPermission[];
  has_password: boolean;
  external_logins: ExternalLogin[];
}

const toUser = (row: UserRow): UserRecord => ({
  id: Number(row.user_id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  institution: row.institution,
  hasAccess: row.has_access,
  isAdmin: row.is_admin,
  userPermissions: row.permissions,
  hasPassword: row.has_password,
  externalLogins: row.external_logins,
});

export const USER_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'institution', 'hasAccess', 'isAdmin'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<UserSortField, string> = {
  id: 'user_id',
  firstName: 'lower(first_name)',
  lastName: 'lower(last_name)',
  email: 'lower(email)',
  institution: 'lower(institution)',
  hasAccess: 'has_access',
  isAdmin: 'is_admin',
};

export interface UserListQuery {
  /** Over first name, last name (and the two together) and permission names. */
  readonly search?: string;
  /**
   * Only these ids (react-admin's getMany). Without ids, a search looks at every user (so a new user without rights
   * can be found and given some); without a search only admins and users with at least one permission are listed.
   */
  readonly ids?: readonly number[];
  /** Only users who are not administrators and hold no permission (the filter "Uten tilganger"). */
  readonly withoutRights?: boolean;
  readonly sort?: { readonly field: UserSortField; readonly order: 'ASC' | 'DESC' };
  /** Inclusive, zero-based. */
  readonly range?: { readonly start: number; readonly end: number };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users' read model as the API reads it: in SQL (`SqlUsersReadModel`) or in MongoDB (`MongoUsersReadModel`). */
export abstract class UsersReadModel {
  /** Empties the read model and its checkpoint (before a rebuild from the users stream). */
  abstract reset(): Promise<void>;
  /** Applies events of the users stream and answers the stream revision reached (a projector of that stream). */
  abstract applyEvents(events: readonly RecordedEvent[]): Promise<number>;
  /** The revision of the users stream the read model has applied. */
  abstract checkpoint(): Promise<number>;
  abstract byId(id: UserId): Promise<UserRecord | undefined>;
  abstract byEmail(email: string): Promise<UserRecord | undefined>;
  /** Users for the administration list (spec 2 §2.9), with the total before paging. */
  abstract list(query?: UserListQuery): Promise<{ users: UserRecord[]; total: number }>;
}

/**
 * The users read model (rm_user). Its checkpoint is the revision of the users stream it has applied, written in
 * the same transaction as the rows, so a crash never loses or repeats a change.
 */
export class SqlUsersReadModel extends UsersReadModel {
  private constructor(private readonly sql: SqlClient) {
    super();
  }

  static async create(sql: SqlClient): Promise<SqlUsersReadModel> {
    await sql.exec(withSchemaLock(USERS_READ_MODEL_SCHEMA));
    return new SqlUsersReadModel(sql);
  }

  /** Empties the users read model and its checkpoint (before a rebuild from the users stream). */
  async reset(): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`TRUNCATE rm_user`);
      await tx.query(`DELETE FROM rm_user_stream_checkpoint`);
    });
  }

  /**
   * Applies events of the users stream, in order, and moves the checkpoint to the last one's revision, in one
   * transaction. The checkpoint row is locked first and revisions at or below it are skipped, so a batch another process
   * already applied is never applied twice.
   */
  async applyEvents(events: readonly RecordedEvent[]): Promise<number> {
    const mine = events.filter((e) => e.streamId === USERS_STREAM);
    if (mine.length === 0) return this.checkpoint();
    return this.sql.transaction(async (tx) => {
      await tx.query(`INSERT INTO rm_user_stream_checkpoint (stream, revision) VALUES ($1, 0) ON CONFLICT (stream) DO NOTHING`, [USERS_STREAM]);
      const { rows } = await tx.query<{ revision: number }>(`SELECT revision FROM rm_user_stream_checkpoint WHERE stream = $1 FOR UPDATE`, [
        USERS_STREAM,
      ]);
      const applied = Number(rows[0]?.revision ?? 0);
      const fresh = mine.filter((e) => e.streamRevision > applied);
      if (fresh.length === 0) return applied;
      for (const recorded of fresh) await this.apply(tx, { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as UserEvent);
      const revision = fresh[fresh.length - 1]!.streamRevision;
      await tx.query(`UPDATE rm_user_stream_checkpoint SET revision = $2 WHERE stream = $1`, [USERS_STREAM, revision]);
      if (this.sql.dialect === 'postgres') await announceCheckpoint(tx, USERS_STREAM, revision);
      return revision;
    });
  }

  private async apply(tx: SqlExecutor, event: UserEvent): Promise<void> {
    const time = event.metadata.time;
    switch (event.type) {
      case 'UserAdded':
      case 'UserUpdated': {
        const profile = event.type === 'UserAdded' ? event.data.profile : event.data.after;
        await tx.query(
          `INSERT INTO rm_user (user_id, first_name, last_name, email, institution, has_access, is_admin, permissions, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9)
           ON CONFLICT (user_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
             institution = excluded.institution, has_access = excluded.has_access, is_admin = excluded.is_admin,
             permissions = excluded.permissions, updated_at = excluded.updated_at`,
          [
            event.data.userId,
            profile.firstName,
            profile.lastName,
            profile.email,
            profile.institution,
            profile.hasAccess,
            profile.isAdmin,
            JSON.stringify(profile.userPermissions),
            time,
          ],
        );
        return;
      }
      case 'UserPasswordSet':
        await tx.query(`UPDATE rm_user SET has_password = true, updated_at = $2 WHERE user_id = $1`, [event.data.userId, time]);
        return;
      case 'UserExternalLoginLinked': {
        const login = JSON.stringify([{ issuer: event.data.issuer, subject: event.data.subject }]);
        await tx.query(
          `UPDATE rm_user SET external_logins = external_logins || $2::jsonb, updated_at = $3
           WHERE user_id = $1 AND NOT external_logins @> $2::jsonb`,
          [event.data.userId, login, time],
        );
        return;
      }
      default:
        return;
    }
  }

  /** The revision of the users stream the read model has applied. */
  async checkpoint(): Promise<number> {
    const { rows } = await this.sql.query<{ revision: number }>(`SELECT revision FROM rm_user_stream_checkpoint WHERE stream = $1`, [USERS_STREAM]);
    return Number(rows[0]?.revision ?? 0);
  }

  async byId(id: UserId): Promise<UserRecord | undefined> {
    const { rows } = await this.sql.query<UserRow>(`SELECT * FROM rm_user WHERE user_id = $1`, [id]);
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    const { rows } = await this.sql.query<UserRow>(`SELECT * FROM rm_user WHERE lower(email) = lower($1) ORDER BY user_id LIMIT 1`, [email.trim()]);
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /** Users for the administration list (spec 2 §2.9), with the total before paging. */
  async list(query: UserListQuery = {}): Promise<{ users: UserRecord[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.ids) {
      params.push(JSON.stringify(query.ids));
      where.push(`user_id IN (SELECT jsonb_array_elements_text($${params.length}::jsonb)::bigint)`);
    }
    const search = query.search?.trim();
    if (query.withoutRights) where.push(`(NOT is_admin AND jsonb_array_length(permissions) = 0)`);
    else if (!query.ids && !search) where.push(`(is_admin OR jsonb_array_length(permissions) > 0)`);
    if (search) {
      params.push(likePattern(search));
      const p = `$${params.length}`;
      where.push(`(first_name ILIKE ${p} OR last_name ILIKE ${p} OR (first_name || ' ' || last_name) ILIKE ${p} OR email ILIKE ${p}
        OR EXISTS (SELECT 1 FROM jsonb_array_elements(permissions) AS p WHERE p->>'nameString' ILIKE ${p}))`);
    }
    const filter = `WHERE ${where.join(' AND ')}`;
    const { rows: counted } = await this.sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM rm_user ${filter}`, params);
    const sort = query.sort ?? { field: 'lastName', order: 'ASC' };
    const order = `${SORT_COLUMNS[sort.field]} ${sort.order === 'DESC' ? 'DESC' : 'ASC'}, lower(first_name), user_id`;
    let paging = '';
    if (query.range) {
      params.push(query.range.end - query.range.start + 1, query.range.start);
      paging = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
    }
    const { rows } = await this.sql.query<UserRow>(`SELECT * FROM rm_user ${filter} ORDER BY ${order} ${paging}`, params);
    return { users: rows.map(toUser), total: Number(counted[0]?.total ?? 0) };
  }
}
