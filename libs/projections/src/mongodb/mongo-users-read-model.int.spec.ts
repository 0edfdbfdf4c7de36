import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { userEvents } from '../testing/user-events.js';
import { SqlUsersReadModel, type UserListQuery } from '../users/users-read-model.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';
import type { MongoUsersReadModel } from './mongo-users-read-model.js';

// Runs against the MongoDB of MONGODB_URL (a replica set; `npm run test:servers`), in a database of its own that is
// dropped at the end; nothing here starts a server. The SQL users' read model (PGlite) is the reference.
const url = process.env.MONGODB_URL;

if (url) {
  describe('the users’ read model in MongoDB answers as the SQL one does', () => {
    let store: MongoReadModelStore;
    let ours: MongoUsersReadModel;
    let sql: PgliteClient;
    let reference: SqlUsersReadModel;

    beforeAll(async () => {
      sql = await pgliteForTests();
      reference = await SqlUsersReadModel.create(sql);
      await reference.applyEvents(userEvents());
      store = await MongoReadModelStore.connect(url, { database: `navnebase_test_${randomUUID().slice(0, 8)}` });
      ours = await store.users();
      const events = userEvents();
      await ours.applyEvents(events.slice(0, 5));
      await ours.applyEvents(events.slice(3)); // partly applied before: those are skipped
    });
    afterAll(async () => {
      await store?.db.dropDatabase();
      await store?.close();
      await sql?.close();
    });

    it('moves its checkpoint to the stream revision and reads users by id and by e-mail', async () => {
      expect(await ours.checkpoint()).toBe(await reference.checkpoint());
      for (const id of [1, 2, 3, 4, 5]) expect(await ours.byId(id)).toEqual(await reference.byId(id));
      for (const email of ['ASE@example.org', ' kari@example.org ', 'nobody@example.org'])
        expect(await ours.byEmail(email)).toEqual(await reference.byEmail(email));
    });

    it('lists as the SQL read model does', async () => {
      const queries: UserListQuery[] = [
        {},
        { search: 'nordmann' },
        { search: 'kari nord' },
        { search: '100%_' },
        { search: 'EXAMPLE' },
        { withoutRights: true },
        { ids: [4, 1] },
        { sort: { field: 'id', order: 'DESC' } },
        { search: 'e', sort: { field: 'hasAccess', order: 'ASC' }, range: { start: 1, end: 2 } },
      ];
      for (const query of queries) expect(await ours.list(query)).toEqual(await reference.list(query));
    });

    it('empties itself for a rebuild', async () => {
      await ours.reset();
      expect(await ours.checkpoint()).toBe(0);
      expect(await ours.list({ search: 'e' })).toEqual({ users: [], total: 0 });
      await ours.applyEvents(userEvents());
      expect(await ours.byId(3)).toEqual(await reference.byId(3));
    });
  });
} else {
  describe('the users’ read model in MongoDB', () => {
    it.skip('skipped: MONGODB_URL is not set (npm run test:servers runs it against a MongoDB replica set you start)', () => undefined);
  });
}
