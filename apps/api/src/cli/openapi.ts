import { writeFile } from 'node:fs/promises';
import { PgliteClient } from '@navnebase/event-store';
import { AppConfig } from '../config/app-config.js';
import { createApp } from '../http/create-app.js';
import { openRegisterStores } from '../infrastructure/register-stores.js';

/**
 * `npm run openapi`: writes the OpenAPI document the API serves (`/api-docs/openapi.json`) to `docs/openapi.json`
 * (or to the file given), formatted with two spaces. The app runs on an empty in-memory store and never listens.
 * The kept document is the contract of the release (docs/api-changes.md) and the source of the typed web client.
 */
const target = process.argv[2] ?? new URL('../../../../docs/openapi.json', import.meta.url).pathname;

const sql = await PgliteClient.open();
const stores = await openRegisterStores(sql);
const app = await createApp(new AppConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOAD_DEMO: 'false' }), stores);
try {
  await app.init();
  const answer = await app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api-docs/openapi.json answered ${answer.statusCode}`);
  await writeFile(target, `${JSON.stringify(answer.json(), null, 2)}\n`);
  console.log(`OpenAPI-dokumentet er skrevet til ${target}.`);
} finally {
  await app.close();
  await stores.close();
}
