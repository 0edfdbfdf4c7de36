import { type UserId } from '@navnebase/domain';
import { withSchemaLock, type SqlClient } from '@navnebase/event-store';

export const USER_CREDENTIALS_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_credential (
  user_id bigint PRIMARY KEY,
  password_hash text NOT NULL,
  updated_at bigint NOT NULL
);
`;

/** Password hashes of local accounts, kept apart from the events (which only say that a password was set). */
export class UserCredentialsStore {
  private constructor(private readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<UserCredentialsStore> {
    await sql.exec(withSchemaLock(USER_CREDENTIALS_SCHEMA));
    return new UserCredentialsStore(sql);
  }

  async passwordHash(userId: UserId): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ password_hash: string }>(`SELECT password_hash FROM auth_credential WHERE user_id = $1`, [userId]);
    return rows[0]?.password_hash;
  }

  async setPasswordHash(userId: UserId, hash: string, now: number): Promise<void> {
    await this.sql.query(
      `INSERT INTO auth_credential (user_id, password_hash, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
      [userId, hash, now],
    );
  }
}
