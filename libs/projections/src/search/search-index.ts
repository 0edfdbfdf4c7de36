/**
 * An in-memory search index over normalised keys (see `searchKey`): exact, prefix and word-prefix matches from
 * a sorted array of keys and word suffixes, and a typo-tolerant step that finds keys within one edit
 * (substitution, deletion, insertion, transposition) of the query, or of a prefix of the query's length.
 *
 * Updates go to a small unsorted tail that queries scan; the tail is merged into the sorted array when it grows
 * past a threshold. Removed or replaced entries are marked dead and skipped, and dropped at the next merge.
 */
export interface SearchEntry {
  /** The normalised text (whole key). */
  readonly key: string;
  readonly taxonId: number;
  /** Main (accepted/unresolved) scientific name, or recommended vernacular name: ranked before the others. */
  readonly main: boolean;
  /** False once the entry was removed or replaced. */
  alive: boolean;
}

/**
 * Match quality, best first: the whole key equals the query (0), the query is one or more whole words of the key
 * (1: "bjørn" in "vanlig bjørn", "salix" in "salix alba"), the key starts with it (2), a later word starts with it
 * (3), the whole key is one edit away (4), a prefix of a key or word is one edit away (5).
 */
export type MatchQuality = 0 | 1 | 2 | 3 | 4 | 5;

export interface SearchMatch<E extends SearchEntry> {
  readonly entry: E;
  readonly quality: MatchQuality;
}

/** The best entries of a long range, best first, with their match quality (compact: kept for thousands of ranges). */
interface Memo<E> {
  readonly entries: E[];
  readonly qualities: Uint8Array;
}

interface Posting<E> {
  /** The whole key (word = false) or a suffix of it starting at a word (word = true). */
  readonly text: string;
  readonly entry: E;
  readonly word: boolean;
}

