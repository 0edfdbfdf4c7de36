import { sharedDataset } from '../../testing/shared-data.js';
import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pgliteForTests } from '../../../../../libs/event-store/src/testing/test-clients.js';
import { openRegisterStores, type RegisterStores } from '../../infrastructure/register-stores.js';
import { FlatReasons } from './flat-classification.js';
import { Reasons, type ImportReport } from './import-report.js';
import type { ReportProblem } from '../problem-ledger.js';
import { importFromPath, type ImportOptions } from './import.service.js';
import { LinkReasons } from './synonym-links.js';
import { TreeReasons } from './usage-tree.js';

/** The demo register shipped with the app (ColDP), loaded on first start through this importer. */
const DEMO_REGISTER = fileURLToPath(new URL('../../../demo-register', import.meta.url));

/** The shared real datasets, read in place (never copied into the repo). */
/** Each test imports thousands of rows into PGlite: give it time on a busy machine. */
const TIMEOUT = 180_000;

const dataset = (name: string) => sharedDataset(name);

const withRegister = async (work: (stores: RegisterStores) => Promise<void>) => {
  const stores = await openRegisterStores(await pgliteForTests());
  try {
    await work(stores);
  } finally {
    await stores.close();
  }
};

const importDataset = (stores: RegisterStores, name: string, options: ImportOptions = {}) => importFromPath(stores, dataset(name), options);

const skippedIn = (report: ImportReport, file: string) => report.problems.filter((p) => p.skipped && p.file === file);
const count = (problems: readonly ReportProblem[], reason: string) => problems.filter((p) => p.reason === reason).length;

/** Every row imported or reported: per file, imported + skipped = rows, and each skipped row is reported once. */
const expectEveryRowAccountedFor = (report: ImportReport) => {
  for (const file of report.read.files) {
    const outcome = report.rows.find((r) => r.file === file.file)!;
    expect(outcome.rows).toBe(file.rows);
    expect(outcome.imported + outcome.skipped).toBe(file.rows);
    const skipped = skippedIn(report, file.file);
    expect(skipped).toHaveLength(outcome.skipped);
    expect(new Set(skipped.map((p) => p.row)).size).toBe(outcome.skipped);
    expect(skipped.every((p) => typeof p.row === 'number' && p.row >= 2 && p.reason)).toBe(true);
  }
  expect(report.problems.filter((p) => p.reason.startsWith('Radtellingen'))).toEqual([]);
};

/** Names the import wrote, read back from the register (Biota and Nonbiota are built in). */
const nameBySourceId = (stores: RegisterStores, sourceId: string) => [...stores.register.current.names.values()].find((n) => n.sourceId === sourceId);

const classificationOf = async (stores: RegisterStores, sourceId: string) => {
  const info = await stores.readModels.taxonNameInfoByScientificNameId(nameBySourceId(stores, sourceId)!.id);
  return info!.higherClassification.map((h) => `${h.taxonRank}:${h.scientificName}`);
};

