import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { editTransferTree } from '../../../../../libs/domain/src/testing/edit-transfer-fixtures.js';
import { ACTORS, openOperationTestApp, type OperationTestApp } from '../../testing/operation-http.js';

const URL = '/api/v1/TaxonomicOperations/UpdateVernacularNames';
type Vernacular = {
  nameId: number;
  vernacularName: string;
  languageIsoCode: string;
  vernacularNameStatus: string;
  comment: string;
  reference: string;
};

describe('POST /api/v1/TaxonomicOperations/UpdateVernacularNames', () => {
  let t: OperationTestApp;
  /** The polar bear's (taxon 11) vernacular names as the edit screen loads them. */
  const stored = async (): Promise<Vernacular[]> => (await t.get('/api/v1/TaxonName/ByTaxonId/11')).body.vernacularNames;
  const entry = (v: Vernacular, operation: string, extra: Partial<Vernacular> = {}) => ({
    nameId: v.nameId,
    vernacularName: v.vernacularName,
    languageIsoCode: v.languageIsoCode,
    vernacularNameStatus: v.vernacularNameStatus,
    reference: v.reference,
    comment: v.comment,
    operation,
    ...extra,
  });
  beforeAll(async () => {
    t = await openOperationTestApp(editTransferTree());
  });
  afterAll(() => t.close());

  it('adds, modifies and deletes; name page, search, change log and statistics show it on the next request', async () => {
    const [isbjorn, kvitbjorn, isbjornNn] = await stored();
    expect([isbjorn!.vernacularName, kvitbjorn!.vernacularName, isbjornNn!.languageIsoCode]).toEqual(['isbjørn', 'kvitbjørn', 'nn']);
    const nnBefore = (await t.get('/api/v1/Statistics/NamesCountByLanguage?languageId=nn')).body.totalCount;
    const response = await t.call('POST', URL, {
      taxonId: 11,
      remark: 'Populærnavn gjennomgått',
      vernacularNames: [
        entry(isbjorn!, 'modified', { vernacularNameStatus: 'NotRecommended' }),
        entry(kvitbjorn!, 'modified', { vernacularNameStatus: 'Recommended', comment: 'Mest brukt' }),
        entry(isbjornNn!, 'deleted'),
        {
          vernacularName: 'jiekŋačuoivvas',
          languageIsoCode: 'se',
          vernacularNameStatus: 'Recommended',
          operation: 'added',
          comment: '',
          reference: '',
        },
      ],
    });
    expect(response).toEqual({ status: 200, body: { taxonId: 11, scientificNameId: 11, detail: null, errorCode: null } });

    const names = await stored();
    expect(names.map((v) => `${v.languageIsoCode}:${v.vernacularName}:${v.vernacularNameStatus}`).sort()).toEqual([
      'nb:isbjørn:NotRecommended',
      'nb:kvitbjørn:Recommended',
      'se:jiekŋačuoivvas:Recommended',
    ]);
    const search = await t.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('jiekŋačuoivvas')}`);
    expect(search.body[0]).toMatchObject({ taxonId: 11 });
    const tree = await t.get('/api/v1/TaxonName/Children/ByScientificNameId/6');
    expect(tree.body.find((n: { taxonId: number }) => n.taxonId === 11).preferredVernacularNames).toEqual(
      expect.arrayContaining([
        { name: 'kvitbjørn', nameLanguageIso: 'nb' },
        { name: 'jiekŋačuoivvas', nameLanguageIso: 'se' },
      ]),
    );
    const history = (await t.get('/api/v1/TaxonName/Changes/ByScientificNameId/11')).body;
    expect(
      history
        .slice(0, 3)
        .map((h: { changeType: string }) => h.changeType)
        .sort(),
    ).toEqual(['Edit', 'Inserted', 'Remove']);
    expect(history[0]).toMatchObject({ changeRemarks: 'Populærnavn gjennomgått', changeByUser: 'Test Admin' });
    expect((await t.get('/api/v1/Statistics/NamesCountByLanguage?languageId=nn')).body.totalCount).toBe(nnBefore - 1);
  });

  it('refuses invalid lists with problem JSON and writes nothing', async () => {
    const before = await t.stores.events.headPosition();
    const [isbjorn] = await stored();
    const cases: [unknown, number, string][] = [
      [
        {
          taxonId: 11,
          vernacularNames: [{ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }],
        },
        400,
        'VERNACULAR_MORE_THAN_ONE_RECOMMENDED',
      ],
      [
        {
          taxonId: 11,
          vernacularNames: [{ vernacularName: 'Isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' }],
        },
        400,
        'VERNACULAR_NAME_DUPLICATE',
      ],
      [
        {
          taxonId: 11,
          vernacularNames: [
            { nameId: 999999, vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'deleted' },
          ],
        },
        400,
        'VERNACULAR_NAME_NOT_ON_TAXON',
      ],
      [{ taxonId: 11, vernacularNames: [entry(isbjorn!, 'modified')] }, 400, 'NO_CHANGE'],
      [
        { taxonId: 11, vernacularNames: [{ vernacularName: 'polar bear', languageIsoCode: 'en', vernacularNameStatus: 'Recommended' }] },
        400,
        'INVALID_REQUEST',
      ],
      [
        { taxonId: 11, vernacularNames: [{ vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'renamed' }] },
        400,
        'INVALID_REQUEST',
      ],
      [{ taxonId: 11, vernacularNames: 'isbjørn' }, 400, 'INVALID_REQUEST'],
      [{ taxonId: 'elleve', vernacularNames: [] }, 400, 'INVALID_REQUEST'],
      [{ taxonId: 4242, vernacularNames: [] }, 404, 'TAXON_NOT_FOUND'],
    ];
    for (const [payload, status, errorCode] of cases) {
      const response = await t.call('POST', URL, payload);
      expect({ payload, status: response.status, errorCode: response.body.errorCode }).toEqual({ payload, status, errorCode });
    }
    expect(await t.stores.events.headPosition()).toBe(before);
  });

  it('needs a logged-in, active user with rights on the taxon', async () => {
    const add = (name: string) => ({
      taxonId: 7,
      vernacularNames: [{ vernacularName: name, languageIsoCode: 'nn', vernacularNameStatus: 'Recommended', operation: 'added' }],
    });
    expect(await t.call('POST', URL, add('brunbjørn'), ACTORS.anonymous)).toMatchObject({ status: 403, body: { errorCode: 'NOT_LOGGED_IN' } });
    expect(await t.call('POST', URL, add('brunbjørn'), ACTORS.noAccess)).toMatchObject({ status: 403, body: { errorCode: 'NO_ACCESS' } });
    expect(await t.call('POST', URL, add('brunbjørn'), ACTORS.editor(105))).toMatchObject({
      status: 403,
      body: { errorCode: 'NO_PERMISSION_ON_TAXON' },
    });
    expect(await t.call('POST', URL, add('brunbjørn'), ACTORS.editor(6))).toMatchObject({ status: 200, body: { taxonId: 7, scientificNameId: 7 } });
    expect((await t.get('/api/v1/TaxonName/ByTaxonId/7')).body.vernacularNames.map((v: Vernacular) => v.languageIsoCode).sort()).toEqual([
      'nb',
      'nn',
    ]);
  });

  it('applies a repeated command id once', async () => {
    const before = await t.stores.events.headPosition();
    const payload = {
      taxonId: 12,
      commandId: 'vern-once',
      vernacularNames: [{ vernacularName: 'malaybjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }],
    };
    const first = await t.call('POST', URL, payload);
    const again = await t.call('POST', URL, payload);
    expect(first).toEqual(again);
    expect(first.status).toBe(200);
    expect(await t.stores.events.headPosition()).toBe(before + 1);
    expect((await t.get('/api/v1/TaxonName/ByTaxonId/12')).body.vernacularNames).toHaveLength(1);
  });

  it('answers the default failure text when something unexpected breaks', async () => {
    const spy = jest.spyOn(t.stores.register, 'execute').mockRejectedValueOnce(new Error('disk full'));
    const response = await t.call('POST', URL, { taxonId: 12, vernacularNames: [] });
    spy.mockRestore();
    expect(response).toMatchObject({
      status: 500,
      body: { detail: 'Noe gikk galt. Kunne ikke redigere populærnavn.', errorCode: 'OPERATION_FAILED' },
    });
  });
});
