import { Errors } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { decodeCursor } from '@navnebase/projections';
import { resolveSubtree } from '../feed/feed-query.js';
import { AUDIT_OPERATIONS, isAuditOperation, type AuditOperation } from './audit-entry.js';
import type { AuditFilter } from './audit-query.js';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO date or date-time as an instant. A date alone is the start of that day (UTC); as an upper bound (`endOfDay`)
 * it is the start of the next day, so `to=2026-01-31` includes the 31st.
 */
export const parseInstant = (value: string, field: string, endOfDay = false): string => {
  const text = value.trim();
  const ok = (DATE.test(text) || DATE_TIME.test(text)) && !Number.isNaN(Date.parse(text));
  if (!ok) throw Errors.invalidRequest(`Ugyldig tidspunkt i «${field}». Bruk ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTtt:mm:ssZ.`, field);
  const instant = new Date(DATE.test(text) ? `${text}T00:00:00.000Z` : text);
  if (DATE.test(text) && endOfDay) instant.setUTCDate(instant.getUTCDate() + 1);
  return instant.toISOString();
};

export interface AuditRequestQuery {
  from?: string;
  to?: string;
  user?: string;
  type?: string;
  subtree?: string;
  text?: string;
  after?: string;
  limit?: string;
}

const present = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The filter of an audit request (shared by the list and the export); every bad value is a 400 in Norwegian. */
export const parseAuditFilter = async (sql: SqlClient, q: AuditRequestQuery): Promise<AuditFilter & { subtree?: number }> => {
  const from = present(q.from) ? parseInstant(q.from, 'from') : undefined;
  const to = present(q.to) ? parseInstant(q.to, 'to', true) : undefined;
  if (from && to && from >= to) throw Errors.invalidRequest('Fra-tidspunktet må være før til-tidspunktet.', 'from');
  let types: AuditOperation[] | undefined;
  if (present(q.type)) {
    types = q.type.split(',').map((t) => {
      const type = t.trim();
      if (!isAuditOperation(type))
        throw Errors.invalidRequest(`Ukjent operasjon «${type}». Kjente operasjoner: ${Object.keys(AUDIT_OPERATIONS).join(', ')}.`, 'type');
      return type;
    });
  }
  if (present(q.text) && q.text.length > 200) throw Errors.invalidRequest('Søketeksten kan være høyst 200 tegn.', 'text');
  if (present(q.user) && q.user.length > 200) throw Errors.invalidRequest('Brukerfilteret kan være høyst 200 tegn.', 'user');
  const scope = present(q.subtree) ? await resolveSubtree(sql, q.subtree.trim()) : undefined;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(present(q.user) ? { user: q.user.trim() } : {}),
    ...(types ? { types } : {}),
    ...(scope ? { subtree: scope.subtree, subtreeTaxonId: scope.taxonId } : {}),
    ...(present(q.text) ? { text: q.text.trim() } : {}),
  };
};

export const parseAuditPaging = (q: AuditRequestQuery): { before?: number; limit: number } => {
  let before: number | undefined;
  if (present(q.after)) {
    before = decodeCursor(q.after.trim());
    if (before === undefined) throw Errors.invalidRequest('Ukjent markør. Bruk verdien «next» fra forrige side.', 'after');
  }
  let limit = AUDIT_PAGE_DEFAULT;
  if (present(q.limit)) {
    limit = Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_PAGE_MAX)
      throw Errors.invalidRequest(`Ugyldig antall. Bruk et heltall fra 1 til ${AUDIT_PAGE_MAX}.`, 'limit');
  }
  return { ...(before !== undefined ? { before } : {}), limit };
};
