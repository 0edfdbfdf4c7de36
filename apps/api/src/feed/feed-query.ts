import { Errors } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { decodeCursor, FEED_KINDS, kindOfType, type FeedKind } from '@navnebase/projections';
import { parseScientificNameId } from '../common/ids.js';

export const FEED_PAGE_DEFAULT = 100;
export const FEED_PAGE_MAX = 1000;

export interface FeedParams {
  readonly after: number;
  readonly limit: number;
  readonly subtreeTaxonId?: number;
  readonly subtree?: number;
  readonly kinds?: FeedKind[];
}

/** A cursor from `after` or `Last-Event-ID` (empty: from the beginning). */
export const parseCursor = (cursor: string | undefined, field = 'after'): number => {
  if (cursor === undefined || cursor === '') return 0;
  const position = decodeCursor(cursor);
  if (position === undefined) throw Errors.invalidRequest('Ukjent markør. Bruk verdien «next» eller «position» fra feeden.', field);
  return position;
};

export const parseLimit = (limit: string | undefined): number => {
  if (limit === undefined || limit === '') return FEED_PAGE_DEFAULT;
  const n = Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > FEED_PAGE_MAX)
    throw Errors.invalidRequest(`Ugyldig antall. Bruk et heltall fra 1 til ${FEED_PAGE_MAX}.`, 'limit');
  return n;
};

/** Kinds (`name.moved`) or full CloudEvents types, comma-separated. */
export const parseTypes = (types: string | undefined): FeedKind[] | undefined => {
  if (types === undefined || types.trim() === '') return undefined;
  return types.split(',').map((t) => {
    const kind = kindOfType(t.trim());
    if (!kind) throw Errors.invalidRequest(`Ukjent hendelsestype «${t.trim()}». Kjente typer: ${FEED_KINDS.join(', ')}.`, 'types');
    return kind;
  });
};

/** The taxon a subtree's scientific name belongs to now; 404 when the name is unknown. */
export const resolveSubtree = async (sql: SqlClient, subtree: string | undefined): Promise<{ subtree: number; taxonId: number } | undefined> => {
  if (subtree === undefined || subtree === '') return undefined;
  const id = parseScientificNameId(subtree);
  const { rows } = await sql.query<{ taxon_id: string | number }>(`SELECT taxon_id FROM rm_name WHERE scientific_name_id = $1`, [id]);
  if (!rows[0]) throw Errors.nameNotFound(id);
  return { subtree: id, taxonId: Number(rows[0].taxon_id) };
};

export const parseFeedParams = async (
  sql: SqlClient,
  query: { after?: string; limit?: string; subtree?: string; types?: string },
  lastEventId?: string,
): Promise<FeedParams> => {
  const after = parseCursor(query.after || lastEventId, query.after ? 'after' : 'Last-Event-ID');
  const limit = parseLimit(query.limit);
  const kinds = parseTypes(query.types);
  const scope = await resolveSubtree(sql, query.subtree);
  return { after, limit, ...(scope ? { subtree: scope.subtree, subtreeTaxonId: scope.taxonId } : {}), ...(kinds ? { kinds } : {}) };
};
