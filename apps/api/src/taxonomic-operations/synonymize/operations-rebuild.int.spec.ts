import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { RegisterCommand } from '@navnebase/domain';
import { rebuildReadModels } from '@navnebase/projections';
import { bearTree } from '../../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { openTestRegister, run, systemMetadata } from '../../testing/test-register.js';

/** Merge, rearrange, swap, swap taxon and split, one after another (taxa removed, names and vernacular names moved). */
const operations = (): RegisterCommand[] => [
  {
    type: 'SynonymizeTaxa',
    data: {
      scientificNames: [
        { nameId: 7, taxonomicStatus: 'Accepted' },
        { nameId: 70, taxonomicStatus: 'Synonym' },
        { nameId: 8, taxonomicStatus: 'Synonym' },
        { nameId: 80, taxonomicStatus: 'Synonym' },
      ],
    },
    metadata: systemMetadata(),
  },
  {
    type: 'RearrangeTaxonNames',
    data: {
      oldTaxonId: 7,
      scientificNames: [
        { nameId: 7, taxonomicStatus: 'Synonym' },
        { nameId: 8, taxonomicStatus: 'Accepted' },
      ],
    },
    metadata: systemMetadata(),
  },
  {
    type: 'RearrangeTaxonNames',
    data: {
      oldTaxonId: 10,
      scientificNames: [],
      newScientificNames: [{ parentScientificNameId: 6, scientificName: 'randi', author: 'Test, 2026', taxonomicStatus: 'Synonym' }],
      keepTaxonId: false,
    },
    metadata: systemMetadata(),
  },
  { type: 'SwapTaxon', data: { scientificNameId: 90, targetTaxonId: 106, taxonomicStatus: 'Synonym' }, metadata: systemMetadata() },
  {
    type: 'SplitTaxon',
    data: {
      oldTaxonId: 106,
      newTaxons: [
        {
          scientificNames: [
            { nameId: 8, taxonomicStatus: 'Accepted' },
            { nameId: 80, taxonomicStatus: 'Synonym' },
            { nameId: 90, taxonomicStatus: 'Synonym' },
          ],
          vernacularNames: [
            { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
            { nameId: 3, vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
          ],
        },
        {
          scientificNames: [
            { nameId: 7, taxonomicStatus: 'Accepted' },
            { nameId: 70, taxonomicStatus: 'Synonym' },
          ],
          vernacularNames: [{ nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
        },
      ],
    },
    metadata: systemMetadata(),
  },
];

describe('read models after the taxonomic operations', () => {
  let stores: RegisterStores;
  beforeEach(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
  });
  afterEach(async () => stores.close());

  it('rebuild from zero into the same rows, event by event and in one batch', async () => {
    for (const command of operations()) await run(stores, command);
    const live = await stores.readModels.dump();
    expect(live.rm_successor!.map((r) => (r as { reason: string }).reason).sort()).toEqual(['Merged', 'Replaced', 'Replaced', 'Split']);
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
