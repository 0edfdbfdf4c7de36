import type { RecordChange, RegisterEvent, ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import type { FeedEventData, FeedKind, FieldChange, PublicName, PublicSuccessor, PublicTaxon } from './public-contract.js';

/**
 * The feed projection: each register event becomes one public feed item (see `public-contract.ts`), with enough of
 * the tree around it to answer "was this record inside subtree S before the event, and after it?" later, for any S.
 *
 * The tree is kept as parent links: `before` holds every taxon on the path of a touched record before the event;
 * `after` only the links the event added or changed. The links come from the read model as it stood before the
 * event plus the events before it in the same batch (`links`, updated in place), so a row is the same however the
 * events were batched: a rebuild writes the same feed as the live projector.
 */

/** taxonId -> parentTaxonId (null at the top). */
export type ParentLinks = Record<string, number | null>;

export interface FeedTree {
  readonly before: ParentLinks;
  /**
   * Links that differ after the event, other than the event's own taxa (whose parents are in `data.taxa`); look up
   * `before` for the rest.
   */
  readonly after: ParentLinks;
  /** The taxon each touched name belonged to before the event. */
  readonly nameTaxaBefore: Record<string, number>;
  /** Taxa whose parent changed: what lies below each (and its own names), after the event. */
  entered?: Record<string, { taxa: PublicTaxon[]; names: PublicName[] }>;
}

export interface FeedRow {
  readonly position: number;
  readonly kind: FeedKind;
  readonly time: string;
  readonly subject: number | null;
  readonly data: FeedEventData;
  readonly tree: FeedTree;
}

const isUsable = (name: ScientificNameRecord | null | undefined): boolean => !!name && name.taxonomicStatus !== 'NotInUse';

export const publicName = (name: ScientificNameRecord): PublicName => ({
  scientificNameId: name.id,
  taxonId: name.taxonId,
  scientificName: name.scientificName,
  author: name.author,
  rank: name.rank,
  taxonomicStatus: name.taxonomicStatus as PublicName['taxonomicStatus'],
  nomenclaturalStatuses: name.nomenclaturalStatuses,
});

export const publicTaxon = (taxon: TaxonRecord): PublicTaxon => ({
  taxonId: taxon.id,
  parentTaxonId: taxon.parentId,
  existsInNorway: taxon.existsInNorway,
  vernacularNames: taxon.vernacularNames.map((v) => ({ vernacularName: v.vernacularName, language: v.languageIsoCode, status: v.status })),
});

const registerEvent = (recorded: RecordedEvent): RegisterEvent =>
  ({ type: recorded.type, data: recorded.data, metadata: recorded.metadata }) as RegisterEvent;

/** True when the event gives an existing taxon another parent (a transfer, or children taken over by a merge). */
export const movesTaxa = (recorded: RecordedEvent): boolean =>
  recorded.streamId === 'register' &&
  registerEvent(recorded).data.effects.taxa.some(({ before, after }) => before && after && before.parentId !== after.parentId);

/** Runs of register events in which no existing taxon changes parent, with each such event alone. */
export const segmentsOf = (events: readonly RecordedEvent[]): RecordedEvent[][] => {
  const segments: RecordedEvent[][] = [];
  let current: RecordedEvent[] = [];
  for (const event of events) {
    if (movesTaxa(event)) {
      if (current.length) segments.push(current);
      segments.push([event]);
      current = [];
    } else current.push(event);
  }
  if (current.length) segments.push(current);
  return segments;
};

/**
 * Every taxon id the events' records point at that the tables may hold before them (not the taxa they create): these and
 * their ancestors are needed to place the records.
 */
export const referencedTaxa = (events: readonly RecordedEvent[]): number[] => {
  const ids = new Set<number>();
  // Taxa the events create, unless they existed before (deleted, then made again): nothing to read for them.
  const created = new Set<number>();
  const existed = new Set<number>();
  const add = (id: number | null | undefined) => {
    if (id !== null && id !== undefined) ids.add(id);
  };
  for (const recorded of events) {
    if (recorded.streamId !== 'register') continue;
    const { effects } = registerEvent(recorded).data;
    for (const { before, after } of effects.taxa) {
      if (before) existed.add(before.id);
      else if (after && !existed.has(after.id)) created.add(after.id);
      add(before?.id);
      add(before?.parentId);
      add(after?.parentId);
    }
    for (const { before, after } of effects.names) {
      add(before?.taxonId);
      add(after?.taxonId);
    }
  }
  return [...ids].filter((id) => !created.has(id) || existed.has(id));
};

/** Taxa whose parent the event changes (their subtree moves with them). */
export const movedTaxa = (row: FeedRow): number[] =>
  row.data.taxa.filter((t) => String(t.taxonId) in row.tree.before && row.tree.before[t.taxonId] !== t.parentTaxonId).map((t) => t.taxonId);

const linkPath = (into: ParentLinks, links: ReadonlyMap<number, number | null>, start: number) => {
  let id: number | null | undefined = start;
  while (id !== null && id !== undefined && !(id in into)) {
    const parent = links.get(id);
    if (parent === undefined) return;
    into[id] = parent;
    id = parent;
  }
};

const NAME_FIELDS = ['scientificName', 'author', 'rank', 'taxonomicStatus', 'nomenclaturalStatuses', 'taxonId'] as const;

const fieldChanges = (names: readonly RecordChange<ScientificNameRecord>[]): FieldChange[] =>
  names.flatMap(({ before, after }) => {
    if (!before || !after || (before.taxonomicStatus === 'NotInUse' && after.taxonomicStatus === 'NotInUse')) return [];
    const fields: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of NAME_FIELDS) {
      if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) fields[field] = { before: before[field], after: after[field] };
    }
    return Object.keys(fields).length ? [{ scientificNameId: after.id, fields }] : [];
  });

