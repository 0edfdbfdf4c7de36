import { describe, expect, it } from '@jest/globals';
import type { RegisterEvent } from './events.js';
import { emptyName, type TaxonRecord } from './records.js';
import { childrenOf, evolve, initialRegisterState, namesOfTaxon, type RegisterState } from './state.js';

const taxon = (id: number, parentId: number): TaxonRecord => ({ id, parentId, existsInNorway: null, vernacularNames: [] });

/** An event that only carries effects (evolve reads nothing else). */
const effects = (data: { taxa?: { before: TaxonRecord | null; after: TaxonRecord | null }[]; names?: ReturnType<typeof nameChange>[] }) =>
  ({ type: 'TaxaImported', data: { effects: { taxa: data.taxa ?? [], names: data.names ?? [] } } }) as unknown as RegisterEvent;
const nameChange = (id: number, taxonId: number, before = false) => {
  const record = emptyName({ id, taxonId, scientificName: `Name${id}`, rank: 'Species', taxonomicStatus: id === taxonId ? 'Accepted' : 'Synonym' });
  return before ? { before: record, after: null } : { before: null, after: record };
};

describe('RegisterState groups (children of a taxon, names of a taxon)', () => {
  const withChildren = (count: number): RegisterState => {
    const state = initialRegisterState();
    evolve(state, effects({ taxa: [{ before: null, after: taxon(1, -1) }] }));
    evolve(state, effects({ taxa: Array.from({ length: count }, (_, i) => ({ before: null, after: taxon(100 + i, 1) })) }));
    return state;
  };

  it('keeps a few children in the order they came, and forgets a taxon whose last child left', () => {
    const state = withChildren(3);
    expect(childrenOf(state, 1)).toEqual([100, 101, 102]);
    evolve(state, effects({ taxa: [{ before: taxon(101, 1), after: taxon(101, -1) }] }));
    expect(childrenOf(state, 1)).toEqual([100, 102]);
    expect(childrenOf(state, -1)).toEqual(expect.arrayContaining([1, 101]));
    evolve(
      state,
      effects({
        taxa: [
          { before: taxon(100, 1), after: null },
          { before: taxon(102, 1), after: null },
        ],
      }),
    );
    expect(state.childrenByTaxon.has(1)).toBe(false);
    expect(childrenOf(state, 1)).toEqual([]);
  });

  it('keeps thousands of children, in order, through moves in and out, each once', () => {
    const state = withChildren(5000);
    evolve(
      state,
      effects({
        taxa: [
          { before: taxon(100, 1), after: taxon(100, -1) },
          { before: taxon(4000, 1), after: taxon(4000, 1) },
        ],
      }),
    );
    const children = childrenOf(state, 1);
    expect(children).toHaveLength(4999);
    expect(children.slice(0, 2)).toEqual([101, 102]);
    expect(new Set(children).size).toBe(4999);
    expect(children).not.toContain(100);
  });

  it('lists the names of a taxon once each, also when an edit re-applies a name', () => {
    const state = withChildren(1);
    evolve(state, effects({ names: [nameChange(100, 100), nameChange(200, 100), nameChange(201, 100)] }));
    evolve(state, effects({ names: [{ before: nameChange(200, 100).after, after: { ...nameChange(200, 100).after, author: 'L.' } }] }));
    const ids = () =>
      namesOfTaxon(state, 100)
        .map((n) => n.id)
        .sort((a, b) => a - b);
    expect(ids()).toEqual([100, 200, 201]);
    expect(namesOfTaxon(state, 100).find((n) => n.id === 200)?.author).toBe('L.');
    evolve(state, effects({ names: [nameChange(100, 100, true)] }));
    expect(ids()).toEqual([200, 201]);
  });
});
