import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@navnebase/event-store';
import type { RearrangeTaxonNames, SynonymizeTaxa } from '@navnebase/domain';
import { bearTree } from '../../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { registerCommands } from '../../register/register-commands.js';
import { openTestRegister, run, systemMetadata } from '../../testing/test-register.js';

const merge = (scientificNames: SynonymizeTaxa['data']['scientificNames'], commandId?: string): SynonymizeTaxa => ({
  type: 'SynonymizeTaxa',
  data: { scientificNames },
  metadata: systemMetadata(commandId ? { commandId } : {}),
});
const thibetanusInto = (mainNameId: 7 | 10): SynonymizeTaxa =>
  merge([
    ...(mainNameId === 7
      ? [
          { nameId: 7, taxonomicStatus: 'Accepted' as const },
          { nameId: 70, taxonomicStatus: 'Synonym' as const },
        ]
      : [
          { nameId: 10, taxonomicStatus: 'Accepted' as const },
          { nameId: 1000, taxonomicStatus: 'Synonym' as const },
          { nameId: 1001, taxonomicStatus: 'Synonym' as const },
        ]),
    { nameId: 9, taxonomicStatus: 'Synonym' },
    { nameId: 90, taxonomicStatus: 'NotInUse' },
  ]);
const newTaxonIdFor = (oldTaxonId: number, newMainId: number, oldMainId: number): RearrangeTaxonNames => ({
  type: 'RearrangeTaxonNames',
  data: {
    oldTaxonId,
    scientificNames: [
      { nameId: oldMainId, taxonomicStatus: 'Synonym' },
      { nameId: newMainId, taxonomicStatus: 'Accepted' },
    ],
  },
  metadata: systemMetadata(),
});

/**
 * An event store whose appends wait until `release()`: the process has decided, but not yet written. `decided`
 * resolves when the first append is attempted; `appends` counts the attempts.
 */
const heldAppends = (events: EventStore) => {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const decided = new Promise<void>((resolve) => (reached = resolve));
  const counter = { appends: 0 };
  const store = new Proxy(events, {
    get(target, property) {
      if (property === 'append') {
        return async (...args: Parameters<EventStore['append']>) => {
          counter.appends++;
          reached();
          await gate;
          return target.append(...args);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store, release, decided, counter };
};

for (const usePostgres of [false, ...(process.env.DATABASE_URL ? [true] : [])]) {
  describe(`merge, rearrange and concurrency on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
    let stores: RegisterStores;
    beforeEach(async () => {
      stores = await openTestRegister({ usePostgres });
      await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    });
    afterEach(async () => stores.close());

    /** A second API process on the same stores, whose next append waits until released. */
    const otherProcess = async () => {
      const held = heldAppends(stores.events);
      const other = registerCommands(held.store, (appended) => stores.readSide.waitForPosition(appended.position));
      await other.refresh();
      return { other, ...held };
    };

    it('decides a conflicting merge again after the revision conflict and refuses it against the new state', async () => {
      const { other, release, decided, counter } = await otherProcess();
      const late = other.execute(thibetanusInto(10)).then(
        (outcome) => outcome,
        (error: unknown) => error,
      );
      await decided; // the other process decided against the old state and waits to write
      const first = await run(stores, thibetanusInto(7));
      release();
      const second = (await late) as { errorCode?: string };
      expect(counter.appends).toBe(1);
      expect(first.result).toMatchObject({ resultTaxonId: 7, mergedTaxonIds: [9] });
      // Against the state it first decided on, the second merge was valid; decided again, it leaves out names of taxon 7.
      expect(second.errorCode).toBe('MERGE_NAME_WITHOUT_STATUS');
      const info = await stores.readModels.taxonNameInfoByScientificNameId(9);
      expect(info?.taxonId).toBe(7);
    });

    it('decides a non-conflicting operation again after the revision conflict, with ids taken from the new state', async () => {
      const { other, release, decided, counter } = await otherProcess();
      const late = other.execute(newTaxonIdFor(10, 1000, 10));
      await decided;
      const first = await run(stores, newTaxonIdFor(7, 70, 7));
      release();
      const second = await late;
      expect(counter.appends).toBe(2); // the first append conflicted, the second went through
      // Both were decided against the same state, which would give both the new taxon id 106; the retry takes 107.
      expect(first.result.resultTaxonId).toBe(106);
      expect(second.result.resultTaxonId).toBe(107);
      expect((await stores.readModels.taxonNameInfoByTaxonId(107))?.mainScientificNameId).toBe(1000);
      expect((await stores.readModels.childrenByScientificNameId(1000))?.map((c) => c.taxonId)).toEqual([11]);
    });

    it('applies the same command id sent twice at once once, answering both with the first result', async () => {
      const revision = await stores.events.streamRevision('register');
      const command = thibetanusInto(7);
      const [a, b] = await Promise.all([run(stores, command), run(stores, command)]);
      expect(b.result).toEqual(a.result);
      expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
      expect(await stores.events.streamRevision('register')).toBe(revision + 1);
    });
  });
}
