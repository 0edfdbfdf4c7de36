import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decide, evolve, initialRegisterState, TREE_ROOT_KEY, type RegisterCommand, type RegisterState } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { pgliteForTests } from '../../../event-store/src/testing/test-clients.js';
import type { PgliteClient } from '../../../event-store/src/sql/pglite-client.js';
import { importCommand, mammalTree } from '../../../domain/src/testing/fixtures.js';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import type { ProjectionListener } from '../projection-runner.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { SqlReadOracle } from '../testing/sql-read-oracle.js';
import { IndexedReadModelStore, type MemoryReadSide } from './indexed-read-model-store.js';
import { RegisterMemory } from './register-memory.js';

/**
 * A read side without an event store: events go to the tables and then to the memory model, as the projector and the
 * memory follower of a `ReadSide` would apply them.
 */
const readSideOver = (sql: PgliteClient, tables: SqlReadModelStore) => {
  let memory: RegisterMemory | undefined;
  let position = 0;
  const listeners = new Set<ProjectionListener>();
  return {
    get memory() {
      return memory;
    },
    get position() {
      return position;
    },
    onApplied(listener: ProjectionListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async apply(events: RecordedEvent[]) {
      position = await tables.applyEvents(events);
      memory?.apply(events);
      for (const listener of listeners) listener(events, position);
    },
    async load() {
      ({ memory, position } = await RegisterMemory.loadSnapshot(sql));
    },
  } satisfies MemoryReadSide & Record<string, unknown>;
};

/** Decides commands against an in-memory state and hands out the events as the event store would record them. */
const recorder = () => {
  const state: RegisterState = initialRegisterState();
  let position = 0;
  return (command: RegisterCommand): RecordedEvent[] =>
    decide(command, state).map((event) => {
      evolve(state, event);
      position++;
      return {
        globalPosition: position,
        streamId: 'register',
        streamRevision: position,
        type: event.type,
        schemaVersion: 1,
        data: event.data,
        metadata: event.metadata,
        // as the event store records it: the time of the append (the projector's audit rows keep it)
        recordedAt: event.metadata.time,
      };
    });
};

const withVernacular = () =>
  mammalTree().map((t) =>
    t.key === '7'
      ? {
          ...t,
          existsInNorway: true,
          vernacularNames: [
            { vernacularName: 'brunbjørn', languageIsoCode: 'nb' as const, status: 'Recommended' as const },
            { vernacularName: 'vanlig bjørn', languageIsoCode: 'nb' as const, status: 'NotRecommended' as const },
            { vernacularName: 'guovža', languageIsoCode: 'se' as const, status: 'Recommended' as const },
          ],
        }
      : t,
  );

describe('indexed read-model store (tree and search in memory) next to the SQL store', () => {
  let sql: PgliteClient;
  let tables: SqlReadModelStore;
  let plain: SqlReadOracle;
  let readSide: ReturnType<typeof readSideOver>;
  let indexed: IndexedReadModelStore;
  const record = recorder();

  beforeAll(async () => {
    sql = await pgliteForTests();
    tables = await SqlReadModelStore.create(sql);
    plain = new SqlReadOracle(tables);
    readSide = readSideOver(sql, tables);
    indexed = new IndexedReadModelStore(tables, readSide);
    await readSide.apply(record(importCommand(withVernacular())));
    await readSide.load();
  });
  afterAll(async () => sql.close());

  const taxonIds = [TREE_ROOT_KEY, -1, -2, 1, 2, 3, 4, 5, 6, 7, 100, 101, 105, 999];

  it('answers children and name pages exactly as the SQL read model does', async () => {
    for (const id of taxonIds) {
      expect(await indexed.children(id)).toEqual(await plain.children(id));
      expect(await indexed.taxonNameInfoByTaxonId(id)).toEqual(await plain.taxonNameInfoByTaxonId(id));
    }
    for (const id of [6, 7, 70, 12345]) {
      expect(await indexed.childrenByScientificNameId(id)).toEqual(await plain.childrenByScientificNameId(id));
      expect(await indexed.taxonNameInfoByScientificNameId(id)).toEqual(await plain.taxonNameInfoByScientificNameId(id));
    }
  });

  it('searches like the SQL read model: exact first, synonyms, vernacular words, ids', async () => {
    // The SQL store's trigram step adds loosely similar names ("Ursus" for "ursus arctos") and the index's one-edit
    // step others ("Salicaceae" for "salix", as "salic…"): both answer the same exact, prefix and word hits first.
    // (It matches words, not parts of compounds: "bjørn" marks "vanlig bjørn" but not "brunbjørn".)
    for (const text of ['Ursus', 'ursus arctos', 'ursus horri', 'brunbjørn', 'vanlig', 'guovža', '70', 'Salix', 'sal']) {
      const mine = await indexed.search(text, 10);
      const sql = await plain.search(text, 10);
      expect(mine.length).toBeGreaterThan(0);
      const shared = sql.filter((hit) => mine.some((m) => m.taxonId === hit.taxonId));
      expect(shared.length).toBeGreaterThan(0);
      expect(mine.slice(0, shared.length)).toEqual(shared);
    }
    expect((await indexed.search('Ursus', 10))[0]).toMatchObject({
      taxonId: 6,
      kingdom: 'Animalia',
      acceptedScientificName: { isSearchMatch: true },
    });
    expect((await indexed.search('ursus arctus', 10)).map((h) => h.taxonId)).toContain(7);
    expect((await indexed.search('bjørn', 10))[0]?.vernacularNameSynonyms).toEqual([
      { name: 'vanlig bjørn', nameLanguageIso: 'nb', isSearchMatch: true },
    ]);
  });

  it('follows applied events as soon as they are applied (read-your-writes), including cached pages', async () => {
    expect((await indexed.children(6)).map((n) => n.presentationName)).toEqual(['Ursus arctos']);
    expect((await indexed.taxonNameInfoByScientificNameId(7))?.scientificNames).toHaveLength(2);
    // Asked before the change, so a cached answer would hide the new names.
    const [before] = await indexed.search('ursus mari', 10);
    expect(before?.acceptedScientificName.name).not.toBe('Ursus maritimus');
    expect((await indexed.search('middendorffi', 10)).map((h) => h.taxonId)).not.toContain(7);
    await readSide.apply(
      record({
        type: 'AddTaxon',
        data: { parentScientificNameId: 6, rank: 'Species', scientificName: 'maritimus', author: 'Phipps, 1774' },
        metadata: testMetadata({ commandId: 'add-maritimus' }),
      }),
    );
    await readSide.apply(
      record({
        type: 'AddTaxon',
        data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
        metadata: testMetadata({ commandId: 'add-synonym' }),
      }),
    );
    expect((await indexed.children(6)).map((n) => n.presentationName)).toEqual(['Ursus arctos', 'Ursus maritimus']);
    expect((await indexed.taxonNameInfoByScientificNameId(7))?.scientificNames).toHaveLength(3);
    expect((await indexed.search('ursus mari', 10))[0]?.acceptedScientificName.name).toBe('Ursus maritimus');
    expect((await indexed.search('middendorffi', 10))[0]).toMatchObject({ taxonId: 7 });
    for (const id of taxonIds) expect(await indexed.children(id)).toEqual(await plain.children(id));
    expect(await indexed.taxonNameInfoByTaxonId(5)).toEqual(await plain.taxonNameInfoByTaxonId(5));
  });

  it('finds a vernacular name by a part of a compound word, after the whole words and beginnings', async () => {
    const before = (await indexed.search('bjørn', 10)).map((h) => h.taxonId);
    expect(before).not.toContain(6);
    await readSide.apply(
      record({
        type: 'UpdateVernacularNames',
        data: {
          taxonId: 6,
          vernacularNames: [{ vernacularName: 'storbjørner', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }],
        },
        metadata: testMetadata({ commandId: 'add-compound' }),
      }),
    );
    const hits = await indexed.search('bjørn', 10);
    // Taxon 7 holds the word ("vanlig bjørn"); taxon 6 only the part of a compound, so it comes after.
    expect(hits.map((h) => h.taxonId)).toEqual([...before, 6]);
    expect(hits.at(-1)?.preferredVernacularNames).toEqual([{ name: 'storbjørner', nameLanguageIso: 'nb', isSearchMatch: true }]);
    expect((await indexed.search('rbjø', 10)).map((h) => h.taxonId)).toEqual([7, 6]);
  });

  it('loads the same model from the read model as the one kept current from events', async () => {
    const reloaded = readSideOver(sql, tables);
    await reloaded.load();
    const fresh = new IndexedReadModelStore(tables, reloaded);
    for (const id of taxonIds) expect(await fresh.children(id)).toEqual(await indexed.children(id));
    for (const text of ['ursus', 'bjørn', 'ursus mari', '7', 'rbjø']) expect(await fresh.search(text, 10)).toEqual(await indexed.search(text, 10));
  });
});
