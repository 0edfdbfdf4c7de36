import { isGenusOrBelow, isRank, type TaxonomicStatus } from '@navnebase/domain';
import type { HigherClassificationItem, ScientificNameView, TreeNode } from '../api/types';
import { rankOrder } from '../domain/ranks';

/** Builders of API answers for component and rule tests: the fields a test does not care about get plain values. */

const italicAtGenusAndBelow = (name: string, rank: string): string => (isRank(rank) && isGenusOrBelow(rank) ? `<i>${name}</i>` : name);

/** A scientific name as GET TaxonNameInfo answers it (in italics at genus rank and below). */
export const nameView = (
  id: number,
  scientificName: string,
  {
    taxonId = id,
    author = '',
    rank = 'Species',
    status = 'Accepted',
  }: { taxonId?: number; author?: string; rank?: string; status?: TaxonomicStatus } = {},
): ScientificNameView => ({
  id,
  scientificNameId: id,
  taxonId,
  scientificName,
  scientificNameAuthorship: author,
  scientificNamePresentation: scientificName,
  scientificNamePresentationHtml: italicAtGenusAndBelow(scientificName, rank),
  taxonRank: rank,
  taxonRankId: rankOrder(rank) ?? 0,
  taxonomicStatus: status,
  nomenclaturalStatuses: [],
  attributes: [],
  fullNameAttributes: [],
  comment: '',
  references: [],
  speciesComplex: '',
});

/** One taxon of a higher classification (its presentation HTML plain unless given). */
export const classificationItem = (
  taxonId: number,
  scientificName: string,
  taxonRank: string,
  presentationNameHtml = scientificName,
): HigherClassificationItem => ({
  taxonId,
  scientificNameId: taxonId,
  scientificName,
  scientificNameAuthorship: '',
  presentationName: scientificName,
  presentationNameHtml,
  taxonRank,
  taxonRankId: 0,
});

/** A node of the tree of life (accepted, no author, no vernacular names). */
export const treeNode = (taxonNameId: number, presentationName: string, rank: string, isLeaf: boolean, extra: Partial<TreeNode> = {}): TreeNode => ({
  taxonNameId,
  scientificNameId: taxonNameId,
  parentTaxonNameId: null,
  taxonId: taxonNameId,
  taxonomicStatus: 'Accepted',
  rank,
  taxonRank: rank,
  author: '',
  isLeaf,
  language: 'nb',
  isOpen: false,
  presentationName,
  presentationNameHtml: presentationName,
  preferredVernacularNames: [],
  scientificNames: [],
  ...extra,
});
