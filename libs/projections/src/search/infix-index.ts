import { WORD_BREAK, type SearchEntry } from './search-index.js';

/** Dead entries kept at most before the text is built again without them. */
const DEAD_LIMIT = 5_000;
/** Entries that contain the query looked at, at most, per search (the best of them are answered). */
const SCAN_CAP = 5_000;

/** Letters per gram of the posting lists. */
const GRAM = 3;

/** Whether a key holds the query after the start of a word (a match at a word start is the sorted index's). */
const holdsInsideWord = (key: string, query: string): boolean => {
  for (let at = key.indexOf(query); at >= 0; at = key.indexOf(query, at + 1)) {
    if (at > 0 && !WORD_BREAK.test(key[at - 1]!)) return true;
  }
  return false;
};

/**
 * Finds entries whose key holds the query inside a word: the parts of compound words ("bjørn" in "brunbjørn",
 * "rev" in "rødrev"), which the sorted index (whole keys, words and word beginnings) cannot reach. Every three
 * letters of every key have a posting list of the entries that hold them: a query of three letters or more reads
 * the shortest list of its own three-letter groups and checks those entries only (shorter queries check every key).
 * Removed entries (`alive` false) are skipped and dropped when the lists are built again.
 */
export class InfixIndex<E extends SearchEntry> {
  private refs: E[] = [];
  /** Entry positions (in `refs`, ascending) per group of three letters. */
  private grams = new Map<string, number[]>();
  private dead = 0;

  /** Replaces the whole index. */
  load(entries: Iterable<E>): void {
    this.refs = [];
    this.grams = new Map();
    for (const entry of entries) if (entry.alive) this.add(entry);
    this.dead = 0;
  }

  add(entry: E): void {
    const i = this.refs.length;
    this.refs.push(entry);
    const { key } = entry;
    for (let j = 0; j + GRAM <= key.length; j++) {
      const gram = key.slice(j, j + GRAM);
      const list = this.grams.get(gram);
      if (!list) this.grams.set(gram, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }

  /** Counts a removed entry (its `alive` flag is already false); builds the lists again when many are dead. */
  removed(): void {
    if (++this.dead > Math.max(DEAD_LIMIT, this.refs.length / 4)) this.load(this.refs.slice());
  }

  /** The entries that may hold the query, ascending: the shortest posting list of its groups of three letters. */
  private candidates(query: string): Iterable<number> | readonly number[] {
    if (query.length < GRAM) return this.refs.keys();
    let shortest: number[] | undefined;
    for (let j = 0; j + GRAM <= query.length; j++) {
      const list = this.grams.get(query.slice(j, j + GRAM));
      if (!list) return [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return shortest!;
  }

  /**
   * Entries that hold the query after the start of a word (matches at a word start are the sorted index's), best
   * first: main entries, then shorter keys, then alphabetical. Each entry is answered once.
   */
  search(query: string, size: number): E[] {
    if (!query || query.includes('\n')) return [];
    const found: E[] = [];
    for (const i of this.candidates(query)) {
      const entry = this.refs[i]!;
      if (entry.alive && holdsInsideWord(entry.key, query)) {
        found.push(entry);
        if (found.length >= SCAN_CAP) break;
      }
    }
    found.sort((a, b) => Number(b.main) - Number(a.main) || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return found.slice(0, size);
  }
}
