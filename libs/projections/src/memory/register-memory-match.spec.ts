import { describe, expect, it } from '@jest/globals';
import { nameMatchKey, vernacularMatchKey, type Effects, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { RegisterMemory } from './register-memory.js';

const taxon = (id: number, vernacular?: string): TaxonRecord => ({
  id,
  parentId: null,
  existsInNorway: true,
  vernacularNames: vernacular
    ? [{ id: id * 10, vernacularName: vernacular, languageIsoCode: 'nb', status: 'Recommended', reference: '', comment: '' }]
    : [],
});

const name = (id: number, taxonId: number, scientificName: string): ScientificNameRecord => ({
  id,
  taxonId,
  scientificName,
  author: 'L.',
  rank: 'Species',
  taxonomicStatus: 'Accepted',
  nomenclaturalStatuses: [],
  attributes: [],
  references: [],
  comment: '',
  speciesComplex: '',
});

let position = 0;
const event = (effects: Partial<Effects>): RecordedEvent => ({
  globalPosition: ++position,
  streamId: 'register',
  streamRevision: position,
  type: 'Test',
  schemaVersion: 1,
  data: { effects: { taxa: [], names: [], ...effects } },
  metadata: {},
  recordedAt: new Date(0).toISOString(),
});

const SPECIES = 300;
/** "Testgenus specbaaa", "Testgenus specbaab", …: a name of letters per number. */
const speciesName = (i: number) => `Testgenus spec${[2, 1, 0].map((p) => String.fromCharCode(97 + (Math.floor(i / 26 ** p) % 26))).join('')}`;

/** Given a register of 300 species in 300 taxa, each with a vernacular name. */
const givenRegister = (): { memory: RegisterMemory; records: ScientificNameRecord[] } => {
  const memory = RegisterMemory.empty();
  const records: ScientificNameRecord[] = [];
  const taxa: TaxonRecord[] = [];
  for (let i = 1; i <= SPECIES; i++) {
    taxa.push(taxon(1000 + i, `testart${i}`));
    records.push(name(1000 + i, 1000 + i, speciesName(i)));
  }
  memory.apply([event({ taxa: taxa.map((after) => ({ before: null, after })), names: records.map((after) => ({ before: null, after })) })]);
  return { memory, records };
};

const ids = (names: readonly { id: number }[]) => names.map((n) => n.id);

describe('RegisterMemory: the listesøk index', () => {
  it('is not built until the first match, then once for all callers', async () => {
    const { memory } = givenRegister();
    expect(memory.matchIndexBuilt).toBe(false);

    const [first, second] = await Promise.all([memory.matchIndex(), memory.matchIndex()]);

    expect(memory.matchIndexBuilt).toBe(true);
    expect(second).toBe(first);
    expect(await memory.matchIndex()).toBe(first);
    expect(ids(first.exact(nameMatchKey(speciesName(7))))).toEqual([1007]);
    expect(first.vernacular(vernacularMatchKey('testart7')).map((v) => v.taxonId)).toEqual([1007]);
  });

  it('takes in events applied while it is being built, and indexes every name once', async () => {
    const { memory, records } = givenRegister();
    const building = memory.matchIndex(0);
    expect(memory.matchIndexBuilt).toBe(false);

    // Between two slices: a name already indexed and one not yet renamed, one removed, one added, a vernacular name changed.
    memory.apply([
      event({
        names: [
          { before: records[1]!, after: { ...records[1]!, scientificName: 'Testgenus renamedearly' } },
          { before: records[250]!, after: { ...records[250]!, scientificName: 'Testgenus renamedlate' } },
          { before: records[260]!, after: null },
          { before: null, after: name(5000, 1001, 'Testgenus addedduring') },
        ],
        taxa: [{ before: taxon(1280, 'testart280'), after: taxon(1280, 'nyttnavn') }],
      }),
    ]);
    const index = await building;

    expect(memory.matchIndexBuilt).toBe(true);
    expect(ids(index.exact(nameMatchKey(speciesName(2))))).toEqual([]);
    expect(ids(index.exact(nameMatchKey('Testgenus renamedearly')))).toEqual([1002]);
    expect(ids(index.exact(nameMatchKey(speciesName(251))))).toEqual([]);
    expect(ids(index.exact(nameMatchKey('Testgenus renamedlate')))).toEqual([1251]);
    expect(ids(index.exact(nameMatchKey(speciesName(261))))).toEqual([]);
    expect(ids(index.exact(nameMatchKey('Testgenus addedduring')))).toEqual([5000]);
    expect(ids(index.exact(nameMatchKey(speciesName(270))))).toEqual([1270]);
    expect(index.vernacular(vernacularMatchKey('testart280'))).toEqual([]);
    expect(index.vernacular(vernacularMatchKey('nyttnavn')).map((v) => v.taxonId)).toEqual([1280]);
    expect(index.vernacular(vernacularMatchKey('testart290')).map((v) => v.taxonId)).toEqual([1290]);
    // Every name of the register once, none twice.
    const current = [...memory.names.values()].filter((n) => n.id >= 1000);
    expect(current).toHaveLength(SPECIES);
    for (const n of current) expect(index.exact(nameMatchKey(n.scientificName)).filter((m) => m === n)).toHaveLength(1);
  });

  it('follows the events applied once it is built', async () => {
    const { memory, records } = givenRegister();
    const index = await memory.matchIndex();

    memory.apply([
      event({
        names: [
          { before: records[0]!, after: { ...records[0]!, scientificName: 'Testgenus changed' } },
          { before: null, after: name(6000, 1002, 'Testgenus newcomer') },
        ],
      }),
    ]);

    expect(ids(index.exact(nameMatchKey(speciesName(1))))).toEqual([]);
    expect(ids(index.exact(nameMatchKey('Testgenus changed')))).toEqual([1001]);
    expect(ids(index.exact(nameMatchKey('Testgenus newcomer')))).toEqual([6000]);
  });
});
