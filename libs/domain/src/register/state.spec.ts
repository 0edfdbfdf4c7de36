import { describe, expect, it } from '@jest/globals';
import type { RegisterEvent } from './events.js';
import { emptyName, type ScientificNameRecord, type TaxonRecord } from './records.js';
import { Errors } from './errors.js';
import {
  ancestorsOf,
  childrenOf,
  evolve,
  initialRegisterState,
  isAnimal,
  isFungus,
  isInSubtree,
  kingdomOf,
  mainNameOf,
  namesOfTaxon,
  rankOfTaxon,
  requireName,
  type RegisterState,
} from './state.js';

const taxon = (id: number, parentId: number): TaxonRecord => ({ id, parentId, existsInNorway: null, vernacularNames: [] });

/** An event that only carries effects (evolve reads nothing else). */
const effects = (data: {
  taxa?: { before: TaxonRecord | null; after: TaxonRecord | null }[];
  names?: { before: ScientificNameRecord | null; after: ScientificNameRecord | null }[];
}) => ({ type: 'TaxaImported', data: { effects: { taxa: data.taxa ?? [], names: data.names ?? [] } } }) as unknown as RegisterEvent;
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
    evolve(state, effects({ names: [{ before: nameChange(200, 100).after, after: { ...nameChange(200, 100).after!, author: 'L.' } }] }));
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

describe('RegisterState from the start and under odd events', () => {
  it('starts with the two spheres, Biota and non-biota, children of nobody', () => {
    const state = initialRegisterState();
    expect([...state.taxa.keys()]).toEqual([-1, -2]);
    expect([mainNameOf(state, -1)?.scientificName, mainNameOf(state, -2)?.scientificName]).toEqual(['Biota', 'Nonbiota']);
    expect(state.childrenByTaxon.size).toBe(0);
    expect(namesOfTaxon(state, 99)).toHaveLength(0);
  });

  it('never throws: a record added twice is listed once, and a before image the state does not hold changes nothing else', () => {
    const state = initialRegisterState();
    evolve(
      state,
      effects({
        taxa: [
          { before: null, after: taxon(1, -1) },
          { before: null, after: taxon(100, 1) },
          { before: null, after: taxon(101, 1) },
        ],
      }),
    );
    evolve(state, effects({ taxa: [{ before: null, after: taxon(100, 1) }] }));
    expect(childrenOf(state, 1)).toEqual([100, 101]);
    evolve(
      state,
      effects({
        taxa: [
          { before: taxon(5, 1), after: null },
          { before: taxon(6, 77), after: null },
          { before: null, after: null },
        ],
      }),
    );
    expect(childrenOf(state, 1)).toEqual([100, 101]);
    evolve(state, effects({ names: [nameChange(300, 300, true), { before: null, after: null } as never] }));
    expect(state.taxa.has(1)).toBe(true);
  });

  it('forgets a removed name', () => {
    const state = initialRegisterState();
    evolve(state, effects({ taxa: [{ before: null, after: taxon(100, -1) }], names: [nameChange(100, 100), nameChange(200, 100)] }));
    evolve(state, effects({ names: [nameChange(200, 100, true)] }));
    expect([state.names.has(100), state.names.has(200)]).toEqual([true, false]);
  });
});

describe('RegisterState groups of many (a Set once there are more than 16)', () => {
  it('forgets a taxon whose many children all left', () => {
    const state = initialRegisterState();
    const kids = Array.from({ length: 20 }, (_, i) => taxon(100 + i, 1));
    evolve(state, effects({ taxa: [{ before: null, after: taxon(1, -1) }, ...kids.map((after) => ({ before: null, after }))] }));
    expect(childrenOf(state, 1)).toHaveLength(20);
    evolve(state, effects({ taxa: kids.map((before) => ({ before, after: null })) }));
    expect(state.childrenByTaxon.has(1)).toBe(false);
    expect(state.taxa.has(100)).toBe(false);
  });
});

