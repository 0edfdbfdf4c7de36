import 'reflect-metadata';
import { AppConfig } from '../config/app-config.js';
import { ensureAdminAccount } from '../auth/admin-account.js';
import { createApp } from '../http/create-app.js';
import { UserAccounts } from '../users/user-accounts.js';

/**
 * The real API for the load test, started by run.ts as a child process on the register in DATABASE_URL +
 * DATABASE_SCHEMA (or DATA_DIR for PGlite). Prints `READY <port> <seconds to start>` once it listens. The load comes
 * from one address, so the anonymous rate limit is raised out of reach (still counted) unless RATE_LIMIT_MAX says otherwise.
 */
const started = performance.now();
const config = new AppConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  WEB_DIST: '/nonexistent',
  LOAD_DEMO: 'false',
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '1000000000',
});
const app = await createApp(config);
// The administrator of ADMIN_EMAIL/ADMIN_PASSWORD, as at the server's start (the load test logs in as it for the audit log).
if (config.adminPassword)
  await ensureAdminAccount(app.get(UserAccounts), config, { log: () => undefined, warn: (m) => console.warn(m), error: (m) => console.error(m) });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`READY ${port} ${((performance.now() - started) / 1000).toFixed(1)}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
