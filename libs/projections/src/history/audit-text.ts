import type { RecordedEvent, SqlExecutor } from '@navnebase/event-store';
import { backfillFromEvents } from './audit-backfill.js';

/**
 * The audit log's search text (`rm_audit_text`): one row per audited event (register and users streams) with what
 * its audit entry shows and a user would search for — the user's name, the remark, the touched names with their
 * authors, the touched taxa's vernacular names, and for users' events the profile's names, e-mail, institution and
 * permitted names. Not the whole event: an import batch gives its source and import id, and its names only when the
 * batch is small (`IMPORT_NAMES_LIMIT`). Searched with a trigram index, so the filter reads only matching events.
 */
export const AUDIT_TEXT_SCHEMA = `
CREATE TABLE IF NOT EXISTS rm_audit_text (
  position bigint PRIMARY KEY,
  text text NOT NULL
);
`;

/** The streams whose events the audit lists. */
const AUDITED_STREAMS: ReadonlySet<string> = new Set(['register', 'users']);

/** Import batches touching more records than this are searched by their source and import id only. */
export const IMPORT_NAMES_LIMIT = 200;

const IMPORTS: ReadonlySet<string> = new Set(['TaxaImported', 'VernacularNamesImported']);

type Image = Record<string, unknown> | null | undefined;
interface Change {
  before?: Image;
  after?: Image;
}

const strings = (...values: unknown[]): string[] => values.filter((v): v is string => typeof v === 'string' && v.length > 0);

const nameTerms = (image: Image): string[] => (image ? strings(image.scientificName, image.author) : []);

const taxonTerms = (image: Image): string[] =>
  image && Array.isArray(image.vernacularNames)
    ? strings(...(image.vernacularNames as { vernacularName?: unknown }[]).map((v) => v?.vernacularName))
    : [];

const profileTerms = (profile: Image): string[] =>
  profile
    ? [
        ...strings(profile.firstName, profile.lastName, profile.email, profile.institution),
        ...(Array.isArray(profile.userPermissions)
          ? strings(...(profile.userPermissions as { nameString?: unknown }[]).map((p) => p?.nameString))
          : []),
      ]
    : [];

/** The search text of one event; undefined for events the audit does not list. Pure. */
export const auditTextOf = (event: Pick<RecordedEvent, 'streamId' | 'type' | 'data' | 'metadata'>): string | undefined => {
  if (!AUDITED_STREAMS.has(event.streamId)) return undefined;
  const metadata = (event.metadata ?? {}) as Record<string, unknown>;
  const data = (event.data ?? {}) as Record<string, unknown>;
  const terms = strings(metadata.userName, metadata.remark);
  if (event.streamId === 'users') {
    terms.push(...profileTerms(data.profile as Image), ...profileTerms(data.before as Image), ...profileTerms(data.after as Image));
    terms.push(...strings(data.issuer, data.subject));
  } else {
    const effects = (data.effects ?? {}) as { names?: Change[]; taxa?: Change[] };
    const names = effects.names ?? [];
    const taxa = effects.taxa ?? [];
    if (IMPORTS.has(event.type)) terms.push(...strings(data.source, data.importId));
    if (!IMPORTS.has(event.type) || names.length + taxa.length <= IMPORT_NAMES_LIMIT) {
      for (const c of names) terms.push(...nameTerms(c.before), ...nameTerms(c.after));
      for (const c of taxa) terms.push(...taxonTerms(c.before), ...taxonTerms(c.after));
      // names the operation meant something for without changing their record (the surviving main name of a merge)
      const history = (data.history ?? []) as { dataBefore?: Image[]; dataAfter?: Image[] }[];
      for (const h of history) for (const item of [...(h.dataBefore ?? []), ...(h.dataAfter ?? [])]) terms.push(...nameTerms(item));
    }
  }
  return [...new Set(terms)].join('\n');
};

const CHUNK = 2000;

/** The search texts of a run of events (events of other streams are skipped). */
export const writeAuditTexts = async (
  tx: SqlExecutor,
  events: readonly Pick<RecordedEvent, 'globalPosition' | 'streamId' | 'type' | 'data' | 'metadata'>[],
) => {
  const rows: { position: number; text: string }[] = [];
  for (const event of events) {
    const text = auditTextOf(event);
    if (text !== undefined) rows.push({ position: event.globalPosition, text });
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.query(
      `INSERT INTO rm_audit_text (position, text) SELECT x.position, x.text FROM jsonb_to_recordset($1::jsonb) AS x(position bigint, text text)
       ON CONFLICT (position) DO NOTHING`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
};

/**
 * Read models projected before `rm_audit_text` existed: its rows up to the checkpoint, from the events themselves
 * (page by page; repeatable, as rows already there are kept).
 */
export const backfillAuditTexts = (tx: SqlExecutor, projection: string): Promise<void> =>
  backfillFromEvents(tx, projection, 'rm_audit_text', (events) => writeAuditTexts(tx, events));
