import { SqlEventStore } from '@navnebase/event-store';
import { rebuildReadModels, SqlReadModelStore } from '@navnebase/projections';
import { UsersProjection } from '../users/users.projection.js';
import { SqlUsersReadModel } from '../users/users.read-model.js';
import { openSqlClientFromEnv } from './open-stores-from-env.js';

/**
 * `npm run rebuild`: empties every read model (the register's and the users') and projects the event store again. Stop the app first
 * (its projection runner would otherwise write at the same time).
 */
const sql = await openSqlClientFromEnv();
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
  process.stdout.write(`\rLesemodellene er bygget på nytt: ${result.events} hendelser til posisjon ${result.position} på ${seconds.toFixed(1)} s.\n`);
  const users = await SqlUsersReadModel.create(sql);
  await users.reset();
  const revision = await new UsersProjection(events, users).catchUp();
  process.stdout.write(`Brukerne er bygget på nytt fra sin strøm (revisjon ${revision}).\n`);
  await events.close();
} finally {
  await sql.close();
}
