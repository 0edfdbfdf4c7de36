import type { OperationMetadata } from '@navnebase/domain';
import type { RecordedEvent, SqlExecutor } from '@navnebase/event-store';
import type { AuditEntry } from '../read-models.js';
import { backfillFromEvents } from './audit-backfill.js';
import { AUDIT_STREAMS, auditEntryOf, untouchedNames, type StoredAuditEvent } from './audit-entry.js';

/**
 * The audit log (`rm_audit`): one row per audited event (register and users streams), written by the projector in
 * the same transaction as the checkpoint, so the log reads the read side whatever the event store is. Each row holds
 * the columns the filters need (stream, type, time, user) and the entry as the list page shows it (`entry`, JSON text
 * made once by `auditEntryOf`, its records and names cut at `AUDIT_LIST_RECORDS`). When that cut left something out
 * (an import batch touches thousands of records) the row is not `complete`: the whole entry is made again at reading
 * from the records' versions (`rm_version`: the image after the event, and the record's version before it), taken in
 * the order the event gave them (`name_ids`, `taxon_ids`), and the names the records do not give (`names`). The
 * register events' ids also give the change feed the records of an import batch, which its rows do not copy.
 */
export const AUDIT_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_audit (
  position bigint PRIMARY KEY,
  stream text NOT NULL,
  type text NOT NULL,
  recorded_at timestamptz NOT NULL,
  user_id text NOT NULL,
  user_name text NOT NULL,
  entry json NOT NULL,
  complete boolean NOT NULL,
  name_ids bigint[],
  taxon_ids bigint[],
  names json
);
`;

/** Records (and names) an entry lists on a page of the log; the entry's own route lists them all. */
export const AUDIT_LIST_RECORDS = 50;

const AUDITED: ReadonlySet<string> = new Set(AUDIT_STREAMS);

export interface AuditRow {
  readonly position: number;
  readonly stream: string;
  readonly type: string;
  readonly recordedAt: string;
  readonly userId: string;
  readonly userName: string;
  /** The entry as a page of the log lists it (JSON text). */
  readonly entry: string;
  /** The entry holds every record and name of the event. */
  readonly complete: boolean;
  /** A register event's touched names and taxa, in the event's order. */
  readonly nameIds: number[] | null;
  readonly taxonIds: number[] | null;
  /** A register event: the names its entry lists that are not among its records (JSON text). */
  readonly names: string | null;
}

interface Change {
  readonly before?: { id: number } | null;
  readonly after?: { id: number } | null;
}
interface Effects {
  readonly names?: readonly Change[];
  readonly taxa?: readonly Change[];
}

const idOf = (change: Change) => Number((change.after ?? change.before)?.id);

/** The audit row of one event; undefined for events of streams the audit does not list. Pure. */
export const auditRowOf = (
  event: Pick<RecordedEvent, 'globalPosition' | 'streamId' | 'type' | 'data' | 'metadata' | 'recordedAt'>,
): AuditRow | undefined => {
  if (!AUDITED.has(event.streamId)) return undefined;
  const stored: StoredAuditEvent = {
    globalPosition: event.globalPosition,
    streamId: event.streamId,
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as Partial<OperationMetadata>,
    recordedAt: new Date(event.recordedAt).toISOString(),
  };
  // One more than a page lists: enough to tell whether the page's entry is the whole entry.
  const listed = auditEntryOf(stored, AUDIT_LIST_RECORDS + 1);
  const complete = listed.records.length <= AUDIT_LIST_RECORDS && listed.scientificNames.length <= AUDIT_LIST_RECORDS;
  const list: AuditEntry = complete
    ? listed
    : { ...listed, scientificNames: listed.scientificNames.slice(0, AUDIT_LIST_RECORDS), records: listed.records.slice(0, AUDIT_LIST_RECORDS) };
  const effects = event.streamId === 'register' ? (((event.data ?? {}) as { effects?: Effects }).effects ?? {}) : undefined;
  const nameIds = effects ? (effects.names ?? []).map(idOf) : null;
  const names = nameIds ? JSON.stringify(untouchedNames(stored, new Set(nameIds))) : null;
  return {
    position: event.globalPosition,
    stream: event.streamId,
    type: event.type,
    recordedAt: stored.recordedAt,
    userId: listed.userId,
    userName: listed.userName,
    entry: JSON.stringify(list),
    complete,
    nameIds,
    taxonIds: effects ? (effects.taxa ?? []).map(idOf) : null,
    names,
  };
};

const arrayLiteral = (ids: readonly number[] | null) => (ids === null ? null : `{${ids.join(',')}}`);

/** Rows per statement (an import batch's row holds thousands of ids). */
const CHUNK = 500;

/** The audit rows of a run of events (events of other streams are skipped). */
export const writeAuditRows = async (
  tx: SqlExecutor,
  events: readonly Pick<RecordedEvent, 'globalPosition' | 'streamId' | 'type' | 'data' | 'metadata' | 'recordedAt'>[],
): Promise<void> => {
  const rows: AuditRow[] = [];
  for (const event of events) {
    const row = auditRowOf(event);
    if (row) rows.push(row);
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(
      `INSERT INTO rm_audit (position, stream, type, recorded_at, user_id, user_name, entry, complete, name_ids, taxon_ids, names)
       SELECT x.position, x.stream, x.type, x."recordedAt", x."userId", x."userName", x.entry::json, x.complete,
              x."nameIds"::bigint[], x."taxonIds"::bigint[],
              x.names::json
       FROM json_to_recordset($1::json) AS x(position bigint, stream text, type text, "recordedAt" timestamptz, "userId" text,
         "userName" text, entry text, complete boolean, "nameIds" text, "taxonIds" text, names text)
       ON CONFLICT (position) DO NOTHING`,
      // (the ids as array literals: PostgreSQL reads them faster than JSON arrays taken apart)
      [JSON.stringify(rows.slice(i, i + CHUNK).map((r) => ({ ...r, nameIds: arrayLiteral(r.nameIds), taxonIds: arrayLiteral(r.taxonIds) })))],
    );
  }
};

/**
 * Read models projected before `rm_audit` existed: its rows up to the checkpoint, from the SQL store's events (page
 * by page; repeatable, as rows already there are kept). With another event store the table is filled by a rebuild.
 */
export const backfillAuditRows = (tx: SqlExecutor, projection: string): Promise<void> =>
  backfillFromEvents(tx, projection, 'rm_audit', (events) => writeAuditRows(tx, events));

type Image = Record<string, unknown>;

/** A register event's records before and after it, as its `effects` list them. */
export interface EventEffects {
  readonly names: { before: Image | null; after: Image | null }[];
  readonly taxa: { before: Image | null; after: Image | null }[];
}

/**
 * The records register events touched, in the events' order, from the read side: the image after each event from
 * its `rm_version` row, and with `withBefore` the image before it (the record's version before the event; null for a
 * record the event created). Each a primary-key lookup. Events without an `rm_audit` row are missing from the map.
 */
export const effectsAt = async (sql: SqlExecutor, positions: readonly number[], withBefore: boolean): Promise<Map<number, EventEffects>> => {
  const effects = new Map<number, EventEffects>();
  if (positions.length === 0) return effects;
  const { rows } = await sql.query<{ position: string | number; k: 'n' | 't' | null; record: Image | null; before?: Image | null }>(
    `SELECT a.position, u.k, v.record${withBefore ? ', b.record AS before' : ''}
     FROM rm_audit a
     LEFT JOIN LATERAL (
       SELECT 'n'::text AS k, n.id, n.ord FROM unnest(a.name_ids) WITH ORDINALITY AS n(id, ord)
       UNION ALL SELECT 't'::text, t.id, t.ord FROM unnest(a.taxon_ids) WITH ORDINALITY AS t(id, ord)) u ON true
     LEFT JOIN rm_version v ON v.kind = u.k AND v.id = u.id AND v.position = a.position
     ${
       withBefore
         ? `LEFT JOIN LATERAL (SELECT p.record FROM rm_version p WHERE p.kind = u.k AND p.id = u.id AND p.position < a.position
                               ORDER BY p.position DESC LIMIT 1) b ON true`
         : ''
     }
     WHERE a.position = ANY($1::bigint[]) AND a.stream = 'register'
     ORDER BY a.position, u.k, u.ord`,
    [[...positions]],
  );
  for (const r of rows) {
    const position = Number(r.position);
    let found = effects.get(position);
    if (!found) effects.set(position, (found = { names: [], taxa: [] }));
    // (an event that touched no record has one row without a kind)
    if (r.k) (r.k === 'n' ? found.names : found.taxa).push({ before: r.before ?? null, after: r.record ?? null });
  }
  return effects;
};

export interface StoredAuditRow {
  readonly position: number;
  /** The entry as a page of the log lists it. */
  readonly entry: AuditEntry;
  readonly complete: boolean;
  /** A register event's names its entry lists that are not among its records. */
  readonly names: { scientificNameId: number; scientificName: string }[] | null;
}

/**
 * Whole entries of audit rows: a complete row's entry as it is; the others made again from the records' versions
 * by the same `auditEntryOf` that made the row (so they equal what the event itself gives).
 */
export const wholeAuditEntries = async (sql: SqlExecutor, rows: readonly StoredAuditRow[]): Promise<AuditEntry[]> => {
  const partial = rows.filter((r) => !r.complete);
  const effects = await effectsAt(
    sql,
    partial.map((r) => r.position),
    true,
  );
  return rows.map((row) => {
    if (row.complete) return row.entry;
    const e = row.entry;
    const found = effects.get(row.position) ?? { names: [], taxa: [] };
    const history = (row.names ?? []).map((n) => ({ scientificNameId: n.scientificNameId, dataAfter: [n] }));
    return auditEntryOf({
      globalPosition: e.position,
      streamId: e.stream,
      type: e.operation,
      data: { effects: found, history },
      metadata: {
        time: e.time,
        userId: e.userId,
        userName: e.userName,
        remark: e.remark,
        commandId: e.commandId,
        correlationId: e.correlationId,
      } as Partial<OperationMetadata>,
      recordedAt: e.recordedAt,
    });
  });
};
