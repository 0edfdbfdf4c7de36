import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AuthRuntime } from './auth-runtime.js';
import { RedisSessionBackend } from './session/redis-session.backend.js';
import { SESSION_COOKIE } from './session/session-data.js';
import { SqlSessionBackend } from './session/sql-session.backend.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;
const { DATABASE_URL, REDIS_URL } = process.env;

/** Every store the sessions and the login throttle run on: PGlite always, PostgreSQL and Redis when their URLs are set. */
const variants: [string, NodeJS.ProcessEnv, boolean][] = [
  ['PGlite', {}, false],
  ...(DATABASE_URL ? ([['PostgreSQL', {}, true]] as [string, NodeJS.ProcessEnv, boolean][]) : []),
  ...(REDIS_URL ? ([['Redis (register on PGlite)', { REDIS_URL }, false]] as [string, NodeJS.ProcessEnv, boolean][]) : []),
  ...(DATABASE_URL && REDIS_URL ? ([['Redis (register on PostgreSQL)', { REDIS_URL }, true]] as [string, NodeJS.ProcessEnv, boolean][]) : []),
];

describe.each(variants)('sessions, throttling and users on %s', (_name, env, usePostgres) => {
  let t: AuthTestApp;
  const run = randomUUID().slice(0, 8);
  const editorEmail = `redaktor-${run}@example.org`;

  beforeAll(async () => {
    t = await openAuthTestApp({ env: { ...env, LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' }, usePostgres });
    await t.addUser({ firstName: 'Rita', lastName: 'Redaktør', email: editorEmail, hasAccess: true }, 'rita-passord-1');
  });
  afterAll(async () => t?.close());

  const sessionKey = (cookie: string) =>
    createHash('sha256')
      .update(cookie.slice(0, cookie.lastIndexOf('.')))
      .digest('base64url');

  it('keeps the session on the server in the configured store, under a hash of its id', async () => {
    const backend = t.app.get(AuthRuntime).sessions.backend;
    expect(backend).toBeInstanceOf(env.REDIS_URL ? RedisSessionBackend : SqlSessionBackend);
    const browser = t.browser();
    expect((await browser.login(editorEmail, 'rita-passord-1')).statusCode).toBe(200);
    const cookie = decodeURIComponent(browser.cookies.get(SESSION_COOKIE)!);
    const stored = await backend.get(sessionKey(cookie), t.clock.now);
    expect(JSON.parse(stored!)).toMatchObject({ userId: expect.any(Number), method: 'local' });
    expect(stored).not.toContain(cookie.slice(0, cookie.lastIndexOf('.')));
  });

  it('logs in, rotates the id, and logs out', async () => {
    const browser = t.browser();
    await browser.login(editorEmail, 'rita-passord-1');
    const first = browser.cookies.get(SESSION_COOKIE)!;
    await browser.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(first);
    const { sid } = (await browser.claims())!;
    expect((await browser.request({ method: 'GET', url: '/bff/logout', csrf: false })).statusCode).toBe(400);
    expect(await browser.claims()).toMatchObject({ email: ADMIN_EMAIL });
    expect((await browser.request({ method: 'GET', url: `/bff/logout?sid=${sid}`, csrf: false })).statusCode).toBe(303);
    expect(await browser.claims()).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1', cookie: `${SESSION_COOKIE}=${first}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('ends idle sessions', async () => {
    const browser = t.browser();
    await browser.login(editorEmail, 'rita-passord-1');
    t.clock.advance(7 * HOUR);
    expect(await browser.claims()).toMatchObject({ email: editorEmail });
    t.clock.advance(8 * HOUR + 1);
    expect(await browser.claims()).toBeUndefined();
  });

  it('lets at most 3 of 50 parallel wrong logins from one address reach the password check; then refuses that address, not the owner', async () => {
    const email = `throttle-${run}@example.org`;
    await t.addUser({ firstName: 'T', lastName: 'T', email, hasAccess: true }, 'riktig-passord-1');
    const attacker = t.browser();
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => attacker.login(email, `feil-passord-${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    // 401: the password was checked (and wrong); 429: refused before the check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    const refused = await attacker.login(email, 'riktig-passord-1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect((await t.browser().login(email, 'riktig-passord-1')).statusCode).toBe(200);
  });

  it("ends all of a user's sessions in the configured store when a new password is set", async () => {
    const email = `ny-passord-${run}@example.org`;
    const id = await t.addUser({ firstName: 'P', lastName: 'P', email, hasAccess: true }, 'gammelt-passord-1');
    const browsers = [t.browser(), t.browser()];
    for (const b of browsers) expect((await b.login(email, 'gammelt-passord-1')).statusCode).toBe(200);
    const bystander = t.browser();
    await bystander.login(editorEmail, 'rita-passord-1');
    await t.accounts.update(
      id,
      {},
      {
        userId: 'system',
        userName: 'Test',
        time: new Date(t.clock.now).toISOString(),
        remark: '',
        commandId: `users:pw-${run}`,
        correlationId: 'test',
      },
      { password: 'nytt-passord-123' },
    );
    for (const b of browsers) expect(await b.claims()).toBeUndefined();
    expect(await bystander.claims()).toMatchObject({ email: editorEmail });
  });

  it('runs the Users API with read-your-writes', async () => {
    const admin = t.browser();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const added = await admin.request({
      method: 'POST',
      url: '/api/v1/Users/AddUser',
      payload: { firstName: 'Ny', lastName: 'Bruker', email: `ny-${run}@example.org`, hasAccess: true, isAdmin: true },
    });
    expect(added.statusCode).toBe(200);
    const list = await admin.get(`/api/v1/Users?search=${encodeURIComponent('Ny')}`);
    expect(list.json().map((u: { email: string }) => u.email)).toContain(`ny-${run}@example.org`);
  });
});
