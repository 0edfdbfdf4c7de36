import { sharedDataset } from '../testing/shared-data.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  isInSubtree,
  isMainStatus,
  isSpeciesOrBelow,
  LANGUAGES,
  mainNameOf,
  type ImportedVernacularNameRow,
  type RegisterState,
  type TaxonId,
} from '@navnebase/domain';
import { importFromPath } from './archive-import/import.service.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { multipart, XLSX } from './testing/spreadsheets.js';

// Real data: the CITES Appendix I checklist (ColDP, 1,819 taxa, 1,818 synonyms) from the shared test data.
const CITES = sharedDataset('cites-appendix1-coldp');
const ADMIN = { 'x-csrf': '1', ...actorHeader() };

/** Everything the register knows about a subtree, without vernacular name ids (an import gives new ones). */
const snapshot = (state: RegisterState, rootTaxonId: TaxonId) => {
  const taxa = [...state.taxa.values()].filter((t) => t.id >= 0 && isInSubtree(state, t.id, rootTaxonId));
  return {
    taxa: taxa
      .map((t) => ({
        id: t.id,
        parentId: t.parentId,
        existsInNorway: isSpeciesOrBelow(mainNameOf(state, t.id)!.rank) ? t.existsInNorway : null,
        mainNameId: mainNameOf(state, t.id)!.id,
        vernacularNames: LANGUAGES.flatMap((language) =>
          t.vernacularNames
            .filter((v) => v.languageIsoCode === language)
            .map((v) => `${language}:${v.vernacularName}:${v.status}`)
            .sort(),
        ),
      }))
      .sort((a, b) => a.id - b.id),
    names: [...state.names.values()]
      .filter((n) => taxa.some((t) => t.id === n.taxonId))
      .map(({ sourceId: _source, ...n }) => ({ ...n, references: [...n.references].sort((a, b) => a.reference.localeCompare(b.reference)) }))
      .sort((a, b) => a.id - b.id),
  };
};

