import { describe, expect, it } from '@jest/globals';
import { IdMap } from './id-map.js';

/** A `Map` and an `IdMap` given the same changes; every read of one must answer as the other. */
const both = () => ({ map: new Map<number, string>(), ids: new IdMap<string>() });

const expectSame = ({ map, ids }: ReturnType<typeof both>, probes: readonly number[]) => {
  expect(ids.size).toBe(map.size);
  for (const id of probes) {
    expect([id, ids.get(id)]).toEqual([id, map.get(id)]);
    expect(ids.has(id)).toBe(map.has(id));
  }
  const byId = (a: [number, string], b: [number, string]) => a[0] - b[0];
  expect([...ids.entries()].sort(byId)).toEqual([...map.entries()].sort(byId));
};

describe('IdMap', () => {
  it('answers as a Map for consecutive, negative, far and removed ids', () => {
    const pair = both();
    const apply = (id: number, value?: string) => {
      if (value === undefined) expect(pair.ids.delete(id)).toBe(pair.map.delete(id));
      else {
        pair.map.set(id, value);
        expect(pair.ids.set(id, value)).toBe(pair.ids);
      }
    };
    for (let id = 1; id <= 50; id++) apply(id, `n${id}`);
    apply(-1, 'biota');
    apply(-2, 'nonbiota');
    apply(1_000_000, 'far');
    apply(7);
    apply(7);
    apply(-1);
    apply(8, 'changed');
    expectSame(pair, [-2, -1, 0, 1, 7, 8, 50, 51, 1_000_000, 1_000_001]);
  });

  it('iterates the array in id order, then the other ids in the order they came', () => {
    const ids = new IdMap<string>();
    ids.set(-1, 'a').set(3, 'c').set(1, 'b').set(-2, 'd');
    expect([...ids.keys()]).toEqual([1, 3, -1, -2]);
    expect([...ids.values()]).toEqual(['b', 'c', 'a', 'd']);
    expect([...ids]).toEqual([
      [1, 'b'],
      [3, 'c'],
      [-1, 'a'],
      [-2, 'd'],
    ]);
  });

  it('keeps an id that came before the array reached it when the array grows over its slot', () => {
    const pair = both();
    for (const [id, value] of [
      [1, 'one'],
      [1_500, 'early'],
      [1_000, 'middle'],
      [2_000, 'late'],
    ] as const) {
      pair.map.set(id, value);
      pair.ids.set(id, value);
    }
    expectSame(pair, [1, 1_000, 1_500, 2_000]);
    pair.map.delete(1_500);
    pair.ids.delete(1_500);
    expectSame(pair, [1_500]);
  });
});
