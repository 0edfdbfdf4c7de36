import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Actor } from '../access/actor.js';
import type { OperationMetadata, RegisterCommand, RegisterResult } from '@navnebase/domain';
import type { CommandOutcome, EventStore } from '@navnebase/event-store';
import { pgliteForTests, postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { AppConfig } from '../config/app-config.js';
import { createApp } from '../http/create-app.js';
import { openRegisterStores, type RegisterStores } from '../infrastructure/register-stores.js';
import { OpenApiResponses } from './openapi-responses.js';

/** A fresh register on PGlite (or on PostgreSQL in a schema of its own when `usePostgres` and DATABASE_URL are set). */
export const openTestRegister = async (
  options: { usePostgres?: boolean; schemaLabel?: string; readSideTimeoutMs?: number; followed?: (events: EventStore) => EventStore } = {},
): Promise<RegisterStores> => {
  const postgres = options.usePostgres ? await postgresForTests(options.schemaLabel ?? 'register') : undefined;
  const sql = postgres ?? (await pgliteForTests());
  const stores = await openRegisterStores(sql, {
    ...(options.readSideTimeoutMs !== undefined ? { readSideTimeoutMs: options.readSideTimeoutMs } : {}),
    ...(options.followed ? { followed: options.followed } : {}),
  });
  if (!postgres) return stores;
  return {
    ...stores,
    close: async () => {
      await stores.readSide.stop();
      await stores.events.close();
      await postgres.dropSchema();
      await postgres.close();
    },
  };
};

export const TEST_ACTOR_HEADER = 'x-test-actor';

/**
 * The API on a test register, not listening: call it with `app.inject()`, whose answers are checked against the OpenAPI
 * document. Anonymous requests are not rate-limited
 * unless `env` sets RATE_LIMIT_MAX (every injected request comes from one address). With `actorFromHeader`, a request may
 * carry the acting user as JSON in the `x-test-actor` header (test code only: the production app has no such hook).
 */
export const openTestApp = async (
  stores: RegisterStores,
  env: NodeJS.ProcessEnv = {},
  /** `logTo` receives the log (set LOG_LEVEL in `env` too: tests are silent by default). */
  options: { actorFromHeader?: boolean; logTo?: DestinationStream } = {},
): Promise<NestFastifyApplication> => {
  const app = await createApp(
    new AppConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_MAX: '0', ...env }),
    stores,
    (app) => {
      if (!options.actorFromHeader) return;
      app
        .getHttpAdapter()
        .getInstance()
        .addHook('onRequest', async (request: FastifyRequest) => {
          const header = request.headers[TEST_ACTOR_HEADER];
          if (typeof header === 'string') request.actor = JSON.parse(header) as Actor;
        });
    },
    options.logTo,
  );
  // Every answer a test gets is checked against the OpenAPI document (a mismatch fails that test).
  await OpenApiResponses.checkAnswersOf(app);
  return app;
};

/** A log destination that keeps each entry as parsed JSON (for `openTestApp`'s `logTo`). */
export const logRecorder = () => {
  const entries: Record<string, unknown>[] = [];
  return { entries, write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>) };
};

export const actorHeader = (actor: Partial<Actor> = {}): Record<string, string> => ({
  [TEST_ACTOR_HEADER]: JSON.stringify({
    userId: 'test-admin',
    name: 'Test Admin',
    email: 'admin@example.org',
    hasAccess: true,
    isAdmin: true,
    permissions: [],
    ...actor,
  } satisfies Actor),
});

let counter = 0;
export const systemMetadata = (overrides: Partial<OperationMetadata> = {}): OperationMetadata => ({
  userId: 'system',
  userName: 'Test',
  time: new Date().toISOString(),
  remark: '',
  commandId: `test-${process.pid}-${++counter}-${Math.random().toString(36).slice(2)}`,
  correlationId: 'test',
  ...overrides,
});

export const run = (stores: RegisterStores, command: RegisterCommand): Promise<CommandOutcome<RegisterResult>> => stores.register.execute(command);
