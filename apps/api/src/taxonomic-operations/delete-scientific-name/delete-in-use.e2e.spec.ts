import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const URL = '/api/v1/TaxonomicOperations/Delete';

/**
 * A downstream service as a real HTTP server: it takes feed deliveries (POST) and answers usage questions
 * (GET ?scientificNameId=…) from `uses`; in `silent` mode it never answers a usage question.
 */
const startService = async (uses: Map<number, string>) => {
  const state = { silent: false, asked: [] as number[] };
  const server: Server = createServer((request, response) => {
    const url = new globalThis.URL(request.url!, 'http://localhost');
    if (request.method === 'POST') {
      request.resume();
      response.writeHead(204).end();
      return;
    }
    const id = Number(url.searchParams.get('scientificNameId'));
    state.asked.push(id);
    if (state.silent) return; // no answer at all: the register's timeout must end the question
    const detail = uses.get(id);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(detail === undefined ? { inUse: false } : { inUse: true, detail }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

describe('Delete asks the downstream services whether they use the name (spec 2 §4.6)', () => {
  let t: OperationTestApp;
  let map: Awaited<ReturnType<typeof startService>>;
  let observations: Awaited<ReturnType<typeof startService>>;
  const gone = async (id: number) => (await t.get(`/api/v1/TaxonName/ByScientificNameId/${id}`)).body.errorCode === 'SCIENTIFIC_NAME_GONE';

  beforeAll(async () => {
    map = await startService(new Map([[110, '12 kartlag viser Thalarctos maritimus']]));
    observations = await startService(new Map());
    t = await openOperationTestApp(editTransferTree(), { WEBHOOK_ALLOW_PRIVATE: 'true', USAGE_CHECK_TIMEOUT_MS: '300' });
    for (const [service, description] of [
      [map, 'Artskart'],
      [observations, 'Artsobservasjoner'],
    ] as const) {
      const made = await t.call('POST', '/api/v1/Webhooks', { url: `${service.base}/feed`, usageUrl: `${service.base}/usage`, description });
      expect(made).toMatchObject({ status: 201, body: { usageUrl: `${service.base}/usage`, description } });
    }
    // A subscription without a usage endpoint is not asked.
    expect((await t.call('POST', '/api/v1/Webhooks', { url: `${map.base}/other` })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await map.close();
    await observations.close();
  });

  it('refuses to delete a name a service uses, naming the service and its detail; nothing changes', async () => {
    const before = await t.stores.events.headPosition();
    const refused = await t.call('DELETE', URL, { scientificNameId: 110, remark: 'Dublett' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        errorCode: 'NAME_IN_USE',
        detail: 'Navnet er i bruk i Artskart (12 kartlag viser Thalarctos maritimus). Det kan ikke slettes før det er tatt ut av bruk der.',
        services: [{ service: 'Artskart', scientificNameId: 110, state: 'in-use' }],
      },
    });
    expect(await t.stores.events.headPosition()).toBe(before);
    expect(await gone(110)).toBe(false);
    // Not even an administrator's written reason deletes a name in use.
    expect((await t.call('DELETE', URL, { scientificNameId: 110, usageOverrideReason: 'Vi vet hva vi gjør her.' })).body.errorCode).toBe(
      'NAME_IN_USE',
    );
  });

  it('deletes a name no service uses, after asking every service with a usage endpoint about every name that goes', async () => {
    map.state.asked.length = 0;
    observations.state.asked.length = 0;
    expect(await t.call('DELETE', URL, { scientificNameId: 12, remark: 'Feilregistrert' })).toEqual({ status: 200, body: true });
    expect(await gone(12)).toBe(true);
    expect(map.state.asked).toEqual([12]);
    expect(observations.state.asked).toEqual([12]);
  });

  it('blocks the delete when a service does not answer; an administrator goes on with a written reason, recorded in the event', async () => {
    observations.state.silent = true;
    try {
      const before = await t.stores.events.headPosition();
      const refused = await t.call('DELETE', URL, { scientificNameId: 9, remark: 'Utgår' });
      expect(refused).toMatchObject({
        status: 409,
        body: { errorCode: 'USAGE_CHECK_UNANSWERED', field: 'usageOverrideReason', services: [{ service: 'Artsobservasjoner', state: 'no-answer' }] },
      });
      expect(refused.body.detail).toBe(
        'Fikk ikke vite om navnet er i bruk: Artsobservasjoner (svarte ikke innen 300 ms). Prøv igjen senere, eller slett likevel med en skriftlig begrunnelse (bare administratorer).',
      );
      expect(await t.stores.events.headPosition()).toBe(before);
      // A reason too short to say anything is refused too.
      expect((await t.call('DELETE', URL, { scientificNameId: 9, usageOverrideReason: 'ok' })).body.errorCode).toBe('USAGE_OVERRIDE_REASON_REQUIRED');

      const reason = 'Artsobservasjoner er nede; underarten er aldri registrert der.';
      expect(await t.call('DELETE', URL, { scientificNameId: 9, usageOverrideReason: reason })).toEqual({ status: 200, body: true });
      expect(await gone(9)).toBe(true);
      const [event] = await t.stores.events.readAll(before, 1);
      expect(event!.data).toMatchObject({ scientificNameId: 9, usageOverride: { reason, unanswered: ['Artsobservasjoner'] } });
    } finally {
      observations.state.silent = false;
    }
  });
});
