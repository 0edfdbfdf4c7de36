import { type UserRecord } from '@navnebase/domain';
import type { UserAccounts } from '../users/user-accounts.js';
import type { LoginThrottle } from './login-throttle.js';
import { dummyPasswordHash, MAX_PASSWORD_LENGTH, verifyPassword } from '../users/password-hasher.js';

export type LocalLoginResult =
  | { readonly ok: true; readonly user: UserRecord }
  | { readonly ok: false; readonly reason: 'invalid' }
  | { readonly ok: false; readonly reason: 'throttled'; readonly retryAfterMs: number };

/**
 * Logs in a local account by e-mail and password. Every failure looks the same to the caller (unknown e-mail,
 * no password set, wrong password), takes as long (a dummy hash is verified when there is no account), and every
 * attempt is counted by the throttle before the password is checked.
 */
export class LocalLogin {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(username: unknown, password: unknown, address: string): Promise<LocalLoginResult> {
    if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) return { ok: false, reason: 'invalid' };
    const email = username.trim().slice(0, 254);
    // Counted before the password is checked, so parallel attempts cannot slip past the limits.
    const admission = await this.throttle.admit(email, address);
    if (!admission.admitted) return { ok: false, reason: 'throttled', retryAfterMs: admission.retryAfterMs };
    const user = await this.accounts.readModel.byEmail(email);
    const hash = user ? await this.accounts.passwordHash(user.id) : undefined;
    const matches = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, hash ?? (await dummyPasswordHash())));
    if (!user || !hash || !matches) {
      this.throttle.recordFailure(admission.attempt);
      return { ok: false, reason: 'invalid' };
    }
    await this.throttle.recordSuccess(admission.attempt);
    return { ok: true, user };
  }
}
