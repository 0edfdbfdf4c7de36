import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TaxonId } from '@navnebase/domain';
import { pgliteForTests } from '../../../../../libs/event-store/src/testing/test-clients.js';
import { openRegisterStores, type RegisterStores } from '../../infrastructure/register-stores.js';
import { ColdpReasons } from '../coldp/coldp.reader.js';
import { FlatReasons } from './flat-classification.js';
import { HigherClassificationReasons } from './higher-classification.js';
import type { ImportReport } from './import-report.js';
import { importSummary } from './import-summary.js';
import { importFromPath } from './import.service.js';
import { NameLinkReasons } from './name-links.js';
import { TreeReasons } from './usage-tree.js';
import { MappingReasons, parseValueMapping } from './value-mapping.js';

/**
 * Small Darwin Core Archives in each linking style (ids, names, flat columns, a mix, parent ids that point
 * nowhere), written here and imported through the same path as `npm run import`; the register's tree is then
 * compared with the tree the archive describes.
 */
const TIMEOUT = 120_000;
let folder = '';
beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'navnebase-shapes-'))));
afterAll(() => rm(folder, { recursive: true, force: true }));

const TERMS: Record<string, string> = {
  acceptedNameUsage: 'http://rs.tdwg.org/dwc/terms/acceptedNameUsage',
  vernacularName: 'http://rs.tdwg.org/dwc/terms/vernacularName',
  language: 'http://purl.org/dc/terms/language',
};
const term = (name: string) => TERMS[name] ?? `http://rs.tdwg.org/dwc/terms/${name}`;

/** A meta.xml for a tab-separated core with these columns (the first is the id). */
const metaXml = (columns: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
${columns.map((c, i) => `    <field index="${i}" term="${term(c)}"/>`).join('\n')}
  </core>
</archive>`;

/** Writes an archive folder; `rows` are objects by column name. */
const archive = async (name: string, columns: readonly string[], rows: readonly Record<string, string>[], dialect: 'meta' | 'csv' = 'meta') => {
  const dir = join(folder, name);
  await mkdir(dir);
  if (dialect === 'meta') {
    await writeFile(join(dir, 'meta.xml'), metaXml(columns));
    await writeFile(join(dir, 'taxon.txt'), [columns.join('\t'), ...rows.map((r) => columns.map((c) => r[c] ?? '').join('\t'))].join('\n'));
  } else {
    const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
    await writeFile(
      join(dir, 'taxon.csv'),
      [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n') + '\r\n',
    );
  }
  return dir;
};

const withImport = async (dir: string, check: (report: ImportReport, tree: string[]) => void | Promise<void>) => {
  const stores = await openRegisterStores(await pgliteForTests());
  try {
    const report = await importFromPath(stores, dir);
    await check(report, treeOf(stores));
  } finally {
    await stores.close();
  }
};

/** The register's tree below the spheres, one line per taxon (its path of main names) and per synonym (` = name`). */
const treeOf = (stores: RegisterStores): string[] => {
  const state = stores.register.current;
  const main = new Map<TaxonId, string>();
  const synonyms: [TaxonId, string][] = [];
  for (const n of state.names.values()) {
    if (n.taxonomicStatus === 'Accepted' || n.taxonomicStatus === 'Unresolved') main.set(n.taxonId, `${n.rank} ${n.scientificName}`);
    else synonyms.push([n.taxonId, n.scientificName]);
  }
  const path = (id: TaxonId): string => {
    const parts: string[] = [];
    for (let t = state.taxa.get(id); t; t = t.parentId === null ? undefined : state.taxa.get(t.parentId)) parts.unshift(main.get(t.id) ?? '?');
    return parts.join(' > ');
  };
  const lines: string[] = [];
  for (const [id, name] of main) if (!/^(Root|Sphere) /.test(name)) lines.push(path(id));
  for (const [id, name] of synonyms) lines.push(`${path(id)} = ${name}`);
  return lines.sort();
};

const B = 'Sphere Biota';
const ANIMALS = [
  `${B} > Kingdom Animalia`,
  `${B} > Kingdom Animalia > Phylum Chordata`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora > Family Ursidae`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora > Family Ursidae > Genus Ursus`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora > Family Ursidae > Genus Ursus > Species Ursus arctos`,
  `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora > Family Ursidae > Genus Ursus > Species Ursus arctos = Ursus minor`,
];
const FLAT = { kingdom: 'Animalia', phylum: 'Chordata', class: 'Mammalia', order: 'Carnivora', family: 'Ursidae' };
const problems = (report: ImportReport, reason: string) => report.problems.filter((p) => p.reason === reason);

