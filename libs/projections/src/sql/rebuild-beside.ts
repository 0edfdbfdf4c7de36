import type { EventStore, SqlClient } from '@navnebase/event-store';
import { catchUp, rebuildReadModels } from '../projection-runner.js';
import { READ_MODEL_TABLES } from './read-model-schema.js';
import { SqlReadModelStore } from './sql-read-model-store.js';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schemas a rebuild beside a running system uses next to the live one (`<live>__rebuild`, `<live>__retired`). */
export const besideSchemas = (live: string) => ({ shadow: `${live}__rebuild`, retired: `${live}__retired` });

export interface RebuildBesideOptions {
  readonly batchSize?: number;
  /** How long the switch waits for a table lock before it gives up and tries again (a long read may hold one). */
  readonly lockTimeoutMs?: number;
  readonly attempts?: number;
  /** Keeps the replaced tables in the retired schema (default: dropped once the new ones serve). */
  readonly keepRetired?: boolean;
  readonly onProgress?: (stage: 'rebuild' | 'catch-up' | 'switch', position: number, count: number) => void;
  /** Called once the new tables are close behind the live ones, just before the switch (tests append here). */
  readonly beforeSwitch?: () => Promise<void>;
}

export interface RebuildBesideResult {
  readonly position: number;
  readonly events: number;
  readonly liveSchema: string;
  readonly attempts: number;
}

/**
 * Rebuilds the register's read models (the `rm_*` tables of the one `register` projection, which share one checkpoint)
 * beside a running system, on PostgreSQL:
 *
 * 1. projects every event into new tables in a schema of their own (`shadow`, a client whose search path starts
 *    there), never past the live tables' checkpoint, while the running processes go on serving and projecting;
 * 2. catches up with the live checkpoint until close behind it;
 * 3. switches in one transaction: locks the live checkpoint table (the projector's next batch waits for it), brings
 *    the new tables to exactly the live checkpoint, moves the live tables to the retired schema and the new ones into
 *    the live schema. The projector then goes on from that same checkpoint in the new tables.
 *
 * The users' read model (`rm_user`) and the event store are not touched; the processes' memory models follow the
 * event store, not these tables, and stay as they are.
 */
export const rebuildBeside = async (
  stores: { readonly events: EventStore; readonly live: SqlClient; readonly shadow: SqlClient },
  options: RebuildBesideOptions = {},
): Promise<RebuildBesideResult> => {
  const { events, live, shadow } = stores;
  if (live.dialect !== 'postgres' || shadow.dialect !== 'postgres') throw new Error('A rebuild beside a running system needs PostgreSQL.');
  const liveSchema = await currentSchema(live);
  const shadowSchema = await currentSchema(shadow);
  if (shadowSchema === liveSchema) throw new Error('The new tables need a schema of their own.');
  const { retired } = besideSchemas(liveSchema);
  const liveCheckpoint = async (executor: Pick<SqlClient, 'query'> = live) => {
    const { rows } = await executor.query<{ position: number }>(
      `SELECT position FROM ${quote(liveSchema)}.rm_checkpoint WHERE projection = 'register'`,
    );
    if (!rows[0]) throw new Error(`The schema ${liveSchema} has no register read models to replace.`);
    return Number(rows[0].position);
  };
  const progress = (stage: 'rebuild' | 'catch-up' | 'switch') => (position: number, count: number) => options.onProgress?.(stage, position, count);
  const batchSize = options.batchSize ?? 100;

  const tables = await SqlReadModelStore.create(shadow);
  const rebuilt = await rebuildReadModels(events, tables, { batchSize, until: await liveCheckpoint(), onProgress: progress('rebuild') });
  let position = rebuilt.position;
  let count = rebuilt.events;
  // The live projector goes on meanwhile: follow it until a catch-up round is short.
  for (let round = 0; round < 20; round++) {
    const step = await catchUp(events, tables, position, { batchSize, until: await liveCheckpoint(), onProgress: progress('catch-up') });
    position = step.position;
    count += step.events;
    if (step.events < batchSize) break;
  }
  await options.beforeSwitch?.();

  const attempts = options.attempts ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      await live.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '${Math.max(1, Math.round(options.lockTimeoutMs ?? 5_000))}ms'`);
        // The projector's batch starts by locking its checkpoint row: from here on, no batch is applied to the live tables.
        await tx.query(`LOCK TABLE ${quote(liveSchema)}.rm_checkpoint IN EXCLUSIVE MODE`);
        const step = await catchUp(events, tables, position, { batchSize, until: await liveCheckpoint(tx), onProgress: progress('switch') });
        position = step.position;
        count += step.events;
        await tx.query(`CREATE SCHEMA IF NOT EXISTS ${quote(retired)}`);
        for (const table of READ_MODEL_TABLES) {
          await tx.query(`DROP TABLE IF EXISTS ${quote(retired)}.${table}`);
          await tx.query(`ALTER TABLE ${quote(liveSchema)}.${table} SET SCHEMA ${quote(retired)}`);
          await tx.query(`ALTER TABLE ${quote(shadowSchema)}.${table} SET SCHEMA ${quote(liveSchema)}`);
        }
      });
      if (!options.keepRetired) await live.exec(`DROP SCHEMA IF EXISTS ${quote(retired)} CASCADE`);
      await live.exec(`DROP SCHEMA IF EXISTS ${quote(shadowSchema)} CASCADE`);
      return { position, events: count, liveSchema, attempts: attempt };
    } catch (error) {
      // 55P03: a lock was not granted in time (a long read holds a table); the switch rolled back, try again.
      if ((error as { code?: string }).code !== '55P03' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
};

const currentSchema = async (sql: Pick<SqlClient, 'query'>) => {
  const { rows } = await sql.query<{ schema: string }>(`SELECT current_schema() AS schema`);
  return rows[0]!.schema;
};
