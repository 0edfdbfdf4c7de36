import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REGISTER_STREAM } from '@navnebase/domain';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

describe('X-Command-Id over HTTP: one id, one change', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  const addTaxon = (commandId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/TaxonomicOperations/AddTaxon',
      headers: { 'x-csrf': '1', 'x-command-id': commandId, ...actorHeader() },
      payload,
    });
  const spelaeus = { parentScientificNameId: 6, rankId: 22, scientificName: 'spelaeus', author: 'Rosenmüller, 1794' };

  it('given a command id used once, when the same body is sent again, then the first answer comes back and nothing is written twice', async () => {
    const first = await addTaxon('cave-bear', spelaeus);
    expect(first.statusCode).toBe(200);
    const revision = await stores.events.streamRevision(REGISTER_STREAM);

    const again = await addTaxon('cave-bear', spelaeus);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision);
  });

  it('given a command id used once, when another body is sent with it, then 409 COMMAND_ID_REUSED and nothing is written', async () => {
    const deningeri = { ...spelaeus, scientificName: 'deningeri', author: 'Reichenau, 1904' };
    expect((await addTaxon('bear-twice', deningeri)).statusCode).toBe(200);
    const revision = await stores.events.streamRevision(REGISTER_STREAM);

    const other = await addTaxon('bear-twice', { ...deningeri, scientificName: 'kudarensis', author: 'Baryshnikov, 1985' });

    expect(other.statusCode).toBe(409);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({
      status: 409,
      errorCode: 'COMMAND_ID_REUSED',
      detail: 'Denne kommando-id-en er brukt før, til en annen endring. Send endringen med en ny kommando-id (X-Command-Id).',
    });
    expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision);
  });

  it('given a body without the name, when sent, then the answer says the field is required (not that the name is too long)', async () => {
    const { scientificName: _left, ...withoutName } = spelaeus;
    const missing = await addTaxon('no-name', withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'INVALID_REQUEST', detail: 'Dette feltet må fylles ut.' });
  });
});
