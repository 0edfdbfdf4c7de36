import type { DomainError } from '../register/errors.js';
import { UserErrors, UserValidationError } from './user-errors.js';
import {
  PROFILE_FIELDS,
  USERS_EVENT_SCHEMA_VERSION,
  USERS_STREAM,
  type AddUser,
  type ExternalLogin,
  type ProfileField,
  type SignInExternal,
  type UpdateUser,
  type UserCommand,
  type UserEvent,
  type UserId,
  type UserPermission,
  type UserProfile,
  type UserProfileInput,
  type UserRecord,
  type UsersContext,
  type UsersDecision,
} from './user.types.js';

/** The users' write model, built from the users stream. Pure: no I/O, no clock. */
export interface UsersState {
  readonly users: Map<UserId, UserRecord>;
  readonly byEmail: Map<string, UserId>;
  readonly byExternalLogin: Map<string, UserId>;
  nextUserId: UserId;
}

export const initialUsersState = (): UsersState => ({ users: new Map(), byEmail: new Map(), byExternalLogin: new Map(), nextUserId: 1 });

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
const loginKey = (login: ExternalLogin) => `${login.issuer}\u0000${login.subject}`;

/** The e-mail rule of the web app's validators (spec 1 §5): at most 254 characters, local part at most 64. */
const EMAIL =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isValidEmail = (email: string): boolean => EMAIL.test(email);

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

const isActiveAdmin = (user: UserProfile) => user.isAdmin && user.hasAccess;

/**
 * Validates a profile against the rules of spec 2 §5 and the register: every broken rule is collected. Omitted
 * fields keep the current value (on update) or take the default (on add).
 */
const validateProfile = (input: UserProfileInput, current: UserProfile | undefined, context: UsersContext): UserProfile => {
  const errors: DomainError[] = [];
  const keep = (key: keyof UserProfileInput) => current !== undefined && input[key] === undefined;
  const firstName = keep('firstName') ? current!.firstName : text(input.firstName);
  const lastName = keep('lastName') ? current!.lastName : text(input.lastName);
  const email = keep('email') ? current!.email : text(input.email);
  const institution = keep('institution') ? current!.institution : text(input.institution);
  const hasAccess = keep('hasAccess') ? current!.hasAccess : input.hasAccess === true;
  const isAdmin = keep('isAdmin') ? current!.isAdmin : input.isAdmin === true;
  if (!firstName) errors.push(UserErrors.firstNameRequired());
  if (!lastName) errors.push(UserErrors.lastNameRequired());
  if (!email) errors.push(UserErrors.emailRequired());
  else if (!isValidEmail(email)) errors.push(UserErrors.emailInvalid());
  if (isAdmin && !hasAccess) errors.push(UserErrors.adminRequiresAccess());
  let userPermissions: UserPermission[] = current ? [...current.userPermissions] : [];
  if (input.userPermissions !== undefined) {
    userPermissions = [];
    for (const { nameId } of input.userPermissions ?? []) {
      if (userPermissions.some((p) => p.nameId === nameId)) continue;
      const nameString = Number.isSafeInteger(nameId) ? context.nameOf(nameId) : undefined;
      if (nameString === undefined) errors.push(UserErrors.unknownPermissionName(nameId));
      else userPermissions.push({ nameId, nameString });
    }
  }
  if (errors.length) throw new UserValidationError(errors);
  return { firstName, lastName, email, institution, hasAccess, isAdmin, userPermissions };
};

const requireUniqueEmail = (state: UsersState, email: string, self?: UserId) => {
  const owner = state.byEmail.get(normalizeEmail(email));
  if (owner !== undefined && owner !== self) throw UserErrors.emailTaken();
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const profileOf = (user: UserRecord): UserProfile => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  institution: user.institution,
  hasAccess: user.hasAccess,
  isAdmin: user.isAdmin,
  userPermissions: user.userPermissions,
});

const addUser = ({ data, metadata }: AddUser, state: UsersState, context: UsersContext): UsersDecision => {
  const profile = validateProfile(data.profile, undefined, context);
  requireUniqueEmail(state, profile.email);
  const userId = state.nextUserId;
  const events: UserEvent[] = [{ type: 'UserAdded', data: { userId, profile, source: data.source }, metadata }];
  if (data.setsPassword) events.push({ type: 'UserPasswordSet', data: { userId }, metadata });
  return { events, result: { userId, created: true } };
};

