import type { ImportedTaxon, Rank } from '@navnebase/domain';

/** One taxon near the top of the tree an import builds, with how many taxa lie under it. */
export interface TreeTopNode {
  readonly scientificName: string;
  readonly author: string;
  readonly rank: Rank;
  /** Every taxon under this one in the import (not only the children shown). */
  readonly descendants: number;
  /** The first children, largest first; `hiddenChildren` says how many more there are. */
  readonly children: readonly TreeTopNode[];
  readonly hiddenChildren: number;
}

export interface TreeTopLimits {
  /** Levels shown from the import's roots (1 = the roots only). */
  readonly depth: number;
  /** Children shown per taxon (and roots shown). */
  readonly width: number;
}

const DEFAULT_LIMITS: TreeTopLimits = { depth: 3, width: 12 };

/**
 * The top of the tree a planned import will build, as the import screen shows it before the user confirms: the
 * import's roots (taxa hung under an existing taxon) and their first levels, each with its number of descendants.
 * The taxa come parents first (as the planner gives them), so one pass backwards counts every subtree.
 */
export const treeTop = (taxa: readonly ImportedTaxon[], limits: TreeTopLimits = DEFAULT_LIMITS): { roots: TreeTopNode[]; hiddenRoots: number } => {
  const index = new Map<string, number>();
  taxa.forEach((taxon, i) => index.set(taxon.key, i));
  const parentOf = taxa.map((taxon) => (taxon.parentKey !== undefined ? (index.get(taxon.parentKey) ?? -1) : -1));
  const descendants = new Array<number>(taxa.length).fill(0);
  for (let i = taxa.length - 1; i >= 0; i--) {
    const parent = parentOf[i]!;
    if (parent >= 0) descendants[parent]! += descendants[i]! + 1;
  }
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  parentOf.forEach((parent, i) => {
    if (parent < 0) roots.push(i);
    else (children.get(parent) ?? children.set(parent, []).get(parent)!).push(i);
  });
  const largestFirst = (list: readonly number[]) =>
    [...list].sort(
      (a, b) => descendants[b]! - descendants[a]! || taxa[a]!.mainName.scientificName.localeCompare(taxa[b]!.mainName.scientificName, 'nb'),
    );
  const node = (i: number, level: number): TreeTopNode => {
    const under = level < limits.depth ? largestFirst(children.get(i) ?? []) : [];
    const all = children.get(i)?.length ?? 0;
    const shown = under.slice(0, limits.width);
    const { scientificName, author, rank } = taxa[i]!.mainName;
    return {
      scientificName,
      author,
      rank,
      descendants: descendants[i]!,
      children: shown.map((child) => node(child, level + 1)),
      hiddenChildren: all - shown.length,
    };
  };
  const shownRoots = largestFirst(roots).slice(0, limits.width);
  return { roots: shownRoots.map((i) => node(i, 1)), hiddenRoots: roots.length - shownRoots.length };
};
