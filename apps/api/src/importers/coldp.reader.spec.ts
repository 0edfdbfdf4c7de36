import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatasetFiles } from './archive-files.js';
import { readColdp } from './coldp.reader.js';
import { EncodingReasons } from './delimited-file.js';
import { OriginalNameReasons } from './original-names.js';
import { RowLedger } from './row-ledger.js';

let folder = '';
beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'navnebase-coldp-'))));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('readColdp', () => {
  it('given a Latin-1 NameUsage file with basionym links, when read, then the letters are right and both are reported', async () => {
    const dir = join(folder, 'latin1');
    await mkdir(dir);
    const text = [
      'ID\tparentID\tbasionymID\tstatus\trank\tscientificName\tauthorship',
      '1\t\t\taccepted\tgenus\tBryum\tHedw.',
      '2\t1\t3\taccepted\tspecies\tBryum pallens\t(Brid.) Sw.',
      '3\t2\t\tsynonym\tspecies\tMnium pallens\tBrid.',
      '4\t1\t\taccepted\tspecies\tBryum sørlandense\tBjørnstad',
    ].join('\n');
    await writeFile(join(dir, 'NameUsage.tsv'), Buffer.from(text, 'latin1'));
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    const dataset = await readColdp(files, ledger);
    await files.close();
    expect(dataset.usages.map((u) => `${u.scientificName} ${u.authorship}`)).toContain('Bryum sørlandense Bjørnstad');
    expect(ledger.problems.map((p) => [p.file, p.reason, p.detail])).toEqual([
      ['NameUsage.tsv', EncodingReasons.notUtf8, 'første feil på linje 5'],
      ['NameUsage.tsv', OriginalNameReasons.notImported, '1 rad, f.eks. 2 → 3'],
    ]);
  });
});
