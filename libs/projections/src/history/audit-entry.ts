import { REGISTER_STREAM, USERS_STREAM, type OperationMetadata } from '@navnebase/domain';
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

const recordsOf = (event: StoredAuditEvent): AuditRecord[] => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (event.streamId === USERS_STREAM) {
    const userId = Number(data.userId);
    if (event.type === 'UserAdded')
      return [{ kind: 'user', id: userId, before: null, after: data.profile as Image, changedFields: changedFields(null, data.profile as Image) }];
    if (event.type === 'UserUpdated') {
      const before = data.before as Image;
      const after = data.after as Image;
      return [{ kind: 'user', id: userId, before, after, changedFields: changedFields(before, after) }];
    }
    const { userId: _omit, ...rest } = data;
    return [{ kind: 'user', id: userId, before: null, after: null, changedFields: Object.keys(rest).sort() }];
  }
  const effects = (data.effects ?? {}) as { names?: Change[]; taxa?: Change[] };
  const of = (kind: 'name' | 'taxon', change: Change): AuditRecord => ({
    kind,
    id: Number((change.after ?? change.before)?.id),
    before: change.before,
    after: change.after,
    changedFields: changedFields(change.before, change.after),
  });
  return [...(effects.names ?? []).map((c) => of('name', c)), ...(effects.taxa ?? []).map((c) => of('taxon', c))];
};

const fullName = (image: Image): string => {
  const name = String(image.scientificName ?? '');
  return typeof image.author === 'string' && image.author ? `${name} ${image.author}` : name;
};

/**
 * The audit's view of one stored event: who, when, why, which names, and every touched record before and after with
 * the changed fields marked. Pure; `recordLimit` keeps list pages small (imports touch thousands of records).
 */
export const auditEntryOf = (event: StoredAuditEvent, recordLimit = Number.POSITIVE_INFINITY): AuditEntry => {
  const records = recordsOf(event);
  const names = new Map<number, string>();
  for (const r of records) {
    if (r.kind !== 'name') continue;
    for (const image of [r.after, r.before]) if (image && !names.has(r.id)) names.set(r.id, fullName(image as Image));
  }
  // Names the operation meant something for without changing their record (the surviving main name of a merge)
  const history = ((event.data ?? {}) as { history?: { scientificNameId: number; dataBefore?: Image[]; dataAfter?: Image[] }[] }).history ?? [];
  for (const h of history) {
    if (names.has(h.scientificNameId)) continue;
    const item = [...(h.dataAfter ?? []), ...(h.dataBefore ?? [])].find((i) => i.scientificNameId === h.scientificNameId);
    if (item) names.set(h.scientificNameId, String(item.scientificName ?? ''));
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
    scientificNames: [...names].slice(0, recordLimit).map(([scientificNameId, scientificName]) => ({ scientificNameId, scientificName })),
    records: records.filter((r) => r.changedFields.length > 0 || r.kind === 'user').slice(0, recordLimit),
    recordCount: records.length,
  };
};
