/**
 * The users' read model in MongoDB (`rm_user`, as the SQL table of `users-read-model.ts`), its own rules kept apart
 * from the driver so they are tested without a server: the writes of each user event, the filter, order and paging of
 * the administration list, and the record read back.
 */
import type { ExternalLogin, UserEvent, UserPermission, UserRecord } from '@navnebase/domain';
import type { UserListQuery, UserSortField } from '../users/users-read-model.js';
import type { BulkOperation } from './mongo-writes.js';

export const USERS_COLLECTION = 'rm_user';
export const USERS_CHECKPOINT_COLLECTION = 'rm_user_stream_checkpoint';

export interface UserDocument {
  readonly _id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly institution: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly permissions: readonly UserPermission[];
  readonly hasPassword: boolean;
  readonly externalLogins: readonly ExternalLogin[];
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Lower-case copies: the list's order and the look-up by e-mail (SQL's `lower(...)`). */
  readonly lower: { readonly firstName: string; readonly lastName: string; readonly email: string; readonly institution: string };
  /** "first last", searched as a whole as SQL's `first_name || ' ' || last_name`. */
  readonly fullName: string;
}

/** An index for every query: by e-mail, and the list in its default order (by last name). */
export const USER_INDEXES: readonly { readonly name: string; readonly key: Record<string, 1 | -1> }[] = [
  { name: 'rm_user_email', key: { 'lower.email': 1, _id: 1 } },
  { name: 'rm_user_last_name', key: { 'lower.lastName': 1, 'lower.firstName': 1, _id: 1 } },
];

/** The write of one user event (none for events the read model does not keep), as `SqlUsersReadModel.apply`. */
export const userWriteOf = (event: UserEvent): BulkOperation | undefined => {
  const time = event.metadata.time;
  switch (event.type) {
    case 'UserAdded':
    case 'UserUpdated': {
      const profile = event.type === 'UserAdded' ? event.data.profile : event.data.after;
      return {
        updateOne: {
          filter: { _id: event.data.userId },
          update: {
            $set: {
              firstName: profile.firstName,
              lastName: profile.lastName,
              email: profile.email,
              institution: profile.institution,
              hasAccess: profile.hasAccess,
              isAdmin: profile.isAdmin,
              permissions: profile.userPermissions.map((p) => ({ nameId: p.nameId, nameString: p.nameString })),
              updatedAt: time,
              lower: {
                firstName: profile.firstName.toLowerCase(),
                lastName: profile.lastName.toLowerCase(),
                email: profile.email.toLowerCase(),
                institution: profile.institution.toLowerCase(),
              },
              fullName: `${profile.firstName} ${profile.lastName}`,
            },
            $setOnInsert: { hasPassword: false, externalLogins: [], createdAt: time },
          },
          upsert: true,
        },
      };
    }
    case 'UserPasswordSet':
      return { updateOne: { filter: { _id: event.data.userId }, update: { $set: { hasPassword: true, updatedAt: time } } } };
    case 'UserExternalLoginLinked': {
      const login = { issuer: event.data.issuer, subject: event.data.subject };
      return {
        updateOne: {
          // a login linked before is not linked again (nor its time moved)
          filter: { _id: event.data.userId, externalLogins: { $not: { $elemMatch: login } } },
          update: { $push: { externalLogins: login }, $set: { updatedAt: time } },
        },
      };
    }
    default:
      return undefined;
  }
};

export const userOf = (document: UserDocument): UserRecord => ({
  id: document._id,
  firstName: document.firstName,
  lastName: document.lastName,
  email: document.email,
  institution: document.institution,
  hasAccess: document.hasAccess,
  isAdmin: document.isAdmin,
  userPermissions: document.permissions,
  hasPassword: document.hasPassword,
  externalLogins: document.externalLogins,
});

/** The look-up by e-mail: trimmed, any case (the lowest id when two share it). */
export const byEmailFilter = (email: string): Record<string, unknown> => ({ 'lower.email': email.trim().toLowerCase() });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SORT_FIELDS: Record<UserSortField, string> = {
  id: '_id',
  firstName: 'lower.firstName',
  lastName: 'lower.lastName',
  email: 'lower.email',
  institution: 'lower.institution',
  hasAccess: 'hasAccess',
  isAdmin: 'isAdmin',
};

/** The administration list's query (as `SqlUsersReadModel.list`): filter, order, and the page to skip to and take. */
export const userListQuery = (
  query: UserListQuery,
): { filter: Record<string, unknown>; sort: Record<string, 1 | -1>; skip?: number; limit?: number } => {
  const and: Record<string, unknown>[] = [];
  if (query.ids) and.push({ _id: { $in: [...query.ids] } });
  const search = query.search?.trim();
  if (query.withoutRights) and.push({ isAdmin: false, permissions: { $size: 0 } });
  else if (!query.ids && !search) and.push({ $or: [{ isAdmin: true }, { 'permissions.0': { $exists: true } }] });
  if (search) {
    const contains = { $regex: escapeRegex(search), $options: 'i' };
    and.push({ $or: ['firstName', 'lastName', 'fullName', 'email', 'permissions.nameString'].map((field) => ({ [field]: contains })) });
  }
  const sort = query.sort ?? { field: 'lastName', order: 'ASC' };
  // (the keys are no integers: an object keeps their order)
  const order: Record<string, 1 | -1> = { [SORT_FIELDS[sort.field]]: sort.order === 'DESC' ? -1 : 1 };
  if (sort.field !== 'firstName') order['lower.firstName'] = 1;
  if (sort.field !== 'id') order._id = 1;
  return {
    filter: and.length === 0 ? {} : and.length === 1 ? and[0]! : { $and: and },
    sort: order,
    ...(query.range ? { skip: query.range.start, limit: query.range.end - query.range.start + 1 } : {}),
  };
};
