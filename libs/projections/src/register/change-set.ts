import {
  isMainStatus,
  scientificNameWithAuthor,
  type RecordChange,
  type ScientificNameRecord,
  type Successor,
  type TaxonRecord,
} from '@navnebase/domain';

export interface HistoryRow {
  readonly scientificNameId: number;
  readonly position: number;
  readonly changeType: string;
  readonly changeDate: string;
  readonly changedBy: string;
  readonly remarks: string;
  readonly dataBefore: readonly Record<string, unknown>[];
  readonly dataAfter: readonly Record<string, unknown>[];
}

/**
 * What an import batch's "Inserted" entries share (one per import event without history of its own; that event's
 * entries in `history` are all of this kind): the rest of each entry is the name's version.
 */
export interface ImportHistory {
  readonly position: number;
  readonly changeDate: string;
  readonly changedBy: string;
  readonly remarks: string;
  readonly source: string;
}

/**
 * The read-model changes of a batch of events, folded so each record is written once with its last state.
 * A projection adapter writes a change set and the checkpoint in one transaction.
 */
export class ChangeSet {
  /** Final state per taxon id: the record, or null when removed. */
  readonly taxa = new Map<number, TaxonRecord | null>();
  readonly names = new Map<number, ScientificNameRecord | null>();
  readonly history: HistoryRow[] = [];
  /** The import batches among the events (see `ImportHistory`); their entries are not in `history` (see `historyRows`). */
  readonly imports: ImportHistory[] = [];
  /** Each import batch's name changes, by its position: what its "Inserted" entries are made of. */
  private readonly importedNames = new Map<number, readonly RecordChange<ScientificNameRecord>[]>();
  /** Statistic deltas keyed by `${day}|${metric}`. */
  readonly statistics = new Map<string, number>();
  readonly successors: Successor[] = [];
  /** Taxa whose main name, children or vernacular names may have changed. */
  readonly touchedTaxa = new Set<number>();
  /** Taxa created by this batch: all their names are in `names`, so their main name is known here. */
  readonly createdTaxa = new Set<number>();
  /** Names created by this batch (absent before it): their rows are new to the name table. */
  readonly createdNames = new Set<number>();
  /** Taxa that gained or lost a name, or whose names changed (their main name may have changed). */
  readonly nameTaxa = new Set<number>();
  position = 0;

  setTaxon(id: number, record: TaxonRecord | null) {
    this.taxa.set(id, record);
    this.touchedTaxa.add(id);
    if (record?.parentId !== undefined && record.parentId !== null) this.touchedTaxa.add(record.parentId);
  }

  setName(id: number, record: ScientificNameRecord | null, taxonId: number) {
    this.names.set(id, record);
    this.touchedTaxa.add(taxonId);
    this.nameTaxa.add(taxonId);
  }

  addImport(batch: ImportHistory, names: readonly RecordChange<ScientificNameRecord>[]): void {
    this.imports.push(batch);
    this.importedNames.set(batch.position, names);
  }

  /**
   * Every change-log row of the events in their order, for a store that keeps one per entry: `history`, and an "Inserted" entry for
   * each name of each import batch (made here, not while projecting: at a million imported names they are a million
   * objects that the SQL store has no use for).
   */
  historyRows(): HistoryRow[] {
    const rows: HistoryRow[] = [];
    let next = 0;
    for (const batch of this.imports) {
      // in the events' order: the entries of the events before this batch first
      while (next < this.history.length && this.history[next]!.position < batch.position) rows.push(this.history[next++]!);
      for (const { after } of this.importedNames.get(batch.position) ?? []) {
        if (!after) continue;
        rows.push({
          scientificNameId: after.id,
          position: batch.position,
          changeType: 'Inserted',
          changeDate: batch.changeDate,
          changedBy: batch.changedBy,
          remarks: batch.remarks,
          dataBefore: [],
          dataAfter: [
            {
              taxonId: after.taxonId,
              scientificName: scientificNameWithAuthor(after),
              taxonomicStatus: after.taxonomicStatus,
              source: batch.source,
            },
          ],
        });
      }
    }
    while (next < this.history.length) rows.push(this.history[next++]!);
    return rows;
  }

  /** The main name of a taxon created in this batch: its accepted-or-unresolved name with the lowest id. */
  mainNamesOfCreatedTaxa(): Map<number, ScientificNameRecord> {
    const mains = new Map<number, ScientificNameRecord>();
    for (const name of this.names.values()) {
      if (!name || !this.createdTaxa.has(name.taxonId) || !isMainStatus(name.taxonomicStatus)) continue;
      const current = mains.get(name.taxonId);
      if (!current || name.id < current.id) mains.set(name.taxonId, name);
    }
    return mains;
  }

  addStatistic(day: string, metric: string, delta: number) {
    if (delta === 0) return;
    const key = `${day}|${metric}`;
    const value = (this.statistics.get(key) ?? 0) + delta;
    if (value === 0) this.statistics.delete(key);
    else this.statistics.set(key, value);
  }

  get isEmpty(): boolean {
    return (
      this.taxa.size === 0 &&
      this.names.size === 0 &&
      this.history.length === 0 &&
      this.imports.length === 0 &&
      this.statistics.size === 0 &&
      this.successors.length === 0
    );
  }
}
