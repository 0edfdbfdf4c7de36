import type { SearchHit, TaxonNameInfo, TreeNode } from '../../api/types';

/** Small register fixtures for the operation screens' component tests. */
const name = (id: number, taxonId: number, scientificName: string, author: string, rank: string, status = 'Accepted') => ({
  id,
  scientificNameId: id,
  taxonId,
  scientificName,
  scientificNameAuthorship: author,
  scientificNamePresentation: scientificName,
  scientificNamePresentationHtml: ['Genus', 'Species', 'Subspecies'].includes(rank) ? `<i>${scientificName}</i>` : scientificName,
  taxonRank: rank,
  taxonRankId: 0,
  taxonomicStatus: status,
  nomenclaturalStatuses: [],
  attributes: [],
  fullNameAttributes: [],
  comment: '',
  references: [],
  speciesComplex: '',
});

const hc = (taxonId: number, scientificName: string, taxonRank: string) => ({
  taxonId,
  scientificNameId: taxonId,
  scientificName,
  scientificNameAuthorship: '',
  presentationName: scientificName,
  presentationNameHtml: scientificName,
  taxonRank,
  taxonRankId: 0,
});

const PATH = [hc(1, 'Animalia', 'Kingdom'), hc(1003, 'Ursidae', 'Family'), hc(1004, 'Ursus', 'Genus')];

export const URSUS: TaxonNameInfo = {
  scientificNameId: 1004,
  taxonId: 1004,
  parentTaxonId: 1003,
  mainScientificNameId: 1004,
  scientificNames: [name(1004, 1004, 'Ursus', 'Linnaeus, 1758', 'Genus')],
  vernacularNames: [],
  higherClassification: PATH,
  kingdom: { taxonId: 1, scientificName: 'Animalia' },
  childCount: 2,
};

export const ARCTOS: TaxonNameInfo = {
  scientificNameId: 1005,
  taxonId: 1005,
  parentTaxonId: 1004,
  mainScientificNameId: 1005,
  scientificNames: [name(1005, 1005, 'Ursus arctos', 'Linnaeus, 1758', 'Species')],
  vernacularNames: [{ id: 7, nameId: 7, vernacularName: 'brunbjørn', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' }],
  higherClassification: [...PATH, hc(1005, 'Ursus arctos', 'Species')],
  existsInNorway: true,
  kingdom: { taxonId: 1, scientificName: 'Animalia' },
  childCount: 0,
};

export const VULPES: TaxonNameInfo = {
  ...URSUS,
  scientificNameId: 1010,
  taxonId: 1010,
  mainScientificNameId: 1010,
  scientificNames: [name(1010, 1010, 'Vulpes', 'Frisch, 1775', 'Genus')],
  higherClassification: [hc(1, 'Animalia', 'Kingdom'), hc(1007, 'Canidae', 'Family'), hc(1010, 'Vulpes', 'Genus')],
};

const hitName = (nameId: number, n: string, author: string, rank: string, status = 'Accepted', isSearchMatch = true) => ({
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

export const treeNode = (taxonNameId: number, presentationName: string, rank: string, isLeaf: boolean): TreeNode => ({
  taxonNameId,
  scientificNameId: taxonNameId,
  parentTaxonNameId: null,
  taxonId: taxonNameId,
  taxonomicStatus: 'Accepted',
  rank,
  author: '',
  isLeaf,
  presentationName,
  presentationNameHtml: presentationName,
  preferredVernacularNames: [],
  scientificNames: [],
});
