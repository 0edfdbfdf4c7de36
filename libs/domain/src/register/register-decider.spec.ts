import { describe, expect, it } from '@jest/globals';
import { addTaxonCommand, importCommand } from '../testing/fixtures.js';
import { stateFrom } from '../testing/given-when-then.js';
import type { RegisterCommand } from './commands.js';
import { decide } from './decide.js';
import type { RegisterEvent } from './events.js';
import { registerDecider, registerResultOf, resultOf } from './register-decider.js';
import { mainNameOf } from './state.js';

/** An event with the given type and data (resultOf reads nothing else). */
const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RegisterEvent;
const effects = (taxa: number, names: number) => ({ taxa: Array.from({ length: taxa }), names: Array.from({ length: names }) });

describe('The answer of a register command (resultOf)', () => {
  it('is the data of its events less effects and history, the first event giving a key its value', () => {
    const result = resultOf([
      event('TaxonAdded', { taxonId: 8, scientificNameId: 80, effects: effects(1, 1), history: [] }),
      event('ScientificNameEdited', { taxonId: 9, parentTaxonId: 6, effects: effects(0, 1) }),
    ]);
    expect(result).toEqual({ taxonId: 8, scientificNameId: 80, parentTaxonId: 6 });
  });

  it('counts the taxa and names of an import over all its batches, without the batch numbers', () => {
    const result = resultOf([
      event('TaxaImported', { importId: 'i', source: 's', batch: 1, effects: effects(2, 3) }),
      event('TaxaImported', { importId: 'i', source: 's', batch: 2, effects: effects(1, 4) }),
    ]);
    expect(result).toEqual({ importId: 'i', source: 's', taxa: 3, names: 7 });
  });

  it('counts nothing for other commands, and answers nothing for no events', () => {
    expect(resultOf([event('TaxonAdded', { taxonId: 8, effects: effects(1, 1) })])).toEqual({ taxonId: 8 });
    expect(resultOf([])).toEqual({});
  });
});

describe('The register decider', () => {
  it('starts from the built-in spheres, decides a command with its answer, and applies the events', () => {
    expect([registerDecider.streamId, registerDecider.schemaVersion]).toEqual(['register', 1]);
    const state = registerDecider.initialState();
    expect(mainNameOf(state, -1)?.scientificName).toBe('Biota');
    const imported = registerDecider.decide(importCommand(), state);
    expect(imported.result).toMatchObject({ taxa: 13, names: 14 });
    for (const e of imported.events) registerDecider.evolve(state, e);
    const added = registerDecider.decide(
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'maritimus', author: 'Phipps, 1774' }),
      state,
    );
    expect(added.events.map((e) => e.type)).toEqual(['TaxonAdded']);
    const answer = registerResultOf('AddTaxon', added.result);
    expect(answer).toEqual({ taxonId: expect.any(Number), scientificNameId: expect.any(Number), parentTaxonId: 6 });
    registerDecider.evolve(state, added.events[0]!);
    expect(mainNameOf(state, answer.taxonId)?.scientificName).toBe('Ursus maritimus');
  });

  it('refuses a command type it does not know', () => {
    const unknown = { type: 'RenameEverything', data: {}, metadata: {} } as unknown as RegisterCommand;
    expect(() => decide(unknown, stateFrom([]))).toThrow('Unknown command RenameEverything');
  });
});
