import { afterEach, describe, expect, it } from '@jest/globals';
import type { ImportTaxa } from '@navnebase/domain';
import type { PartsAlongside, PostgresClient, RecordedEvent } from '@navnebase/event-store';
import { rebuildReadModels, SECONDARY_INDEXES, SqlReadModelStore } from '@navnebase/projections';
import { fileURLToPath } from 'node:url';
import { describeIfPostgres, postgresForTests } from '../../../../../libs/event-store/src/testing/test-clients.js';
import { userEvents } from '../../../../../libs/projections/src/testing/user-events.js';
import { generateRegister } from '../../bench/synthetic-register.js';
import { openRegisterStores, type RegisterStores } from '../../infrastructure/register-stores.js';
import { importFromPath } from './import.service.js';
import { systemMetadata } from '../../testing/test-register.js';

/** History rows are numbered by a sequence: compare them by content, in their order. */
const comparable = (dump: Record<string, unknown[]>): Record<string, unknown[]> => ({
  ...dump,
  rm_history: dump.rm_history!.map((row) => ({ ...(row as Record<string, unknown>), history_id: undefined })),
});

/** An import of a generated register of about 6 000 names: several events of up to 2 000 names, one per part. */
const importCommand = (): ImportTaxa => ({
  type: 'ImportTaxa',
  data: { importId: 'alongside', source: 'Syntetisk', taxa: generateRegister(6_000, 7).taxa },
  metadata: systemMetadata(),
});

const head = async (sql: PostgresClient) =>
  Number((await sql.query<{ head: number }>(`SELECT max(global_position) AS head FROM es_events`)).rows[0]!.head);

const TIMEOUT = 120_000;

/** The demo register shipped with the app (ColDP). */
const DEMO_REGISTER = fileURLToPath(new URL('../../../demo-register', import.meta.url));