const statusChanged = (names: readonly RecordChange<ScientificNameRecord>[]) =>
  names.some(({ before, after }) => before && after && before.taxonomicStatus !== after.taxonomicStatus);

/** The kind of change an event is, its subject (the main scientific name) and its type-specific fields. */
const meaningOf = (event: RegisterEvent): { kind: FeedKind; subject: number | null; extra: Partial<FeedEventData> } => {
  const { effects } = event.data;
  const moves = () =>
    effects.taxa
      .filter(({ before, after }) => before && after && before.parentId !== after.parentId)
      .map(({ before, after }) => ({ taxonId: after!.id, fromParentTaxonId: before!.parentId, toParentTaxonId: after!.parentId }));
  switch (event.type) {
    case 'TaxaImported':
    case 'VernacularNamesImported':
      return {
        kind: 'import.batch',
        subject: null,
        extra: { import: { importId: event.data.importId, source: event.data.source, batch: event.data.batch } },
      };
    case 'TaxonAdded':
    case 'ScientificNameAdded':
      return { kind: 'name.created', subject: event.data.scientificNameId, extra: {} };
    case 'ScientificNameEdited':
      return {
        kind: statusChanged(effects.names) ? 'name.status-changed' : 'name.changed',
        subject: event.data.scientificNameId,
        extra: { changes: fieldChanges(effects.names) },
      };
    case 'VernacularNamesUpdated':
      return { kind: 'vernacular-names.changed', subject: event.data.scientificNameId, extra: {} };
    case 'TaxaMerged':
      return {
        kind: 'taxa.merged',
        subject: event.data.mainScientificNameId,
        extra: { merges: event.data.mergedTaxonIds.map((fromTaxonId) => ({ fromTaxonId, toTaxonId: event.data.resultTaxonId })) },
      };
    case 'TaxonNamesRearranged':
      return { kind: 'name.status-changed', subject: event.data.mainScientificNameId, extra: { changes: fieldChanges(effects.names) } };
    case 'TaxonSwapped':
      return event.data.movedScientificNameId !== undefined
        ? { kind: 'name.moved', subject: event.data.movedScientificNameId, extra: { moves: moves(), changes: fieldChanges(effects.names) } }
        : { kind: 'name.status-changed', subject: event.data.mainScientificNameId, extra: { changes: fieldChanges(effects.names) } };
    case 'TaxonSplit':
      return {
        kind: 'taxon.split',
        subject: event.data.mainScientificNameIds[0] ?? null,
        extra: { split: { fromTaxonId: event.data.oldTaxonId, toTaxonIds: event.data.newTaxonIds, fallbackTaxonId: event.data.fallbackTaxonId } },
      };
    case 'SubtreeTransferred':
      return {
        kind: 'name.moved',
        subject: event.data.scientificNameId,
        extra: { moves: moves(), newCombinations: event.data.newCombinations ?? [] },
      };
    case 'ScientificNameDeleted':
      return { kind: 'name.deleted', subject: event.data.scientificNameId, extra: {} };
  }
};

