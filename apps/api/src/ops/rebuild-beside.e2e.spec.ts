import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import { describeIfPostgres, postgresForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { PostgresClient } from '@navnebase/event-store';
import { besideSchemas, rebuildBeside, rebuildReadModels, SqlReadModelStore } from '@navnebase/projections';
import { openRegisterStores, type RegisterStores } from '../infrastructure/register-stores.js';
import { run, systemMetadata } from '../testing/test-register.js';

/** History rows are numbered by a sequence: compare them by content, in their order. */
const comparable = (dump: Record<string, unknown[]>): Record<string, unknown[]> => ({
  ...dump,
  rm_history: dump.rm_history!.map((row) => ({ ...(row as Record<string, unknown>), history_id: undefined })),
});

/** A species epithet of letters only, one per number. */
const epithet = (n: number) => `probus${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;

const addSpecies = (stores: RegisterStores, n: number) =>
  run(stores, {
    type: 'AddTaxon',
    data: { parentScientificNameId: 6, rank: 'Species', scientificName: epithet(n), author: 'Test, 2026' },
    metadata: systemMetadata(),
  });

(describeIfPostgres() ? describe : describe.skip)('rebuilding the register read models beside a running system (PostgreSQL)', () => {
  let live: PostgresClient;
  let shadow: PostgresClient;
  let stores: RegisterStores;
  beforeAll(async () => {
    live = (await postgresForTests('rebuild_beside'))!;
    stores = await openRegisterStores(live);
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    shadow = await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema: besideSchemas(live.schema!).shadow });
  }, 60_000);
  afterAll(async () => {
    await stores.readSide.stop();
    await stores.events.close();
    await shadow.exec(`DROP SCHEMA IF EXISTS "${besideSchemas(live.schema!).shadow}" CASCADE`).catch(() => undefined);
    await shadow.close();
    await live.exec(`DROP SCHEMA IF EXISTS "${besideSchemas(live.schema!).retired}" CASCADE`);
    await live.dropSchema();
    await live.close();
  }, 60_000);

  it('switches in tables equal to a full rebuild while commands go on, and the projector carries on in them', async () => {
    let n = 0;
    let rebuilding = true;
    const answered: number[] = [];
    // Commands keep coming the whole time, each answered only once the read side has it.
    const commands = (async () => {
      while (rebuilding || answered.length < 5) {
        await addSpecies(stores, n);
        answered.push(n++);
      }
    })();
    const before = answered.length;
    const result = await rebuildBeside(
      { events: stores.events, live, shadow },
      {
        batchSize: 3,
        // Events the live projector applies after the last catch-up and before the switch must reach the new tables.
        beforeSwitch: async () => {
          for (let i = 0; i < 3; i++) await addSpecies(stores, 1000 + i);
        },
      },
    );
    rebuilding = false;
    const after = answered.length;
    await commands;
    expect(after).toBeGreaterThan(before);
    // Commands answered after the switch went into the new tables (each command waits for its own read side).
    for (let i = 0; i < 3; i++) await addSpecies(stores, 2000 + i);
    const head = Number((await live.query<{ head: number }>(`SELECT max(global_position) AS head FROM es_events`)).rows[0]!.head);
    await stores.readSide.waitForPosition(head, 30_000);

    const schemas = await live.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`, [`${live.schema}\\_\\_%`]);
    expect(schemas.rows).toEqual([]);
    expect(result).toMatchObject({ liveSchema: live.schema, attempts: 1 });

    // A full rebuild of the same events, in a third schema, is the reference.
    const reference = (await postgresForTests('rebuild_reference'))!;
    try {
      const referenceTables = await SqlReadModelStore.create(reference);
      await rebuildReadModels(stores.events, referenceTables);
      const liveTables = await SqlReadModelStore.create(live);
      const [got, want] = [comparable(await liveTables.dump()), comparable(await referenceTables.dump())];
      expect(got.rm_checkpoint).toEqual([{ projection: 'register', position: head }]);
      expect(got.rm_name!.length).toBeGreaterThan(bearTree().length);
      expect(got).toEqual(want);
    } finally {
      await reference.dropSchema();
      await reference.close();
    }
  }, 180_000);
});
