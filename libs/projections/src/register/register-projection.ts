import type { OperationMetadata, RegisterEvent } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { ChangeSet } from './change-set.js';
import { projectStatistics } from './statistics-projection.js';

/**
 * The register projection: a pure fold of recorded register events into one change set for the read models
 * (taxa, names, history, statistics and successor records).
 */
export const projectRegisterEvents = (events: readonly RecordedEvent[]): ChangeSet => {
  const changes = new ChangeSet();
  for (const recorded of events) {
    changes.position = recorded.globalPosition;
    if (recorded.streamId !== 'register') continue;
    const event = { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as RegisterEvent;
    const metadata = event.metadata as OperationMetadata;
    const { effects } = event.data;
    for (const { before, after } of effects.taxa) {
      if (!before && after && !changes.taxa.has(after.id)) changes.createdTaxa.add(after.id);
      changes.setTaxon((after ?? before)!.id, after);
      if (before?.parentId !== undefined && before.parentId !== null) changes.touchedTaxa.add(before.parentId);
    }
    for (const { before, after } of effects.names) {
      if (!before && after && !changes.names.has(after.id)) changes.createdNames.add(after.id);
      if (before && before.taxonId !== after?.taxonId) {
        changes.touchedTaxa.add(before.taxonId);
        changes.nameTaxa.add(before.taxonId);
      }
      changes.setName((after ?? before)!.id, after, (after ?? before)!.taxonId);
    }
    changes.successors.push(...(effects.successors ?? []));
    // An import's "Inserted" entries (one per name) share all but the name: the SQL store keeps that part once, and
    // the entries are made from the batch's names only for a store that writes them (`ChangeSet.historyRows`).
    if (event.type === 'TaxaImported' && !event.data.history) {
      changes.addImport(
        {
          position: recorded.globalPosition,
          changeDate: metadata.time,
          changedBy: metadata.userName,
          remarks: metadata.remark,
          source: event.data.source,
        },
        effects.names,
      );
    }
    for (const entry of event.data.history ?? []) {
      changes.history.push({
        scientificNameId: entry.scientificNameId,
        position: recorded.globalPosition,
        changeType: entry.changeType,
        changeDate: metadata.time,
        changedBy: metadata.userName,
        remarks: metadata.remark,
        dataBefore: entry.dataBefore as Record<string, unknown>[],
        dataAfter: entry.dataAfter as Record<string, unknown>[],
      });
    }
    projectStatistics(changes, effects, metadata.time);
  }
  return changes;
};
