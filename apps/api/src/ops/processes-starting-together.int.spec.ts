import { describe, expect, it } from '@jest/globals';
import { PostgresClient } from '@navnebase/event-store';
import { randomUUID } from 'node:crypto';
import { SqlSessionBackend } from '../auth/session/sql-session.backend.js';
import { sessionSecrets } from '../auth/session/session-secret.js';
import { SqlLoginCounters } from '../auth/login-counters.js';
import { UserCredentialsStore } from '../users/user-credentials.store.js';

const url = process.env.DATABASE_URL;
const ROUNDS = 4;
const PROCESSES = 3;

/** What each API process creates in the database at start, outside the event store and the read models. */
const startOneProcess = async (client: PostgresClient) => {
  await Promise.all([SqlSessionBackend.create(client), sessionSecrets(client), SqlLoginCounters.create(client), UserCredentialsStore.create(client)]);
  return (await sessionSecrets(client))[0];
};

(url ? describe : describe.skip)('several API processes starting at once on one new PostgreSQL schema', () => {
  it('given a new schema, when three processes create their tables at the same moment, then all start and agree on one session secret', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const schema = `test_starting_together_${randomUUID().slice(0, 8)}`;
      const clients = await Promise.all(Array.from({ length: PROCESSES }, () => PostgresClient.connect({ connectionString: url!, schema })));
      try {
        const secrets = await Promise.all(clients.map(startOneProcess));
        expect(new Set(secrets).size).toBe(1);
      } finally {
        await clients[0]!.dropSchema();
        await Promise.all(clients.map((client) => client.close()));
      }
    }
  });
});
