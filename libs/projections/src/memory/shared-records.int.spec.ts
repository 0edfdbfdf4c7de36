import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TREE_ROOT_KEY, type RegisterState, type TaxonRecord, type VernacularNameRecord } from '@navnebase/domain';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { addTaxonCommand, importCommand, mammalTree } from '../../../domain/src/testing/fixtures.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { registerRecorder } from '../testing/recorded-events.js';
import { RegisterMemory } from './register-memory.js';
import { sameVernacularNames, type SharedRecords } from './shared-records.js';
import type { NameSummary } from '../views.js';

const brunbjørn: VernacularNameRecord = {
  id: 1,
  vernacularName: 'brunbjørn',
  languageIsoCode: 'nb',
  status: 'Recommended',
  reference: '',
  comment: '',
};

describe('sameVernacularNames', () => {
  it('answers the known list when it holds the same records in the same order', () => {
    const known = [brunbjørn, { ...brunbjørn, id: 2, vernacularName: 'bjørn' }];
    const read = known.map((v) => ({ ...v }));
    expect(sameVernacularNames(read, known)).toBe(known);
  });

  it('answers the list read when the known one differs in any way', () => {
    const read = [{ ...brunbjørn }];
    for (const known of [
      undefined,
      [],
      [{ ...brunbjørn, status: 'NotRecommended' as const }],
      [{ ...brunbjørn, comment: 'x' }],
      [brunbjørn, brunbjørn],
      [{ ...brunbjørn, extra: 'x' } as VernacularNameRecord],
    ]) {
      expect(sameVernacularNames(read, known)).toBe(read);
    }
    // a field the known record lacks
    const longer = [{ ...brunbjørn, extra: 1 } as VernacularNameRecord];
    expect(sameVernacularNames(longer, [brunbjørn])).toBe(longer);
  });
});

/** What a name entry shows (its record may be the write model's whole record, or a summary of its own). */
const shown = (name: NameSummary | undefined) =>
  name && {
    id: name.id,
    taxonId: name.taxonId,
    scientificName: name.scientificName,
    author: name.author,
    rank: name.rank,
    taxonomicStatus: name.taxonomicStatus,
    attributes: [...name.attributes],
  };

/** A path as the tree shows it: each node with its names as they are shown. */
const shownPath = (memory: RegisterMemory, id: number) =>
  memory.path(id).map((node) => ({
    id: node.id,
    present: node.present,
    parentId: node.parentId,
    existsInNorway: node.existsInNorway,
    vernacularNames: node.vernacularNames,
    children: node.children,
    names: node.names.map((n) => ({ ...shown(n), key: n.key, main: n.main, alive: n.alive })),
    vernacularEntries: node.vernacularEntries.map((v) => ({ ...v })),
  }));

const withVernacular = () =>
  mammalTree().map((t) =>
    t.key === '7'
      ? {
          ...t,
          vernacularNames: [
            { vernacularName: 'brunbjørn', languageIsoCode: 'nb' as const, status: 'Recommended' as const },
            { vernacularName: 'guovža', languageIsoCode: 'se' as const, status: 'Recommended' as const },
          ],
        }
      : t,
  );

