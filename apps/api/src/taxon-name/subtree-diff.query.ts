import type { TaxonRecord } from '@navnebase/domain';
import type { SqlExecutor } from '@navnebase/event-store';
import {
  SUBTREE_CHANGE_LABELS,
  subtreeDiff,
  type RegisterHistory,
  type SubtreeChange,
  type SubtreeDiffAnswer,
  type SubtreeDiffEvent,
  type SubtreeDiffItem,
} from '@navnebase/projections';
import ExcelJS from 'exceljs';
import { AUDIT_OPERATIONS, isAuditOperation } from '../audit/audit-entry.js';

/** The taxa from a taxon up to the subtree's root, in a subtree as it was (its taxa by id). */
const pathWithin = (taxa: ReadonlyMap<number, TaxonRecord>, start: number): number[] => {
  const path: number[] = [];
  for (let id: number | null = start, steps = 0; id !== null && taxa.has(id) && steps < 100; steps++) {
    path.push(id);
    id = taxa.get(id)!.parentId;
  }
  return path;
};

/**
 * What changed below a name's taxon between two times (`subtreeDiff` on the subtree as it was at each), with the
 * events that caused each change: the name's own events between the two, and for a name that moved in or out, the
 * events that gave a taxon on its path another parent. Undefined when the name existed at neither time.
 */
export const readSubtreeDiff = async (
  sql: SqlExecutor,
  history: RegisterHistory,
  scientificNameId: number,
  fromTime: string,
  toTime: string,
): Promise<SubtreeDiffAnswer | undefined> => {
  const [fromPosition, toPosition] = [await history.positionAt(fromTime), await history.positionAt(toTime)];
  const name = (await history.nameAt(scientificNameId, toPosition)) ?? (await history.nameAt(scientificNameId, fromPosition));
  if (!name) return undefined;
  const [before, after] = [await history.subtreeAt(name.taxonId, fromPosition), await history.subtreeAt(name.taxonId, toPosition)];
  const onlyBefore = [...before.names.keys()].filter((id) => !after.names.has(id));
  const onlyAfter = [...after.names.keys()].filter((id) => !before.names.has(id));
  const existingAfter = await history.recordsAt('n', onlyBefore, toPosition);
  const existingBefore = await history.recordsAt('n', onlyAfter, fromPosition);
  const items = subtreeDiff(
    { names: before.names, exists: (id) => before.names.has(id) || existingBefore.has(id) },
    { names: after.names, exists: (id) => after.names.has(id) || existingAfter.has(id) },
  );

  // The events behind each item: its names' own, and the moves of the taxa on the path of a name that moved.
  const namesOf = (item: SubtreeDiffItem) => [
    ...new Set([item.before?.scientificNameId, item.after?.scientificNameId].filter((id) => id !== undefined)),
  ];
  const pathsOf = (item: SubtreeDiffItem) =>
    item.change === 'movedIn'
      ? pathWithin(after.taxa, item.after!.taxonId)
      : item.change === 'movedOut'
        ? pathWithin(before.taxa, item.before!.taxonId)
        : [];
  const nameIds = new Set(items.flatMap(namesOf));
  const taxonIds = new Set(items.flatMap(pathsOf));
  const byRecord = new Map<string, number[]>();
  if (items.length) {
    for (const row of await history.changePositions([...nameIds], [...taxonIds], fromPosition, toPosition)) {
      const key = `${row.kind}:${row.id}`;
      byRecord.set(key, [...(byRecord.get(key) ?? []), row.position]);
    }
  }
  const positions = new Set([...byRecord.values()].flat());
  const events = new Map<number, SubtreeDiffEvent>();
  if (positions.size) {
    // the events' audit rows (the read side's, whatever the event store is)
    const { rows } = await sql.query<{ position: string | number; type: string; time: string; user_name: string; remark: string }>(
      `SELECT position, type, entry->>'time' AS time, user_name, entry->>'remark' AS remark FROM rm_audit WHERE position = ANY($1::bigint[])`,
      [[...positions]],
    );
    for (const row of rows) {
      const position = Number(row.position);
      events.set(position, {
        position,
        operation: row.type,
        operationLabel: isAuditOperation(row.type) ? AUDIT_OPERATIONS[row.type] : row.type,
        time: row.time ?? '',
        userName: row.user_name ?? '',
        remark: row.remark ?? '',
      });
    }
  }
  const counts = Object.fromEntries(Object.keys(SUBTREE_CHANGE_LABELS).map((c) => [c, 0])) as Record<SubtreeChange, number>;
  for (const item of items) counts[item.change]++;
  return {
    scientificNameId,
    taxonId: name.taxonId,
    from: { time: fromTime, position: fromPosition },
    to: { time: toTime, position: toPosition },
    counts,
    items: items.map((item) => {
      const found = new Set(
        [...namesOf(item).map((id) => `n:${id}`), ...pathsOf(item).map((id) => `t:${id}`)].flatMap((key) => byRecord.get(key) ?? []),
      );
      return {
        ...item,
        changeLabel: SUBTREE_CHANGE_LABELS[item.change],
        events: [...found].sort((a, b) => a - b).flatMap((position) => (events.has(position) ? [events.get(position)!] : [])),
      };
    }),
  };
};

const nameText = (n: { scientificName: string; author: string } | null) => (n ? `${n.scientificName} ${n.author}`.trim() : '');

/** The diff as an Excel workbook: one row per changed name, with its events. */
export const subtreeDiffWorkbook = async (diff: SubtreeDiffAnswer): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Endringer i undertreet', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Endring', key: 'change', width: 16 },
    { header: 'Vitenskapelig navn-id', key: 'id', width: 14 },
    { header: 'Før', key: 'before', width: 40 },
    { header: 'Status før', key: 'statusBefore', width: 14 },
    { header: 'Etter', key: 'after', width: 40 },
    { header: 'Status etter', key: 'statusAfter', width: 14 },
    { header: 'Endrede felt', key: 'fields', width: 30 },
    { header: 'Hendelser', key: 'events', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of diff.items) {
    sheet.addRow({
      change: item.changeLabel,
      id: item.scientificNameId,
      before: nameText(item.before),
      statusBefore: item.before?.taxonomicStatus ?? '',
      after: nameText(item.after),
      statusAfter: item.after?.taxonomicStatus ?? '',
      fields: item.fields.join(', '),
      events: item.events
        .map((e) => `${e.time.slice(0, 16).replace('T', ' ')} ${e.operationLabel} (${e.userName})${e.remark ? `: ${e.remark}` : ''}`)
        .join('\n'),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