/** Characters that start a new word inside a key: after a space, a hyphen, "×" or "(". */
export const WORD_BREAK = /[ \-×(]/;
const HIGH = '\uffff';
/** Ranges longer than this are not scanned per query: their best entries are computed once and memoised. */
const SCAN_LIMIT = 256;
const MEMO_SIZE = 400;
/** Memoised ranges kept at most (about 2 kB each). */
const MEMO_ENTRIES = 5_000;
/** Key lengths ranked apart in a range's buckets (longer keys share the last bucket and are sorted there). */
const LONGEST_BUCKET = 63;
/** Rank buckets of a range: quality (0–3: a range holds no typos) × main or not × key length. */
const BUCKETS = 4 * 2 * (LONGEST_BUCKET + 1);
const TAIL_LIMIT = 20_000;
/** Per typo variant, at most this many postings are taken. */
const VARIANT_TAKE = 64;

const HYBRID_SIGN = '×';

/** Whether a word other than the first starts at `i` of a key: after a word break, and not one itself. */
const wordStartsAt = (key: string, i: number): boolean => WORD_BREAK.test(key[i - 1]!) && !WORD_BREAK.test(key[i]!);

/** Calls `visit` with each text an entry is found by: its whole key, and the rest of the key from each word on. */
const eachPosting = (key: string, visit: (text: string, word: boolean) => void): void => {
  visit(key, false);
  for (let i = 1; i < key.length; i++) {
    if (wordStartsAt(key, i)) visit(key.slice(i), true);
  }
  // A hybrid ("Ursus ×hybridus", "×Triticosecale"): its hybrid word with the sign ("×hyb" and "×" find it), and the
  // whole name without the sign ("Ursus hybridus" finds it as an exact name).
  if (key.includes(HYBRID_SIGN)) {
    for (let i = 1; i < key.length; i++) {
      if (key[i] === HYBRID_SIGN && key[i - 1] === ' ') visit(key.slice(i), true);
    }
    const plain = key.replace(/×\s*/g, '').trim();
    if (plain && plain !== key) visit(plain, false);
  }
};

/** How many texts `eachPosting` visits for a key, without making them (a hybrid, rare, is counted by making its texts). */
const postingCount = (key: string): number => {
  let count = 0;
  if (key.includes(HYBRID_SIGN)) {
    eachPosting(key, () => count++);
    return count;
  }
  count = 1;
  for (let i = 1; i < key.length; i++) if (wordStartsAt(key, i)) count++;
  return count;
};

const postingsOf = <E extends SearchEntry>(entry: E): Posting<E>[] => {
  const out: Posting<E>[] = [];
  eachPosting(entry.key, (text, word) => out.push({ text, entry, word }));
  return out;
};

/**
 * A query as hybrids are written in the index: the letter x between words stands for × ("Ursus x hybridus"), and
 * the sign joins the word after it ("× hyb" is "×hyb"). Takes and answers a normalised key (see `searchKey`).
 */
export const hybridQuery = (query: string): string => {
  if (!query.includes('x') && !query.includes(HYBRID_SIGN)) return query;
  return query.replace(/(?<=\S) x (?=\S)/g, ' × ').replace(/×\s+(?=\S)/g, HYBRID_SIGN);
};

const byText = <E>(a: Posting<E>, b: Posting<E>) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** Ranking of candidates within one quality: main entries first, then shorter keys, then alphabetical. */
const better = <E extends SearchEntry>(a: SearchMatch<E>, b: SearchMatch<E>): number =>
  a.quality - b.quality ||
  Number(b.entry.main) - Number(a.entry.main) ||
  a.entry.key.length - b.entry.key.length ||
  (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0);

/** Keeps the best `size` matches seen, best first. */
class TopMatches<E extends SearchEntry> {
  readonly items: SearchMatch<E>[] = [];
  private readonly seen = new Set<E>();
  constructor(private readonly size: number) {}

  /** True when a candidate cannot enter a full list (checked before a match object is made: the hot path of a range scan). */
  rejects(entry: E, quality: MatchQuality): boolean {
    const { items } = this;
    if (items.length < this.size) return false;
    const worst = items[items.length - 1]!;
    const byQuality = quality - worst.quality;
    if (byQuality !== 0) return byQuality > 0;
    if (entry.main !== worst.entry.main) return !entry.main;
    const byLength = entry.key.length - worst.entry.key.length;
    if (byLength !== 0) return byLength > 0;
    return entry.key >= worst.entry.key;
  }

  /** Offers the posting at a position of a range scan without allocating for the many that lose. */
  consider(entry: E, quality: MatchQuality): void {
    if (!this.rejects(entry, quality)) this.offer({ entry, quality });
  }

  offer(match: SearchMatch<E>): void {
    const { items } = this;
    // Most candidates of a long range lose to the current worst: reject them before any bookkeeping.
    if (items.length >= this.size && better(match, items[items.length - 1]!) >= 0) return;
    if (this.seen.has(match.entry)) {
      const at = this.items.findIndex((m) => m.entry === match.entry);
      if (at < 0 || better(match, this.items[at]!) >= 0) return;
      this.items.splice(at, 1);
    }
    let i = items.length;
    while (i > 0 && better(match, items[i - 1]!) < 0) i--;
    items.splice(i, 0, match);
    this.seen.add(match.entry);
    if (items.length > this.size) this.seen.delete(items.pop()!.entry);
  }
}

/** True when some prefix of `key` is at most one edit from `query` (cheap check used on the unsorted tail). */
export const prefixWithinOneEdit = (query: string, key: string): boolean => {
  let i = 0;
  while (i < query.length && i < key.length && query[i] === key[i]) i++;
  if (i === query.length) return true;
  const rest = query.slice(i + 1);
  return (
    key.startsWith(rest, i + 1) || // substitution
    key.startsWith(rest, i) || // deletion (the query has an extra letter)
    key.startsWith(query.slice(i), i + 1) || // insertion (the query misses a letter)
    (i + 1 < query.length && key[i] === query[i + 1] && key[i + 1] === query[i] && key.startsWith(query.slice(i + 2), i + 2)) // transposition
  );
};

/** Puts `list` in the order given (`list[j]` becomes what `list[order[j]]` was) in place, one cycle of the order at a time. */
const permute = <T>(list: T[], order: Uint32Array): void => {
  const placed = new Uint8Array(order.length);
  for (let start = 0; start < order.length; start++) {
    if (placed[start]) continue;
    const first = list[start]!;
    for (let at = start; ;) {
      placed[at] = 1;
      const from = order[at]!;
      if (from === start) {
        list[at] = first;
        break;
      }
      list[at] = list[from]!;
      at = from;
    }
  }
};

/** An entry's rank among postings of the same quality: main ones first, then by key length (up to LONGEST_BUCKET). */
const rankOf = (entry: SearchEntry): number => (entry.main ? 0 : LONGEST_BUCKET + 1) + Math.min(entry.key.length, LONGEST_BUCKET);

/**
 * The first `order.length` bytes in the order given (`result[j]` is `bytes[order[j]]`). A plain loop: `Uint8Array.from`
 * with a mapping function first lists its source as a JavaScript array, about 95 MB of garbage per call at the 3.3M
 * postings of a million names, made at the start's peak.
 */
const inOrder = (bytes: Uint8Array, order: Uint32Array): Uint8Array<ArrayBuffer> => {
  const ordered = new Uint8Array(order.length);
  for (let j = 0; j < order.length; j++) ordered[j] = bytes[order[j]!]!;
  return ordered;
};

/** Bits of a float64 that hold any integer exactly. */
const EXACT_BITS = 53;
/** At most this many leading characters of a text go into its sort key. */
const KEY_CHARS = 6;

/**
 * The indexes of `texts` in text order (stable: equal texts keep their order). Each text's first characters (ranked
 * in code unit order among the characters the texts begin with) and its index are packed into one float64, so a
 * native numeric sort orders all of them at once; only texts with the same first characters are then compared
 * whole. At a million names (3.3M postings) this is several times faster than sorting with a comparator.
 */
export const textOrder = (texts: readonly string[]): Uint32Array => {
  const n = texts.length;
  const order = new Uint32Array(n);
  const byText = (a: number, b: number) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0);
  const indexBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  // 0: past the text's end; the characters the texts begin with ranked 1, 2, … in code unit order
  const rank = new Uint32Array(65_536);
  for (const text of texts) for (let k = 0; k < KEY_CHARS && k < text.length; k++) rank[text.charCodeAt(k)] = 1;
  let distinct = 0;
  for (let c = 0; c < rank.length; c++) if (rank[c]) rank[c] = ++distinct;
  const charBits = Math.max(1, Math.ceil(Math.log2(distinct + 1)));
  const chars = Math.min(KEY_CHARS, Math.floor((EXACT_BITS - indexBits) / charBits));
  if (chars < 1) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order.sort(byText);
  }
  const radix = 2 ** charBits;
  const shift = 2 ** indexBits;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const text = texts[i]!;
    let key = 0;
    for (let k = 0; k < chars; k++) key = key * radix + (k < text.length ? rank[text.charCodeAt(k)]! : 0);
    packed[i] = key * shift + i;
  }
  packed.sort();
  for (let i = 0; i < n; i++) order[i] = packed[i]! % shift;
  // Texts that begin alike: ordered by their whole texts (the run is in index order, and the sort is stable).
  for (let lo = 0; lo < n;) {
    const beginning = Math.floor(packed[lo]! / shift);
    let hi = lo + 1;
    while (hi < n && Math.floor(packed[hi]! / shift) === beginning) hi++;
    if (hi - lo > 1) order.subarray(lo, hi).sort(byText);
    lo = hi;
  }
  return order;
};

