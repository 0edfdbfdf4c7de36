import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ensureAdminAccount } from './auth/admin-account.js';
import { AppConfig } from './config/app-config.js';
import { loadDemoIfEmpty } from './demo/demo-loader.js';
import { REGISTER_STORES } from './infrastructure/tokens.js';
import type { RegisterStores } from './infrastructure/register-stores.js';
import { createApp } from './http/create-app.js';
import { UserAccounts } from './users/user-accounts.js';

const config = new AppConfig();
const logger = new Logger('Navnebase');
const app = await createApp(config);
const stores = app.get<RegisterStores>(REGISTER_STORES);
if (config.loadDemo) await loadDemoIfEmpty(stores, logger);
await ensureAdminAccount(app.get(UserAccounts), config, logger);
await app.listen({ port: config.port, host: config.host });
logger.log(`Navnebase kjører på http://localhost:${config.port} (${config.mode === 'embedded' ? `innebygd lager i ${config.dataDir}` : 'PostgreSQL'})`);
