import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { openDatasetFiles } from '../archive-import/archive-files.js';
import { readDarwinCoreArchive } from './darwin-core-archive.reader.js';
import { EncodingReasons } from '../archive-import/delimited-file.js';
import { parseMeta } from './dwc-meta.js';
import { FlatReasons } from '../archive-import/flat-classification.js';
import { ArchiveFileReasons } from '../archive-import/archive-files.js';
import { OriginalNameReasons } from '../archive-import/original-names.js';
import { RowLedger } from '../problem-ledger.js';
import { buildUsageTree } from '../archive-import/usage-tree.js';

const META = `<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0" />
    <field index="1" term="http://rs.tdwg.org/dwc/terms/acceptedNameUsageID"/>
    <field index="2" term="http://rs.tdwg.org/dwc/terms/scientificName"/>
    <field index="3" term="http://rs.tdwg.org/dwc/terms/kingdom"/>
    <field index="4" term="http://rs.tdwg.org/dwc/terms/family"/>
    <field index="5" term="http://rs.tdwg.org/dwc/terms/genus"/>
    <field index="6" term="http://rs.tdwg.org/dwc/terms/specificEpithet"/>
    <field index="7" term="http://rs.tdwg.org/dwc/terms/taxonRank"/>
    <field index="8" term="http://rs.tdwg.org/dwc/terms/scientificNameAuthorship"/>
    <field index="9" term="http://rs.tdwg.org/dwc/terms/taxonomicStatus"/>
    <field term="http://rs.tdwg.org/dwc/terms/phylum" default="Bryophyta"/>
  </core>
  <extension encoding="UTF-8" fieldsTerminatedBy="\\t" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.gbif.org/terms/1.0/VernacularName">
    <files><location>vernacularname.txt</location></files>
    <coreid index="0" />
    <field index="1" term="http://rs.tdwg.org/dwc/terms/vernacularName"/>
    <field index="2" term="http://purl.org/dc/terms/language"/>
    <field index="3" term="http://rs.gbif.org/terms/1.0/isPreferredName"/>
  </extension>
</archive>`;
const TAXA = [
  'id\taccepted\tname\tkingdom\tfamily\tgenus\tepithet\trank\tauthor\tstatus',
  '1\t1\tSphagnum fuscum\tPlantae \tSphagnaceae \tSphagnum\tfuscum\tEspèce\t(Schimp.) H. Klinggr.\tAccepté',
  '2\t1\tSphagnum acutifolium var. fuscum\t\t\t\t\t\tSchimp.\tSynonyme',
  '3\t3\tSphagnum fuscum var. rubrum\tPlantae\tSphagnaceae\tSphagnum\tfuscum\tVariété\tWarnst.\tAccepté',
  '4\t4\tSphagnum majus subsp. norvegicum\tPlantae\tSphagnaceae\tSphagnum\tmajus\tSous-espèce\tFlatberg\tAccepté',
  '5\t5\tPolytrichum commune\tPlantae\t\tPolytrichum\tcommune\tEspèce\tHedw.\tAccepté',
].join('\n');
const VERNACULAR = [
  'id\tvernacularName\tlanguage\tisPreferredName',
  '1\trusttorvmose\tNorsk bokmål\tTrue',
  '1\trusty peat moss\tAnglais\t',
  '2\tgammelt navn\tnob\t',
].join('\n');

/** A minimal zip writer (deflate, one folder level), enough to test reading archives. */
const zip = (files: Record<string, string>): Buffer => {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, fileName, packed);
    central.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
};

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'navnebase-dwca-'));
  await writeFile(join(folder, 'archive.zip'), zip({ 'dwca/meta.xml': META, 'dwca/taxon.txt': TAXA, 'dwca/vernacularname.txt': VERNACULAR }));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('parseMeta', () => {
  it('reads the core file, its separators, header lines, id column and fields by term', () => {
    const meta = parseMeta(META);
    expect(meta.core).toMatchObject({ location: 'taxon.txt', delimiter: '\t', quote: false, headerLines: 1, idIndex: 0 });
    expect(meta.core.fields).toContainEqual({ term: 'http://rs.tdwg.org/dwc/terms/scientificName', index: 2 });
    expect(meta.core.fields).toContainEqual({ term: 'http://rs.tdwg.org/dwc/terms/phylum', default: 'Bryophyta' });
    expect(meta.extensions[0]).toMatchObject({ location: 'vernacularname.txt', rowType: 'http://rs.gbif.org/terms/1.0/VernacularName', idIndex: 0 });
  });
});

