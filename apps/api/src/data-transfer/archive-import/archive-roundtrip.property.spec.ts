import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { decide, evolve, initialRegisterState, type RegisterCommand, type RegisterState, type TaxonId } from '@navnebase/domain';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import type { ImportReport } from './import-report.js';
import { importFromPath } from './import.service.js';
import { archiveArbitrary, NOISE_IDS, writeArchive, type GeneratedArchive, type GeneratedDataset, type Noise } from './testing/random-archives.js';

/**
 * The import's promise, as a property: any valid archive (Darwin Core Archive with id links or higherClassification
 * alone, ColDP NameUsage or Name + Taxon + Synonym; columns in any order, tab or comma, quoted or not, with or without
 * a byte order mark, CRLF or LF) imports to exactly the taxa and synonyms it holds (names, authors, ranks, parents,
 * accepted names), and every row is imported or reported. The import runs through `importFromPath` as the command
 * line and the admin screen run it; the register is kept in memory (the domain's own decide and evolve), so a run
 * takes milliseconds. PROPERTY_RUNS sets the number of archives (default 60).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);

let folder = '';
let serial = 0;
beforeAll(async () => void (folder = await mkdtemp(join(tmpdir(), 'navnebase-roundtrip-'))));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The stores importFromPath uses, with the register in memory: commands decided and applied by the domain. */
const memoryStores = (): RegisterStores & { state: RegisterState } => {
  const state = initialRegisterState();
  const register = {
    get current() {
      return state;
    },
    executeInParts: async (command: RegisterCommand) => {
      for (const event of decide(command, state)) evolve(state, event);
      return { duplicate: false };
    },
  };
  // No read-model tables: nothing is projected beside the appends.
  const readSide = { projectBeside: () => undefined };
  return { state, register, readSide, events: { findCommand: async () => undefined } } as unknown as RegisterStores & { state: RegisterState };
};

/** The register below Biota, one line per name: its taxon's path of main names, then the name itself. */
const registerLines = (state: RegisterState): string[] => {
  const main = new Map<TaxonId, string>();
  for (const n of state.names.values()) if (n.taxonomicStatus === 'Accepted') main.set(n.taxonId, n.scientificName);
  const path = (id: TaxonId): string => {
    const parts: string[] = [];
    for (let t = state.taxa.get(id); t && t.parentId !== null; t = state.taxa.get(t.parentId)) parts.unshift(main.get(t.id) ?? '?');
    return parts.join(' > ');
  };
  return [...state.names.values()]
    .filter((n) => n.rank !== 'Sphere')
    .map((n) => `${path(n.taxonId)} :: ${n.taxonomicStatus === 'Accepted' ? 'taxon' : n.taxonomicStatus} ${n.rank} ${n.scientificName} | ${n.author}`)
    .sort();
};

/** The same lines for what the archive holds. */
const datasetLines = (dataset: GeneratedDataset): string[] => {
  const byId = new Map(dataset.taxa.map((t) => [t.id, t]));
  const path = (id: string): string => {
    const parts: string[] = [];
    for (let t = byId.get(id); t; t = t.parent ? byId.get(t.parent) : undefined) parts.unshift(t.name);
    return parts.join(' > ');
  };
  return [
    ...dataset.taxa.map((t) => `${path(t.id)} :: taxon ${t.rank} ${t.name} | ${t.author}`),
    ...dataset.synonyms.map((s) => `${path(s.accepted)} :: Synonym ${s.rank} ${s.name} | ${s.author}`),
  ].sort();
};

/** Every row of every file imported or skipped with a reason, and the books balanced. */
const expectEveryRowAccountedFor = (report: ImportReport) => {
  for (const file of report.read.files) {
    const outcome = report.rows.find((r) => r.file === file.file)!;
    expect(outcome.imported + outcome.skipped).toBe(file.rows);
    expect(report.problems.filter((p) => p.skipped && p.file === file.file && p.reason)).toHaveLength(outcome.skipped);
  }
  expect(report.problems.filter((p) => p.reason.startsWith('Radtellingen'))).toEqual([]);
};

const importArchive = async (archive: GeneratedArchive) => {
  const dir = join(folder, `a${++serial}`);
  await writeArchive(dir, archive);
  const stores = memoryStores();
  try {
    return { report: await importFromPath(stores, dir), lines: registerLines(stores.state) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('a generated archive imports to exactly what it holds', () => {
  it('any layout, linking style and dialect: the same names, authors, ranks, parents and accepted names; every row accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(archiveArbitrary(), async (archive) => {
        const { report, lines } = await importArchive(archive);
        expectEveryRowAccountedFor(report);
        // the rows that cannot be imported are the noise rows, each reported once
        const noise = (Object.keys(NOISE_IDS) as (keyof Noise)[]).filter((k) => archive.noise[k]).map((k) => NOISE_IDS[k]);
        expect(report.problems.filter((p) => p.skipped).map((p) => p.id)).toEqual(expect.arrayContaining(noise));
        expect(report.problems.filter((p) => p.skipped)).toHaveLength(noise.length);
        expect(lines).toEqual(datasetLines(archive.dataset));
        const rows = archive.dataset.taxa.length + archive.dataset.synonyms.length;
        expect(report.read.files.reduce((n, f) => n + f.rows, 0)).toBe(rows + noise.length);
        expect(report.rows.reduce((n, f) => n + f.imported, 0)).toBe(rows);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
