import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AppConfig } from '../config/app-config.js';
import { ensureAdminAccount } from './admin-account.js';
import { ADMIN_EMAIL, openAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';

jest.setTimeout(60_000);

describe('the administrator account at start', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await openAuthTestApp();
  });
  afterAll(async () => t?.close());

  const start = async (env: NodeJS.ProcessEnv) => {
    const warnings: string[] = [];
    const logger = { log: () => undefined, warn: (m: unknown) => void warnings.push(String(m)), error: () => undefined };
    const config = new AppConfig({ LOG_LEVEL: 'silent', ...env });
    config.now = () => t.clock.now;
    return { outcome: await ensureAdminAccount(t.accounts, config, logger), warnings };
  };
  const userCount = async () => (await t.accounts.users.refresh()).users.size;

  it('is created only on a register without users: another or no ADMIN_EMAIL later adds no administrator', async () => {
    expect(await userCount()).toBe(1);
    const other = await start({ ADMIN_EMAIL: 'ny-sjef@example.org', ADMIN_PASSWORD: 'et-annet-passord-1' });
    expect(other.outcome).toEqual({ email: 'ny-sjef@example.org', created: false });
    expect(other.warnings).toEqual([
      'Det finnes ingen bruker med e-posten ny-sjef@example.org (ADMIN_EMAIL). Registeret har allerede brukere, så ingen ny administrator opprettes.',
    ]);
    expect(await userCount()).toBe(1);
    expect((await t.browser().login('ny-sjef@example.org', 'et-annet-passord-1')).statusCode).toBe(401);
  });

  it('does not create the default administrator on a register whose administrator has another e-mail', async () => {
    await t.addUser({ firstName: 'Sjef', lastName: 'Sjefsen', email: 'sjef@example.org', hasAccess: true, isAdmin: true }, 'sjef-passord-12');
    const before = await userCount();
    const admin = (await t.accounts.users.refresh()).users.get(1)!;
    await t.accounts.update(
      admin.id,
      { email: 'gammel-admin@example.org' },
      {
        userId: 'system',
        userName: 'Test',
        time: new Date(t.clock.now).toISOString(),
        remark: '',
        commandId: 'users:rename-admin',
        correlationId: 'test',
      },
    );
    const outcome = (await start({})).outcome;
    expect(outcome.created).toBe(false);
    expect(await userCount()).toBe(before);
    expect((await t.accounts.readModel.byEmail(ADMIN_EMAIL)) ?? undefined).toBeUndefined();
  });

  it('resets the password of the administrator of ADMIN_EMAIL from ADMIN_PASSWORD, not that of a user who is no administrator', async () => {
    await t.addUser({ firstName: 'Vanlig', lastName: 'Bruker', email: 'vanlig@example.org', hasAccess: true }, 'vanlig-passord-1');
    await start({ ADMIN_EMAIL: 'vanlig@example.org', ADMIN_PASSWORD: 'overtatt-passord-1' });
    expect((await t.browser().login('vanlig@example.org', 'overtatt-passord-1')).statusCode).toBe(401);
    expect((await t.browser().login('vanlig@example.org', 'vanlig-passord-1')).statusCode).toBe(200);
    await start({ ADMIN_EMAIL: 'sjef@example.org', ADMIN_PASSWORD: 'nytt-sjef-passord-1' });
    expect((await t.browser().login('sjef@example.org', 'nytt-sjef-passord-1')).statusCode).toBe(200);
  });
});