describe('RegisterState ids and marks', () => {
  it('gives the next taxon, name and vernacular name ids one above the highest seen', () => {
    const state = initialRegisterState();
    expect([state.nextTaxonId, state.nextNameId, state.nextVernacularNameId]).toEqual([1, 1, 1]);
    const vernacular = { id: 1, vernacularName: 'bjørn', languageIsoCode: 'nb', status: 'Recommended', reference: '', comment: '' } as const;
    evolve(state, effects({ taxa: [{ before: null, after: { ...taxon(1, -1), vernacularNames: [vernacular] } }], names: [nameChange(1, 1)] }));
    expect([state.nextTaxonId, state.nextNameId, state.nextVernacularNameId]).toEqual([2, 2, 2]);
    evolve(
      state,
      effects({ taxa: [{ before: null, after: { ...taxon(2, 1), vernacularNames: [{ ...vernacular, id: 2 }] } }], names: [nameChange(2, 2)] }),
    );
    expect([state.nextTaxonId, state.nextNameId, state.nextVernacularNameId]).toEqual([3, 3, 3]);
    evolve(state, effects({ taxa: [{ before: null, after: taxon(1, -1) }], names: [nameChange(1, 1)] }));
    expect([state.nextTaxonId, state.nextNameId, state.nextVernacularNameId]).toEqual([3, 3, 3]);
    evolve(state, effects({ taxa: [{ before: null, after: { ...taxon(1, -1), vernacularNames: [vernacular] } }] }));
    expect(state.nextVernacularNameId).toBe(3);
  });

  const timed = (event: RegisterEvent, time?: string) => ({ ...event, metadata: time ? { time } : undefined }) as unknown as RegisterEvent;
  const withTwoTaxa = () => {
    const state = initialRegisterState();
    evolve(
      state,
      effects({
        taxa: [
          { before: null, after: taxon(1, -1) },
          { before: null, after: taxon(2, -1) },
        ],
        names: [nameChange(1, 1), nameChange(2, 2)],
      }),
    );
    return state;
  };
  const synonym = emptyName({ id: 3, taxonId: 1, scientificName: 'Name3', rank: 'Species', taxonomicStatus: 'Synonym' });

  it('marks both taxa when a name changes taxon or taxonomic status, at the time of the event', () => {
    const state = withTwoTaxa();
    evolve(state, timed(effects({ names: [{ before: null, after: synonym }] }), '2026-01-15T10:00:00.000Z'));
    expect(state.statusChangedAt.size).toBe(0);
    evolve(state, timed(effects({ names: [{ before: synonym, after: { ...synonym, author: 'L.' } }] }), '2026-01-15T10:01:00.000Z'));
    expect(state.statusChangedAt.size).toBe(0);
    evolve(state, timed(effects({ names: [{ before: synonym, after: { ...synonym, taxonomicStatus: 'NotInUse' } }] }), '2026-01-15T10:02:00.000Z'));
    expect([...state.statusChangedAt]).toEqual([[1, '2026-01-15T10:02:00.000Z']]);
    evolve(state, timed(effects({ names: [{ before: synonym, after: { ...synonym, taxonId: 2 } }] }), '2026-01-15T10:03:00.000Z'));
    expect(Object.fromEntries(state.statusChangedAt)).toEqual({ 1: '2026-01-15T10:03:00.000Z', 2: '2026-01-15T10:03:00.000Z' });
  });

  it('marks nothing for an event without a time', () => {
    const state = withTwoTaxa();
    evolve(state, timed(effects({ names: [{ before: synonym, after: { ...synonym, taxonId: 2 } }] })));
    expect(state.statusChangedAt.size).toBe(0);
  });

  it('keeps what became of an id by kind and id', () => {
    const state = initialRegisterState();
    const successors = [
      { kind: 'taxon', id: 7, reason: 'Merged', successorIds: [8] },
      { kind: 'name', id: 7, reason: 'Deleted', successorIds: [] },
    ];
    evolve(state, { type: 'TaxaMerged', data: { effects: { taxa: [], names: [], successors } } } as unknown as RegisterEvent);
    expect([...state.successors.keys()]).toEqual(['taxon:7', 'name:7']);
  });
});

