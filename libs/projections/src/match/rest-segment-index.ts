/**
 * The keys of one first-word group (a genus and its species, all starting with the same word) indexed for the keys
 * within `maxEdits` (≤ `MAX_SEGMENT_EDITS`) of a query, by the Pass-Join principle applied to what follows the
 * shared first word: each key's rest is cut into `MAX_SEGMENT_EDITS + 1` segments, and as edits touch at most
 * `maxEdits` of them, a key within `maxEdits` has a segment that appears unchanged in the query, shifted by at most
 * `maxEdits`. Segments of the whole key would be of no use here, as every key of the group shares its first one.
 * Keys whose rest is too short to be cut are compared directly. Exact: every key within `maxEdits` is found, and
 * each candidate is checked with the whole distance. Segments are held by a 30-bit hash of (key length, segment
 * number, letters), read straight from the strings: no substrings are made, and a hash shared by two segments only
 * adds a candidate to check.
 */
export const MAX_SEGMENT_EDITS = 2;
const SEGMENTS = MAX_SEGMENT_EDITS + 1;

/** Where the segments of a rest of `length` letters start, after the first word of `prefix` letters. */
const segmentsOf = (prefix: number, length: number): { start: number; length: number }[] => {
  const short = Math.floor(length / SEGMENTS);
  const longOnes = length - short * SEGMENTS;
  const out: { start: number; length: number }[] = [];
  let at = prefix;
  for (let i = 0; i < SEGMENTS; i++) {
    const l = i < SEGMENTS - longOnes ? short : short + 1;
    out.push({ start: at, length: l });
    at += l;
  }
  return out;
};

/** FNV-1a of the key length, the segment number and `text`'s letters from `start` on, in 30 bits. */
const slotOf = (length: number, segment: number, text: string, start: number, letters: number): number => {
  let h = Math.imul(0x811c9dc5 ^ length, 0x01000193);
  h = Math.imul(h ^ segment, 0x01000193);
  for (let i = start; i < start + letters; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
};

export class RestSegmentIndex {
  /** Key indexes by the hash of (key length, segment number, segment letters). */
  private readonly bySegment = new Map<number, number | number[]>();
  private readonly lengths = new Set<number>();
  /** Keys whose rest is shorter than the number of segments. */
  private readonly unsegmented: number[] = [];
  private readonly seen: Uint32Array;
  private stamp = 0;

  /** `keys` all start with `prefixLength` letters of the same first word. */
  constructor(
    private readonly keys: readonly string[],
    private readonly prefixLength: number,
  ) {
    this.seen = new Uint32Array(keys.length);
    keys.forEach((key, at) => {
      const rest = key.length - prefixLength;
      if (rest < SEGMENTS) {
        this.unsegmented.push(at);
        return;
      }
      this.lengths.add(key.length);
      segmentsOf(prefixLength, rest).forEach((s, i) => {
        const slot = slotOf(key.length, i, key, s.start, s.length);
        const known = this.bySegment.get(slot);
        if (known === undefined) this.bySegment.set(slot, at);
        else if (typeof known === 'number') this.bySegment.set(slot, [known, at]);
        else known.push(at);
      });
    });
  }

  /** Indexes (into the keys given) of the keys within `maxEdits` of `query`, with their distance. */
  search(query: string, maxEdits: number, distance: (a: string, b: string) => number): { at: number; edits: number }[] {
    if (maxEdits > MAX_SEGMENT_EDITS) throw new Error(`at most ${MAX_SEGMENT_EDITS} edits`);
    if (++this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const found: { at: number; edits: number }[] = [];
    const check = (at: number) => {
      if (this.seen[at] === this.stamp) return;
      this.seen[at] = this.stamp;
      const key = this.keys[at]!;
      if (Math.abs(key.length - query.length) > maxEdits) return;
      const edits = key === query ? 0 : distance(key, query);
      if (edits <= maxEdits) found.push({ at, edits });
    };
    for (const at of this.unsegmented) check(at);
    for (let length = query.length - maxEdits; length <= query.length + maxEdits; length++) {
      if (!this.lengths.has(length)) continue;
      segmentsOf(this.prefixLength, length - this.prefixLength).forEach((s, i) => {
        for (let shift = -maxEdits; shift <= maxEdits; shift++) {
          const start = s.start + shift;
          if (start < 0 || start + s.length > query.length) continue;
          const candidates = this.bySegment.get(slotOf(length, i, query, start, s.length));
          if (typeof candidates === 'number') check(candidates);
          else if (candidates) for (const at of candidates) check(at);
        }
      });
    }
    return found;
  }
}
