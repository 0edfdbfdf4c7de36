import { sharedDataset } from '../../testing/shared-data.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { namesOfTaxon, type ScientificNameRecord } from '@navnebase/domain';
import { importFromPath } from '../../data-transfer/archive-import/import.service.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { editorOf } from '../../testing/operation-test-app.js';
import { actorHeader, openTestApp, openTestRegister } from '../../testing/test-register.js';

/** The shared real dataset (CITES Appendix I as ColDP), read in place. */
const CITES = sharedDataset('cites-appendix1-coldp');
const TIMEOUT = 180_000;

/** Merge, split and rearrange on real data, each checked through the read API on the very next request. */
describe('taxonomic operations on the CITES Appendix I register', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { 'x-csrf': '1' } })).json();
  const getStatus = async (url: string) => (await app.inject({ method: 'GET', url, headers: { 'x-csrf': '1' } })).statusCode;
  const post = async (operation: string, payload: Record<string, unknown>, actor = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/TaxonomicOperations/${operation}`,
      headers: { 'x-csrf': '1', ...actorHeader(actor) },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const name = (scientificName: string): ScientificNameRecord => {
    const found = [...stores.register.current.names.values()].filter((n) => n.scientificName === scientificName);
    if (found.length !== 1) throw new Error(`${found.length} names called ${scientificName}`);
    return found[0]!;
  };
  const namesOf = (scientificName: string) => namesOfTaxon(stores.register.current, name(scientificName).taxonId);
  const searchTaxa = async (text: string) =>
    ((await get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent(text)}`)) as { taxonId: number }[]).map((h) => h.taxonId);
  const childTaxa = async (scientificNameId: number) =>
    ((await get(`/api/v1/TaxonName/Children/ByScientificNameId/${scientificNameId}`)) as { taxonId: number }[]).map((c) => c.taxonId);

  beforeAll(async () => {
    stores = await openTestRegister();
    const report = await importFromPath(stores, CITES);
    expect(report.imported.taxa).toBeGreaterThan(1000);
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  }, TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  it(
    'merges Eulemur albocollaris into Eulemur cinereiceps (its senior synonym)',
    async () => {
      const eulemur = name('Eulemur');
      const survivor = name('Eulemur cinereiceps');
      const merged = name('Eulemur albocollaris');
      const taxaBefore = (await get('/api/v1/Statistics/TaxonCount')).totalCount;
      const scientificNames = [...namesOf('Eulemur cinereiceps'), ...namesOf('Eulemur albocollaris')].map((n) => ({
        nameId: n.id,
        taxonomicStatus: n.id === survivor.id ? 'Accepted' : 'Synonym',
      }));
      const response = await post(
        'Synonymize',
        {
          scientificNames,
          vernacularNames: [{ vernacularName: 'gråhodelemur', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
          existsInNorway: false,
          remark: 'Johnson et al. 2008',
        },
        editorOf(eulemur.id),
      );
      expect(response).toMatchObject({
        status: 200,
        body: { scientificNameId: survivor.id, taxonId: survivor.taxonId, mergedTaxonIds: [merged.taxonId] },
      });

      expect(await get(`/api/v1/TaxonName/ByScientificNameId/${merged.id}`)).toMatchObject({
        taxonId: survivor.taxonId,
        mainScientificNameId: survivor.id,
      });
      expect(await getStatus(`/api/v1/TaxonName/ByTaxonId/${merged.taxonId}`)).toBe(404);
      const children = await childTaxa(eulemur.id);
      expect(children).toContain(survivor.taxonId);
      expect(children).not.toContain(merged.taxonId);
      expect((await searchTaxa('Eulemur albocollaris'))[0]).toBe(survivor.taxonId);
      expect((await searchTaxa('gråhodelemur'))[0]).toBe(survivor.taxonId);
      expect((await get(`/api/v1/TaxonName/Changes/ByScientificNameId/${merged.id}`))[0]).toMatchObject({
        changeType: 'Merge',
        changeRemarks: 'Johnson et al. 2008',
      });
      expect((await get('/api/v1/Statistics/TaxonCount')).totalCount).toBe(taxaBefore - 1);
    },
    TIMEOUT,
  );

  it(
    'splits Eulemur rufus: E. rufifrons becomes a species of its own',
    async () => {
      const eulemur = name('Eulemur');
      const rufus = name('Eulemur rufus');
      const rufifrons = name('Eulemur rufifrons');
      const others = namesOf('Eulemur rufus').filter((n) => n.id !== rufus.id && n.id !== rufifrons.id);
      const taxaBefore = (await get('/api/v1/Statistics/TaxonCount')).totalCount;
      const response = await post(
        'Split',
        {
          oldTaxonId: rufus.taxonId,
          newTaxons: [
            {
              scientificNames: [
                { nameId: rufus.id, taxonomicStatus: 'Accepted' },
                ...others.map((n) => ({ nameId: n.id, taxonomicStatus: 'Synonym' })),
              ],
            },
            {
              scientificNames: [{ nameId: rufifrons.id, taxonomicStatus: 'Accepted' }],
              vernacularNames: [{ vernacularName: 'rødpannelemur', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
            },
          ],
          remark: 'Groves 2006',
        },
        editorOf(eulemur.id),
      );
      expect(response.status).toBe(200);
      const [rufusTaxon, rufifronsTaxon] = response.body.taxonIds as number[];
      expect(response.body).toMatchObject({ scientificNameIds: [rufus.id, rufifrons.id], fallbackTaxonId: eulemur.taxonId });

      expect(await get(`/api/v1/TaxonName/ByScientificNameId/${rufifrons.id}`)).toMatchObject({
        taxonId: rufifronsTaxon,
        mainScientificNameId: rufifrons.id,
      });
      expect(await get(`/api/v1/TaxonName/ByScientificNameId/${rufus.id}`)).toMatchObject({ taxonId: rufusTaxon, mainScientificNameId: rufus.id });
      expect(await getStatus(`/api/v1/TaxonName/ByTaxonId/${rufus.taxonId}`)).toBe(404);
      expect(await childTaxa(eulemur.id)).toEqual(expect.arrayContaining([rufusTaxon, rufifronsTaxon]));
      expect(await childTaxa(eulemur.id)).not.toContain(rufus.taxonId);
      const hit = (
        (await get('/api/v1/TaxonName/Search?Search=Eulemur%20rufifrons')) as { taxonId: number; acceptedScientificName: { nameId: number } }[]
      )[0];
      expect(hit).toMatchObject({ taxonId: rufifronsTaxon, acceptedScientificName: { nameId: rufifrons.id } });
      expect((await searchTaxa('rødpannelemur'))[0]).toBe(rufifronsTaxon);
      expect((await get(`/api/v1/TaxonName/Changes/ByScientificNameId/${rufifrons.id}`))[0]).toMatchObject({
        changeType: 'Split',
        changeRemarks: 'Groves 2006',
      });
      expect((await get('/api/v1/Statistics/TaxonCount')).totalCount).toBe(taxaBefore + 1);
    },
    TIMEOUT,
  );

  it(
    'rearranges Crocodylus mindorensis (a synonym no longer in use) and Eulemur fulvus (a new current name)',
    async () => {
      const mindorensis = name('Crocodylus mindorensis');
      const old = namesOf('Crocodylus mindorensis').find((n) => n.id !== mindorensis.id)!;
      const statusOnly = await post('Swap', {
        oldTaxonId: mindorensis.taxonId,
        scientificNames: [{ nameId: old.id, taxonomicStatus: 'NotInUse' }],
        keepTaxonId: true,
      });
      expect(statusOnly).toMatchObject({ status: 200, body: { taxonId: mindorensis.taxonId, scientificNameId: mindorensis.id } });
      const page = await get(`/api/v1/TaxonName/ByScientificNameId/${old.id}`);
      expect(page.scientificNames.find((n: { id: number }) => n.id === old.id).taxonomicStatus).toBe('NotInUse');
      expect((await get(`/api/v1/TaxonName/Changes/ByScientificNameId/${old.id}`))[0]).toMatchObject({ changeType: 'CategoryChange' });

      const fulvus = name('Eulemur fulvus');
      const lemur = name('Lemur fulvus');
      const swapped = await post('Swap', {
        oldTaxonId: fulvus.taxonId,
        scientificNames: [
          { nameId: fulvus.id, taxonomicStatus: 'Synonym' },
          { nameId: lemur.id, taxonomicStatus: 'Accepted' },
        ],
      });
      expect(swapped).toMatchObject({ status: 200, body: { scientificNameId: lemur.id, oldTaxonId: fulvus.taxonId } });
      const newTaxonId = swapped.body.taxonId as number;
      expect(newTaxonId).not.toBe(fulvus.taxonId);
      expect(await childTaxa(name('Eulemur').id)).toContain(newTaxonId);
      expect((await get('/api/v1/TaxonName/Search?Search=Eulemur%20fulvus'))[0]).toMatchObject({
        taxonId: newTaxonId,
        acceptedScientificName: { nameId: lemur.id },
      });
      expect((await get(`/api/v1/TaxonName/Changes/ByScientificNameId/${fulvus.id}`))[0]).toMatchObject({ changeType: 'ValidNameChange' });
      expect(await getStatus(`/api/v1/TaxonName/ByTaxonId/${fulvus.taxonId}`)).toBe(404);
    },
    TIMEOUT,
  );
});
