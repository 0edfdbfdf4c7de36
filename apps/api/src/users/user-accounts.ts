import { UserErrors, type SignInExternal, type UserId, type UserProfileInput, type UserRecord, type UserSource } from '@navnebase/domain';
import type { OperationMetadata } from '@navnebase/domain';
import { hashPassword } from './password-hasher.js';
import type { UserCredentialsStore } from './user-credentials.store.js';
import type { UsersReadModel } from '@navnebase/projections';
import type { UsersCommands } from './users-commands.js';

/**
 * The users' application service: runs users commands, keeps password hashes beside them (hashed before the
 * command, stored after its event is written), and answers the user as the read model has it (read-your-writes).
 */
export class UserAccounts {
  /** Ends a user's sessions but the one kept (set by the login runtime). */
  private endSessions?: (userId: UserId, keepSessionId?: string) => Promise<void>;

  constructor(
    readonly users: UsersCommands,
    readonly readModel: UsersReadModel,
    private readonly credentials: UserCredentialsStore,
    private readonly now: () => number,
  ) {}

  async add(profile: UserProfileInput, metadata: OperationMetadata, options: { password?: string; source?: UserSource } = {}) {
    const hash = options.password !== undefined ? await hashPassword(options.password) : undefined;
    const outcome = await this.users.execute({
      type: 'AddUser',
      data: { profile, source: options.source ?? 'admin', setsPassword: hash !== undefined },
      metadata,
    });
    if (hash && !outcome.duplicate) await this.credentials.setPasswordHash(outcome.result.userId, hash, this.now());
    return { user: await this.require(outcome.result.userId), duplicate: outcome.duplicate };
  }

  endSessionsWith(end: (userId: UserId, keepSessionId?: string) => Promise<void>): void {
    this.endSessions = end;
  }

  /**
   * Changes a user. A new password or deactivation (access taken away) ends the user's sessions, all but
   * `keepSessionId` (the session of whoever made the change: an administrator changing their own password stays in).
   */
  async update(userId: UserId, profile: UserProfileInput, metadata: OperationMetadata, options: { password?: string; keepSessionId?: string } = {}) {
    const hash = options.password !== undefined ? await hashPassword(options.password) : undefined;
    const before = await this.readModel.byId(userId);
    const outcome = await this.users.execute({ type: 'UpdateUser', data: { userId, profile, setsPassword: hash !== undefined }, metadata });
    if (hash && !outcome.duplicate) await this.credentials.setPasswordHash(userId, hash, this.now());
    const user = await this.require(userId);
    const deactivated = before?.hasAccess === true && !user.hasAccess;
    if (!outcome.duplicate && (hash || deactivated)) await this.endSessions?.(userId, options.keepSessionId);
    return { user, duplicate: outcome.duplicate };
  }

  async signInExternal(data: SignInExternal['data'], metadata: OperationMetadata): Promise<{ user: UserRecord; created: boolean }> {
    const outcome = await this.users.execute({ type: 'SignInExternal', data, metadata });
    return { user: await this.require(outcome.result.userId), created: outcome.result.created === true && !outcome.duplicate };
  }

  passwordHash(userId: UserId): Promise<string | undefined> {
    return this.credentials.passwordHash(userId);
  }

  private async require(userId: UserId): Promise<UserRecord> {
    const user = await this.readModel.byId(userId);
    if (!user) throw UserErrors.userNotFound(userId);
    return user;
  }
}