describe('importFromPath on archives in each linking style', () => {
  it(
    'ids: parentNameUsageID and acceptedNameUsageID',
    async () => {
      const dir = await archive(
        'ids',
        ['taxonID', 'parentNameUsageID', 'acceptedNameUsageID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'taxonomicStatus'],
        [
          { taxonID: '1', scientificName: 'Animalia', taxonRank: 'kingdom', taxonomicStatus: 'accepted' },
          { taxonID: '2', parentNameUsageID: '1', scientificName: 'Chordata', taxonRank: 'phylum', taxonomicStatus: 'accepted' },
          { taxonID: '3', parentNameUsageID: '2', scientificName: 'Mammalia', taxonRank: 'class', taxonomicStatus: 'accepted' },
          { taxonID: '4', parentNameUsageID: '3', scientificName: 'Carnivora', taxonRank: 'order', taxonomicStatus: 'accepted' },
          { taxonID: '5', parentNameUsageID: '4', scientificName: 'Ursidae', taxonRank: 'family', taxonomicStatus: 'accepted' },
          { taxonID: '6', parentNameUsageID: '5', scientificName: 'Ursus', taxonRank: 'genus', taxonomicStatus: 'accepted' },
          {
            taxonID: '7',
            parentNameUsageID: '6',
            scientificName: 'Ursus arctos',
            scientificNameAuthorship: 'L.',
            taxonRank: 'species',
            taxonomicStatus: 'accepted',
          },
          {
            taxonID: '8',
            acceptedNameUsageID: '7',
            scientificName: 'Ursus minor',
            scientificNameAuthorship: 'Miller',
            taxonRank: 'species',
            taxonomicStatus: 'synonym',
          },
        ],
      );
      await withImport(dir, (report, tree) => {
        expect(tree).toEqual(ANIMALS);
        expect(report.problems).toEqual([]);
        expect(importSummary(report)).toContain('Ingen problemer.');
      });
    },
    TIMEOUT,
  );

  it(
    'names: parentNameUsage and acceptedNameUsage with authorship, valid / invalid / nomen dubium, a tribe column, CSV with quotes and CRLF',
    async () => {
      const columns = [
        'taxonID',
        'scientificName',
        'scientificNameAuthorship',
        'taxonRank',
        'taxonomicStatus',
        'parentNameUsageID',
        'acceptedNameUsageID',
        'parentNameUsage',
        'acceptedNameUsage',
        'kingdom',
        'family',
        'subfamily',
        'tribe',
      ];
      const flat = { kingdom: 'Animalia', family: 'Carabidae', subfamily: 'Carabinae', tribe: 'Carabini' };
      const dir = await archive(
        'names',
        columns,
        [
          { taxonID: 'a', scientificName: 'Animalia', taxonRank: 'kingdom', taxonomicStatus: 'valid' },
          {
            taxonID: 'f',
            scientificName: 'Carabidae',
            scientificNameAuthorship: 'Latreille, 1802',
            taxonRank: 'family',
            taxonomicStatus: 'valid',
            parentNameUsage: 'Animalia',
          },
          // the genus has no parent link: placed by its flat columns, with the subfamily and tribe created
          {
            taxonID: 'g',
            scientificName: 'Carabus',
            scientificNameAuthorship: 'Linnaeus, 1758',
            taxonRank: 'genus',
            taxonomicStatus: 'valid',
            ...flat,
          },
          // exact full name
          {
            taxonID: 's1',
            scientificName: 'Carabus granulatus',
            scientificNameAuthorship: 'Linnaeus, 1758',
            taxonRank: 'species',
            taxonomicStatus: 'valid',
            parentNameUsage: 'Carabus Linnaeus, 1758',
          },
          // by the name without authorship, the authorships compared ("Linnaeus 1758" = "Linnaeus, 1758")
          {
            taxonID: 's2',
            scientificName: 'Carabus nitens',
            scientificNameAuthorship: 'Linnaeus, 1758',
            taxonRank: 'species',
            taxonomicStatus: 'nomen dubium',
            parentNameUsage: 'Carabus Linnaeus 1758',
          },
          {
            taxonID: 'x1',
            scientificName: 'Carabus cancellatus',
            scientificNameAuthorship: 'auct., "non" Illiger',
            taxonRank: 'species',
            taxonomicStatus: 'invalid',
            acceptedNameUsage: 'Carabus granulatus Linnaeus, 1758',
          },
          {
            taxonID: 'x2',
            scientificName: 'Carabus nitidus',
            scientificNameAuthorship: 'Fabricius',
            taxonRank: 'species',
            taxonomicStatus: 'invalid',
            acceptedNameUsage: 'Carabus nitens Linnaeus, 1758',
          },
        ],
        'csv',
      );
      await withImport(dir, (report, tree) => {
        const genus = `${B} > Kingdom Animalia > Family Carabidae > Subfamily Carabinae > Tribe Carabini > Genus Carabus`;
        expect(tree).toEqual([
          `${B} > Kingdom Animalia`,
          `${B} > Kingdom Animalia > Family Carabidae`,
          `${B} > Kingdom Animalia > Family Carabidae > Subfamily Carabinae`,
          `${B} > Kingdom Animalia > Family Carabidae > Subfamily Carabinae > Tribe Carabini`,
          genus,
          `${genus} > Species Carabus granulatus`,
          `${genus} > Species Carabus granulatus = Carabus cancellatus`,
          `${genus} > Species Carabus nitens`,
          `${genus} > Species Carabus nitens = Carabus nitidus`,
        ]);
        expect(report.rows).toEqual([{ file: 'taxon.csv', rows: 7, imported: 7, skipped: 0 }]);
        expect(problems(report, NameLinkReasons.exact)).toEqual([expect.objectContaining({ detail: '4 lenker' })]);
        expect(problems(report, NameLinkReasons.canonical)).toEqual([expect.objectContaining({ id: 's2' })]);
        expect(problems(report, FlatReasons.created).map((p) => p.detail)).toEqual(['Underfamilie Carabinae', 'Tribus Carabini']);
        expect(importSummary(report)).not.toContain('Ingen problemer.');
      });
    },
    TIMEOUT,
  );

  it(
    'flat: genus rows without a parent but with kingdom … family columns keep the whole classification, nothing but a kingdom under Biota',
    async () => {
      const dir = await archive(
        'flat',
        [
          'taxonID',
          'parentNameUsageID',
          'acceptedNameUsageID',
          'scientificName',
          'taxonRank',
          'taxonomicStatus',
          'kingdom',
          'phylum',
          'class',
          'order',
          'family',
          'genus',
        ],
        [
          { taxonID: '6', scientificName: 'Ursus', taxonRank: 'genus', taxonomicStatus: 'accepted', ...FLAT },
          {
            taxonID: '7',
            parentNameUsageID: '6',
            scientificName: 'Ursus arctos',
            taxonRank: 'species',
            taxonomicStatus: 'accepted',
            ...FLAT,
            genus: 'Ursus',
          },
          { taxonID: '8', acceptedNameUsageID: '7', scientificName: 'Ursus minor', taxonRank: 'species', taxonomicStatus: 'synonym' },
          // no parent and no columns: cannot go under Biota, goes under a kingdom made for it
          { taxonID: '9', scientificName: 'Nusquamia', taxonRank: 'genus', taxonomicStatus: 'accepted' },
        ],
      );
      await withImport(dir, (report, tree) => {
        expect(tree).toEqual([...ANIMALS, `${B} > Kingdom Incertae sedis`, `${B} > Kingdom Incertae sedis > Genus Nusquamia`].sort());
        expect(report.imported.higherTaxaCreated).toBe(6);
        expect(problems(report, FlatReasons.created)).toHaveLength(5);
        expect(problems(report, TreeReasons.incertaeSedisCreated)).toHaveLength(1);
        expect(problems(report, TreeReasons.noKingdom)).toEqual([expect.objectContaining({ id: '9', skipped: false, detail: 'Slekt Nusquamia' })]);
        expect(report.rows).toEqual([{ file: 'taxon.txt', rows: 4, imported: 4, skipped: 0 }]);
      });
    },
    TIMEOUT,
  );

  it(
    'mixed and dangling: ids, names and flat columns row by row; a parent id that points nowhere is placed by the columns or reported',
    async () => {
      const dir = await archive(
        'mixed',
        [
          'taxonID',
          'parentNameUsageID',
          'acceptedNameUsageID',
          'parentNameUsage',
          'acceptedNameUsage',
          'scientificName',
          'scientificNameAuthorship',
          'taxonRank',
          'taxonomicStatus',
          'kingdom',
          'phylum',
          'class',
          'order',
          'family',
          'genus',
        ],
        [
          { taxonID: '1', scientificName: 'Animalia', taxonRank: 'kingdom', taxonomicStatus: 'accepted' },
          { taxonID: '2', parentNameUsageID: '1', scientificName: 'Chordata', taxonRank: 'phylum', taxonomicStatus: 'accepted' },
          // flat columns reaching rows that exist: only the missing levels are created
          {
            taxonID: '5',
            scientificName: 'Ursidae',
            taxonRank: 'family',
            taxonomicStatus: 'accepted',
            kingdom: 'Animalia',
            phylum: 'Chordata',
            class: 'Mammalia',
            order: 'Carnivora',
          },
          { taxonID: '6', parentNameUsage: 'Ursidae', scientificName: 'Ursus', taxonRank: 'genus', taxonomicStatus: 'accepted' },
          // a parent id that points nowhere, placed by the columns
          {
            taxonID: '7',
            parentNameUsageID: '999',
            scientificName: 'Ursus arctos',
            scientificNameAuthorship: 'L.',
            taxonRank: 'species',
            taxonomicStatus: 'accepted',
            ...FLAT,
            genus: 'Ursus',
          },
          { taxonID: '8', acceptedNameUsage: 'Ursus arctos L.', scientificName: 'Ursus minor', taxonRank: 'species', taxonomicStatus: 'synonym' },
          // a parent id that points nowhere, and no columns: reported
          { taxonID: '10', parentNameUsageID: '998', scientificName: 'Ursus spelaeus', taxonRank: 'species', taxonomicStatus: 'accepted' },
        ],
      );
      await withImport(dir, (report, tree) => {
        expect(tree).toEqual(ANIMALS);
        expect(problems(report, FlatReasons.created).map((p) => p.detail)).toEqual(['Klasse Mammalia', 'Orden Carnivora']);
        expect(problems(report, FlatReasons.danglingParent)).toEqual([expect.objectContaining({ id: '7', detail: '999 → 6' })]);
        expect(report.problems.filter((p) => p.skipped)).toEqual([expect.objectContaining({ id: '10' })]);
        expect(report.rows).toEqual([{ file: 'taxon.txt', rows: 7, imported: 6, skipped: 1 }]);
      });
    },
    TIMEOUT,
  );

  it(
    'ColDP in the Name + Taxon + Synonym layout: names joined by nameID, synonyms linked by taxonID, a missing name reported',
    async () => {
      const dir = join(folder, 'coldp-name-taxon');
      await mkdir(dir);
      const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\n') + '\n';
      await writeFile(join(dir, 'metadata.yaml'), 'title: Bjørner\n');
      await writeFile(
        join(dir, 'Name.tsv'),
        tsv([
          ['col:ID', 'col:scientificName', 'col:authorship', 'col:rank'],
          ['n1', 'Animalia', '', 'kingdom'],
          ['n2', 'Chordata', '', 'phylum'],
          ['n3', 'Mammalia', '', 'class'],
          ['n4', 'Carnivora', '', 'order'],
          ['n5', 'Ursidae', '', 'family'],
          ['n6', 'Ursus', '', 'genus'],
          ['n7', 'Ursus arctos', 'L.', 'species'],
          ['n8', 'Ursus minor', 'Miller', 'species'],
        ]),
      );
      await writeFile(
        join(dir, 'Taxon.tsv'),
        tsv([
          ['col:ID', 'col:parentID', 'col:nameID'],
          ['t1', '', 'n1'],
          ['t2', 't1', 'n2'],
          ['t3', 't2', 'n3'],
          ['t4', 't3', 'n4'],
          ['t5', 't4', 'n5'],
          ['t6', 't5', 'n6'],
          ['t7', 't6', 'n7'],
          ['t9', 't6', 'n99'],
        ]),
      );
      await writeFile(
        join(dir, 'Synonym.tsv'),
        tsv([
          ['col:taxonID', 'col:nameID', 'col:status'],
          ['t7', 'n8', 'synonym'],
        ]),
      );
      await writeFile(
        join(dir, 'VernacularName.tsv'),
        tsv([
          ['col:taxonID', 'col:name', 'col:language'],
          ['t7', 'brunbjørn', 'nob'],
        ]),
      );
      const stores = await openRegisterStores(await pgliteForTests());
      try {
        const report = await importFromPath(stores, dir);
        expect(report.format).toBe('coldp');
        expect(treeOf(stores)).toEqual(ANIMALS);
        expect(report.rows).toEqual([
          { file: 'Taxon.tsv', rows: 8, imported: 7, skipped: 1 },
          { file: 'Synonym.tsv', rows: 1, imported: 1, skipped: 0 },
          { file: 'VernacularName.tsv', rows: 1, imported: 1, skipped: 0 },
        ]);
        expect(problems(report, ColdpReasons.nameMissing)).toEqual([
          expect.objectContaining({ file: 'Taxon.tsv', row: 9, id: 't9', detail: 'n99', skipped: true }),
        ]);
        const arctos = [...stores.register.current.names.values()].find((n) => n.scientificName === 'Ursus arctos')!;
        expect(stores.register.current.taxa.get(arctos.taxonId)?.vernacularNames.map((v) => v.vernacularName)).toEqual(['brunbjørn']);
      } finally {
        await stores.close();
      }
    },
    TIMEOUT,
  );

  it(
    'a user mapping (--mapping): an unknown status and rank read as the user says, only then imported',
    async () => {
      const columns = ['taxonID', 'parentNameUsageID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'taxonomicStatus'];
      const dir = await archive('mapping', columns, [
        { taxonID: '1', scientificName: 'Animalia', taxonRank: 'kingdom', taxonomicStatus: 'accepted' },
        { taxonID: '2', parentNameUsageID: '1', scientificName: 'Chordata', taxonRank: 'rekke', taxonomicStatus: 'ubestemt' },
      ]);
      const stores = await openRegisterStores(await pgliteForTests());
      try {
        const without = await importFromPath(stores, dir, { dryRun: true });
        expect(without.imported.taxa).toBe(1);
        const mapping = parseValueMapping('{ "status": { "ubestemt": "unresolved" }, "rank": { "rekke": "phylum" } }');
        const report = await importFromPath(stores, dir, { mapping });
        expect(report.imported.taxa).toBe(2);
        expect(problems(report, MappingReasons.status)).toHaveLength(1);
        expect(treeOf(stores)).toEqual([`${B} > Kingdom Animalia`, `${B} > Kingdom Animalia > Phylum Chordata`]);
        const chordata = [...stores.register.current.names.values()].find((n) => n.scientificName === 'Chordata')!;
        expect(chordata.taxonomicStatus).toBe('Unresolved');
      } finally {
        await stores.close();
      }
    },
    TIMEOUT,
  );

  it(
    'higherClassification: rows without a parent or flat columns are placed under the nearest listed name that is a row',
    async () => {
      const accepted = { taxonomicStatus: 'accepted' };
      const dir = await archive(
        'higher',
        ['taxonID', 'acceptedNameUsageID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'taxonomicStatus', 'higherClassification'],
        [
          { taxonID: '1', scientificName: 'Animalia', taxonRank: 'kingdom', ...accepted },
          { taxonID: '2', scientificName: 'Chordata', taxonRank: 'phylum', higherClassification: 'Animalia', ...accepted },
          { taxonID: '3', scientificName: 'Mammalia', taxonRank: 'class', higherClassification: 'Animalia;Chordata', ...accepted },
          { taxonID: '4', scientificName: 'Carnivora', taxonRank: 'order', higherClassification: 'Animalia, Chordata, Mammalia', ...accepted },
          {
            taxonID: '5',
            scientificName: 'Ursidae',
            scientificNameAuthorship: 'Fischer, 1817',
            taxonRank: 'family',
            higherClassification: 'Animalia | Chordata | Mammalia | Carnivora',
            ...accepted,
          },
          // the string names the row itself last: that name is passed over
          {
            taxonID: '6',
            scientificName: 'Ursus',
            taxonRank: 'genus',
            higherClassification: 'Animalia | Chordata | Mammalia | Carnivora | Ursidae | Ursus',
            ...accepted,
          },
          {
            taxonID: '7',
            scientificName: 'Ursus arctos',
            scientificNameAuthorship: 'L.',
            taxonRank: 'species',
            higherClassification: 'Animalia|Chordata|Mammalia|Carnivora|Ursidae Fischer, 1817|Ursus',
            ...accepted,
          },
          {
            taxonID: '8',
            acceptedNameUsageID: '7',
            scientificName: 'Ursus minor',
            scientificNameAuthorship: 'Miller',
            taxonRank: 'species',
            taxonomicStatus: 'synonym',
          },
          // the genus is not a row: placed under the family, with a note (no genus is made from the string)
          {
            taxonID: '9',
            scientificName: 'Ailuropoda melanoleuca',
            taxonRank: 'species',
            higherClassification: 'Animalia | Chordata | Mammalia | Carnivora | Ursidae | Ailuropoda',
            ...accepted,
          },
          // nothing listed is a row: reported, left at the top
          { taxonID: '10', scientificName: 'Picea abies', taxonRank: 'species', higherClassification: 'Plantae | Pinaceae | Picea', ...accepted },
        ],
      );
      await withImport(dir, (report, tree) => {
        const family = `${B} > Kingdom Animalia > Phylum Chordata > Class Mammalia > Order Carnivora > Family Ursidae`;
        expect(tree).toEqual(
          [
            ...ANIMALS.slice(0, 5),
            `${family} > Species Ailuropoda melanoleuca`,
            ...ANIMALS.slice(5),
            `${B} > Kingdom Incertae sedis`,
            `${B} > Kingdom Incertae sedis > Species Picea abies`,
          ].sort(),
        );
        expect(problems(report, HigherClassificationReasons.placed)).toEqual([
          expect.objectContaining({ id: '2', severity: 'info', detail: '6 rader, f.eks. Chordata → Animalia' }),
        ]);
        expect(problems(report, HigherClassificationReasons.placedHigher)).toEqual([
          expect.objectContaining({ id: '9', detail: 'Ailuropoda melanoleuca → Ursidae; ikke brukt: Ailuropoda (finnes ikke)' }),
        ]);
        expect(problems(report, HigherClassificationReasons.unresolved)).toEqual([
          expect.objectContaining({ id: '10', severity: 'warning', detail: 'Plantae | Pinaceae | Picea' }),
        ]);
        expect(report.imported.higherTaxaCreated).toBe(1);
      });
    },
    TIMEOUT,
  );

  it(
    "higherClassification names found only in the register: the rows go under the register's taxa, a synonym's under its accepted taxon",
    async () => {
      const columns = [
        'taxonID',
        'acceptedNameUsageID',
        'parentNameUsageID',
        'scientificName',
        'taxonRank',
        'taxonomicStatus',
        'higherClassification',
      ];
      const accepted = { taxonomicStatus: 'accepted' };
      const first = await archive('register-first', columns, [
        { taxonID: '1', scientificName: 'Animalia', taxonRank: 'kingdom', ...accepted },
        { taxonID: '2', parentNameUsageID: '1', scientificName: 'Ursidae', taxonRank: 'family', ...accepted },
        { taxonID: '3', parentNameUsageID: '2', scientificName: 'Ursus', taxonRank: 'genus', ...accepted },
        { taxonID: '4', acceptedNameUsageID: '3', scientificName: 'Thalarctos', taxonRank: 'genus', taxonomicStatus: 'synonym' },
      ]);
      const second = await archive('register-second', columns, [
        {
          taxonID: 'a',
          scientificName: 'Ursus maritimus',
          taxonRank: 'species',
          higherClassification: 'Animalia | Ursidae | Thalarctos',
          ...accepted,
        },
        { taxonID: 'b', scientificName: 'Tremarctos', taxonRank: 'genus', higherClassification: 'Animalia | Ursidae', ...accepted },
      ]);
      const stores = await openRegisterStores(await pgliteForTests());
      try {
        await importFromPath(stores, first);
        const report = await importFromPath(stores, second);
        const family = `${B} > Kingdom Animalia > Family Ursidae`;
        expect(treeOf(stores)).toEqual(
          [
            `${B} > Kingdom Animalia`,
            family,
            `${family} > Genus Tremarctos`,
            `${family} > Genus Ursus`,
            `${family} > Genus Ursus = Thalarctos`,
            `${family} > Genus Ursus > Species Ursus maritimus`,
          ].sort(),
        );
        const ursus = [...stores.register.current.names.values()].find((n) => n.scientificName === 'Ursus')!.taxonId;
        expect(problems(report, HigherClassificationReasons.registerSynonym)).toEqual([
          expect.objectContaining({ id: 'a', severity: 'info', detail: `Ursus maritimus → Thalarctos = Ursus (takson ${ursus})` }),
        ]);
        expect(problems(report, HigherClassificationReasons.inRegister)).toEqual([expect.objectContaining({ id: 'b' })]);
        expect(report.rows).toEqual([{ file: 'taxon.txt', rows: 2, imported: 2, skipped: 0 }]);
      } finally {
        await stores.close();
      }
    },
    TIMEOUT,
  );
});