const updateUser = ({ data, metadata }: UpdateUser, state: UsersState, context: UsersContext): UsersDecision => {
  const current = state.users.get(data.userId);
  if (!current) throw UserErrors.userNotFound(data.userId);
  const before = profileOf(current);
  const untouched = Object.values(data.profile).every((value) => value === undefined);
  const after = untouched ? before : validateProfile(data.profile, before, context);
  requireUniqueEmail(state, after.email, current.id);
  if (isActiveAdmin(before) && !isActiveAdmin(after)) {
    const otherAdmins = [...state.users.values()].filter((u) => u.id !== current.id && isActiveAdmin(u));
    if (otherAdmins.length === 0) throw UserErrors.lastAdmin();
  }
  const changedFields: ProfileField[] = PROFILE_FIELDS.filter((field) => !sameValue(before[field], after[field]));
  const events: UserEvent[] = [];
  if (changedFields.length) events.push({ type: 'UserUpdated', data: { userId: current.id, changedFields, before, after }, metadata });
  if (data.setsPassword) events.push({ type: 'UserPasswordSet', data: { userId: current.id }, metadata });
  return { events, result: { userId: current.id } };
};

/** A first external login creates a user without rights ("can only export"); a known e-mail links the login to that user. */
const signInExternal = ({ data, metadata }: SignInExternal, state: UsersState): UsersDecision => {
  const login = { issuer: data.issuer, subject: data.subject };
  const known = state.byExternalLogin.get(loginKey(login));
  if (known !== undefined) return { events: [], result: { userId: known } };
  const email = text(data.email);
  const byEmail = email && data.emailVerified !== false ? state.byEmail.get(normalizeEmail(email)) : undefined;
  if (byEmail !== undefined) {
    return {
      events: [{ type: 'UserExternalLoginLinked', data: { userId: byEmail, ...login, linkedBy: 'email' }, metadata }],
      result: { userId: byEmail },
    };
  }
  const userId = state.nextUserId;
  const usableEmail = email && isValidEmail(email) && !state.byEmail.has(normalizeEmail(email)) ? email : '';
  const profile: UserProfile = {
    firstName: text(data.firstName) || (usableEmail ? usableEmail.split('@')[0]! : 'Ny bruker'),
    lastName: text(data.lastName),
    email: usableEmail,
    institution: '',
    hasAccess: false,
    isAdmin: false,
    userPermissions: [],
  };
  return {
    events: [
      { type: 'UserAdded', data: { userId, profile, source: 'external' }, metadata },
      { type: 'UserExternalLoginLinked', data: { userId, ...login, linkedBy: 'new' }, metadata },
    ],
    result: { userId, created: true },
  };
};

export const decideUsers = (command: UserCommand, state: UsersState, context: UsersContext): UsersDecision => {
  switch (command.type) {
    case 'AddUser':
      return addUser(command, state, context);
    case 'UpdateUser':
      return updateUser(command, state, context);
    case 'SignInExternal':
      return signInExternal(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown users command ${(unknown as { type: string }).type}`);
    }
  }
};

/** Applies one event to the write model. Never throws on a recorded event. */
export const evolveUsers = (state: UsersState, event: UserEvent): UsersState => {
  switch (event.type) {
    case 'UserAdded': {
      const { userId, profile } = event.data;
      state.users.set(userId, { id: userId, ...profile, hasPassword: false, externalLogins: [] });
      if (profile.email) state.byEmail.set(normalizeEmail(profile.email), userId);
      state.nextUserId = Math.max(state.nextUserId, userId + 1);
      break;
    }
    case 'UserUpdated': {
      const user = state.users.get(event.data.userId);
      if (!user) break;
      if (user.email && state.byEmail.get(normalizeEmail(user.email)) === user.id) state.byEmail.delete(normalizeEmail(user.email));
      const updated = { ...user, ...event.data.after };
      state.users.set(user.id, updated);
      if (updated.email) state.byEmail.set(normalizeEmail(updated.email), user.id);
      break;
    }
    case 'UserPasswordSet': {
      const user = state.users.get(event.data.userId);
      if (user) state.users.set(user.id, { ...user, hasPassword: true });
      break;
    }
    case 'UserExternalLoginLinked': {
      const user = state.users.get(event.data.userId);
      if (!user) break;
      const login = { issuer: event.data.issuer, subject: event.data.subject };
      state.users.set(user.id, { ...user, externalLogins: [...user.externalLogins, login] });
      state.byExternalLogin.set(loginKey(login), user.id);
      break;
    }
  }
  return state;
};

export const findUserByEmail = (state: UsersState, email: string): UserRecord | undefined => {
  const id = state.byEmail.get(normalizeEmail(email));
  return id === undefined ? undefined : state.users.get(id);
};

/** The users stream's decider; the context answers what a decision needs from the register (permission names). */
export const usersDecider = (context: UsersContext) => ({
  streamId: USERS_STREAM,
  schemaVersion: USERS_EVENT_SCHEMA_VERSION,
  initialState: initialUsersState,
  evolve: (state: UsersState, event: UserEvent): void => {
    evolveUsers(state, event);
  },
  decide: (command: UserCommand, state: UsersState): UsersDecision => decideUsers(command, state, context),
});