describe('importFromPath on the real datasets', () => {
  it(
    'imports the CITES Appendix I ColDP: the whole tree, synonyms with their authors split off, no foreign vernacular names',
    () =>
      withRegister(async (stores) => {
        const progress: number[] = [];
        const report = await importDataset(stores, 'cites-appendix1-coldp', { onProgress: (done, total) => progress.push(done / total) });
        expect(report.format).toBe('coldp');
        expect(report.read).toMatchObject({ taxa: 1819, synonyms: 1818, vernacularNames: 5015 });
        expect(report.imported).toEqual({ taxa: 1819, names: 1819 + 1814, synonyms: 1814, vernacularNames: 0, higherTaxaCreated: 0 });
        expect(progress.at(-1)).toBe(1);
        expectEveryRowAccountedFor(report);
        expect(stores.register.current.names.size - 2).toBe(report.imported.names);

        // Four synonym rows hold only an author string where the name should be: reported, not imported.
        const names = skippedIn(report, 'NameUsage.tsv');
        expect(names.map((p) => [p.row, p.id, p.detail])).toEqual([
          [1991, '4590SYN172', 'Haddad, de Sá'],
          [2416, '8571SYN597', 'Haddad, de Sá'],
          [3613, '102974SYN1797', 'Hinkel, Böhme & Rödel, 2011'],
          [3615, '102975SYN1799', 'Haddad, de Sá'],
        ]);
        expect(names.every((p) => p.reason === TreeReasons.unreadableSynonym)).toBe(true);

        // Every eng/spa/fra vernacular row is reported, row by row, as a language outside the register.
        const vernacular = skippedIn(report, 'vernacular-name.tsv');
        expect(vernacular).toHaveLength(5015);
        expect(vernacular.every((p) => p.reason === Reasons.languageOutside && p.severity === 'info')).toBe(true);
        expect(new Set(vernacular.map((p) => p.detail))).toEqual(new Set(['eng', 'spa', 'fra']));
        expect(report.skipped).toEqual({ [TreeReasons.unreadableSynonym]: 4, [Reasons.languageOutside]: 5015 });
        // One Spanish name is double-encoded UTF-8 ("Árbol" read as Latin-1): noted, though the row is skipped anyway.
        expect(report.problems.filter((p) => p.reason === Reasons.doubleEncoded)).toEqual([
          expect.objectContaining({ file: 'vernacular-name.tsv', row: 4282, severity: 'warning', skipped: false }),
        ]);

        expect(await classificationOf(stores, '10002')).toEqual([
          'Kingdom:Animalia',
          'Phylum:Chordata',
          'Class:Mammalia',
          'Order:Artiodactyla',
          'Family:Bovidae',
          'Genus:Nanger',
          'Species:Nanger dama',
        ]);
        const synonym = nameBySourceId(stores, '795SYN1')!;
        const info = await stores.readModels.taxonNameInfoByScientificNameId(synonym.id);
        expect(info!.scientificNames.find((n) => n.scientificNameId === synonym.id)).toMatchObject({
          scientificName: 'Microcebus macarthurii',
          scientificNameAuthorship: 'Radespiel',
          taxonomicStatus: 'Synonym',
          taxonRank: 'Species',
        });
        expect(info!.taxonId).toBe(nameBySourceId(stores, '795')!.taxonId);
        expect(nameBySourceId(stores, '10002')!.references).toEqual([
          { referenceTypeId: 'Url', reference: 'https://www.speciesplus.net/species#/taxon_concepts/10002/legal' },
        ]);
      }),
    TIMEOUT,
  );

  it(
    'imports the CoL higher classification: unknown ranks skipped, their children moved up, every row imported or reported',
    () =>
      withRegister(async (stores) => {
        const report = await importDataset(stores, 'col-higher-classification');
        expect(report.read).toMatchObject({ taxa: 2803, synonyms: 41, vernacularNames: 0 });
        expect(report.rows).toEqual([{ file: 'NameUsage.csv', rows: 2844, imported: 2805, skipped: 39 }]);
        expect(report.imported).toMatchObject({ taxa: 2766, synonyms: 39, names: 2805 });
        expectEveryRowAccountedFor(report);

        const skipped = skippedIn(report, 'NameUsage.csv');
        const unknown = skipped.filter((p) => p.reason === Reasons.unknownRank);
        const byRank: Record<string, number> = {};
        for (const p of unknown) byRank[p.detail!] = (byRank[p.detail!] ?? 0) + 1;
        expect(byRank).toEqual({ superkingdom: 2, infrakingdom: 9, superphylum: 7, infraphylum: 19 });
        // The two synonyms of skipped superphyla go with them.
        expect(
          skipped
            .filter((p) => p.reason === Reasons.acceptedSkipped)
            .map((p) => p.id)
            .sort(),
        ).toEqual(['s2233', 's798']);
        expect(count(report.problems, TreeReasons.reattached)).toBe(100);

        expect(await classificationOf(stores, '2633')).toEqual([
          'Kingdom:ANIMALIA',
          'Subkingdom:BILATERIA',
          'Phylum:Chordata',
          'Subphylum:Vertebrata',
          'Superclass:Tetrapoda',
          'Class:Mammalia',
        ]);
        const archaea = nameBySourceId(stores, '2')!;
        expect(archaea.scientificName).toBe('ARCHAEA');
        expect(stores.register.current.taxa.get(archaea.taxonId)!.parentId).toBe(-1);
        expect(nameBySourceId(stores, 's2')).toMatchObject({
          scientificName: 'ARCHAEBACTERIA',
          rank: 'Kingdom',
          taxonomicStatus: 'Synonym',
          taxonId: archaea.taxonId,
        });
      }),
    TIMEOUT,
  );

  it(
    'imports Bryoquel (Darwin Core Archive): flat classification, French vocabulary, every link quirk handled and reported',
    () =>
      withRegister(async (stores) => {
        const report = await importDataset(stores, 'bryoquel-dwca');
        expect(report.format).toBe('dwca');
        expect(report.read).toMatchObject({ taxa: 880, synonyms: 870, vernacularNames: 2682 });
        expect(report.rows).toEqual([
          { file: 'taxon.txt', rows: 1750, imported: 1750, skipped: 0 },
          { file: 'vernacularname.txt', rows: 2682, imported: 0, skipped: 2682 },
        ]);
        // 3 groups (phylum column) + 83 families + 258 genus placements are created from the flat columns, and the
        // kingdom «Incertae sedis» for the 3 groups (the archive has no kingdom; only a kingdom may lie under Biota).
        expect(report.imported).toEqual({ taxa: 880 + 345, names: 880 + 345 + 870, synonyms: 870, vernacularNames: 0, higherTaxaCreated: 345 });
        expectEveryRowAccountedFor(report);

        // The README's quirks, counted from the file itself, then how each was handled.
        const rows = (await readFile(dataset('bryoquel-dwca/taxon.txt'), 'utf8'))
          .trimEnd()
          .split('\n')
          .slice(1)
          .map((l) => l.split('\t'));
        const ids = new Set(rows.map((r) => r[0]));
        const statusOf = new Map(rows.map((r) => [r[0], r[19]]));
        const links = rows.map(([id, , accepted, , , , , , , , , , , , , , , , , status]) => ({ id, accepted, status }));
        const acceptedElsewhere = links.filter((l) => l.status === 'Accepté' && l.accepted !== l.id);
        const selfSynonyms = links.filter((l) => l.status === 'Synonyme' && l.accepted === l.id);
        const synonymToSynonym = links.filter((l) => l.status === 'Synonyme' && statusOf.get(l.accepted!) === 'Synonyme');
        const missing = links.filter((l) => l.accepted && !ids.has(l.accepted));
        const empty = links.filter((l) => !l.accepted);
        expect([acceptedElsewhere.length, selfSynonyms.length, synonymToSynonym.length, missing.length, empty.length]).toEqual([31, 25, 53, 7, 4]);

        const notes = (reason: string) =>
          report.problems
            .filter((p) => p.reason === reason)
            .map((p) => p.id)
            .sort();
        const sorted = (list: { id?: string }[]) => list.map((l) => l.id).sort();
        // 31 accepted rows pointing elsewhere: 25 at a self-pointing synonym (read the other way: it becomes their
        // synonym), 3 at missing ids (taken over), 1 at another accepted row (ignored), 2 empty (nothing to do).
        expect(notes(LinkReasons.reversed)).toHaveLength(25);
        expect(notes(LinkReasons.takenOver)).toEqual(['1853', '1872', '1889']);
        expect(notes(LinkReasons.acceptedPointsToAccepted)).toEqual(['1861']);
        expect(notes(LinkReasons.reversed).length + notes(LinkReasons.takenOver).length + 1 + 2).toBe(acceptedElsewhere.length);
        for (const l of acceptedElsewhere) expect(nameBySourceId(stores, l.id!)).toMatchObject({ taxonomicStatus: 'Accepted' });
        // 25 self-pointing synonyms: each is a synonym of the accepted row that points at it.
        expect(notes(LinkReasons.selfViaAccepted)).toEqual(sorted(selfSynonyms));
        expect(nameBySourceId(stores, '11')).toMatchObject({
          scientificName: 'Anastrophyllum hellerianum',
          taxonomicStatus: 'Synonym',
          taxonId: nameBySourceId(stores, '1042')!.taxonId,
        });
        // 53 synonym→synonym links: the 25 self-pointing ones above and 28 pointing at one of them, resolved the same way.
        expect(notes(LinkReasons.synonymViaAccepted)).toEqual(sorted(synonymToSynonym.filter((l) => l.accepted !== l.id)));
        // 7 missing targets: the 3 accepted rows above, and 4 synonyms attached to the accepted row that took the id over.
        expect(notes(LinkReasons.missingViaAccepted)).toEqual(['1135', '1143', '1888', '1890']);
        expect(nameBySourceId(stores, '1890')).toMatchObject({
          scientificName: 'Leiocolea gillmanii',
          author: '(Austin) A. Evans',
          taxonId: nameBySourceId(stores, '1889')!.taxonId,
        });
        // 4 empty links: 2 accepted rows imported as they are, 2 synonyms linked by their acceptedNameUsage (the
        // full name with authorship) instead.
        expect(skippedIn(report, 'taxon.txt')).toEqual([]);
        for (const id of ['112', '1103'])
          expect(nameBySourceId(stores, id)).toMatchObject({ taxonomicStatus: 'Synonym', taxonId: nameBySourceId(stores, '1854')!.taxonId });
        expect(nameBySourceId(stores, '1854')).toMatchObject({ taxonomicStatus: 'Accepted' });
        expect(nameBySourceId(stores, '1881')).toMatchObject({ taxonomicStatus: 'Accepted' });

        // French/English vernacular names are outside the register's languages: every row reported.
        const vernacular = skippedIn(report, 'vernacularname.txt');
        expect(vernacular.every((p) => p.reason === Reasons.languageOutside)).toBe(true);
        expect(count(vernacular, Reasons.languageOutside)).toBe(2682);
        expect(count(report.problems, FlatReasons.noSpeciesRow)).toBe(82);
        expect(count(report.problems, FlatReasons.samePlaceNames)).toBe(1);

        expect(await classificationOf(stores, '1')).toEqual([
          'Kingdom:Incertae sedis',
          'Phylum:Anthocerotae',
          'Family:Anthocerotaceae',
          'Genus:Anthoceros',
          'Species:Anthoceros agrestis',
        ]);
        expect(nameBySourceId(stores, '1')).toMatchObject({ author: 'Paton', rank: 'Species' });
        expect(await classificationOf(stores, '1891')).toEqual([
          'Kingdom:Incertae sedis',
          'Phylum:Hepaticae',
          'Family:Lophoziaceae',
          'Genus:Mesoptychia',
          'Variety:Mesoptychia heterocolpos var. heterocolpos',
        ]);
      }),
    TIMEOUT,
  );

  it(
    'plans without writing on a dry run, hangs roots under a given name, keeps ids, marks species as in Norway, and runs a command once',
    () =>
      withRegister(async (stores) => {
        const dry = await importDataset(stores, 'cites-appendix1-coldp', { dryRun: true });
        expect(dry).toMatchObject({ dryRun: true, imported: { taxa: 1819, synonyms: 1814 } });
        expect(await stores.events.streamRevision('register')).toBe(0);

        await importDataset(stores, 'col-higher-classification', { commandId: 'col-1' });
        const plantae = nameBySourceId(stores, '1485')!;
        const bryophytes = await importDataset(stores, 'bryoquel-dwca', { parentScientificNameId: plantae.id });
        expect(bryophytes.imported.taxa).toBe(880 + 344);
        expect((await classificationOf(stores, '1')).slice(0, 3)).toEqual(['Kingdom:PLANTAE', 'Phylum:Anthocerotae', 'Family:Anthocerotaceae']);

        await importDataset(stores, 'cites-appendix1-coldp', { keepIds: true, existsInNorway: true });
        const dama = nameBySourceId(stores, '10002')!;
        expect(dama.id).toBe(10002);
        expect(stores.register.current.taxa.get(dama.taxonId)).toMatchObject({ id: 10002, existsInNorway: true });
        const genus = nameBySourceId(stores, 'x36P') ?? [...stores.register.current.names.values()].find((n) => n.scientificName === 'Nanger')!;
        expect(stores.register.current.taxa.get(genus.taxonId)!.existsInNorway).toBeNull();

        const again = await importDataset(stores, 'col-higher-classification', { commandId: 'col-1' });
        expect(again).toMatchObject({ duplicate: true, imported: { taxa: 0, names: 0 } });
        await expect(importDataset(stores, 'col-higher-classification', { parentScientificNameId: 999_999 })).rejects.toThrow('999999');
      }),
    TIMEOUT,
  );

  it(
    'recognises an archive imported before by its content and options: nothing written again, unless forced or other options',
    () =>
      withRegister(async (stores) => {
        const first = await importDataset(stores, 'col-higher-classification');
        const names = stores.register.current.names.size;
        const again = await importDataset(stores, 'col-higher-classification', { source: 'et annet navn' });
        expect(again).toMatchObject({ duplicate: true, importId: first.importId, imported: { taxa: 0, names: 0 } });
        expect(again.problems.map((p) => p.reason)).toContain(
          'Arkivet er importert før med de samme valgene; ingenting er skrevet nå (--force importerer det som nytt)',
        );
        // and nothing else: no error in the report of an archive imported before
        expect(again.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(stores.register.current.names.size).toBe(names);
        const otherOptions = await importDataset(stores, 'col-higher-classification', { existsInNorway: true, dryRun: true });
        expect(otherOptions.importId).not.toBe(first.importId);
        expect(otherOptions.duplicate).toBe(false);
        const forced = await importDataset(stores, 'col-higher-classification', { force: true });
        expect(forced.duplicate).toBe(false);
        expect(forced.imported.names).toBe(first.imported.names);
        expect(stores.register.current.names.size).toBe(names + first.imported.names);
      }),
    TIMEOUT,
  );

  it(
    'imports the demo register the way the app loads it: every row, no problems, ids kept, species in Norway',
    () =>
      withRegister(async (stores) => {
        const report = await importFromPath(stores, DEMO_REGISTER, {
          format: 'coldp',
          keepIds: true,
          existsInNorway: true,
          source: 'Navnebase demoregister',
          commandId: 'demo-register',
        });
        expect(report.problems).toEqual([]);
        expectEveryRowAccountedFor(report);
        expect(report.rows.every((r) => r.imported === r.rows)).toBe(true);
        expect(report.imported.vernacularNames).toBe(report.read.vernacularNames);
        const species = [...stores.register.current.names.values()].find((n) => n.rank === 'Species' && n.taxonomicStatus === 'Accepted')!;
        expect(species.id).toBe(Number(species.sourceId));
        expect(stores.register.current.taxa.get(species.taxonId)!.existsInNorway).toBe(true);
      }),
    TIMEOUT,
  );
});