describe('readDarwinCoreArchive', () => {
  it('reads a zipped archive and builds the tree from the flat classification columns', async () => {
    const files = await openDatasetFiles(join(folder, 'archive.zip'));
    const ledger = new RowLedger();
    const dataset = await readDarwinCoreArchive(files, ledger);
    await files.close();
    expect(dataset.files).toEqual([
      { file: 'taxon.txt', kind: 'nameUsages', rows: 5, encoding: 'UTF-8', taxa: 4, synonyms: 1 },
      { file: 'vernacularname.txt', kind: 'vernacularNames', rows: 3, encoding: 'UTF-8' },
    ]);
    const created = dataset.usages.filter((u) => u.created).map((u) => [u.id, u.parentId ?? null, u.rank, u.scientificName]);
    expect(created).toEqual([
      ['~/Kingdom:Plantae', null, 'Kingdom', 'Plantae'],
      ['~/Kingdom:Plantae/Phylum:Bryophyta', '~/Kingdom:Plantae', 'Phylum', 'Bryophyta'],
      ['~/Kingdom:Plantae/Phylum:Bryophyta/Family:Sphagnaceae', '~/Kingdom:Plantae/Phylum:Bryophyta', 'Family', 'Sphagnaceae'],
      [
        '~/Kingdom:Plantae/Phylum:Bryophyta/Family:Sphagnaceae/Genus:Sphagnum',
        '~/Kingdom:Plantae/Phylum:Bryophyta/Family:Sphagnaceae',
        'Genus',
        'Sphagnum',
      ],
      ['~/Kingdom:Plantae/Phylum:Bryophyta/Genus:Polytrichum', '~/Kingdom:Plantae/Phylum:Bryophyta', 'Genus', 'Polytrichum'],
    ]);
    const parentOf = (id: string) => dataset.usages.find((u) => u.id === id && !u.created)?.parentId;
    expect(parentOf('1')).toBe('~/Kingdom:Plantae/Phylum:Bryophyta/Family:Sphagnaceae/Genus:Sphagnum');
    expect(parentOf('3')).toBe('1');
    expect(parentOf('4')).toBe('~/Kingdom:Plantae/Phylum:Bryophyta/Family:Sphagnaceae/Genus:Sphagnum');
    const notes = (reason: string) => ledger.problems.filter((p) => p.reason === reason);
    expect(notes(FlatReasons.created).map((p) => p.detail)).toEqual([
      'Rike Plantae',
      'Rekke Bryophyta',
      'Familie Sphagnaceae',
      'Slekt Sphagnum',
      'Slekt Polytrichum',
    ]);
    expect(notes(FlatReasons.placed)).toEqual([expect.objectContaining({ row: 2, detail: '4 rader' })]);
    expect(ledger.problems.filter((p) => p.reason !== FlatReasons.created && p.reason !== FlatReasons.placed)).toEqual([
      expect.objectContaining({ id: '4', reason: FlatReasons.noSpeciesRow, detail: 'Sphagnum majus' }),
    ]);

    const tree = buildUsageTree(dataset.usages, dataset.vernaculars, ledger);
    const species = tree.taxa.find((t) => t.key === '1')!;
    expect(species.mainName).toMatchObject({ scientificName: 'Sphagnum fuscum', author: '(Schimp.) H. Klinggr.', rank: 'Species' });
    expect(species.synonyms).toEqual([
      expect.objectContaining({ scientificName: 'Sphagnum acutifolium var. fuscum', author: 'Schimp.', rank: 'Variety' }),
    ]);
    expect(species.vernacularNames.map((v) => [v.vernacularName, v.languageIsoCode, v.status])).toEqual([
      ['rusttorvmose', 'nb', 'Recommended'],
      ['gammelt navn', 'nb', 'NotRecommended'],
    ]);
    expect(tree.taxa).toHaveLength(9);
  });
});