/** The generic part of an item: records to upsert and ids to drop. Names not in use are only ever withdrawn. */
const recordsOf = (event: Pick<RegisterEvent, 'data'>) => {
  const { effects } = event.data;
  const names: PublicName[] = [];
  const withdrawn: number[] = [];
  const removedNames: number[] = [];
  for (const { before, after } of effects.names) {
    if (after && isUsable(after)) names.push(publicName(after));
    else if (after) {
      if (isUsable(before)) withdrawn.push(after.id);
    } else if (before) removedNames.push(before.id);
  }
  const taxa: PublicTaxon[] = [];
  const removedTaxa: number[] = [];
  for (const { before, after } of effects.taxa) {
    if (after) taxa.push(publicTaxon(after));
    else if (before) removedTaxa.push(before.id);
  }
  const successors: PublicSuccessor[] = (effects.successors ?? []).map((s) => ({
    kind: s.kind,
    id: s.id,
    reason: s.reason,
    successorIds: s.successorIds,
  }));
  return { names, taxa, withdrawn, removedNames, removedTaxa, successors };
};

/**
 * Kinds whose records the feed table does not copy: an import batch carries thousands of records, which the record
 * versions already hold, so the stored row keeps only the rest and the reader takes the records from `rm_version`
 * (in the event's order, kept in `rm_audit`).
 */
export const RECORDS_BY_REFERENCE: ReadonlySet<FeedKind> = new Set<FeedKind>(['import.batch']);

/** The records of an item, from its event's data (for the kinds in `RECORDS_BY_REFERENCE`). */
export const recordsOfEventData = (data: RegisterEvent['data']): Pick<FeedEventData, 'names' | 'taxa'> => {
  const { names, taxa } = recordsOf({ data } as Pick<RegisterEvent, 'data'>);
  return { names, taxa };
};

/**
 * Feed rows of a run of register events (events of other streams give none). `links` holds the parent links of the
 * tree before the first event, at least for `referencedTaxa(events)` and their ancestors; it is updated in place.
 */
export const feedRowsOf = (events: readonly RecordedEvent[], links: Map<number, number | null>): FeedRow[] => {
  const rows: FeedRow[] = [];
  for (const recorded of events) {
    if (recorded.streamId !== 'register') continue;
    const event = registerEvent(recorded);
    const { effects } = event.data;
    const before: ParentLinks = {};
    const nameTaxaBefore: Record<string, number> = {};
    for (const change of effects.taxa) if (change.before) linkPath(before, links, change.before.id);
    for (const change of effects.names) {
      if (!change.before) continue;
      nameTaxaBefore[change.before.id] = change.before.taxonId;
      linkPath(before, links, change.before.taxonId);
    }
    for (const { before: old, after } of effects.taxa) {
      if (after) links.set(after.id, after.parentId);
      else if (old) links.delete(old.id);
    }
    const afterAll: ParentLinks = {};
    for (const change of effects.taxa) if (change.after) linkPath(afterAll, links, change.after.id);
    for (const change of effects.names) if (change.after) linkPath(afterAll, links, change.after.taxonId);
    // The event's own taxa carry their parent in the data: only the other links that differ are kept here.
    const own = new Set(effects.taxa.flatMap(({ after: t }) => (t ? [String(t.id)] : [])));
    const after: ParentLinks = {};
    for (const [id, parent] of Object.entries(afterAll)) if (!own.has(id) && (!(id in before) || before[id] !== parent)) after[id] = parent;
    const metadata = event.metadata;
    const { kind, subject, extra } = meaningOf(event);
    rows.push({
      position: recorded.globalPosition,
      kind,
      time: metadata.time,
      subject,
      data: { remark: metadata.remark, correlationId: metadata.correlationId, ...recordsOf(event), ...extra },
      tree: { before, after, nameTaxaBefore },
    });
  }
  return rows;
};