export class SearchIndex<E extends SearchEntry> {
  // The sorted postings as parallel arrays (a posting object each would cost ~40 bytes more per key).
  private texts: string[] = [];
  private refs: E[] = [];
  private words = new Uint8Array(0);
  /** Each posting's entry's rank within a quality (main or not, key length): `best` reads it instead of the entry. */
  private ranks = new Uint8Array(0);
  private tail: Posting<E>[] = [];
  /** The best entries of long ranges asked for (at most MEMO_ENTRIES, the oldest dropped first). */
  private memo = new Map<string, Memo<E>>();
  /** The best entries of the long ranges of two- and three-letter beginnings, computed after each load and merge. */
  private beginnings = new Map<string, Memo<E>>();
  private dead = 0;
  /** Above zero while `addingMany` runs: the tail grows without merging until it ends. */
  private holding = 0;

  get size(): number {
    return this.texts.length + this.tail.length - this.dead;
  }

  /**
   * Replaces the whole index (a fresh load): sorts once. The postings go straight into the parallel arrays and are
   * put in order where they are (no posting objects, no second set of arrays): at a million names this runs at the
   * API's start, and what it leaves to the garbage collector is most of the start's peak memory.
   *
   * `entries` is read twice: the postings are counted first, so that each array is made once at its size (grown as
   * the postings came, the outgrown arrays were about 100 MB of garbage at the 3.3M postings of a million names).
   */
  load(entries: Iterable<E>): void {
    let count = 0;
    for (const entry of entries) if (entry.alive) count += postingCount(entry.key);
    const texts = new Array<string>(count);
    const refs = new Array<E>(count);
    const words = new Uint8Array(count);
    const ranks = new Uint8Array(count);
    let at = 0;
    for (const entry of entries) {
      if (!entry.alive) continue;
      const rank = rankOf(entry);
      eachPosting(entry.key, (text, word) => {
        words[at] = word ? 1 : 0;
        ranks[at] = rank;
        texts[at] = text;
        refs[at] = entry;
        at++;
      });
    }
    if (at !== count) throw new Error(`the entries changed while the search index loaded them (${count} postings counted, ${at} read)`);
    const order = textOrder(texts);
    this.words = inOrder(words, order);
    this.ranks = inOrder(ranks, order);
    permute(texts, order);
    permute(refs, order);
    this.texts = texts;
    this.refs = refs;
    this.tail = [];
    this.memo.clear();
    this.dead = 0;
    this.memoiseShortBeginnings();
  }

