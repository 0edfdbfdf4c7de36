import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { searchKey } from '../search-key.js';
import { hybridQuery, prefixWithinOneEdit, SearchIndex, textOrder, type SearchEntry } from './search-index.js';

interface Entry extends SearchEntry {
  readonly label: string;
}

const entry = (label: string, taxonId: number, main = true): Entry => ({ label, key: searchKey(label), taxonId, main, alive: true });

/** A crowd of similar names, so the rules must hold among many candidates and not only in a tiny index. */
const crowd = (): Entry[] => {
  const out: Entry[] = [];
  let taxonId = 1000;
  for (const genus of ['Ursus', 'Ursinia', 'Urtica', 'Salix', 'Salvia', 'Carex']) {
    for (const epithet of ['arctos', 'arcticus', 'alba', 'aurita', 'maritimus', 'americanus', 'minor', 'major', 'lapponum', 'vulgaris']) {
      out.push(entry(`${genus} ${epithet}`, taxonId++));
    }
  }
  return out;
};

const labels = (index: SearchIndex<Entry>, query: string, size = 10) => index.search(searchKey(query), size).map((m) => m.entry.label);

describe('search index', () => {
  it('puts the exact name first, before longer names that start with it', () => {
    const index = new SearchIndex<Entry>();
    index.load([...crowd(), entry('Ursus', 1), entry('Ursus arctos arctos', 2)]);
    expect(labels(index, 'ursus')[0]).toBe('Ursus');
    expect(labels(index, 'Ursus arctos')[0]).toBe('Ursus arctos');
    expect(labels(index, 'URSUS ARCTOS').slice(0, 2)).toEqual(['Ursus arctos', 'Ursus arctos arctos']);
  });

  it('ranks accepted names before synonyms of the same quality', () => {
    const index = new SearchIndex<Entry>();
    index.load([entry('Ursus horribilis', 1, false), entry('Ursus horribilus', 2, true), ...crowd()]);
    expect(labels(index, 'ursus horrib')).toEqual(['Ursus horribilus', 'Ursus horribilis']);
  });

  it('finds vernacular names by any word, after names that start with the text', () => {
    const index = new SearchIndex<Entry>();
    index.load([entry('vanlig brunbjørn', 1), entry('brunbjørn', 2), entry('fjell-bjørk', 3), entry('Salix ×aurita', 4), ...crowd()]);
    expect(labels(index, 'brunbj')).toEqual(['brunbjørn', 'vanlig brunbjørn']);
    // A whole word ranks before names that merely start with the text.
    index.add(entry('Vanligia', 5));
    expect(labels(index, 'vanlig')).toEqual(['vanlig brunbjørn', 'Vanligia']);
    expect(labels(index, 'bjørk')).toEqual(['fjell-bjørk']);
    expect(labels(index, 'aurita')).toContain('Salix ×aurita');
    expect(labels(index, 'lapponum')).toHaveLength(6);
  });

  it.each([
    ['substitution', 'ursus arctus'],
    ['deletion', 'ursus arcos'],
    ['insertion', 'ursus arcttos'],
    ['transposition', 'ursus arcots'],
    ['typo in the first word', 'ursis arctos'],
    ['typo in a prefix still being typed', 'ursus arcte'],
  ])('finds a name with a one-letter typo (%s) in the first 10', (_kind, query) => {
    const index = new SearchIndex<Entry>();
    index.load(crowd());
    expect(labels(index, query)).toContain('Ursus arctos');
  });

  it('does not let typo matches push out exact ones', () => {
    const index = new SearchIndex<Entry>();
    index.load(crowd());
    const matches = index.search('salix alba', 10);
    expect(matches[0]).toMatchObject({ entry: { label: 'Salix alba' }, quality: 0 });
    expect(matches.slice(1).every((m) => m.quality >= 4)).toBe(true);
  });

  it('serves added entries from the tail and after a merge, and forgets removed ones', () => {
    const index = new SearchIndex<Entry>();
    index.load(crowd());
    const added = entry('Ursus maritimus', 1);
    index.add(added);
    expect(labels(index, 'ursus mari')).toContain('Ursus maritimus');
    expect(labels(index, 'ursus maritimos')).toContain('Ursus maritimus');
    index.merge();
    expect(labels(index, 'ursus mari')).toContain('Ursus maritimus');
    index.remove(added);
    expect(index.search('ursus maritimus', 10).filter((m) => m.entry === added)).toEqual([]);
  });

  it('merges a batch of many added and removed entries once, at its end, and serves them as if changed one by one', () => {
    const batch = () => Array.from({ length: 50_000 }, (_, i) => entry(`Batchus ${i.toString(36)}ensis`, 10_000 + i));
    const oneByOne = new SearchIndex<Entry>();
    oneByOne.load(crowd());
    const merges = jest.spyOn(oneByOne, 'merge');
    const single = batch();
    for (const e of single) oneByOne.add(e);
    for (const e of single.slice(0, 40_000)) oneByOne.remove(e);
    expect(merges.mock.calls.length).toBeGreaterThan(1);

    const together = new SearchIndex<Entry>();
    together.load(crowd());
    const held = jest.spyOn(together, 'merge');
    const many = batch();
    together.addingMany(() => {
      for (const e of many) together.add(e);
      for (const e of many.slice(0, 40_000)) together.remove(e);
    });
    expect(held).toHaveBeenCalledTimes(1);
    expect(together.size).toBe(oneByOne.size);
    for (const query of ['batchus 1', 'batchus zzzensis', 'batchus 8zzensis', 'batchus 9a', 'batchus ytcensis']) {
      expect(labels(together, query, 5)).toEqual(labels(oneByOne, query, 5));
    }
    expect(labels(together, 'batchus ytcensis', 1)).toEqual(['Batchus ytcensis']); // number 45 120, kept
    expect(together.search(searchKey('batchus 1ensis'), 5).map((m) => m.entry)).not.toContain(many[1]); // removed

    together.addingMany(() => together.add(entry('Ursus minimus', 5)));
    expect(held).toHaveBeenCalledTimes(1); // a small batch stays in the tail
    expect(labels(together, 'ursus minimus', 1)).toEqual(['Ursus minimus']);
  });

  it('answers a one-letter prefix over many names with the shortest main names first', () => {
    const index = new SearchIndex<Entry>();
    const many = Array.from({ length: 30_000 }, (_, i) => entry(`Aa${i.toString(36)}us`, i, i % 2 === 0));
    index.load([...many, entry('A', 99_999, false), entry('Ab', 100_000)]);
    const first = labels(index, 'a', 3);
    expect(first[0]).toBe('A');
    expect(first[1]).toBe('Ab');
    expect(
      index
        .search('a', 10)
        .slice(1)
        .every((m) => m.entry.main),
    ).toBe(true);
  });

  it('tells whether a prefix of a key is one edit from the query', () => {
    expect(prefixWithinOneEdit('ursus arctus', 'ursus arctos')).toBe(true);
    expect(prefixWithinOneEdit('ursus arcots', 'ursus arctos')).toBe(true);
    expect(prefixWithinOneEdit('ursus ar', 'ursus arctos')).toBe(true);
    expect(prefixWithinOneEdit('ursux arctux', 'ursus arctos')).toBe(false);
  });
});

