import type { SqlClient } from '@navnebase/event-store';
import { AUDIT_LIST_RECORDS, feedHead, wholeAuditEntries } from '@navnebase/projections';
import type { AuditEntry, AuditOperation } from './audit-entry.js';

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
  position: string | number;
  entry: string;
  complete: boolean;
  names: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a filter over `rm_audit a` (positions and paging apart); parameters are appended to `params`. */
const whereOf = (filter: AuditFilter, params: unknown[]): string => {
  const where: string[] = [];
  if (filter.from) where.push(`a.recorded_at >= $${params.push(filter.from)}::timestamptz`);
  if (filter.to) where.push(`a.recorded_at < $${params.push(filter.to)}::timestamptz`);
  if (filter.user) {
    const exact = params.push(filter.user);
    const like = params.push(`%${escapeLike(filter.user)}%`);
    where.push(`(a.user_id = $${exact} OR a.user_name ILIKE $${like})`);
  }
  if (filter.types) where.push(`a.type IN (SELECT jsonb_array_elements_text($${params.push(JSON.stringify(filter.types))}::jsonb))`);
  if (filter.subtreeTaxonId !== undefined)
    where.push(`EXISTS (SELECT 1 FROM rm_feed f WHERE f.position = a.position AND f.taxa @> ARRAY[$${params.push(filter.subtreeTaxonId)}::bigint])`);
  if (filter.text) {
    const like = params.push(`%${escapeLike(filter.text)}%`);
    // The search text the projector keeps per event (see rm_audit_text): names, authors, vernacular names, remark, user.
    where.push(`a.position IN (SELECT t.position FROM rm_audit_text t WHERE t.text ILIKE $${like})`);
  }
  return where.length ? ` AND ${where.join(' AND ')}` : '';
};

const COLUMNS = `a.position, a.entry::text AS entry, a.complete, a.names::text AS names`;

/** The rows of a page (one more than the limit, to know whether the log goes on), newest first. */
const pageRows = async (sql: SqlClient, query: Omit<AuditQuery, 'recordLimit'>): Promise<Row[]> => {
  const params: unknown[] = [(query.before ?? Number.MAX_SAFE_INTEGER) - 1];
  const where = whereOf(query, params);
  const limit = params.push(query.limit + 1);
  // the checkpoint read in the same statement (one round trip a page)
  const { rows } = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM rm_audit a
     WHERE a.position <= LEAST($1::bigint, COALESCE((SELECT c.position FROM rm_checkpoint c WHERE c.projection = 'register'), 0))${where}
     ORDER BY a.position DESC LIMIT $${limit}`,
    params,
  );
  return rows;
};

const whole = (sql: SqlClient, rows: readonly Row[]): Promise<AuditEntry[]> =>
  wholeAuditEntries(
    sql,
    rows.map((r) => ({
      position: Number(r.position),
      entry: JSON.parse(r.entry) as AuditEntry,
      complete: r.complete,
      names: r.names === null ? null : (JSON.parse(r.names) as { scientificNameId: number; scientificName: string }[]),
    })),
  );

/**
 * One page of the audit log as the JSON texts of its entries (records and names cut at `AUDIT_LIST_RECORDS`), as the
 * projector stored them: the list route sends them as they are. Read from the read side (`rm_audit`) up to its
 * checkpoint, so the subtree filter, which uses the change feed's parent links of each event, sees every event listed.
 */
export const readAuditPageText = async (
  sql: SqlClient,
  query: Omit<AuditQuery, 'recordLimit'>,
): Promise<{ entries: string[]; next: number | null }> => {
  const rows = await pageRows(sql, query);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { entries: page.map((r) => r.entry), next: more ? Number(page[page.length - 1]!.position) : null };
};

/**
 * One page of the audit log, newest first: with `recordLimit` (at most `AUDIT_LIST_RECORDS`) the entries as a page
 * lists them, else whole (every record, for the export).
 */
export const readAuditPage = async (sql: SqlClient, query: AuditQuery): Promise<AuditPage> => {
  const rows = await pageRows(sql, query);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const entries =
    query.recordLimit === undefined
      ? await whole(sql, page)
      : page.map((r) => {
          const entry = JSON.parse(r.entry) as AuditEntry;
          const limit = Math.min(query.recordLimit!, AUDIT_LIST_RECORDS);
          return { ...entry, scientificNames: entry.scientificNames.slice(0, limit), records: entry.records.slice(0, limit) };
        });
  return { entries, next: more ? Number(page[page.length - 1]!.position) : null };
};

/** One entry with all its records; undefined when the position holds no audited event (or is not yet projected). */
export const readAuditEntry = async (sql: SqlClient, position: number): Promise<AuditEntry | undefined> => {
  const head = await feedHead(sql);
  if (position > head) return undefined;
  const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM rm_audit a WHERE a.position = $1`, [position]);
  return rows[0] ? (await whole(sql, rows))[0] : undefined;
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
  const { rows } = await sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM rm_audit a WHERE a.position <= $1${where}`, params);
  return Number(rows[0]?.n ?? 0);
};
