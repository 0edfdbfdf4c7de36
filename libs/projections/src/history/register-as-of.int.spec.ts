import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TREE_ROOT_KEY, type RegisterCommand } from '@navnebase/domain';
import { SqlEventStore, type RecordedEvent, type SqlClient } from '@navnebase/event-store';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import { describeIfPostgres, pgliteForTests, postgresForTests } from '../../../event-store/src/testing/test-clients.js';
import { SqlReadModelStore } from '../sql/sql-read-model-store.js';
import { nameRecordOf } from '../sql/name-records.js';
import { AS_OF_HISTORY } from '../testing/as-of-history.js';
import { SqlReadOracle } from '../testing/sql-read-oracle.js';
import { RegisterAsOf } from './register-as-of.js';

/** A client of the store: PGlite always, PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped after). */
const openClient = async (store: 'pglite' | 'postgres'): Promise<SqlClient & { dropSchema?: () => Promise<void> }> =>
  store === 'pglite' ? pgliteForTests() : (await postgresForTests('as_of'))!;

describe.each(describeIfPostgres() ? (['pglite', 'postgres'] as const) : (['pglite'] as const))(
  'the register as of a position (rm_version, %s)',
  (kind) => {
    let live: SqlClient & { dropSchema?: () => Promise<void> };
    let rebuilt: SqlClient & { dropSchema?: () => Promise<void> };
    let events: RecordedEvent[];
    let asOf: RegisterAsOf;
    let tables: SqlReadModelStore;
    let store: SqlEventStore;

    beforeAll(async () => {
      live = await openClient(kind);
      store = await SqlEventStore.create(live);
      const liveTables = await SqlReadModelStore.create(live);
      const commands = new CommandPipeline(store, registerDecider);
      for (const command of AS_OF_HISTORY) await commands.execute({ ...command, metadata: testMetadata({ ...command.metadata }) } as RegisterCommand);
      events = await store.readAll(0);
      await liveTables.applyEvents(events);
      asOf = new RegisterAsOf(live);
      rebuilt = await openClient(kind);
      tables = await SqlReadModelStore.create(rebuilt);
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      for (const client of [live, rebuilt]) {
        await client?.dropSchema?.();
        await client?.close();
      }
    });

    it('answers every name page and every tree node as a register rebuilt from the events up to each position', async () => {
      const oracle = new SqlReadOracle(tables);
      const nameIds = new Set<number>();
      const taxonIds = new Set<number>([TREE_ROOT_KEY]);
      for (const event of events) {
        type Change = { before: { id: number } | null; after: { id: number } | null };
        const effects = (event.data as { effects: { names: Change[]; taxa: Change[] } }).effects;
        for (const c of effects.names) nameIds.add((c.after ?? c.before)!.id);
        for (const c of effects.taxa) taxonIds.add((c.after ?? c.before)!.id);
      }
      expect(events.length).toBe(AS_OF_HISTORY.length);
      for (let cut = 0; cut <= events.length; cut++) {
        const position = cut === 0 ? 0 : events[cut - 1]!.globalPosition;
        await tables.reset();
        await tables.applyEvents(events.slice(0, cut));
        for (const id of nameIds) {
          expect({ cut, id, page: await asOf.taxonNameInfoByScientificNameId(id, position) }).toEqual({
            cut,
            id,
            page: await oracle.taxonNameInfoByScientificNameId(id),
          });
        }
        for (const root of [-1, 5, 6]) {
          const { rows } = await tables.sql.query<{ record: { id: number } }>(
            `WITH RECURSIVE down(taxon_id) AS (SELECT taxon_id FROM rm_taxon WHERE taxon_id = $1
             UNION ALL SELECT t.taxon_id FROM rm_taxon t JOIN down ON t.parent_taxon_id = down.taxon_id)
           SELECT ${nameRecordOf('n')} AS record FROM rm_name n WHERE n.taxon_id IN (SELECT taxon_id FROM down) ORDER BY n.scientific_name_id`,
            [root],
          );
          const subtree = await asOf.subtreeAt(root, position);
          expect({ cut, root, names: [...subtree.names.values()].sort((a, b) => a.id - b.id) }).toEqual({
            cut,
            root,
            names: rows.map((r) => r.record),
          });
        }
        for (const id of taxonIds) {
          expect({ cut, id, page: await asOf.taxonNameInfo(id, position) }).toEqual({ cut, id, page: await oracle.taxonNameInfoByTaxonId(id) });
          expect({ cut, id, children: await asOf.children(id, position) }).toEqual({ cut, id, children: await oracle.children(id) });
        }
      }
    }, 120_000);

    it('shows a name merged away later as it was before the merge', async () => {
      const merge = events.find((e) => e.type === 'TaxaMerged')!;
      const before = await asOf.taxonNameInfoByScientificNameId(8, merge.globalPosition - 1);
      expect(before).toMatchObject({ taxonId: 8, mainScientificNameId: 8 });
      expect(before!.scientificNames.map((n) => [n.scientificNameId, n.taxonomicStatus])).toEqual([
        [8, 'Accepted'],
        [80, 'Synonym'],
      ]);
      const after = await asOf.taxonNameInfoByScientificNameId(8, merge.globalPosition);
      expect(after).toMatchObject({ taxonId: 7, mainScientificNameId: 7 });
    });

    it('finds the last event at or before a time', async () => {
      expect(await asOf.positionAt('2025-12-31T23:59:59.999Z')).toBe(0);
      expect(await asOf.positionAt('2026-01-01T10:00:00.000Z')).toBe(events[0]!.globalPosition);
      expect(await asOf.positionAt('2026-01-04T09:59:59.999Z')).toBe(events[2]!.globalPosition);
      expect(await asOf.positionAt('2030-01-01T00:00:00.000Z')).toBe(events[events.length - 1]!.globalPosition);
    });

    it('fills rm_version from the events for read models projected before it existed', async () => {
      const rows = async () => (await live.query(`SELECT kind, id, position, owner, alive, record FROM rm_version ORDER BY kind, id, position`)).rows;
      const projected = await rows();
      expect(projected.length).toBeGreaterThan(40);
      await live.query(`DELETE FROM rm_version WHERE position > 0`);
      await SqlReadModelStore.create(live);
      expect(await rows()).toEqual(projected);
    });

    it('keeps records as the JSON text they were written as: a read model whose records were jsonb converts and reads the same', async () => {
      const rows = async () => (await live.query(`SELECT kind, id, position, owner, alive, record FROM rm_version ORDER BY kind, id, position`)).rows;
      const type = async () =>
        (
          await live.query<{ type: string }>(
            `SELECT atttypid::regtype::text AS type FROM pg_attribute WHERE attrelid = 'rm_version'::regclass AND attname = 'record'`,
          )
        ).rows[0]!.type;
      const projected = await rows();
      expect(projected.length).toBeGreaterThan(40);
      expect(await type()).toBe('json');
      await live.query(`ALTER TABLE rm_version ALTER COLUMN record TYPE jsonb`);
      await SqlReadModelStore.create(live);
      expect(await type()).toBe('json');
      expect(await rows()).toEqual(projected);
    });

    it('keeps each name record once, in rm_version: a read model that also kept it in rm_name keeps its attributes and answers the same', async () => {
      const taxa = (await live.query<{ taxon_id: string | number }>(`SELECT taxon_id FROM rm_taxon ORDER BY taxon_id`)).rows.map((r) =>
        Number(r.taxon_id),
      );
      const liveTables = await SqlReadModelStore.create(live);
      const names = await liveTables.namesOfTaxa(taxa);
      expect([...names.values()].flat().length).toBeGreaterThan(20);
      const columns = async () =>
        (
          await live.query<{ attname: string }>(
            `SELECT attname FROM pg_attribute WHERE attrelid = 'rm_name'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
          )
        ).rows.map((r) => r.attname);
      expect(await columns()).not.toContain('record');
      // As the tables were before: the whole record in rm_name too (here with attributes), none in rm_name.attributes.
      const [first] = [...names.values()].flat();
      await live.query(`ALTER TABLE rm_name ADD COLUMN record jsonb`);
      await live.query(`UPDATE rm_name n SET record = ${nameRecordOf('n')}, attributes = NULL`);
      await live.query(`UPDATE rm_name SET record = jsonb_set(record, '{attributes}', '["Hybrid"]') WHERE scientific_name_id = $1`, [first!.id]);
      await SqlReadModelStore.create(live);
      expect(await columns()).not.toContain('record');
      const attributes = await live.query<{ id: string | number; attributes: unknown }>(
        `SELECT scientific_name_id AS id, attributes FROM rm_name WHERE attributes IS NOT NULL`,
      );
      expect(attributes.rows.map((r) => [Number(r.id), r.attributes])).toEqual([[first!.id, ['Hybrid']]]);
      await live.query(`UPDATE rm_name SET attributes = NULL`);
      // (in id order: the updates above moved the rows, and namesOfTaxa answers them in the table's order)
      const byId = (all: Map<number, { id: number }[]>) => new Map([...all].map(([taxon, list]) => [taxon, [...list].sort((a, b) => a.id - b.id)]));
      expect(byId(await (await SqlReadModelStore.create(live)).namesOfTaxa(taxa))).toEqual(byId(names));
    });

    it('keeps the records of imported names in their rows, and fills them for read models projected without them', async () => {
      const rows = async () => (await live.query(`SELECT kind, id, position, owner, alive, record FROM rm_version ORDER BY kind, id, position`)).rows;
      const imported = events.filter((e) => e.type === 'TaxaImported').map((e) => e.globalPosition);
      expect(imported.length).toBeGreaterThan(0);
      const empty = async () =>
        Number((await live.query<{ n: string | number }>(`SELECT count(*) AS n FROM rm_version WHERE alive AND record IS NULL`)).rows[0]!.n);
      expect(await empty()).toBe(0);
      const projected = await rows();
      await live.query(`UPDATE rm_version SET record = NULL WHERE position = ANY($1::bigint[])`, [imported]);
      expect(await empty()).toBeGreaterThan(20);
      await SqlReadModelStore.create(live);
      expect(await empty()).toBe(0);
      expect(await rows()).toEqual(projected);
    });
  },
);
