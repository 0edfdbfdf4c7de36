import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportedTaxon, RegisterCommand } from '@navnebase/domain';
import { addTaxonCommand, importCommand, mammalTree } from '../../../domain/src/testing/fixtures.js';
import { deleteNameCommand } from '../../../domain/src/testing/edit-transfer-fixtures.js';
import { decodeChildrenCursor, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import type { TreeNode } from '../read-models.js';

/** What every store that answers a node's children offers: all of them, or one page. */
export interface ChildrenPagingStore {
  children(taxonNameId: number): Promise<readonly TreeNode[]>;
  childrenPage(taxonNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage>;
}

export interface ChildrenPagingSubject {
  readonly store: ChildrenPagingStore;
  /** Runs a register command and brings the store up to date with its events. */
  execute(command: RegisterCommand): Promise<void>;
  close(): Promise<void>;
}

/** The genus of the fixture that gets a large family, and how many species it holds. */
export const PAGED_GENUS = 6;
const SPECIES = 25;

/** Distinct epithets out of id order, so the tree order (not insertion or id order) decides the pages. */
const epithet = (i: number) => `${String.fromCharCode(98 + ((i * 7) % 25))}${String.fromCharCode(97 + ((i * 11) % 26))}us`;

/** The mammal tree with `count` (default SPECIES) more species under Ursus (ids 2000…), imported in one command. */
export const largeFamily = (count = SPECIES): RegisterCommand => {
  const species: ImportedTaxon[] = Array.from({ length: count }, (_, i) => ({
    key: String(2000 + i),
    parentKey: String(PAGED_GENUS),
    preferredTaxonId: 2000 + i,
    mainName: { scientificName: `Ursus ${epithet(i)}`, author: 'Test, 2026', rank: 'Species', taxonomicStatus: 'Accepted', preferredId: 2000 + i },
    synonyms: [],
    vernacularNames: [],
  }));
  return importCommand([...mammalTree(), ...species]);
};

const ids = (nodes: readonly TreeNode[]) => nodes.map((n) => n.taxonId);

/** Reads every page of a node's children with `limit`, returning the pages. */
const allPages = async (store: ChildrenPagingStore, taxonId: number, limit: number): Promise<ChildrenPage[]> => {
  const pages: ChildrenPage[] = [];
  let after: string | undefined;
  do {
    const page = await store.childrenPage(taxonId, { limit, after: after === undefined ? undefined : decodeChildrenCursor(after) });
    pages.push(page);
    after = page.next;
  } while (after !== undefined && pages.length < 100);
  return pages;
};

/**
 * The contract of paged children, run against every store that answers children (the in-memory read model, the SQL
 * oracle, the register as of a position): pages follow the tree order of the whole answer, and a cursor is a place
 * in that order, so edits between two pages neither repeat nor skip a child.
 */
export const childrenPagingContract = (open: () => Promise<ChildrenPagingSubject>): void => {
  let subject: ChildrenPagingSubject;

  beforeAll(async () => {
    subject = await open();
    await subject.execute(largeFamily());
  }, 120_000);
  afterAll(async () => subject?.close());

  describe('paged children', () => {
    it('given a node of 26 children, when read 7 at a time, then the pages are the whole answer in tree order with the total on each', async () => {
      const whole = await subject.store.children(PAGED_GENUS);
      expect(whole).toHaveLength(SPECIES + 1);
      const pages = await allPages(subject.store, PAGED_GENUS, 7);
      expect(pages.map((p) => p.children.length)).toEqual([7, 7, 7, 5]);
      expect(pages.every((p) => p.total === SPECIES + 1)).toBe(true);
      expect(pages.flatMap((p) => p.children)).toEqual(whole);
      expect(pages.at(-1)?.next).toBeUndefined();
    });

    it('given a limit of the total or more, when read, then one page holds every child and has no next cursor', async () => {
      const whole = await subject.store.children(PAGED_GENUS);
      for (const limit of [SPECIES + 1, 1000]) {
        const page = await subject.store.childrenPage(PAGED_GENUS, { limit });
        expect(page.children).toEqual(whole);
        expect(page.next).toBeUndefined();
      }
    });

    it('given a leaf or an unknown node, when read, then the page is empty with a total of 0', async () => {
      for (const id of [7, 123456]) expect(await subject.store.childrenPage(id, { limit: 5 })).toEqual({ children: [], total: 0 });
    });

    it('given a cursor past the last child, when read, then the page is empty and still counts every child', async () => {
      const last = (await subject.store.children(PAGED_GENUS)).at(-1)!;
      const page = await subject.store.childrenPage(PAGED_GENUS, {
        limit: 5,
        after: { rankId: 1_000_000, name: last.presentationName, taxonId: last.taxonId },
      });
      expect(page).toEqual({ children: [], total: SPECIES + 1 });
    });

    it('given a first page read, when a child is added before the cursor and the cursor’s own child is deleted, then the next page starts right after the cursor', async () => {
      const before = await subject.store.children(PAGED_GENUS);
      const first = await subject.store.childrenPage(PAGED_GENUS, { limit: 5 });
      expect(ids(first.children)).toEqual(ids(before.slice(0, 5)));
      const cursorChild = first.children[4]!;
      await subject.execute(
        addTaxonCommand(
          { parentScientificNameId: PAGED_GENUS, rank: 'Species', scientificName: 'Ursus aaaa', author: 'Test, 2026' },
          'add-before-cursor',
        ),
      );
      await subject.execute(deleteNameCommand({ scientificNameId: cursorChild.scientificNameId }, 'delete-cursor-child'));
      const second = await subject.store.childrenPage(PAGED_GENUS, { limit: 5, after: decodeChildrenCursor(first.next!) });
      expect(ids(second.children)).toEqual(ids(before.slice(5, 10)));
      expect(second.total).toBe(before.length);
      const now = await subject.store.children(PAGED_GENUS);
      expect(ids(now)).not.toContain(cursorChild.taxonId);
      expect(now.map((n) => n.presentationName)).toContain('Ursus aaaa');
    });
  });
};
