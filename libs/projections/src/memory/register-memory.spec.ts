import { describe, expect, it, jest } from '@jest/globals';
import type { Effects, ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { SearchIndex } from '../search/search-index.js';
import { RegisterMemory } from './register-memory.js';

const taxon = (id: number): TaxonRecord => ({ id, parentId: null, existsInNorway: true, vernacularNames: [] });

const name = (id: number): ScientificNameRecord => ({
  id,
  taxonId: id,
  scientificName: `Importus n${id.toString(36)}ensis`,
  author: '',
  rank: 'Species',
  taxonomicStatus: 'Accepted',
  nomenclaturalStatuses: [],
  attributes: [],
  references: [],
  comment: '',
  speciesComplex: '',
});

/** An import part of `count` taxa with one name each, at `position`. */
const importPart = (position: number, first: number, count: number): RecordedEvent => {
  const ids = Array.from({ length: count }, (_, i) => first + i);
  const effects: Partial<Effects> = {
    taxa: ids.map((id) => ({ before: null, after: taxon(id) })),
    names: ids.map((id) => ({ before: null, after: name(id) })),
  };
  return {
    globalPosition: position,
    streamId: 'register',
    streamRevision: position,
    type: 'TaxaImported',
    schemaVersion: 1,
    data: { effects },
    metadata: {},
    recordedAt: new Date(0).toISOString(),
  };
};

describe('RegisterMemory: a batch of events', () => {
  it('merges its search index once per batch however many names the batch adds, and finds every name after it', () => {
    const memory = RegisterMemory.empty();
    const merges = jest.spyOn(SearchIndex.prototype, 'merge');
    try {
      // Given a batch of five import parts of 10 000 names each (far past the search index's tail of 20 000 postings)
      const batch = Array.from({ length: 5 }, (_, part) => importPart(part + 1, 1_000 + part * 10_000, 10_000));
      // When the memory applies it
      memory.apply(batch);
      // Then the index merged once, and names of the first and the last part are found
      expect(merges).toHaveBeenCalledTimes(1);
      for (const id of [1_000, 25_000, 50_999]) {
        expect(memory.search(`Importus n${id.toString(36)}ensis`, 1).map((hit) => hit.taxonId)).toEqual([id]);
      }
    } finally {
      merges.mockRestore();
    }
  });
});

/** An event at `position` with the given changes of names (and no taxa). */
const namesChanged = (position: number, names: Effects['names']): RecordedEvent => ({
  ...importPart(position, 1, 0),
  type: 'ScientificNameEdited',
  data: { effects: { taxa: [], names } },
});

describe('RegisterMemory: the names of a taxon', () => {
  it('follows names as they come to a taxon, leave it and move, in the order they came', () => {
    // Given a taxon with one name
    const memory = RegisterMemory.empty();
    memory.apply([importPart(1, 10, 2)]);
    const idsOf = (taxonId: number) => memory.taxon(taxonId)?.names.map((n) => n.id);
    expect(idsOf(10)).toEqual([10]);
    // When two synonyms come, one leaves, the first name leaves, and the other moves to taxon 11
    const synonym = (id: number, taxonId = 10): ScientificNameRecord => ({ ...name(id), taxonId, taxonomicStatus: 'Synonym' });
    memory.apply([
      namesChanged(2, [
        { before: null, after: synonym(20) },
        { before: null, after: synonym(21) },
      ]),
    ]);
    expect(idsOf(10)).toEqual([10, 20, 21]);
    memory.apply([namesChanged(3, [{ before: synonym(20), after: null }])]);
    expect(idsOf(10)).toEqual([10, 21]);
    memory.apply([namesChanged(4, [{ before: name(10), after: null }])]);
    expect(idsOf(10)).toEqual([21]);
    memory.apply([namesChanged(5, [{ before: synonym(21), after: synonym(21, 11) }])]);
    // Then each taxon holds the names it has, none twice, and a name is found where it is
    expect(idsOf(10)).toEqual([]);
    expect(idsOf(11)).toEqual([11, 21]);
    expect(memory.nameOf(21)?.taxonId).toBe(11);
    expect(memory.search(name(21).scientificName, 5).map((hit) => hit.taxonId)).toEqual([11]);
  });
});
