import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ImportedTaxon } from '@navnebase/domain';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { Actor } from '../access/actor.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from './test-register.js';

export interface Answer {
  readonly status: number;
  /** Parsed JSON, asserted field by field in the tests. */
  readonly body: any;
}

/** An editor (not admin) with permissions on the given scientific names and their subtrees. */
export const editorOf = (...permissions: number[]): Partial<Actor> => ({ userId: 'editor-1', name: 'Rita Redaktør', isAdmin: false, permissions });

/**
 * The API on a fresh register holding the bear tree (libs/domain/src/testing/operation-fixtures.ts), for the
 * taxonomic operation tests. `post(path, body, actor)` acts as an admin unless another actor (or null: anonymous)
 * is given.
 */
export const openOperationTestApp = async (taxa: ImportedTaxon[] = bearTree()) => {
  const stores: RegisterStores = await openTestRegister();
  await run(stores, {
    type: 'ImportTaxa',
    data: { importId: 'bears', source: 'test', taxa },
    metadata: systemMetadata({ time: '2026-01-10T10:00:00.000Z' }),
  });
  const app: NestFastifyApplication = await openTestApp(stores, {}, { actorFromHeader: true });
  const post = async (operation: string, payload: unknown, actor: Partial<Actor> | null = {}): Promise<Answer> => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/TaxonomicOperations/${operation}`,
      headers: { 'x-csrf': '1', ...(actor ? actorHeader(actor) : {}) },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const get = async (url: string): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-csrf': '1' } });
    return { status: response.statusCode, body: response.json() };
  };
  /** Makes the next command fail unexpectedly (to see the operation's default failure text). */
  const failNextCommand = () => {
    const original = stores.register.execute.bind(stores.register);
    stores.register.execute = async () => {
      stores.register.execute = original;
      throw new Error('simulated failure');
    };
  };
  const close = async () => {
    await app.close();
    await stores.close();
  };
  return { stores, app, post, get, failNextCommand, close };
};

export type OperationTestApp = Awaited<ReturnType<typeof openOperationTestApp>>;
