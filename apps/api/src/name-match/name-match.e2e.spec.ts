import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { MAX_MATCH_NAMES } from './match-request.js';

const H = { 'x-csrf': '1' };
const URL = '/api/v1/TaxonName/Match';

/** The list of the issue: exact, without authorship, typos, a synonym, a vernacular name, a genus and nonsense. */
export const MIXED_LIST: ReadonlyArray<[string, string, number | undefined]> = [
  ['Ursus arctos Linnaeus, 1758', 'exact', 7],
  ['Salix alba', 'canonical', 106],
  ['Ursus arctoss', 'fuzzy', 7],
  ['Ursus arcots', 'fuzzy', 7],
  ['Ursus horribilis', 'synonym', 70],
  ['brunbjørn', 'vernacular', 7],
  ['Salix sp.', 'higherRank', 105],
  ['Qwrtzx plomfbv', 'none', undefined],
];

describe('listesøk: POST /api/v1/TaxonName/Match (public)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const post = async (payload: unknown, query = '', headers: Record<string, string> = H) => {
    const response = await app.inject({
      method: 'POST',
      url: `${URL}${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, response };
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
              { vernacularName: 'brunbjørn', languageIsoCode: 'nn' as const, status: 'Recommended' as const },
              { vernacularName: 'guovža', languageIsoCode: 'se' as const, status: 'Recommended' as const },
            ],
          }
        : t,
    );
    taxa.push({
      key: '106',
      parentKey: '105',
      preferredTaxonId: 106,
      mainName: { scientificName: 'Salix alba', author: 'L.', rank: 'Species', taxonomicStatus: 'Accepted', preferredId: 106 },
      synonyms: [],
      existsInNorway: true,
      vernacularNames: [{ vernacularName: 'hvitpil', languageIsoCode: 'nb', status: 'Recommended' }],
    });
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

  it('answers each input of a mixed list with the right match type, in input order, without login', async () => {
    const { status, response } = await post({ names: MIXED_LIST.map(([input]) => input) });
    expect(status).toBe(200);
    const { results } = response.json() as { results: { input: string; matchType: string; match?: { scientificNameId: number } }[] };
    expect(results.map((r) => [r.input, r.matchType, r.match?.scientificNameId])).toEqual(MIXED_LIST);
  });

  it('gives the accepted name, the vernacular names and presence in Norway', async () => {
    const { response } = await post({ names: ['Ursus horribilis Ord, 1815'] });
    expect(response.json().results[0]).toMatchObject({
      matchType: 'synonym',
      confidence: expect.any(Number),
      match: { scientificNameId: 70, scientificName: 'Ursus horribilis', author: 'Ord, 1815', taxonomicStatus: 'Synonym' },
      acceptedName: { scientificNameId: 7, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', rank: 'Species' },
      vernacularNames: { nb: 'brunbjørn', nn: 'brunbjørn', se: 'guovža' },
      existsInNorway: true,
    });
  });

  it('downloads the results as xlsx and as csv', async () => {
    const names = MIXED_LIST.map(([input]) => input);
    const xlsx = (await post({ names }, '?format=xlsx')).response;
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Innsendt navn');
    expect(sheet.rowCount).toBe(names.length + 1);
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((r) => sheet.getRow(r).getCell(2).value)).toEqual([
      'Eksakt',
      'Navn uten/annen autor',
      'Skrivefeil',
      'Skrivefeil',
      'Synonym',
      'Populærnavn',
      'Høyere nivå',
      'Ingen treff',
    ]);
    expect(sheet.getRow(7).getCell(12).value).toBe('brunbjørn');
    const csv = (await post({ names: ['=cmd()', 'brunbjørn'] }, '?format=csv')).response;
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith("'=cmd()")).toBe(true);
    expect(lines[2]).toContain('Populærnavn;95;7;Ursus arctos');
  });

  it('matches the names of an uploaded text list, skipping a heading', async () => {
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liste.csv"\r\nContent-Type: text/csv\r\n\r\nnavn;antall\r\nbrunbjørn;3\r\nSalix alba L.;1\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: `${URL}/File`,
      headers: { ...H, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { input: string; matchType: string }) => [r.input, r.matchType])).toEqual([
      ['brunbjørn', 'vernacular'],
      ['Salix alba L.', 'exact'],
    ]);
  });

  it('refuses bad input with a Norwegian problem', async () => {
    for (const [payload, detail] of [
      [{}, '«names» må være en liste'],
      [{ names: 'Ursus' }, '«names» må være en liste'],
      [{ names: [] }, 'Listen er tom'],
      [{ names: [1] }, 'ikke tekst'],
      [{ names: ['x'.repeat(501)] }, 'for langt'],
      [{ names: Array.from({ length: MAX_MATCH_NAMES + 1 }, () => 'Ursus') }, 'Største tillatte antall er 10'],
      [{ names: ['Ursus'], options: { fuzzy: 'ja' } }, '«fuzzy» må være true eller false'],
      [{ names: ['Ursus'], options: { evil: true } }, 'Ukjent valg'],
    ] as const) {
      const { status, response } = await post(payload);
      expect(status).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ errorCode: 'INVALID_REQUEST', detail: expect.stringContaining(detail) });
    }
    expect((await post({ names: ['Ursus'] }, '?format=pdf')).status).toBe(400);
    expect((await post({ names: ['Ursus'] }, '', {})).status).toBe(401);
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const { status, response } = await post({ names: ['x'.repeat(5 * 1024 * 1024)] });
    expect(status).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 10 000 names at once', async () => {
    const names = Array.from({ length: MAX_MATCH_NAMES }, (_, i) => (i % 2 ? 'Ursus arctos' : `Nonsens${i} art`));
    const { status, response } = await post({ names });
    expect(status).toBe(200);
    const { results } = response.json() as { results: { input: string; matchType: string }[] };
    expect(results).toHaveLength(MAX_MATCH_NAMES);
    expect(results[9_999]).toMatchObject({ input: 'Ursus arctos', matchType: 'canonical' });
    expect(results[0]).toMatchObject({ input: 'Nonsens0 art', matchType: 'none' });
  });

  describe('long lists as a job: POST /Match/Jobs', () => {
    const finished = async (jobId: string) => {
      for (;;) {
        const job = (await app.inject({ method: 'GET', url: `${URL}/Jobs/${jobId}`, headers: H })).json();
        if (job.state !== 'waiting' && job.state !== 'active') return job;
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    it('given more names than one request takes, when they are sent as a job, then it reports progress and its results come back in input order, as json and as files', async () => {
      const names = Array.from({ length: MAX_MATCH_NAMES + 500 }, (_, i) =>
        i % 3 === 0 ? 'brunbjørn' : i % 3 === 1 ? 'Ursus arctos' : `Nonsens${i} art`,
      );
      const { status, response } = await post({ names, options: { fuzzy: false } }, '/Jobs');
      expect(status).toBe(202);
      const started = response.json();
      expect(started).toMatchObject({ state: expect.stringMatching(/waiting|active|completed/) });
      const early = await app.inject({ method: 'GET', url: `${URL}/Jobs/${started.jobId}/Result`, headers: H });
      if (early.statusCode !== 200) expect(early.json()).toMatchObject({ errorCode: 'MATCH_RESULT_NOT_READY' });
      const job = await finished(started.jobId);
      expect(job).toMatchObject({ state: 'completed', progress: 100, count: names.length, resultUrl: `${URL}/Jobs/${started.jobId}/Result` });
      expect(job.counts).toEqual({ vernacular: 3_500, canonical: 3_500, none: 3_500 });
      const json = await app.inject({ method: 'GET', url: job.resultUrl, headers: H });
      const { results } = json.json() as { results: { input: string; matchType: string }[] };
      expect(results.map((r) => r.input)).toEqual(names);
      expect(results[10_498]).toMatchObject({ input: 'Ursus arctos', matchType: 'canonical' });
      const csv = await app.inject({ method: 'GET', url: `${job.resultUrl}?format=csv`, headers: H });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(names.length + 1);
    });

    it('given an uploaded file, when it is sent as a job, then its names are matched', async () => {
      const boundary = 'xyz';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="liste.txt"\r\nContent-Type: text/plain\r\n\r\nnavn\r\nbrunbjørn\r\nSalix alba L.\r\n--${boundary}--\r\n`;
      const response = await app.inject({
        method: 'POST',
        url: `${URL}/Jobs`,
        headers: { ...H, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(202);
      const job = await finished(response.json().jobId);
      expect(job).toMatchObject({ state: 'completed', count: 2, counts: { vernacular: 1, exact: 1 } });
    });

    it('given bad input or an unknown job, when asked, then a Norwegian problem answers', async () => {
      const tooMany = await post({ names: Array.from({ length: 100_001 }, () => 'Ursus') }, '/Jobs');
      expect(tooMany.status).toBe(400);
      expect(tooMany.response.json().detail).toContain('Største tillatte antall er 100');
      expect((await post({ names: [] }, '/Jobs')).status).toBe(400);
      const unknown = await app.inject({ method: 'GET', url: `${URL}/Jobs/nope`, headers: H });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorCode: 'JOB_NOT_FOUND' });
    });
  });
});
