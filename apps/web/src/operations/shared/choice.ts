import type { SearchHit, SearchHitName, TaxonNameInfo, TreeNode } from '../../api/types';
import { kingdomKind } from '../../components/KingdomIcon';
import { isMainStatus } from '../../domain/statuses';

/** What a chooser answers: one scientific name and its taxon. */
export interface TaxonChoice {
  readonly scientificNameId: number;
  readonly taxonId: number;
  /** The name as text (presentation name). */
  readonly scientificName: string;
  /** The name as the API formats it (escaped text with <i>…</i>). */
  readonly presentationNameHtml: string;
  readonly author: string;
  readonly rank: string;
  readonly taxonomicStatus: string;
  /** The kingdom's scientific name, when known (Animalia, Plantae, Fungi, …). */
  readonly kingdom?: string;
  /** How it was chosen: by search (access checked), from the tree (not checked) or given by the address. */
  readonly source: 'search' | 'tree' | 'preset';
}

export const choiceFromTreeNode = (node: TreeNode): TaxonChoice => ({
  scientificNameId: node.scientificNameId,
  taxonId: node.taxonId,
  scientificName: node.presentationName,
  presentationNameHtml: node.presentationNameHtml,
  author: node.author,
  rank: node.rank,
  taxonomicStatus: node.taxonomicStatus,
  source: 'tree',
});

export const choiceFromHit = (hit: SearchHit, name: SearchHitName = hit.acceptedScientificName): TaxonChoice => ({
  scientificNameId: name.nameId,
  taxonId: hit.taxonId,
  scientificName: name.name,
  presentationNameHtml: name.nameFormatted,
  author: name.author,
  rank: name.rank,
  taxonomicStatus: name.taxonomicStatus,
  ...(hit.kingdom ? { kingdom: hit.kingdom } : {}),
  source: 'search',
});

/** The main (accepted or unresolved) name of a taxon, or the asked-for name itself with `asName`. */
export const choiceFromInfo = (info: TaxonNameInfo, { asName = false }: { asName?: boolean } = {}): TaxonChoice | undefined => {
  const wanted = asName ? info.scientificNameId : info.mainScientificNameId;
  const name =
    info.scientificNames.find((n) => n.scientificNameId === wanted) ??
    info.scientificNames.find((n) => isMainStatus(n.taxonomicStatus)) ??
    info.scientificNames[0];
  if (!name) return undefined;
  return {
    scientificNameId: name.scientificNameId,
    taxonId: info.taxonId,
    scientificName: name.scientificNamePresentation || name.scientificName,
    presentationNameHtml: name.scientificNamePresentationHtml,
    author: name.scientificNameAuthorship,
    rank: name.taxonRank,
    taxonomicStatus: name.taxonomicStatus,
    ...(info.kingdom ? { kingdom: info.kingdom.scientificName } : {}),
    source: 'preset',
  };
};

/** A tree node for a taxon (the permitted roots of an editor's chooser tree). */
export const treeNodeFromInfo = (info: TaxonNameInfo): TreeNode | undefined => {
  const main =
    info.scientificNames.find((n) => n.scientificNameId === info.mainScientificNameId) ??
    info.scientificNames.find((n) => isMainStatus(n.taxonomicStatus));
  if (!main) return undefined;
  return {
    taxonNameId: info.taxonId,
    scientificNameId: main.scientificNameId,
    parentTaxonNameId: info.parentTaxonId,
    taxonId: info.taxonId,
    taxonomicStatus: main.taxonomicStatus,
    rank: main.taxonRank,
    taxonRank: main.taxonRank,
    author: main.scientificNameAuthorship,
    isLeaf: info.childCount === 0,
    language: 'nb',
    isOpen: false,
    presentationName: main.scientificNamePresentation || main.scientificName,
    presentationNameHtml: main.scientificNamePresentationHtml,
    preferredVernacularNames: info.vernacularNames
      .filter((v) => v.vernacularNameStatus === 'Recommended')
      .map((v) => ({ name: v.vernacularName, nameLanguageIso: v.languageIsoCode })),
    scientificNames: info.scientificNames.map((n) => ({
      nameId: n.scientificNameId,
      name: n.scientificName,
      presentationNameHtml: n.scientificNamePresentationHtml,
      author: n.scientificNameAuthorship,
      taxonomicStatus: n.taxonomicStatus,
      rank: n.taxonRank,
    })),
  };
};

/** Whether a name lies in the fungi kingdom (scientific name id 975): the three-way conserved/sanctioned choice. */
export const isFungusKingdom = (kingdom?: string | number | null): boolean => kingdomKind(kingdom) === 'fungi';

/** Whether a name lies in the animal kingdom (kingdom id 1): no infraspecific markers, subgenus in parentheses. */
export const isAnimalKingdom = (kingdom?: string | number | null): boolean => kingdomKind(kingdom) === 'animals';

/** The permitted scientific name ids of a non-admin editor (LoggedInUserInfo.userPermissions). */
export const permittedNameIds = (permissions: readonly unknown[]): number[] =>
  permissions
    .map((p) => (typeof p === 'number' ? p : typeof p === 'object' && p !== null ? Number((p as { nameId?: unknown }).nameId) : Number(p)))
    .filter((id) => Number.isSafeInteger(id));
