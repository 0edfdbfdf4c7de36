import type { RegisterCommand } from '@navnebase/domain';
import { deleteNameCommand, editNameCommand, transferCommand } from '../../../domain/src/testing/edit-transfer-fixtures.js';
import { addTaxonCommand } from '../../../domain/src/testing/fixtures.js';
import { importBears, synonymizeCommand } from '../../../domain/src/testing/operation-fixtures.js';

const at = (command: RegisterCommand, time: string): RegisterCommand => ({ ...command, metadata: { ...command.metadata, time } }) as RegisterCommand;

/** An import, an edit, a transfer, a merge, a new taxon, a deletion and a move of a taxon with a child, one day apart. */
export const AS_OF_HISTORY: RegisterCommand[] = [
  at(importBears(), '2026-01-01T10:00:00.000Z'),
  at(editNameCommand({ scientificNameId: 70, author: 'Merriam, 1914' }, 'edit-70'), '2026-01-02T10:00:00.000Z'),
  at(transferCommand({ scientificNameId: 9, newParentScientificNameId: 12 }, 'move-9'), '2026-01-03T10:00:00.000Z'),
  at(
    synonymizeCommand({
      scientificNames: [
        { nameId: 7, taxonomicStatus: 'Accepted' },
        { nameId: 70, taxonomicStatus: 'Synonym' },
        { nameId: 8, taxonomicStatus: 'Synonym' },
        { nameId: 80, taxonomicStatus: 'Synonym' },
      ],
    }),
    '2026-01-04T10:00:00.000Z',
  ),
  at(
    addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794' }, 'add-1'),
    '2026-01-05T10:00:00.000Z',
  ),
  at(deleteNameCommand({ scientificNameId: 1001 }, 'delete-1001'), '2026-01-06T10:00:00.000Z'),
  at(transferCommand({ scientificNameId: 10, newParentScientificNameId: 12 }, 'move-10'), '2026-01-07T10:00:00.000Z'),
];
