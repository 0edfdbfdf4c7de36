import { describe, it } from '@jest/globals';
import { BIOTA_ID, NON_BIOTA_ID } from '../../taxonomy/constants.js';
import { deleteNameCommand, editNameCommand, transferCommand, updateVernacularCommand } from '../../testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../testing/fixtures.js';
import { given } from '../../testing/given-when-then.js';
import { importBears, rearrangeCommand, splitCommand, swapTaxonCommand, synonymizeCommand } from '../../testing/operation-fixtures.js';
import type { RegisterCommand } from '../commands.js';

/**
 * Biota (-1) and non-biota (-2) are the fixed nodes at the top of the tree of life (below the synthetic root), not
 * taxa: every operation on them is refused, whatever the operation, and writes nothing. Adding a taxon *below* them
 * (a kingdom under Biota) is the one thing allowed, as they are where the tree starts.
 */
const OPERATIONS: readonly (readonly [string, (id: number) => RegisterCommand, string])[] = [
  [
    'a synonym added to it',
    (id) => addTaxonCommand({ synonymToId: id, scientificName: 'Vita', author: 'Test', taxonomicStatus: 'Synonym' }),
    'BUILT_IN_TAXON',
  ],
  [
    'a name added to its taxon',
    (id) => addTaxonCommand({ taxonId: id, scientificName: 'Vita', author: 'Test', taxonomicStatus: 'Synonym' }),
    'BUILT_IN_TAXON',
  ],
  ['its name edited', (id) => editNameCommand({ scientificNameId: id, comment: 'x' }), 'BUILT_IN_TAXON'],
  [
    'its vernacular names changed',
    (id) =>
      updateVernacularCommand({
        taxonId: id,
        vernacularNames: [{ vernacularName: 'liv', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
      }),
    'BUILT_IN_TAXON',
  ],
  [
    'merged with a taxon',
    (id) =>
      synonymizeCommand({
        scientificNames: [
          { nameId: 12, taxonomicStatus: 'Accepted' },
          { nameId: id, taxonomicStatus: 'Synonym' },
        ],
      }),
    'BUILT_IN_TAXON',
  ],
  ['its names rearranged', (id) => rearrangeCommand({ oldTaxonId: id, keepTaxonId: true }), 'BUILT_IN_TAXON'],
  ['a name moved to it', (id) => swapTaxonCommand({ scientificNameId: 70, targetTaxonId: id }), 'BUILT_IN_TAXON'],
  ['split', (id) => splitCommand({ oldTaxonId: id, newTaxons: [{}, {}] }), 'BUILT_IN_TAXON'],
  ['moved', (id) => transferCommand({ scientificNameId: id, newParentScientificNameId: 12 }), 'TRANSFER_SPHERE'],
  ['deleted', (id) => deleteNameCommand({ scientificNameId: id, deleteTaxon: true }), 'DELETE_BUILT_IN'],
];

describe('Biota and non-biota are not taxa: every operation on them is refused', () => {
  for (const [sphere, id] of [
    ['Biota', BIOTA_ID],
    ['non-biota', NON_BIOTA_ID],
  ] as const) {
    describe(sphere, () => {
      for (const [what, command, errorCode] of OPERATIONS) {
        it(`${what}: refused`, () => given([importBears()]).when(command(id)).thenThrows(errorCode));
      }
    });
  }
});
