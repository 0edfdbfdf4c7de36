import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RegisterCommand } from '@navnebase/domain';
import { SqlEventStore } from '@navnebase/event-store';
import { addTaxonCommand } from '../../domain/src/testing/fixtures.js';
import { registerDecider } from '../../domain/src/register/register-decider.js';
import { CommandPipeline } from '../../event-store/src/command-pipeline.js';
import { pgliteForTests } from '../../event-store/src/testing/test-clients.js';
import { RegisterAsOf } from './history/register-as-of.js';
import { IndexedReadModelStore } from './memory/indexed-read-model-store.js';
import { decodeChildrenCursor } from './children-page.js';
import { JSON_BYTES } from './memory/json-text.js';
import { RegisterMemory } from './memory/register-memory.js';
import type { ProjectionListener } from './projection-runner.js';
import { SqlReadModelStore } from './sql/sql-read-model-store.js';
import {
  childrenPagingContract,
  largeFamily,
  PAGED_GENUS,
  type ChildrenPagingStore,
  type ChildrenPagingSubject,
} from './testing/children-paging.contract.js';
import { SqlReadOracle } from './testing/sql-read-oracle.js';

type Kind = 'memory' | 'sql' | 'asOf';

/**
 * A register on PGlite whose commands go through the event store, the read-model tables and an in-memory register (as
 * a `ReadSide`'s projector and memory follower would apply them), answered by one of the stores.
 */
const subject = async (kind: Kind): Promise<ChildrenPagingSubject> => {
  const sql = await pgliteForTests();
  const events = await SqlEventStore.create(sql);
  const tables = await SqlReadModelStore.create(sql);
  const commands = new CommandPipeline(events, registerDecider);
  const loaded = await RegisterMemory.loadSnapshot(sql);
  const memory = loaded.memory;
  let position = loaded.position;
  const listeners = new Set<ProjectionListener>();
  const readSide = {
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
  };
  const indexed = new IndexedReadModelStore(tables, readSide);
  const oracle = new SqlReadOracle(tables);
  const history = new RegisterAsOf(sql);
  const stores: Record<Kind, ChildrenPagingStore> = {
    memory: indexed,
    sql: oracle,
    asOf: {
      children: (id) => history.children(id, position),
      childrenPage: (id, request) => history.childrenPage(id, position, request),
    },
  };
  return {
    store: stores[kind],
    async execute(command: RegisterCommand) {
      await commands.execute(command);
      const recorded = await events.readAll(position, 100_000);
      position = await tables.applyEvents(recorded);
      memory.apply(recorded);
      for (const listener of listeners) listener(recorded, position);
    },
    close: () => sql.close(),
  };
};

describe('children paging: the in-memory read model (IndexedReadModelStore)', () => childrenPagingContract(() => subject('memory')));
describe('children paging: the SQL read model (SqlReadOracle)', () => childrenPagingContract(() => subject('sql')));
describe('children paging: the register as of a position (RegisterAsOf)', () => childrenPagingContract(() => subject('asOf')));

describe('children paging in memory: the JSON text a page is sent as', () => {
  let memory: ChildrenPagingSubject;
  beforeAll(async () => {
    memory = await subject('memory');
    await memory.execute(largeFamily());
  }, 120_000);
  afterAll(async () => memory?.close());

  it('given pages read twice and a change between, then each page carries the JSON of exactly its children', async () => {
    const first = new Map<number, unknown>();
    for (let round = 0; round < 2; round++) {
      for (const limit of [1, 7, 1000]) {
        const { children } = await memory.store.childrenPage(PAGED_GENUS, { limit });
        expect((children as unknown as Record<symbol, Buffer>)[JSON_BYTES]?.toString('utf8')).toBe(JSON.stringify(children));
        // read again while nothing changed: the same page, sent as the same bytes
        if (round === 1) expect(children).toBe(first.get(limit));
        first.set(limit, children);
      }
    }
    await memory.execute(
      addTaxonCommand({ parentScientificNameId: PAGED_GENUS, rank: 'Species', scientificName: 'Ursus aaaa', author: 'Test, 2026' }, 'add-first'),
    );
    // a page read before the change is made anew
    const { children } = await memory.store.childrenPage(PAGED_GENUS, { limit: 7 });
    expect(children[0]?.presentationName).toBe('Ursus aaaa');
    expect((children as unknown as Record<symbol, Buffer>)[JSON_BYTES]?.toString('utf8')).toBe(JSON.stringify(children));
  });
});

describe('children paging in memory: the pages kept of a node with many', () => {
  let memory: ChildrenPagingSubject;
  beforeAll(async () => {
    memory = await subject('memory');
    await memory.execute(largeFamily(250));
  }, 120_000);
  afterAll(async () => memory?.close());

  /** Every page of the genus's children with `limit`, in order. */
  const walk = async (limit: number) => {
    const pages: unknown[] = [];
    let after: string | undefined;
    do {
      const page = await memory.store.childrenPage(PAGED_GENUS, { limit, after: after === undefined ? undefined : decodeChildrenCursor(after) });
      pages.push(page.children);
      after = page.next;
    } while (after !== undefined);
    return pages;
  };

  it('given more pages of one size than a node keeps by count, when they are walked again, then each is the page made the first time', async () => {
    const first = await walk(2);
    expect(first.length).toBeGreaterThan(100);
    const again = await walk(2);
    expect(again).toHaveLength(first.length);
    again.forEach((children, i) => expect(children).toBe(first[i]));
  });
});
