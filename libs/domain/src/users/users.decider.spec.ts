import { describe, expect, it } from '@jest/globals';
import type { OperationMetadata } from '../register/metadata.js';
import { decideUsers, evolveUsers, initialUsersState, type UsersState } from './users.decider.js';
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
});
