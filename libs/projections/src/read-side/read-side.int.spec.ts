import { afterEach, describe, expect, it } from '@jest/globals';
import type { RegisterCommand } from '@navnebase/domain';
import { SqlEventStore, type PostgresClient, type SqlClient } from '@navnebase/event-store';
import { importCommand, mammalTree } from '../../../domain/src/testing/fixtures.js';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import { pgliteForTests, postgresForTests } from '../../../event-store/src/testing/test-clients.js';
import { rebuildReadModels } from '../projection-runner.js';
import { announceCheckpoint, SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { SqlUsersReadModel } from '../users/users-read-model.js';
import { ReadSide } from './read-side.js';

/** One "process": its own SQL client on the shared database, its event store, read side and register commands. */
const openProcess = async (sql: SqlClient) => {
  const events = await SqlEventStore.create(sql);
  const tables = await SqlReadModelStore.create(sql);
  const users = await SqlUsersReadModel.create(sql);
  const readSide = new ReadSide({ events, sql, register: tables, users, leaseRetryMs: 100, checkpointPollMs: 50 });
  await readSide.start();
  const commands = new CommandPipeline(events, registerDecider, { awaitReadSide: (a) => readSide.waitForPosition(a.position, 10_000) });
  const stop = async () => {
    await readSide.stop();
    await events.close();
  };
  return { sql, events, tables, readSide, commands, stop, run: (command: RegisterCommand) => commands.execute(command) };
};

const addSpecies = (epithet: string): RegisterCommand => ({
  type: 'AddTaxon',
  data: { parentScientificNameId: 6, rank: 'Species', scientificName: epithet, author: 'Test, 2026' },
  metadata: testMetadata({ commandId: `add-${epithet}` }),
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('read side: one projector per database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const dispose of cleanup.splice(0).reverse()) await dispose();
  });

  it('never applies a batch twice, whoever applies it (the checkpoint row is locked and older events skipped)', async () => {
    const sql = await pgliteForTests();
    cleanup.push(() => sql.close());
    const events = await SqlEventStore.create(sql);
    const tables = await SqlReadModelStore.create(sql);
    const commands = new CommandPipeline(events, registerDecider);
    await commands.execute({ ...importCommand(mammalTree()), metadata: testMetadata({ commandId: 'import' }) });
    await commands.execute(addSpecies('maritimus'));
    const all = await events.readAll(0);
    await tables.applyEvents(all);
    const once = await tables.dump();
    // The same batch again, and an overlapping one, as a second projector (or a retry after a crash) would send them.
    expect(await tables.applyEvents(all)).toBe(all.at(-1)!.globalPosition);
    await tables.applyEvents(all.slice(1));
    expect(await tables.dump()).toEqual(once);
    // And it equals a rebuild.
    await rebuildReadModels(events, tables);
    expect(await tables.dump()).toEqual(once);
  });

  it('builds its memory from a write model and follows the store from the position the write model includes', async () => {
    const sql = await pgliteForTests();
    cleanup.push(() => sql.close());
    const writer = await openProcess(sql);
    cleanup.push(() => writer.stop());
    await writer.run({ ...importCommand(mammalTree()), metadata: testMetadata({ commandId: 'import' }) });
    await writer.run(addSpecies('maritimus'));
    // another process: its write model catches up, and its read side is built from it
    const events = await SqlEventStore.create(sql);
    const commands = new CommandPipeline(events, registerDecider);
    const state = await commands.refresh();
    expect(commands.position).toBe((await events.readAll(0)).at(-1)!.globalPosition);
    const readSide = new ReadSide({ events, sql, register: writer.tables, users: await SqlUsersReadModel.create(sql), leaseRetryMs: 100 });
    await readSide.start({ records: state, position: commands.position });
    cleanup.push(() => readSide.stop());
    const memory = readSide.memory!;
    expect(memory.search('ursus maritimus', 5).map((hit) => hit.acceptedScientificName.name)).toContain('Ursus maritimus');
    for (const [id, name] of state.names) expect(memory.names.get(id)?.record).toBe(name);
    // what comes after that position reaches it as always, once
    const { position } = await writer.run(addSpecies('spelaeus'));
    await readSide.waitForPosition(position, 10_000);
    expect(memory.search('ursus spelaeus', 5).map((hit) => hit.acceptedScientificName.name)).toEqual(['Ursus spelaeus']);
    expect(memory.children(6).length).toBe(3);
  });

  const postgres = process.env.DATABASE_URL ? it : it.skip;

  postgres("takes no other schema's announced checkpoint for its own (several registers may share one database)", async () => {
    const mine = (await postgresForTests('readside_mine'))!;
    const other = (await postgresForTests('readside_other'))!;
    cleanup.push(async () => {
      for (const client of [mine, other]) {
        await client.dropSchema();
        await client.close();
      }
    });
    const a = await openProcess(mine);
    cleanup.push(() => a.stop());
    const before = a.readSide.projectorCheckpoints.register;
    // Another register's projector commits far ahead: its announcement reaches every session of the database.
    await announceCheckpoint(other, 'register', 1_000_000);
    await sleep(300);
    expect(a.readSide.projectorCheckpoints.register).toBe(before);
    await expect(a.readSide.waitForPosition(1_000_000, 200)).rejects.toThrow();
    // The same announcement in its own schema is heard.
    await announceCheckpoint(mine, 'register', 1_000_000);
    for (let i = 0; i < 40 && a.readSide.projectorCheckpoints.register !== 1_000_000; i++) await sleep(50);
    expect(a.readSide.projectorCheckpoints.register).toBe(1_000_000);
  });

  postgres('lets exactly one of several processes project, and another take over when it stops', async () => {
    const first = (await postgresForTests('readside'))!;
    cleanup.push(async () => {
      await first.dropSchema();
      await first.close();
    });
    const connect = async () => {
      const { PostgresClient } = await import('@navnebase/event-store');
      const client: PostgresClient = await PostgresClient.connect({ connectionString: process.env.DATABASE_URL!, schema: first.schema! });
      cleanup.push(() => client.close());
      return client;
    };
    const a = await openProcess(first);
    cleanup.push(() => a.stop());
    const b = await openProcess(await connect());
    cleanup.push(() => b.stop());
    const c = await openProcess(await connect());
    cleanup.push(() => c.stop());
    expect([a, b, c].filter((p) => p.readSide.isProjector)).toHaveLength(1);
    expect(a.readSide.isProjector).toBe(true);

    await a.run({ ...importCommand(mammalTree()), metadata: testMetadata({ commandId: 'import' }) });
    // A command in a process that does not project answers once the projector's tables and its own memory have it.
    await b.commands.refresh();
    const outcome = await b.run(addSpecies('maritimus'));
    expect(b.readSide.position).toBeGreaterThanOrEqual(outcome.position);
    expect(b.readSide.projectorCheckpoints.register).toBeGreaterThanOrEqual(outcome.position);
    expect(b.readSide.memory!.search('ursus maritimus', 5)[0]?.acceptedScientificName.name).toBe('Ursus maritimus');

    // The projector goes away: one of the others takes over and goes on where it stopped.
    await a.readSide.stop();
    for (let i = 0; i < 100 && !b.readSide.isProjector && !c.readSide.isProjector; i++) await sleep(50);
    expect([b, c].filter((p) => p.readSide.isProjector)).toHaveLength(1);
    await c.commands.refresh();
    await c.run(addSpecies('thibetanus'));
    const live = await c.tables.dump();
    const history = live.rm_history as { scientific_name_id: number; change_type: string }[];
    // Every change is in the history once.
    expect(history.filter((h) => h.change_type === 'TaxonCreated').length).toBe(2);

    // The tables equal a rebuild from the events: nothing applied twice, nothing missed.
    await b.readSide.stop();
    await c.readSide.stop();
    await rebuildReadModels(c.events, c.tables);
    expect(await c.tables.dump()).toEqual(live);
  });
});
