import { describe, expect, it } from '@jest/globals';
import { groupSize, idsOf, withId, withoutId, type IdGroup } from './id-group.js';

const ids = (group: IdGroup<number> | undefined) => [...idsOf(group)];

describe('id groups', () => {
  it('keep ids in the order they came, each once', () => {
    let group: IdGroup<number> | undefined;
    for (const id of [5, 3, 5, 9]) group = withId(group, id);
    expect(ids(group)).toEqual([5, 3, 9]);
    expect(groupSize(group)).toBe(3);
  });

  it('are the id itself while they hold one, an array from the second id, and the id again when one is left', () => {
    for (const id of [0, 7, -1]) {
      const one = withId(undefined, id);
      expect(one).toBe(id);
      expect(withId(one, id)).toBe(id);
      expect(ids(one)).toEqual([id]);
      expect(groupSize(one)).toBe(1);
      const two = withId(one, 9);
      expect(two).toEqual([id, 9]);
      expect(withoutId(two, id)).toBe(9);
      expect(withoutId(two, 9)).toBe(id);
      expect(withoutId(one, 9)).toBe(id);
      expect(withoutId(one, id)).toBeUndefined();
    }
  });

  it('answer a new array at each change of a small group, leaving the one before as it was', () => {
    const before = withId(withId(undefined, 1), 2);
    const added = withId(before, 3);
    const removed = withoutId(added, 1);
    expect(ids(before)).toEqual([1, 2]);
    expect(ids(added)).toEqual([1, 2, 3]);
    expect(ids(removed)).toEqual([2, 3]);
    expect(Array.isArray(removed)).toBe(true);
  });

  it('become a Set above 16 ids, still in the order they came', () => {
    let group: IdGroup<number> | undefined;
    for (let id = 1; id <= 16; id++) group = withId(group, id);
    expect(Array.isArray(group)).toBe(true);
    group = withId(group, 17);
    expect(group).toBeInstanceOf(Set);
    expect(ids(withoutId(group, 1))).toEqual(Array.from({ length: 16 }, (_, i) => i + 2));
  });

  it('are gone once their last id is removed; removing an id they lack changes nothing', () => {
    expect(withoutId(withId(undefined, 4), 4)).toBeUndefined();
    expect(ids(withoutId([4, 5], 6))).toEqual([4, 5]);
    expect(withoutId(undefined, 6)).toBeUndefined();
    expect(groupSize(undefined)).toBe(0);
  });
});
