import { describe, expect, it } from '@jest/globals';
import { mockFetch } from '../test/mock-fetch';
import { ApiError } from './http';
import { fetchStatistics } from './statistics';
import { fetchTaxonNameInfo, searchTaxa } from './taxon-name';

describe('the typed client (openapi-fetch over the generated types)', () => {
  it('given a read, when it is sent, then it goes to the described path with the query and X-CSRF: 1, answering the body', async () => {
    const fetch = mockFetch([
      ['/api/v1/TaxonName/ByScientificNameId/1005?asOf=2024-01-31', () => ({ scientificNameId: 1005 })],
      ['/api/v1/TaxonName/Search?Search=Ursus+arctos&limit=10', () => [{ taxonId: 1 }]],
      ['/api/v1/Statistics/NamesCountByLanguage?languageId=nb', () => ({ totalCount: 3 })],
    ]);
    await expect(fetchTaxonNameInfo(1005, undefined, '2024-01-31')).resolves.toEqual({ scientificNameId: 1005 });
    await expect(searchTaxa('Ursus arctos', 10)).resolves.toEqual([{ taxonId: 1 }]);
    await expect(fetchStatistics('NamesCountByLanguage', { languageId: 'nb', date: undefined })).resolves.toEqual({ totalCount: 3 });
    expect(fetch.calls.map((c) => c.headers['X-CSRF'])).toEqual(['1', '1', '1']);
    expect(fetch.calls.map((c) => c.headers.accept)).toEqual(['application/json', 'application/json', 'application/json']);
  });

  it('given a problem answer, when a read fails, then it throws ApiError with the errorCode', async () => {
    mockFetch([
      ['/api/v1/TaxonName/ByScientificNameId/9', () => ({ status: 404, body: { errorCode: 'SCIENTIFIC_NAME_NOT_FOUND', detail: 'Fant ikke 9.' } })],
    ]);
    const error = await fetchTaxonNameInfo(9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorCode: 'SCIENTIFIC_NAME_NOT_FOUND', message: 'Fant ikke 9.' });
  });
});
