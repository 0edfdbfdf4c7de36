import { WORD_BREAK, type SearchEntry } from './search-index.js';

/** Dead entries kept at most before the text is built again without them. */
const DEAD_LIMIT = 5_000;
/** Entries that contain the query looked at, at most, per search (the best of them are answered). */
const SCAN_CAP = 5_000;

/**
 * Finds entries whose key holds the query inside a word: the parts of compound words ("bjørn" in "brunbjørn",
 * "rev" in "rødrev"), which the sorted index (whole keys, words and word beginnings) cannot reach. Every key is
 * kept in one text, separated by line feeds, so a search is a run of native `indexOf` calls over a few megabytes.
 * Removed entries (`alive` false) are skipped and dropped when the text is built again.
 */
export class InfixIndex<E extends SearchEntry> {
  private text = '';
  private starts: number[] = [];
  private refs: E[] = [];
  private dead = 0;

  /** Replaces the whole index. */
  load(entries: Iterable<E>): void {
    const parts: string[] = [];
    this.starts = [];
    this.refs = [];
    let at = 0;
    for (const entry of entries) {
      if (!entry.alive) continue;
      this.starts.push(at);
      this.refs.push(entry);
      parts.push(entry.key);
      at += entry.key.length + 1;
    }
    this.text = parts.length ? `${parts.join('\n')}\n` : '';
    this.dead = 0;
  }

  add(entry: E): void {
    this.starts.push(this.text.length);
    this.refs.push(entry);
    this.text += `${entry.key}\n`;
  }

  /** Counts a removed entry (its `alive` flag is already false); builds the text again when many are dead. */
  removed(): void {
    if (++this.dead > Math.max(DEAD_LIMIT, this.refs.length / 4)) this.load(this.refs.slice());
  }

  /** The entry whose key holds the text position `at`. */
  private entryAt(at: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /**
   * Entries that hold the query after the start of a word (matches at a word start are the sorted index's), best
   * first: main entries, then shorter keys, then alphabetical.
   */
  search(query: string, size: number): E[] {
    if (!query || query.includes('\n')) return [];
    const found: E[] = [];
    for (let at = this.text.indexOf(query); at >= 0 && found.length < SCAN_CAP;) {
      const i = this.entryAt(at);
      const entry = this.refs[i]!;
      const offset = at - this.starts[i]!;
      if (offset === 0 || WORD_BREAK.test(entry.key[offset - 1]!)) {
        // At the start of a word: the sorted index's match. The text may still stand inside a later word.
        at = this.text.indexOf(query, at + 1);
        continue;
      }
      if (entry.alive) found.push(entry);
      // On to the next key: an entry is answered once.
      at = i + 1 < this.starts.length ? this.text.indexOf(query, this.starts[i + 1]!) : -1;
    }
    found.sort((a, b) => Number(b.main) - Number(a.main) || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return found.slice(0, size);
  }
}
