/**
 * Ids grouped under one key (a taxon's names, a taxon's children), in insertion order: the id itself while there is
 * one (most taxa have one name, and many one child: no array at all, about 56 bytes saved each), a small array while
 * there are few, a `Set` once there are many. A small group is replaced by a new array of its exact size at each
 * change (`toSpliced`), never grown in place: an array grown by `push` (or built by `filter`) reserves room for 17
 * ids, about 10 MB of empty slots at 100 000 names. Read a group with `idsOf`; do not keep it across changes.
 */
export type IdGroup<V extends number> = V | readonly V[] | ReadonlySet<V>;

/** Above this many ids a group becomes a Set, so adding and removing stay cheap for nodes with thousands of children. */
const SMALL_GROUP = 16;

const NONE: readonly never[] = Object.freeze([]);

/** The ids of a group, in the order they came. */
export const idsOf = <V extends number>(group: IdGroup<V> | undefined): Iterable<V> =>
  group === undefined ? NONE : typeof group === 'number' ? [group] : (group as Iterable<V>);

/** The group with `value` added at its end (a group that holds it already is answered as it is; a Set is changed in place). */
export const withId = <V extends number>(group: IdGroup<V> | undefined, value: V): IdGroup<V> => {
  if (group === undefined) return value;
  if (typeof group === 'number') return group === value ? group : [group, value];
  if (Array.isArray(group)) {
    const list = group as readonly V[];
    if (list.includes(value)) return list;
    return list.length < SMALL_GROUP ? list.toSpliced(list.length, 0, value) : new Set([...list, value]);
  }
  (group as Set<V>).add(value);
  return group;
};

/** The group without `value`, or undefined once it is empty (a Set is changed in place). */
export const withoutId = <V extends number>(group: IdGroup<V> | undefined, value: V): IdGroup<V> | undefined => {
  if (group === undefined) return undefined;
  if (typeof group === 'number') return group === value ? undefined : group;
  if (Array.isArray(group)) {
    const list = group as readonly V[];
    const at = list.indexOf(value);
    if (at < 0) return list;
    return list.length === 2 ? list[1 - at]! : list.toSpliced(at, 1);
  }
  const set = group as Set<V>;
  set.delete(value);
  return set.size ? set : undefined;
};

/** How many ids the group holds. */
export const groupSize = <V extends number>(group: IdGroup<V> | undefined): number =>
  group === undefined ? 0 : typeof group === 'number' ? 1 : Array.isArray(group) ? group.length : (group as ReadonlySet<V>).size;
