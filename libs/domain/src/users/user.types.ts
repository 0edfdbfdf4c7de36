import type { OperationMetadata } from '../register/metadata.js';

/** Users live in a stream of their own, apart from the register. */
export const USERS_STREAM = 'users';
export const USERS_EVENT_SCHEMA_VERSION = 1;

export type UserId = number;

/** A right to change a name and its whole subtree (spec 2 §3 "User": nameId, nameString). */
export interface UserPermission {
  readonly nameId: number;
  readonly nameString: string;
}

/** What an administrator edits (spec 2 §3 "User"). */
export interface UserProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly institution: string;
  /** "Aktiv": the user may act. */
  readonly hasAccess: boolean;
  /** Requires hasAccess. */
  readonly isAdmin: boolean;
  readonly userPermissions: readonly UserPermission[];
}

export const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'institution', 'hasAccess', 'isAdmin', 'userPermissions'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A login at an external identity provider (OpenID Connect issuer and subject). */
export interface ExternalLogin {
  readonly issuer: string;
  readonly subject: string;
}

export interface UserRecord extends UserProfile {
  readonly id: UserId;
  /** A local password is set (the hash itself is kept apart, never in an event). */
  readonly hasPassword: boolean;
  readonly externalLogins: readonly ExternalLogin[];
}

type Msg<T extends string, D> = Readonly<{ type: T; data: D; metadata: OperationMetadata }>;

export type UserSource = 'admin' | 'bootstrap' | 'external';

export type UserAdded = Msg<'UserAdded', { userId: UserId; profile: UserProfile; source: UserSource }>;
/** Full before and after images, and the fields that changed, so every change can be audited. */
export type UserUpdated = Msg<'UserUpdated', { userId: UserId; changedFields: ProfileField[]; before: UserProfile; after: UserProfile }>;
/** A password was set; the hash is stored apart from the events. */
export type UserPasswordSet = Msg<'UserPasswordSet', { userId: UserId }>;
export type UserExternalLoginLinked = Msg<'UserExternalLoginLinked', { userId: UserId; issuer: string; subject: string; linkedBy: 'email' | 'new' }>;

export type UserEvent = UserAdded | UserUpdated | UserPasswordSet | UserExternalLoginLinked;

/** Profile fields as sent by a client: anything may be missing or empty; the decision validates. */
export interface UserProfileInput {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly institution?: string | null;
  readonly hasAccess?: boolean | null;
  readonly isAdmin?: boolean | null;
  readonly userPermissions?: readonly { readonly nameId: number; readonly nameString?: string | null }[] | null;
}

export type AddUser = Msg<'AddUser', { profile: UserProfileInput; source: UserSource; setsPassword: boolean }>;
/** Omitted fields keep their value; given fields are validated as for AddUser. */
export type UpdateUser = Msg<'UpdateUser', { userId: UserId; profile: UserProfileInput; setsPassword: boolean }>;
/** A login through the external identity provider: finds the user by login, links by e-mail, or creates one without rights. */
export type SignInExternal = Msg<
  'SignInExternal',
  { issuer: string; subject: string; email?: string; emailVerified?: boolean; firstName?: string; lastName?: string }
>;

export type UserCommand = AddUser | UpdateUser | SignInExternal;

/** What a users decision needs from outside the users stream. */
export interface UsersContext {
  /** The scientific name of a name id in the register, or undefined when there is none. */
  readonly nameOf: (nameId: number) => string | undefined;
}

export interface UsersDecision {
  readonly events: UserEvent[];
  readonly result: { readonly userId: UserId; readonly created?: boolean };
}
