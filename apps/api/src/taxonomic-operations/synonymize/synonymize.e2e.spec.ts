import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { editorOf, openOperationTestApp, type OperationTestApp } from '../../testing/operation-test-app.js';

const PATH = 'Synonymize';
/** Ursus arctos (7, 70) and Ursus maritimus (8, 80) into Ursus arctos. */
const arctosAndMaritimus = {
  scientificNames: [
    { nameId: 7, taxonomicStatus: 'Accepted' },
    { nameId: 70, taxonomicStatus: 'Synonym' },
    { nameId: 8, taxonomicStatus: 'Synonym' },
    { nameId: 80, taxonomicStatus: 'Synonym' },
  ],
  remark: 'Samme art',
};

describe('POST /api/v1/TaxonomicOperations/Synonymize', () => {
  let t: OperationTestApp;
  beforeAll(async () => {
    t = await openOperationTestApp();
  });
  afterAll(async () => t.close());

  it('refuses invalid bodies with the spec texts and writes nothing', async () => {
    const head = await t.stores.events.headPosition();
    expect(await t.post(PATH, { scientificNames: 'x' })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    expect(await t.post(PATH, { scientificNames: [{ nameId: 'a', taxonomicStatus: 'Accepted' }] })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST', field: 'scientificNames.0.nameId' },
    });
    expect(await t.post(PATH, { scientificNames: [{ nameId: 7, taxonomicStatus: 'Gyldig' }] })).toMatchObject({
      status: 400,
      body: { detail: 'Ugyldig taksonomisk status.' },
    });
    expect(
      await t.post(PATH, {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: 'MERGE_NEEDS_TWO_TAXA', detail: 'Du må ha minst to takson for å slå noe sammen.' },
    });
    const twoMain = {
      scientificNames: arctosAndMaritimus.scientificNames.map((n) => (n.nameId === 8 ? { ...n, taxonomicStatus: 'Unresolved' } : n)),
    };
    expect(await t.post(PATH, twoMain)).toMatchObject({
      status: 400,
      body: { errorCode: 'MORE_THAN_ONE_MAIN_NAME', detail: 'Kan ikke ha mer enn ett gyldig eller uavklart navn.' },
    });
    const noMain = { scientificNames: arctosAndMaritimus.scientificNames.map((n) => ({ ...n, taxonomicStatus: 'Synonym' })) };
    expect(await t.post(PATH, noMain)).toMatchObject({
      status: 400,
      body: { errorCode: 'NO_MAIN_NAME', detail: 'Må ha enten ett gyldig eller uavklart navn.' },
    });
    expect(await t.post(PATH, { scientificNames: arctosAndMaritimus.scientificNames.slice(0, 3) })).toMatchObject({
      status: 400,
      body: { errorCode: 'MERGE_NAME_WITHOUT_STATUS' },
    });
    expect(
      await t.post(PATH, {
        ...arctosAndMaritimus,
        scientificNames: [...arctosAndMaritimus.scientificNames, { nameId: 4242, taxonomicStatus: 'Synonym' }],
      }),
    ).toMatchObject({
      status: 404,
      body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND' },
    });
    expect(
      await t.post(PATH, {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 12, taxonomicStatus: 'Synonym' },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        errorCode: 'MERGE_ACROSS_RANK_GROUPS',
        detail: expect.stringContaining(
          'Kan ikke slå sammen takson fra ulike rangnivåer: Ursus arctos (art) hører til artsgruppen, Helarctos (slekt)',
        ),
      },
    });
    expect(
      await t.post(PATH, {
        scientificNames: [
          ...arctosAndMaritimus.scientificNames.slice(0, 3),
          { nameId: 80, taxonomicStatus: 'Synonym', attributes: ['CollectionOnly'] },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        errorCode: 'LEGACY_ATTRIBUTE_NOT_SETTABLE',
        detail: 'Flagget «Navn kun til bruk i samling» finnes bare på eldre navn og kan ikke settes.',
      },
    });
    expect(await t.post(PATH, { ...arctosAndMaritimus, existsInNorway: 'ja' })).toMatchObject({
      status: 400,
      body: { detail: 'Finnes i Norge må være sann eller usann.' },
    });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('refuses users without rights on every merged taxon', async () => {
    expect(await t.post(PATH, arctosAndMaritimus, null)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.post(PATH, arctosAndMaritimus, { hasAccess: false })).toMatchObject({ status: 403, body: { errorCode: 'NO_ACCESS' } });
    expect(await t.post(PATH, arctosAndMaritimus, editorOf(7))).toMatchObject({
      status: 403,
      body: { errorCode: 'NO_PERMISSION_ON_TAXON', detail: 'Du har ikke tilgang til dette taksonet' },
    });
    expect(await t.post(PATH, arctosAndMaritimus, editorOf(105))).toMatchObject({ status: 403 });
  });

  it('answers an unexpected failure with the default text', async () => {
    t.failNextCommand();
    expect(await t.post(PATH, arctosAndMaritimus)).toMatchObject({ status: 500, body: { detail: 'Noe gikk galt. Kunne ikke synonymisere.' } });
  });

  it('merges for an editor of the genus, and the very next reads show it everywhere', async () => {
    const taxaBefore = (await t.get('/api/v1/Statistics/TaxonCount')).body;
    const namesBefore = (await t.get('/api/v1/Statistics/NamesCount')).body;
    const response = await t.post(PATH, { ...arctosAndMaritimus, commandId: 'merge-bears' }, editorOf(6));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ scientificNameId: 7, taxonId: 7, mergedTaxonIds: [8] });
    expect(response.body.scientificNames.map((n: { id: number; taxonomicStatus: string }) => [n.id, n.taxonomicStatus])).toEqual([
      [7, 'Accepted'],
      [80, 'Synonym'],
      [70, 'Synonym'],
      [8, 'Synonym'],
    ]);

    // name pages
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/8')).body).toMatchObject({ taxonId: 7, mainScientificNameId: 7 });
    const page = (await t.get('/api/v1/TaxonName/ByScientificNameId/7')).body;
    expect(page.vernacularNames.map((v: { vernacularName: string }) => v.vernacularName)).toEqual(['brunbjørn', 'isbjørn', 'kvitbjørn']);
    expect(await t.get('/api/v1/TaxonName/ByTaxonId/8')).toMatchObject({
      status: 404,
      body: { errorCode: 'TAXON_GONE', successor: { reason: 'Merged', successorIds: [7] } },
    });
    // tree
    const children = (await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body;
    expect(children.map((c: { taxonId: number }) => c.taxonId)).not.toContain(8);
    expect(children.find((c: { taxonId: number }) => c.taxonId === 7).scientificNames.map((n: { nameId: number }) => n.nameId)).toEqual(
      expect.arrayContaining([8, 80]),
    );
    // search
    const hits = (await t.get('/api/v1/TaxonName/Search?Search=Ursus%20maritimus')).body;
    expect(hits[0]).toMatchObject({ taxonId: 7, acceptedScientificName: { nameId: 7 } });
    expect(hits.map((h: { taxonId: number }) => h.taxonId)).not.toContain(8);
    // change log
    const changes = (await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/8')).body;
    expect(changes[0]).toMatchObject({
      changeType: 'Merge',
      changeRemarks: 'Samme art',
      changeByUser: 'Rita Redaktør',
      dataBefore: [expect.objectContaining({ taxonId: 8, taxonomicStatus: 'Accepted' })],
      dataAfter: [expect.objectContaining({ taxonId: 7, taxonomicStatus: 'Synonym' })],
    });
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/7')).body[0]).toMatchObject({ changeType: 'Merge' });
    // statistics: one taxon fewer, one more synonym
    expect((await t.get('/api/v1/Statistics/TaxonCount')).body.totalCount).toBe(taxaBefore.totalCount - 1);
    expect((await t.get('/api/v1/Statistics/NamesCount')).body).toEqual({
      totalCount: namesBefore.totalCount,
      acceptedCount: namesBefore.acceptedCount - 1,
      synonymsCount: namesBefore.synonymsCount + 1,
      unresolvedCount: namesBefore.unresolvedCount,
    });
  });

  it('applies the same command id once and answers the first result', async () => {
    const head = await t.stores.events.headPosition();
    const again = await t.post(PATH, { ...arctosAndMaritimus, commandId: 'merge-bears' }, editorOf(6));
    expect(again).toMatchObject({ status: 200, body: { scientificNameId: 7, taxonId: 7, mergedTaxonIds: [8] } });
    expect(await t.stores.events.headPosition()).toBe(head);
  });

  it('applies the same command id sent twice at once once, answering both with the first result', async () => {
    const head = await t.stores.events.headPosition();
    const body = {
      scientificNames: [
        { nameId: 12, taxonomicStatus: 'Accepted' },
        { nameId: 105, taxonomicStatus: 'Synonym' },
      ],
      commandId: 'merge-twice',
    };
    const answers = await Promise.all([t.post(PATH, body), t.post(PATH, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toMatchObject({ scientificNameId: answers[0]!.body.scientificNameId, taxonId: 12, mergedTaxonIds: [105] });
    expect(await t.stores.events.headPosition()).toBe(head + 1);
  });

  it('decides the second of two conflicting merges sent at once against the first one’s result', async () => {
    // Ursus thibetanus (9) into Ursus americanus (10), and at the same time Ursus thibetanus into Ursus arctos (7).
    const intoAmericanus = {
      scientificNames: [
        { nameId: 10, taxonomicStatus: 'Accepted' },
        { nameId: 1000, taxonomicStatus: 'Synonym' },
        { nameId: 1001, taxonomicStatus: 'Synonym' },
        { nameId: 9, taxonomicStatus: 'Synonym' },
        { nameId: 90, taxonomicStatus: 'NotInUse' },
      ],
    };
    const names7 = ['7', '70', '8', '80'].map((id) => ({ nameId: Number(id), taxonomicStatus: id === '7' ? 'Accepted' : 'Synonym' }));
    const intoArctos = { scientificNames: [...names7, { nameId: 9, taxonomicStatus: 'Synonym' }, { nameId: 90, taxonomicStatus: 'NotInUse' }] };
    const answers = await Promise.all([t.post(PATH, intoAmericanus), t.post(PATH, intoArctos)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    // Against the new state the other merge leaves out names of the taxon Ursus thibetanus now belongs to.
    expect(refused.body.errorCode).toBe('MERGE_NAME_WITHOUT_STATUS');
    const winner = answers.find((a) => a.status === 200)!;
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/9')).body.taxonId).toBe(winner.body.taxonId);
  });
});
