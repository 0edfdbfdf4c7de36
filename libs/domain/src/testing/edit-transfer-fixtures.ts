import type { DeleteScientificName, EditScientificName, ImportedTaxon, TransferParent, UpdateVernacularNames } from '../register/commands.js';
import type { Rank } from '../taxonomy/ranks.js';
import { importCommand, mammalTree } from './fixtures.js';
import { testMetadata } from './given-when-then.js';

const t = (
  key: string,
  parentKey: string | undefined,
  rank: Rank,
  scientificName: string,
  author = '',
  extra: Partial<ImportedTaxon> = {},
): ImportedTaxon => ({
  key,
  ...(parentKey ? { parentKey } : {}),
  preferredTaxonId: Number(key),
  mainName: { scientificName, author, rank, taxonomicStatus: 'Accepted', preferredId: Number(key) },
  synonyms: [],
  vernacularNames: [],
  ...extra,
});

/**
 * The mammal tree of `fixtures.ts` plus what the edit, transfer and delete tests need:
 * Ursidae > Helarctos (8) > H. malayanus (12); Ursus arctos > U. a. arctos (9) and U. a. horribilis (13, unresolved
 * in `withUnresolvedSubspecies`); Ursus maritimus (11, synonym Thalarctos maritimus 110); Carnivora > Canidae (10);
 * Salix lapponum (106) > subsp. daphneola (107); Malpighiales > Betulaceae (109) > Betula (108);
 * Fungi (975) > Basidiomycota (976).
 */
export const editTransferTree = (): ImportedTaxon[] => [
  ...mammalTree(),
  t('8', '5', 'Genus', 'Helarctos', 'Horsfield, 1825'),
  t('12', '8', 'Species', 'Helarctos malayanus', '(Raffles, 1821)'),
  t('9', '7', 'Subspecies', 'Ursus arctos arctos', 'Linnaeus, 1758'),
  t('10', '4', 'Family', 'Canidae', 'Fischer, 1817'),
  t('11', '6', 'Species', 'Ursus maritimus', 'Phipps, 1774', {
    synonyms: [{ scientificName: 'Thalarctos maritimus', author: '(Phipps, 1774)', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 110 }],
    vernacularNames: [
      { vernacularName: 'isbjørn', languageIsoCode: 'nb', status: 'Recommended' },
      { vernacularName: 'kvitbjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
      { vernacularName: 'isbjørn', languageIsoCode: 'nn', status: 'Recommended' },
    ],
  }),
  t('106', '105', 'Species', 'Salix lapponum', 'L.'),
  t('107', '106', 'Subspecies', 'Salix lapponum subsp. daphneola', '(Schleich.) Nyman'),
  t('109', '103', 'Family', 'Betulaceae', 'Gray'),
  t('108', '109', 'Genus', 'Betula', 'L.'),
  t('975', undefined, 'Kingdom', 'Fungi', 'R.T. Moore'),
  t('976', '975', 'Phylum', 'Basidiomycota', 'R.T. Moore'),
];

export const importEditTransferTree = (taxa: ImportedTaxon[] = editTransferTree()) => importCommand(taxa, 'import-ops');

/** The tree with an unresolved subspecies under Ursus arctos (an unmovable child for new combinations). */
export const withUnresolvedSubspecies = (): ImportedTaxon[] => [
  ...editTransferTree(),
  {
    ...t('13', '7', 'Subspecies', 'Ursus arctos horribilis', 'Ord, 1815'),
    mainName: { scientificName: 'Ursus arctos horribilis', author: 'Ord, 1815', rank: 'Subspecies', taxonomicStatus: 'Unresolved', preferredId: 13 },
  },
];

export const editNameCommand = (data: EditScientificName['data'], commandId = 'edit-1'): EditScientificName => ({
  type: 'EditScientificName',
  data,
  metadata: testMetadata({ commandId, remark: 'Retter skrivefeil' }),
});

export const updateVernacularCommand = (data: UpdateVernacularNames['data'], commandId = 'vern-1'): UpdateVernacularNames => ({
  type: 'UpdateVernacularNames',
  data,
  metadata: testMetadata({ commandId }),
});

export const transferCommand = (data: TransferParent['data'], commandId = 'transfer-1'): TransferParent => ({
  type: 'TransferParent',
  data,
  metadata: testMetadata({ commandId, remark: 'Ny plassering' }),
});

export const deleteNameCommand = (data: DeleteScientificName['data'], commandId = 'delete-1'): DeleteScientificName => ({
  type: 'DeleteScientificName',
  data,
  metadata: testMetadata({ commandId }),
});
