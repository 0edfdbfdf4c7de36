import { findUserByEmail, normalizeEmail } from '@navnebase/domain';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { OperationMetadata } from '@navnebase/domain';
import type { AppConfig } from '../config/app-config.js';
import type { UserAccounts } from '../users/user-accounts.js';
import { generatePassword, MIN_PASSWORD_LENGTH, verifyPassword } from '../users/password-hasher.js';

/** The administrator's e-mail when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@navnebase.local';

/**
 * Creates the first administrator, of ADMIN_EMAIL (default admin@navnebase.local), on a register without users: with
 * ADMIN_PASSWORD, or with a generated password printed once to the log. Once there are users, no account is created
 * at start (a process started with another or no ADMIN_EMAIL must not add an administrator); when ADMIN_PASSWORD is
 * set and differs from the stored one of the administrator of ADMIN_EMAIL, the password is set to it (the way to
 * reset a lost password).
 */
export const ensureAdminAccount = async (
  accounts: UserAccounts,
  config: AppConfig,
  logger: LoggerService,
): Promise<{ userId?: number; email: string; created: boolean; generatedPassword?: string }> => {
  const email = config.adminEmail?.trim() || DEFAULT_ADMIN_EMAIL;
  const metadata = (commandId: string): OperationMetadata => ({
    userId: 'system',
    userName: 'Navnebase',
    time: new Date(config.now()).toISOString(),
    remark: 'Administratorkonto ved oppstart',
    commandId,
    correlationId: 'startup',
  });
  if (config.adminPassword && config.adminPassword.length < MIN_PASSWORD_LENGTH) {
    logger.warn?.(`ADMIN_PASSWORD er kortere enn ${MIN_PASSWORD_LENGTH} tegn. Velg et lengre passord.`);
  }
  const users = await accounts.users.refresh();
  const existing = findUserByEmail(users, email);
  if (!existing && users.users.size > 0) {
    logger.warn?.(
      `Det finnes ingen bruker med e-posten ${email} (ADMIN_EMAIL). Registeret har allerede brukere, så ingen ny administrator opprettes.`,
    );
    return { email, created: false };
  }
  if (!existing) {
    const password = config.adminPassword ?? generatePassword();
    const { user, duplicate } = await accounts.add(
      { firstName: 'Administrator', lastName: 'Navnebase', email, institution: '', hasAccess: true, isAdmin: true, userPermissions: [] },
      metadata(`users:bootstrap-admin:${normalizeEmail(email)}`),
      { password, source: 'bootstrap' },
    );
    if (duplicate) return { userId: user.id, email, created: false };
    if (config.adminPassword) {
      logger.log(`Administratorkontoen ${email} er opprettet med passordet fra ADMIN_PASSWORD.`);
      return { userId: user.id, email, created: true };
    }
    logger.log(
      `Administratorkontoen ${email} er opprettet med passordet ${password} — det vises bare denne ene gangen. ` +
        'Bytt det under Brukere, eller sett ADMIN_PASSWORD og start på nytt.',
    );
    return { userId: user.id, email, created: true, generatedPassword: password };
  }
  if (config.adminPassword && existing.isAdmin) {
    const hash = await accounts.passwordHash(existing.id);
    if (!hash || !(await verifyPassword(config.adminPassword, hash))) {
      await accounts.update(existing.id, {}, metadata(`users:admin-password:${randomUUID()}`), { password: config.adminPassword });
      logger.log(`Passordet til administratorkontoen ${email} er satt fra ADMIN_PASSWORD.`);
    }
  }
  return { userId: existing.id, email, created: false };
};
