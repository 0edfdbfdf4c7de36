import { describe, expect, it } from '@jest/globals';
import { planImport, initialRegisterState } from '@navnebase/domain';
import { seededRandom } from './prng.js';
import { generateRegister, oneLetterTypo } from './synthetic-register.js';

describe('synthetic register for benchmarks', () => {
  const register = generateRegister(10_000);

  it('is the same for the same size and seed, and differs for another seed', () => {
    expect(generateRegister(10_000).taxa).toEqual(register.taxa);
    expect(generateRegister(10_000, 7).taxa).not.toEqual(register.taxa);
  });

  it('has about the requested number of names, ~30 % synonyms and ~20 % of taxa with vernacular names', () => {
    const { counts } = register;
    expect(counts.names).toBeGreaterThan(9_000);
    expect(counts.names).toBeLessThan(11_000);
    expect(counts.synonyms / counts.names).toBeGreaterThan(0.25);
    expect(counts.synonyms / counts.names).toBeLessThan(0.35);
    expect(counts.taxaWithVernacular / counts.taxa).toBeGreaterThan(0.15);
    expect(counts.taxaWithVernacular / counts.taxa).toBeLessThan(0.25);
    expect(counts.hybrids).toBeGreaterThan(0);
  });

  it('spans kingdoms to subspecies with a heavy tail of genus sizes', () => {
    expect(Object.keys(register.counts.byRank)).toEqual(['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species', 'Subspecies']);
    const children = new Map<string, number>();
    for (const t of register.taxa) if (t.parentKey) children.set(t.parentKey, (children.get(t.parentKey) ?? 0) + 1);
    const genera = register.taxa.filter((t) => t.mainName.rank === 'Genus').map((t) => children.get(t.key) ?? 0);
    const median = [...genera].sort((a, b) => a - b)[Math.floor(genera.length / 2)]!;
    expect(median).toBeLessThan(10);
    expect(register.counts.largestGenus).toBeGreaterThan(20 * median);
  });

  it('writes vernacular names in nb, nn and se with Norwegian and Sámi letters, and hybrids with ×', () => {
    const vernacular = register.taxa.flatMap((t) => t.vernacularNames);
    expect(new Set(vernacular.map((v) => v.languageIsoCode))).toEqual(new Set(['nb', 'nn', 'se']));
    expect(vernacular.some((v) => /[æøå]/.test(v.vernacularName))).toBe(true);
    expect(vernacular.some((v) => /[áčđŋšž]/.test(v.vernacularName))).toBe(true);
    expect(register.taxa.some((t) => t.mainName.scientificName.includes(' ×') && t.mainName.attributes?.includes('Hybrid'))).toBe(true);
  });

  it('can be placed by the real import planner: parents first, ranks in order, one recommended name per language', () => {
    const plan = planImport(initialRegisterState(), register.taxa);
    expect(plan.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(plan.problems).toEqual([]);
    expect(plan.taxa).toHaveLength(register.taxa.length);
  });

  it('makes one-letter typos that differ from the text by one edit', () => {
    const random = seededRandom(1);
    for (const text of ['ursus arctos', 'salix lapponum', 'brunbjørn']) {
      const typo = oneLetterTypo(text, random);
      expect(typo).not.toBe(text);
      expect(Math.abs(typo.length - text.length)).toBeLessThanOrEqual(1);
    }
  });
});
