import { type UserProfileInput } from '@navnebase/domain';
import { randomInt } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenApiResponses } from '../../testing/openapi-responses.js';
import { AppConfig } from '../../config/app-config.js';
import { createApp } from '../../http/create-app.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { openTestRegister } from '../../testing/test-register.js';
import { UserAccounts } from '../../users/user-accounts.js';
import { ensureAdminAccount } from '../admin-account.js';

export const ADMIN_EMAIL = 'admin@navnebase.local';
export const ADMIN_PASSWORD = 'admin-passord-123';
export const T0 = Date.parse('2026-03-02T08:00:00.000Z');

/** A clock the tests move by hand: sessions and logins read it through the configuration. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface AuthTestApp {
  readonly stores: RegisterStores;
  readonly app: NestFastifyApplication;
  readonly config: AppConfig;
  readonly clock: TestClock;
  readonly accounts: UserAccounts;
  /** A browser with its own cookie jar (and its own client address). */
  browser(address?: string): TestBrowser;
  /** Creates a user (as the system, not over HTTP) with a password. */
  addUser(profile: UserProfileInput & { email: string }, password?: string): Promise<number>;
  close(): Promise<void>;
}

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

let counter = 0;

/** The whole API with real sessions on a fresh register, the administrator created as on first start. */
export const openAuthTestApp = async (
  options: { env?: NodeJS.ProcessEnv; usePostgres?: boolean; configure?: (app: NestFastifyApplication) => void | Promise<void> } = {},
): Promise<AuthTestApp> => {
  const stores = await openTestRegister({ usePostgres: options.usePostgres ?? false });
  const clock: TestClock = {
    now: T0,
    advance(ms) {
      this.now += ms;
    },
  };
  // Requests come from app.inject (127.0.0.1), standing in for a reverse proxy that names each browser's address.
  const config = new AppConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_PASSWORD,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '0',
    ...options.env,
  });
  config.now = () => clock.now;
  let app: NestFastifyApplication;
  try {
    app = await createApp(config, stores, options.configure);
    await OpenApiResponses.checkAnswersOf(app);
  } catch (error) {
    await stores.close();
    throw error;
  }
  const accounts = app.get(UserAccounts);
  await ensureAdminAccount(accounts, config, silent);
  const system = () => ({
    userId: 'system',
    userName: 'Test',
    time: new Date(clock.now).toISOString(),
    remark: '',
    commandId: `users:test-${process.pid}-${++counter}-${randomInt(1e9)}`,
    correlationId: 'test',
  });
  return {
    stores,
    app,
    config,
    clock,
    accounts,
    browser: (address) => new TestBrowser(app, address ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`),
    addUser: async (profile, password) => {
      const { user } = await accounts.add(
        { firstName: 'Test', lastName: 'Bruker', institution: '', hasAccess: false, isAdmin: false, userPermissions: [], ...profile },
        system(),
        password ? { password } : {},
      );
      return user.id;
    },
    close: async () => {
      await app.close();
      await stores.close();
    },
  };
};

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string>; csrf?: boolean };

/** Sends requests through `app.inject` like a browser: keeps the cookies it is given, sends them back. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: NestFastifyApplication,
    readonly address: string,
  ) {}

  async request(options: Request): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...rest,
      headers: {
        'x-forwarded-for': this.address,
        ...(csrf ? { 'x-csrf': '1' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    } as InjectOptions);
    for (const c of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (!c.value || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** Logs in with JSON; answers the response. */
  login(username: string, password: string, returnUrl?: string) {
    return this.request({ method: 'POST', url: '/bff/login', payload: { username, password, ...(returnUrl ? { returnUrl } : {}) } });
  }

  /** Logs in through the HTML form (urlencoded), as a browser without JavaScript would. */
  loginWithForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url: '/bff/login',
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** The session's claims as a map (or undefined when not logged in). */
  async claims(): Promise<Record<string, string | number> | undefined> {
    const response = await this.get('/bff/user');
    if (response.statusCode !== 200) return undefined;
    return Object.fromEntries((response.json() as { type: string; value: string | number }[]).map((c) => [c.type, c.value]));
  }
}