  add(entry: E): void {
    for (const p of postingsOf(entry)) this.tail.push(p);
    this.mergeIfDue();
  }

  /**
   * Runs `change` (adds and removes, no searches) with one merge at its end instead of one per TAIL_LIMIT postings:
   * a merge costs a pass over the whole index, so a batch of import events (hundreds of thousands of postings) would
   * otherwise merge the whole index again every 20 000 postings.
   */
  addingMany(change: () => void): void {
    this.holding++;
    try {
      change();
    } finally {
      this.holding--;
      this.mergeIfDue();
    }
  }

  /** Merges when the tail or the dead postings have grown past their limits, unless `addingMany` holds merges back. */
  private mergeIfDue(): void {
    if (this.holding > 0) return;
    if (this.tail.length > TAIL_LIMIT || this.dead > Math.max(TAIL_LIMIT, this.texts.length / 4)) this.merge();
  }

  /** Marks an entry dead; its postings are skipped from now on and dropped at the next merge. */
  remove(entry: E): void {
    if (!entry.alive) return;
    entry.alive = false;
    this.dead += postingsOf(entry).length;
    this.mergeIfDue();
  }

  /** Merges the tail into the sorted arrays and drops dead postings (linear after sorting the tail). */
  merge(): void {
    const tail = this.tail.filter((p) => p.entry.alive).sort(byText);
    const texts: string[] = [];
    const refs: E[] = [];
    const words: number[] = [];
    const ranks: number[] = [];
    let i = 0;
    let j = 0;
    while (i < this.texts.length || j < tail.length) {
      if (j >= tail.length || (i < this.texts.length && this.texts[i]! <= tail[j]!.text)) {
        if (this.refs[i]!.alive) {
          texts.push(this.texts[i]!);
          refs.push(this.refs[i]!);
          words.push(this.words[i]!);
          ranks.push(this.ranks[i]!);
        }
        i++;
      } else {
        const p = tail[j++]!;
        texts.push(p.text);
        refs.push(p.entry);
        words.push(p.word ? 1 : 0);
        ranks.push(rankOf(p.entry));
      }
    }
    this.texts = texts;
    this.refs = refs;
    this.words = Uint8Array.from(words);
    this.ranks = Uint8Array.from(ranks);
    this.tail = [];
    this.memo.clear();
    this.dead = 0;
    this.memoiseShortBeginnings();
  }

  /**
   * The best entries of every two- and three-letter beginning whose range is too long to scan per query, computed
   * after a load or a merge (a pass over the sorted postings per length), so that the first ask of a short text costs
   * what later ones do.
   */
  private memoiseShortBeginnings(): void {
    this.beginnings = new Map();
    for (const letters of [2, 3]) this.memoiseBeginnings(letters);
  }

  private memoiseBeginnings(letters: number): void {
    const { texts } = this;
    for (let lo = 0; lo < texts.length;) {
      if (texts[lo]!.length < letters) {
        lo++;
        continue;
      }
      const prefix = texts[lo]!.slice(0, letters);
      const hi = this.lowerBound(prefix + HIGH, lo);
      if (hi - lo > SCAN_LIMIT) this.beginnings.set(prefix, this.best(prefix, lo, hi));
      lo = hi;
    }
  }

