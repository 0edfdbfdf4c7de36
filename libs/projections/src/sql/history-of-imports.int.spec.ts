import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RegisterCommand } from '@navnebase/domain';
import { SqlEventStore, type RecordedEvent, type SqlClient } from '@navnebase/event-store';
import { testMetadata } from '../../../domain/src/testing/given-when-then.js';
import { registerDecider } from '../../../domain/src/register/register-decider.js';
import { CommandPipeline } from '../../../event-store/src/command-pipeline.js';
import { describeIfPostgres, pgliteForTests, postgresForTests } from '../../../event-store/src/testing/test-clients.js';
import { projectRegisterEvents } from '../register/register-projection.js';
import { AS_OF_HISTORY } from '../testing/as-of-history.js';
import { SqlReadModelStore } from './sql-read-model-store.js';

const openClient = async (store: 'pglite' | 'postgres'): Promise<SqlClient & { dropSchema?: () => Promise<void> }> =>
  store === 'pglite' ? pgliteForTests() : (await postgresForTests('import_history'))!;

describe.each(describeIfPostgres() ? (['pglite', 'postgres'] as const) : (['pglite'] as const))(
  "an import batch's change-log entries kept once per batch (%s)",
  (kind) => {
    let sql: SqlClient & { dropSchema?: () => Promise<void> };
    let store: SqlEventStore;
    let tables: SqlReadModelStore;
    let events: RecordedEvent[];
    let nameIds: number[];

    beforeAll(async () => {
      sql = await openClient(kind);
      store = await SqlEventStore.create(sql);
      tables = await SqlReadModelStore.create(sql);
      const commands = new CommandPipeline(store, registerDecider);
      for (const command of AS_OF_HISTORY) await commands.execute({ ...command, metadata: testMetadata({ ...command.metadata }) } as RegisterCommand);
      events = await store.readAll(0);
      await tables.applyEvents(events);
      const ids = await sql.query<{ id: string | number }>(`SELECT DISTINCT id FROM rm_version WHERE kind = 'n' AND id > 0 ORDER BY id`);
      nameIds = ids.rows.map((r) => Number(r.id));
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await sql?.dropSchema?.();
      await sql?.close();
    });

    const logs = async (filter: Parameters<SqlReadModelStore['changes']>[1] = {}) =>
      Promise.all(nameIds.map(async (id) => ({ id, log: await tables.changes(id, filter) })));

    it('given an import and later operations, then every name answers the change log an rm_history row per imported name would give', async () => {
      const batches = projectRegisterEvents(events).imports;
      expect(batches.length).toBeGreaterThan(0);
      const stored = await sql.query<{ n: string | number }>(`SELECT count(*) AS n FROM rm_history WHERE position = ANY($1::bigint[])`, [
        batches.map((b) => b.position),
      ]);
      expect(Number(stored.rows[0]!.n)).toBe(0);
      const middle = events[Math.floor(events.length / 2)]!.globalPosition;
      const filters = [{}, { untilPosition: middle }, { from: '2026-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' }];
      const now = await Promise.all(filters.map((filter) => logs(filter)));
      expect(now[0]!.filter(({ log }) => log?.some((entry) => entry.changeType === 'Inserted')).length).toBeGreaterThan(10);

      // As the tables were before: one rm_history row per imported name, as the projection builds them.
      const positions = new Set(batches.map((b) => b.position));
      const rows = projectRegisterEvents(events)
        .historyRows()
        .filter((h) => positions.has(h.position));
      for (const h of rows) {
        await sql.query(
          `INSERT INTO rm_history (scientific_name_id, position, change_type, change_date, changed_by, remarks, data_before, data_after)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
          [
            h.scientificNameId,
            h.position,
            h.changeType,
            h.changeDate,
            h.changedBy,
            h.remarks,
            JSON.stringify(h.dataBefore),
            JSON.stringify(h.dataAfter),
          ],
        );
      }
      await sql.query(`DELETE FROM rm_import_history`);
      for (const [i, filter] of filters.entries()) expect(await logs(filter)).toEqual(now[i]);
    });
  },
);
