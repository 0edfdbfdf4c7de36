import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const OPS = '/api/v1/TaxonomicOperations';

/** Every operation aimed at Biota (-1) or non-biota (-2), the fixed nodes at the top of the tree. */
const requests = (id: number): [string, 'POST' | 'PUT' | 'DELETE', string, object][] => [
  ['add a synonym', 'POST', `${OPS}/AddTaxon`, { synonymToId: id, scientificName: 'Vita', author: 'Test', taxonomicStatus: 'Synonym', rankId: 0 }],
  ['edit the name', 'PUT', `${OPS}/EditScientificName`, { scientificNameId: id, comment: 'x' }],
  [
    'change vernacular names',
    'POST',
    `${OPS}/UpdateVernacularNames`,
    { taxonId: id, vernacularNames: [{ vernacularName: 'liv', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }] },
  ],
  [
    'merge',
    'POST',
    `${OPS}/Synonymize`,
    {
      scientificNames: [
        { nameId: 8, taxonomicStatus: 'Accepted' },
        { nameId: id, taxonomicStatus: 'Synonym' },
      ],
    },
  ],
  ['rearrange', 'POST', `${OPS}/Swap`, { oldTaxonId: id, scientificNames: [], keepTaxonId: true }],
  ['move a name to it', 'POST', `${OPS}/SwapTaxon`, { scientificNameId: 110, targetTaxonId: id }],
  ['split', 'POST', `${OPS}/Split`, { oldTaxonId: id, newTaxons: [{}, {}] }],
  ['move it', 'POST', `${OPS}/TransferParent`, { scientificNameId: id, newParentScientificNameId: 8 }],
  ['delete it', 'DELETE', `${OPS}/Delete`, { scientificNameId: id, deleteTaxon: true }],
];

describe('Operations on Biota and non-biota', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
  });
  afterAll(() => t.close());

  for (const id of [-1, -2]) {
    for (const [what, method, url, body] of requests(id)) {
      it(`${id}: ${what} is refused with a Norwegian problem, and nothing is written`, async () => {
        const before = await t.stores.events.headPosition();
        const { status, body: problem } = await t.call(method, url, body);
        expect(status).toBe(400);
        expect(problem.errorCode).toMatch(/^(BUILT_IN_TAXON|TRANSFER_SPHERE|DELETE_BUILT_IN)$/);
        expect(problem.detail).toMatch(/^Sfære er toppnivå og kan ikke (endres|omplasseres|slettes)\.?$/);
        expect(await t.stores.events.headPosition()).toBe(before);
      });
    }
  }
});
