import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TREE_ROOT_KEY } from '@navnebase/domain';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';

const H = { 'x-csrf': '1' };

describe('public read API (spec 1 §7)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const get = async (url: string, headers: Record<string, string> = H) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  beforeAll(async () => {
    stores = await openTestRegister();
    const taxa = mammalTree().map((t) =>
      t.key === '7'
        ? {
            ...t,
            existsInNorway: true,
            vernacularNames: [
              { vernacularName: 'brunbjørn', languageIsoCode: 'nb' as const, status: 'Recommended' as const },
              { vernacularName: 'bjørn', languageIsoCode: 'nb' as const, status: 'NotRecommended' as const },
              { vernacularName: 'guovža', languageIsoCode: 'se' as const, status: 'Recommended' as const },
            ],
          }
        : t,
    );
    await run(stores, {
      type: 'ImportTaxa',
      data: { importId: 'fixture', source: 'test', taxa },
      metadata: systemMetadata({ time: '2026-01-10T10:00:00.000Z' }),
    });
    app = await openTestApp(stores);
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('refuses every /api call without X-CSRF: 1', async () => {
    const response = await get('/api/v1/TaxonName/Search?Search=ursus', {});
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 'CSRF_HEADER_MISSING', status: 401 });
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers the synthetic root with the two spheres, Biota (-1) and non-biota (-2)', async () => {
    const { status, body } = await get(`/api/v1/TaxonName/Children/ByTaxonNameId/${TREE_ROOT_KEY}`);
    expect(status).toBe(200);
    expect(body.map((n: { taxonNameId: number; rank: string; parentTaxonNameId: number }) => [n.taxonNameId, n.rank, n.parentTaxonNameId])).toEqual([
      [-1, 'Sphere', TREE_ROOT_KEY],
      [-2, 'Sphere', TREE_ROOT_KEY],
    ]);
  });

  it('answers children of a node with rank, status, names, vernacular names and leaf flags', async () => {
    const biota = await get('/api/v1/TaxonName/Children/ByTaxonNameId/-1');
    expect(biota.body.map((n: { presentationName: string }) => n.presentationName)).toEqual(['Animalia', 'Plantae']);
    const ursus = await get('/api/v1/TaxonName/Children/ByScientificNameId/6');
    expect(ursus.body).toHaveLength(1);
    expect(ursus.body[0]).toMatchObject({
      taxonNameId: 7,
      scientificNameId: 7,
      parentTaxonNameId: 6,
      taxonId: 7,
      taxonomicStatus: 'Accepted',
      rank: 'Species',
      author: 'Linnaeus, 1758',
      isLeaf: true,
      presentationName: 'Ursus arctos',
      presentationNameHtml: '<i>Ursus arctos</i>',
      preferredVernacularNames: [
        { name: 'brunbjørn', nameLanguageIso: 'nb' },
        { name: 'guovža', nameLanguageIso: 'se' },
      ],
    });
    expect(ursus.body[0].scientificNames.map((n: { name: string; taxonomicStatus: string }) => [n.name, n.taxonomicStatus])).toEqual([
      ['Ursus arctos', 'Accepted'],
      ['Ursus horribilis', 'Synonym'],
    ]);
    expect((await get('/api/v1/TaxonName/Children/ByScientificNameId/5')).body[0].isLeaf).toBe(false);
    expect((await get('/api/v1/TaxonName/Children/ByScientificNameId/999999')).body).toEqual([]);
  });

  it('answers taxon name info with names, vernacular names, higher classification and existsInNorway', async () => {
    const { status, body } = await get('/api/v1/TaxonName/ByScientificNameId/7');
    expect(status).toBe(200);
    expect(body).toMatchObject({ scientificNameId: 7, taxonId: 7, existsInNorway: true, kingdom: { taxonId: 1, scientificName: 'Animalia' } });
    expect(body.higherClassification.map((h: { scientificName: string }) => h.scientificName)).toEqual([
      'Animalia',
      'Chordata',
      'Mammalia',
      'Carnivora',
      'Ursidae',
      'Ursus',
      'Ursus arctos',
    ]);
    expect(body.higherClassifications).toEqual(body.higherClassification);
    expect(body.scientificNames[0]).toMatchObject({
      scientificName: 'Ursus arctos',
      scientificNameAuthorship: 'Linnaeus, 1758',
      taxonRank: 'Species',
    });
    expect(body.vernacularNames).toHaveLength(3);
  });

  it('omits existsInNorway for a synonym and for ranks above species', async () => {
    const synonym = await get('/api/v1/TaxonName/ByScientificNameId/70');
    expect(synonym.body).toMatchObject({ scientificNameId: 70, taxonId: 7, mainScientificNameId: 7 });
    expect(synonym.body.existsInNorway).toBeUndefined();
    expect((await get('/api/v1/TaxonName/ByTaxonId/6')).body.existsInNorway).toBeUndefined();
  });

  it('refuses a non-numeric id with the spec text and answers an unknown id with 404', async () => {
    expect(await get('/api/v1/TaxonName/ByScientificNameId/abc')).toMatchObject({
      status: 400,
      body: { detail: 'Vitenskapelig navne-id er ugyldig.', errorCode: 'INVALID_SCIENTIFIC_NAME_ID', status: 400 },
    });
    expect(await get('/api/v1/TaxonName/ByScientificNameId/123456')).toMatchObject({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND' } });
    expect((await get('/api/v1/TaxonName/Changes/ByScientificNameId/x1')).status).toBe(400);
  });

  it('searches scientific names, vernacular names by any word and ids: exact first, accepted before synonyms', async () => {
    const byName = await get('/api/v1/TaxonName/Search?Search=Ursus&limit=10');
    expect(byName.body[0].acceptedScientificName).toMatchObject({ nameId: 6, isSearchMatch: true });
    expect(byName.body[0].kingdom).toBe('Animalia');
    const bySynonym = await get('/api/v1/TaxonName/Search?Search=ursus%20horri');
    expect(bySynonym.body[0]).toMatchObject({ taxonId: 7, acceptedScientificName: { nameId: 7, isSearchMatch: false } });
    expect(bySynonym.body[0].scientificNameSynonyms[0]).toMatchObject({ nameId: 70, isSearchMatch: true });
    const byVernacular = await get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('brunbjørn')}`);
    expect(byVernacular.body[0]).toMatchObject({ taxonId: 7 });
    expect(byVernacular.body[0].preferredVernacularNames).toContainEqual({ name: 'brunbjørn', nameLanguageIso: 'nb', isSearchMatch: true });
    const byId = await get('/api/v1/TaxonName/Search?Search=70');
    expect(byId.body[0]).toMatchObject({ taxonId: 7 });
    const typo = await get('/api/v1/TaxonName/Search?Search=ursus%20arctus');
    expect(typo.body.map((h: { taxonId: number }) => h.taxonId)).toContain(7);
    expect((await get('/api/v1/TaxonName/Search?Search=')).body).toEqual([]);
    expect((await get('/api/v1/TaxonName/Search?Search=u&limit=0')).status).toBe(400);
  });

  it('answers the change log of a name, newest first', async () => {
    const { status, body } = await get('/api/v1/TaxonName/Changes/ByScientificNameId/7');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        changeType: 'Inserted',
        changeByUser: 'Test',
        dataAfter: [expect.objectContaining({ scientificName: 'Ursus arctos Linnaeus, 1758' })],
      }),
    ]);
    expect((await get('/api/v1/TaxonName/Changes/ByScientificNameId/7?fromDate=2026-02-01')).body).toEqual([]);
  });

  it('formats the names of the change log: italic genus and below, the author upright, a family not italic', async () => {
    const species = (await get('/api/v1/TaxonName/Changes/ByScientificNameId/7')).body[0].dataAfter;
    expect(species).toEqual([
      expect.objectContaining({ scientificName: 'Ursus arctos Linnaeus, 1758', scientificNameHtml: '<i>Ursus arctos</i> Linnaeus, 1758' }),
    ]);
    const family = (await get('/api/v1/TaxonName/Changes/ByScientificNameId/5')).body[0].dataAfter;
    expect(family).toEqual([expect.objectContaining({ scientificNameHtml: 'Ursidae G. Fischer, 1817' })]);
  });

  it('answers statistics as of a date, with vernacular names per language', async () => {
    expect((await get('/api/v1/Statistics/NamesCount')).body).toEqual({ totalCount: 14, acceptedCount: 13, synonymsCount: 1, unresolvedCount: 0 });
    expect((await get('/api/v1/Statistics/TaxonCount')).body).toEqual({ totalCount: 13, acceptedCount: 13, synonymsCount: 1, unresolvedCount: 0 });
    expect((await get('/api/v1/Statistics/NamesCount?date=2026-01-09')).body).toEqual({
      totalCount: 0,
      acceptedCount: 0,
      synonymsCount: 0,
      unresolvedCount: 0,
    });
    // the day asked for is included: the import was on 2026-01-10
    expect((await get('/api/v1/Statistics/NamesCount?date=2026-01-10')).body).toEqual({
      totalCount: 14,
      acceptedCount: 13,
      synonymsCount: 1,
      unresolvedCount: 0,
    });
    expect((await get('/api/v1/Statistics/NamesCountByLanguage?languageId=nb')).body).toEqual({ totalCount: 2, acceptedCount: 1, synonymsCount: 1 });
    expect((await get('/api/v1/Statistics/NamesCountByLanguage')).body).toEqual({ totalCount: 3, acceptedCount: 2, synonymsCount: 1 });
    expect((await get('/api/v1/Statistics/NamesCount?date=31.01.2026')).status).toBe(400);
    expect((await get('/api/v1/Statistics/NamesCountByLanguage?languageId=en')).status).toBe(400);
  });

  it('serves the OpenAPI document outside /api, so the menu link can open it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api-docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/v1/TaxonName/Search', '/api/v1/TaxonomicOperations/AddTaxon']));
  });

  it('answers a write without a session with 403 problem JSON and writes nothing', async () => {
    const before = await stores.events.headPosition();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/TaxonomicOperations/AddTaxon',
      headers: H,
      payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'maritimus', author: 'Phipps, 1774' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
    expect(await stores.events.headPosition()).toBe(before);
  });
});

describe('AddTaxon over HTTP', () => {
  it('adds a species for an admin and the next read shows it', async () => {
    const { openTestApp: open, openTestRegister: openRegister, actorHeader } = await import('../testing/test-register.js');
    const stores = await openRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'f', source: 'test', taxa: mammalTree() }, metadata: systemMetadata() });
    const app = await open(stores, {}, { actorFromHeader: true });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/AddTaxon',
        headers: { ...H, ...actorHeader() },
        payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'maritimus', author: 'Phipps, 1774', remark: 'Ny art' },
      });
      expect(response.statusCode).toBe(200);
      const { scientificNameId } = response.json();
      const page = await app.inject({ method: 'GET', url: `/api/v1/TaxonName/ByScientificNameId/${scientificNameId}`, headers: H });
      expect(page.json().scientificNames[0].scientificName).toBe('Ursus maritimus');
      const history = await app.inject({ method: 'GET', url: `/api/v1/TaxonName/Changes/ByScientificNameId/${scientificNameId}`, headers: H });
      expect(history.json()[0]).toMatchObject({ changeType: 'TaxonCreated', changeRemarks: 'Ny art', changeByUser: 'Test Admin' });
      expect(history.json()[0].dataAfter[0]).toMatchObject({
        scientificName: 'Ursus maritimus Phipps, 1774',
        scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
        parentScientificName: 'Ursus',
        parentScientificNameHtml: '<i>Ursus</i>',
      });
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/AddTaxon',
        headers: { ...H, ...actorHeader() },
        payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'x' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ errorCode: 'AUTHOR_REQUIRED', detail: 'Autor må fylles ut for art og lavere rang.' });
      const badJson = await app.inject({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/AddTaxon',
        headers: { ...H, ...actorHeader(), 'content-type': 'application/json' },
        payload: '{',
      });
      expect(badJson.statusCode).toBe(400);
      const badType = await app.inject({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/AddTaxon',
        headers: { ...H, ...actorHeader() },
        payload: { scientificName: 12 },
      });
      expect(badType.json()).toMatchObject({ status: 400, errorCode: 'INVALID_REQUEST' });
      const editor = await app.inject({
        method: 'POST',
        url: '/api/v1/TaxonomicOperations/AddTaxon',
        headers: { ...H, ...actorHeader({ isAdmin: false, permissions: [105] }) },
        payload: { parentScientificNameId: 6, rankId: 22, scientificName: 'thibetanus', author: 'G. Cuvier, 1823' },
      });
      expect(editor.statusCode).toBe(403);
      expect(editor.json()).toMatchObject({ errorCode: 'NO_PERMISSION_ON_TAXON' });
    } finally {
      await app.close();
      await stores.close();
    }
  });
});