/** Every taxon on the paths a row records: a row concerns subtree S only if S is among them. */
export const taxaOnPaths = (row: Pick<FeedRow, 'tree' | 'data'>): number[] => [
  ...new Set([...Object.keys(row.tree.before).map(Number), ...Object.keys(row.tree.after).map(Number), ...row.data.taxa.map((t) => t.taxonId)]),
];

/** Parent lookups of a row after its event: its own taxa's records, then the changed links, then the links before. */
const parentsAfter = (row: FeedRow) => {
  const own = new Map(row.data.taxa.map((t) => [t.taxonId, t.parentTaxonId]));
  return (id: number): number | null | undefined => {
    if (own.has(id)) return own.get(id);
    const key = String(id);
    return key in row.tree.after ? row.tree.after[key] : row.tree.before[key];
  };
};

const within = (parentOf: (id: number) => number | null | undefined, start: number | undefined, subtree: number): boolean => {
  let id: number | null | undefined = start;
  for (let steps = 0; id !== null && id !== undefined && steps < 1000; steps++) {
    if (id === subtree) return true;
    id = parentOf(id);
  }
  return false;
};

/**
 * A row as a subscriber of one subtree sees it (the subtree given as a taxon id): only records inside it; what
 * moved out is listed in `left`, what moved in comes whole in `entered`. Undefined when nothing of it concerns S.
 */
export const asSeenFrom = (row: FeedRow, subtree: number): FeedRow | undefined => {
  const { data, tree } = row;
  const beforeOf = (id: number) => tree.before[String(id)];
  const afterOf = parentsAfter(row);
  const inBefore = (id: number | undefined) => within(beforeOf, id, subtree);
  const inAfter = (id: number | undefined) => within(afterOf, id, subtree);
  const nameWasIn = (id: number) => inBefore(tree.nameTaxaBefore[id]);
  const existedBefore = (taxonId: number) => String(taxonId) in tree.before;
  const names = data.names.filter((n) => inAfter(n.taxonId));
  const leftNames = data.names.filter((n) => !inAfter(n.taxonId) && nameWasIn(n.scientificNameId)).map((n) => n.scientificNameId);
  const taxa: PublicTaxon[] = [];
  const leftTaxa: number[] = [];
  const entered: { taxa: PublicTaxon[]; names: PublicName[] } = { taxa: [], names: [] };
  for (const taxon of data.taxa) {
    const isIn = inAfter(taxon.taxonId);
    const wasIn = existedBefore(taxon.taxonId) && inBefore(taxon.taxonId);
    if (isIn) taxa.push(taxon);
    if (isIn && !wasIn && existedBefore(taxon.taxonId)) {
      const below = tree.entered?.[taxon.taxonId];
      if (below) {
        entered.taxa.push(...below.taxa);
        entered.names.push(...below.names);
      }
    }
    if (!isIn && wasIn) leftTaxa.push(taxon.taxonId);
  }
  const withdrawn = data.withdrawn.filter(nameWasIn);
  const removedNames = data.removedNames.filter(nameWasIn);
  const removedTaxa = data.removedTaxa.filter((id) => inBefore(id));
  const gone = new Set([...withdrawn, ...removedNames]);
  const goneTaxa = new Set(removedTaxa);
  const successors = data.successors.filter((s) => (s.kind === 'name' ? gone.has(s.id) : goneTaxa.has(s.id)));
  const left = leftTaxa.length || leftNames.length ? { taxa: leftTaxa, names: leftNames } : undefined;
  const hasEntered = entered.taxa.length > 0 || entered.names.length > 0;
  if (!names.length && !taxa.length && !withdrawn.length && !removedNames.length && !removedTaxa.length && !left && !hasEntered) return undefined;
  return {
    ...row,
    data: { ...data, names, taxa, withdrawn, removedNames, removedTaxa, successors, ...(left ? { left } : {}), ...(hasEntered ? { entered } : {}) },
  };
};
