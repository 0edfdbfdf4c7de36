import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAuthTestApp, type AuthTestApp } from './testing/auth-test-app.js';
import { SESSION_COOKIE } from './session/session-data.js';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('BFF login, sessions and logout (PGlite)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await openAuthTestApp();
    await t.addUser({ firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.org', hasAccess: true }, 'kari-passord-1');
  }, 180_000); // an app on PGlite and a password hash: slow on a busy machine
  afterAll(async () => t?.close());

  describe('the login form', () => {
    it('is a Norwegian HTML form with labelled fields that works without JavaScript', async () => {
      const response = await t.browser().get('/bff/login?returnUrl=%2Foperations');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<html lang="nb">');
      expect(html).toContain('<h1>Logg inn</h1>');
      // the product's header: logo, name and tagline, linking home
      expect(html).toMatch(
        /<header>\s*<a href="\/">\s*<svg[\s\S]*<span class="title">Navnebase<\/span><span class="tagline">Navne- og taksonomiforvaltning for arter i Norge<\/span>/,
      );
      expect(html).toMatch(/<form method="post" action="\/bff\/login">/);
      expect(html).toMatch(
        /<label for="username">E-post<\/label>\s*<input id="username" name="username" type="email" autocomplete="username" required/,
      );
      expect(html).toMatch(
        /<label for="password">Passord<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password" required/,
      );
      expect(html).toContain('<button type="submit">Logg inn</button>');
      expect(html).toContain('<input type="hidden" name="returnUrl" value="/operations">');
      expect(html).toContain('<a href="/">Tilbake til navnebasen</a>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('Logg inn med');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('escapes what it echoes and replaces a foreign return address with /', async () => {
      const response = await t.browser().get(`/bff/login?returnUrl=${encodeURIComponent('https://evil.example/"><script>')}`);
      expect(response.body).toContain('<input type="hidden" name="returnUrl" value="/">');
      expect(response.body).not.toContain('evil.example');
    });
  });

  describe('logging in', () => {
    it('starts a session from the form and redirects to the return address, with an httpOnly SameSite=Lax cookie', async () => {
      const browser = t.browser();
      const response = await browser.loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, returnUrl: '/users?page=2' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/users?page=2');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      expect(await browser.claims()).toMatchObject({ sub: '1', name: 'Administrator Navnebase', email: ADMIN_EMAIL });
    });

    it('marks the cookie Secure when the request came over https (behind a proxy)', async () => {
      const response = await t.browser().loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { 'x-forwarded-proto': 'https' });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    });

    it('accepts JSON and answers the return address; the e-mail is case-insensitive', async () => {
      const browser = t.browser();
      const response = await browser.login('KARI@Example.org', 'kari-passord-1', '/addtaxon?parentId=6');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ returnUrl: '/addtaxon?parentId=6' });
      const claims = await browser.claims();
      expect(claims).toMatchObject({ name: 'Kari Nordmann', email: 'kari@example.org' });
      expect(claims!['bff:logout_url']).toBe(`/bff/logout?sid=${encodeURIComponent(String(claims!.sid))}`);
      expect(claims!['bff:session_expires_in']).toBe(8 * 3600);
    });

    it('answers a wrong password and an unknown e-mail with the same generic error, and no session', async () => {
      for (const [username, password] of [
        ['kari@example.org', 'feil-passord'],
        ['ingen@example.org', 'kari-passord-1'],
      ]) {
        const browser = t.browser();
        const form = await browser.loginWithForm({ username: username!, password: password!, returnUrl: '/x' });
        expect(form.statusCode).toBe(401);
        expect(form.body).toContain('<p class="error" id="login-error" role="alert">Feil e-post eller passord</p>');
        expect(form.body).toContain(`value="${username}"`);
        expect(form.body).toContain('<input type="hidden" name="returnUrl" value="/x">');
        expect(form.headers['set-cookie']).toBeUndefined();
        const json = await browser.login(username!, password!);
        expect(json.statusCode).toBe(401);
        expect(json.json()).toMatchObject({ status: 401, errorCode: 'INVALID_CREDENTIALS', detail: 'Feil e-post eller passord' });
        expect(await browser.claims()).toBeUndefined();
      }
    });

    it('refuses a login form posted from another site (login CSRF)', async () => {
      const browser = t.browser();
      const crossSite = await browser.loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      const fetchSite = await browser.loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { 'sec-fetch-site': 'cross-site' });
      expect(fetchSite.statusCode).toBe(403);
      expect(await browser.claims()).toBeUndefined();
      const sameSite = await browser.loginWithForm(
        { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { origin: 'http://localhost', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      );
      expect(sameSite.statusCode).toBe(303);
    });

    it.each([
      ['https://evil.example/'],
      ['//evil.example/path'],
      ['/\\evil.example'],
      ['/\t/evil.example'],
      ['javascript:alert(1)'],
      ['evil.example'],
      ['/a/../..//evil.example'],
      [''],
    ])('refuses the open redirect to %j and goes to / instead', async (returnUrl) => {
      const response = await t.browser().loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, returnUrl });
      if (returnUrl.includes('\t')) {
        // a control character in any field is refused by the input rules before the login: no redirect at all
        expect(response.statusCode).toBe(400);
        expect(response.headers.location).toBeUndefined();
        return;
      }
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });

    it('keeps a same-site path, percent-encoded', async () => {
      const response = await t
        .browser()
        .loginWithForm({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, returnUrl: '/search?searchString=brun bjørn#top' });
      expect(response.headers.location).toBe('/search?searchString=brun%20bj%C3%B8rn#top');
    });

    it('gives a new session id at login, and the old one stops working', async () => {
      const browser = t.browser();
      await browser.login('kari@example.org', 'kari-passord-1');
      const first = browser.cookies.get(SESSION_COOKIE)!;
      const firstSid = (await browser.claims())!.sid;
      await browser.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const second = browser.cookies.get(SESSION_COOKIE)!;
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      const claims = await browser.claims();
      expect(claims).toMatchObject({ email: ADMIN_EMAIL });
      expect(claims!.sid).not.toBe(firstSid);
      const replay = await t.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1', cookie: `${SESSION_COOKIE}=${first}` } });
      expect(replay.statusCode).toBe(401);
    });

    it('ignores a forged or unsigned session cookie', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1', cookie: `${SESSION_COOKIE}=forged.value` } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('/bff/user', () => {
    it('answers 401 when not logged in, and 401 without X-CSRF even when logged in', async () => {
      const browser = t.browser();
      const anonymous = await browser.get('/bff/user');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status: 401, errorCode: 'NOT_LOGGED_IN' });
      await browser.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const withoutHeader = await browser.request({ method: 'GET', url: '/bff/user', csrf: false });
      expect(withoutHeader.statusCode).toBe(401);
      expect(withoutHeader.json()).toMatchObject({ errorCode: 'CSRF_HEADER_MISSING' });
    });
  });

  describe('logout', () => {
    it("requires the session's sid, so a cross-site link cannot log anyone out", async () => {
      const browser = t.browser();
      await browser.login('kari@example.org', 'kari-passord-1');
      const { sid } = (await browser.claims())!;
      for (const url of ['/bff/logout', '/bff/logout?sid=wrong', '/bff/logout?sid=']) {
        const response = await browser.request({ method: 'GET', url, csrf: false });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'INVALID_SID' });
      }
      expect(await browser.claims()).toMatchObject({ sid });
      const cookie = browser.cookies.get(SESSION_COOKIE)!;
      const logout = await browser.request({
        method: 'GET',
        url: `/bff/logout?sid=${encodeURIComponent(String(sid))}&returnUrl=%2Fabout`,
        csrf: false,
      });
      expect(logout.statusCode).toBe(303);
      expect(logout.headers.location).toBe('/about');
      expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      expect(await browser.claims()).toBeUndefined();
      const replay = await t.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1', cookie: `${SESSION_COOKIE}=${cookie}` } });
      expect(replay.statusCode).toBe(401);
    });

    it('also works as a form POST with the sid, and refuses an open redirect afterwards', async () => {
      const browser = t.browser();
      await browser.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const { sid } = (await browser.claims())!;
      const response = await browser.request({
        method: 'POST',
        url: '/bff/logout',
        csrf: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ sid: String(sid), returnUrl: '//evil.example' }).toString(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(await browser.claims()).toBeUndefined();
    });

    it('just goes to the return address when not logged in', async () => {
      const response = await t.browser().request({ method: 'GET', url: '/bff/logout?returnUrl=/statistics', csrf: false });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/statistics');
    });
  });

  describe('expiry', () => {
    it('ends a session after 8 hours without requests (idle expiry)', async () => {
      const browser = t.browser();
      await browser.login('kari@example.org', 'kari-passord-1');
      t.clock.advance(8 * HOUR - MINUTE);
      expect(await browser.claims()).toMatchObject({ email: 'kari@example.org' });
      t.clock.advance(8 * HOUR - MINUTE);
      expect(await browser.claims()).toMatchObject({ email: 'kari@example.org' });
      t.clock.advance(8 * HOUR);
      expect(await browser.claims()).toBeUndefined();
      const info = await browser.get('/api/v1/Users/LoggedInUserInfo');
      expect(info.json()).toEqual({ hasAccess: false, isAdmin: false });
    });

    it('ends a session 7 days after login however active it is (absolute expiry)', async () => {
      const browser = t.browser();
      await browser.login('kari@example.org', 'kari-passord-1');
      for (let hours = 0; hours < 7 * 24 - 6; hours += 6) {
        t.clock.advance(6 * HOUR);
        expect(await browser.claims()).toMatchObject({ email: 'kari@example.org' });
      }
      t.clock.advance(6 * HOUR);
      expect(await browser.claims()).toBeUndefined();
    });

    it('ends the sessions of a user who is deactivated (access taken away)', async () => {
      const id = await t.addUser({ firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.org', hasAccess: true }, 'ola-passord-12');
      const browser = t.browser();
      await browser.login('ola@example.org', 'ola-passord-12');
      expect((await browser.get('/api/v1/Users/LoggedInUserInfo')).json()).toMatchObject({ hasAccess: true });
      await t.accounts.update(
        id,
        { hasAccess: false },
        {
          userId: 'system',
          userName: 'Test',
          time: new Date(t.clock.now).toISOString(),
          remark: '',
          commandId: 'users:revoke-ola',
          correlationId: 'test',
        },
      );
      expect((await browser.get('/api/v1/Users/LoggedInUserInfo')).json()).toEqual({ hasAccess: false, isAdmin: false });
      expect(await browser.claims()).toBeUndefined();
    });

    it('applies a change of rights at the next request (rights are read per request, not kept in the session)', async () => {
      const id = await t.addUser({ firstName: 'Siv', lastName: 'Nordmann', email: 'siv@example.org', hasAccess: true }, 'siv-passord-12');
      const browser = t.browser();
      await browser.login('siv@example.org', 'siv-passord-12');
      const admin = t.browser();
      await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const made = await admin.request({ method: 'PUT', url: `/api/v1/Users/UpdateUser/${id}`, payload: { isAdmin: true } });
      expect(made.statusCode).toBe(200);
      expect((await browser.get('/api/v1/Users/LoggedInUserInfo')).json()).toMatchObject({ hasAccess: true, isAdmin: true });
    });

    it("ends a user's sessions when an administrator sets a new password; an administrator's own new password ends only their other sessions", async () => {
      const id = await t.addUser({ firstName: 'Tor', lastName: 'Nordmann', email: 'tor@example.org', hasAccess: true }, 'tor-passord-12');
      const [home, work] = [t.browser(), t.browser()];
      for (const b of [home, work]) expect((await b.login('tor@example.org', 'tor-passord-12')).statusCode).toBe(200);
      const admin = t.browser();
      await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const laptop = t.browser();
      await laptop.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const set = await admin.request({ method: 'PUT', url: `/api/v1/Users/UpdateUser/${id}`, payload: { password: 'tor-nytt-passord' } });
      expect(set.statusCode).toBe(200);
      expect(await home.claims()).toBeUndefined();
      expect(await work.claims()).toBeUndefined();
      expect((await home.login('tor@example.org', 'tor-nytt-passord')).statusCode).toBe(200);
      // the administrator changes their own password in one browser: that session stays, the other ends
      const own = await admin.request({ method: 'PUT', url: '/api/v1/Users/UpdateUser/1', payload: { password: ADMIN_PASSWORD } });
      expect(own.statusCode).toBe(200);
      expect(await admin.claims()).toMatchObject({ email: ADMIN_EMAIL });
      expect(await laptop.claims()).toBeUndefined();
      expect(await home.claims()).toMatchObject({ email: 'tor@example.org' });
    });
  });
});

