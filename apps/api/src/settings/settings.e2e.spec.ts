import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, ConfigurationError } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister } from '../testing/test-register.js';

describe('GET /api/v1/Settings: the institution details come from configuration', () => {
  let stores: RegisterStores;
  const apps: NestFastifyApplication[] = [];
  beforeAll(async () => {
    stores = await openTestRegister();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stores.close();
  });
  const settingsOf = async (env: NodeJS.ProcessEnv) => {
    const app = await openTestApp(stores, env);
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/api/v1/Settings', headers: { 'x-csrf': '1' } });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers nothing of any deployment by default', async () => {
    expect(await settingsOf({})).toEqual({ status: 200, body: { name: null, contactEmail: null, taxonPageUrl: null, siteSearchUrl: null } });
  });

  it("answers an institution's own details", async () => {
    const env = {
      INSTITUTION_NAME: 'Artsinstituttet',
      CONTACT_EMAIL: 'post@arter.example.org',
      TAXON_PAGE_URL: 'https://arter.example.org/takson/{taxonId}',
      SITE_SEARCH_URL: 'https://arter.example.org/sok',
    };
    expect((await settingsOf(env)).body).toEqual({
      name: 'Artsinstituttet',
      contactEmail: 'post@arter.example.org',
      taxonPageUrl: 'https://arter.example.org/takson/{taxonId}',
      siteSearchUrl: 'https://arter.example.org/sok',
    });
  });

  it('refuses a taxon page address without the place of the id, and a contact that is not an e-mail address', () => {
    let error: unknown;
    try {
      new AppConfig({ TAXON_PAGE_URL: 'https://arter.example.org/takson/', CONTACT_EMAIL: 'post' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain(
      'TAXON_PAGE_URL="https://arter.example.org/takson/": må inneholde {taxonId} der taksonets id skal stå.',
    );
    expect((error as Error).message).toContain('CONTACT_EMAIL="post"');
  });
});
