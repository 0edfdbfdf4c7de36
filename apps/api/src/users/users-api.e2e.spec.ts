import { USERS_STREAM } from '@navnebase/domain';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { importCommand } from '../../../../libs/domain/src/testing/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAuthTestApp, type AuthTestApp, type TestBrowser } from '../auth/testing/auth-test-app.js';
import { run, systemMetadata } from '../testing/test-register.js';

jest.setTimeout(120_000);

const URSUS = 6;
const SALIX = 105;

describe('Users API (spec 2 §7, spec 1 §7)', () => {
  let t: AuthTestApp;
  let admin: TestBrowser;
  const addUser = (payload: object) => admin.request({ method: 'POST', url: '/api/v1/Users/AddUser', payload });
  const updateUser = (id: number | string, payload: object) => admin.request({ method: 'PUT', url: `/api/v1/Users/UpdateUser/${id}`, payload });

  beforeAll(async () => {
    t = await openAuthTestApp();
    await run(t.stores, { ...importCommand(), metadata: systemMetadata() });
    admin = t.browser();
    expect((await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  describe('validation (spec 2 §5)', () => {
    it('lists every broken rule of an empty form with the spec texts', async () => {
      const response = await addUser({});
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ status: 400, errorCode: 'FIRST_NAME_REQUIRED', detail: 'Fornavn er obligatorisk.', field: 'firstName' });
      expect(body.errors.map((e: { detail: string }) => e.detail)).toEqual([
        'Fornavn er obligatorisk.',
        'Etternavn er obligatorisk.',
        'Epost er obligatorisk.',
      ]);
    });

    it('refuses an e-mail in the wrong format', async () => {
      const response = await addUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari(at)example.org' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'EMAIL_INVALID', detail: 'Epost må skrives i riktig format.', field: 'email' });
    });

    it('refuses an administrator without access', async () => {
      const response = await addUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.org', isAdmin: true, hasAccess: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'ADMIN_REQUIRES_ACCESS', field: 'isAdmin' });
    });

    it('refuses a permission on a name that is not in the register', async () => {
      const response = await addUser({
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'kari@example.org',
        hasAccess: true,
        userPermissions: [{ nameId: 424242, nameString: 'Fantasia' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'UNKNOWN_PERMISSION_NAME', field: 'userPermissions' });
    });

    it('refuses a short password and wrong types with Norwegian texts', async () => {
      const short = await addUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.org', password: 'kort' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ detail: 'Passordet må ha minst 10 tegn.', field: 'password' });
      const type = await addUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.org', hasAccess: 'ja' });
      expect(type.statusCode).toBe(400);
      expect(type.json()).toMatchObject({ detail: 'Aktiv må være sann eller usann.', field: 'hasAccess' });
    });

    it('keeps e-mails unique without regard to case (409)', async () => {
      const response = await addUser({ firstName: 'Ny', lastName: 'Admin', email: 'ADMIN@navnebase.local' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'EMAIL_TAKEN', field: 'email' });
    });

    it('writes nothing for a refused user', async () => {
      const events = await t.stores.events.readStream(USERS_STREAM);
      expect(events.filter((e) => e.type === 'UserAdded').map((e) => (e.data as { profile: { email: string } }).profile.email)).toEqual([
        ADMIN_EMAIL,
      ]);
    });
  });

  describe('adding, reading, listing and changing users', () => {
    let kariId: number;

    it('adds a user and answers it at once (read-your-writes), with the permission names from the register', async () => {
      const response = await addUser({
        firstName: ' Kari ',
        lastName: 'Nordmann',
        email: 'kari@example.org',
        institution: 'NTNU',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [{ nameId: URSUS, nameString: 'Feil navn fra klienten' }],
        password: 'kari-passord-1',
      });
      expect(response.statusCode).toBe(200);
      const user = response.json();
      kariId = user.id;
      expect(user).toEqual({
        id: kariId,
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'kari@example.org',
        institution: 'NTNU',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [{ nameId: URSUS, nameString: 'Ursus' }],
        hasPassword: true,
        hasExternalLogin: false,
      });
      expect((await admin.get(`/api/v1/Users/${kariId}`)).json()).toEqual(user);
    });

    it('lets the new user log in with the password the administrator set, and never stores the password in an event', async () => {
      const kari = t.browser();
      expect((await kari.login('kari@example.org', 'kari-passord-1')).statusCode).toBe(200);
      expect((await kari.get('/api/v1/Users/LoggedInUserInfo')).json()).toMatchObject({ hasAccess: true, isAdmin: false, userPermissions: [URSUS] });
      const events = JSON.stringify(await t.stores.events.readStream(USERS_STREAM));
      expect(events).not.toContain('kari-passord-1');
      expect(events).not.toContain('scrypt$');
      expect(events).toContain('"UserPasswordSet"');
    });

    it('answers a repeated command id once', async () => {
      const body = {
        firstName: 'Ola',
        lastName: 'Olsen',
        email: 'ola@example.org',
        hasAccess: true,
        userPermissions: [{ nameId: SALIX }],
        commandId: 'add-ola-1',
      };
      const first = await addUser(body);
      const second = await addUser(body);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      const added = (await t.stores.events.readStream(USERS_STREAM)).filter((e) => e.type === 'UserAdded');
      expect(added.filter((e) => (e.data as { profile: { email: string } }).profile.email === 'ola@example.org')).toHaveLength(1);
    });

    it('lists only administrators and users with at least one permission, with Content-Range for react-admin', async () => {
      await addUser({ firstName: 'Uten', lastName: 'Rettigheter', email: 'uten@example.org', hasAccess: true });
      const response = await admin.get('/api/v1/Users');
      expect(response.statusCode).toBe(200);
      const names = response.json().map((u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`);
      expect(names).toEqual(['Administrator Navnebase', 'Kari Nordmann', 'Ola Olsen']);
      expect(response.headers['content-range']).toBe('users 0-2/3');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    });

    it('searches first name, last name, e-mail and permission name over every user, also those without rights', async () => {
      const search = async (text: string) =>
        (await admin.get(`/api/v1/Users?search=${encodeURIComponent(text)}`)).json().map((u: { email: string }) => u.email);
      expect(await search('kar')).toEqual(['kari@example.org']);
      expect(await search('OLSEN')).toEqual(['ola@example.org']);
      expect(await search('salix')).toEqual(['ola@example.org']);
      expect(await search('urs')).toEqual(['kari@example.org']);
      expect(await search('Kari Nord')).toEqual(['kari@example.org']);
      expect(await search('rettigheter')).toEqual(['uten@example.org']);
      expect(await search('uten@')).toEqual(['uten@example.org']);
      expect(await search('%')).toEqual([]);
    });

    it('lists the users without rights under the filter "Uten tilganger" (withoutRights), so they can be given some', async () => {
      const filtered = async (filter: unknown) => admin.get(`/api/v1/Users?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      const without = await filtered({ withoutRights: true });
      expect(without.json().map((u: { email: string }) => u.email)).toEqual(['uten@example.org']);
      expect(without.headers['content-range']).toBe('users 0-0/1');
      expect((await filtered({ withoutRights: true, q: 'kari' })).json()).toEqual([]);
      expect((await filtered({ withoutRights: 'ja' })).statusCode).toBe(400);
    });

    it("supports ra-data-simple-rest's range, sort and filter", async () => {
      const page = await admin.get(`/api/v1/Users?range=${encodeURIComponent('[1,1]')}&sort=${encodeURIComponent('["firstName","DESC"]')}`);
      expect(page.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Kari']);
      expect(page.headers['content-range']).toBe('users 1-1/3');
      const filtered = await admin.get(`/api/v1/Users?filter=${encodeURIComponent('{"q":"ursus"}')}`);
      expect(filtered.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Kari']);
      const many = await admin.get(`/api/v1/Users?filter=${encodeURIComponent(JSON.stringify({ id: [kariId] }))}`);
      expect(many.json().map((u: { id: number }) => u.id)).toEqual([kariId]);
      const bad = await admin.get('/api/v1/Users?sort=%5B%22password%22%2C%22ASC%22%5D');
      expect(bad.statusCode).toBe(400);
    });

    it('changes a user (omitted fields keep their value) and records before and after for the audit trail', async () => {
      const response = await updateUser(kariId, { lastName: 'Hansen', userPermissions: [{ nameId: URSUS }, { nameId: SALIX }], id: kariId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Kari',
        lastName: 'Hansen',
        email: 'kari@example.org',
        institution: 'NTNU',
        userPermissions: [
          { nameId: URSUS, nameString: 'Ursus' },
          { nameId: SALIX, nameString: 'Salix' },
        ],
      });
      const history = (await admin.get(`/api/v1/Users/${kariId}/History`)).json();
      expect(history.map((h: { changeType: string }) => h.changeType)).toEqual(['UserAdded', 'UserPasswordSet', 'UserUpdated']);
      expect(history[2]).toMatchObject({
        changeByUser: 'Administrator Navnebase',
        changeByUserId: '1',
        changedFields: ['lastName', 'userPermissions'],
        dataBefore: { lastName: 'Nordmann', userPermissions: [{ nameId: URSUS, nameString: 'Ursus' }] },
        dataAfter: { lastName: 'Hansen' },
      });
    });

    it('validates a change with the same rules', async () => {
      const response = await updateUser(kariId, { firstName: '', email: 'ikke-epost' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { detail: string }) => e.detail)).toEqual([
        'Fornavn er obligatorisk.',
        'Epost må skrives i riktig format.',
      ]);
      const taken = await updateUser(kariId, { email: 'Ola@Example.org' });
      expect(taken.statusCode).toBe(409);
    });

    it('lets an administrator set a new password, which replaces the old one', async () => {
      expect((await updateUser(kariId, { password: 'nytt-passord-1' })).statusCode).toBe(200);
      expect((await t.browser().login('kari@example.org', 'kari-passord-1')).statusCode).toBe(401);
      expect((await t.browser().login('kari@example.org', 'nytt-passord-1')).statusCode).toBe(200);
    });

    it('keeps at least one active administrator', async () => {
      const response = await updateUser(1, { isAdmin: false });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'LAST_ADMIN' });
    });

    it('answers 404 for an unknown user and 400 for an invalid id', async () => {
      expect((await admin.get('/api/v1/Users/9999')).json()).toMatchObject({ status: 404, errorCode: 'USER_NOT_FOUND' });
      expect((await updateUser(9999, { firstName: 'X' })).json()).toMatchObject({ status: 404, errorCode: 'USER_NOT_FOUND' });
      expect((await admin.get('/api/v1/Users/abc')).json()).toMatchObject({ status: 400, errorCode: 'INVALID_USER_ID' });
    });

    it('keeps the users read model in step with the users stream through its own checkpoint', async () => {
      const { rows } = await t.stores.sql.query<{ revision: number }>(`SELECT revision FROM rm_user_stream_checkpoint WHERE stream = 'users'`);
      expect(Number(rows[0]!.revision)).toBe(await t.stores.events.streamRevision(USERS_STREAM));
    });

    it('sees users written by another process (another API replica on the same store)', async () => {
      const users = (await t.stores.events.readStream(USERS_STREAM)).length;
      const { user } = await t.accounts.add(
        { firstName: 'Fra', lastName: 'Replika', email: 'replika@example.org', hasAccess: true, userPermissions: [{ nameId: URSUS }] },
        { userId: 'system', userName: 'Test', time: new Date().toISOString(), remark: '', commandId: 'users:replica-probe', correlationId: 'test' },
      );
      // Another process appends to the users stream behind this one's back: a change of the same user.
      await t.stores.events.append(
        USERS_STREAM,
        [
          {
            type: 'UserUpdated',
            data: { userId: user.id, changedFields: ['institution'], before: { ...user }, after: { ...user, institution: 'Annen replika' } },
            metadata: { userId: 'system', userName: 'Replika', time: new Date().toISOString(), remark: '', commandId: 'x', correlationId: 'x' },
          },
        ],
        { expectedRevision: users + 1 },
      );
      let institution = '';
      for (let i = 0; i < 600 && institution !== 'Annen replika'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        institution = (await admin.get(`/api/v1/Users/${user.id}`)).json().institution;
      }
      expect(institution).toBe('Annen replika');
    });
  });
});