(describeIfPostgres() ? describe : describe.skip)('an import projected beside its appends (PostgreSQL)', () => {
  const opened: { sql: PostgresClient; stores: RegisterStores }[] = [];
  const open = async (label: string) => {
    const sql = (await postgresForTests(label))!;
    const stores = await openRegisterStores(sql);
    opened.push({ sql, stores });
    return { sql, stores };
  };
  afterEach(async () => {
    for (const { sql, stores } of opened.splice(0)) {
      await stores.readSide.stop();
      await stores.events.close();
      await sql.dropSchema();
      await sql.close();
    }
  }, 60_000);

  /** The read models after the events so far must equal a full rebuild of the same events, checkpoint included. */
  const expectEqualToRebuild = async (stores: RegisterStores, sql: PostgresClient, atLeastNames = 6_000) => {
    const position = await head(sql);
    await stores.readSide.waitForPosition(position, 30_000);
    const reference = (await postgresForTests('alongside_reference'))!;
    try {
      const referenceTables = await SqlReadModelStore.create(reference);
      await rebuildReadModels(stores.events, referenceTables);
      const [got, want] = [comparable(await stores.sqlReadModels.dump()), comparable(await referenceTables.dump())];
      expect(got.rm_checkpoint).toEqual([{ projection: 'register', position }]);
      expect(got.rm_name!.length).toBeGreaterThan(atLeastNames);
      expect(got).toEqual(want);
      // The indexes queries need are there, whether the import built them at its end or kept them up.
      const { rows } = await sql.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`);
      expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(SECONDARY_INDEXES.map((index) => index.name)));
    } finally {
      await reference.dropSchema();
      await reference.close();
    }
  };

  /** The projection beside the appends, with each part seen and each time it left the work to the read side noted. */
  const watched = (
    stores: RegisterStores,
    change: (events: readonly RecordedEvent[] | undefined, index: number) => readonly RecordedEvent[] | undefined = (e) => e,
  ) => {
    const left: unknown[] = [];
    const parts: number[] = [];
    const beside = stores.readSide.projectBeside({ onLeft: (reason) => left.push(reason), names: 6_000 });
    expect(beside).toBeDefined();
    const alongside: PartsAlongside = {
      part: (events) => {
        parts.push(events?.length ?? -1);
        beside!.part(change(events, parts.length - 1));
      },
      committed: () => beside!.committed(),
      abandoned: () => beside!.abandoned(),
    };
    return { alongside, left, parts };
  };

  it(
    'given the projecting process, projects each part as it is written and moves the checkpoint past them: the tables equal a rebuild',
    async () => {
      const { sql, stores } = await open('alongside_used');
      const { alongside, left, parts } = watched(stores);
      const outcome = await stores.register.executeInParts(importCommand(), { eventsPerAppend: 1, alongside });
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(parts.every((n) => n === 1)).toBe(true);
      expect(left).toEqual([]);
      // The checkpoint moved with the projection beside the appends, before the command answered.
      expect(await stores.sqlReadModels.checkpoint()).toBe(outcome.position);
      await expectEqualToRebuild(stores, sql);
      // The projector carries on as before with the next command.
      const genus = [...stores.register.current.names.values()].find((n) => n.rank === 'Genus' && n.taxonomicStatus === 'Accepted')!;
      await stores.register.execute({
        type: 'AddTaxon',
        data: { parentScientificNameId: genus.id, rank: 'Species', scientificName: 'alongsidei', author: 'Test, 2026' },
        metadata: systemMetadata(),
      });
      await expectEqualToRebuild(stores, sql);
    },
    TIMEOUT,
  );

  it(
    'given a part whose place the store could not say, leaves the projection to the read side, which projects it all after the commit',
    async () => {
      const { sql, stores } = await open('alongside_unplaced');
      const { alongside, left } = watched(stores, (events, index) => (index === 1 ? undefined : events));
      await stores.register.executeInParts(importCommand(), { eventsPerAppend: 1, alongside });
      expect(left).toHaveLength(1);
      await expectEqualToRebuild(stores, sql);
    },
    TIMEOUT,
  );

  it(
    'given another session appending an event in between that commits after the import, leaves it all to the read side instead of skipping that event',
    async () => {
      const { sql, stores } = await open('alongside_between');
      // Another session appends a users event and holds its transaction open: its position falls below the import's.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let appended!: () => void;
      const appendedOnce = new Promise<void>((resolve) => (appended = resolve));
      const user = userEvents()[0]!;
      const other = sql.transaction(async (tx) => {
        await tx.query(`SELECT * FROM es_append($1, NULL, $2::json, NULL, NULL, NULL)`, [
          'users',
          JSON.stringify([{ type: user.type, schemaVersion: 1, data: user.data, metadata: user.metadata }]),
        ]);
        appended();
        await released;
      });
      await appendedOnce;
      const { alongside, left } = watched(stores);
      await stores.register.executeInParts(importCommand(), {
        eventsPerAppend: 1,
        alongside: {
          ...alongside,
          // The other session commits once the import has: its event lies between the checkpoint and the import's.
          committed: () => {
            release();
            return alongside.committed();
          },
        },
      });
      await other;
      expect(left).toHaveLength(1);
      expect(String(left[0])).toMatch(/events in .*projected|other sessions/);
      await expectEqualToRebuild(stores, sql);
      const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM rm_audit WHERE stream = 'users'`);
      expect(Number(rows[0]!.n)).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'given an archive imported by the import service, projects it beside the appends: the tables equal a rebuild',
    async () => {
      const { sql, stores } = await open('alongside_service');
      const left: unknown[] = [];
      const projectBeside = stores.readSide.projectBeside.bind(stores.readSide);
      let names: number | undefined;
      stores.readSide.projectBeside = (options = {}) => {
        names = options.names;
        return projectBeside({ ...options, onLeft: (reason) => left.push(reason) });
      };
      const report = await importFromPath(stores, DEMO_REGISTER, { source: 'Demo' });
      expect(report.imported.names).toBeGreaterThan(400);
      expect(names).toBe(report.imported.names);
      expect(left).toEqual([]);
      await expectEqualToRebuild(stores, sql, report.imported.names);
    },
    TIMEOUT,
  );
});
