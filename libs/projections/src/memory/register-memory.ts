import {
  BUILT_IN_NAMES,
  BUILT_IN_TAXA,
  groupSize,
  idsOf,
  IdMap,
  isMainStatus,
  rankFromId,
  rankId,
  TREE_ROOT_KEY,
  type Effects,
  type IdGroup,
  type ScientificNameRecord,
  type TaxonomicStatus,
  type TaxonRecord,
  type VernacularNameRecord,
  withId,
  withoutId,
} from '@navnebase/domain';
import type { RecordedEvent, SqlClient, SqlExecutor } from '@navnebase/event-store';
import type { SearchHit, SearchHitName, TreeNode } from '../read-models.js';
import { searchKey } from '../search-key.js';
import { NameMatchIndex } from '../match/name-match-index.js';
import { findTaxa } from '../search/find-taxa.js';
import { InfixIndex } from '../search/infix-index.js';
import { hybridQuery, SearchIndex, type SearchEntry } from '../search/search-index.js';
import { searchHitName, sortNames, treeNode, type NameSummary } from '../views.js';
import { withJsonBytes } from './json-text.js';
import { sameSummary, sameText, sameVernacularNames, type HeldRegister, type SharedRecords } from './shared-records.js';

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * A scientific name in the read index: its search entry, with the summary that trees, search hits and classifications
 * show read through from one record. That record is the write model's own when this process holds an equal one (then
 * the name's fields are kept once, not twice, at a million names), else a summary of the name's own.
 */
class NameEntry implements SearchEntry, NameSummary {
  declare readonly kind: 'name';
  readonly key: string;
  readonly main: boolean;
  alive = true;

  constructor(readonly record: NameSummary) {
    this.key = searchKey(record.scientificName);
    this.main = isMainStatus(record.taxonomicStatus);
  }

  get id(): number {
    return this.record.id;
  }
  get taxonId(): number {
    return this.record.taxonId;
  }
  get scientificName(): string {
    return this.record.scientificName;
  }
  get author(): string {
    return this.record.author;
  }
  get rank(): NameSummary['rank'] {
    return this.record.rank;
  }
  get taxonomicStatus(): TaxonomicStatus {
    return this.record.taxonomicStatus;
  }
  get attributes(): NameSummary['attributes'] {
    return this.record.attributes;
  }
}
// On the prototype, not in each of a million entries.
Object.defineProperty(NameEntry.prototype, 'kind', { value: 'name' });

interface VernacularEntry extends SearchEntry {
  readonly kind: 'vernacular';
  readonly vernacular: VernacularNameRecord;
}

type Entry = NameEntry | VernacularEntry;

export type { NameEntry, VernacularEntry };

/** One taxon of the tree. `present` is false for a placeholder that only holds names (a taxon not (yet) written). */
export class TaxonNode {
  present = false;
  parentId: number | null = null;
  existsInNorway: boolean | null = null;
  vernacularNames: readonly VernacularNameRecord[] = EMPTY;
  vernacularEntries: readonly VernacularEntry[] = EMPTY;
  /**
   * Its names, in the order they came: the entry itself while it has one (most taxa: no array at all), else an array
   * of their exact size; absent when it has none. Read them with `names`.
   */
  declare nameGroup?: NameEntry | readonly NameEntry[];
  /** Its children's ids, in the order they came (see `IdGroup`); absent when it has none. */
  declare children?: IdGroup<number>;

  constructor(readonly id: number) {}

  /** Its names, in the order they came. */
  get names(): readonly NameEntry[] {
    const group = this.nameGroup;
    return group === undefined ? EMPTY : group instanceof NameEntry ? [group] : group;
  }
}

const CHILDREN_CACHE_SIZE = 5000;
const HIT_CACHE_SIZE = 50_000;
/** Answers of recent searches kept (by normalised text and limit): suggestions repeat as people type. */
const SEARCH_CACHE_SIZE = 10_000;
const collator = new Intl.Collator('en');

