import { withSchemaLock, type SqlClient } from '@navnebase/event-store';
import type { SessionBackend } from './session-store.js';

export const SESSION_SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_session (
  id text PRIMARY KEY,
  data jsonb NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_session_expires_idx ON auth_session (expires_at);
`;

const SWEEP_EVERY_MS = 10 * 60_000;

/** Sessions in the `sessions` table of the register's database (PostgreSQL or the embedded PGlite). */
export class SqlSessionBackend implements SessionBackend {
  private lastSweep = 0;

  private constructor(private readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<SqlSessionBackend> {
    await sql.exec(withSchemaLock(SESSION_SCHEMA));
    return new SqlSessionBackend(sql);
  }

  async get(key: string, now: number): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ data: unknown }>(`SELECT data FROM auth_session WHERE id = $1 AND expires_at > $2`, [key, now]);
    return rows[0] ? JSON.stringify(rows[0].data) : undefined;
  }

  async set(key: string, value: string, expiresAt: number, now: number): Promise<void> {
    await this.sql.query(
      `INSERT INTO auth_session (id, data, expires_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
      [key, value, expiresAt],
    );
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.sql.query(`DELETE FROM auth_session WHERE expires_at <= $1`, [now]);
    }
  }

  async deleteOfUser(userId: number, exceptKey?: string): Promise<void> {
    await this.sql.query(`DELETE FROM auth_session WHERE data->>'userId' = $1 AND id <> $2`, [String(userId), exceptKey ?? '']);
  }

  async delete(key: string): Promise<void> {
    await this.sql.query(`DELETE FROM auth_session WHERE id = $1`, [key]);
  }
}
