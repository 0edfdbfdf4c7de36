import type { OperationMetadata } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { feedHead } from '@navnebase/projections';
import { AUDIT_STREAMS, auditEntryOf, type AuditEntry, type AuditOperation } from './audit-entry.js';

export interface AuditFilter {
  /** Inclusive lower bound of the time the event was recorded (ISO). */
  readonly from?: string;
  /** Exclusive upper bound (ISO). */
  readonly to?: string;
  /** The acting user's id, or a part of the user's name. */
  readonly user?: string;
  readonly types?: readonly AuditOperation[];
  /** Only events that touched this taxon's subtree, as it stood when the event happened. */
  readonly subtreeTaxonId?: number;
  /**
   * A part of the remark, the user's name, or a scientific name, author or vernacular name the event touched (for a
   * user's event: the profile's names, e-mail, institution and permitted names; for a large import batch: its source).
   */
  readonly text?: string;
}

export interface AuditQuery extends AuditFilter {
  /** Read positions below this one (newest first); undefined: from the newest. */
  readonly before?: number;
  readonly limit: number;
  /** Records listed per entry (the entry keeps the total). */
  readonly recordLimit?: number;
}

export interface AuditPage {
  readonly entries: AuditEntry[];
  /** The position to read below next time, or null when the log ends here. */
  readonly next: number | null;
}

interface Row {
  global_position: string | number;
  stream_id: string;
  event_type: string;
  data: unknown;
  metadata: Partial<OperationMetadata>;
  recorded_at: Date | string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a filter (positions and paging apart); parameters are appended to `params`. */
const whereOf = (filter: AuditFilter, params: unknown[]): string => {
  const where = [`e.stream_id IN (SELECT jsonb_array_elements_text($${params.push(JSON.stringify(AUDIT_STREAMS))}::jsonb))`];
  if (filter.from) where.push(`e.recorded_at >= $${params.push(filter.from)}::timestamptz`);
  if (filter.to) where.push(`e.recorded_at < $${params.push(filter.to)}::timestamptz`);
  if (filter.user) {
    const exact = params.push(filter.user);
    const like = params.push(`%${escapeLike(filter.user)}%`);
    where.push(`(e.metadata->>'userId' = $${exact} OR e.metadata->>'userName' ILIKE $${like})`);
  }
  if (filter.types) where.push(`e.event_type IN (SELECT jsonb_array_elements_text($${params.push(JSON.stringify(filter.types))}::jsonb))`);
  if (filter.subtreeTaxonId !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM rm_feed f WHERE f.position = e.global_position AND f.taxa @> ARRAY[$${params.push(filter.subtreeTaxonId)}::bigint])`,
    );
  if (filter.text) {
    const like = params.push(`%${escapeLike(filter.text)}%`);
    // The search text the projector keeps per event (see rm_audit_text): names, authors, vernacular names, remark, user.
    where.push(`e.global_position IN (SELECT a.position FROM rm_audit_text a WHERE a.text ILIKE $${like})`);
  }
  return where.join(' AND ');
};

const entryOf = (r: Row, recordLimit?: number): AuditEntry =>
  auditEntryOf(
    {
      globalPosition: Number(r.global_position),
      streamId: r.stream_id,
      type: r.event_type,
      data: r.data,
      metadata: r.metadata,
      recordedAt: r.recorded_at instanceof Date ? r.recorded_at.toISOString() : new Date(r.recorded_at).toISOString(),
    },
    recordLimit,
  );

/**
 * One page of the audit log, newest first, read from the event store up to the read models' checkpoint (so the
 * subtree filter, which uses the change feed's parent links of each event, sees every event it lists).
 */
export const readAuditPage = async (sql: SqlClient, query: AuditQuery): Promise<AuditPage> => {
  const head = await feedHead(sql);
  const params: unknown[] = [Math.min(head, (query.before ?? Number.MAX_SAFE_INTEGER) - 1)];
  const where = whereOf(query, params);
  const limit = params.push(query.limit + 1);
  const { rows } = await sql.query<Row>(
    `SELECT e.global_position, e.stream_id, e.event_type, e.data, e.metadata, e.recorded_at FROM es_events e
     WHERE e.global_position <= $1 AND ${where} ORDER BY e.global_position DESC LIMIT $${limit}`,
    params,
  );
  const more = rows.length > query.limit;
  const entries = rows.slice(0, query.limit).map((r) => entryOf(r, query.recordLimit));
  return { entries, next: more ? entries[entries.length - 1]!.position : null };
};

/** One entry with all its records; undefined when the position holds no audited event (or is not yet projected). */
export const readAuditEntry = async (sql: SqlClient, position: number): Promise<AuditEntry | undefined> => {
  const head = await feedHead(sql);
  if (position > head) return undefined;
  const params: unknown[] = [position];
  const where = whereOf({}, params);
  const { rows } = await sql.query<Row>(
    `SELECT e.global_position, e.stream_id, e.event_type, e.data, e.metadata, e.recorded_at FROM es_events e WHERE e.global_position = $1 AND ${where}`,
    params,
  );
  return rows[0] ? entryOf(rows[0]) : undefined;
};

/** Every entry of a filter, newest first, page by page (for the export job); `each` gets entries with all records. */
export const forEachAuditEntry = async (
  sql: SqlClient,
  filter: AuditFilter,
  each: (entries: AuditEntry[]) => Promise<void> | void,
): Promise<void> => {
  let before: number | undefined;
  for (;;) {
    const page = await readAuditPage(sql, { ...filter, ...(before !== undefined ? { before } : {}), limit: 500 });
    await each(page.entries);
    if (page.next === null) return;
    before = page.next;
  }
};

/** How many entries a filter matches (up to the checkpoint): the export's progress is measured against it. */
export const countAuditEntries = async (sql: SqlClient, filter: AuditFilter): Promise<number> => {
  const head = await feedHead(sql);
  const params: unknown[] = [head];
  const where = whereOf(filter, params);
  const { rows } = await sql.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM es_events e WHERE e.global_position <= $1 AND ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
};
