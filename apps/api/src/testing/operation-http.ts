import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ImportedTaxon } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from './test-register.js';

/** The acting users of the operation HTTP tests. */
export const ACTORS = {
  admin: actorHeader(),
  /** An editor with rights on the given scientific names' subtrees. */
  editor: (...permissions: number[]) => actorHeader({ userId: 'editor', name: 'Eva Editor', isAdmin: false, permissions }),
  noAccess: actorHeader({ userId: 'inactive', name: 'Ikke Aktiv', isAdmin: false, hasAccess: false, permissions: [] }),
  anonymous: {} as Record<string, string>,
} satisfies Record<string, Record<string, string> | ((...p: number[]) => Record<string, string>)>;

export interface OperationTestApp {
  readonly stores: RegisterStores;
  readonly app: NestFastifyApplication;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>;
  get(url: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** A register on PGlite with `taxa` imported, and the API (with `env`) acting as the user in the `x-test-actor` header. */
export const openOperationTestApp = async (taxa: ImportedTaxon[], env: NodeJS.ProcessEnv = {}): Promise<OperationTestApp> => {
  const stores = await openTestRegister();
  await run(stores, {
    type: 'ImportTaxa',
    data: { importId: 'fixture', source: 'test', taxa },
    metadata: systemMetadata({ time: '2026-01-10T10:00:00.000Z' }),
  });
  const app = await openTestApp(stores, env, { actorFromHeader: true });
  const call: OperationTestApp['call'] = async (method, url, payload, headers = ACTORS.admin) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'x-csrf': '1', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  return {
    stores,
    app,
    call,
    get: (url) => call('GET', url, undefined, {}),
    close: async () => {
      await app.close();
      await stores.close();
    },
  };
};

export type { Actor };
