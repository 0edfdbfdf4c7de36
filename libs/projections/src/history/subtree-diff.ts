import type { ScientificNameRecord } from '@navnebase/domain';
import type { NameRef, SubtreeChange, SubtreeDiffItem } from '../read-models.js';

export const SUBTREE_CHANGES: readonly SubtreeChange[] = ['added', 'removed', 'renamed', 'statusChanged', 'movedIn', 'movedOut', 'changed'];

/** Norwegian labels of the changes (screen and spreadsheet). */
export const SUBTREE_CHANGE_LABELS: Readonly<Record<SubtreeChange, string>> = {
  added: 'Lagt til',
  removed: 'Fjernet',
  renamed: 'Nytt navn',
  statusChanged: 'Endret status',
  movedIn: 'Flyttet inn',
  movedOut: 'Flyttet ut',
  changed: 'Endret',
};

/** A subtree at one moment: its names, and which names existed anywhere in the register then. */
export interface SubtreeMoment {
  readonly names: ReadonlyMap<number, ScientificNameRecord>;
  /** True when the name existed (anywhere in the register) at this moment. */
  readonly exists: (scientificNameId: number) => boolean;
}

const FIELDS = ['scientificName', 'author', 'rank', 'taxonomicStatus', 'nomenclaturalStatuses', 'taxonId'] as const;

export const diffName = (n: ScientificNameRecord): NameRef => ({
  scientificNameId: n.id,
  taxonId: n.taxonId,
  scientificName: n.scientificName,
  author: n.author,
  rank: n.rank,
  taxonomicStatus: n.taxonomicStatus,
});

const changedFields = (a: ScientificNameRecord, b: ScientificNameRecord): string[] =>
  FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));

/** Levenshtein distance, stopping early once it exceeds `max` (answers max + 1 then). */
export const editDistance = (a: string, b: string, max = 1): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
};

/**
 * The names of a subtree that differ between two moments (pure). A name in the subtree at both is `renamed` when its
 * name text changed, else `statusChanged` when its status did, else `changed` when any other field did. A name only
 * in the earlier subtree is `movedOut` when it still exists elsewhere, else `removed`; only in the later one, `movedIn`
 * when it existed elsewhere before, else `added`. A removed and an added name are paired as `renamed` only when their
 * authorship-free names are at most one edit apart (Catalogue of Life's names-diff rule); each pairs at most once,
 * closest first.
 */
export const subtreeDiff = (from: SubtreeMoment, to: SubtreeMoment): SubtreeDiffItem[] => {
  const items: SubtreeDiffItem[] = [];
  const removed: ScientificNameRecord[] = [];
  const added: ScientificNameRecord[] = [];
  for (const [id, before] of from.names) {
    const after = to.names.get(id);
    if (after) {
      const fields = changedFields(before, after);
      if (fields.length === 0) continue;
      const change: SubtreeChange = fields.includes('scientificName') ? 'renamed' : fields.includes('taxonomicStatus') ? 'statusChanged' : 'changed';
      items.push({ change, scientificNameId: id, before: diffName(before), after: diffName(after), fields });
    } else if (to.exists(id)) items.push({ change: 'movedOut', scientificNameId: id, before: diffName(before), after: null, fields: [] });
    else removed.push(before);
  }
  for (const [id, after] of to.names) {
    if (from.names.has(id)) continue;
    if (from.exists(id)) items.push({ change: 'movedIn', scientificNameId: id, before: null, after: diffName(after), fields: [] });
    else added.push(after);
  }
  // Pairs one edit apart or less, closest first, then same rank, then by id (repeatable).
  const candidates: { r: ScientificNameRecord; a: ScientificNameRecord; distance: number }[] = [];
  for (const r of removed) {
    for (const a of added) {
      const distance = editDistance(r.scientificName, a.scientificName, 1);
      if (distance <= 1) candidates.push({ r, a, distance });
    }
  }
  candidates.sort(
    (x, y) => x.distance - y.distance || Number(x.r.rank !== x.a.rank) - Number(y.r.rank !== y.a.rank) || x.r.id - y.r.id || x.a.id - y.a.id,
  );
  const paired = new Set<number>();
  const pairedAdded = new Set<number>();
  for (const { r, a } of candidates) {
    if (paired.has(r.id) || pairedAdded.has(a.id)) continue;
    paired.add(r.id);
    pairedAdded.add(a.id);
    items.push({ change: 'renamed', scientificNameId: a.id, before: diffName(r), after: diffName(a), fields: changedFields(r, a) });
  }
  for (const r of removed)
    if (!paired.has(r.id)) items.push({ change: 'removed', scientificNameId: r.id, before: diffName(r), after: null, fields: [] });
  for (const a of added)
    if (!pairedAdded.has(a.id)) items.push({ change: 'added', scientificNameId: a.id, before: null, after: diffName(a), fields: [] });
  const order = (item: SubtreeDiffItem) => SUBTREE_CHANGES.indexOf(item.change);
  const text = (item: SubtreeDiffItem) => (item.after ?? item.before)!.scientificName;
  return items.sort((x, y) => order(x) - order(y) || text(x).localeCompare(text(y)) || x.scientificNameId - y.scientificNameId);
};
