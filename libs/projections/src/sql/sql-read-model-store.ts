import { LANGUAGES, rankId, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import { copyPieces, SCHEMA_LOCK_SHARED, withSchemaLock, type RecordedEvent, type SqlClient, type SqlExecutor } from '@navnebase/event-store';
import type { ChangeLogFilter, ReadModelStore } from '../read-model-store.port.js';
import type { ChangeLogEntry, StatisticsCount, StatisticsDay, StatisticsKind, SuccessorView } from '../read-models.js';
import type { ChangeSet } from '../register/change-set.js';
import { projectRegisterEvents } from '../register/register-projection.js';
import { searchKey } from '../search-key.js';
import { BUILT_INS, READ_MODEL_SCHEMA, READ_MODEL_TABLES, SECONDARY_INDEXES } from './read-model-schema.js';
import { attributesOf, nameRecordOf } from './name-records.js';
import { IMPORT_ENTRIES, IMPORTED_NAME_VERSIONS, writeImportHistory } from './history-of-imports.js';
import { statisticsCount, statisticsDays } from '../register/statistics-projection.js';
import { feedRowsOf, referencedTaxa, segmentsOf } from '../feed/feed-projection.js';
import { ancestorLinks, fillEntered, writeFeedRows } from '../feed/sql-feed.js';
import { backfillAuditTexts, writeAuditTexts } from '../history/audit-text.js';
import { backfillAuditRows, writeAuditRows } from '../history/audit-log.js';
import {
  backfillVersions,
  builtInVersionRows,
  copyVersionRows,
  fillImportedRecords,
  versionRowsOf,
  writeVersionRows,
  type VersionRow,
} from '../history/record-versions.js';

const PROJECTION = 'register';

/** Events split into the runs the projection writes together, with what each run changes (see `prepare`). */
export interface PreparedBatch {
  readonly segments: readonly { readonly events: readonly RecordedEvent[]; readonly changes: ChangeSet; readonly versions: readonly VersionRow[] }[];
}

/** The metrics the counts over time show: taxa, names, synonyms and vernacular names per language. */
const OVER_TIME_METRICS = ['taxa', 'names', 'names.synonyms', ...LANGUAGES.map((language) => `vernacular.${language}`)];

/**
 * Channel on which the projecting process announces each checkpoint it commits, as `<schema>/<projection>:<position>`:
 * a notification reaches every session of the database, and several registers (schemas) may share one.
 */
export const CHECKPOINT_CHANNEL = 'rm_checkpoint';

/** Announces a checkpoint on `CHECKPOINT_CHANNEL`, inside the transaction that commits it (heard after the commit). */
export const announceCheckpoint = (tx: SqlExecutor, projection: string, position: number) =>
  tx.query(`SELECT pg_notify($1, current_schema() || '/' || $2)`, [CHECKPOINT_CHANNEL, `${projection}:${position}`]);

/** A checkpoint announced on `CHECKPOINT_CHANNEL` for `schema`, or undefined when it is another schema's. */
export const announcedCheckpoint = (payload: string, schema: string): { projection: string; position: number } | undefined => {
  const slash = payload.lastIndexOf('/');
  if (payload.slice(0, slash) !== schema) return undefined;
  const [projection, value] = payload.slice(slash + 1).split(':');
  const position = Number(value);
  return projection && Number.isSafeInteger(position) ? { projection, position } : undefined;
};

/** Locks a projection's checkpoint row for the rest of the transaction (creating it at 0) and answers its position. */
export const lockedCheckpoint = async (tx: SqlExecutor, projection: string): Promise<number> => {
  const { rows } = await tx.query<{ position: number }>(`SELECT position FROM rm_checkpoint WHERE projection = $1 FOR UPDATE`, [projection]);
  if (rows[0]) return Number(rows[0].position);
  await tx.query(`INSERT INTO rm_checkpoint (projection, position) VALUES ($1, 0) ON CONFLICT (projection) DO NOTHING`, [projection]);
  const again = await tx.query<{ position: number }>(`SELECT position FROM rm_checkpoint WHERE projection = $1 FOR UPDATE`, [projection]);
  return Number(again.rows[0]?.position ?? 0);
};
const CHUNK = 2000;

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * An executor for statements whose results are not read: each query is queued and answers an empty result straight
 * away, so the caller builds the next payload while the database works; `flush` waits for the queue and throws the
 * first failure (the transaction then rolls back; statements after a failure are not sent).
 */
const pipelined = (tx: SqlExecutor) => {
  // Each statement goes out as soon as the one before it is answered (one at a time on the connection).
  let last: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const queue = (work: () => Promise<unknown>) => {
    last = last.then(() => (failure ? undefined : work())).catch((error: unknown) => (failure ??= { error }));
  };
  const executor: SqlExecutor = {
    query: async <R>(text: string, params?: readonly unknown[]) => {
      queue(() => tx.query(text, params));
      return { rows: [] as R[] };
    },
    copyRows: async (table, columns, lines) => queue(() => tx.copyRows(table, columns, lines)),
  };
  return {
    executor,
    flush: async () => {
      await last;
      if (failure) throw failure.error;
    },
  };
};

/**
 * Read models on PostgreSQL or PGlite: the projector's writes, and the queries served from the tables (full name
 * records, change logs, statistics, successors). The tree, search and name pages are served from memory
 * (`IndexedReadModelStore`); `testing/sql-read-oracle.ts` answers them from these tables to check the memory model.
 */
export class SqlReadModelStore implements ReadModelStore {
  private constructor(readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<SqlReadModelStore> {
    await sql.exec(withSchemaLock(READ_MODEL_SCHEMA));
    const store = new SqlReadModelStore(sql);
    await store.seedBuiltIns(sql);
    return store;
  }

  private async seedBuiltIns(executor: SqlExecutor) {
    const changes = {
      taxa: new Map(BUILT_INS.taxa.map((t) => [t.id, t] as const)),
      names: new Map(BUILT_INS.names.map((n) => [n.id, n] as const)),
    };
    await executor.query(`INSERT INTO rm_checkpoint (projection, position) VALUES ($1, 0) ON CONFLICT (projection) DO NOTHING`, [PROJECTION]);
    await writeVersionRows(executor, builtInVersionRows(BUILT_INS.taxa, BUILT_INS.names));
    await backfillVersions(executor, PROJECTION);
    await fillImportedRecords(executor);
    await backfillAuditTexts(executor, PROJECTION);
    await backfillAuditRows(executor, PROJECTION);
    const { rows } = await executor.query(`SELECT 1 FROM rm_taxon WHERE taxon_id < 0 LIMIT 1`);
    if (rows.length) return;
    await this.writeTaxa(executor, [...changes.taxa.values()], []);
    await this.writeNames(executor, [...changes.names.values()], []);
    await this.refreshMainNames(executor, [...changes.taxa.keys()]);
  }

  // ---------------------------------------------------------------- writing

  /**
   * Projects a batch and moves the checkpoint in one transaction. The checkpoint row is locked first and events at or
   * below it are skipped: a batch another process (or an earlier attempt) already applied is never applied twice.
   * Answers the checkpoint reached; after the commit, processes listening on `rm_checkpoint` hear of it.
   */
  async applyEvents(events: readonly RecordedEvent[]): Promise<number> {
    if (events.length === 0) return this.checkpoint();
    return this.sql.transaction(async (connection) => {
      const applied = await this.holdCheckpoint(connection);
      const fresh = events[0]!.globalPosition > applied ? events : events.filter((e) => e.globalPosition > applied);
      if (fresh.length === 0) return applied;
      const position = fresh[fresh.length - 1]!.globalPosition;
      await this.projectInto(connection, fresh);
      await this.moveCheckpoint(connection, position);
      return position;
    });
  }

  /**
   * Starts a projecting transaction: takes the schema lock (shared) and the checkpoint's row, and answers the
   * checkpoint. Other projectors, in this process or another, wait for the transaction to end.
   */
  async holdCheckpoint(connection: SqlExecutor): Promise<number> {
    if (this.sql.dialect === 'postgres') await connection.query(SCHEMA_LOCK_SHARED);
    const applied = await lockedCheckpoint(connection, PROJECTION);
    if (this.sql.dialect === 'postgres') await connection.query(`SET LOCAL synchronous_commit = off`);
    return applied;
  }

  /**
   * Within a projecting transaction about to load more records than the tables hold (a first large import): drops
   * the indexes only queries need, as a rebuild does, so `restoreIndexes` builds each once at the end instead of
   * keeping it up row by row. Readers of those tables wait for the transaction; a rollback keeps the indexes.
   * Answers whether it dropped them (PostgreSQL, when the tables hold fewer names than `names`).
   */
  async deferIndexes(connection: SqlExecutor, names: number): Promise<boolean> {
    if (this.sql.dialect !== 'postgres') return false;
    const { rows } = await connection.query<{ names: string | number }>(`SELECT count(*) AS names FROM rm_name`);
    if (Number(rows[0]!.names) >= names) return false;
    for (const index of SECONDARY_INDEXES) await connection.query(`DROP INDEX IF EXISTS ${index.name}`);
    return true;
  }

  /** Builds the indexes `deferIndexes` dropped, in the same transaction. */
  async restoreIndexes(connection: SqlExecutor): Promise<void> {
    for (const index of SECONDARY_INDEXES) await connection.query(index.create);
  }

  /** Moves the checkpoint held by `holdCheckpoint` (processes listening hear of it after the commit). */
  async moveCheckpoint(connection: SqlExecutor, position: number): Promise<void> {
    await connection.query(`UPDATE rm_checkpoint SET position = $2 WHERE projection = $1`, [PROJECTION, position]);
    if (this.sql.dialect === 'postgres') await announceCheckpoint(connection, PROJECTION, position);
  }

  /**
   * The part of projecting events that needs no database: done ahead (`projectInto` with what this answers) while the
   * database still writes the batch before. The feed places each event's records in the tree as it stood just before
   * that event: events that give a taxon another parent are applied on their own, the others in runs
   * (see feed-projection.ts).
   */
  prepare(events: readonly RecordedEvent[]): PreparedBatch {
    return {
      segments: segmentsOf(events).map((segment) => ({ events: segment, changes: projectRegisterEvents(segment), versions: versionRowsOf(segment) })),
    };
  }

  /** Projects events past the checkpoint, in position order, inside a transaction that holds the checkpoint. */
  async projectInto(connection: SqlExecutor, batch: readonly RecordedEvent[] | PreparedBatch): Promise<void> {
    for (const { events: segment, changes, versions } of ('segments' in batch ? batch : this.prepare(batch)).segments) {
      const links = await ancestorLinks(connection, referencedTaxa(segment));
      const feedRows = feedRowsOf(segment, links);
      // On PostgreSQL the writes are sent without waiting for each answer: the database works on one statement
      // while this process builds the next one's payload. (PGlite runs on this thread: nothing to overlap.)
      const tx = this.sql.dialect === 'postgres' ? pipelined(connection) : { executor: connection, flush: async () => undefined };
      await this.write(tx.executor, changes);
      // Rows of positions past the checkpoint: none is in the table yet.
      await copyVersionRows(tx.executor, versions);
      await writeAuditTexts(tx.executor, segment);
      await writeAuditRows(tx.executor, segment);
      await tx.flush();
      for (const row of feedRows) await fillEntered(connection, row);
      await writeFeedRows(connection, feedRows);
    }
  }

  private async write(tx: SqlExecutor, changes: ChangeSet) {
    const upsertTaxa = [...changes.taxa.values()].filter((t): t is TaxonRecord => t !== null);
    const removedTaxa = [...changes.taxa.entries()].filter(([, t]) => t === null).map(([id]) => id);
    const upsertNames = [...changes.names.values()].filter((n): n is ScientificNameRecord => n !== null);
    const removedNames = [...changes.names.entries()].filter(([, n]) => n === null).map(([id]) => id);
    // Taxa created in this batch get their main name with the row; only older taxa whose names changed are refreshed.
    const mains = changes.mainNamesOfCreatedTaxa();
    await this.writeTaxa(tx, upsertTaxa, removedTaxa, mains, changes.createdTaxa);
    await this.writeNames(tx, upsertNames, removedNames, changes.createdNames);
    await this.refreshMainNames(
      tx,
      [...changes.nameTaxa].filter((id) => !changes.createdTaxa.has(id)),
    );
    // An import batch's entries are read from its rm_import_history row and its names' versions (history-of-imports.ts).
    const { history } = changes;
    if (changes.imports.length) await writeImportHistory(tx, changes.imports);
    if (history.length) {
      await tx.copyRows(
        'rm_history',
        ['scientific_name_id', 'position', 'change_type', 'change_date', 'changed_by', 'remarks', 'data_before', 'data_after'],
        copyPieces(history, (h) => [h.scientificNameId, h.position, h.changeType, h.changeDate, h.changedBy, h.remarks, h.dataBefore, h.dataAfter]),
      );
    }
    const statistics = [...changes.statistics.entries()].map(([key, delta]) => {
      const [day, metric] = key.split('|');
      return { day, metric, delta };
    });
    if (statistics.length) {
      await tx.query(
        `INSERT INTO rm_statistic (day, metric, delta)
         SELECT x.day, x.metric, x.delta FROM jsonb_to_recordset($1::jsonb) AS x(day date, metric text, delta bigint)
         ON CONFLICT (metric, day) DO UPDATE SET delta = rm_statistic.delta + excluded.delta`,
        [JSON.stringify(statistics)],
      );
      // Days whose changes cancel out keep no row, however the events were batched (a rebuild equals the live store).
      await tx.query(`DELETE FROM rm_statistic WHERE delta = 0`);
    }
    if (changes.successors.length) {
      await tx.query(
        `INSERT INTO rm_successor (kind, id, reason, successor_ids)
         SELECT x.kind, x.id, x.reason, x."successorIds" FROM jsonb_to_recordset($1::jsonb) AS x(kind text, id bigint, reason text, "successorIds" jsonb)
         ON CONFLICT (kind, id) DO UPDATE SET reason = excluded.reason, successor_ids = excluded.successor_ids`,
        [JSON.stringify(changes.successors)],
      );
    }
  }

  private async writeTaxa(
    tx: SqlExecutor,
    upserts: readonly TaxonRecord[],
    removed: readonly number[],
    mains: ReadonlyMap<number, ScientificNameRecord> = new Map(),
    created: ReadonlySet<number> = new Set(),
  ) {
    const changed = upserts.filter((t) => !created.has(t.id));
    const touched = [...removed, ...changed.map((t) => t.id)];
    for (const ids of chunks(touched)) {
      await tx.query(`DELETE FROM rm_vernacular WHERE taxon_id = ANY($1::bigint[])`, [ids]);
    }
    for (const ids of chunks(removed)) {
      await tx.query(`DELETE FROM rm_taxon WHERE taxon_id = ANY($1::bigint[])`, [ids]);
    }
    // Taxa created in this batch are new to the tables: loaded with COPY (an import's hundreds of thousands).
    const fresh = created.size ? upserts.filter((t) => created.has(t.id)) : [];
    if (fresh.length) {
      await tx.copyRows(
        'rm_taxon',
        ['taxon_id', 'parent_taxon_id', 'exists_in_norway', 'vernacular_names', 'main_name_id', 'rank_id'],
        copyPieces(fresh, (t) => {
          const main = mains.get(t.id);
          return [t.id, t.parentId, t.existsInNorway, t.vernacularNames, main?.id ?? null, main ? rankId(main.rank) : null];
        }),
      );
      const vernacular = fresh.flatMap((t) => t.vernacularNames.map((v) => ({ taxonId: t.id, v })));
      if (vernacular.length) {
        await tx.copyRows(
          'rm_vernacular',
          ['vernacular_name_id', 'taxon_id', 'vernacular_name', 'language', 'status', 'search_key'],
          copyPieces(vernacular, ({ taxonId, v }) => [v.id, taxonId, v.vernacularName, v.languageIsoCode, v.status, searchKey(v.vernacularName)]),
        );
      }
    }
    for (const part of chunks(changed)) {
      const rows = part.map((t) => {
        const main = mains.get(t.id);
        return { ...t, mainNameId: main?.id ?? null, rankId: main ? rankId(main.rank) : null };
      });
      await tx.query(
        `INSERT INTO rm_taxon (taxon_id, parent_taxon_id, exists_in_norway, vernacular_names, main_name_id, rank_id)
         SELECT x.id, x."parentId", x."existsInNorway", x."vernacularNames", x."mainNameId", x."rankId"
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, "parentId" bigint, "existsInNorway" boolean, "vernacularNames" jsonb, "mainNameId" bigint, "rankId" int)
         ON CONFLICT (taxon_id) DO UPDATE SET parent_taxon_id = excluded.parent_taxon_id,
           exists_in_norway = excluded.exists_in_norway, vernacular_names = excluded.vernacular_names,
           main_name_id = COALESCE(excluded.main_name_id, rm_taxon.main_name_id), rank_id = COALESCE(excluded.rank_id, rm_taxon.rank_id)`,
        [JSON.stringify(rows)],
      );
      const vernacular = part.flatMap((t) =>
        t.vernacularNames.map((v) => ({
          id: v.id,
          taxonId: t.id,
          name: v.vernacularName,
          language: v.languageIsoCode,
          status: v.status,
          key: searchKey(v.vernacularName),
        })),
      );
      if (vernacular.length) {
        await tx.query(
          `INSERT INTO rm_vernacular (vernacular_name_id, taxon_id, vernacular_name, language, status, search_key)
           SELECT x.id, x."taxonId", x.name, x.language, x.status, x.key
           FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, "taxonId" bigint, name text, language text, status text, key text)`,
          [JSON.stringify(vernacular)],
        );
      }
    }
  }

  private async writeNames(
    tx: SqlExecutor,
    upserts: readonly ScientificNameRecord[],
    removed: readonly number[],
    created: ReadonlySet<number> = new Set(),
  ) {
    for (const ids of chunks(removed)) {
      await tx.query(`DELETE FROM rm_name WHERE scientific_name_id = ANY($1::bigint[])`, [ids]);
    }
    // Names created in this batch are new to the table: loaded with COPY.
    const fresh = created.size ? upserts.filter((n) => created.has(n.id)) : [];
    if (fresh.length) {
      await tx.copyRows(
        'rm_name',
        ['scientific_name_id', 'taxon_id', 'scientific_name', 'author', 'rank_id', 'status', 'search_key', 'attributes'],
        copyPieces(fresh, (n) => [
          n.id,
          n.taxonId,
          n.scientificName,
          n.author,
          rankId(n.rank),
          n.taxonomicStatus,
          searchKey(n.scientificName),
          attributesOf(n),
        ]),
      );
    }
    for (const part of chunks(created.size ? upserts.filter((n) => !created.has(n.id)) : upserts)) {
      const rows = part.map((n) => ({
        id: n.id,
        taxonId: n.taxonId,
        name: n.scientificName,
        author: n.author,
        rankId: rankId(n.rank),
        status: n.taxonomicStatus,
        key: searchKey(n.scientificName),
        attributes: attributesOf(n),
      }));
      await tx.query(
        `INSERT INTO rm_name (scientific_name_id, taxon_id, scientific_name, author, rank_id, status, search_key, attributes)
         SELECT x.id, x."taxonId", x.name, x.author, x."rankId", x.status, x.key, x.attributes
         FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, "taxonId" bigint, name text, author text, "rankId" int, status text, key text, attributes jsonb)
         ON CONFLICT (scientific_name_id) DO UPDATE SET taxon_id = excluded.taxon_id, scientific_name = excluded.scientific_name,
           author = excluded.author, rank_id = excluded.rank_id, status = excluded.status, search_key = excluded.search_key,
           attributes = excluded.attributes`,
        [JSON.stringify(rows)],
      );
    }
  }

  /** Sets each touched taxon's main name and rank from its one accepted-or-unresolved name. */
  private async refreshMainNames(tx: SqlExecutor, taxonIds: readonly number[]) {
    for (const ids of chunks(taxonIds)) {
      await tx.query(
        `UPDATE rm_taxon t SET main_name_id = m.scientific_name_id, rank_id = m.rank_id
         FROM (SELECT DISTINCT ON (taxon_id) taxon_id, scientific_name_id, rank_id FROM rm_name
               WHERE taxon_id = ANY($1::bigint[]) AND status IN ('Accepted', 'Unresolved')
               ORDER BY taxon_id, scientific_name_id) m
         WHERE t.taxon_id = m.taxon_id`,
        [ids],
      );
    }
  }

  async checkpoint(): Promise<number> {
    const { rows } = await this.sql.query<{ position: number }>(`SELECT position FROM rm_checkpoint WHERE projection = $1`, [PROJECTION]);
    return Number(rows[0]?.position ?? 0);
  }

  async reset(options: { rebuilding?: boolean } = {}): Promise<void> {
    await this.sql.transaction(async (tx) => {
      for (const table of READ_MODEL_TABLES) await tx.query(`TRUNCATE ${table}`);
      await tx.query(`ALTER SEQUENCE rm_history_history_id_seq RESTART WITH 1`);
      // Indexes built once after a bulk load cost less than kept up row by row (READ_MODEL_SCHEMA, run at every
      // start, makes them again should a rebuild stop half-way).
      if (options.rebuilding) for (const index of SECONDARY_INDEXES) await tx.query(`DROP INDEX IF EXISTS ${index.name}`);
      await this.seedBuiltIns(tx);
    });
  }

  async finishRebuild(): Promise<void> {
    for (const index of SECONDARY_INDEXES) await this.sql.exec(index.create);
  }

  // ---------------------------------------------------------------- reading

  async namesOfTaxa(taxonIds: readonly number[]): Promise<Map<number, ScientificNameRecord[]>> {
    const byTaxon = new Map<number, ScientificNameRecord[]>();
    if (taxonIds.length === 0) return byTaxon;
    const { rows } = await this.sql.query<{ record: ScientificNameRecord }>(
      `SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.taxon_id = ANY($1::bigint[])`,
      [taxonIds],
    );
    for (const { record } of rows) {
      const list = byTaxon.get(record.taxonId) ?? [];
      list.push(record);
      byTaxon.set(record.taxonId, list);
    }
    return byTaxon;
  }

  /** Full records of a taxon's names (name pages). */
  async namesOfTaxon(taxonId: number): Promise<ScientificNameRecord[]> {
    const { rows } = await this.sql.query<{ record: ScientificNameRecord }>(
      `SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.taxon_id = $1`,
      [taxonId],
    );
    return rows.map((r) => r.record);
  }

  /** Full records of a taxon's names with the checkpoint they were read at (one statement, one snapshot). */
  async namesOfTaxonAt(taxonId: number): Promise<{ records: ScientificNameRecord[]; checkpoint: number }> {
    const { rows } = await this.sql.query<{ record: ScientificNameRecord; checkpoint: number | null }>(
      `SELECT ${nameRecordOf('n')} AS record, (SELECT position FROM rm_checkpoint WHERE projection = $2) AS checkpoint
       FROM rm_name n WHERE n.taxon_id = $1`,
      [taxonId, PROJECTION],
    );
    return { records: rows.map((r) => r.record), checkpoint: Number(rows[0]?.checkpoint ?? -1) };
  }

  async changes(scientificNameId: number, filter: ChangeLogFilter = {}): Promise<ChangeLogEntry[] | undefined> {
    const exists = await this.sql.query(
      `SELECT 1 FROM rm_name WHERE scientific_name_id = $1 UNION ALL SELECT 1 FROM rm_history WHERE scientific_name_id = $1
       UNION ALL ${IMPORTED_NAME_VERSIONS} LIMIT 1`,
      [scientificNameId],
    );
    if (exists.rows.length === 0) return undefined;
    const { rows } = await this.sql.query<{
      changed_by: string;
      change_date: Date | string;
      remarks: string;
      change_type: string;
      data_before: Record<string, unknown>[];
      data_after: Record<string, unknown>[];
    }>(
      `SELECT * FROM (
         SELECT changed_by, change_date, remarks, change_type, data_before, data_after, position, history_id FROM rm_history
         WHERE scientific_name_id = $1
         UNION ALL ${IMPORT_ENTRIES}) h
       WHERE ($2::timestamptz IS NULL OR change_date >= $2::timestamptz)
         AND ($3::timestamptz IS NULL OR change_date <= $3::timestamptz) AND ($4::bigint IS NULL OR position <= $4::bigint)
       ORDER BY change_date DESC, position DESC, history_id DESC`,
      [scientificNameId, filter.from ?? null, filter.to ?? null, filter.untilPosition ?? null],
    );
    return rows.map((r) => ({
      changeByUser: r.changed_by,
      changeDate: r.change_date instanceof Date ? r.change_date.toISOString() : new Date(r.change_date).toISOString(),
      changeRemarks: r.remarks,
      changeType: r.change_type,
      dataBefore: r.data_before,
      dataAfter: r.data_after,
    }));
  }

  async statistics(kind: StatisticsKind, options: { date?: string; languageId?: string } = {}): Promise<StatisticsCount> {
    const { rows } = await this.sql.query<{ metric: string; value: number }>(
      `SELECT metric, sum(delta) AS value FROM rm_statistic WHERE ($1::date IS NULL OR day <= $1::date) GROUP BY metric`,
      [options.date ?? null],
    );
    return statisticsCount(kind, new Map(rows.map((r) => [r.metric, Number(r.value)])), options.languageId);
  }

  async statisticsOverTime(options: { from?: string; to?: string } = {}): Promise<StatisticsDay[]> {
    // running totals per metric over every day, then the days asked for (the first day's totals include all before it)
    const { rows } = await this.sql.query<{ day: string; metric: string; total: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, total FROM (
         SELECT day, metric, sum(delta) OVER (PARTITION BY metric ORDER BY day) AS total FROM rm_statistic
         WHERE metric = ANY($3::text[])
       ) running
       WHERE ($1::date IS NULL OR day >= $1::date) AND ($2::date IS NULL OR day <= $2::date)
       ORDER BY day`,
      [options.from ?? null, options.to ?? null, OVER_TIME_METRICS],
    );
    const totals = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const day = totals.get(row.day) ?? new Map<string, number>();
      day.set(row.metric, Number(row.total));
      totals.set(row.day, day);
    }
    if (options.from) {
      // the totals as they stood when the period began, so every metric has its value from the first day shown
      const before = await this.sql.query<{ metric: string; total: number }>(
        `SELECT metric, sum(delta) AS total FROM rm_statistic WHERE day < $1::date AND metric = ANY($2::text[]) GROUP BY metric`,
        [options.from, OVER_TIME_METRICS],
      );
      if (before.rows.length > 0) {
        const start = totals.get(options.from) ?? new Map<string, number>();
        for (const row of before.rows) if (!start.has(row.metric)) start.set(row.metric, Number(row.total));
        totals.set(options.from, start);
      }
    }
    return statisticsDays(totals);
  }

  async successor(kind: 'taxon' | 'name', id: number): Promise<SuccessorView | undefined> {
    const { rows } = await this.sql.query<{ reason: string; successor_ids: number[] }>(
      `SELECT reason, successor_ids FROM rm_successor WHERE kind = $1 AND id = $2`,
      [kind, id],
    );
    return rows[0] ? { kind, id, reason: rows[0].reason, successorIds: rows[0].successor_ids } : undefined;
  }

  async dump(): Promise<Record<string, unknown[]>> {
    const order: Record<(typeof READ_MODEL_TABLES)[number], string> = {
      rm_taxon: 'taxon_id',
      rm_name: 'scientific_name_id',
      rm_vernacular: 'vernacular_name_id',
      rm_history: 'history_id',
      rm_import_history: 'position',
      rm_statistic: 'metric, day',
      rm_successor: 'kind, id',
      rm_checkpoint: 'projection',
      rm_feed: 'position',
      rm_version: 'kind, id, position',
      rm_audit_text: 'position',
      rm_audit: 'position',
    };
    const result: Record<string, unknown[]> = {};
    for (const table of READ_MODEL_TABLES) {
      result[table] = (await this.sql.query(`SELECT * FROM ${table} ORDER BY ${order[table]}`)).rows;
    }
    return result;
  }
}
