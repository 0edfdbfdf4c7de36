import type { UserPermission, UserProfile, UserSource } from '@navnebase/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Bool, Int, List, One, Str } from '../common/schema-properties.js';
import type { UserView } from './user.view.js';

/** The response bodies of the Users API (`Users/*`). */

export class UserPermissionDto implements UserPermission {
  @Int({ description: 'The scientific name whose taxon (and subtree) the user may change' }) readonly nameId!: number;
  @Str({ description: 'That name, as shown' }) readonly nameString!: string;
}

export class UserViewDto implements UserView {
  @Int() readonly id!: number;
  @Str() readonly firstName!: string;
  @Str() readonly lastName!: string;
  @Str() readonly email!: string;
  @Str() readonly institution!: string;
  @Bool({ description: '"Aktiv": the user may log in and act' }) readonly hasAccess!: boolean;
  @Bool() readonly isAdmin!: boolean;
  @List(UserPermissionDto) readonly userPermissions!: readonly UserPermissionDto[];
  @Bool({ description: 'A local password is set' }) readonly hasPassword!: boolean;
  @Bool({ description: 'The user has logged in through the external identity provider' }) readonly hasExternalLogin!: boolean;
}

/** GET Users/LoggedInUserInfo: who is logged in (anonymous: hasAccess and isAdmin false, nothing else). */
export interface LoggedInUserInfo {
  readonly id?: number;
  readonly name?: string;
  readonly email?: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  /** Non-admin users only: the scientific names whose subtrees they may change. */
  readonly userPermissions?: readonly number[];
}

export class LoggedInUserInfoDto implements LoggedInUserInfo {
  @Int({ optional: true }) readonly id?: number;
  @Str({ optional: true }) readonly name?: string;
  @Str({ optional: true }) readonly email?: string;
  @Bool() readonly hasAccess!: boolean;
  @Bool() readonly isAdmin!: boolean;
  @List('integer', { optional: true, description: 'Non-admin users: the scientific name ids whose subtrees they may change' })
  readonly userPermissions?: readonly number[];
}

export class UserProfileDto implements UserProfile {
  @Str() readonly firstName!: string;
  @Str() readonly lastName!: string;
  @Str() readonly email!: string;
  @Str() readonly institution!: string;
  @Bool() readonly hasAccess!: boolean;
  @Bool() readonly isAdmin!: boolean;
  @List(UserPermissionDto) readonly userPermissions!: readonly UserPermissionDto[];
}

/** One recorded change of a user (GET Users/{id}/History). */
export interface UserHistoryEntry {
  readonly changeType: 'UserAdded' | 'UserUpdated' | 'UserPasswordSet' | 'UserExternalLoginLinked';
  readonly changeDate: string;
  readonly changeByUser: string;
  readonly changeByUserId: string;
  readonly changedFields?: readonly string[];
  readonly dataBefore?: UserProfile;
  readonly dataAfter?: UserProfile;
  readonly source?: UserSource;
  readonly issuer?: string;
  readonly linkedBy?: 'email' | 'new';
}

export class UserHistoryEntryDto implements UserHistoryEntry {
  @ApiProperty({ type: 'string', enum: ['UserAdded', 'UserUpdated', 'UserPasswordSet', 'UserExternalLoginLinked'] })
  readonly changeType!: UserHistoryEntry['changeType'];
  @Str({ description: 'ISO date-time' }) readonly changeDate!: string;
  @Str() readonly changeByUser!: string;
  @Str() readonly changeByUserId!: string;
  @List('string', { optional: true, description: 'UserUpdated: the fields that changed' }) readonly changedFields?: readonly string[];
  @One(UserProfileDto, { optional: true, description: 'UserUpdated: the profile before' }) readonly dataBefore?: UserProfileDto;
  @One(UserProfileDto, { optional: true, description: 'UserAdded, UserUpdated: the profile after' }) readonly dataAfter?: UserProfileDto;
  @ApiProperty({ type: 'string', enum: ['admin', 'bootstrap', 'external'], required: false, description: 'UserAdded: how the user came' })
  readonly source?: UserSource;
  @Str({ optional: true, description: 'UserExternalLoginLinked: the identity provider' }) readonly issuer?: string;
  @ApiProperty({ type: 'string', enum: ['email', 'new'], required: false, description: 'UserExternalLoginLinked: linked by e-mail or new' })
  readonly linkedBy?: 'email' | 'new';
}
