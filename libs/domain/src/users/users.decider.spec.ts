import { describe, expect, it } from '@jest/globals';
import type { OperationMetadata } from '../register/metadata.js';
import { UserErrors } from './user-errors.js';
import { decideUsers, evolveUsers, findUserByEmail, initialUsersState, normalizeEmail, usersDecider, type UsersState } from './users.decider.js';
import type { UserCommand, UserEvent, UserProfileInput } from './user.types.js';

const metadata: OperationMetadata = {
  userId: '1',
  userName: 'Admin',
  time: '2026-03-01T10:00:00.000Z',
  remark: '',
  commandId: 'c',
  correlationId: 'c',
};
const context = { nameOf: (id: number) => ({ 6: 'Ursus', 105: 'Salix' })[id] };
const kari: UserProfileInput = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.org',
  hasAccess: true,
  userPermissions: [{ nameId: 6 }],
};

const given = (...commands: UserCommand[]): UsersState => {
  const state = initialUsersState();
  for (const command of commands) for (const event of decideUsers(command, state, context).events) evolveUsers(state, event);
  return state;
};
const add = (profile: UserProfileInput, setsPassword = false): UserCommand => ({
  type: 'AddUser',
  data: { profile, source: 'admin', setsPassword },
  metadata,
});
const update = (userId: number, profile: UserProfileInput, setsPassword = false): UserCommand => ({
  type: 'UpdateUser',
  data: { userId, profile, setsPassword },
  metadata,
});
const errorsOf = (work: () => unknown): string[] => {
  try {
    work();
    return [];
  } catch (error) {
    const e = error as { errorCode: string; errors?: { errorCode: string }[] };
    return e.errors ? e.errors.map((x) => x.errorCode) : [e.errorCode];
  }
};

