import { DomainError } from '../register/errors.js';

/** Users' errors, with the texts of spec 2 §5 where it gives them. */
export const UserErrors = {
  firstNameRequired: () => new DomainError('FIRST_NAME_REQUIRED', 'invalid', 'Fornavn er obligatorisk.', 'firstName'),
  lastNameRequired: () => new DomainError('LAST_NAME_REQUIRED', 'invalid', 'Etternavn er obligatorisk.', 'lastName'),
  emailRequired: () => new DomainError('EMAIL_REQUIRED', 'invalid', 'Epost er obligatorisk.', 'email'),
  emailInvalid: () => new DomainError('EMAIL_INVALID', 'invalid', 'Epost må skrives i riktig format.', 'email'),
  adminRequiresAccess: () =>
    new DomainError('ADMIN_REQUIRES_ACCESS', 'invalid', 'En administrator må være aktiv. Kryss av for Aktiv, eller fjern Administrator.', 'isAdmin'),
  unknownPermissionName: (nameId: number) =>
    new DomainError('UNKNOWN_PERMISSION_NAME', 'invalid', `Finner ikke vitenskapelig navn med id ${nameId} å gi tilgang til.`, 'userPermissions'),
  emailTaken: () => new DomainError('EMAIL_TAKEN', 'conflict', 'Det finnes allerede en bruker med denne eposten.', 'email'),
  lastAdmin: () => new DomainError('LAST_ADMIN', 'conflict', 'Det må finnes minst én aktiv administrator.', 'isAdmin'),
  userNotFound: (id: number) => new DomainError('USER_NOT_FOUND', 'notFound', `Finner ikke bruker med id ${id}.`),
  invalidUserId: () => new DomainError('INVALID_USER_ID', 'invalid', 'Bruker-id er ugyldig.'),
  concurrentChange: () => new DomainError('CONCURRENT_CHANGE', 'conflict', 'Brukerne ble endret samtidig. Prøv igjen.'),
};

/** Several broken rules at once: the first is the problem's detail, all of them are listed. */
export class UserValidationError extends DomainError {
  constructor(readonly errors: readonly DomainError[]) {
    super(errors[0]!.errorCode, 'invalid', errors[0]!.detail, errors[0]!.field);
  }
}
