import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REGISTER_STREAM, type TaxonSplit } from '@navnebase/domain';
import { editorOf, openOperationTestApp, type OperationTestApp } from '../../testing/operation-test-app.js';

const PATH = 'Split';
const isbjorn = { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' };
const kvitbjorn = { nameId: 3, vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' };
/** Ursus maritimus (8) split into Ursus maritimus (8, 80) and a new species Helarctos novus under Helarctos (12). */
const maritimusSplit = {
  oldTaxonId: 8,
  newTaxons: [
    {
      scientificNames: [
        { nameId: 8, taxonomicStatus: 'Accepted' },
        { nameId: 80, taxonomicStatus: 'Synonym' },
      ],
      vernacularNames: [isbjorn],
      existsInNorway: true,
    },
    {
      newScientificNames: [{ parentScientificNameId: 12, rankId: 22, scientificName: 'novus', author: 'Test, 2026', taxonomicStatus: 'Accepted' }],
      vernacularNames: [kvitbjorn, { vernacularName: 'nybjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }],
      existsInNorway: false,
    },
  ],
  remark: 'Splittet',
};

describe('POST /api/v1/TaxonomicOperations/Split', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  it('refuses invalid bodies and writes nothing', async () => {
    const head = await t.stores.events.headPosition();
    expect(await t.post(PATH, { newTaxons: [] })).toMatchObject({ status: 400, body: { detail: 'Velg et takson først' } });
    expect(await t.post(PATH, { oldTaxonId: 8 })).toMatchObject({ status: 400, body: { detail: 'Du må ha minst to nye takson for å splitte.' } });
    expect(await t.post(PATH, { oldTaxonId: 8, newTaxons: [maritimusSplit.newTaxons[0]] })).toMatchObject({
      status: 400,
      body: { errorCode: 'SPLIT_NEEDS_TWO_TAXA' },
    });
    expect(
      await t.post(PATH, {
        oldTaxonId: 8,
        newTaxons: [{ ...maritimusSplit.newTaxons[0], scientificNames: [{ nameId: 8, taxonomicStatus: 'Accepted' }] }, maritimusSplit.newTaxons[1]],
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'SPLIT_NAME_NOT_PLACED' },
    });
    expect(
      await t.post(PATH, { oldTaxonId: 8, newTaxons: [{ ...maritimusSplit.newTaxons[0], vernacularNames: [] }, maritimusSplit.newTaxons[1]] }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'SPLIT_VERNACULAR_NAME_NOT_PLACED' },
    });
    expect(
      await t.post(PATH, {
        oldTaxonId: 10,
        newTaxons: [
          { scientificNames: [{ nameId: 10, taxonomicStatus: 'Accepted' }] },
          { scientificNames: [{ nameId: 1000, taxonomicStatus: 'Accepted' }] },
        ],
      }),
    ).toMatchObject({
      status: 409,
      body: { errorCode: 'SPLIT_TAXON_HAS_CHILDREN' },
    });
    expect(
      await t.post(PATH, {
        ...maritimusSplit,
        newTaxons: [
          maritimusSplit.newTaxons[0],
          { newScientificNames: [{ scientificName: 'x', taxonomicStatus: 'Synonym', author: 'A' }], vernacularNames: [kvitbjorn] },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'NO_MAIN_NAME', detail: 'Må ha enten ett gyldig eller uavklart navn.' },
    });
    expect(await t.post(PATH, { ...maritimusSplit, newTaxons: [maritimusSplit.newTaxons[0], { scientificNames: 'x' }] })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST' },
    });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('refuses users without rights on the split taxon and on every new parent', async () => {
    expect(await t.post(PATH, maritimusSplit, null)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.post(PATH, maritimusSplit, editorOf(8))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.post(PATH, maritimusSplit, editorOf(12))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
  });

  it('answers an unexpected failure with the default text', async () => {
    t.failNextCommand();
    expect(await t.post(PATH, maritimusSplit)).toMatchObject({ status: 500, body: { detail: 'Noe gikk galt. Kunne ikke splitte.' } });
  });

  it('splits for an editor of both parents, and the next reads show the new taxa', async () => {
    const taxaBefore = (await t.get('/api/v1/Statistics/TaxonCount')).body;
    const response = await t.post(PATH, maritimusSplit, editorOf(8, 12));
    expect(response.status).toBe(200);
    const [first, second] = response.body.taxonIds as number[];
    const newNameId = response.body.scientificNameIds[1];
    expect(response.body).toMatchObject({ scientificNameId: 8, oldTaxonId: 8, fallbackTaxonId: 5, scientificNameIds: [8, newNameId] });

    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/80')).body).toMatchObject({ taxonId: first, mainScientificNameId: 8 });
    const novus = (await t.get(`/api/v1/TaxonName/ByScientificNameId/${newNameId}`)).body;
    expect(novus).toMatchObject({ taxonId: second, existsInNorway: false });
    expect(novus.higherClassification.map((h: { scientificName: string }) => h.scientificName).slice(-2)).toEqual(['Helarctos', 'Helarctos novus']);
    expect(novus.vernacularNames.map((v: { vernacularName: string }) => v.vernacularName)).toEqual(['kvitbjørn', 'nybjørn']);
    expect(await t.get('/api/v1/TaxonName/ByTaxonId/8')).toMatchObject({
      status: 404,
      body: { successor: { reason: 'Split', successorIds: [first, second] } },
    });
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/12')).body.map((c: { taxonId: number }) => c.taxonId)).toEqual([second]);
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body.map((c: { taxonId: number }) => c.taxonId)).toContain(first);
    expect((await t.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('kvitbjørn')}`)).body[0]).toMatchObject({ taxonId: second });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/8')).body[0]).toMatchObject({
      changeType: 'Split',
      changeRemarks: 'Splittet',
      changeByUser: 'Rita Redaktør',
    });
    expect((await t.get(`/api/v1/TaxonName/Changes/ByScientificNameId/${newNameId}`)).body[0]).toMatchObject({ changeType: 'Split' });
    expect((await t.get('/api/v1/Statistics/TaxonCount')).body.totalCount).toBe(taxaBefore.totalCount + 1);

    // The event records the fallback for downstream services: the nearest common accepted ancestor (Ursidae).
    const events = await t.stores.events.readStream(REGISTER_STREAM, 1, 1000);
    const split = events.find((e) => e.type === 'TaxonSplit')!;
    expect((split.data as TaxonSplit['data']).fallbackTaxonId).toBe(5);
  });
});