describe('hybrids in search', () => {
  const hybrids = () => {
    const index = new SearchIndex<Entry>();
    index.load([...crowd(), entry('Ursus ×hybridus', 1), entry('×Triticosecale', 2), entry('Salix ×hybrida', 3), entry('Ursus hyemalis', 4)]);
    return index;
  };
  const find = (index: SearchIndex<Entry>, query: string) => labels(index, hybridQuery(searchKey(query)));

  it('"×" alone lists the hybrids', () => {
    expect(find(hybrids(), '×').sort()).toEqual(['Salix ×hybrida', 'Ursus ×hybridus', '×Triticosecale']);
  });

  it('"× hyb" and "×hyb" find the hybrid epithet', () => {
    expect(find(hybrids(), '× hyb').sort()).toEqual(['Salix ×hybrida', 'Ursus ×hybridus']);
    expect(find(hybrids(), '×hyb').sort()).toEqual(['Salix ×hybrida', 'Ursus ×hybridus']);
  });

  it('"Ursus x hybridus", "Ursus × hybridus" and "Ursus hybridus" find "Ursus ×hybridus" first', () => {
    for (const query of ['Ursus x hybridus', 'ursus X hybridus', 'Ursus × hybridus', 'Ursus ×hybridus', 'Ursus hybridus', 'ursus hyb']) {
      expect({ query, first: find(hybrids(), query)[0] }).toEqual({ query, first: 'Ursus ×hybridus' });
    }
  });

  it('reads x as × only between words', () => {
    expect(hybridQuery('ursus x hybridus')).toBe('ursus ×hybridus');
    expect(hybridQuery('x')).toBe('x');
    expect(hybridQuery('xanthoria')).toBe('xanthoria');
    expect(hybridQuery('salix x')).toBe('salix x');
  });

  it('keeps the extra postings of a hybrid in step when it is added and removed', () => {
    const index = new SearchIndex<Entry>();
    index.load(crowd());
    const hybrid = entry('Carex ×boenninghausiana', 9);
    index.add(hybrid);
    expect(labels(index, hybridQuery(searchKey('carex x boen')))).toEqual(['Carex ×boenninghausiana']);
    expect(labels(index, '×')).toEqual(['Carex ×boenninghausiana']);
    index.remove(hybrid);
    expect(labels(index, '×')).toEqual([]);
    expect(labels(index, 'carex boen')).toEqual([]);
  });
});