/** Records in id order, as the tables are read (the built-in spheres' negative ids first): children and names then come in the same order. */
const inIdOrder = <T extends { readonly id: number }>(records: Iterable<T>): T[] => {
  const list = [...records];
  for (let i = 1; i < list.length; i++) if (list[i - 1]!.id > list[i]!.id) return list.sort((a, b) => a.id - b.id);
  return list;
};
/** The listesøk index is built in slices of about this many milliseconds, the event loop running between them. */
const MATCH_BUILD_SLICE_MS = 20;

/**
 * The tree and the search index in memory, built from the read model at start and kept current from the same
 * events the projection writes: the tree (children of any node, ancestor paths, child counts), a summary of every
 * scientific name (what trees, search hits and classifications show) and every vernacular name. Full name records
 * (references, comments, nomenclatural statuses) stay in the read model; name pages read them from there.
 */
export class RegisterMemory {
  readonly taxa = new IdMap<TaxonNode>();
  readonly names = new IdMap<NameEntry>();
  private readonly roots = new Set<number>();
  private readonly index = new SearchIndex<Entry>();
  /** Vernacular names by the parts of their compound words ("bjørn" in "brunbjørn"). */
  private readonly infix = new InfixIndex<VernacularEntry>();
  /** Names and vernacular names by match key, for listesøk (`match/`): built at the first use, then kept current. */
  private matchIndexModel: NameMatchIndex<NameEntry, VernacularEntry> | undefined;
  private matchIndexBuild: Promise<NameMatchIndex<NameEntry, VernacularEntry>> | undefined;
  private matchIndexBuilding = false;
  private readonly strings = new Map<string, string>();
  private readonly childrenCache = new Map<number, TreeNode[]>();
  /** Lookups of the children and search caches (metrics: the hit ratio). */
  readonly cacheStats = { children: { hits: 0, misses: 0 }, search: { hits: 0, misses: 0 } };
  private readonly kingdomCache = new Map<number, string | undefined>();
  private readonly hitNameCache = new Map<NameEntry, SearchHitName>();
  private readonly searchCache = new Map<string, SearchHit[]>();
  private bulk = false;
  /** Records this process holds in its write model, which the read index shares where they are equal (see `load`). */
  private shared: SharedRecords | undefined;

  /** A memory model holding only the built-in spheres (an empty register). */
  static empty(): RegisterMemory {
    const memory = new RegisterMemory();
    memory.applyEffects({
      taxa: BUILT_IN_TAXA.map((after) => ({ before: null, after })),
      names: BUILT_IN_NAMES.map((after) => ({ before: null, after })),
    });
    return memory;
  }

  /**
   * Reads the whole read model in one snapshot (a repeatable-read transaction, so the projector may go on writing) and
   * answers the memory model with the checkpoint it corresponds to: follow the store from there. `shared`: records this
   * process already holds (the write model), whose equal strings and vernacular name lists the memory model shares.
   */
  static async loadSnapshot(sql: SqlClient, shared?: SharedRecords): Promise<{ memory: RegisterMemory; position: number }> {
    return sql.transaction(async (tx) => {
      if (sql.dialect === 'postgres') await tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
      const { rows } = await tx.query<{ position: number }>(`SELECT position FROM rm_checkpoint WHERE projection = 'register'`);
      const position = Number(rows[0]?.position ?? 0);
      return { memory: await RegisterMemory.load(tx, undefined, shared), position };
    });
  }

