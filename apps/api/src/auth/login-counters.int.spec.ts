import { describe, expect, it } from '@jest/globals';
import { pgliteForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { SqlLoginCounters } from './login-counters.js';

describe('the login counters in the database', () => {
  it('given a database with the earlier counters table, when the counters open, then that table is gone and theirs is there', async () => {
    const sql = await pgliteForTests();
    try {
      await sql.exec(`CREATE TABLE auth_login_throttle (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
      await SqlLoginCounters.create(sql);
      const { rows } = await sql.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'auth_login_%' ORDER BY 1`,
      );
      expect(rows.map((row) => row.name)).toEqual(['auth_login_attempt']);
    } finally {
      await sql.close();
    }
  });
});
