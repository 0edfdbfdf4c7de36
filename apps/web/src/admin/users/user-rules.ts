/** The user form's rules and texts (spec 2 §2.9, §3 "User", §5 "User form", §7). No react-admin here. */

export interface UserPermission {
  readonly nameId: number;
  readonly nameString: string;
}

/** A user as GET /api/v1/Users answers it. */
export interface UserRecord {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly institution: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly userPermissions: readonly UserPermission[];
  readonly hasPassword?: boolean;
  readonly hasExternalLogin?: boolean;
}

/** What the form edits. */
export interface UserFormValues {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly institution?: string | null;
  readonly hasAccess?: boolean | null;
  readonly isAdmin?: boolean | null;
  readonly userPermissions?: readonly UserPermission[] | null;
  readonly password?: string | null;
}

export const FIRST_NAME_REQUIRED = 'Fornavn er obligatorisk.';
export const LAST_NAME_REQUIRED = 'Etternavn er obligatorisk.';
export const EMAIL_REQUIRED = 'Epost er obligatorisk.';
export const EMAIL_INVALID = 'Epost må skrives i riktig format.';
export const ADMIN_REQUIRES_ACCESS = 'En administrator må være aktiv. Kryss av for Aktiv, eller fjern Administrator.';
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Passordet må ha minst ${MIN_PASSWORD_LENGTH} tegn.`;

/** The same e-mail rule as the server: at most 254 characters, local part at most 64. */
const EMAIL =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export const firstNameError = (value: unknown): string | undefined => (blank(value) ? FIRST_NAME_REQUIRED : undefined);
export const lastNameError = (value: unknown): string | undefined => (blank(value) ? LAST_NAME_REQUIRED : undefined);
export const emailError = (value: unknown): string | undefined => {
  if (blank(value)) return EMAIL_REQUIRED;
  return EMAIL.test(String(value).trim()) ? undefined : EMAIL_INVALID;
};
export const isAdminError = (isAdmin: unknown, values: UserFormValues): string | undefined =>
  isAdmin === true && values.hasAccess !== true ? ADMIN_REQUIRES_ACCESS : undefined;
/** Optional: empty keeps (or leaves out) the password. */
export const passwordError = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && value.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : undefined;

/** Every broken rule of the form, by field (empty when the form is valid). */
export const validateUser = (values: UserFormValues): Partial<Record<keyof UserFormValues, string>> => {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  const add = (field: keyof UserFormValues, error: string | undefined) => {
    if (error) errors[field] = error;
  };
  add('firstName', firstNameError(values.firstName));
  add('lastName', lastNameError(values.lastName));
  add('email', emailError(values.email));
  add('isAdmin', isAdminError(values.isAdmin, values));
  add('password', passwordError(values.password));
  return errors;
};

export const displayName = (user: Pick<UserFormValues, 'firstName' | 'lastName' | 'email'>): string =>
  `${(user.firstName ?? '').trim()} ${(user.lastName ?? '').trim()}`.trim() || (user.email ?? '').trim();

/** The body of AddUser and UpdateUser (spec 2 §7): trimmed texts, booleans, permissions; the password only when typed. */
export const toRequestBody = (values: UserFormValues) => ({
  firstName: (values.firstName ?? '').trim(),
  lastName: (values.lastName ?? '').trim(),
  email: (values.email ?? '').trim(),
  institution: (values.institution ?? '').trim(),
  hasAccess: values.hasAccess === true,
  isAdmin: values.isAdmin === true,
  userPermissions: (values.userPermissions ?? []).map(({ nameId, nameString }) => ({ nameId, nameString })),
  ...(typeof values.password === 'string' && values.password !== '' ? { password: values.password } : {}),
});

export const CREATED = (name: string): string => `Brukeren ${name} er opprettet.`;
export const UPDATED = (name: string): string => `Brukeren ${name} er oppdatert.`;

/** Adds a permission unless the name is there already. */
export const addPermission = (permissions: readonly UserPermission[], permission: UserPermission): UserPermission[] =>
  permissions.some((p) => p.nameId === permission.nameId) ? [...permissions] : [...permissions, permission];

export const removePermission = (permissions: readonly UserPermission[], nameId: number): UserPermission[] =>
  permissions.filter((p) => p.nameId !== nameId);

/** Fields the server reports errors on that the form shows by its input. */
export const FORM_FIELDS: readonly string[] = [
  'firstName',
  'lastName',
  'email',
  'institution',
  'hasAccess',
  'isAdmin',
  'userPermissions',
  'password',
];