describe('round trip: export of a subtree, imported into an empty register, reproduces it', () => {
  let source: RegisterStores;
  let target: RegisterStores;
  let sourceApp: NestFastifyApplication;
  let targetApp: NestFastifyApplication;
  let animalia: TaxonId;
  let workDir: string;

  beforeAll(async () => {
    source = await openTestRegister();
    const report = await importFromPath(source, CITES, { format: 'coldp', commandId: 'cites' });
    expect(report.imported.taxa).toBeGreaterThan(1000);
    const state = source.register.current;
    animalia = [...state.names.values()].find((n) => n.scientificName === 'Animalia' && isMainStatus(n.taxonomicStatus))!.taxonId;
    // The dataset has no Norwegian or Sami names: give 60 taxa names in nb, nn and se (several per language on
    // some, one recommended), through the register's own vernacular name import.
    const species = [...state.taxa.values()]
      .filter((t) => t.id >= 0 && isInSubtree(state, t.id, animalia) && mainNameOf(state, t.id)!.rank === 'Species')
      .slice(0, 60);
    const rows: ImportedVernacularNameRow[] = species.flatMap((t, i) => {
      const name = mainNameOf(state, t.id)!.scientificName.toLowerCase();
      const language = LANGUAGES[i % 3]!;
      return [
        { taxonId: t.id, vernacularName: `${name} ${language}`, languageIsoCode: language, status: 'Recommended' as const },
        ...(i % 4 === 0
          ? [
              {
                taxonId: t.id,
                vernacularName: `${name} ${language} alt`,
                languageIsoCode: language,
                status: 'NotRecommended' as const,
                reference: 'Test',
              },
            ]
          : []),
        ...(i % 5 === 0
          ? [
              {
                taxonId: t.id,
                vernacularName: `${name} nb ekstra`,
                languageIsoCode: 'nb' as const,
                status: i % 3 === 0 ? ('NotRecommended' as const) : ('Recommended' as const),
              },
            ]
          : []),
      ];
    });
    await run(source, { type: 'ImportVernacularNames', data: { importId: 'v', source: 'test', names: rows }, metadata: systemMetadata() });
    // Some taxa exist in Norway, some do not, some unknown.
    sourceApp = await openTestApp(source, {}, { actorFromHeader: true });
    target = await openTestRegister();
    targetApp = await openTestApp(target, {}, { actorFromHeader: true });
    workDir = await mkdtemp(join(tmpdir(), 'navnebase-round-trip-'));
  }, 300_000);
  afterAll(async () => {
    await sourceApp.close();
    await targetApp.close();
    await source.close();
    await target.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('xlsx: names, statuses, synonym links, vernacular names, references and hierarchy come back with their ids', async () => {
    const mainId = mainNameOf(source.register.current, animalia)!.id;
    const exported = await sourceApp.inject({
      method: 'GET',
      url: `/api/v1/DataTransfer/Export?scientificNameId=${mainId}&includeSynonyms=true&includeVernacularNames=true&fileName=animalia`,
      headers: { 'x-csrf': '1' },
    });
    expect(exported.statusCode).toBe(200);
    const body = multipart([{ fileName: 'animalia.xlsx', contentType: XLSX, content: exported.rawPayload }]);
    const imported = await targetApp.inject({
      method: 'POST',
      url: '/api/v1/DataTransfer/Import',
      headers: { ...ADMIN, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.payload).toContain('animalia.xlsx is imported.');

    const before = snapshot(source.register.current, animalia);
    const after = snapshot(target.register.current, animalia);
    expect(before.names.length).toBeGreaterThan(2000);
    expect(before.names.filter((n) => n.taxonomicStatus === 'Synonym').length).toBeGreaterThan(500);
    expect(before.taxa.filter((t) => t.vernacularNames.length > 1).length).toBeGreaterThan(10);
    expect(after.taxa).toEqual(before.taxa);
    expect(after.names).toEqual(before.names);
  }, 300_000);

  it('Darwin Core Archive and ColDP: the CLI importer reads the exports back to the same names and tree', async () => {
    const mainId = mainNameOf(source.register.current, animalia)!.id;
    const shape = (state: RegisterState) => {
      const root = [...state.names.values()].find((n) => n.scientificName === 'Animalia' && isMainStatus(n.taxonomicStatus))!.taxonId;
      return [...state.names.values()]
        .filter((n) => n.taxonId >= 0 && isInSubtree(state, n.taxonId, root))
        .map((n) => {
          const main = mainNameOf(state, n.taxonId)!;
          const parent = state.taxa.get(n.taxonId)!.parentId;
          return `${n.scientificName}|${n.author}|${n.rank}|${n.taxonomicStatus}|${main.scientificName}|${parent === null ? '' : mainNameOf(state, parent)?.scientificName}`;
        })
        .sort();
    };
    for (const type of ['DwcA', 'ColDP'] as const) {
      const exported = await sourceApp.inject({
        method: 'GET',
        url: `/api/v1/DataTransfer/Export?scientificNameId=${mainId}&exportType=${type}&includeSynonyms=true&includeVernacularNames=true`,
        headers: { 'x-csrf': '1' },
      });
      expect(exported.statusCode).toBe(200);
      const path = join(workDir, `animalia-${type}.zip`);
      await writeFile(path, exported.rawPayload);
      const again = await openTestRegister();
      try {
        const report = await importFromPath(again, path, { keepIds: true, commandId: `again-${type}` });
        expect(report.problems).toEqual([]);
        expect(shape(again.register.current)).toEqual(shape(source.register.current));
        const vernaculars = (state: RegisterState) =>
          [...state.taxa.values()]
            .flatMap((t) =>
              t.vernacularNames.map((v) => `${mainNameOf(state, t.id)!.scientificName}:${v.languageIsoCode}:${v.vernacularName}:${v.status}`),
            )
            .sort();
        expect(vernaculars(again.register.current)).toEqual(vernaculars(source.register.current));
      } finally {
        await again.close();
      }
    }
  }, 300_000);
});
