import { randomBytes } from 'node:crypto';
import { withSchemaLock, type SqlClient } from '@navnebase/event-store';

/**
 * The secret that signs session cookies: SESSION_SECRET (at least 32 characters; several separated by commas to
 * rotate, the first signs), or one generated on first start and kept in the database, so sessions survive a restart
 * and every process on one database agrees.
 */
export const sessionSecrets = async (sql: SqlClient, configured?: string): Promise<string[]> => {
  if (configured) {
    const secrets = configured
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (secrets.some((s) => s.length < 32)) throw new Error('SESSION_SECRET må ha minst 32 tegn.');
    return secrets;
  }
  await sql.exec(withSchemaLock(`CREATE TABLE IF NOT EXISTS auth_setting (key text PRIMARY KEY, value text NOT NULL)`));
  await sql.query(`INSERT INTO auth_setting (key, value) VALUES ('session_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await sql.query<{ value: string }>(`SELECT value FROM auth_setting WHERE key = 'session_secret'`);
  return [rows[0]!.value];
};
