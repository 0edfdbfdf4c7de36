import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatasetFiles } from '../archive-import/archive-files.js';
import { ColdpReasons, readColdp } from './coldp.reader.js';
import { ArchiveFileReasons } from '../archive-import/archive-files.js';
import { EncodingReasons } from '../archive-import/delimited-file.js';
import { OriginalNameReasons } from '../archive-import/original-names.js';
import { RowLedger } from '../problem-ledger.js';

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

  it('given the Name + Taxon + Synonym layout with basionymID on the names, when read, then the basionym links are reported as in NameUsage', async () => {
    const dir = join(folder, 'name-taxon-basionym');
    await mkdir(dir);
    const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\n') + '\n';
    await writeFile(
      join(dir, 'Name.tsv'),
      tsv([
        ['ID', 'basionymID', 'scientificName', 'authorship', 'rank'],
        ['n1', '', 'Bryum', 'Hedw.', 'genus'],
        ['n2', 'n3', 'Bryum pallens', '(Brid.) Sw.', 'species'],
        ['n3', 'n3', 'Mnium pallens', 'Brid.', 'species'],
        ['n4', 'n3', 'Bryum pallescens', '(Brid.) Sw.', 'species'],
      ]),
    );
    await writeFile(
      join(dir, 'Taxon.tsv'),
      tsv([
        ['ID', 'parentID', 'nameID'],
        ['t1', '', 'n1'],
        ['t2', 't1', 'n2'],
      ]),
    );
    await writeFile(
      join(dir, 'Synonym.tsv'),
      tsv([
        ['ID', 'taxonID', 'nameID'],
        ['s3', 't2', 'n3'],
        ['s4', 't2', 'n4'],
      ]),
    );
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    const dataset = await readColdp(files, ledger);
    await files.close();
    expect(dataset.usages.map((u) => [u.id, u.originalName])).toEqual([
      ['t1', undefined],
      ['t2', 'n3'],
      ['s3', undefined],
      ['s4', 'n3'],
    ]);
    // a name that is its own basionym (n3) is no link; the others are counted in one note, as in NameUsage
    expect(ledger.problems.map((p) => [p.file, p.row, p.reason, p.detail])).toEqual([
      ['Taxon.tsv', 3, OriginalNameReasons.notImported, '2 rader, f.eks. t2 → n3'],
    ]);
  });

  it('given a Name row that no Taxon or Synonym row uses, when read, then it is reported, not dropped silently', async () => {
    const dir = join(folder, 'name-taxon-unused');
    await mkdir(dir);
    const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\n') + '\n';
    await writeFile(
      join(dir, 'Name.tsv'),
      tsv([
        ['ID', 'scientificName', 'authorship', 'rank'],
        ['n1', 'Bryum', 'Hedw.', 'genus'],
        ['n2', 'Bryum pallens', '(Brid.) Sw.', 'species'],
        ['n3', 'Mnium pallens', 'Brid.', 'species'],
      ]),
    );
    await writeFile(
      join(dir, 'Taxon.tsv'),
      tsv([
        ['ID', 'parentID', 'nameID'],
        ['t1', '', 'n1'],
      ]),
    );
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    await readColdp(files, ledger);
    await files.close();
    expect(ledger.problems.map((p) => [p.file, p.row, p.id, p.reason, p.detail])).toEqual([
      ['Name.tsv', 3, 'n2', ColdpReasons.nameUnused, '2 rader, f.eks. n2 Bryum pallens (Brid.) Sw.'],
    ]);
  });

  it('given tables the register has no place for (NameRelation, Distribution), when read, then each is named in a note', async () => {
    const dir = join(folder, 'other-tables');
    await mkdir(dir);
    await writeFile(join(dir, 'NameUsage.tsv'), 'ID\tstatus\trank\tscientificName\n1\taccepted\tgenus\tBryum\n');
    await writeFile(join(dir, 'NameRelation.tsv'), 'nameID\trelatedNameID\ttype\n1\t2\tbasionym\n');
    await writeFile(join(dir, 'Distribution.tsv'), 'taxonID\tarea\n1\tNO\n');
    await writeFile(join(dir, 'metadata.yaml'), 'title: Moser\n');
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    await readColdp(files, ledger);
    await files.close();
    expect(ledger.problems.map((p) => [p.file, p.severity, p.reason])).toEqual([
      ['Distribution.tsv', 'info', ArchiveFileReasons.notRead],
      ['NameRelation.tsv', 'info', ArchiveFileReasons.notRead],
    ]);
  });
});
