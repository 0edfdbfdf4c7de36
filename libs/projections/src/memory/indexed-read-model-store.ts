import { encodeChildrenCursor, pageOfChildren, type ChildrenPage, type ChildrenPageRequest } from '../children-page.js';
import { matchNames, type MatchOptions, type MatchResult } from '../match/name-matcher.js';
import { assembleNamePage } from '../name-page.js';
import type { ChangeLogFilter, ReadModelQueries } from '../read-model-store.port.js';
import type { ReadSide } from '../read-side/read-side.js';
import type {
  ChangeLogEntry,
  SearchHit,
  StatisticsCount,
  StatisticsDay,
  StatisticsKind,
  SuccessorView,
  TaxonNameInfo,
  TreeNode,
} from '../read-models.js';
import type { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { jsonByteLengthOf, jsonBytesOf, withGivenJsonBytes, withJsonBytes } from './json-text.js';
import type { RegisterMemory } from './register-memory.js';

/** The brackets and commas of a page's JSON array, around the children's cached bytes. */
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const INFO_CACHE_SIZE = 20_000;
/**
 * Pages kept per node: at least this many, and more while they hold no more bytes than twice the node's whole answer,
 * so every page of one or two page sizes stays however many children the node has (a walk through a larger node's
 * pages otherwise made each page anew: 123 pages of 200 at 5M names, each a new buffer).
 */
const PAGES_PER_NODE = 100;

/**
 * What the query side reads from the read-model store rather than memory: a taxon's full name records with the
 * store's checkpoint, change logs, statistics, successors (the SQL tables, or MongoDB with `MONGODB_URL`).
 */
export type RecordQueries = Pick<SqlReadModelStore, 'namesOfTaxonAt' | 'changes' | 'statistics' | 'statisticsOverTime' | 'successor' | 'dump'>;

/** What the query side needs of a `ReadSide`: the in-memory register, its position, and news of applied batches. */
export type MemoryReadSide = Pick<ReadSide, 'memory' | 'position' | 'onApplied'>;

/**
 * The read models the API queries: the tree, search and the name page's tree parts from this process's in-memory
 * register (kept by the `ReadSide`), full name records, change logs, statistics and successors from the read-model
 * tables; name pages cached until the next applied batch.
 *
 * A name page joins both: it is cached only when the tables' checkpoint (read with the records) equals the memory
 * model's position, so a page assembled while one of them is ahead is served once and read again the next time.
 */
export class IndexedReadModelStore implements ReadModelQueries {
  private readonly infoCache = new Map<string, TaxonNameInfo | undefined>();
  private readonly namePageStats = { hits: 0, misses: 0 };
  /** Each cached child's JSON text, for pages; gone with the cached children (a new batch builds new nodes). */
  private readonly childJson = new WeakMap<TreeNode, Buffer>();
  /** The pages read of each node's cached children, by limit and cursor, with their bytes. */
  private readonly pages = new WeakMap<readonly TreeNode[], { readonly byKey: Map<string, ChildrenPage>; bytes: number }>();
  /** Bumped by every applied batch: a name page read from SQL across a batch is not cached. */
  private epoch = 0;

  constructor(
    readonly inner: RecordQueries,
    private readonly readSide: MemoryReadSide,
  ) {
    readSide.onApplied(() => this.changed());
  }

  /** Lookups of the read side's caches so far, per cache: name pages, tree children, search answers (metrics). */
  cacheStats(): Record<'namePage' | 'children' | 'search', { readonly hits: number; readonly misses: number }> {
    const memory = this.readSide.memory;
    const none = { hits: 0, misses: 0 };
    return {
      namePage: { ...this.namePageStats },
      children: { ...(memory?.cacheStats.children ?? none) },
      search: { ...(memory?.cacheStats.search ?? none) },
    };
  }

  private ready(): RegisterMemory {
    const memory = this.readSide.memory;
    if (!memory) throw new Error('The read side was started without the in-memory register');
    return memory;
  }

  private changed(): void {
    this.epoch++;
    this.infoCache.clear();
  }

  async children(taxonNameId: number): Promise<TreeNode[]> {
    return this.ready().children(taxonNameId);
  }

  async childrenByScientificNameId(scientificNameId: number): Promise<TreeNode[] | undefined> {
    const memory = this.ready();
    const name = memory.nameOf(scientificNameId);
    return name ? memory.children(name.taxonId) : undefined;
  }

  /**
   * A page of the cached children (found by binary search on the cursor's sort key, then sliced), with its JSON text
   * joined from each child's text: a child is serialised once while the cached answer lives, not once per page read.
   */
  async childrenPage(taxonNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage> {
    return this.cachedPage(this.ready().children(taxonNameId), request);
  }

  async childrenPageByScientificNameId(scientificNameId: number, request: ChildrenPageRequest): Promise<ChildrenPage | undefined> {
    const memory = this.ready();
    const name = memory.nameOf(scientificNameId);
    return name ? this.cachedPage(memory.children(name.taxonId), request) : undefined;
  }

  /**
   * A page is the same for as long as its node's cached children are (a change to the register makes them anew): kept
   * with them, so a page read again is sent as the bytes it was the first time.
   */
  private cachedPage(sorted: readonly TreeNode[], request: ChildrenPageRequest): ChildrenPage {
    let pages = this.pages.get(sorted);
    if (!pages) this.pages.set(sorted, (pages = { byKey: new Map(), bytes: 0 }));
    const key = `${request.limit}|${request.after ? encodeChildrenCursor(request.after) : ''}`;
    let page = pages.byKey.get(key);
    if (!page) {
      page = this.withPageJson(pageOfChildren(sorted, request));
      const bytes = jsonByteLengthOf(page.children);
      const budget = 2 * jsonByteLengthOf(sorted);
      for (const [oldest, old] of pages.byKey) {
        if (pages.byKey.size < PAGES_PER_NODE || pages.bytes + bytes <= budget) break;
        pages.byKey.delete(oldest);
        pages.bytes -= jsonByteLengthOf(old.children);
      }
      pages.byKey.set(key, page);
      pages.bytes += bytes;
    }
    return page;
  }

  private withPageJson(page: ChildrenPage): ChildrenPage {
    const parts: Buffer[] = [OPEN];
    for (const child of page.children) {
      let bytes = this.childJson.get(child);
      if (bytes === undefined) this.childJson.set(child, (bytes = jsonBytesOf(child)));
      if (parts.length > 1) parts.push(COMMA);
      parts.push(bytes);
    }
    parts.push(CLOSE);
    return { ...page, children: withGivenJsonBytes([...page.children], Buffer.concat(parts)) };
  }

  async taxonNameInfoByScientificNameId(scientificNameId: number): Promise<TaxonNameInfo | undefined> {
    const name = this.ready().nameOf(scientificNameId);
    if (!name) return undefined;
    return this.cachedInfo(`n${scientificNameId}`, () => this.taxonNameInfo(name.taxonId, scientificNameId));
  }

  taxonNameInfoByTaxonId(taxonId: number): Promise<TaxonNameInfo | undefined> {
    return this.cachedInfo(`t${taxonId}`, () => this.taxonNameInfo(taxonId));
  }

  private async cachedInfo(
    key: string,
    read: () => Promise<{ info: TaxonNameInfo | undefined; consistent: boolean }>,
  ): Promise<TaxonNameInfo | undefined> {
    if (this.infoCache.has(key)) {
      this.namePageStats.hits++;
      return this.infoCache.get(key);
    }
    this.namePageStats.misses++;
    const epoch = this.epoch;
    const { info, consistent } = await read();
    if (epoch === this.epoch && consistent) {
      if (this.infoCache.size >= INFO_CACHE_SIZE) this.infoCache.delete(this.infoCache.keys().next().value!);
      this.infoCache.set(key, info && withJsonBytes(info));
    }
    return info;
  }

  /** The name page: tree, classification and vernacular names from memory; the taxon's full name records from SQL. */
  private async taxonNameInfo(taxonId: number, requestedNameId?: number): Promise<{ info: TaxonNameInfo | undefined; consistent: boolean }> {
    const memory = this.ready();
    const position = this.readSide.position;
    const path = memory.path(taxonId);
    const self = path[path.length - 1];
    if (!self || self.id !== taxonId) return { info: undefined, consistent: true };
    const { records, checkpoint } = await this.inner.namesOfTaxonAt(taxonId);
    const info = assembleNamePage({
      taxon: { id: taxonId, parentId: self.parentId, existsInNorway: self.existsInNorway, vernacularNames: self.vernacularNames },
      records,
      ancestry: path.map((node) => ({ taxonId: node.id, main: memory.mainNameOf(node) })),
      childCount: memory.childCount(taxonId),
      ...(requestedNameId !== undefined ? { requestedNameId } : {}),
    });
    return { info, consistent: checkpoint === position };
  }

  async search(text: string, limit: number): Promise<SearchHit[]> {
    return this.ready().search(text, limit);
  }

  async match(names: readonly string[], options?: MatchOptions): Promise<MatchResult[]> {
    const memory = this.ready();
    // The index is built at the first match (a request during the build waits for it), not at start.
    const matchIndex = await memory.matchIndex();
    return matchNames({ matchIndex, taxon: (id) => memory.taxon(id) }, names, options);
  }

  changes(scientificNameId: number, filter?: ChangeLogFilter): Promise<ChangeLogEntry[] | undefined> {
    return this.inner.changes(scientificNameId, filter);
  }

  statistics(kind: StatisticsKind, options: { date?: string; languageId?: string }): Promise<StatisticsCount> {
    return this.inner.statistics(kind, options);
  }

  statisticsOverTime(options: { from?: string; to?: string }): Promise<StatisticsDay[]> {
    return this.inner.statisticsOverTime(options);
  }

  successor(kind: 'taxon' | 'name', id: number): Promise<SuccessorView | undefined> {
    return this.inner.successor(kind, id);
  }

  dump(): Promise<Record<string, unknown[]>> {
    return this.inner.dump();
  }
}
