import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NameAttribute } from '@navnebase/domain';
import { bearTree } from '../../../../../libs/domain/src/testing/operation-fixtures.js';
import { openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

/** The body the edit screen sends, with the name's current values. */
const edit = (scientificNameId: number, scientificName: string, author: string, extra: Record<string, unknown> = {}) => ({
  scientificNameId,
  scientificName,
  author,
  references: [],
  comment: '',
  nomenclaturalStatus: [],
  attributes: [],
  speciesComplex: '',
  ...extra,
});
const TEXT = 'Flagget «Navn kun til bruk i samling» finnes bare på eldre navn og kan ikke settes.';

/** The legacy flag "name only for use in collection" (spec 1 §1, spec 2 §1): on old names only, never set through the API. */
describe('The legacy flag CollectionOnly through the API', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    // Ursus horribilis (70) comes from the old register with the flag.
    const tree = bearTree().map((taxon) =>
      taxon.key === '7' ? { ...taxon, synonyms: [{ ...taxon.synonyms[0]!, attributes: ['CollectionOnly'] as NameAttribute[] }] } : taxon,
    );
    t = await openOperationTestApp(tree);
  });
  afterAll(() => t.close());

  it('is refused on a new taxon and a new synonym with 400 and the Norwegian text, and nothing is written', async () => {
    const head = await t.stores.events.headPosition();
    const newTaxon = {
      parentScientificNameId: 6,
      rankId: 22,
      scientificName: 'spelaeus',
      author: 'Rosenmüller, 1794',
      attributes: ['CollectionOnly'],
    };
    expect(await t.call('POST', '/api/v1/TaxonomicOperations/AddTaxon', newTaxon)).toMatchObject({
      status: 400,
      body: { errorCode: 'LEGACY_ATTRIBUTE_NOT_SETTABLE', detail: TEXT, field: 'attributes' },
    });
    const newSynonym = { synonymToId: 8, scientificName: 'Ursus marinus', author: 'Pallas, 1776', attributes: ['CollectionOnly'] };
    expect(await t.call('POST', '/api/v1/TaxonomicOperations/AddTaxon', newSynonym)).toMatchObject({
      status: 400,
      body: { errorCode: 'LEGACY_ATTRIBUTE_NOT_SETTABLE', detail: TEXT },
    });
    expect(
      await t.call(
        'PUT',
        '/api/v1/TaxonomicOperations/EditScientificName',
        edit(80, 'Thalarctos maritimus', '(Phipps, 1774)', { attributes: ['CollectionOnly'] }),
      ),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'LEGACY_ATTRIBUTE_NOT_SETTABLE' },
    });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('is shown with a Norwegian label on a legacy name, and an edit keeps it', async () => {
    const label = { attribute: 'CollectionOnly', attributeDisplay: 'Navn kun til bruk i samling (eldre flagg)' };
    const page = (await t.get('/api/v1/TaxonName/ByScientificNameId/70')).body;
    expect(page.scientificNames.find((n: { id: number }) => n.id === 70).fullNameAttributes).toEqual([label]);
    expect(
      (await t.call('PUT', '/api/v1/TaxonomicOperations/EditScientificName', edit(70, 'Ursus horribilis', 'Ord, 1815', { comment: 'Sjekket' })))
        .status,
    ).toBe(200);
    const after = (await t.get('/api/v1/TaxonName/ByScientificNameId/70')).body;
    expect(after.scientificNames.find((n: { id: number }) => n.id === 70)).toMatchObject({
      attributes: ['CollectionOnly'],
      fullNameAttributes: [label],
    });
  });
});