describe('the read index loaded with the write model shared', () => {
  let sql: PgliteClient;
  let state: RegisterState;
  let own: RegisterMemory;
  let shared: RegisterMemory;

  beforeAll(async () => {
    sql = await pgliteForTests();
    const tables = await SqlReadModelStore.create(sql);
    const record = registerRecorder();
    // as the event store records them: the time of the append (the projector's audit rows keep it)
    const events = record(importCommand(withVernacular())).map((event) => ({ ...event, recordedAt: (event.metadata as { time: string }).time }));
    await tables.applyEvents(events);
    state = record.state;
    own = (await RegisterMemory.loadSnapshot(sql)).memory;
    shared = (await RegisterMemory.loadSnapshot(sql, state)).memory;
  });
  afterAll(async () => sql.close());

  it('holds the write model’s vernacular name lists instead of copies', () => {
    const taxon = [...state.taxa.values()].find((t) => t.vernacularNames.length)!;
    expect(shared.taxon(taxon.id)?.vernacularNames).toBe(taxon.vernacularNames);
    expect(own.taxon(taxon.id)?.vernacularNames).not.toBe(taxon.vernacularNames);
    expect(own.taxon(taxon.id)?.vernacularNames).toEqual(taxon.vernacularNames);
  });

  it('holds the write model’s name records instead of summaries of its own', () => {
    expect([...shared.names.values()].length).toBe(state.names.size);
    for (const [id, name] of state.names) {
      expect(shared.names.get(id)?.record).toBe(name);
      expect(own.names.get(id)?.record).not.toBe(name);
      expect(own.names.get(id)?.record).toEqual(expect.objectContaining({ scientificName: name.scientificName, author: name.author }));
    }
  });

  it('answers children, names and searches exactly as when loaded alone', () => {
    for (const id of [TREE_ROOT_KEY, ...state.taxa.keys()]) {
      expect(shared.children(id)).toEqual(own.children(id));
      expect(shownPath(shared, id)).toEqual(shownPath(own, id));
    }
    for (const id of state.names.keys()) expect(shown(shared.nameOf(id))).toEqual(shown(own.nameOf(id)));
    for (const text of ['Ursus', 'ursus arctos', 'brunbjørn', 'guovža', '7', 'sal']) expect(shared.search(text, 10)).toEqual(own.search(text, 10));
  });

  it('keeps what the tables hold where the write model differs', async () => {
    const taxon = [...state.taxa.values()].find((t) => t.vernacularNames.length)!;
    const changed: TaxonRecord = { ...taxon, vernacularNames: taxon.vernacularNames.map((v) => ({ ...v, comment: 'endret' })) };
    const other: SharedRecords = {
      names: { get: (id) => (id === 7 ? { ...state.names.get(7)!, scientificName: 'Ursus maritimus', author: '' } : state.names.get(id)) },
      taxa: { get: (id) => (id === taxon.id ? changed : state.taxa.get(id)) },
    };
    const memory = (await RegisterMemory.loadSnapshot(sql, other)).memory;
    expect(memory.taxon(taxon.id)?.vernacularNames).toEqual(own.taxon(taxon.id)?.vernacularNames);
    expect(shown(memory.nameOf(7))).toEqual(shown(own.nameOf(7)));
    expect(memory.names.get(7)?.record).not.toBe(other.names.get(7));
  });

  it('shares the records of the names it follows after the load, as read back from the store', async () => {
    const record = registerRecorder();
    record(importCommand(withVernacular()));
    const memory = (await RegisterMemory.loadSnapshot(sql)).memory;
    const follower = (await RegisterMemory.loadSnapshot(sql, record.state)).memory;
    const added = record(
      addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794' }),
    );
    const readBack = JSON.parse(JSON.stringify(added)) as typeof added;
    follower.apply(readBack);
    memory.apply(readBack);
    const id = Math.max(...record.state.names.keys());
    expect(record.state.names.get(id)?.scientificName).toBe('Ursus spelaeus');
    expect(follower.names.get(id)?.record).toBe(record.state.names.get(id));
    expect(memory.names.get(id)?.record).not.toBe(record.state.names.get(id));
    expect(shown(follower.nameOf(id))).toEqual(shown(memory.nameOf(id)));
    expect(follower.search('ursus spel', 5)).toEqual(memory.search('ursus spel', 5));
  });
});

describe('the read index built from the write model', () => {
  let sql: PgliteClient;
  let record: ReturnType<typeof registerRecorder>;
  let tables: SqlReadModelStore;
  let loaded: RegisterMemory;
  let built: RegisterMemory;

  const apply = async (events: ReturnType<ReturnType<typeof registerRecorder>>) => {
    const recorded = events.map((event) => ({ ...event, recordedAt: (event.metadata as { time: string }).time }));
    await tables.applyEvents(recorded);
    return recorded;
  };

  beforeAll(async () => {
    sql = await pgliteForTests();
    tables = await SqlReadModelStore.create(sql);
    record = registerRecorder();
    await apply(record(importCommand(withVernacular())));
    await apply(
      record(addTaxonCommand({ parentScientificNameId: 6, rank: 'Species', scientificName: 'Ursus spelaeus', author: 'Rosenmüller, 1794' })),
    );
    loaded = (await RegisterMemory.loadSnapshot(sql)).memory;
    built = RegisterMemory.fromRecords(record.state);
  });
  afterAll(async () => sql.close());

  it('holds every name through the write model’s own record', () => {
    expect(built.names.size).toBe(record.state.names.size);
    for (const [id, name] of record.state.names) expect(built.names.get(id)?.record).toBe(name);
  });

  it('answers children, paths, names and searches exactly as the index read from the tables', () => {
    expect(built.children(TREE_ROOT_KEY).map((node) => node.taxonId)).toEqual([-1, -2]);
    for (const id of [TREE_ROOT_KEY, ...record.state.taxa.keys()]) {
      expect(built.children(id)).toEqual(loaded.children(id));
      expect(shownPath(built, id)).toEqual(shownPath(loaded, id));
    }
    for (const id of record.state.names.keys()) expect(shown(built.nameOf(id))).toEqual(shown(loaded.nameOf(id)));
    for (const text of ['Ursus', 'ursus arctos', 'ursus spel', 'brunbjørn', 'guovža', '7', 'sal'])
      expect(built.search(text, 10)).toEqual(loaded.search(text, 10));
  });

  it('follows later events as the index read from the tables does', async () => {
    const events = await apply(
      record(addTaxonCommand({ parentScientificNameId: 105, rank: 'Species', scientificName: 'Salix caprea', author: 'L.' }, 'add-salix')),
    );
    const readBack = JSON.parse(JSON.stringify(events)) as typeof events;
    built.apply(readBack);
    loaded.apply(readBack);
    const again = (await RegisterMemory.loadSnapshot(sql)).memory;
    for (const id of [TREE_ROOT_KEY, ...record.state.taxa.keys()]) {
      expect(built.children(id)).toEqual(loaded.children(id));
      expect(built.children(id)).toEqual(again.children(id));
    }
    expect(built.search('salix cap', 5)).toEqual(again.search('salix cap', 5));
    expect(built.search('salix cap', 5)).toHaveLength(1);
  });
});
