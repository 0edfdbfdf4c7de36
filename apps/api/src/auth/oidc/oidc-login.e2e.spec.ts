import { USERS_STREAM } from '@navnebase/domain';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Provider from 'oidc-provider';
import { SESSION_COOKIE } from '../session/session-data.js';
import { importCommand } from '../../../../../libs/domain/src/testing/fixtures.js';
import { run, systemMetadata } from '../../testing/test-register.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAuthTestApp, type AuthTestApp, type TestBrowser } from '../testing/auth-test-app.js';

jest.setTimeout(120_000);

const PUBLIC_URL = 'http://navnebase.test:8080';
const CLIENT = { id: 'navnebase', secret: 'navnebase-test-hemmelighet' };

/** People at the test identity provider (the dev login accepts any password for them). */
const PEOPLE: Record<string, Record<string, unknown>> = {
  'nina-123': { email: 'nina@example.org', email_verified: true, given_name: 'Nina', family_name: 'Ny' },
  'lars-456': { email: 'Lars@Example.org', email_verified: true, name: 'Lars Lenket' },
};

/** A real OpenID Connect provider (oidc-provider) on a free port of this machine. */
const startProvider = async (): Promise<{ issuer: string; server: Server }> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const warn = console.warn;
  console.warn = () => undefined; // the development-only login pages announce themselves; that is what this test wants
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${PUBLIC_URL}/bff/signin-oidc`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub, ...PEOPLE[sub] }) }),
    cookies: { keys: ['oidc-test-nokkel'] },
    pkce: { required: () => true },
  });
  console.warn = warn;
  server.on('request', provider.callback());
  return { issuer, server };
};

/** A browser at the provider: follows its redirects by hand and keeps its cookies. */
class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.body ? { body: init.body.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  /**
   * Logs in at the provider as `accountId` and consents, starting from the authorization URL; answers the redirect
   * back to the app (its redirect_uri with code and state).
   */
  async loginAndConsent(authorizationUrl: string, accountId: string): Promise<URL> {
    let location = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (location.startsWith(PUBLIC_URL)) return new URL(location);
      const page = await this.fetch(location);
      if (page.status >= 300 && page.status < 400) {
        location = new URL(page.headers.get('location')!, location).href;
        continue;
      }
      const html = await page.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`Unexpected page at the provider (${page.status}): ${html.slice(0, 300)}`);
      const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login: accountId, password: 'hva-som-helst' } : {}) });
      const submitted = await this.fetch(new URL(action, location).href, { method: 'POST', body });
      location = new URL(submitted.headers.get('location')!, location).href;
    }
    throw new Error('Too many redirects at the provider');
  }
}

describe('login through an external OpenID Connect provider (authorization code + PKCE)', () => {
  let provider: { issuer: string; server: Server };
  let t: AuthTestApp;

  /** Runs the whole login: the app's start, the provider's pages, the app's callback. */
  const loginAs = async (browser: TestBrowser, accountId: string, returnUrl = '/operations') => {
    const start = await browser.request({ method: 'GET', url: `/bff/login/oidc?returnUrl=${encodeURIComponent(returnUrl)}`, csrf: false });
    expect(start.statusCode).toBe(303);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/bff/signin-oidc`);
    const callback = await new ProviderBrowser().loginAndConsent(authorization.href, accountId);
    expect(callback.searchParams.get('code')).toBeTruthy();
    return browser.request({ method: 'GET', url: `${callback.pathname}${callback.search}`, csrf: false });
  };

  beforeAll(async () => {
    provider = await startProvider();
    t = await openAuthTestApp({
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret, PUBLIC_URL, OIDC_NAME: 'Testkonto' },
    });
    await run(t.stores, { ...importCommand(), metadata: systemMetadata() });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => provider?.server.close(resolve));
  });

  it('offers the provider on the login form', async () => {
    const html = (await t.browser().get('/bff/login?returnUrl=/users')).body;
    expect(html).toContain('<a class="button secondary" href="/bff/login/oidc?returnUrl=%2Fusers">Logg inn med Testkonto</a>');
  });

  it('creates a user without rights on the first login ("can only export"), and finds the same user on the next', async () => {
    const browser = t.browser();
    const done = await loginAs(browser, 'nina-123', '/operations');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/operations');
    const claims = await browser.claims();
    expect(claims).toMatchObject({ name: 'Nina Ny', email: 'nina@example.org' });
    expect((await browser.get('/api/v1/Users/LoggedInUserInfo')).json()).toMatchObject({ hasAccess: false, isAdmin: false, userPermissions: [] });
    const operation = await browser.request({
      method: 'POST',
      url: '/api/v1/TaxonomicOperations/AddTaxon',
      payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'ninae', author: 'Ny, 2026' },
    });
    expect(operation.statusCode).toBe(403);
    expect(operation.json()).toMatchObject({ errorCode: 'NO_ACCESS' });

    const again = t.browser();
    expect((await loginAs(again, 'nina-123')).statusCode).toBe(303);
    expect((await again.claims())!.sub).toBe(claims!.sub);
    const added = (await t.stores.events.readStream(USERS_STREAM)).filter((e) => e.type === 'UserAdded');
    expect(added.filter((e) => (e.data as { source: string }).source === 'external')).toHaveLength(1);
  });

  it('gives an administrator-made user (same e-mail) their rights through the external login', async () => {
    const admin = t.browser();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await admin.request({
      method: 'POST',
      url: '/api/v1/Users/AddUser',
      payload: { firstName: 'Lars', lastName: 'Lenket', email: 'lars@example.org', hasAccess: true, userPermissions: [{ nameId: 6 }] },
    });
    expect(created.statusCode).toBe(200);
    const browser = t.browser();
    expect((await loginAs(browser, 'lars-456')).statusCode).toBe(303);
    expect((await browser.claims())!.sub).toBe(String(created.json().id));
    expect((await browser.get('/api/v1/Users/LoggedInUserInfo')).json()).toMatchObject({ hasAccess: true, userPermissions: [6] });
    expect((await admin.get(`/api/v1/Users/${created.json().id}`)).json()).toMatchObject({ hasExternalLogin: true });
  });

  it('rotates the session id at the callback: the cookie of the pending login does not become a logged-in session', async () => {
    const browser = t.browser();
    const start = await browser.request({ method: 'GET', url: '/bff/login/oidc', csrf: false });
    const pending = browser.cookies.get(SESSION_COOKIE)!;
    expect(pending).toBeDefined();
    const callback = await new ProviderBrowser().loginAndConsent(start.headers.location as string, 'nina-123');
    expect((await browser.request({ method: 'GET', url: `${callback.pathname}${callback.search}`, csrf: false })).statusCode).toBe(303);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(pending);
    expect(await browser.claims()).toMatchObject({ email: 'nina@example.org' });
    const replay = await t.app.inject({ method: 'GET', url: '/bff/user', headers: { 'x-csrf': '1', cookie: `${SESSION_COOKIE}=${pending}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a callback that was not started in this browser, or whose state was tampered with', async () => {
    const stranger = await t.browser().request({ method: 'GET', url: '/bff/signin-oidc?code=abc&state=xyz', csrf: false });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('role="alert"');

    const browser = t.browser();
    const start = await browser.request({ method: 'GET', url: '/bff/login/oidc', csrf: false });
    const callback = await new ProviderBrowser().loginAndConsent(start.headers.location as string, 'nina-123');
    callback.searchParams.set('state', 'forfalsket');
    const tampered = await browser.request({ method: 'GET', url: `${callback.pathname}${callback.search}`, csrf: false });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Innloggingen med Testkonto mislyktes. Prøv igjen.');
    expect(await browser.claims()).toBeUndefined();
  });

  it('refuses an open redirect after the external login', async () => {
    const browser = t.browser();
    const done = await loginAs(browser, 'nina-123', 'https://evil.example/');
    expect(done.headers.location).toBe('/');
  });
});

describe('without OIDC configuration', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await openAuthTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 for the external login and shows only the local form', async () => {
    const start = await t.browser().request({ method: 'GET', url: '/bff/login/oidc', csrf: false });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({ errorCode: 'OIDC_NOT_CONFIGURED' });
    expect((await t.browser().get('/bff/login')).body).not.toContain('/bff/login/oidc');
  });
});