  private lowerBound(text: string, lo = 0, hi = this.texts.length): number {
    const { texts } = this;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (texts[mid]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private qualityAt(i: number, query: string): MatchQuality {
    return SearchIndex.quality(this.texts[i]!, this.words[i] === 1, query);
  }

  private static qualityOf<E>(p: Posting<E>, query: string): MatchQuality {
    return SearchIndex.quality(p.text, p.word, query);
  }

  /** The quality of a posting that starts with the query (character codes, not a regular expression: hot loop). */
  private static quality(text: string, word: boolean, query: string): MatchQuality {
    if (text.length === query.length) return word ? 1 : 0;
    const next = text.charCodeAt(query.length);
    if (next === 32 || next === 45 || next === 0xd7 || next === 40) return 1; // space, hyphen, ×, (
    return word ? 3 : 2;
  }

  /** The best matches of a query, best first (at most `size`); typo matches only when exact ones are too few. */
  search(query: string, size: number, options: { typos?: boolean; enough?: (matches: readonly SearchMatch<E>[]) => boolean } = {}): SearchMatch<E>[] {
    if (!query) return [];
    const top = new TopMatches<E>(size);
    const lo = this.lowerBound(query);
    const hi = this.lowerBound(query + HIGH, lo);
    if (hi - lo <= SCAN_LIMIT) {
      for (let i = lo; i < hi; i++) {
        const entry = this.refs[i]!;
        if (entry.alive) top.consider(entry, this.qualityAt(i, query));
      }
    } else {
      // The memo is best first: once the list is full, every later match would lose.
      const offerBest = ({ entries, qualities }: Memo<E>) => {
        for (let k = 0; k < entries.length && top.items.length < size; k++) {
          if (entries[k]!.alive) top.offer({ entry: entries[k]!, quality: qualities[k] as MatchQuality });
        }
      };
      const memo = this.memoised(query, lo, hi);
      offerBest(memo);
      if (top.items.length < size && memo.entries.length >= MEMO_SIZE) {
        // Too many of the memo's entries were removed since: rank the range again.
        this.beginnings.delete(query);
        this.memo.delete(query);
        offerBest(this.memoised(query, lo, hi));
      }
    }
    for (const p of this.tail) {
      if (p.entry.alive && p.text.startsWith(query)) top.offer({ entry: p.entry, quality: SearchIndex.qualityOf(p, query) });
    }
    const enough = options.enough ?? ((matches) => matches.length >= size);
    if (options.typos !== false && query.length >= 3 && !enough(top.items)) this.typos(query, top);
    return top.items;
  }

  private memoised(query: string, lo: number, hi: number): Memo<E> {
    let best = this.beginnings.get(query) ?? this.memo.get(query);
    if (!best) {
      best = this.best(query, lo, hi);
      if (this.memo.size >= MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value!);
      this.memo.set(query, best);
    }
    return best;
  }

  /**
   * The best MEMO_SIZE entries of the range of a query (in `better`'s order, each entry once). Two passes instead of
   * a running top list (whose insertions cost hundreds of comparisons each in a long range): the first counts the
   * postings per rank bucket (quality, main or not, key length), the second sorts only the buckets that hold the best.
   */
  private best(query: string, lo: number, hi: number): Memo<E> {
    const { refs, ranks } = this;
    const buckets = new Uint16Array(hi - lo);
    const counts = new Uint32Array(BUCKETS);
    // No entry of the sorted arrays is dead until something is removed (the entries are not visited then).
    const anyDead = this.dead > 0;
    for (let i = lo; i < hi; i++) {
      if (anyDead && !refs[i]!.alive) continue;
      const bucket = this.qualityAt(i, query) * 2 * (LONGEST_BUCKET + 1) + ranks[i]!;
      buckets[i - lo] = bucket + 1;
      counts[bucket]!++;
    }
    // An entry may have several postings in the range (a whole key and a word of it): take twice what is needed, and
    // every bucket when that still gives too few entries.
    const pick = (cutoff: number): Memo<E> => {
      // The chosen postings bucket by bucket: a counting sort, stable, so each bucket's postings stay in text order.
      const ends = new Uint32Array(cutoff + 1);
      let total = 0;
      for (let b = 0; b <= cutoff; b++) ends[b] = total += counts[b]!;
      const chosen = new Uint32Array(total);
      const next = new Uint32Array(cutoff + 1);
      for (let b = 1; b <= cutoff; b++) next[b] = ends[b - 1]!;
      for (let i = lo; i < hi; i++) {
        const b = buckets[i - lo]! - 1;
        if (b >= 0 && b <= cutoff) chosen[next[b]!++] = i;
      }
      const byKey = (a: number, b: number) => {
        const ka = refs[a]!.key;
        const kb = refs[b]!.key;
        return ka.length - kb.length || (ka < kb ? -1 : ka > kb ? 1 : 0);
      };
      const entries: E[] = [];
      const qualities: number[] = [];
      const seen = new Set<E>();
      // Bucket by bucket, best first, until the memo is full (the buckets after it are never ordered).
      for (let b = 0, from = 0; b <= cutoff && entries.length < MEMO_SIZE; from = ends[b]!, b++) {
        const bucket = chosen.subarray(from, ends[b]!);
        // Within a bucket: by key length (the last length bucket holds all longer keys), then by key. Whole keys come
        // so in text order already; words of keys do not.
        for (let k = 1; k < bucket.length; k++) {
          if (byKey(bucket[k - 1]!, bucket[k]!) > 0) {
            bucket.sort(byKey);
            break;
          }
        }
        for (const i of bucket) {
          const entry = refs[i]!;
          if (seen.has(entry)) continue;
          seen.add(entry);
          entries.push(entry);
          qualities.push(Math.floor(b / (LONGEST_BUCKET + 1) / 2));
          if (entries.length >= MEMO_SIZE) break;
        }
      }
      return { entries, qualities: Uint8Array.from(qualities) };
    };
    let cutoff = BUCKETS - 1;
    for (let b = 0, total = 0; b < BUCKETS; b++) {
      total += counts[b]!;
      if (total >= MEMO_SIZE * 2) {
        cutoff = b;
        break;
      }
    }
    const memo = pick(cutoff);
    return memo.entries.length < MEMO_SIZE && cutoff < BUCKETS - 1 ? pick(BUCKETS - 1) : memo;
  }

  /** Keys (or key prefixes) one edit from the query: only edit positions up to the longest prefix that exists. */
  private typos(query: string, top: TopMatches<E>): void {
    const { texts, refs, words } = this;
    const take = (variant: string, lo: number, hi: number) => {
      let i = this.lowerBound(variant, lo, hi);
      for (let n = 0; i < hi && n < VARIANT_TAKE; i++, n++) {
        if (!texts[i]!.startsWith(variant)) break;
        if (refs[i]!.alive) top.consider(refs[i]!, texts[i] === variant && !words[i] ? 4 : 5);
      }
    };
    let lo = 0;
    let hi = texts.length;
    for (let i = 0; i <= query.length && lo < hi; i++) {
      const prefix = query.slice(0, i);
      const rest = query.slice(i + 1);
      if (i < query.length) take(prefix + rest, lo, hi); // deletion
      if (i + 1 < query.length) take(prefix + query[i + 1] + query[i] + query.slice(i + 2), lo, hi); // transposition
      // Substitution and insertion: every letter that follows the prefix in some key.
      let j = lo;
      while (j < hi) {
        const text = texts[j]!;
        if (text.length <= i) {
          j++;
          continue;
        }
        const letter = text[i]!;
        const next = this.lowerBound(prefix + letter + HIGH, j, hi);
        if (i < query.length && letter !== query[i]) take(prefix + letter + rest, j, next);
        take(prefix + letter + query.slice(i), j, next);
        j = next;
      }
      if (i < query.length) {
        // Narrow to keys that share one more letter of the query.
        const narrowed = prefix + query[i];
        lo = this.lowerBound(narrowed, lo, hi);
        hi = this.lowerBound(narrowed + HIGH, lo, hi);
      }
    }
    for (const p of this.tail) {
      if (p.entry.alive && !p.text.startsWith(query) && prefixWithinOneEdit(query, p.text)) {
        top.offer({ entry: p.entry, quality: !p.word && p.text.length <= query.length + 1 ? 4 : 5 });
      }
    }
  }
}
