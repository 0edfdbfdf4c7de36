import { TREE_ROOT_KEY } from '@navnebase/domain';
import type { TreeNode, TreeNodeName } from '../api/types';

/** The synthetic root node ("Radix", vernacular "rot"): the top of every tree, never selectable. */
export const ROOT_NODE: TreeNode = {
  taxonNameId: TREE_ROOT_KEY,
  scientificNameId: TREE_ROOT_KEY,
  parentTaxonNameId: null,
  taxonId: TREE_ROOT_KEY,
  taxonomicStatus: 'Accepted',
  rank: 'Root',
  taxonRank: 'Root',
  author: '',
  isLeaf: false,
  language: 'nb',
  presentationName: 'Radix',
  presentationNameHtml: 'Radix',
  preferredVernacularNames: [{ name: 'rot', nameLanguageIso: 'nb' }],
  scientificNames: [],
  isOpen: true,
};

export const isRootNode = (node: TreeNode): boolean => node.taxonNameId === TREE_ROOT_KEY || node.rank === 'Root';

/** Chooser rule (spec 1 §2, §4): the root is never selectable; with `leavesOnly` only leaves are. */
export const isSelectable = (node: TreeNode, leavesOnly: boolean): boolean => !isRootNode(node) && (!leavesOnly || node.isLeaf);

/** The names of a node that are not its main name: synonyms, not-in-use and extra unresolved names. */
export const otherNames = (node: TreeNode): TreeNodeName[] => node.scientificNames.filter((name) => name.nameId !== node.scientificNameId);

/** The vernacular names shown beside a node: bokmål first, then nynorsk and Northern Sami, without repeats. */
export const vernacularLine = (node: TreeNode): string => {
  const order = ['nb', 'nn', 'se'];
  const sorted = [...node.preferredVernacularNames].sort((a, b) => order.indexOf(a.nameLanguageIso) - order.indexOf(b.nameLanguageIso));
  return [...new Set(sorted.map((v) => v.name))].join(', ');
};