describe('users decisions', () => {
  it('adds a user with the permission names taken from the register', () => {
    const { events, result } = decideUsers(add(kari, true), initialUsersState(), context);
    expect(result).toEqual({ userId: 1, created: true });
    expect(events.map((e) => e.type)).toEqual(['UserAdded', 'UserPasswordSet']);
    expect((events[0] as Extract<UserEvent, { type: 'UserAdded' }>).data.profile).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.org',
      institution: '',
      hasAccess: true,
      isAdmin: false,
      userPermissions: [{ nameId: 6, nameString: 'Ursus' }],
    });
  });

  it('reports every broken rule of the user form with the spec texts', () => {
    let thrown: { errors: { detail: string; field?: string }[] } | undefined;
    try {
      decideUsers(add({ firstName: ' ', email: '', isAdmin: true, userPermissions: [{ nameId: 999 }] }), initialUsersState(), context);
    } catch (error) {
      thrown = error as typeof thrown;
    }
    expect(thrown!.errors.map((e) => [e.field, e.detail])).toEqual([
      ['firstName', 'Fornavn er obligatorisk.'],
      ['lastName', 'Etternavn er obligatorisk.'],
      ['email', 'Epost er obligatorisk.'],
      ['isAdmin', 'En administrator må være aktiv. Kryss av for Aktiv, eller fjern Administrator.'],
      ['userPermissions', 'Finner ikke vitenskapelig navn med id 999 å gi tilgang til.'],
    ]);
  });

  it.each(['kari', 'kari@', '@example.org', 'kari nordmann@example.org', `${'a'.repeat(65)}@example.org`, 'kari@example..org'])(
    'refuses the e-mail %j',
    (email) => {
      expect(errorsOf(() => decideUsers(add({ ...kari, email }), initialUsersState(), context))).toEqual(['EMAIL_INVALID']);
    },
  );

  it('keeps e-mails unique without regard to case', () => {
    const state = given(add(kari));
    expect(errorsOf(() => decideUsers(add({ ...kari, email: 'KARI@example.org' }), state, context))).toEqual(['EMAIL_TAKEN']);
    const other = given(add(kari), add({ ...kari, email: 'ola@example.org' }));
    expect(errorsOf(() => decideUsers(update(2, { email: 'Kari@Example.org' }), other, context))).toEqual(['EMAIL_TAKEN']);
    expect(errorsOf(() => decideUsers(update(1, { email: 'KARI@example.org' }), other, context))).toEqual([]);
  });

  it('records an update with the changed fields and full before and after images, and nothing when nothing changed', () => {
    const state = given(add(kari));
    const { events } = decideUsers(update(1, { lastName: 'Hansen', userPermissions: [{ nameId: 105 }] }), state, context);
    expect(events).toHaveLength(1);
    const updated = events[0] as Extract<UserEvent, { type: 'UserUpdated' }>;
    expect(updated.data.changedFields).toEqual(['lastName', 'userPermissions']);
    expect(updated.data.before).toMatchObject({ lastName: 'Nordmann', userPermissions: [{ nameId: 6, nameString: 'Ursus' }] });
    expect(updated.data.after).toMatchObject({ lastName: 'Hansen', firstName: 'Kari', userPermissions: [{ nameId: 105, nameString: 'Salix' }] });
    expect(decideUsers(update(1, { lastName: 'Nordmann' }), state, context).events).toEqual([]);
    expect(decideUsers(update(1, {}, true), state, context).events.map((e) => e.type)).toEqual(['UserPasswordSet']);
  });

  it('keeps at least one active administrator', () => {
    const admin = { ...kari, isAdmin: true };
    const state = given(add(admin));
    expect(errorsOf(() => decideUsers(update(1, { isAdmin: false }), state, context))).toEqual(['LAST_ADMIN']);
    expect(errorsOf(() => decideUsers(update(1, { hasAccess: false, isAdmin: false }), state, context))).toEqual(['LAST_ADMIN']);
    const two = given(add(admin), add({ ...admin, email: 'ola@example.org' }));
    expect(errorsOf(() => decideUsers(update(1, { isAdmin: false }), two, context))).toEqual([]);
  });

  it('refuses an unknown user', () => {
    expect(errorsOf(() => decideUsers(update(42, { firstName: 'X' }), initialUsersState(), context))).toEqual(['USER_NOT_FOUND']);
  });

  describe('external logins', () => {
    const signIn = (data: Partial<Extract<UserCommand, { type: 'SignInExternal' }>['data']> = {}): UserCommand => ({
      type: 'SignInExternal',
      data: { issuer: 'https://idp.example', subject: 'abc', ...data },
      metadata,
    });

    it('creates a user without rights on the first login, and finds the same user later', () => {
      const first = decideUsers(signIn({ email: 'ny@example.org', firstName: 'Ny', lastName: 'Bruker' }), initialUsersState(), context);
      expect(first.result).toEqual({ userId: 1, created: true });
      expect(first.events.map((e) => e.type)).toEqual(['UserAdded', 'UserExternalLoginLinked']);
      expect((first.events[0] as Extract<UserEvent, { type: 'UserAdded' }>).data.profile).toMatchObject({
        hasAccess: false,
        isAdmin: false,
        userPermissions: [],
      });
      const state = given(signIn({ email: 'ny@example.org' }));
      expect(decideUsers(signIn(), state, context)).toEqual({ events: [], result: { userId: 1 } });
    });

    it('links the login to a user an administrator added with the same e-mail, unless the provider says it is unverified', () => {
      const state = given(add(kari));
      const linked = decideUsers(signIn({ email: 'Kari@example.org', emailVerified: true }), state, context);
      expect(linked.result).toEqual({ userId: 1 });
      expect(linked.events.map((e) => e.type)).toEqual(['UserExternalLoginLinked']);
      const unverified = decideUsers(signIn({ email: 'kari@example.org', emailVerified: false }), state, context);
      expect(unverified.result).toEqual({ userId: 2, created: true });
      expect((unverified.events[0] as Extract<UserEvent, { type: 'UserAdded' }>).data.profile.email).toBe('');
    });
  });

  describe('the write model after each event', () => {
    const signIn = (data: Partial<Extract<UserCommand, { type: 'SignInExternal' }>['data']> = {}): UserCommand => ({
      type: 'SignInExternal',
      data: { issuer: 'https://idp.example', subject: 'abc', ...data },
      metadata,
    });

    it('given a user added and then given a new e-mail, the old e-mail is free and the new one finds the user', () => {
      const state = given(add(kari), update(1, { email: ' Kari.Ny@Example.org ', institution: ' NTNU ' }, true));
      expect(state.users.get(1)).toEqual({
        id: 1,
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'Kari.Ny@Example.org',
        institution: 'NTNU',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [{ nameId: 6, nameString: 'Ursus' }],
        hasPassword: true,
        externalLogins: [],
      });
      expect(findUserByEmail(state, 'kari@example.org')).toBeUndefined();
      expect(findUserByEmail(state, ' KARI.NY@example.org ')?.id).toBe(1);
      expect(errorsOf(() => decideUsers(add(kari), state, context))).toEqual([]);
      expect(state.nextUserId).toBe(2);
    });

    it('given a user without an e-mail and events for unknown users, nothing else changes', () => {
      const state = given(signIn({ email: 'ugyldig' }));
      expect(state.users.get(1)).toMatchObject({
        email: '',
        firstName: 'Ny bruker',
        hasPassword: false,
        externalLogins: [{ issuer: 'https://idp.example', subject: 'abc' }],
      });
      expect(state.byEmail.size).toBe(0);
      evolveUsers(state, { type: 'UserPasswordSet', data: { userId: 9 }, metadata });
      evolveUsers(state, { type: 'UserExternalLoginLinked', data: { userId: 9, issuer: 'x', subject: 'y', linkedBy: 'new' }, metadata });
      const before = { ...state.users.get(1)! };
      evolveUsers(state, {
        type: 'UserUpdated',
        data: { userId: 9, changedFields: ['firstName'], before: { ...before }, after: { ...before, firstName: 'X' } },
        metadata,
      } as UserEvent);
      expect([...state.users.keys()]).toEqual([1]);
      expect(state.byExternalLogin.size).toBe(1);
      expect(state.users.get(1)).toEqual(before);
    });

    it('given a second login of the same user at another provider, both logins find the user', () => {
      const state = given(
        add(kari),
        signIn({ email: 'kari@example.org' }),
        signIn({ issuer: 'https://other.example', subject: 'abc', email: 'kari@example.org' }),
      );
      expect(state.users.get(1)!.externalLogins).toEqual([
        { issuer: 'https://idp.example', subject: 'abc' },
        { issuer: 'https://other.example', subject: 'abc' },
      ]);
      expect(decideUsers(signIn({ issuer: 'https://other.example' }), state, context)).toEqual({ events: [], result: { userId: 1 } });
      expect(decideUsers(signIn({ issuer: 'https://third.example', subject: 'abc' }), state, context).result).toEqual({ userId: 2, created: true });
    });

    it('given the decider, it decides and evolves the users stream', () => {
      const decider = usersDecider(context);
      expect(decider.streamId).toBe('users');
      expect(decider.schemaVersion).toBe(1);
      const state = decider.initialState();
      for (const event of decider.decide(add(kari), state).events) decider.evolve(state, event);
      expect(state.users.get(1)?.email).toBe('kari@example.org');
    });
  });

  describe('the details of decisions', () => {
    const signIn = (data: Partial<Extract<UserCommand, { type: 'SignInExternal' }>['data']> = {}): UserCommand => ({
      type: 'SignInExternal',
      data: { issuer: 'https://idp.example', subject: 'abc', ...data },
      metadata,
    });

    it('given an external login, the new user is named from the provider, else from the e-mail, else «Ny bruker»', () => {
      const added = (data: Parameters<typeof signIn>[0]) =>
        (decideUsers(signIn(data), initialUsersState(), context).events[0] as Extract<UserEvent, { type: 'UserAdded' }>).data;
      expect(added({ email: 'ola.n@example.org', firstName: ' Ola ', lastName: ' Nordmann ' })).toEqual({
        userId: 1,
        source: 'external',
        profile: {
          firstName: 'Ola',
          lastName: 'Nordmann',
          email: 'ola.n@example.org',
          institution: '',
          hasAccess: false,
          isAdmin: false,
          userPermissions: [],
        },
      });
      expect(added({ email: 'ola.n@example.org' }).profile.firstName).toBe('ola.n');
      expect(added({ email: 'ikke-en-epost' }).profile).toMatchObject({ firstName: 'Ny bruker', email: '' });
      expect(added({}).profile).toMatchObject({ firstName: 'Ny bruker', email: '' });
      const linked = decideUsers(signIn({ email: 'ny@example.org' }), initialUsersState(), context).events[1];
      expect(linked).toEqual({
        type: 'UserExternalLoginLinked',
        data: { userId: 1, issuer: 'https://idp.example', subject: 'abc', linkedBy: 'new' },
        metadata,
      });
    });

    it('given a login with the e-mail of a user who has it, the login is linked by e-mail, and an unverified one gets no e-mail', () => {
      const state = given(add(kari));
      expect(decideUsers(signIn({ email: ' kari@example.org ' }), state, context).events).toEqual([
        { type: 'UserExternalLoginLinked', data: { userId: 1, issuer: 'https://idp.example', subject: 'abc', linkedBy: 'email' }, metadata },
      ]);
      const unverified = decideUsers(signIn({ email: 'kari@example.org', emailVerified: false, firstName: 'Kari' }), state, context).events[0];
      expect((unverified as Extract<UserEvent, { type: 'UserAdded' }>).data.profile).toMatchObject({ firstName: 'Kari', email: '' });
    });

    it('given an update, the result names the user; a password alone is recorded for that user; a repeated permission counts once', () => {
      const state = given(add(kari), add({ ...kari, email: 'ola@example.org' }));
      expect(decideUsers(update(2, {}, true), state, context)).toEqual({
        events: [{ type: 'UserPasswordSet', data: { userId: 2 }, metadata }],
        result: { userId: 2 },
      });
      expect(decideUsers(add({ ...kari, email: 'per@example.org' }, true), state, context).events[1]).toEqual({
        type: 'UserPasswordSet',
        data: { userId: 3 },
        metadata,
      });
      expect(decideUsers(add({ ...kari, email: 'per@example.org' }), state, context).events.map((e) => e.type)).toEqual(['UserAdded']);
      const updated = decideUsers(update(2, { userPermissions: [{ nameId: 105 }, { nameId: 105 }, { nameId: 6 }] }), state, context).events[0];
      expect(updated).toMatchObject({
        type: 'UserUpdated',
        data: {
          userId: 2,
          after: {
            userPermissions: [
              { nameId: 105, nameString: 'Salix' },
              { nameId: 6, nameString: 'Ursus' },
            ],
          },
        },
      });
      const partly = decideUsers(update(2, { firstName: undefined, institution: 'UiO' }), state, context).events[0];
      expect(partly).toMatchObject({ data: { changedFields: ['institution'], after: { firstName: 'Kari', hasAccess: true, institution: 'UiO' } } });
      const added = decideUsers(add({ firstName: 'Per', lastName: 'Hansen', email: 'per@example.org' }), state, context).events[0] as Extract<
        UserEvent,
        { type: 'UserAdded' }
      >;
      expect(added.data.profile).toEqual({
        firstName: 'Per',
        lastName: 'Hansen',
        email: 'per@example.org',
        institution: '',
        hasAccess: false,
        isAdmin: false,
        userPermissions: [],
      });
    });

    it('given broken rules, each error carries its code, kind, field and Norwegian text', () => {
      const shape = (e: { errorCode: string; kind: string; field?: string; detail: string }) => [e.errorCode, e.kind, e.field, e.detail];
      expect(
        [
          UserErrors.firstNameRequired(),
          UserErrors.lastNameRequired(),
          UserErrors.emailRequired(),
          UserErrors.emailInvalid(),
          UserErrors.adminRequiresAccess(),
          UserErrors.unknownPermissionName(7),
          UserErrors.emailTaken(),
          UserErrors.lastAdmin(),
          UserErrors.userNotFound(42),
          UserErrors.invalidUserId(),
          UserErrors.concurrentChange(),
        ].map(shape),
      ).toEqual([
        ['FIRST_NAME_REQUIRED', 'invalid', 'firstName', 'Fornavn er obligatorisk.'],
        ['LAST_NAME_REQUIRED', 'invalid', 'lastName', 'Etternavn er obligatorisk.'],
        ['EMAIL_REQUIRED', 'invalid', 'email', 'Epost er obligatorisk.'],
        ['EMAIL_INVALID', 'invalid', 'email', 'Epost må skrives i riktig format.'],
        ['ADMIN_REQUIRES_ACCESS', 'invalid', 'isAdmin', 'En administrator må være aktiv. Kryss av for Aktiv, eller fjern Administrator.'],
        ['UNKNOWN_PERMISSION_NAME', 'invalid', 'userPermissions', 'Finner ikke vitenskapelig navn med id 7 å gi tilgang til.'],
        ['EMAIL_TAKEN', 'conflict', 'email', 'Det finnes allerede en bruker med denne eposten.'],
        ['LAST_ADMIN', 'conflict', 'isAdmin', 'Det må finnes minst én aktiv administrator.'],
        ['USER_NOT_FOUND', 'notFound', undefined, 'Finner ikke bruker med id 42.'],
        ['INVALID_USER_ID', 'invalid', undefined, 'Bruker-id er ugyldig.'],
        ['CONCURRENT_CHANGE', 'conflict', undefined, 'Brukerne ble endret samtidig. Prøv igjen.'],
      ]);
      let thrown: { kind?: string; errorCode?: string; field?: string } = {};
      try {
        decideUsers(add({ ...kari, lastName: '' }), initialUsersState(), context);
      } catch (error) {
        thrown = error as typeof thrown;
      }
      expect([thrown.errorCode, thrown.kind, thrown.field]).toEqual(['LAST_NAME_REQUIRED', 'invalid', 'lastName']);
    });

    it('given an unknown command, it is refused', () => {
      expect(() => decideUsers({ type: 'RemoveUser' } as unknown as UserCommand, initialUsersState(), context)).toThrow(
        'Unknown users command RemoveUser',
      );
    });
  });

  describe('edge cases of the write model', () => {
    it('given an e-mail with spaces and capitals, it is normalised to trimmed lower case', () => {
      expect(normalizeEmail(' Kari@Example.ORG ')).toBe('kari@example.org');
    });

    it('given an update of one field, only that field changes and the others are kept', () => {
      const state = given(add(kari));
      const changed = (profile: UserProfileInput) =>
        (decideUsers(update(1, profile), state, context).events[0] as Extract<UserEvent, { type: 'UserUpdated' }> | undefined)?.data.changedFields;
      expect(changed({ firstName: 'Kari Marie' })).toEqual(['firstName']);
      expect(changed({ hasAccess: false })).toEqual(['hasAccess']);
      expect(changed({ userPermissions: null })).toEqual(['userPermissions']);
    });

    it('given a user from an external login without an e-mail, a password alone can be set without the form being checked', () => {
      const state = given({ type: 'SignInExternal', data: { issuer: 'https://idp.example', subject: 'abc' }, metadata });
      expect(decideUsers(update(1, {}, true), state, context).events).toEqual([{ type: 'UserPasswordSet', data: { userId: 1 }, metadata }]);
      expect(decideUsers(update(1, { firstName: undefined }, true), state, context).events).toEqual([
        { type: 'UserPasswordSet', data: { userId: 1 }, metadata },
      ]);
      expect(errorsOf(() => decideUsers(update(1, { lastName: 'Hansen' }), state, context))).toEqual(['EMAIL_REQUIRED']);
    });

    it('given recorded events with a shared or an emptied e-mail, the e-mail index keeps the other owner and holds no empty e-mail', () => {
      const profile = {
        firstName: 'A',
        lastName: 'B',
        email: 'delt@example.org',
        institution: '',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [],
      };
      const state = initialUsersState();
      evolveUsers(state, { type: 'UserAdded', data: { userId: 1, profile, source: 'admin' }, metadata });
      evolveUsers(state, { type: 'UserAdded', data: { userId: 2, profile, source: 'admin' }, metadata });
      evolveUsers(state, {
        type: 'UserUpdated',
        data: { userId: 1, changedFields: ['email'], before: profile, after: { ...profile, email: '' } },
        metadata,
      });
      expect(findUserByEmail(state, 'delt@example.org')?.id).toBe(2);
      expect(state.byEmail.has('')).toBe(false);
      expect(state.users.get(1)?.email).toBe('');
    });
  });
});
