import { USERS_STREAM } from '@navnebase/domain';
import { SqlEventStore } from '@navnebase/event-store';
import { PROJECTOR_LOCK, rebuildReadModels, SqlReadModelStore, SqlUsersReadModel } from '@navnebase/projections';
import { openSqlClientFromEnv } from './open-stores-from-env.js';

/**
 * `npm run rebuild`: empties every read model (the register's and the users') and projects the event store again.
 * It takes the projector's lock first: while an API process projects into the same database, it refuses (stop the
 * app, or every process, first).
 */
const sql = await openSqlClientFromEnv();
try {
  const lease = await sql.tryLock(PROJECTOR_LOCK);
  if (!lease) {
    console.error('Lesemodellene skrives av en annen prosess (en kjørende app). Stopp den først, og kjør npm run rebuild igjen.');
    process.exitCode = 1;
  } else {
    try {
      const events = await SqlEventStore.create(sql);
      const readModels = await SqlReadModelStore.create(sql);
      const started = performance.now();
      let last = 0;
      const result = await rebuildReadModels(events, readModels, {
        onProgress: (position, count) => {
          if (performance.now() - last > 1000) {
            last = performance.now();
            process.stdout.write(`\rBygger lesemodeller: ${count} hendelser (posisjon ${position}) …`);
          }
        },
      });
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\rLesemodellene er bygget på nytt: ${result.events} hendelser til posisjon ${result.position} på ${seconds.toFixed(1)} s.\n`,
      );
      const users = await SqlUsersReadModel.create(sql);
      await users.reset();
      const revision = await users.applyEvents(await events.readStream(USERS_STREAM));
      process.stdout.write(`Brukerne er bygget på nytt fra sin strøm (revisjon ${revision}).\n`);
      await events.close();
    } finally {
      await lease.release();
    }
  }
} finally {
  await sql.close();
}
