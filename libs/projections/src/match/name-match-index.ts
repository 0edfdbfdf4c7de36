import { distance } from 'fastest-levenshtein';
import { PassjoinIndex } from 'mnemonist';
import { RestSegmentIndex } from './rest-segment-index.js';
import { WordTrie } from './word-trie.js';
import { nameMatchKey, vernacularMatchKey, type VernacularNameRecord } from '@navnebase/domain';

/** What the index needs of a scientific name (the in-memory register's name entries). */
export interface MatchableName {
  readonly id: number;
  readonly taxonId: number;
  readonly scientificName: string;
  /** The name's search key (`searchKey`): reused as the match key when both are the same, to save memory. */
  readonly key: string;
}

export interface MatchableVernacular {
  readonly taxonId: number;
  readonly vernacular: VernacularNameRecord;
}

/** The largest edit distance the fuzzy lookups index for. */
export const MAX_EDITS = 2;
/** Words shorter than this are not indexed for fuzzy lookups (every short word is near some other). */
const MIN_FUZZY_LENGTH = 4;

type Bucket<T> = T | T[];

const bucketAdd = <T>(map: Map<string, Bucket<T>>, key: string, value: T) => {
  const known = map.get(key);
  if (known === undefined) map.set(key, value);
  else if (Array.isArray(known)) known.push(value);
  else map.set(key, [known, value]);
};

const bucketRemove = <T>(map: Map<string, Bucket<T>>, key: string, value: T) => {
  const known = map.get(key);
  if (known === undefined) return;
  if (!Array.isArray(known)) {
    if (known === value) map.delete(key);
    return;
  }
  const rest = known.filter((v) => v !== value);
  if (rest.length === 0) map.delete(key);
  else map.set(key, rest.length === 1 ? rest[0]! : rest);
};

