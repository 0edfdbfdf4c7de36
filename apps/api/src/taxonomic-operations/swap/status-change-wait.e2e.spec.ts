import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openOperationTestApp, type OperationTestApp } from '../../testing/operation-test-app.js';

/** The wait between status changes of one taxon (spec 1 §4, spec 2 §4.3), 5 minutes by default (STATUS_CHANGE_WAIT_MINUTES). */
describe('A second status change of a taxon within 5 minutes', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  const taxonOf = async (nameId: number): Promise<number> => (await t.get(`/api/v1/TaxonName/ByScientificNameId/${nameId}`)).body.taxonId;
  const current = (oldTaxonId: number, nameId: number, other: number, extra = {}) => ({
    oldTaxonId,
    scientificNames: [
      { nameId, taxonomicStatus: 'Accepted' },
      { nameId: other, taxonomicStatus: 'Synonym' },
    ],
    ...extra,
  });

  it('is refused with 409, the spec text and the time left, writes nothing, and goes through when confirmed', async () => {
    expect((await t.post('Swap', current(7, 70, 7))).status).toBe(200);
    const taxon = await taxonOf(70);
    const head = await t.stores.events.headPosition();
    const refused = await t.post('Swap', current(taxon, 7, 70));
    expect(refused).toMatchObject({
      status: 409,
      body: {
        errorCode: 'STATUS_CHANGED_RECENTLY',
        field: 'confirmStatusChange',
        taxonId: taxon,
        retryAfterSeconds: expect.any(Number),
        detail: expect.stringMatching(/^Vent minst 5 minutter før du endrer status på et takson som nettopp er endret\. .*«Endre likevel»\.$/),
      },
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(240);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(300);
    // a merge touching the taxon waits too
    const merge = {
      scientificNames: [
        { nameId: 8, taxonomicStatus: 'Accepted' },
        { nameId: 80, taxonomicStatus: 'Synonym' },
        { nameId: 7, taxonomicStatus: 'Synonym' },
        { nameId: 70, taxonomicStatus: 'Synonym' },
      ],
    };
    expect((await t.post('Synonymize', merge)).body.errorCode).toBe('STATUS_CHANGED_RECENTLY');
    expect(await t.stores.events.headPosition()).toBe(head);

    expect(await t.post('Swap', current(taxon, 7, 70, { confirmStatusChange: 'ja' }))).toMatchObject({ status: 400 });
    expect(await t.post('Swap', current(taxon, 7, 70, { confirmStatusChange: true }))).toMatchObject({ status: 200 });
    const page = (await t.get(`/api/v1/TaxonName/ByScientificNameId/7`)).body;
    expect(page.scientificNames.find((n: { id: number }) => n.id === 7).taxonomicStatus).toBe('Accepted');
  });

  it('does not hold back another taxon', async () => {
    expect(
      (
        await t.post(
          'Swap',
          current(9, 90, 9, {
            scientificNames: [
              { nameId: 90, taxonomicStatus: 'Accepted' },
              { nameId: 9, taxonomicStatus: 'Synonym' },
            ],
          }),
        )
      ).status,
    ).toBe(200);
  });
});
