import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_REGISTER_PATH } from '../demo/demo-loader.js';
import { importFromPath } from './archive-import/import.service.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestRegister, systemMetadata } from '../testing/test-register.js';
import { EXAMPLE_FILES, examplePath, exampleWorkbook } from './example-files.js';
import { scientificNamesImport } from './spreadsheet/scientific-names.import.js';
import { readFirstSheet } from './spreadsheet/spreadsheet-reader.js';
import { rowsOfXlsx } from './testing/spreadsheets.js';
import { vernacularNamesImport } from './spreadsheet/vernacular-names.import.js';
import { importProblem } from './problem-report.js';

describe('the import screen example files', () => {
  let stores: RegisterStores;
  beforeAll(async () => {
    stores = await openTestRegister();
    await importFromPath(stores, DEMO_REGISTER_PATH, { format: 'coldp', keepIds: true, existsInNorway: true, commandId: 'demo' });
  }, 120_000);
  afterAll(async () => stores.close());

  it('are up to date with the script that writes them (node dist/data-transfer/examples.js)', async () => {
    for (const file of EXAMPLE_FILES) {
      const committed = await rowsOfXlsx(await readFile(examplePath(file)));
      const generated = await rowsOfXlsx(Buffer.from(await exampleWorkbook(file).xlsx.writeBuffer()));
      expect(committed).toEqual(generated);
    }
  });

  it('import into the demo register as they are, one after the other', async () => {
    const scientific = scientificNamesImport(
      await readFirstSheet(await readFile(examplePath('import-scientific-names.xlsx'))),
      stores.register.current,
      {
        importId: 'example-1',
        source: 'import-scientific-names.xlsx',
        metadata: systemMetadata(),
      },
    );
    expect(scientific.problems.problems.map(importProblem)).toEqual([]);
    expect(scientific.counts).toEqual({ taxa: 3, names: 4, synonyms: 1, vernacularNames: 2 });
    await stores.register.execute(scientific.command!);
    const names = [...stores.register.current.names.values()].map((n) => n.scientificName);
    expect(names).toEqual(expect.arrayContaining(['Helarctos', 'Helarctos malayanus', 'Ursus malayanus', 'Ursus thibetanus']));

    const vernacular = vernacularNamesImport(
      await readFirstSheet(await readFile(examplePath('import-vernacular-names.xlsx'))),
      stores.register.current,
      {
        importId: 'example-2',
        source: 'import-vernacular-names.xlsx',
        metadata: systemMetadata(),
      },
    );
    expect(vernacular.problems.problems.map(importProblem)).toEqual([]);
    expect(vernacular.counts).toEqual({ vernacularNames: 3, taxa: 2 });
    await stores.register.execute(vernacular.command!);
    expect(stores.register.current.taxa.get(1009)!.vernacularNames.map((v) => v.vernacularName)).toEqual(
      expect.arrayContaining(['ulv', 'gråbein', 'gumpe']),
    );
  });
});
