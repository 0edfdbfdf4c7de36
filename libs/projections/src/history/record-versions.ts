import type { RegisterEvent, ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { copyPieces, type SqlExecutor } from '@navnebase/event-store';

/**
 * The register's records as they were after each event (`rm_version`): one row per record an event touched, so the
 * register as of any position is the latest row of each record at or below it. Rows hold the record's image after
 * the event and its owner (a taxon's parent, a name's taxon), indexed by owner, so a name page or a subtree as of a
 * position needs only the rows of the records it shows, never the whole history in memory.
 *
 * Every row that leaves its record alive holds its image, an import batch's records included: reading them back out
 * of their import event (a whole batch of JSON decoded per event) made as-of pages and subtree diffs slow. Read
 * models projected while imported rows were left empty are filled from their events at start
 * (`fillImportedRecords`).
 */
export const VERSION_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_version (
  kind text NOT NULL,
  id bigint NOT NULL,
  position bigint NOT NULL,
  owner bigint,
  alive boolean NOT NULL,
  record json,
  PRIMARY KEY (kind, id, position)
);
-- Records are kept as the JSON text they were written as (json, not jsonb): they are read back whole, and building
-- jsonb's binary form of every name and taxon was most of what an import's or a rebuild's rows of this table cost the
-- database. Read models whose records were jsonb are converted once (the table is rewritten).
DO $version_json$ BEGIN
  IF (SELECT atttypid FROM pg_attribute WHERE attrelid = 'rm_version'::regclass AND attname = 'record') = 'jsonb'::regtype THEN
    ALTER TABLE rm_version ALTER COLUMN record TYPE json;
  END IF;
END $version_json$;
-- Rows of imported records still to be filled from their events (empty once filled; see fillImportedRecords).
CREATE INDEX IF NOT EXISTS rm_version_unfilled_idx ON rm_version (position) WHERE alive AND record IS NULL;
`;

/** 't' a taxon (owner: its parent), 'n' a scientific name (owner: its taxon). */
export type VersionKind = 't' | 'n';

export interface VersionRow {
  readonly kind: VersionKind;
  readonly id: number;
  readonly position: number;
  /** After the event; for a removed record, its owner before (so it is found among its owner's past records). */
  readonly owner: number | null;
  readonly alive: boolean;
  /** The image after the event; null when removed. */
  readonly record: TaxonRecord | ScientificNameRecord | null;
}

/** The version rows of a run of events (other streams' events give none). Pure; the same however events are batched. */
export const versionRowsOf = (events: readonly RecordedEvent[]): VersionRow[] => {
  const rows: VersionRow[] = [];
  for (const recorded of events) {
    if (recorded.streamId !== 'register') continue;
    const { effects } = recorded.data as RegisterEvent['data'];
    const position = recorded.globalPosition;
    for (const { before, after } of effects.taxa) {
      const id = (after ?? before)!.id;
      rows.push({ kind: 't', id, position, owner: (after ?? before)!.parentId, alive: !!after, record: after ?? null });
    }
    for (const { before, after } of effects.names) {
      const id = (after ?? before)!.id;
      rows.push({ kind: 'n', id, position, owner: (after ?? before)!.taxonId, alive: !!after, record: after ?? null });
    }
  }
  return rows;
};

/** The built-in spheres as they are before any event (position 0). */
export const builtInVersionRows = (taxa: readonly TaxonRecord[], names: readonly ScientificNameRecord[]): VersionRow[] => [
  ...taxa.map((t): VersionRow => ({ kind: 't', id: t.id, position: 0, owner: t.parentId, alive: true, record: t })),
  ...names.map((n): VersionRow => ({ kind: 'n', id: n.id, position: 0, owner: n.taxonId, alive: true, record: n })),
];

const CHUNK = 5000;

/** What an insert does with a row already there: keep it, or give it the record it was written without. */
const ON_CONFLICT = {
  keep: 'DO NOTHING',
  fillRecord: 'DO UPDATE SET record = excluded.record WHERE rm_version.record IS NULL',
} as const;

const insertVersionRows = async (tx: SqlExecutor, rows: readonly VersionRow[], onConflict: keyof typeof ON_CONFLICT): Promise<void> => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(
      `INSERT INTO rm_version (kind, id, position, owner, alive, record)
       SELECT x.kind, x.id, x.position, x.owner, x.alive, x.record
       FROM json_to_recordset($1::json) AS x(kind text, id bigint, position bigint, owner bigint, alive boolean, record json)
       ON CONFLICT (kind, id, position) ${ON_CONFLICT[onConflict]}`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
};

export const writeVersionRows = (tx: SqlExecutor, rows: readonly VersionRow[]): Promise<void> => insertVersionRows(tx, rows, 'keep');

/** Version rows that cannot be in the table yet (positions past the projection's checkpoint), loaded with COPY. */
export const copyVersionRows = async (tx: SqlExecutor, rows: readonly VersionRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await tx.copyRows(
    'rm_version',
    ['kind', 'id', 'position', 'owner', 'alive', 'record'],
    copyPieces(rows, (r) => [r.kind, r.id, r.position, r.owner, r.alive, r.record]),
  );
};

/**
 * Read models projected before `rm_version` existed: its rows up to the checkpoint, from the events themselves (one
 * statement; repeatable, as rows already there are kept).
 */
export const backfillVersions = async (tx: SqlExecutor, projection: string): Promise<void> => {
  const { rows } = await tx.query(
    `SELECT 1 FROM rm_checkpoint c WHERE c.projection = $1 AND c.position > 0 AND NOT EXISTS (SELECT 1 FROM rm_version WHERE position > 0)`,
    [projection],
  );
  if (rows.length === 0) return;
  for (const [kind, list, owner] of [
    ['t', 'taxa', 'parentId'],
    ['n', 'names', 'taxonId'],
  ] as const) {
    await tx.query(
      `INSERT INTO rm_version (kind, id, position, owner, alive, record)
       SELECT '${kind}', (COALESCE(NULLIF(x->'after', 'null'::jsonb), x->'before')->>'id')::bigint, e.global_position,
              (COALESCE(NULLIF(x->'after', 'null'::jsonb), x->'before')->>'${owner}')::bigint,
              jsonb_typeof(x->'after') = 'object', CASE WHEN jsonb_typeof(x->'after') = 'object' THEN (x->'after')::json END
       FROM es_events e CROSS JOIN LATERAL jsonb_array_elements(e.data::jsonb->'effects'->'${list}') x
       WHERE e.stream_id = 'register' AND e.global_position <= (SELECT position FROM rm_checkpoint WHERE projection = $1)
       ON CONFLICT (kind, id, position) DO NOTHING`,
      [projection],
    );
  }
};

/** Import events read per statement when filling: each holds a whole batch (about 1 MB of JSON). */
const FILL_PAGE = 20;

/**
 * Read models projected while an import batch's rows were left without their records (the reader took them from the
 * events): their records from the events, page by page at start (repeatable; nothing to do once filled, which the
 * partial index `rm_version_unfilled_idx` answers at once). The rows are written again as the projector writes them,
 * each found by its primary key (`ON CONFLICT`), so no plan depends on the tables' statistics.
 */
export const fillImportedRecords = async (tx: SqlExecutor): Promise<void> => {
  let after = -1;
  for (;;) {
    const { rows } = await tx.query<{ position: string | number }>(
      `SELECT DISTINCT position FROM rm_version WHERE alive AND record IS NULL AND position > $1 ORDER BY position LIMIT ${FILL_PAGE}`,
      [after],
    );
    if (rows.length === 0) return;
    const positions = rows.map((r) => Number(r.position));
    const events = await tx.query<{ global_position: string | number; stream_id: string; event_type: string; data: unknown }>(
      `SELECT global_position, stream_id, event_type, data FROM es_events WHERE global_position = ANY($1::bigint[])`,
      [positions],
    );
    const filled = versionRowsOf(
      events.rows.map(
        (e) => ({ globalPosition: Number(e.global_position), streamId: e.stream_id, type: e.event_type, data: e.data }) as RecordedEvent,
      ),
    ).filter((row) => row.record);
    await insertVersionRows(tx, filled, 'fillRecord');
    after = positions[positions.length - 1]!;
  }
};
