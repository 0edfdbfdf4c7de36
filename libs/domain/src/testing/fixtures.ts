import type { AddTaxon, ImportedTaxon, ImportTaxa } from '../register/commands.js';
import type { Rank } from '../taxonomy/ranks.js';
import { testMetadata } from './given-when-then.js';

/** A small imported tree used by the decision tests: Animalia > Chordata > Mammalia > Carnivora > Ursidae > Ursus > U. arctos. */
export const mammalTree = (): ImportedTaxon[] => {
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
  return [
    t('1', undefined, 'Kingdom', 'Animalia', 'Linnaeus, 1758'),
    t('2', '1', 'Phylum', 'Chordata'),
    t('3', '2', 'Class', 'Mammalia', 'Linnaeus, 1758'),
    t('4', '3', 'Order', 'Carnivora', 'Bowdich, 1821'),
    t('5', '4', 'Family', 'Ursidae', 'G. Fischer, 1817'),
    t('6', '5', 'Genus', 'Ursus', 'Linnaeus, 1758'),
    t('7', '6', 'Species', 'Ursus arctos', 'Linnaeus, 1758', {
      vernacularNames: [{ vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'Recommended' }],
      synonyms: [{ scientificName: 'Ursus horribilis', author: 'Ord, 1815', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 70 }],
    }),
    t('100', undefined, 'Kingdom', 'Plantae', 'Haeckel, 1866'),
    t('101', '100', 'Phylum', 'Tracheophyta'),
    t('102', '101', 'Class', 'Magnoliopsida'),
    t('103', '102', 'Order', 'Malpighiales'),
    t('104', '103', 'Family', 'Salicaceae'),
    t('105', '104', 'Genus', 'Salix', 'L.'),
  ];
};

export const importCommand = (taxa: ImportedTaxon[] = mammalTree(), commandId = 'import-1'): ImportTaxa => ({
  type: 'ImportTaxa',
  data: { importId: commandId, source: 'test', taxa },
  metadata: testMetadata({ commandId }),
});

export const addTaxonCommand = (data: Partial<AddTaxon['data']>, commandId = 'add-1'): AddTaxon => ({
  type: 'AddTaxon',
  data: { scientificName: '', ...data },
  metadata: testMetadata({ commandId }),
});
