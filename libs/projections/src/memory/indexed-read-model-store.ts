import { isMainStatus, isSpeciesOrBelow } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import type { ChangeLogFilter, ReadModelStore } from '../read-model-store.port.js';
import type { ChangeLogEntry, SearchHit, StatisticsCount, StatisticsKind, SuccessorView, TaxonNameInfo, TreeNode } from '../read-models.js';
import type { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { higherClassificationItem, scientificNameView, sortNames, vernacularNameView } from '../views.js';
import { withJsonText } from './json-text.js';
import { RegisterMemory } from './register-memory.js';

const INFO_CACHE_SIZE = 20_000;

/**
 * The read-model store the API uses: the SQL store for writing, history, statistics and full name records, with
 * the tree and search served from an in-memory model (`RegisterMemory`) and name pages cached.
 *
 * Read-your-writes: `applyEvents` (called by the projection runner and by rebuilds) writes the SQL read model,
 * then applies the same events to the memory model and drops the caches before it returns, so a command that
 * waits for its position sees its change in every query. The memory model is loaded by `warm()` (the API, at
 * start) or by the first query; until then applied batches only go to SQL, which keeps bulk imports lean.
 */
export class IndexedReadModelStore implements ReadModelStore {
  private memory?: RegisterMemory;
  private loading?: Promise<RegisterMemory>;
  private lock: Promise<unknown> = Promise.resolve();
  private readonly infoCache = new Map<string, TaxonNameInfo | undefined>();
  /** Bumped by every applied batch: a name page read from SQL across a batch is not cached. */
  private epoch = 0;

  constructor(readonly inner: SqlReadModelStore) {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work, work);
    this.lock = run.catch(() => undefined);
    return run;
  }

  /** Loads the memory model now (once). */
  async warm(): Promise<void> {
    await this.ready();
  }

  get isWarm(): boolean {
    return this.memory !== undefined;
  }

  private ready(): RegisterMemory | Promise<RegisterMemory> {
    if (this.memory) return this.memory;
    this.loading ??= this.exclusive(async () => {
      this.memory ??= await RegisterMemory.load(this.inner.sql);
      return this.memory;
    });
    return this.loading;
  }

  private changed(): void {
    this.epoch++;
    this.infoCache.clear();
  }

  applyEvents(events: readonly RecordedEvent[]): Promise<number> {
    return this.exclusive(async () => {
      const position = await this.inner.applyEvents(events);
      this.memory?.apply(events);
      this.changed();
      return position;
    });
  }

  checkpoint(): Promise<number> {
    return this.inner.checkpoint();
  }

  finishRebuild(): Promise<void> {
    return this.exclusive(() => this.inner.finishRebuild());
  }

  reset(options?: { rebuilding?: boolean }): Promise<void> {
    return this.exclusive(async () => {
      await this.inner.reset(options);
      if (this.memory) this.memory = RegisterMemory.empty();
      this.changed();
    });
  }

  async children(taxonNameId: number): Promise<TreeNode[]> {
    return (await this.ready()).children(taxonNameId);
  }

  async childrenByScientificNameId(scientificNameId: number): Promise<TreeNode[] | undefined> {
    const memory = await this.ready();
    const name = memory.nameOf(scientificNameId);
    return name ? memory.children(name.taxonId) : undefined;
  }

  async taxonNameInfoByScientificNameId(scientificNameId: number): Promise<TaxonNameInfo | undefined> {
    const name = (await this.ready()).nameOf(scientificNameId);
    if (!name) return undefined;
    return this.cachedInfo(`n${scientificNameId}`, () => this.taxonNameInfo(name.taxonId, scientificNameId));
  }

  taxonNameInfoByTaxonId(taxonId: number): Promise<TaxonNameInfo | undefined> {
    return this.cachedInfo(`t${taxonId}`, () => this.taxonNameInfo(taxonId));
  }

  private async cachedInfo(key: string, read: () => Promise<TaxonNameInfo | undefined>): Promise<TaxonNameInfo | undefined> {
    if (this.infoCache.has(key)) return this.infoCache.get(key);
    const epoch = this.epoch;
    const info = await read();
    if (epoch === this.epoch) {
      if (this.infoCache.size >= INFO_CACHE_SIZE) this.infoCache.delete(this.infoCache.keys().next().value!);
      this.infoCache.set(key, info && withJsonText(info));
    }
    return info;
  }

  /** The name page: tree, classification and vernacular names from memory; the taxon's full name records from SQL. */
  private async taxonNameInfo(taxonId: number, requestedNameId?: number): Promise<TaxonNameInfo | undefined> {
    const memory = await this.ready();
    const path = memory.path(taxonId);
    const self = path[path.length - 1];
    if (!self || self.id !== taxonId) return undefined;
    const records = sortNames(await this.inner.namesOfTaxon(taxonId));
    const main = records.find((n) => isMainStatus(n.taxonomicStatus)) ?? records[0];
    if (!main) return undefined;
    const requested = requestedNameId ?? main.id;
    const mains = path.map((node) => ({ node, main: memory.mainNameOf(node) }));
    const classification = mains.filter((row) => row.main && row.node.id >= 0).map((row) => higherClassificationItem(row.main!));
    const kingdomRow = mains.find((row) => row.main?.rank === 'Kingdom');
    const showsExistence = requested === main.id && isSpeciesOrBelow(main.rank) && self.existsInNorway !== null;
    return {
      scientificNameId: requested,
      taxonId,
      parentTaxonId: self.parentId,
      mainScientificNameId: main.id,
      scientificNames: records.map(scientificNameView),
      vernacularNames: self.vernacularNames.map(vernacularNameView),
      higherClassification: classification,
      higherClassifications: classification,
      ...(showsExistence ? { existsInNorway: self.existsInNorway! } : {}),
      ...(kingdomRow ? { kingdom: { taxonId: kingdomRow.node.id, scientificName: kingdomRow.main!.scientificName } } : {}),
      childCount: memory.childCount(taxonId),
    };
  }

  async search(text: string, limit: number): Promise<SearchHit[]> {
    return (await this.ready()).search(text, limit);
  }

  changes(scientificNameId: number, filter?: ChangeLogFilter): Promise<ChangeLogEntry[] | undefined> {
    return this.inner.changes(scientificNameId, filter);
  }

  statistics(kind: StatisticsKind, options: { date?: string; languageId?: string }): Promise<StatisticsCount> {
    return this.inner.statistics(kind, options);
  }

  successor(kind: 'taxon' | 'name', id: number): Promise<SuccessorView | undefined> {
    return this.inner.successor(kind, id);
  }

  dump(): Promise<Record<string, unknown[]>> {
    return this.inner.dump();
  }
}
