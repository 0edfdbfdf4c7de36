import { distance } from 'fastest-levenshtein';
import { PassjoinIndex } from 'mnemonist';
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

const bucketValues = <T>(bucket: Bucket<T> | undefined): readonly T[] => (bucket === undefined ? [] : Array.isArray(bucket) ? bucket : [bucket]);

/** The names of one first word (genus or uninomial) with their match keys, as parallel arrays. */
interface FirstWordGroup<N> {
  keys: string[];
  names: N[];
  /** A Pass-Join index of a large group's keys, built at its first fuzzy lookup and dropped when the group changes. */
  fuzzy?: PassjoinIndex<string> | undefined;
}

/** Groups with more names than this are searched through a Pass-Join index of their own rather than scanned. */
const SCAN_LIMIT = 64;

/**
 * The register's names by match key (see `parseName`), kept current with the in-memory register: exact lookups of
 * scientific names (marker, hybrid sign, case and diacritics ignored) and of vernacular names (Norwegian letters
 * folded), and the fuzzy lookups of listesøk. Fuzzy scientific matching goes by first word: the genus (or
 * uninomial) within two edits from a Pass-Join index of the first words (mnemonist's `PassjoinIndex`), then the
 * names of each such genus compared whole (Levenshtein, `fastest-levenshtein`); vernacular names have a Pass-Join
 * index of their own. Pass-Join indexes cannot remove: words no longer in use stay in them and are skipped.
 */
export class NameMatchIndex<N extends MatchableName, V extends MatchableVernacular> {
  private readonly byKey = new Map<string, Bucket<N>>();
  private readonly byFirstWord = new Map<string, FirstWordGroup<N>>();
  private readonly firstWords = new PassjoinIndex<string>(distance, MAX_EDITS);
  /** The same first words for lookups within one edit: a k = 1 index yields far fewer candidates for short words. */
  private readonly firstWordsWithinOne = new PassjoinIndex<string>(distance, 1);
  private readonly indexedFirstWords = new Set<string>();
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
      group = { keys: [], names: [] };
      this.byFirstWord.set(first, group);
    }
    group.keys.push(key);
    group.names.push(name);
    group.fuzzy = undefined;
    if (first.length >= MIN_FUZZY_LENGTH && !this.indexedFirstWords.has(first)) {
      this.indexedFirstWords.add(first);
      this.firstWords.add(first);
      this.firstWordsWithinOne.add(first);
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
    const others: string[] = [];
    for (const word of this.firstWordIndex(maxFirstWordEdits).search(first))
      if (word !== first && distance(word, first) <= maxFirstWordEdits) others.push(word);
    return this.closestInGroups(key, others, maxEdits);
  }

  private firstWordIndex(maxEdits: number): PassjoinIndex<string> {
    return maxEdits <= 1 ? this.firstWordsWithinOne : this.firstWords;
  }

  private closestInGroups(key: string, firstWords: readonly string[], maxEdits: number): { names: N[]; edits: number } {
    let best = maxEdits + 1;
    let names: N[] = [];
    for (const word of firstWords) {
      const group = this.byFirstWord.get(word);
      if (!group) continue;
      if (group.keys.length > SCAN_LIMIT) {
        group.fuzzy ??= PassjoinIndex.from(new Set(group.keys), distance, MAX_EDITS);
        for (const candidate of group.fuzzy.search(key)) {
          const edits = candidate === key ? 0 : distance(candidate, key);
          if (edits > maxEdits || edits > best) continue;
          const found = this.exact(candidate).filter((n) => group.names.includes(n));
          if (edits < best) {
            best = edits;
            names = [...found];
          } else names.push(...found);
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
    for (const candidate of this.firstWordIndex(maxEdits).search(word)) {
      if (!this.byFirstWord.has(candidate)) continue;
      const edits = distance(candidate, word);
      if (edits <= maxEdits) found.push({ word: candidate, edits });
    }
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