describe('search index over long ranges, against a full ranking', () => {
  // Every posting that starts with the query, ranked as the index ranks (quality, main first, shorter key,
  // alphabetical), each entry once at its best quality.
  const ranked = (entries: readonly Entry[], query: string, size: number): string[] => {
    const matches: { entry: Entry; quality: number }[] = [];
    for (const e of entries.filter((x) => x.alive)) {
      const texts: [string, boolean][] = [[e.key, false]];
      for (let i = 1; i < e.key.length; i++) if (/[ \-×(]/.test(e.key[i - 1]!) && !/[ \-×(]/.test(e.key[i]!)) texts.push([e.key.slice(i), true]);
      let best: number | undefined;
      for (const [text, word] of texts) {
        if (!text.startsWith(query)) continue;
        const quality =
          text.length === query.length || /[ \-×(]/.test(text[query.length]!) ? (word ? 1 : text.length === query.length ? 0 : 1) : word ? 3 : 2;
        best = best === undefined ? quality : Math.min(best, quality);
      }
      if (best !== undefined) matches.push({ entry: e, quality: best });
    }
    matches.sort(
      (a, b) =>
        a.quality - b.quality ||
        Number(b.entry.main) - Number(a.entry.main) ||
        a.entry.key.length - b.entry.key.length ||
        (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0),
    );
    return matches.slice(0, size).map((m) => m.entry.key);
  };

  it('ranks a long range again when most of its remembered best entries were removed since', () => {
    const entries = Array.from({ length: 1000 }, (_, i) => entry(`a${String(i).padStart(4, '0')}`, i));
    const index = new SearchIndex<Entry>();
    index.load(entries);
    expect(index.search('a', 10).map((m) => m.entry.key)).toEqual(ranked(entries, 'a', 10));
    for (const e of entries.slice(0, 395)) index.remove(e);
    expect(index.search('a', 10).map((m) => m.entry.key)).toEqual(ranked(entries, 'a', 10));
    expect(index.search('a0', 10).map((m) => m.entry.key)).toEqual(ranked(entries, 'a0', 10));
  });

  it('answers the best entries of ranges far longer than a scan, for loaded, added and removed entries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[ab][ab ]{0,70}$/), fc.boolean()), { minLength: 300, maxLength: 900 }),
        fc.array(fc.nat(), { maxLength: 800 }),
        fc.array(fc.stringMatching(/^[ab]{1,3}$/), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 60 }),
        (keys, removedAt, queries, size) => {
          const entries = keys.map(([key, main], i) => ({ label: key, key: key.trim(), taxonId: i, main, alive: true }) as Entry);
          const index = new SearchIndex<Entry>();
          index.load(entries);
          for (const at of removedAt) index.remove(entries[at % entries.length]!);
          for (const query of queries) {
            expect(index.search(query, size, { typos: false }).map((m) => m.entry.key)).toEqual(ranked(entries, query, size));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the typo step against every one-edit variant', () => {
  const BREAK = /[ \-×(]/;
  const postings = (key: string): [string, boolean][] => {
    const out: [string, boolean][] = [[key, false]];
    for (let i = 1; i < key.length; i++) if (BREAK.test(key[i - 1]!) && !BREAK.test(key[i]!)) out.push([key.slice(i), true]);
    return out;
  };
  const variants = (query: string, letters: string): Set<string> => {
    const out = new Set<string>();
    for (let i = 0; i <= query.length; i++) {
      if (i < query.length) out.add(query.slice(0, i) + query.slice(i + 1));
      if (i + 1 < query.length) out.add(query.slice(0, i) + query[i + 1] + query[i] + query.slice(i + 2));
      for (const c of letters) {
        if (i < query.length) out.add(query.slice(0, i) + c + query.slice(i + 1));
        out.add(query.slice(0, i) + c + query.slice(i));
      }
    }
    out.delete(query);
    return out;
  };
  // Each entry at its best quality: a posting that starts with the query (0–3), else one whose text starts with a
  // one-edit variant (4 when the whole key is the variant, 5 otherwise).
  const expected = (entries: readonly Entry[], query: string): string[] => {
    const letters = [...new Set(entries.flatMap((e) => [...e.key]))].join('');
    const edits = [...variants(query, letters)];
    const found: string[] = [];
    for (const e of entries) {
      let best: number | undefined;
      for (const [text, word] of postings(e.key)) {
        let quality: number | undefined;
        if (text.startsWith(query)) {
          const whole = text.length === query.length || BREAK.test(text[query.length]!);
          quality = whole ? (word ? 1 : text.length === query.length ? 0 : 1) : word ? 3 : 2;
        } else if (edits.some((v) => text.startsWith(v))) {
          quality = !word && edits.includes(text) ? 4 : 5;
        }
        if (quality !== undefined) best = best === undefined ? quality : Math.min(best, quality);
      }
      if (best !== undefined) found.push(`${best} ${e.key}`);
    }
    return found.sort();
  };

  it('finds every key with a prefix one edit from the query, at the quality a scan gives', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[abc][abc -]{0,9}[abc]$/), { minLength: 1, maxLength: 60 }),
        fc.array(fc.stringMatching(/^[abc][abc ]{2,6}$/), { minLength: 1, maxLength: 5 }),
        (keys, queries) => {
          const entries = keys.map((key, i) => ({ label: key, key, taxonId: i, main: true, alive: true }) as Entry);
          const index = new SearchIndex<Entry>();
          index.load(entries);
          for (const query of queries) {
            const found = index.search(query, 10_000, { enough: () => false }).map((m) => `${m.quality} ${m.entry.key}`);
            expect(found.sort()).toEqual(expected(entries, query));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('textOrder', () => {
  const byComparator = (texts: readonly string[]) => [...texts.keys()].sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0));

  it('orders texts as a stable comparison sort does, equal texts in their order', () => {
    const texts = ['salix', 'sal', 'salix alba', '', 'ursus', 'salix', 'Ursus', 'sa', 'salix', 'ålesund', 'bjørn', 'sal ix', 'salixx'];
    expect([...textOrder(texts)]).toEqual(byComparator(texts));
  });

  it('agrees with a comparison sort on any texts, with few or many different characters', () => {
    const alphabets = [
      'ab ',
      'abcdefghijklmnopqrstuvwxyz -×(',
      'aáčđŋšŧžæøå𝔘',
      String.fromCharCode(...Array.from({ length: 200 }, (_, i) => 33 + i)),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...alphabets).chain((alphabet) =>
          fc.array(
            fc.array(fc.constantFrom(...alphabet), { maxLength: 12, size: 'max' }).map((chars) => chars.join('')),
            { maxLength: 300, size: 'max' },
          ),
        ),
        (texts) => [...textOrder(texts)].join() === byComparator(texts).join(),
      ),
      { numRuns: 300, endOnFailure: true },
    );
  });
});
