import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { rebuildReadModels } from '@navnebase/projections';
import { bearTree } from '../../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { openTestRegister, run, systemMetadata } from '../../testing/test-register.js';
import { feedScenario, runScenario } from '../../feed/testing/feed-scenario.js';

describe('read models after the taxonomic operations', () => {
  let stores: RegisterStores;
  beforeEach(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
  });
  afterEach(async () => stores.close());

  it('rebuild from zero into the same rows, event by event and in one batch', async () => {
    // merge, rearrange, swap, swap taxon, split, transfer with new combinations, add, edit, vernacular names, delete
    let n = 0;
    const names = async () => {
      const { rows } = await stores.sql.query<{ scientific_name: string; scientific_name_id: string }>(
        `SELECT scientific_name, scientific_name_id FROM rm_name`,
      );
      return new Map(rows.map((r) => [r.scientific_name, Number(r.scientific_name_id)]));
    };
    await runScenario(
      feedScenario(() => systemMetadata({ commandId: `rebuild-${++n}` })),
      (command) => run(stores, command),
      names,
    );
    const live = await stores.readModels.dump();
    expect(live.rm_successor!.map((r) => (r as { reason: string }).reason).sort()).toEqual([
      'Deleted',
      'Deleted',
      'Merged',
      'Replaced',
      'Replaced',
      'Split',
    ]);
    expect(live.rm_feed!.length).toBeGreaterThan(10);
    await stores.readSide.stop();
    await rebuildReadModels(stores.events, stores.sqlReadModels, { batchSize: 1 });
    expect(await stores.readModels.dump()).toEqual(live);
    const statistics = async () =>
      Promise.all((['TaxonCount', 'NamesCount', 'NamesCountByLanguage'] as const).map((kind) => stores.readModels.statistics(kind, {})));
    const liveStatistics = await statistics();
    // In one batch the events fold into one change set: the same rows, whatever the batch size.
    await rebuildReadModels(stores.events, stores.sqlReadModels, { batchSize: 500 });
    expect(await stores.readModels.dump()).toEqual(live);
    expect(await statistics()).toEqual(liveStatistics);
  });
});