describe('Queries on the state', () => {
  /** Biota > Animalia (1) > Ursus (2); Biota > Fungi (975) > Amanita (976); Biota > Plantae (100); Biota > Zoa (500, an animal kingdom by name). */
  const tree = (kingdoms: { id: number; name: string }[]) => {
    const state = initialRegisterState();
    const main = (id: number, name: string, rank: 'Kingdom' | 'Genus') =>
      ({ before: null, after: emptyName({ id, taxonId: id, scientificName: name, rank, taxonomicStatus: 'Accepted' }) }) as const;
    evolve(
      state,
      effects({
        taxa: kingdoms.flatMap(({ id }) => [
          { before: null, after: taxon(id, -1) },
          { before: null, after: taxon(id + 1, id) },
        ]),
        names: kingdoms.flatMap(({ id, name }) => [main(id, name, 'Kingdom'), main(id + 1, `${name}genus`, 'Genus')]),
      }),
    );
    return state;
  };

  it('finds the kingdom above or at a taxon, and none above a sphere', () => {
    const state = tree([{ id: 1, name: 'Animalia' }]);
    expect(kingdomOf(state, 2)).toBe(1);
    expect(kingdomOf(state, 1)).toBe(1);
    expect(kingdomOf(state, -1)).toBeUndefined();
    expect(rankOfTaxon(state, 2)).toBe('Genus');
    expect(rankOfTaxon(state, 99)).toBeUndefined();
  });

  it('knows animals by the kingdom id 1 or by the kingdom named Animalia', () => {
    expect(isAnimal(tree([{ id: 1, name: 'Metazoa' }]), 2)).toBe(true);
    expect(isAnimal(tree([{ id: 500, name: ' ANIMALIA ' }]), 501)).toBe(true);
    expect(isAnimal(tree([{ id: 500, name: 'Plantae' }]), 501)).toBe(false);
    expect(isAnimal(tree([{ id: 500, name: 'Plantae' }]), -1)).toBe(false);
  });

  it('knows fungi by the name id 975 or by the kingdom named Fungi', () => {
    expect(isFungus(tree([{ id: 975, name: 'Mycota' }]), 976)).toBe(true);
    expect(isFungus(tree([{ id: 500, name: ' FUNGI ' }]), 501)).toBe(true);
    expect(isFungus(tree([{ id: 500, name: 'Plantae' }]), 501)).toBe(false);
    expect(isFungus(tree([{ id: 1, name: 'Animalia' }]), -1)).toBe(false);
  });

  it('lists ancestors from the top down and stops at a loop', () => {
    const state = tree([{ id: 1, name: 'Animalia' }]);
    expect(ancestorsOf(state, 2)).toEqual([-1, 1]);
    expect(isInSubtree(state, 2, 1)).toBe(true);
    expect(isInSubtree(state, 1, 1)).toBe(true);
    expect(isInSubtree(state, 1, 2)).toBe(false);
    expect(ancestorsOf(state, 99)).toEqual([]);
    evolve(state, effects({ taxa: [{ before: null, after: taxon(5, 77) }] }));
    expect(ancestorsOf(state, 5)).toEqual([77]);
    evolve(
      state,
      effects({
        taxa: [
          { before: taxon(1, -1), after: taxon(1, 2) },
          { before: null, after: taxon(3, 2) },
        ],
      }),
    );
    expect(ancestorsOf(state, 2)).toEqual([1]);
    expect(ancestorsOf(state, 3)).toEqual([1, 2]);
  });

  it('finds no main name for a taxon without one, and refuses an unknown name', () => {
    const state = tree([{ id: 1, name: 'Animalia' }]);
    evolve(state, effects({ taxa: [{ before: null, after: taxon(40, 1) }], names: [nameChange(30, 2), nameChange(41, 40)] }));
    expect(mainNameOf(state, 2)?.id).toBe(2);
    expect(mainNameOf(state, 40)).toBeUndefined();
    expect(mainNameOf(state, 99)).toBeUndefined();
    expect(requireName(state, 2, Errors.nameNotFound).scientificName).toBe('Animaliagenus');
    expect(() => requireName(state, 99, Errors.nameNotFound)).toThrow('Finner ikke vitenskapelig navn med id 99.');
  });
});
