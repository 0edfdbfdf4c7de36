import { rankId, type Rank } from '@navnebase/domain';
import type { TreeNode } from './read-models.js';

/** The largest page of children one request may ask for. */
export const CHILDREN_PAGE_MAX = 1000;

/** Where a page of children starts: after the child with this sort key (rank, main name, taxon id). */
export interface ChildrenCursor {
  readonly rankId: number;
  readonly name: string;
  readonly taxonId: number;
}

export interface ChildrenPageRequest {
  /** Children per page, 1..CHILDREN_PAGE_MAX. */
  readonly limit: number;
  /** Start after this child's place in the tree order (it need not be a child any more). */
  readonly after?: ChildrenCursor | undefined;
}

export interface ChildrenPage {
  readonly children: readonly TreeNode[];
  /** All children of the node, on every page. */
  readonly total: number;
  /** The cursor of the last child given, when more children follow it; else undefined. */
  readonly next?: string | undefined;
}

/** The tree order of children: rank, then main scientific name (this collation), then taxon id. */
const collator = new Intl.Collator('en');

export const compareChildKeys = (a: ChildrenCursor, b: ChildrenCursor): number =>
  a.rankId - b.rankId || collator.compare(a.name, b.name) || a.taxonId - b.taxonId;

/** The sort key of a tree node: its rank, its main name (the node's own scientific name id) and its taxon id. */
export const childKeyOf = (node: TreeNode): ChildrenCursor => ({
  rankId: rankId(node.rank as Rank),
  name: node.scientificNames.find((n) => n.nameId === node.scientificNameId)?.name ?? node.presentationName,
  taxonId: node.taxonId,
});

/** The opaque text of a cursor (base64url of its key), as given in the `after` query parameter. */
export const encodeChildrenCursor = (key: ChildrenCursor): string =>
  Buffer.from(JSON.stringify([key.rankId, key.name, key.taxonId]), 'utf8').toString('base64url');

/** Reads a cursor given by `encodeChildrenCursor`; undefined when the text is not one. */
export const decodeChildrenCursor = (text: string): ChildrenCursor | undefined => {
  if (text.length === 0 || text.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [rank, name, taxonId] = value as unknown[];
  if (!Number.isSafeInteger(rank) || typeof name !== 'string' || !Number.isSafeInteger(taxonId)) return undefined;
  return { rankId: rank as number, name, taxonId: taxonId as number };
};

/**
 * One page of children, from all of them in tree order: the first `limit` children whose sort key comes after the
 * cursor's. Found by the key, not by an offset, so a child added or removed before the cursor between two requests
 * neither repeats nor skips a child, and the cursor's own child may have gone meanwhile.
 */
export const pageOfChildren = (sorted: readonly TreeNode[], request: ChildrenPageRequest): ChildrenPage => {
  let start = 0;
  const after = request.after;
  if (after) {
    let high = sorted.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (compareChildKeys(childKeyOf(sorted[middle]!), after) <= 0) start = middle + 1;
      else high = middle;
    }
  }
  const children = sorted.slice(start, start + request.limit);
  const last = children[children.length - 1];
  const more = start + children.length < sorted.length;
  return { children, total: sorted.length, ...(more && last ? { next: encodeChildrenCursor(childKeyOf(last)) } : {}) };
};
