import {
  isMainStatus,
  attributeDisplay,
  presentationName,
  presentationNameHtml,
  rankId,
  TREE_ROOT_KEY,
  type ScientificNameRecord,
  type TaxonRecord,
  type VernacularNameRecord,
} from '@navnebase/domain';
import type {
  HigherClassificationItem,
  ScientificNameView,
  SearchHitName,
  TreeNode,
  TreeNodeName,
  VernacularNameSummary,
  VernacularNameView,
} from './read-models.js';

/** The fields of a scientific name that trees, search hits and classifications show (kept in memory for speed). */
export type NameSummary = Pick<ScientificNameRecord, 'id' | 'taxonId' | 'scientificName' | 'author' | 'rank' | 'taxonomicStatus' | 'attributes'>;

/** Pure builders of the API views from records. */
export const scientificNameView = (n: ScientificNameRecord): ScientificNameView => ({
  id: n.id,
  scientificNameId: n.id,
  taxonId: n.taxonId,
  scientificName: n.scientificName,
  scientificNameAuthorship: n.author,
  scientificNamePresentation: presentationName(n),
  scientificNamePresentationHtml: presentationNameHtml(n),
  taxonRank: n.rank,
  taxonRankId: rankId(n.rank),
  taxonomicStatus: n.taxonomicStatus,
  nomenclaturalStatuses: n.nomenclaturalStatuses,
  attributes: n.attributes,
  fullNameAttributes: n.attributes.map((attribute) => ({ attribute, attributeDisplay: attributeDisplay(attribute) })),
  comment: n.comment,
  references: n.references,
  speciesComplex: n.speciesComplex,
  ...(n.sourceId !== undefined ? { sourceId: n.sourceId } : {}),
});

export const vernacularNameView = (v: VernacularNameRecord): VernacularNameView => ({
  id: v.id,
  nameId: v.id,
  vernacularName: v.vernacularName,
  vernacularNameStatus: v.status,
  languageIsoCode: v.languageIsoCode,
  comment: v.comment,
  reference: v.reference,
});

export const preferredVernacularNames = (names: readonly VernacularNameRecord[]): VernacularNameSummary[] =>
  names.filter((v) => v.status === 'Recommended').map((v) => ({ name: v.vernacularName, nameLanguageIso: v.languageIsoCode }));

const nameOrder = (a: NameSummary, b: NameSummary) =>
  Number(isMainStatus(b.taxonomicStatus)) - Number(isMainStatus(a.taxonomicStatus)) ||
  a.scientificName.localeCompare(b.scientificName) ||
  a.id - b.id;

export const sortNames = <N extends NameSummary>(names: readonly N[]): N[] => [...names].sort(nameOrder);

export const treeNodeName = (n: NameSummary): TreeNodeName => ({
  nameId: n.id,
  name: n.scientificName,
  presentationNameHtml: presentationNameHtml(n),
  author: n.author,
  taxonomicStatus: n.taxonomicStatus,
  rank: n.rank,
});

export const treeNode = (
  taxon: Pick<TaxonRecord, 'id' | 'parentId' | 'vernacularNames'>,
  main: NameSummary,
  names: readonly NameSummary[],
  isLeaf: boolean,
): TreeNode => ({
  taxonNameId: taxon.id,
  scientificNameId: main.id,
  parentTaxonNameId: taxon.parentId ?? TREE_ROOT_KEY,
  taxonId: taxon.id,
  taxonomicStatus: main.taxonomicStatus,
  rank: main.rank,
  taxonRank: main.rank,
  author: main.author,
  isLeaf,
  language: 'nb',
  presentationName: presentationName(main),
  presentationNameHtml: presentationNameHtml(main),
  preferredVernacularNames: preferredVernacularNames(taxon.vernacularNames),
  scientificNames: sortNames(names).map(treeNodeName),
  isOpen: false,
});

export const higherClassificationItem = (n: NameSummary): HigherClassificationItem => ({
  taxonId: n.taxonId,
  scientificNameId: n.id,
  scientificName: n.scientificName,
  scientificNameAuthorship: n.author,
  presentationName: presentationName(n),
  presentationNameHtml: presentationNameHtml(n),
  taxonRank: n.rank,
  taxonRankId: rankId(n.rank),
});

export const searchHitName = (n: NameSummary, isSearchMatch: boolean): SearchHitName => ({
  nameId: n.id,
  nameFormatted: presentationNameHtml(n),
  name: presentationName(n),
  author: n.author,
  rank: n.rank,
  taxonomicStatus: n.taxonomicStatus,
  isSearchMatch,
});
