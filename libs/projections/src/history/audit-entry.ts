import { REGISTER_STREAM, scientificNameWithAuthor, USERS_STREAM, type OperationMetadata } from '@navnebase/domain';
import type { AuditEntry, AuditRecord } from '../read-models.js';

/** The operations the audit log knows, with their Norwegian labels (register and users streams). */
export const AUDIT_OPERATIONS = {
  TaxaImported: 'Import av taksa',
  VernacularNamesImported: 'Import av populærnavn',
  TaxonAdded: 'Nytt takson',
  ScientificNameAdded: 'Nytt vitenskapelig navn',
  ScientificNameEdited: 'Vitenskapelig navn redigert',
  VernacularNamesUpdated: 'Populærnavn endret',
  TaxaMerged: 'Taksa slått sammen',
  TaxonNamesRearranged: 'Navn omorganisert',
  TaxonSwapped: 'Navn byttet',
  TaxonSplit: 'Takson splittet',
  SubtreeTransferred: 'Flyttet til ny overordnet',
  ScientificNameDeleted: 'Vitenskapelig navn slettet',
  UserAdded: 'Bruker lagt til',
  UserUpdated: 'Bruker endret',
  UserPasswordSet: 'Passord satt',
  UserExternalLoginLinked: 'Ekstern innlogging koblet',
} as const;

export type AuditOperation = keyof typeof AUDIT_OPERATIONS;
export const isAuditOperation = (type: string): type is AuditOperation => Object.hasOwn(AUDIT_OPERATIONS, type);

/** The streams the audit reads. */
export const AUDIT_STREAMS = [REGISTER_STREAM, USERS_STREAM] as const;

export interface StoredAuditEvent {
  readonly globalPosition: number;
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Partial<OperationMetadata>;
  readonly recordedAt: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The keys of records of one shape, sorted once (an import batch creates thousands of records of a few shapes). */
const keyOrders = new Map<string, readonly string[]>();
const sortedKeys = (image: Record<string, unknown>): string[] => {
  const keys = Object.keys(image);
  const shape = keys.join('\n');
  let sorted = keyOrders.get(shape);
  if (!sorted) {
    sorted = [...keys].sort();
    if (keyOrders.size < 1000) keyOrders.set(shape, sorted);
  }
  return [...sorted];
};

/** Fields that differ between two images; every field of the one present when the other is null. */
export const changedFields = (before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] => {
  if (before === null || after === null) return sortedKeys(before ?? after ?? {});
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !same(before[key], after[key])).sort();
};

type Image = Record<string, unknown> & { id?: number };
interface Change {
  before: Image | null;
  after: Image | null;
}

/** A register event's record changes. */
const effectsOf = (data: Record<string, unknown>): { names: readonly Change[]; taxa: readonly Change[] } => {
  const effects = (data.effects ?? {}) as { names?: Change[]; taxa?: Change[] };
  return { names: effects.names ?? [], taxa: effects.taxa ?? [] };
};

/**
 * The records an entry lists (at most `limit`): every record of a users event; of a register event the touched
 * records whose fields changed, in the event's order. The changed fields are worked out only for the records up to
 * the limit's (an import batch touches thousands, and a page lists 50). `count`: the records the event touched.
 */
const recordsOf = (event: StoredAuditEvent, limit: number): { records: AuditRecord[]; count: number } => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (event.streamId === USERS_STREAM) {
    const userId = Number(data.userId);
    const record = ((): AuditRecord => {
      if (event.type === 'UserAdded')
        return { kind: 'user', id: userId, before: null, after: data.profile as Image, changedFields: changedFields(null, data.profile as Image) };
      if (event.type === 'UserUpdated') {
        const before = data.before as Image;
        const after = data.after as Image;
        return { kind: 'user', id: userId, before, after, changedFields: changedFields(before, after) };
      }
      const { userId: _omit, ...rest } = data;
      return { kind: 'user', id: userId, before: null, after: null, changedFields: Object.keys(rest).sort() };
    })();
    return { records: limit > 0 ? [record] : [], count: 1 };
  }
  const { names, taxa } = effectsOf(data);
  const records: AuditRecord[] = [];
  for (const [kind, changes] of [
    ['name', names],
    ['taxon', taxa],
  ] as const) {
    for (const change of changes) {
      if (records.length >= limit) break;
      const fields = changedFields(change.before, change.after);
      if (fields.length > 0)
        records.push({ kind, id: Number((change.after ?? change.before)?.id), before: change.before, after: change.after, changedFields: fields });
    }
  }
  return { records, count: names.length + taxa.length };
};

/** A name record's image (as stored in an event) as the register writes it with its author. */
const fullName = (image: Image): string =>
  scientificNameWithAuthor({ scientificName: String(image.scientificName ?? ''), author: typeof image.author === 'string' ? image.author : '' });

type HistoryItem = { scientificNameId: number; dataBefore?: Image[]; dataAfter?: Image[] };

/**
 * The names an operation meant something for without changing their record (the surviving main name of a merge):
 * from the event's change log, each once, leaving out the ids in `known` (its touched names).
 */
export const untouchedNames = (event: StoredAuditEvent, known: ReadonlySet<number>): AuditEntry['scientificNames'] => {
  const history = ((event.data ?? {}) as { history?: HistoryItem[] }).history ?? [];
  const names = new Map<number, string>();
  for (const h of history) {
    if (known.has(h.scientificNameId) || names.has(h.scientificNameId)) continue;
    const item = [...(h.dataAfter ?? []), ...(h.dataBefore ?? [])].find((i) => i.scientificNameId === h.scientificNameId);
    if (item) names.set(h.scientificNameId, String(item.scientificName ?? ''));
  }
  return [...names].map(([scientificNameId, scientificName]) => ({ scientificNameId, scientificName }));
};

/**
 * The audit's view of one stored event: who, when, why, which names, and every touched record before and after with
 * the changed fields marked. Pure; `recordLimit` keeps list pages small (imports touch thousands of records), and
 * only that many records and names are worked out.
 */
export const auditEntryOf = (event: StoredAuditEvent, recordLimit = Number.POSITIVE_INFINITY): AuditEntry => {
  const { records, count } = recordsOf(event, recordLimit);
  // the touched names first, in the event's order, then the names its change log adds
  const names = new Map<number, string>();
  const touched = new Set<number>();
  if (event.streamId !== USERS_STREAM) {
    for (const change of effectsOf((event.data ?? {}) as Record<string, unknown>).names) {
      const id = Number((change.after ?? change.before)?.id);
      touched.add(id);
      if (names.size < recordLimit && !names.has(id)) names.set(id, fullName((change.after ?? change.before)!));
    }
  }
  for (const { scientificNameId, scientificName } of untouchedNames(event, touched)) {
    if (names.size >= recordLimit) break;
    names.set(scientificNameId, scientificName);
  }
  const m = event.metadata;
  return {
    position: event.globalPosition,
    stream: event.streamId,
    operation: event.type,
    operationLabel: isAuditOperation(event.type) ? AUDIT_OPERATIONS[event.type] : event.type,
    time: m.time ?? event.recordedAt,
    recordedAt: event.recordedAt,
    userId: m.userId ?? '',
    userName: m.userName ?? '',
    remark: m.remark ?? '',
    commandId: m.commandId ?? '',
    correlationId: m.correlationId ?? '',
    scientificNames: [...names].map(([scientificNameId, scientificName]) => ({ scientificNameId, scientificName })),
    records,
    recordCount: count,
  };
};
