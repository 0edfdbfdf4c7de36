import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { PostgresClient, SqlEventStore } from '@navnebase/event-store';
import { dropPostgresSchema, log } from './bench-stores.js';

/**
 * Append throughput of our event store next to Emmett's PostgreSQL event store on the same database in the same
 * run: `writers` concurrent writers, each on a stream of its own, append for a fixed time either one event per
 * append (one transaction each) or `batch` events per append. Both stores check the expected stream version.
 */
export interface AppendFigures {
  readonly writers: number;
  readonly batch: number;
  readonly seconds: number;
  readonly ours: { readonly single: number; readonly batched: number };
  readonly emmett: { readonly single: number; readonly batched: number };
}

const event = (i: number) => ({
  type: 'ScientificNameEdited',
  data: { scientificNameId: i, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', rank: 'Species', taxonomicStatus: 'Accepted', comment: '' },
  metadata: { userId: 'bench', userName: 'Benchmark', time: new Date(0).toISOString(), remark: '', commandId: `c-${i}`, correlationId: 'bench' },
});

type Appender = (stream: string, count: number, revision: number) => Promise<void>;

/** Events per second over `seconds`, with `writers` concurrent loops. */
const measure = async (append: Appender, writers: number, batch: number, seconds: number): Promise<number> => {
  const deadline = performance.now() + seconds * 1000;
  let events = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      let revision = 0;
      while (performance.now() < deadline) {
        await append(stream, batch, revision);
        revision += batch;
        events += batch;
      }
    }),
  );
  return events / ((performance.now() - started) / 1000);
};

export const runAppendBench = async (
  databaseUrl: string,
  options: { writers: number; batch: number; seconds: number; schemaPrefix?: string },
): Promise<AppendFigures> => {
  const suffix = randomUUID().slice(0, 8);
  const prefix = options.schemaPrefix ?? 'bench';
  const ourSchema = `${prefix}_append_${suffix}`;
  const emmettSchema = `${prefix}_emmett_${suffix}`;
  const sql = await PostgresClient.connect({ connectionString: databaseUrl, schema: ourSchema, maxConnections: options.writers + 2 });
  const ours = await SqlEventStore.create(sql);
  await sql.exec(`CREATE SCHEMA IF NOT EXISTS ${emmettSchema}`);
  const emmettUrl = new URL(databaseUrl);
  emmettUrl.searchParams.set('options', `-c search_path=${emmettSchema}`);
  const emmett = getPostgreSQLEventStore(emmettUrl.toString());
  await emmett.schema.migrate();
  const oursAppend: Appender = async (stream, count, revision) => {
    await ours.append(
      stream,
      Array.from({ length: count }, (_, i) => event(revision + i)),
      { expectedRevision: revision },
    );
  };
  const emmettAppend: Appender = async (stream, count, revision) => {
    await emmett.appendToStream(
      stream,
      Array.from({ length: count }, (_, i) => event(revision + i)),
      { expectedStreamVersion: BigInt(revision) },
    );
  };
  try {
    const { writers, batch, seconds } = options;
    // Warm both up (connections, plans), then alternate so drift on a busy machine hits both alike.
    await measure(oursAppend, writers, 1, 0.5);
    await measure(emmettAppend, writers, 1, 0.5);
    const oursSingle = await measure(oursAppend, writers, 1, seconds);
    const emmettSingle = await measure(emmettAppend, writers, 1, seconds);
    const oursBatched = await measure(oursAppend, writers, batch, seconds);
    const emmettBatched = await measure(emmettAppend, writers, batch, seconds);
    log(
      `appends (${writers} writers): ours ${Math.round(oursSingle)} single / ${Math.round(oursBatched)} batched events/s; ` +
        `Emmett ${Math.round(emmettSingle)} / ${Math.round(emmettBatched)}`,
    );
    return {
      writers,
      batch,
      seconds,
      ours: { single: oursSingle, batched: oursBatched },
      emmett: { single: emmettSingle, batched: emmettBatched },
    };
  } finally {
    await emmett.close();
    await ours.close();
    await sql.close();
    await dropPostgresSchema(databaseUrl, ourSchema);
    await dropPostgresSchema(databaseUrl, emmettSchema);
  }
};