  /** Reads the whole read model in pages and indexes it once (sharing equal strings and lists with `shared`, if given). */
  static async load(sql: SqlExecutor, pageSize = 20_000, shared?: SharedRecords): Promise<RegisterMemory> {
    const memory = new RegisterMemory();
    memory.bulk = true;
    memory.shared = shared;
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const { rows } = await sql.query<{
        taxon_id: number;
        parent_taxon_id: number | null;
        exists_in_norway: boolean | null;
        vernacular_names: VernacularNameRecord[];
      }>(`SELECT taxon_id, parent_taxon_id, exists_in_norway, vernacular_names FROM rm_taxon WHERE taxon_id > $1 ORDER BY taxon_id LIMIT $2`, [
        after,
        pageSize,
      ]);
      for (const row of rows) {
        const id = Number(row.taxon_id);
        memory.upsertTaxon({
          id,
          parentId: row.parent_taxon_id === null ? null : Number(row.parent_taxon_id),
          existsInNorway: row.exists_in_norway,
          vernacularNames: sameVernacularNames(row.vernacular_names, shared?.taxa.get(id)?.vernacularNames),
        });
      }
      if (rows.length < pageSize) break;
      after = Number(rows[rows.length - 1]!.taxon_id);
    }
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const { rows } = await sql.query<{
        id: number;
        taxon_id: number;
        scientific_name: string;
        author: string;
        rank_id: number;
        status: TaxonomicStatus;
        attributes: string[] | null;
      }>(
        `SELECT scientific_name_id AS id, taxon_id, scientific_name, author, rank_id, status, attributes
         FROM rm_name WHERE scientific_name_id > $1 ORDER BY scientific_name_id LIMIT $2`,
        [after, pageSize],
      );
      for (const row of rows) {
        const id = Number(row.id);
        memory.upsertName({
          id,
          taxonId: Number(row.taxon_id),
          scientificName: row.scientific_name,
          author: row.author,
          rank: rankFromId(Number(row.rank_id)) ?? 'Unknown',
          taxonomicStatus: row.status,
          attributes: (row.attributes ?? EMPTY) as ScientificNameRecord['attributes'],
        });
      }
      if (rows.length < pageSize) break;
      after = Number(rows[rows.length - 1]!.id);
    }
    memory.indexLoaded();
    return memory;
  }

  /**
   * Builds the memory model from a whole register this process already holds (the write model, at the position the
   * model will follow the store from): no table is read, and every name entry shares the write model's record.
   */
  static fromRecords(records: HeldRegister['records']): RegisterMemory {
    const memory = new RegisterMemory();
    memory.bulk = true;
    memory.shared = records;
    for (const taxon of inIdOrder(records.taxa.values())) memory.upsertTaxon(taxon);
    for (const name of inIdOrder(records.names.values())) memory.upsertName(name);
    memory.indexLoaded();
    return memory;
  }

  /** Ends a bulk load: the search indexes are built once, from everything loaded. */
  private indexLoaded(): void {
    this.bulk = false;
    // read twice by the index (it counts, then fills): an iterable that starts over each time
    this.index.load({ [Symbol.iterator]: () => this.entries()[Symbol.iterator]() });
    this.infix.load(this.vernacularEntries());
  }

  private *entries(): Iterable<Entry> {
    for (const entry of this.names.values()) yield entry;
    yield* this.vernacularEntries();
  }

  private *vernacularEntries(): Iterable<VernacularEntry> {
    for (const taxon of this.taxa.values()) yield* taxon.vernacularEntries;
  }

  private forgetVernacular(entry: VernacularEntry): void {
    if (!entry.alive) return;
    this.matchIndexModel?.removeVernacular(entry);
    this.index.remove(entry);
    this.infix.removed();
  }

  /**
   * The listesøk index: built at the first call (so that it costs nothing at start, and no memory in a process that
   * never matches), in slices that let the event loop run between them, then kept current by every applied event.
   * Calls made while it is being built wait for the same build; a failed build is tried again at the next call.
   *
   * Events applied during the build go into the index at once; the build skips the entries of its snapshot they
   * replaced or removed, so every name is indexed once. `sliceMs`: the length of a slice, for the call that starts
   * the build.
   */
  matchIndex(sliceMs = MATCH_BUILD_SLICE_MS): Promise<NameMatchIndex<NameEntry, VernacularEntry>> {
    this.matchIndexBuild ??= this.buildMatchIndex(sliceMs).catch((error: unknown) => {
      this.matchIndexModel = undefined;
      this.matchIndexBuild = undefined;
      throw error;
    });
    return this.matchIndexBuild;
  }

  /** True once the listesøk index is built (metrics, tests). */
  get matchIndexBuilt(): boolean {
    return this.matchIndexModel !== undefined && !this.matchIndexBuilding;
  }

  private async buildMatchIndex(sliceMs: number): Promise<NameMatchIndex<NameEntry, VernacularEntry>> {
    const index = new NameMatchIndex<NameEntry, VernacularEntry>();
    const names = [...this.names.values()];
    const vernaculars = [...this.vernacularEntries()];
    this.matchIndexModel = index;
    this.matchIndexBuilding = true;
    try {
      let slice = performance.now();
      const pause = async () => {
        if (performance.now() - slice < sliceMs) return;
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      };
      for (let i = 0; i < names.length; i++) {
        const entry = names[i]!;
        if (this.names.get(entry.id) === entry) index.addName(entry);
        if ((i & 63) === 63) await pause();
      }
      for (let i = 0; i < vernaculars.length; i++) {
        const entry = vernaculars[i]!;
        if (entry.alive) index.addVernacular(entry);
        if ((i & 63) === 63) await pause();
      }
      // the large genera's own indexes, so that the first lists do not build them
      while (!index.prepareFuzzy(slice + sliceMs)) await pause();
    } finally {
      this.matchIndexBuilding = false;
    }
    return index;
  }

  get searchEntries(): number {
    return this.index.size;
  }

  // ---------------------------------------------------------------- updates

  /** Applies the effects of recorded register events, as the projection does. */
  apply(events: readonly RecordedEvent[]): void {
    // One merge of the search index per batch of events, however many names the batch adds.
    this.index.addingMany(() => {
      for (const recorded of events) {
        if (recorded.streamId !== 'register') continue;
        this.applyEffects((recorded.data as { effects: Effects }).effects);
      }
    });
  }

  private applyEffects(effects: Effects): void {
    this.childrenCache.clear();
    this.kingdomCache.clear();
    this.hitNameCache.clear();
    this.searchCache.clear();
    for (const { before, after } of effects.taxa) {
      if (after) this.upsertTaxon(after);
      else if (before) this.removeTaxon(before.id);
    }
    for (const { before, after } of effects.names) {
      if (after) this.upsertName(after);
      else if (before) this.removeName(before.id);
    }
  }

  private intern(text: string): string {
    const known = this.strings.get(text);
    if (known !== undefined) return known;
    if (this.strings.size < 20_000) this.strings.set(text, text);
    return text;
  }

  private node(id: number): TaxonNode {
    let node = this.taxa.get(id);
    if (!node) {
      node = new TaxonNode(id);
      this.taxa.set(id, node);
    }
    return node;
  }

  private addChild(parentId: number | null, id: number): void {
    if (parentId === null) this.roots.add(id);
    else {
      const parent = this.node(parentId);
      parent.children = withId(parent.children, id);
    }
  }

  private removeChild(parentId: number | null, id: number): void {
    if (parentId === null) this.roots.delete(id);
    else {
      const parent = this.node(parentId);
      parent.children = withoutId(parent.children, id);
    }
  }

  private upsertTaxon(record: TaxonRecord): void {
    const node = this.node(record.id);
    if (!node.present || node.parentId !== record.parentId) {
      if (node.present) this.removeChild(node.parentId, node.id);
      this.addChild(record.parentId, node.id);
    }
    node.present = true;
    node.parentId = record.parentId;
    node.existsInNorway = record.existsInNorway;
    for (const entry of node.vernacularEntries) this.forgetVernacular(entry);
    node.vernacularNames = record.vernacularNames.length ? record.vernacularNames : EMPTY;
    node.vernacularEntries = !record.vernacularNames.length
      ? EMPTY
      : record.vernacularNames.map((vernacular) => ({
          kind: 'vernacular' as const,
          key: searchKey(vernacular.vernacularName),
          taxonId: record.id,
          main: vernacular.status === 'Recommended',
          alive: true,
          vernacular,
        }));
    if (this.matchIndexModel) for (const entry of node.vernacularEntries) this.matchIndexModel.addVernacular(entry);
    if (!this.bulk) {
      for (const entry of node.vernacularEntries) {
        this.index.add(entry);
        this.infix.add(entry);
      }
    }
  }

  private removeTaxon(id: number): void {
    const node = this.taxa.get(id);
    if (!node || !node.present) return;
    this.removeChild(node.parentId, id);
    for (const entry of node.vernacularEntries) this.forgetVernacular(entry);
    node.vernacularEntries = EMPTY;
    node.vernacularNames = EMPTY;
    node.present = false;
    if (node.nameGroup === undefined && node.children === undefined) this.taxa.delete(id);
  }

  /** The write model's record of the name when it shows the same (one object then serves both), else a summary of its own. */
  private summaryOf(record: NameSummary): NameSummary {
    const known = this.shared?.names.get(record.id);
    if (known && (known === record || sameSummary(known, record))) return known;
    return {
      id: record.id,
      taxonId: record.taxonId,
      scientificName: sameText(record.scientificName, known?.scientificName),
      author: this.intern(record.author),
      rank: record.rank,
      taxonomicStatus: this.intern(record.taxonomicStatus) as TaxonomicStatus,
      attributes: record.attributes.length ? record.attributes : EMPTY,
    };
  }

  private upsertName(record: NameSummary): void {
    this.removeName(record.id);
    const entry = new NameEntry(this.summaryOf(record));
    this.names.set(entry.id, entry);
    const node = this.node(entry.taxonId);
    const group = node.nameGroup;
    // exact size: an array pushed to reserves room for 17
    node.nameGroup = group === undefined ? entry : group instanceof NameEntry ? [group, entry] : group.concat(entry);
    this.matchIndexModel?.addName(entry);

    if (!this.bulk) this.index.add(entry);
  }

  private removeName(id: number): void {
    const entry = this.names.get(id);
    if (!entry) return;
    this.names.delete(id);
    this.matchIndexModel?.removeName(entry);
    this.index.remove(entry);
    const node = this.taxa.get(entry.taxonId);
    if (!node) return;
    const group = node.nameGroup;
    if (group === entry) node.nameGroup = undefined;
    else if (Array.isArray(group)) {
      const at = group.indexOf(entry);
      // exact size, as `filter` would not be; one left is kept as itself
      if (at >= 0) node.nameGroup = group.length === 2 ? group[1 - at]! : group.toSpliced(at, 1);
    }
    if (!node.present && node.nameGroup === undefined && node.children === undefined) this.taxa.delete(node.id);
  }

  // ---------------------------------------------------------------- queries

  /** The taxon's main name: its accepted-or-unresolved name with the lowest id (as the read model's main_name_id). */
  mainNameOf(node: TaxonNode): NameSummary | undefined {
    let main: NameSummary | undefined;
    for (const name of node.names) if (isMainStatus(name.taxonomicStatus) && (!main || name.id < main.id)) main = name;
    return main;
  }

  taxon(id: number): TaxonNode | undefined {
    const node = this.taxa.get(id);
    return node?.present ? node : undefined;
  }

  childCount(id: number): number {
    return id === TREE_ROOT_KEY ? this.roots.size : groupSize(this.taxa.get(id)?.children);
  }

  /** The taxon and its ancestors, top down (at most 100 levels, as the read model's recursive query). */
  path(id: number): TaxonNode[] {
    const path: TaxonNode[] = [];
    for (let node = this.taxon(id), depth = 0; node && depth <= 100; depth++) {
      path.unshift(node);
      node = node.parentId === null ? undefined : this.taxon(node.parentId);
    }
    return path;
  }

  /** Children of a tree node, ordered by rank, main name and id; cached until the next applied batch. */
  children(taxonNameId: number): TreeNode[] {
    const cached = this.childrenCache.get(taxonNameId);
    if (cached) this.cacheStats.children.hits++;
    else this.cacheStats.children.misses++;
    if (cached) return cached;
    const rows: { node: TaxonNode; main: NameSummary }[] = [];
    for (const id of taxonNameId === TREE_ROOT_KEY ? this.roots : idsOf(this.taxa.get(taxonNameId)?.children)) {
      const node = this.taxa.get(id);
      const main = node?.present ? this.mainNameOf(node) : undefined;
      if (node && main) rows.push({ node, main });
    }
    rows.sort(
      (a, b) => rankId(a.main.rank) - rankId(b.main.rank) || collator.compare(a.main.scientificName, b.main.scientificName) || a.node.id - b.node.id,
    );
    const result = rows.map(({ node, main }) =>
      treeNode({ id: node.id, parentId: node.parentId, vernacularNames: node.vernacularNames }, main, node.names, node.children === undefined),
    );
    if (this.childrenCache.size >= CHILDREN_CACHE_SIZE) this.childrenCache.delete(this.childrenCache.keys().next().value!);
    this.childrenCache.set(taxonNameId, withJsonBytes(result));
    return result;
  }

  /**
   * Search over scientific names, vernacular names (any word, and parts of compound words) and scientific name ids:
   * the id first, then exact, prefix, word-prefix and one-edit matches, then vernacular names that hold the text
   * inside a word; main names before synonyms; hits grouped per taxon. Answers are
   * cached per normalised text and limit until the next applied batch.
   */
  search(text: string, limit: number): SearchHit[] {
    const q = hybridQuery(searchKey(text));
    if (!q) return [];
    const cacheKey = `${limit}|${q}`;
    const cached = this.searchCache.get(cacheKey);
    if (cached) {
      this.cacheStats.search.hits++;
      return cached;
    }
    this.cacheStats.search.misses++;
    const hits = withJsonBytes(this.searchUncached(q, limit));
    if (this.searchCache.size >= SEARCH_CACHE_SIZE) this.searchCache.delete(this.searchCache.keys().next().value!);
    this.searchCache.set(cacheKey, hits);
    return hits;
  }

  /** The search itself, for a normalised text. */
  private searchUncached(q: string, limit: number): SearchHit[] {
    const byId = /^\d+$/.test(q) && q.length <= 15 ? this.names.get(Number(q)) : undefined;
    const { order, matched } = findTaxa<Entry>(this.index, this.infix, q, limit, byId);
    const hits: SearchHit[] = [];
    for (const taxonId of order) {
      const node = this.taxa.get(taxonId);
      if (!node) continue;
      const names = sortNames(node.names);
      const main = names.find((n) => isMainStatus(n.taxonomicStatus));
      if (!main) continue;
      const isMatch = (name: NameEntry) => matched.has(name);
      const kingdom = this.kingdomOf(taxonId);
      const summary = (v: VernacularEntry) => ({
        name: v.vernacular.vernacularName,
        nameLanguageIso: v.vernacular.languageIsoCode,
        isSearchMatch: matched.has(v),
      });
      hits.push({
        taxonId,
        acceptedScientificName: this.hitName(main, isMatch(main)),
        scientificNameSynonyms: names.filter((n) => n !== main).map((n) => this.hitName(n, isMatch(n))),
        preferredVernacularNames: node.vernacularEntries.filter((v) => v.vernacular.status === 'Recommended').map(summary),
        vernacularNameSynonyms: node.vernacularEntries.filter((v) => v.vernacular.status !== 'Recommended').map(summary),
        ...(kingdom ? { kingdom } : {}),
      });
    }
    return hits;
  }

  /** The kingdom above (or at) a taxon; cached until the next applied batch. */
  private kingdomOf(taxonId: number): string | undefined {
    if (this.kingdomCache.has(taxonId)) return this.kingdomCache.get(taxonId);
    const kingdom = this.path(taxonId)
      .map((n) => this.mainNameOf(n))
      .find((n) => n?.rank === 'Kingdom')?.scientificName;
    if (this.kingdomCache.size >= HIT_CACHE_SIZE) this.kingdomCache.clear();
    this.kingdomCache.set(taxonId, kingdom);
    return kingdom;
  }

  /** A name as a search hit shows it; the formatted parts are cached until the next applied batch. */
  private hitName(name: NameEntry, isSearchMatch: boolean): SearchHitName {
    let base = this.hitNameCache.get(name);
    if (!base) {
      base = searchHitName(name, false);
      if (this.hitNameCache.size >= HIT_CACHE_SIZE) this.hitNameCache.clear();
      this.hitNameCache.set(name, base);
    }
    return isSearchMatch ? { ...base, isSearchMatch } : base;
  }

  /** The summary of a scientific name, if it exists. */
  nameOf(id: number): NameSummary | undefined {
    return this.names.get(id);
  }
}
