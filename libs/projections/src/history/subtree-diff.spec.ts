import { describe, expect, it } from '@jest/globals';
import { emptyName, type ScientificNameRecord } from '@navnebase/domain';
import { editDistance, subtreeDiff, type SubtreeMoment } from './subtree-diff.js';

const name = (id: number, scientificName: string, extra: Partial<ScientificNameRecord> = {}) =>
  emptyName({ id, taxonId: 100, scientificName, rank: 'Species', taxonomicStatus: 'Accepted', ...extra });
const moment = (names: ScientificNameRecord[], elsewhere: number[] = []): SubtreeMoment => {
  const map = new Map(names.map((n) => [n.id, n]));
  return { names: map, exists: (id) => map.has(id) || elsewhere.includes(id) };
};
const summary = (from: SubtreeMoment, to: SubtreeMoment) =>
  subtreeDiff(from, to).map((i) => [i.change, i.before?.scientificNameId ?? null, i.after?.scientificNameId ?? null, i.fields]);

describe('subtree diff', () => {
  it('given two moments, lists added, removed, moved in and moved out names', () => {
    const from = moment([name(1, 'Ursus arctos'), name(2, 'Ursus spelaeus'), name(3, 'Ursus maritimus')], [4]);
    const to = moment([name(1, 'Ursus arctos'), name(4, 'Helarctos malayanus'), name(5, 'Tremarctos ornatus')], [3]);
    expect(summary(from, to)).toEqual([
      ['added', null, 5, []],
      ['removed', 2, null, []],
      ['movedIn', null, 4, []],
      ['movedOut', 3, null, []],
    ]);
  });

  it('given a name in the subtree at both moments, tells a rename from a status change from another change', () => {
    const from = moment([name(1, 'Ursus arctos'), name(2, 'Ursus maritimus'), name(3, 'Thalarctos maritimus', { taxonomicStatus: 'Synonym' })]);
    const to = moment([
      name(1, 'Ursus arctos', { author: 'Linnaeus, 1758' }),
      name(2, 'Ursus maritimus', { taxonomicStatus: 'Synonym', taxonId: 7 }),
      name(3, 'Thalarctos maritima', { taxonomicStatus: 'Synonym' }),
    ]);
    expect(summary(from, to)).toEqual([
      ['renamed', 3, 3, ['scientificName']],
      ['statusChanged', 2, 2, ['taxonomicStatus', 'taxonId']],
      ['changed', 1, 1, ['author']],
    ]);
  });

  it('pairs a removed and an added name as renamed only when at most one edit apart, each once, closest first', () => {
    const from = moment([name(1, 'Ursus arctos'), name(2, 'Ursus horribilis')]);
    const to = moment([name(10, 'Ursus arctus'), name(11, 'Ursus arctos'), name(12, 'Ursus horribilus horribilus')]);
    expect(summary(from, to)).toEqual([
      ['added', null, 10, []],
      ['added', null, 12, []],
      ['removed', 2, null, []],
      ['renamed', 1, 11, []],
    ]);
  });

  it('measures edits', () => {
    expect(editDistance('Ursus arctos', 'Ursus arctos')).toBe(0);
    expect(editDistance('Ursus arctos', 'Ursus arcto')).toBe(1);
    expect(editDistance('Ursus arctos', 'Ursus arctus')).toBe(1);
    expect(editDistance('Ursus arctos', 'Ursus artus')).toBe(2);
    expect(editDistance('Ursus', 'Ursus arctos')).toBe(2);
  });
});
