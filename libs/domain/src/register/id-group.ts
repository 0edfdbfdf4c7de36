/**
 * Ids grouped under one key (a taxon's names, a taxon's children), in insertion order: a small array while there are
 * few (most taxa have one or two names and a handful of children; an array costs half of a `Set` at a million names),
 * a `Set` once there are many. A small group is replaced by a new array of its exact size at each change
 * (`toSpliced`), never grown in place: an array grown by `push` (or built by `filter`) reserves room for 17 ids,
 * about 10 MB of empty slots at 100 000 names. Iterate a group; do not keep it across changes.
 */
export type IdGroup<V> = readonly V[] | ReadonlySet<V>;

/** Above this many ids a group becomes a Set, so adding and removing stay cheap for nodes with thousands of children. */
const SMALL_GROUP = 16;

/** The group with `value` added at its end (a group that holds it already is answered as it is; a Set is changed in place). */
export const withId = <V>(group: IdGroup<V> | undefined, value: V): IdGroup<V> => {
  if (!group) return [value];
  if (Array.isArray(group)) {
    const list = group as readonly V[];
    if (list.includes(value)) return list;
    return list.length < SMALL_GROUP ? list.toSpliced(list.length, 0, value) : new Set([...list, value]);
  }
  (group as Set<V>).add(value);
  return group;
};

/** The group without `value`, or undefined once it is empty (a Set is changed in place). */
export const withoutId = <V>(group: IdGroup<V> | undefined, value: V): IdGroup<V> | undefined => {
  if (!group) return undefined;
  if (Array.isArray(group)) {
    const list = group as readonly V[];
    const at = list.indexOf(value);
    if (at < 0) return list;
    return list.length === 1 ? undefined : list.toSpliced(at, 1);
  }
  const set = group as Set<V>;
  set.delete(value);
  return set.size ? set : undefined;
};

/** How many ids the group holds. */
export const groupSize = <V>(group: IdGroup<V> | undefined): number =>
  !group ? 0 : Array.isArray(group) ? group.length : (group as ReadonlySet<V>).size;
