import { describe, expect, it } from '@jest/globals';
import { importCommand, mammalTree } from '../../testing/fixtures.js';
import { given, stateFrom } from '../../testing/given-when-then.js';
import { BIOTA_ID } from '../../taxonomy/constants.js';
import type { ImportedTaxon } from '../commands.js';
import { childrenOf, initialRegisterState, mainNameOf } from '../state.js';
import { planImport } from './import-taxa.js';

describe('ImportTaxa', () => {
  it('places kingdoms under Biota and keeps preferred ids', () =>
    given()
      .when(importCommand())
      .then((events, state) => {
        expect(events.map((e) => e.type)).toEqual(['TaxaImported']);
        expect(childrenOf(state, BIOTA_ID).sort()).toEqual([1, 100]);
        expect(mainNameOf(state, 7)!.scientificName).toBe('Ursus arctos');
        expect(state.names.get(70)).toMatchObject({ taxonId: 7, taxonomicStatus: 'Synonym' });
        expect(state.taxa.get(7)!.vernacularNames).toHaveLength(1);
      }));

  it('splits large imports into batches of names', () =>
    given()
      .when({ ...importCommand(), data: { ...importCommand().data, batchSize: 5 } })
      .then((events) => {
        expect(events.length).toBe(3);
        expect(events.flatMap((e) => e.data.effects.names)).toHaveLength(14);
      }));

  it('assigns fresh ids when preferred ids are taken', () => {
    const state = stateFrom([importCommand()]);
    const again = importCommand(mammalTree().slice(0, 2), 'second');
    given([importCommand()])
      .when(again)
      .then((events) => {
        const ids = events[0]!.data.effects.taxa.map((t) => t.after!.id);
        expect(ids).toEqual([106, 107]);
        expect(state.taxa.size).toBe(15);
      });
  });

  it('writes nothing when a taxon cannot be placed', () =>
    given()
      .when(importCommand([...mammalTree(), { ...mammalTree()[6]!, key: '8', parentKey: '99' }]))
      .thenThrows('INVALID_REQUEST'));

  it('plans which taxa can be placed and reports the others with reasons', () => {
    const orphan: ImportedTaxon = { ...mammalTree()[6]!, key: '8', parentKey: '99' };
    const childOfOrphan: ImportedTaxon = { ...mammalTree()[6]!, key: '9', parentKey: '8' };
    const wrongRank: ImportedTaxon = { ...mammalTree()[1]!, key: '10', parentKey: '6' };
    const plan = planImport(initialRegisterState(), [childOfOrphan, ...mammalTree(), orphan, wrongRank]);
    expect(plan.taxa).toHaveLength(13);
    expect(
      plan.problems
        .filter((p) => p.severity === 'error')
        .map((p) => p.key)
        .sort(),
    ).toEqual(['10', '8', '9']);
    expect(plan.problems.find((p) => p.key === '8')!.reason).toContain('99');
  });

  it('orders parents before children whatever the input order', () => {
    const plan = planImport(initialRegisterState(), [...mammalTree()].reverse());
    const position = new Map(plan.taxa.map((t, i) => [t.key, i]));
    for (const t of plan.taxa) if (t.parentKey) expect(position.get(t.parentKey)!).toBeLessThan(position.get(t.key)!);
  });

  it('drops duplicate vernacular names with a warning and keeps one recommended per language', () => {
    const taxon: ImportedTaxon = {
      ...mammalTree()[6]!,
      vernacularNames: [
        { vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
        { vernacularName: 'Brunbjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
        { vernacularName: 'bjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
      ],
    };
    const plan = planImport(initialRegisterState(), [...mammalTree().slice(0, 6), taxon]);
    const kept = plan.taxa.find((t) => t.key === '7')!.vernacularNames;
    expect(kept.map((v) => [v.vernacularName, v.status])).toEqual([
      ['brunbjørn', 'Recommended'],
      ['bjørn', 'NotRecommended'],
    ]);
    expect(plan.problems).toContainEqual(expect.objectContaining({ key: '7', severity: 'warning' }));
  });

  it('keeps hundreds of thousands of preferred ids (a national re-import)', () => {
    const many: ImportedTaxon[] = Array.from({ length: 200_000 }, (_, i) => ({
      key: `s${i}`,
      parentKey: '6',
      mainName: { scientificName: `Ursus sp${i}`, author: 'A', rank: 'Species', taxonomicStatus: 'Accepted', preferredId: 1_000_000 + i },
      synonyms: [],
      vernacularNames: [],
    }));
    given()
      .when({ ...importCommand([...mammalTree(), ...many]), data: { ...importCommand().data, taxa: [...mammalTree(), ...many], batchSize: 50_000 } })
      .then((_events, state) => {
        expect(state.names.get(1_199_999)?.scientificName).toBe('Ursus sp199999');
        expect(state.nextNameId).toBe(1_200_000);
      });
  });
});
