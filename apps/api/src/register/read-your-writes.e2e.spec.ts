import { afterEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REGISTER_STREAM } from '@navnebase/domain';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

describe('a committed command whose read side is late', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  afterEach(async () => {
    await app?.close();
    await stores?.close();
  });

  it('answers 202 PROJECTION_PENDING with its position (never a 500), and the change is recorded once', async () => {
    stores = await openTestRegister({ readSideTimeoutMs: 300 });
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
    // The read side stops following the store: nothing will include the next change.
    await stores.readSide.stop();
    const revision = await stores.events.streamRevision(REGISTER_STREAM);
    const headers = { 'x-csrf': '1', 'x-command-id': 'late-read-side', ...actorHeader() };
    const payload = { parentScientificNameId: 6, rankId: 22, scientificName: 'spelaeus', author: 'Rosenmüller, 1794' };
    const answer = await app.inject({ method: 'POST', url: '/api/v1/TaxonomicOperations/AddTaxon', headers, payload });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ errorCode: 'PROJECTION_PENDING', status: 202, position: expect.any(Number) });
    expect(answer.json().detail).toMatch(/lagret/);
    expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision + 1);
    // The client retries with the same command id: the same answer, nothing written twice.
    const again = await app.inject({ method: 'POST', url: '/api/v1/TaxonomicOperations/AddTaxon', headers, payload });
    expect(again.statusCode).toBe(202);
    expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision + 1);
  });
});
