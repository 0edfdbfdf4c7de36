import { USERS_STREAM } from '@navnebase/domain';
import { PostgresClient, SqlEventStore } from '@navnebase/event-store';
import { besideSchemas, PROJECTOR_LOCK, rebuildBeside, rebuildReadModels, SqlReadModelStore, SqlUsersReadModel } from '@navnebase/projections';
import { writeFile } from 'node:fs/promises';
import { configOrExit } from '../config/app-config.js';
import { processFigures, type RebuildStats } from './command-stats.js';
import { openServerStoresFromEnv, openSqlClientFromEnv } from './open-stores-from-env.js';

/**
 * `npm run rebuild`: empties every read model (the register's and the users') and projects the event store again.
 * It takes the projector's lock first: while an API process projects into the same database, it refuses (stop the
 * app, or every process, first).
 *
 * `npm run rebuild -- --online` (PostgreSQL): rebuilds the register's read models beside the running processes, in a
 * schema of their own, and switches them in at the live checkpoint (see `rebuildBeside`); nothing needs to stop.
 */
const online = process.argv.includes('--online');
/** `--stats <file.json>`: the rebuild's time, events, CPU and memory peak as JSON (RebuildStats). */
const statsFile = process.argv.includes('--stats') ? process.argv[process.argv.indexOf('--stats') + 1] : undefined;
let measured: Pick<RebuildStats, 'seconds' | 'events' | 'position'> | undefined;
const keepRetired = process.argv.includes('--keep-old');
let last = 0;
const tick = (text: string) => {
  if (performance.now() - last < 1000) return;
  last = performance.now();
  process.stdout.write(`\r${text}`);
};

const rebuildOffline = async () => {
  const sql = await openSqlClientFromEnv();
  try {
    const lease = await sql.tryLock(PROJECTOR_LOCK);
    if (!lease) {
      console.error(
        'Lesemodellene skrives av en annen prosess (en kjørende app). Stopp den først, og kjør npm run rebuild igjen (eller npm run rebuild -- --online på PostgreSQL).',
      );
      process.exitCode = 1;
      return;
    }
    try {
      const server = await openServerStoresFromEnv();
      const events = server.eventStore ?? (await SqlEventStore.create(sql));
      const readModels = await SqlReadModelStore.create(sql);
      const started = performance.now();
      const result = await rebuildReadModels(events, readModels, {
        onProgress: (position, count) => tick(`Bygger lesemodeller: ${count} hendelser (posisjon ${position}) …`),
      });
      const seconds = (performance.now() - started) / 1000;
      measured = { seconds, events: result.events, position: result.position };
      process.stdout.write(
        `\rLesemodellene er bygget på nytt: ${result.events} hendelser til posisjon ${result.position} på ${seconds.toFixed(1)} s.\n`,
      );
      if (server.mongoReadModels) {
        const inMongo = await rebuildReadModels(events, server.mongoReadModels, {
          onProgress: (position, count) => tick(`Bygger lesemodellene i MongoDB: ${count} hendelser (posisjon ${position}) …`),
        });
        process.stdout.write(`\rLesemodellene i MongoDB er bygget på nytt: ${inMongo.events} hendelser til posisjon ${inMongo.position}.\n`);
        const usersInMongo = await server.mongoReadModels.users();
        await usersInMongo.reset();
        const usersRevision = await usersInMongo.applyEvents(await events.readStream(USERS_STREAM));
        process.stdout.write(`Brukerne i MongoDB er bygget på nytt fra sin strøm (revisjon ${usersRevision}).\n`);
        await server.mongoReadModels.close();
      }
      const users = await SqlUsersReadModel.create(sql);
      await users.reset();
      const revision = await users.applyEvents(await events.readStream(USERS_STREAM));
      process.stdout.write(`Brukerne er bygget på nytt fra sin strøm (revisjon ${revision}).\n`);
      await events.close();
    } finally {
      await lease.release();
    }
  } finally {
    await sql.close();
  }
};

const STAGES = { rebuild: 'Bygger nye tabeller', 'catch-up': 'Tar igjen de kjørende prosessene', switch: 'Bytter inn de nye tabellene' } as const;

const rebuildOnline = async () => {
  const config = configOrExit();
  if (config.kurrentdbUrl || config.mongodbUrl) {
    console.error(
      'npm run rebuild -- --online bygger bare tabellene i PostgreSQL fra hendelsene der: bruk npm run rebuild (uten --online) med KURRENTDB_URL eller MONGODB_URL.',
    );
    process.exitCode = 1;
    return;
  }
  if (!config.databaseUrl) {
    console.error(
      'npm run rebuild -- --online trenger PostgreSQL (DATABASE_URL). Den innebygde databasen tilhører én prosess: stopp appen og kjør npm run rebuild.',
    );
    process.exitCode = 1;
    return;
  }
  const live = await PostgresClient.connect({
    connectionString: config.databaseUrl,
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  });
  try {
    const { rows } = await live.query<{ schema: string }>(`SELECT current_schema() AS schema`);
    const { shadow: shadowSchema } = besideSchemas(rows[0]!.schema);
    // Left by a rebuild that stopped half-way: it was never switched in.
    await live.exec(`DROP SCHEMA IF EXISTS "${shadowSchema.replace(/"/g, '""')}" CASCADE`);
    const shadow = await PostgresClient.connect({ connectionString: config.databaseUrl, schema: shadowSchema });
    const events = await SqlEventStore.create(live);
    try {
      const started = performance.now();
      const result = await rebuildBeside(
        { events, live, shadow },
        { keepRetired, onProgress: (stage, position, count) => tick(`${STAGES[stage]}: ${count} hendelser (posisjon ${position}) …`) },
      );
      const seconds = (performance.now() - started) / 1000;
      measured = { seconds, events: result.events, position: result.position };
      process.stdout.write(
        `\rLesemodellene er bygget på nytt ved siden av de kjørende prosessene og byttet inn ved posisjon ${result.position} ` +
          `(${result.events} hendelser på ${seconds.toFixed(1)} s).\n`,
      );
    } finally {
      await events.close();
      await shadow.close();
    }
  } finally {
    await live.close();
  }
};

await (online ? rebuildOnline() : rebuildOffline());
if (statsFile && measured) await writeFile(statsFile, `${JSON.stringify({ ...measured, ...processFigures() } satisfies RebuildStats)}\n`);
