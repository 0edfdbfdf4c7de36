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