/** FNV-1a of `key` from `from` on, in 30 bits (a small integer for the map). */
const restHash = (key: string, from: number): number => {
  let h = 0x811c9dc5;
  for (let i = from; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
};

/** The closer of two results, or both joined when equally close. */
const mergeClosest = <N>(a: { names: N[]; edits: number }, b: { names: N[]; edits: number }): { names: N[]; edits: number } =>
  b.names.length === 0 || a.edits < b.edits ? a : a.names.length === 0 || b.edits < a.edits ? b : { names: [...a.names, ...b.names], edits: a.edits };

const bucketValues = <T>(bucket: Bucket<T> | undefined): readonly T[] => (bucket === undefined ? [] : Array.isArray(bucket) ? bucket : [bucket]);

/** The names of one first word (genus or uninomial) with their match keys, as parallel arrays. */
interface FirstWordGroup<N> {
  word: string;
  keys: string[];
  names: N[];
  /** An index of a large group's keys by the segments after the first word, built at its first fuzzy lookup and dropped when the group changes. */
  fuzzy?: RestSegmentIndex | undefined;
}

/** Groups with more names than this are searched through an index of their own (`RestSegmentIndex`) rather than scanned. */
const SCAN_LIMIT = 64;

/**
 * The register's names by match key (see `parseName`), kept current with the in-memory register: exact lookups of
 * scientific names (marker, hybrid sign, case and diacritics ignored) and of vernacular names (Norwegian letters
 * folded), and the fuzzy lookups of listesøk. Fuzzy scientific matching goes by first word: the names of the list's
 * genus (or uninomial) first; then those of the genera one edit away (a trie of the first words, `WordTrie`),
 * compared whole (Levenshtein, `fastest-levenshtein`); then, when two edits are allowed in both, the names of the
 * genera two edits away that have the same rest (the epithets), found by the rest's hash. A large genus is searched
 * through an index of its epithets' segments (`RestSegmentIndex`). Vernacular names have a Pass-Join index of their
 * own (mnemonist's `PassjoinIndex`). Neither the trie nor Pass-Join indexes remove: words no longer in use stay in
 * them and are skipped.
 */
export class NameMatchIndex<N extends MatchableName, V extends MatchableVernacular> {
  private readonly byKey = new Map<string, Bucket<N>>();
  private readonly byFirstWord = new Map<string, FirstWordGroup<N>>();
  /** The first words of four letters and more, for the genera within one or two edits of a list's genus. */
  private readonly firstWords = new WordTrie();
  private readonly indexedFirstWords = new Set<string>();
  /**
   * The first words that have a name with a given rest (what follows the first word, e.g. " alba" or " alba
   * vitellina"), by a 30-bit hash of the rest: a genus two edits away can only hold a name within two edits when the
   * rest is the same, so these are looked up instead of every genus two edits away. Entries are never removed (a
   * lookup checks the name itself); a hash shared by two rests only costs a lookup.
   */
  private readonly firstWordsByRest = new Map<number, Bucket<string>>();
  private readonly byVernacular = new Map<string, Bucket<V>>();
  private readonly vernacularKeys = new PassjoinIndex<string>(distance, MAX_EDITS);
  private readonly vernacularKeysWithinOne = new PassjoinIndex<string>(distance, 1);
  private readonly indexedVernacularKeys = new Set<string>();

  private keyOf(name: N): string {
    const key = nameMatchKey(name.scientificName);
    return key === name.key ? name.key : key;
  }

  addName(name: N): void {
    const key = this.keyOf(name);
    if (!key) return;
    bucketAdd(this.byKey, key, name);
    const first = key.split(' ', 1)[0]!;
    let group = this.byFirstWord.get(first);
    if (!group) {
      group = { word: first, keys: [], names: [] };
      this.byFirstWord.set(first, group);
    }
    group.keys.push(key);
    group.names.push(name);
    group.fuzzy = undefined;
    if (first.length >= MIN_FUZZY_LENGTH && !this.indexedFirstWords.has(first)) {
      this.indexedFirstWords.add(first);
      this.firstWords.add(first);
    }
    if (first.length >= MIN_FUZZY_LENGTH && key.length > first.length) {
      const rest = restHash(key, first.length);
      const known = this.firstWordsByRest.get(rest);
      if (known === undefined) this.firstWordsByRest.set(rest, group.word);
      else if (Array.isArray(known)) {
        if (!known.includes(group.word)) known.push(group.word);
      } else if (known !== group.word) this.firstWordsByRest.set(rest, [known, group.word]);
    }
  }

  removeName(name: N): void {
    const key = this.keyOf(name);
    if (!key) return;
    bucketRemove(this.byKey, key, name);
    const first = key.split(' ', 1)[0]!;
    const group = this.byFirstWord.get(first);
    const at = group ? group.names.indexOf(name) : -1;
    if (!group || at < 0) return;
    group.names.splice(at, 1);
    group.keys.splice(at, 1);
    group.fuzzy = undefined;
    if (group.names.length === 0) this.byFirstWord.delete(first);
  }

  addVernacular(entry: V): void {
    const key = vernacularMatchKey(entry.vernacular.vernacularName);
    if (!key) return;
    bucketAdd(this.byVernacular, key, entry);
    if (key.length >= MIN_FUZZY_LENGTH && !this.indexedVernacularKeys.has(key)) {
      this.indexedVernacularKeys.add(key);
      this.vernacularKeys.add(key);
      this.vernacularKeysWithinOne.add(key);
    }
  }

  removeVernacular(entry: V): void {
    bucketRemove(this.byVernacular, vernacularMatchKey(entry.vernacular.vernacularName), entry);
  }

  /**
   * Builds the indexes of the large groups (genera with more than `SCAN_LIMIT` names) ahead of the first fuzzy
   * lookup, so that the first lists do not pay for them; a group that changes later drops its index and builds it
   * again at its next lookup. Returns whether all are built; `until` (a clock reading, `performance.now()`) stops
   * it early, so that a caller can build in slices.
   */
  prepareFuzzy(until = Infinity): boolean {
    for (const group of this.byFirstWord.values()) {
      if (group.keys.length <= SCAN_LIMIT || group.fuzzy) continue;
      group.fuzzy = new RestSegmentIndex(group.keys, group.word.length);
      if (performance.now() > until) return false;
    }
    return true;
  }

  /** Names whose match key is exactly `key`. */
  exact(key: string): readonly N[] {
    return bucketValues(this.byKey.get(key));
  }

  /** Vernacular names whose folded key is exactly `key` (see `vernacularMatchKey`). */
  vernacular(key: string): readonly V[] {
    return bucketValues(this.byVernacular.get(key));
  }

  /**
   * Names whose key is within `maxEdits` of `key` and whose first word is within `maxFirstWordEdits` of the key's,
   * at the smallest distance found (all of them at that distance), with that distance.
   */
  closestNames(key: string, maxEdits: number, maxFirstWordEdits: number): { names: N[]; edits: number } {
    const first = key.split(' ', 1)[0]!;
    // The list's genus is usually right: look among its names first, and at other genera only when that finds nothing.
    const inGenus = this.closestInGroups(key, [first], maxEdits);
    if (inGenus.names.length > 0 || maxFirstWordEdits <= 0 || first.length < MIN_FUZZY_LENGTH) return inGenus;
    // Genera one edit away: their names compared whole.
    const near: string[] = [];
    for (const { word, edits } of this.firstWords.search(first, 1)) if (edits === 1) near.push(word);
    const found = this.closestInGroups(key, near, maxEdits);
    if (maxFirstWordEdits < 2 || maxEdits < 2 || found.edits < 2) return found;
    // Genera two edits away: with both edits spent on the genus, only a name with the same rest can be within two
    // (when the spaces of the two names stand opposite each other, as the edits of a typo leave them).
    if (key.length === first.length) {
      const far: string[] = [];
      for (const { word, edits } of this.firstWords.search(first, 2)) if (edits === 2) far.push(word);
      return mergeClosest(found, this.closestInGroups(key, far, maxEdits));
    }
    const rest = key.slice(first.length);
    const far = { names: [] as N[], edits: maxEdits + 1 };
    for (const word of bucketValues(this.firstWordsByRest.get(restHash(key, first.length)))) {
      if (Math.abs(word.length - first.length) > 2 || distance(word, first) !== 2) continue;
      const candidate = word + rest;
      const edits = distance(candidate, key);
      if (edits > far.edits) continue;
      const names = this.exact(candidate);
      if (names.length === 0) continue;
      if (edits < far.edits) far.names = [...names];
      else far.names.push(...names);
      far.edits = edits;
    }
    return mergeClosest(found, far);
  }

  private closestInGroups(key: string, firstWords: readonly string[], maxEdits: number): { names: N[]; edits: number } {
    let best = maxEdits + 1;
    let names: N[] = [];
    for (const word of firstWords) {
      const group = this.byFirstWord.get(word);
      if (!group) continue;
      if (group.keys.length > SCAN_LIMIT) {
        group.fuzzy ??= new RestSegmentIndex(group.keys, group.word.length);
        for (const { at, edits } of group.fuzzy.search(key, Math.min(maxEdits, best), distance)) {
          if (edits < best) {
            best = edits;
            names = [group.names[at]!];
          } else if (edits === best) names.push(group.names[at]!);
        }
        continue;
      }
      const { keys } = group;
      for (let i = 0; i < keys.length; i++) {
        const candidate = keys[i]!;
        if (Math.abs(candidate.length - key.length) > best) continue;
        const edits = candidate === key ? 0 : distance(candidate, key);
        if (edits > maxEdits) continue;
        if (edits < best) {
          best = edits;
          names = [group.names[i]!];
        } else if (edits === best) names.push(group.names[i]!);
      }
    }
    return { names, edits: best };
  }

  /** First words (genera, uninomials) within `maxEdits` of `word`, closest first, with their names. */
  closestFirstWords(word: string, maxEdits: number): { word: string; edits: number }[] {
    if (maxEdits <= 0 || word.length < MIN_FUZZY_LENGTH) return [];
    const found: { word: string; edits: number }[] = [];
    for (const candidate of this.firstWords.search(word, maxEdits)) if (this.byFirstWord.has(candidate.word)) found.push(candidate);
    return found.sort((a, b) => a.edits - b.edits || (a.word < b.word ? -1 : 1));
  }

  /** Vernacular names whose folded key is within `maxEdits` of `key`, at the smallest distance found. */
  closestVernacular(key: string, maxEdits: number): { entries: V[]; edits: number } {
    if (maxEdits <= 0 || key.length < MIN_FUZZY_LENGTH) return { entries: [], edits: maxEdits + 1 };
    let best = maxEdits + 1;
    let entries: V[] = [];
    for (const candidate of (maxEdits <= 1 ? this.vernacularKeysWithinOne : this.vernacularKeys).search(key)) {
      const edits = distance(candidate, key);
      if (edits > maxEdits || edits > best) continue;
      const found = bucketValues(this.byVernacular.get(candidate));
      if (found.length === 0) continue;
      if (edits < best) {
        best = edits;
        entries = [...found];
      } else entries.push(...found);
    }
    return { entries, edits: best };
  }
}
