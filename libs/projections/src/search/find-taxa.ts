import type { SearchEntry, SearchIndex, SearchMatch } from './search-index.js';

/** What `findTaxa` needs of the index of parts of compound words (`InfixIndex`). */
export interface InfixSearch<E> {
  search(query: string, size: number): readonly E[];
}

export interface FoundTaxa<E> {
  /** The taxa found, best first. */
  readonly order: number[];
  /** Every entry that matched, of those taxa (a hit marks them). */
  readonly matched: Set<E>;
}

/**
 * The search behind suggestions and the search page, for a normalised text (see `searchKey` and `hybridQuery`): at
 * most `limit` taxa, best first, with the entries that matched. `first` (a name found by its id) comes before the
 * rest; then exact, prefix, word-prefix and one-edit matches of the sorted index, the one-edit step only when the text
 * matched nothing exactly and fewer than `limit` taxa directly; then, when those found fewer than `limit` taxa and the
 * text has three letters or more, vernacular names that hold it inside a word ("bjørn" finds "brunbjørn").
 */
export const findTaxa = <E extends SearchEntry>(index: SearchIndex<E>, infix: InfixSearch<E>, q: string, limit: number, first?: E): FoundTaxa<E> => {
  const matches: E[] = first ? [first] : [];
  const enough = (found: readonly SearchMatch<E>[]) =>
    matches.length > 0 || found.some((m) => m.quality === 0) || new Set(found.map((m) => m.entry.taxonId)).size >= limit;
  for (const match of index.search(q, limit * 4, { enough })) matches.push(match.entry);
  if (q.length >= 3 && new Set(matches.map((m) => m.taxonId)).size < limit) {
    for (const entry of infix.search(q, limit * 4)) matches.push(entry);
  }
  const order: number[] = [];
  const seen = new Set<number>();
  const matched = new Set<E>();
  for (const m of matches) {
    if (!seen.has(m.taxonId)) {
      if (order.length >= limit) continue;
      seen.add(m.taxonId);
      order.push(m.taxonId);
    }
    matched.add(m);
  }
  return { order, matched };
};
