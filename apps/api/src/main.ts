import 'reflect-metadata';
import { Logger, type LoggerService } from '@nestjs/common';
import { ensureAdminAccount } from './auth/admin-account.js';
import { configOrExit } from './config/app-config.js';
import { loadDemoIfEmpty } from './demo/demo-loader.js';
import { REGISTER_STORES } from './infrastructure/tokens.js';
import type { RegisterStores } from './infrastructure/register-stores.js';
import { createApp } from './http/create-app.js';
import { Lifecycle } from './ops/lifecycle.js';
import { UserAccounts } from './users/user-accounts.js';

const config = configOrExit();
const logger = new Logger('Navnebase');
const app = await createApp(config);
const stores = app.get<RegisterStores>(REGISTER_STORES);
if (config.loadDemo) await loadDemoIfEmpty(stores, logger);
// The administrator account's lines are kept for the end of start-up, next to the address (warnings go out at once).
const adminLines: string[] = [];
const adminLogger: LoggerService = { log: (m) => adminLines.push(String(m)), warn: (m) => logger.warn(m), error: (m) => logger.error(m) };
const admin = await ensureAdminAccount(app.get(UserAccounts), config, adminLogger);
await app.listen({ port: config.port, host: config.host });
// Nest closes the app on SIGTERM and SIGINT (see Lifecycle); whatever still runs after SHUTDOWN_TIMEOUT_MS is cut.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.get(Lifecycle).beginShutdown(signal);
    setTimeout(() => {
      logger.error(`Avslutningen tok mer enn SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs} ms); avslutter nå.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
  });
}
const address = app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : config.port;
logger.log(`Navnebase kjører på http://localhost:${port} (${config.mode === 'embedded' ? `innebygd lager i ${config.dataDir}` : 'PostgreSQL'})`);
if (adminLines.length === 0 && admin.userId !== undefined) {
  const password = config.adminPassword ? 'passordet i ADMIN_PASSWORD' : 'passordet som ble vist da kontoen ble opprettet';
  adminLines.push(`Administrator: ${admin.email} (logg inn med ${password}).`);
}
for (const line of adminLines) logger.log(line);
