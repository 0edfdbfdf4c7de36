import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openOperationTestApp, type OperationTestApp } from '../testing/operation-test-app.js';

/** Spec 1 §3: "×" starts suggestions; people type "x" for "×" and leave out the sign. */
describe('GET /api/v1/TaxonName/Search for hybrids', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
    const added = await t.post('AddTaxon', {
      parentScientificNameId: 6,
      rankId: 22,
      scientificName: 'hybridus',
      author: 'Test, 2026',
      attributes: ['Hybrid'],
    });
    expect(added.status).toBe(200);
  });
  afterAll(async () => t.close());

  const names = async (text: string): Promise<string[]> =>
    (await t.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent(text)}`)).body.map(
      (hit: { acceptedScientificName: { name: string } }) => hit.acceptedScientificName.name,
    );

  it('finds "Ursus ×hybridus" by "×", "× hyb", "×hyb", "Ursus x hybridus" and "Ursus hybridus"', async () => {
    for (const text of ['×', '× hyb', '×hyb', 'Ursus x hybridus', 'Ursus hybridus', 'Ursus × hybridus']) {
      expect({ text, first: (await names(text))[0] }).toEqual({ text, first: 'Ursus ×hybridus' });
    }
    expect(await names('×')).toEqual(['Ursus ×hybridus']);
  });
});
