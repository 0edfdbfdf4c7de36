import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const URL = '/api/v1/TaxonomicOperations/TransferParent';
const PREVIEW = `${URL}/Preview`;
const names = (nodes: { presentationName: string }[]) => nodes.map((n) => n.presentationName);
const classification = (info: { higherClassification: { scientificName: string }[] }) => info.higherClassification.map((h) => h.scientificName);

describe('POST /api/v1/TaxonomicOperations/TransferParent', () => {
  let t: OperationTestApp;
  let helarctosMaritimus = 0;
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
  });
  afterAll(() => t.close());

  it('previews a species move into another genus: hierarchies, allowed ranks and the new combination', async () => {
    const { status, body } = await t.call('GET', `${PREVIEW}?scientificNameId=7&newParentScientificNameId=8`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      scientificNameId: 7,
      taxonId: 7,
      isValid: true,
      invalidReasons: [],
      genusChanged: true,
      isAnimalia: true,
      hasPermission: true,
      allowedParentRanks: ['Genus', 'Subgenus', 'Section'],
      oldParent: { scientificNameId: 6, scientificName: 'Ursus' },
      newParent: { scientificNameId: 8, scientificName: 'Helarctos', scientificNamePresentationHtml: '<i>Helarctos</i>' },
    });
    expect(body.commonAncestors.map((a: { scientificName: string }) => a.scientificName)).toEqual([
      'Biota',
      'Animalia',
      'Chordata',
      'Mammalia',
      'Carnivora',
      'Ursidae',
    ]);
    expect(body.oldHierarchy.map((a: { scientificName: string }) => a.scientificName)).toEqual(['Ursus']);
    expect(body.newHierarchy.map((a: { scientificName: string }) => a.scientificName)).toEqual(['Helarctos']);
    expect(
      body.changes.map((c: { oldScientificName: string; newNameScientificName: string; newAuthor: string }) => [
        c.oldScientificName,
        c.newNameScientificName,
        c.newAuthor,
      ]),
    ).toEqual([
      ['Ursus arctos', 'Helarctos arctos', '(Linnaeus, 1758)'],
      ['Ursus arctos arctos', 'Helarctos arctos arctos', '(Linnaeus, 1758)'],
    ]);
    expect(body.changedChildren).toHaveLength(1);
  });

  it('previews the invalid reasons with the spec texts, and the chosen name alone', async () => {
    const invalid = await t.call('GET', `${PREVIEW}?scientificNameId=70&newParentScientificNameId=4`);
    expect(invalid.body.isValid).toBe(false);
    expect(invalid.body.invalidReasons).toEqual([
      { reason: 'unmovableTaxa', errorCode: 'TRANSFER_UNMOVABLE', detail: 'Dette elementet kan ikke flyttes.' },
      { reason: 'notAllowedRank', errorCode: 'TRANSFER_NOT_ALLOWED_RANK', detail: 'Valgt plassering er ikke tillat for denne taksonomiske rangen' },
    ]);
    const alone = await t.call('GET', `${PREVIEW}?scientificNameId=8`);
    expect(alone.body).toMatchObject({
      isValid: false,
      newParent: null,
      invalidReasons: [],
      allowedParentRanks: ['Family', 'Subfamily', 'Tribe', 'Subtribe'],
    });
    const plant = await t.call('GET', `${PREVIEW}?scientificNameId=106&newParentScientificNameId=108`);
    expect(plant.body).toMatchObject({ isAnimalia: false, invalidReasons: [{ reason: 'authorEditorRequired' }] });
    expect(
      (await t.call('GET', `${PREVIEW}?scientificNameId=106&newParentScientificNameId=108&authorEditor=Testesen`)).body.changes[0],
    ).toMatchObject({ newAuthor: '(L.) Testesen' });
    expect((await t.call('GET', `${PREVIEW}?scientificNameId=11&newParentScientificNameId=8`, undefined, ACTORS.editor(6))).body.hasPermission).toBe(
      false,
    );
    expect(await t.call('GET', `${PREVIEW}?scientificNameId=abc`)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_SCIENTIFIC_NAME_ID' } });
    expect(await t.call('GET', `${PREVIEW}?scientificNameId=4242`)).toMatchObject({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND' } });
    expect(await t.call('GET', `${PREVIEW}?scientificNameId=8`, undefined, ACTORS.anonymous)).toMatchObject({ status: 403 });
  });

  it('moves a species into another genus as a new combination; tree, name pages, search, history and statistics follow', async () => {
    const namesBefore = (await t.get('/api/v1/Statistics/NamesCount')).body;
    const response = await t.call('POST', URL, {
      scientificNameId: 11,
      oldParentScientificNameId: 6,
      newParentScientificNameId: 8,
      remark: 'Ny slekt',
    });
    expect(response.status).toBe(200);
    helarctosMaritimus = response.body.scientificNameId;
    expect(response.body).toMatchObject({
      taxonId: 11,
      oldParentTaxonId: 6,
      newParentTaxonId: 8,
      newCombinations: [{ oldScientificNameId: 11, newScientificNameId: helarctosMaritimus }],
    });

    expect(names((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/8')).body)).toEqual(['Helarctos malayanus', 'Helarctos maritimus']);
    expect(names((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body)).toEqual(['Ursus arctos']);
    const page = (await t.get(`/api/v1/TaxonName/ByScientificNameId/${helarctosMaritimus}`)).body;
    expect(
      page.scientificNames.map((n: { scientificName: string; scientificNameAuthorship: string; taxonomicStatus: string }) => [
        n.scientificName,
        n.scientificNameAuthorship,
        n.taxonomicStatus,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Helarctos maritimus', '(Phipps, 1774)', 'Accepted'],
        ['Ursus maritimus', 'Phipps, 1774', 'Synonym'],
        ['Thalarctos maritimus', '(Phipps, 1774)', 'Synonym'],
      ]),
    );
    expect(classification(page).slice(-2)).toEqual(['Helarctos', 'Helarctos maritimus']);
    expect(page.vernacularNames.map((v: { vernacularName: string }) => v.vernacularName)).toContain('isbjørn');
    expect((await t.get('/api/v1/TaxonName/ByScientificNameId/11')).body).toMatchObject({
      scientificNameId: 11,
      taxonId: 11,
      mainScientificNameId: helarctosMaritimus,
    });
    const search = (await t.get('/api/v1/TaxonName/Search?Search=maritimus')).body;
    expect(search[0]).toMatchObject({ taxonId: 11, acceptedScientificName: { nameId: helarctosMaritimus } });
    const history = (await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/11')).body;
    expect(
      history
        .slice(0, 2)
        .map((h: { changeType: string }) => h.changeType)
        .sort(),
    ).toEqual(['ParentChange', 'ValidNameChange']);
    const parentChange = history.find((h: { changeType: string }) => h.changeType === 'ParentChange');
    expect(parentChange).toMatchObject({
      changeRemarks: 'Ny slekt',
      dataBefore: [{ parentScientificName: 'Ursus' }],
      dataAfter: [{ parentScientificName: 'Helarctos' }],
    });
    expect((await t.get(`/api/v1/TaxonName/Changes/ByScientificNameId/${helarctosMaritimus}`)).body.length).toBe(2);
    const namesAfter = (await t.get('/api/v1/Statistics/NamesCount')).body;
    expect(namesAfter).toEqual({
      totalCount: namesBefore.totalCount + 1,
      acceptedCount: namesBefore.acceptedCount,
      synonymsCount: namesBefore.synonymsCount + 1,
      unresolvedCount: namesBefore.unresolvedCount,
    });
  });

  it('moves a genus to another family with its subtree; descendants show the new hierarchy at once', async () => {
    const response = await t.call('POST', URL, { scientificNameId: 8, oldParentScientificNameId: 5, newParentScientificNameId: 10 });
    expect(response).toMatchObject({ status: 200, body: { scientificNameId: 8, taxonId: 8, newCombinations: [] } });
    expect(names((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/10')).body)).toEqual(['Helarctos']);
    expect(names((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/5')).body)).toEqual(['Ursus']);
    expect(classification((await t.get(`/api/v1/TaxonName/ByScientificNameId/${helarctosMaritimus}`)).body)).toEqual([
      'Animalia',
      'Chordata',
      'Mammalia',
      'Carnivora',
      'Canidae',
      'Helarctos',
      'Helarctos maritimus',
    ]);
    expect((await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/8')).body[0]).toMatchObject({
      changeType: 'ParentChange',
      dataBefore: [{ parentScientificName: 'Ursidae' }],
      dataAfter: [{ parentScientificName: 'Canidae' }],
    });
  });

  it('moves a plant species with the author editor, and refuses without it', async () => {
    expect(await t.call('POST', URL, { scientificNameId: 106, newParentScientificNameId: 108 })).toMatchObject({
      status: 400,
      body: { errorCode: 'TRANSFER_AUTHOR_EDITOR_REQUIRED', field: 'authorEditor' },
    });
    const response = await t.call('POST', URL, { scientificNameId: 106, newParentScientificNameId: 108, authorEditor: 'Testesen' });
    expect(response.status).toBe(200);
    const children = (await t.get('/api/v1/TaxonName/Children/ByScientificNameId/108')).body;
    expect(children[0]).toMatchObject({ presentationName: 'Betula lapponum', author: '(L.) Testesen' });
    expect((await t.get('/api/v1/TaxonName/Children/ByTaxonNameId/106')).body[0]).toMatchObject({
      presentationName: 'Betula lapponum subsp. daphneola',
      author: '(Schleich.) Testesen',
    });
  });

  it('refuses invalid moves with the spec texts and writes nothing', async () => {
    const before = await t.stores.events.headPosition();
    const cases: [unknown, number, string, string?][] = [
      [{ scientificNameId: -1, newParentScientificNameId: -2 }, 400, 'TRANSFER_SPHERE', 'Sfære er toppnivå og kan ikke omplasseres'],
      [{ scientificNameId: 70, newParentScientificNameId: 6 }, 400, 'TRANSFER_UNMOVABLE', 'Dette elementet kan ikke flyttes.'],
      [{ scientificNameId: 6, newParentScientificNameId: 5 }, 400, 'TRANSFER_IS_SELF', 'Ingen endring'],
      [{ scientificNameId: 5, newParentScientificNameId: 7 }, 400, 'TRANSFER_CHILD_OF_SELF', 'Kan ikke være underelement av seg selv'],
      [
        { scientificNameId: 6, newParentScientificNameId: 4 },
        400,
        'TRANSFER_NOT_ALLOWED_RANK',
        'Valgt plassering er ikke tillat for denne taksonomiske rangen',
      ],
      [{ scientificNameId: 6, oldParentScientificNameId: 10, newParentScientificNameId: 10 }, 409, 'TRANSFER_STALE_OLD_PARENT'],
      [
        { scientificNameId: 12, newParentScientificNameId: 6, newNames: [{ scientificNameId: 12, newScientificName: 'Ursus arctos' }] },
        409,
        'TRANSFER_HOMONYM',
      ],
      [{ scientificNameId: 6, newParentScientificNameId: 4242 }, 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
      [{ scientificNameId: 6 }, 400, 'INVALID_REQUEST', 'Velg en ny plassering.'],
      [{ scientificNameId: 'seks', newParentScientificNameId: 5 }, 400, 'INVALID_REQUEST'],
      [{ scientificNameId: 6, newParentScientificNameId: 10, newNames: [{ newScientificName: 'x' }] }, 400, 'INVALID_REQUEST'],
    ];
    for (const [payload, status, errorCode, detail] of cases) {
      const response = await t.call('POST', URL, payload);
      expect({ payload, status: response.status, errorCode: response.body.errorCode }).toEqual({ payload, status, errorCode });
      if (detail) expect(response.body.detail).toBe(detail);
    }
    expect(await t.stores.events.headPosition()).toBe(before);
  });

  it('needs rights on the moved taxon and on the new parent', async () => {
    const move = { scientificNameId: 12, newParentScientificNameId: 6 };
    expect(await t.call('POST', URL, move, ACTORS.anonymous)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.call('POST', URL, move, ACTORS.noAccess)).toMatchObject({ status: 403, body: { errorCode: 'NO_ACCESS' } });
    expect(await t.call('POST', URL, move, ACTORS.editor(105))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.call('POST', URL, move, ACTORS.editor(6))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    // rights on the moved taxon alone are not enough: the new parent needs them too
    expect(await t.call('POST', URL, move, ACTORS.editor(8))).toMatchObject({ status: 403, body: { errorCode: 'NO_PERMISSION_ON_TAXON' } });
    expect(await t.call('POST', URL, move, ACTORS.editor(6, 8))).toMatchObject({ status: 200 });
    expect((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6')).body.map((n: { taxonId: number }) => n.taxonId)).toContain(12);
  });

  it('answers two conflicting moves sent at once: one succeeds, the other is decided again and refused', async () => {
    const a = t.call('POST', URL, { scientificNameId: 8, oldParentScientificNameId: 10, newParentScientificNameId: 5, commandId: 'race-a' });
    const b = t.call('POST', URL, { scientificNameId: 8, oldParentScientificNameId: 10, newParentScientificNameId: 5, commandId: 'race-b' });
    const statuses = (await Promise.all([a, b])).map((r) => [r.status, r.body.errorCode]).sort();
    expect(statuses).toEqual([
      [200, null],
      [409, 'TRANSFER_STALE_OLD_PARENT'],
    ]);
    expect(names((await t.get('/api/v1/TaxonName/Children/ByScientificNameId/5')).body)).toEqual(['Helarctos', 'Ursus']);
  });

  it('applies a repeated command id once', async () => {
    const before = await t.stores.events.headPosition();
    const payload = { scientificNameId: 8, oldParentScientificNameId: 5, newParentScientificNameId: 10, commandId: 'move-once' };
    const first = await t.call('POST', URL, payload);
    const again = await t.call('POST', URL, payload);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await t.stores.events.headPosition()).toBe(before + 1);
  });

  it('answers the default failure text when something unexpected breaks', async () => {
    const spy = jest.spyOn(t.stores.register, 'execute').mockRejectedValueOnce(new Error('disk full'));
    const response = await t.call('POST', URL, { scientificNameId: 8, newParentScientificNameId: 5 });
    spy.mockRestore();
    expect(response).toMatchObject({ status: 500, body: { detail: 'Noe gikk galt. Kunne ikke Forflytte.', errorCode: 'OPERATION_FAILED' } });
  });
});