describe('login throttling (PGlite)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await openAuthTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5' } });
    await t.addUser({ firstName: 'Per', lastName: 'Hansen', email: 'per@example.org', hasAccess: true }, 'per-passord-12');
    await t.addUser({ firstName: 'Åse', lastName: 'Berg', email: 'ase@example.org', hasAccess: true }, 'ase-passord-12');
  });
  afterAll(async () => t?.close());

  it('refuses an account from an address after 3 failures there, even with the right password, with 429 and a Norwegian text', async () => {
    const guesser = t.browser();
    for (let i = 0; i < 3; i++) {
      expect((await guesser.login('per@example.org', `feil-${i}`)).statusCode).toBe(401);
    }
    const json = await guesser.login('per@example.org', 'per-passord-12');
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_LOGIN_ATTEMPTS',
      detail: 'For mange mislykkede innloggingsforsøk. Vent litt og prøv igjen.',
    });
    expect(Number(json.headers['retry-after'])).toBe(15 * 60);
    const form = await guesser.loginWithForm({ username: 'per@example.org', password: 'per-passord-12' });
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('For mange mislykkede innloggingsforsøk.');
    // the owner, from another address, still logs in; other accounts are not affected
    expect((await t.browser().login('per@example.org', 'per-passord-12')).statusCode).toBe(200);
    expect((await guesser.login('ase@example.org', 'ase-passord-12')).statusCode).toBe(200);
  });

  it('lets at most 3 of 50 parallel wrong logins reach the password check, and locks that address out even for the right password', async () => {
    await t.addUser({ firstName: 'Kai', lastName: 'Lie', email: 'kai@example.org', hasAccess: true }, 'kai-passord-12');
    const attacker = t.browser();
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => attacker.login('kai@example.org', `gjetning-${i}`)));
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(3);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(47);
    expect((await attacker.login('kai@example.org', 'kai-passord-12')).statusCode).toBe(429);
    // the lock is per (account, address): the owner elsewhere is let in at once
    expect((await t.browser().login('kai@example.org', 'kai-passord-12')).statusCode).toBe(200);
    // the lock lasts the window (15 minutes)
    t.clock.advance(15 * MINUTE);
    expect((await attacker.login('kai@example.org', 'kai-passord-12')).statusCode).toBe(200);
  });

  it('slows guessing from many addresses down with a global back-off that delays the owner by seconds, not the window', async () => {
    await t.addUser({ firstName: 'Eva', lastName: 'Moe', email: 'eva@example.org', hasAccess: true }, 'eva-passord-12');
    // 2 × 3 attempts on the account go through from all addresses together, then a pause of 1 s, 2 s, 4 s … (at most 60 s)
    for (let i = 0; i < 6; i++) expect((await t.browser().login('eva@example.org', `gjetning-${i}`)).statusCode).toBe(401);
    const paused = await t.browser().login('eva@example.org', 'eva-passord-12');
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    expect((await t.browser().login('eva@example.org', 'gjetning-7')).statusCode).toBe(401);
    const longer = await t.browser().login('eva@example.org', 'eva-passord-12');
    expect(longer.headers['retry-after']).toBe('2');
    t.clock.advance(2_000);
    // the owner gets in, and a successful login ends the back-off
    expect((await t.browser().login('eva@example.org', 'eva-passord-12')).statusCode).toBe(200);
    expect((await t.browser().login('eva@example.org', 'gjetning-8')).statusCode).toBe(401);
    expect((await t.browser().login('eva@example.org', 'eva-passord-12')).statusCode).toBe(200);
  });

  it('refuses an address after 5 failures across accounts, while other addresses still log in', async () => {
    const attacker = t.browser('192.0.2.66');
    for (let i = 0; i < 5; i++) expect((await attacker.login(`ukjent${i}@example.org`, 'gjetning')).statusCode).toBe(401);
    expect((await attacker.login('ase@example.org', 'ase-passord-12')).statusCode).toBe(429);
    expect((await t.browser('192.0.2.67').login('ase@example.org', 'ase-passord-12')).statusCode).toBe(200);
  });

  it('does not hold successful logins against the address or the account', async () => {
    await t.addUser({ firstName: 'Liv', lastName: 'Dahl', email: 'liv@example.org', hasAccess: true }, 'liv-passord-12');
    const office = t.browser('192.0.2.80');
    // 2 × 2 failures (under the address's 5), the pair's count cleared by each success
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await office.login('liv@example.org', 'feil')).statusCode).toBe(401);
      expect((await office.login('liv@example.org', 'liv-passord-12')).statusCode).toBe(200);
    }
    for (let i = 0; i < 8; i++) expect((await office.login('ase@example.org', 'ase-passord-12')).statusCode).toBe(200);
    expect((await office.login('liv@example.org', 'feil')).statusCode).toBe(401);
    expect((await office.login('liv@example.org', 'feil')).statusCode).toBe(429);
  });
});

describe('login throttling without TRUST_PROXY', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await openAuthTestApp({ env: { TRUST_PROXY: '', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' } });
    await t.addUser({ firstName: 'Per', lastName: 'Hansen', email: 'per@example.org', hasAccess: true }, 'per-passord-12');
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For: a client that varies it is still one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.browser(`198.51.100.${i + 1}`).login('per@example.org', `gjetning-${i}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect((await t.browser('198.51.100.200').login('per@example.org', 'per-passord-12')).statusCode).toBe(429);
  });

  it('does not believe X-Forwarded-Proto either (no Secure cookie over plain http)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bff/login',
      headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      payload: { username: 'admin@navnebase.local', password: 'admin-passord-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});
