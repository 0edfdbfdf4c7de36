/**
 * A trie of words searched for those within a few edits (Levenshtein) of a query: a depth-first walk that carries
 * one row of the edit-distance table per level and leaves a branch as soon as every cell of its row exceeds the
 * allowed edits. The walk's cost depends on how many prefixes lie near the query's, not on how many words the trie
 * holds, so it stays cheap where a Pass-Join index over short words (genera) yields thousands of candidates to
 * verify. The nodes live in typed arrays (first child, next sibling, letter, word), grown by doubling. Words are
 * only added: a caller that no longer uses a word skips it among the results.
 */
export class WordTrie {
  private firstChild = new Int32Array(1024);
  private nextSibling = new Int32Array(1024);
  private letter = new Uint16Array(1024);
  /** The word ending at a node (index + 1 into `words`), 0 for none. */
  private wordAt = new Int32Array(1024);
  private readonly words: string[] = [];
  /** Node 0 is the root. */
  private nodes = 1;
  private rows = new Int32Array(0);

  get size(): number {
    return this.words.length;
  }

  add(word: string): void {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let child = this.firstChild[node]!;
      while (child !== 0 && this.letter[child] !== c) child = this.nextSibling[child]!;
      if (child === 0) {
        child = this.newNode(c);
        this.nextSibling[child] = this.firstChild[node]!;
        this.firstChild[node] = child;
      }
      node = child;
    }
    if (this.wordAt[node] === 0) {
      this.words.push(word);
      this.wordAt[node] = this.words.length;
    }
  }

  /** The words within `maxEdits` of `query`, each with its distance (in no particular order). */
  search(query: string, maxEdits: number): { word: string; edits: number }[] {
    return maxEdits === 1 ? this.searchWithinOne(query) : this.searchWithin(query, maxEdits);
  }

  /**
   * Within one edit the edit can be spelt out: follow the query letter by letter and, at each place the query's
   * prefix reaches, try each deletion, insertion and substitution there, following the rest of the query exactly.
   * This touches far fewer nodes than the row walk, which computes every child of the first levels.
   */
  private searchWithinOne(query: string): { word: string; edits: number }[] {
    const n = query.length;
    const codes = new Uint16Array(n);
    for (let j = 0; j < n; j++) codes[j] = query.charCodeAt(j);
    const hits = new Map<number, number>();
    const hit = (node: number, edits: number) => {
      if (node < 0 || this.wordAt[node] === 0) return;
      const known = hits.get(node);
      if (known === undefined || edits < known) hits.set(node, edits);
    };
    let node = 0;
    for (let i = 0; i <= n; i++) {
      // `node` holds the query's first i letters
      if (i < n) hit(this.follow(node, codes, i + 1), 1);
      for (let child = this.firstChild[node]!; child !== 0; child = this.nextSibling[child]!) {
        hit(this.follow(child, codes, i), 1);
        if (i < n && this.letter[child] !== codes[i]) hit(this.follow(child, codes, i + 1), 1);
      }
      if (i === n) hit(node, 0);
      else {
        node = this.childOf(node, codes[i]!);
        if (node < 0) break;
      }
    }
    const found: { word: string; edits: number }[] = [];
    for (const [at, edits] of hits) found.push({ word: this.words[this.wordAt[at]! - 1]!, edits });
    return found;
  }

  private childOf(node: number, c: number): number {
    for (let child = this.firstChild[node]!; child !== 0; child = this.nextSibling[child]!) if (this.letter[child] === c) return child;
    return -1;
  }

  /** The node reached from `node` by the query's letters from `from` on, or -1. */
  private follow(node: number, codes: Uint16Array, from: number): number {
    for (let j = from; j < codes.length && node >= 0; j++) node = this.childOf(node, codes[j]!);
    return node;
  }

  private searchWithin(query: string, maxEdits: number): { word: string; edits: number }[] {
    const found: { word: string; edits: number }[] = [];
    const width = query.length + 1;
    const depth = query.length + maxEdits + 1;
    if (this.rows.length < width * (depth + 1)) this.rows = new Int32Array(width * (depth + 1) * 2);
    const rows = this.rows;
    for (let j = 0; j < width; j++) rows[j] = j;
    const codes = new Uint16Array(query.length);
    for (let j = 0; j < query.length; j++) codes[j] = query.charCodeAt(j);
    if (query.length <= maxEdits && this.wordAt[0] !== 0) found.push({ word: this.words[this.wordAt[0]! - 1]!, edits: query.length });
    this.walk(0, 1, codes, maxEdits, found);
    return found;
  }

  private walk(node: number, level: number, codes: Uint16Array, maxEdits: number, found: { word: string; edits: number }[]): void {
    const rows = this.rows;
    const n = codes.length;
    const width = n + 1;
    const previous = (level - 1) * width;
    const current = level * width;
    if ((level + 1) * width > rows.length) return;
    // Only the cells within `maxEdits` of the diagonal can stay within `maxEdits`; those beside the band count as one more.
    const lo = level - maxEdits > 1 ? level - maxEdits : 1;
    const hi = level + maxEdits < n ? level + maxEdits : n;
    const beyond = maxEdits + 1;
    for (let child = this.firstChild[node]!; child !== 0; child = this.nextSibling[child]!) {
      const c = this.letter[child]!;
      let smallest = (rows[current] = level);
      if (lo > 1) rows[current + lo - 1] = beyond;
      for (let j = lo; j <= hi; j++) {
        const substitute = rows[previous + j - 1]! + (codes[j - 1] === c ? 0 : 1);
        const remove = rows[previous + j]! + 1;
        const insert = rows[current + j - 1]! + 1;
        const cell = substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
        rows[current + j] = cell;
        if (cell < smallest) smallest = cell;
      }
      if (hi < n) rows[current + hi + 1] = beyond;
      if (smallest > maxEdits) continue;
      const word = this.wordAt[child]!;
      if (word !== 0 && hi === n && rows[current + n]! <= maxEdits) found.push({ word: this.words[word - 1]!, edits: rows[current + n]! });
      this.walk(child, level + 1, codes, maxEdits, found);
    }
  }

  private newNode(c: number): number {
    if (this.nodes === this.letter.length) {
      const grow = <T extends Int32Array | Uint16Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.firstChild = grow(this.firstChild);
      this.nextSibling = grow(this.nextSibling);
      this.letter = grow(this.letter);
      this.wordAt = grow(this.wordAt);
    }
    const node = this.nodes++;
    this.letter[node] = c;
    return node;
  }
}