describe('readDarwinCoreArchive on file dialects', () => {
  const dialectMeta = (encoding: string) => `<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="${encoding}" fieldsTerminatedBy="," linesTerminatedBy="\\r\\n" fieldsEnclosedBy="&quot;" ignoreHeaderLines="0" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/parentNameUsageID"/>
    <field index="2" term="http://rs.tdwg.org/dwc/terms/scientificName"/>
    <field index="3" term="http://rs.tdwg.org/dwc/terms/scientificNameAuthorship"/>
    <field index="4" term="http://rs.tdwg.org/dwc/terms/taxonRank"/>
    <field index="5" term="http://rs.tdwg.org/dwc/terms/taxonomicStatus"/>
    <field index="6" term="http://rs.tdwg.org/dwc/terms/taxonRemarks"/>
  </core>
</archive>`;
  /** No header line, CRLF, quoted fields with commas and quotes inside, Latin-1 letters. */
  const taxa =
    ['1,,"Ursus","Linnæus, 1758","genus","accepted","Sørlandet, ""Bjørn"""', '2,1,"Ursus arctos","Linnæus, 1758","species","accepted",'].join(
      '\r\n',
    ) + '\r\n';
  const read = async (name: string, encoding: string) => {
    const dir = join(folder, name);
    await mkdir(dir);
    await writeFile(join(dir, 'meta.xml'), dialectMeta(encoding));
    await writeFile(join(dir, 'taxon.txt'), Buffer.from(taxa, 'latin1'));
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    const dataset = await readDarwinCoreArchive(files, ledger);
    await files.close();
    return { dataset, ledger };
  };

  it('given an ISO-8859-1 archive with CRLF, quotes and no header line, when read, then every row comes in as the right text', async () => {
    const { dataset, ledger } = await read('latin1', 'ISO-8859-1');
    expect(dataset.usages.map((u) => [u.ref.row, u.id, u.parentId ?? null, u.scientificName, u.authorship, u.rank])).toEqual([
      [1, '1', null, 'Ursus', 'Linnæus, 1758', 'genus'],
      [2, '2', '1', 'Ursus arctos', 'Linnæus, 1758', 'species'],
    ]);
    expect(ledger.problems).toEqual([]);
    // the report names the file and the encoding it was read in
    expect(dataset.files.map((f) => [f.file, f.encoding])).toEqual([['taxon.txt', 'ISO-8859-1']]);
  });

  it('given a core and an extension each with its own encoding, and a meta.xml in UTF-16, when read, then each file is read and reported in its own', async () => {
    const dir = join(folder, 'own-encodings');
    await mkdir(dir);
    const meta = `<?xml version="1.0" encoding="UTF-16"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taksa-sør.txt</location></files>
    <id index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/scientificName"/>
    <field index="2" term="http://rs.tdwg.org/dwc/terms/scientificNameAuthorship"/>
    <field index="3" term="http://rs.tdwg.org/dwc/terms/taxonRank"/>
  </core>
  <extension encoding="ISO-8859-15" fieldsTerminatedBy="\\t" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.gbif.org/terms/1.0/VernacularName">
    <files><location>vernacular.txt</location></files>
    <coreid index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/vernacularName"/>
    <field index="2" term="http://purl.org/dc/terms/language"/>
  </extension>
</archive>`;
    await writeFile(join(dir, 'meta.xml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(meta, 'utf16le')]));
    await writeFile(join(dir, 'taksa-sør.txt'), 'id\tname\tauthor\trank\n1\tUrsus\tLinnæus, 1758\tgenus\n');
    // ISO-8859-15 has the euro sign at 0xA4 (Latin-1 has ¤ there)
    await writeFile(
      join(dir, 'vernacular.txt'),
      Buffer.from([...Buffer.from('id\tname\tlang\n1\tbj'), 0xf8, ...Buffer.from('rn '), 0xa4, ...Buffer.from('\tnb\n')]),
    );
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    const dataset = await readDarwinCoreArchive(files, ledger);
    await files.close();
    expect(dataset.usages.map((u) => [u.scientificName, u.authorship])).toEqual([['Ursus', 'Linnæus, 1758']]);
    expect(dataset.vernaculars.map((v) => v.name)).toEqual(['bjørn €']);
    expect(dataset.files.map((f) => [f.file, f.encoding])).toEqual([
      ['taksa-sør.txt', 'UTF-8'],
      ['vernacular.txt', 'ISO-8859-15'],
    ]);
    expect(ledger.problems).toEqual([]);
  });

  it('given a Latin-1 file declared as UTF-8, when read, then it is read as Windows-1252 and the file is reported', async () => {
    const { dataset, ledger } = await read('declared-utf8', 'UTF-8');
    expect(dataset.usages.map((u) => u.authorship)).toEqual(['Linnæus, 1758', 'Linnæus, 1758']);
    expect(JSON.stringify(dataset.usages)).not.toContain('\ufffd');
    expect(ledger.problems).toEqual([
      { file: 'taxon.txt', severity: 'warning', reason: EncodingReasons.notUtf8, detail: 'første feil på linje 1', skipped: false },
    ]);
    expect(dataset.files.map((f) => [f.file, f.encoding])).toEqual([['taxon.txt', 'Windows-1252']]);
  });
});

describe('readDarwinCoreArchive on originalNameUsageID', () => {
  it('given rows linking to their original names, when read, then one tallied note says the links are not imported', async () => {
    const dir = join(folder, 'original');
    await mkdir(dir);
    await writeFile(
      join(dir, 'taxon.txt'),
      [
        'taxonID\tparentNameUsageID\tscientificName\tscientificNameAuthorship\ttaxonRank\ttaxonomicStatus\toriginalNameUsageID\toriginalNameUsage',
        '1\t\tBryum\tHedw.\tgenus\taccepted\t\t',
        '2\t1\tBryum argenteum\tHedw.\tspecies\taccepted\t2\t',
        '3\t1\tBryum pallens\t(Brid.) Sw.\tspecies\taccepted\t4\t',
        '4\t3\tMnium pallens\tBrid.\tspecies\tsynonym\t\t',
        '5\t1\tBryum caespiticium\t(L.) Hedw.\tspecies\taccepted\t\tMnium caespiticium L.',
      ].join('\n'),
    );
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    await readDarwinCoreArchive(files, ledger);
    await files.close();
    expect(ledger.problems).toEqual([
      {
        file: 'taxon.txt',
        row: 4,
        id: '3',
        severity: 'info',
        reason: OriginalNameReasons.notImported,
        detail: '2 rader, f.eks. 3 → 4',
        skipped: false,
      },
    ]);
  });
});

describe('readDarwinCoreArchive on files it does not read', () => {
  it('given an extension the register has no place for, when read, then the file is named in a note, not passed over silently', async () => {
    const dir = join(folder, 'distribution');
    await mkdir(dir);
    await writeFile(
      join(dir, 'meta.xml'),
      `<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/scientificName"/>
    <field index="2" term="http://rs.tdwg.org/dwc/terms/taxonRank"/>
  </core>
  <extension encoding="UTF-8" fieldsTerminatedBy="\\t" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.gbif.org/terms/1.0/Distribution">
    <files><location>distribution.txt</location></files>
    <coreid index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/locality"/>
  </extension>
</archive>`,
    );
    await writeFile(join(dir, 'taxon.txt'), 'id\tname\trank\n1\tBryum\tgenus\n');
    await writeFile(join(dir, 'distribution.txt'), 'id\tlocality\n1\tNorge\n1\tSverige\n');
    const files = await openDatasetFiles(dir);
    const ledger = new RowLedger();
    await readDarwinCoreArchive(files, ledger);
    await files.close();
    expect(ledger.problems).toEqual([
      { file: 'distribution.txt', severity: 'info', reason: ArchiveFileReasons.notRead, detail: 'Distribution', skipped: false },
    ]);
  });
});
