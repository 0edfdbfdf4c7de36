/** A user as the Users API answers it (spec 2 §3 "User"), plus how the user can log in. */
export interface UserView {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly institution: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly userPermissions: readonly { nameId: number; nameString: string }[];
  /** A local password is set. */
  readonly hasPassword: boolean;
  /** The user has logged in through the external identity provider. */
  readonly hasExternalLogin: boolean;
}

export const userView = (user: UserRecord): UserView => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  institution: user.institution,
  hasAccess: user.hasAccess,
  isAdmin: user.isAdmin,
  userPermissions: user.userPermissions.map(({ nameId, nameString }) => ({ nameId, nameString })),
  hasPassword: user.hasPassword,
  hasExternalLogin: user.externalLogins.length > 0,
});

export const displayName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
import { type UserRecord } from '@navnebase/domain';
