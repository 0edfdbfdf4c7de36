import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UserEvent } from '@navnebase/domain';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import { userEvents } from '../testing/user-events.js';
import { SqlUsersReadModel } from '../users/users-read-model.js';
import { byEmailFilter, USER_INDEXES, userListQuery, userOf, userWriteOf, type UserDocument } from './mongo-users.js';

const asEvent = (e: ReturnType<typeof userEvents>[number]) => ({ type: e.type, data: e.data, metadata: e.metadata }) as UserEvent;

describe('the users’ read model in MongoDB: writes, records and the list’s query (the SQL read model on PGlite as the reference)', () => {
  let sql: PgliteClient;
  let reference: SqlUsersReadModel;

  beforeAll(async () => {
    sql = await pgliteForTests();
    reference = await SqlUsersReadModel.create(sql);
    await reference.applyEvents(userEvents());
  });
  afterAll(async () => {
    await sql?.close();
  });

  it('writes a user’s profile with its lower-case copies, a password, and a login only once', () => {
    const [added, , , updated, password, linked] = userEvents().map(asEvent).map(userWriteOf) as {
      updateOne: { filter: object; update: Record<string, Record<string, unknown>>; upsert?: boolean };
    }[];
    expect(added!.updateOne.filter).toEqual({ _id: 1 });
    expect(added!.updateOne.upsert).toBe(true);
    expect(added!.updateOne.update.$set).toMatchObject({
      email: 'Ase@Example.org',
      lower: { email: 'ase@example.org', firstName: 'åse' },
      fullName: 'Åse Berg',
    });
    expect(added!.updateOne.update.$setOnInsert).toEqual({ hasPassword: false, externalLogins: [], createdAt: '2026-01-01T10:00:00.000Z' });
    expect(updated!.updateOne.update.$set!.permissions).toEqual([{ nameId: 6, nameString: 'Ursus (100%_)' }]);
    expect(password!.updateOne).toEqual({ filter: { _id: 1 }, update: { $set: { hasPassword: true, updatedAt: '2026-01-05T10:00:00.000Z' } } });
    expect(linked!.updateOne.filter).toEqual({
      _id: 3,
      externalLogins: { $not: { $elemMatch: { issuer: 'https://id.example.org', subject: 'ola' } } },
    });
    expect(linked!.updateOne.update.$push).toEqual({ externalLogins: { issuer: 'https://id.example.org', subject: 'ola' } });
  });

  it('reads a user back as the SQL read model does', async () => {
    // the document the writes of users 1 and 2 leave (their inserts, then the $set of the later events)
    const documentOf = (userId: number): UserDocument => {
      let document: Record<string, unknown> = { _id: userId };
      for (const event of userEvents().map(asEvent)) {
        if (event.data.userId !== userId) continue;
        const { update } = (userWriteOf(event) as { updateOne: { update: Record<string, Record<string, unknown>> } }).updateOne;
        document = { ...(update.$setOnInsert && !('createdAt' in document) ? update.$setOnInsert : {}), ...document, ...update.$set };
      }
      return document as unknown as UserDocument;
    };
    for (const id of [1, 2]) expect(userOf(documentOf(id))).toEqual(await reference.byId(id));
  });

  it('looks a user up by e-mail in any case, trimmed, on an index', () => {
    expect(byEmailFilter('  ASE@example.ORG ')).toEqual({ 'lower.email': 'ase@example.org' });
    expect(Object.keys(USER_INDEXES.find((i) => i.name === 'rm_user_email')!.key)[0]).toBe('lower.email');
  });

  it('lists as the SQL read model filters: those with rights by default, everyone in a search, the ones without rights, given ids', () => {
    expect(userListQuery({})).toEqual({
      filter: { $or: [{ isAdmin: true }, { 'permissions.0': { $exists: true } }] },
      sort: { 'lower.lastName': 1, 'lower.firstName': 1, _id: 1 },
    });
    expect(Object.keys(userListQuery({}).sort)).toEqual(Object.keys(USER_INDEXES.find((i) => i.name === 'rm_user_last_name')!.key));
    const search = userListQuery({ search: ' (100%_) ', range: { start: 10, end: 19 } });
    const contains = { $regex: '\\(100%_\\)', $options: 'i' };
    expect(search).toMatchObject({
      filter: { $or: ['firstName', 'lastName', 'fullName', 'email', 'permissions.nameString'].map((f) => ({ [f]: contains })) },
      skip: 10,
      limit: 10,
    });
    expect(new RegExp(contains.$regex, 'i').test('Ursus (100%_)')).toBe(true);
    expect(userListQuery({ withoutRights: true, ids: [3, 4] }).filter).toEqual({
      $and: [{ _id: { $in: [3, 4] } }, { isAdmin: false, permissions: { $size: 0 } }],
    });
    expect(userListQuery({ ids: [1] }).filter).toEqual({ _id: { $in: [1] } });
    expect(userListQuery({ sort: { field: 'id', order: 'DESC' } }).sort).toEqual({ _id: -1, 'lower.firstName': 1 });
    expect(Object.keys(userListQuery({ sort: { field: 'email', order: 'ASC' } }).sort)).toEqual(['lower.email', 'lower.firstName', '_id']);
  });
});
