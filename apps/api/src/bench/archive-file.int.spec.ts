import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteForTests } from '../../../../libs/event-store/src/testing/test-clients.js';
import { importFromPath, type ImportStage } from '../data-transfer/archive-import/import.service.js';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { writeDarwinCoreArchive } from './archive-file.js';
import { generateRegister } from './synthetic-register.js';

let folder = '';
beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'navnebase-bench-archive-test-'))));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the benchmark register as a Darwin Core Archive file', () => {
  it('given a generated register, when it is written as an archive and imported as npm run import does, then every name and vernacular name comes in, and each stage is timed', async () => {
    const register = generateRegister(3000, 7);
    const written = await writeDarwinCoreArchive(join(folder, 'dwca'), register.taxa);
    expect(written).toEqual({ taxonRows: register.counts.names, vernacularRows: register.counts.vernacularNames });
    const stores = await openRegisterStores(await pgliteForTests());
    try {
      const stages: ImportStage[] = [];
      const report = await importFromPath(stores, join(folder, 'dwca'), { onStage: (stage) => stages.push(stage) });
      expect(stages).toEqual(['read', 'plan', 'write']);
      expect(report.imported).toMatchObject({
        taxa: register.counts.taxa,
        names: register.counts.names,
        synonyms: register.counts.synonyms,
        vernacularNames: register.counts.vernacularNames,
      });
      expect(report.problems.filter((p) => p.skipped)).toEqual([]);
    } finally {
      await stores.close();
    }
  }, 120_000);
});
