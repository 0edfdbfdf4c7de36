import type { TaxonomicStatus } from '@navnebase/domain';
import type { SearchHit, TaxonNameInfo } from '../../api/types';
import { classificationItem, nameView } from '../../test/fixtures';

export { treeNode } from '../../test/fixtures';

/** Small register fixtures for the operation screens' component tests. */
const PATH = [
  classificationItem(1, 'Animalia', 'Kingdom'),
  classificationItem(1003, 'Ursidae', 'Family'),
  classificationItem(1004, 'Ursus', 'Genus'),
];

export const URSUS: TaxonNameInfo = {
  scientificNameId: 1004,
  taxonId: 1004,
  parentTaxonId: 1003,
  mainScientificNameId: 1004,
  scientificNames: [nameView(1004, 'Ursus', { author: 'Linnaeus, 1758', rank: 'Genus' })],
  vernacularNames: [],
  higherClassification: PATH,
  higherClassifications: PATH,
  kingdom: { taxonId: 1, scientificName: 'Animalia' },
  childCount: 2,
};

export const ARCTOS: TaxonNameInfo = {
  scientificNameId: 1005,
  taxonId: 1005,
  parentTaxonId: 1004,
  mainScientificNameId: 1005,
  scientificNames: [nameView(1005, 'Ursus arctos', { author: 'Linnaeus, 1758', rank: 'Species' })],
  vernacularNames: [
    { id: 7, nameId: 7, vernacularName: 'brunbjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
  ],
  higherClassification: [...PATH, classificationItem(1005, 'Ursus arctos', 'Species')],
  higherClassifications: [...PATH, classificationItem(1005, 'Ursus arctos', 'Species')],
  existsInNorway: true,
  kingdom: { taxonId: 1, scientificName: 'Animalia' },
  childCount: 0,
};

export const VULPES: TaxonNameInfo = {
  ...URSUS,
  scientificNameId: 1010,
  taxonId: 1010,
  mainScientificNameId: 1010,
  scientificNames: [nameView(1010, 'Vulpes', { author: 'Frisch, 1775', rank: 'Genus' })],
  higherClassification: [
    classificationItem(1, 'Animalia', 'Kingdom'),
    classificationItem(1007, 'Canidae', 'Family'),
    classificationItem(1010, 'Vulpes', 'Genus'),
  ],
};

const hitName = (nameId: number, n: string, author: string, rank: string, status: TaxonomicStatus = 'Accepted', isSearchMatch = true) => ({
  nameId,
  nameFormatted: `<i>${n}</i>`,
  name: n,
  author,
  rank,
  taxonomicStatus: status,
  isSearchMatch,
});

export const hit = (taxonId: number, n: string, author: string, rank: string): SearchHit => ({
  taxonId,
  acceptedScientificName: hitName(taxonId, n, author, rank),
  scientificNameSynonyms: [],
  preferredVernacularNames: [],
  vernacularNameSynonyms: [],
  kingdom: 'Animalia',
});
