import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ExcelJS from 'exceljs';
import { REGISTER_STREAM, type ImportedTaxon } from '@navnebase/domain';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { occupyWorkers } from '../jobs/testing/occupied-workers.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { multipart, rowsOfXlsx, xlsxFile, XLSX, type Cells } from './testing/spreadsheets.js';
import { zipBombXlsx } from './testing/zip-bomb.js';
import { zipEntries } from './testing/zip-entries.js';

const CSRF = { 'x-csrf': '1' };
const ADMIN = { ...CSRF, ...actorHeader() };
const EDITOR = { ...CSRF, ...actorHeader({ userId: 'editor', name: 'Redaktør', isAdmin: false, permissions: [1] }) };

const fixture = (): ImportedTaxon[] =>
  mammalTree().map((t) =>
    t.key === '7'
      ? {
          ...t,
          existsInNorway: true,
          vernacularNames: [
            { vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'Recommended' },
            { vernacularName: 'bjørn', languageIsoCode: 'nb', status: 'NotRecommended' },
            { vernacularName: 'brunbjørn', languageIsoCode: 'nn', status: 'Recommended' },
            { vernacularName: 'guovža', languageIsoCode: 'se', status: 'Recommended' },
          ],
        }
      : t,
  );

describe('DataTransfer over HTTP (spec 2 §2.7–2.8, §7)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;

  const get = (url: string, headers: Record<string, string> = CSRF) => app.inject({ method: 'GET', url, headers });
  const upload = (files: Parameters<typeof multipart>[0], query = '', headers: Record<string, string> = ADMIN) => {
    const body = multipart(files);
    return app.inject({
      method: 'POST',
      url: `/api/v1/DataTransfer/Import${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const xlsxUpload = async (header: string[], rows: Cells[], query = '', headers: Record<string, string> = ADMIN) =>
    upload([{ fileName: 'navn.xlsx', contentType: XLSX, content: await xlsxFile(header, rows) }], query, headers);
  const revision = () => stores.events.streamRevision(REGISTER_STREAM);
  /** Follows a job until it ends (pausing between polls, so the job itself gets the event loop). */
  const finishedJob = async (jobId: string, headers: Record<string, string>) => {
    for (;;) {
      const job = (await get(`/api/v1/DataTransfer/Jobs/${jobId}`, headers)).json();
      if (job.state !== 'waiting' && job.state !== 'active') return job;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    stores = await openTestRegister({ usePostgres: true });
    await run(stores, { type: 'ImportTaxa', data: { importId: 'fixture', source: 'test', taxa: fixture() }, metadata: systemMetadata() });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  describe('export', () => {
    it('exports the subtree as xlsx, main names only by default, without login', async () => {
      const response = await get('/api/v1/DataTransfer/Export?scientificNameId=5');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="navnebase-Ursidae.xlsx"; filename*=UTF-8''navnebase-Ursidae.xlsx`);
      const [header, ...rows] = await rowsOfXlsx(response.rawPayload);
      expect(header!.slice(0, 6)).toEqual(['scientificNameId', 'taxonId', 'parentScientificNameId', 'rank', 'scientificName', 'author']);
      expect(header).not.toContain('vernacularNames_nb');
      expect(rows.map((r) => r.slice(0, 5))).toEqual([
        ['5', '5', '4', 'Family', 'Ursidae'],
        ['6', '6', '5', 'Genus', 'Ursus'],
        ['7', '7', '6', 'Species', 'Ursus arctos'],
      ]);
      expect(rows[2]![header!.indexOf('existsInNorway')]).toBe('1');
    });

    it('adds synonyms and vernacular names per language when asked, recommended name first', async () => {
      const response = await get('/api/v1/DataTransfer/Export?scientificNameId=7&includeSynonyms=true&includeVernacularNames=true&exportType=Excel');
      const [header, ...rows] = await rowsOfXlsx(response.rawPayload);
      const cell = (row: string[], key: string) => row[header!.indexOf(key)] ?? '';
      expect(
        rows.map((r) => [cell(r, 'scientificNameId'), cell(r, 'taxonomicStatus'), cell(r, 'acceptedScientificNameId'), cell(r, 'acceptedTaxonId')]),
      ).toEqual([
        ['7', 'Accepted', '', ''],
        ['70', 'Synonym', '7', '7'],
      ]);
      expect([cell(rows[0]!, 'vernacularNames_nb'), cell(rows[0]!, 'vernacularNames_nn'), cell(rows[0]!, 'vernacularNames_se')]).toEqual([
        'brunbjørn | bjørn',
        'brunbjørn',
        'guovža',
      ]);
      expect(cell(rows[1]!, 'vernacularNames_nb')).toBe('');
    });

    it('streams csv as UTF-8 with BOM and semicolons, with a safe file name and its extension', async () => {
      const response = await get(
        `/api/v1/DataTransfer/Export?scientificNameId=7&exportType=Csv&includeVernacularNames=true&fileName=${encodeURIComponent('../mine "bjørner"')}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="mine bjorner.csv"; filename*=UTF-8''mine%20bj%C3%B8rner.csv`);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.payload.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]!.split(';').slice(0, 3)).toEqual(['scientificNameId', 'taxonId', 'parentScientificNameId']);
      expect(lines[1]).toContain(';Ursus arctos;Linnaeus, 1758;');
      expect(lines[1]).toContain(';brunbjørn | bjørn;brunbjørn;guovža');
      expect(lines.filter(Boolean)).toHaveLength(2);
    });

    it('refuses an unknown name, an empty subtree, a missing name and an unknown type, never with an empty file', async () => {
      const unknown = await get('/api/v1/DataTransfer/Export?scientificNameId=4242');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errorCode: 'EXPORT_NAME_NOT_FOUND',
        detail: 'Kunne ikke eksportere. Finner ikke vitenskapelig navn med id 4242.',
      });
      const empty = await get('/api/v1/DataTransfer/Export?scientificNameId=-2');
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toMatchObject({ errorCode: 'EXPORT_EMPTY', detail: expect.stringMatching(/^Kunne ikke eksportere\./) });
      expect(empty.headers['content-type']).toContain('application/problem+json');
      const missing = await get('/api/v1/DataTransfer/Export');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe('Kunne ikke eksportere. Du må velge et navn å eksportere.');
      const type = await get('/api/v1/DataTransfer/Export?scientificNameId=5&exportType=Pdf');
      expect(type.statusCode).toBe(400);
      expect(type.json().detail).toContain('Ukjent eksporttype «Pdf»');
    });

    it('exports a Darwin Core Archive and a ColDP package of the subtree', async () => {
      const dwca = await get('/api/v1/DataTransfer/Export?scientificNameId=6&exportType=DwcA&includeSynonyms=true&includeVernacularNames=true');
      expect(dwca.statusCode).toBe(200);
      expect(dwca.headers['content-disposition']).toContain('navnebase-Ursus.zip');
      const files = await zipEntries(dwca.rawPayload);
      expect(Object.keys(files).sort()).toEqual(['meta.xml', 'taxon.txt', 'vernacularname.txt']);
      expect(files['meta.xml']).toContain('<location>taxon.txt</location>');
      expect(files['taxon.txt']!.split('\n').filter(Boolean)).toEqual([
        'taxonID\tparentNameUsageID\tacceptedNameUsageID\tscientificName\tscientificNameAuthorship\ttaxonRank\ttaxonomicStatus\tnomenclaturalStatus\tnamePublishedIn\treferences\ttaxonRemarks',
        '6\t\t\tUrsus Linnaeus, 1758\tLinnaeus, 1758\tgenus\taccepted\t\t\t\t',
        '7\t6\t\tUrsus arctos Linnaeus, 1758\tLinnaeus, 1758\tspecies\taccepted\t\t\t\t',
        '70\t\t7\tUrsus horribilis Ord, 1815\tOrd, 1815\tspecies\tsynonym\t\t\t\t',
      ]);
      expect(files['vernacularname.txt']).toContain('7\tbrunbjørn\tnb\ttrue\t\t\n7\tbjørn\tnb\tfalse\t\t\n');
      const coldp = await zipEntries(
        (await get('/api/v1/DataTransfer/Export?scientificNameId=6&exportType=ColDP&includeSynonyms=true&includeVernacularNames=true')).rawPayload,
      );
      expect(Object.keys(coldp).sort()).toEqual(['NameUsage.tsv', 'VernacularName.tsv']);
      expect(coldp['NameUsage.tsv']).toContain('70\t7\tsynonym\tUrsus horribilis\tOrd, 1815\tspecies\t\t\n');
      expect(coldp['VernacularName.tsv']).toContain('7\tguovža\tsme\ttrue\t\n');
    });

    it('runs a large export as a job: progress, then the same file at the job link', async () => {
      const started = await app.inject({ method: 'POST', url: '/api/v1/DataTransfer/Export?scientificNameId=1&includeSynonyms=true', headers: CSRF });
      expect(started.statusCode).toBe(202);
      const { jobId } = started.json();
      const job = await finishedJob(jobId, CSRF);
      expect(job).toMatchObject({
        type: 'Export',
        state: 'completed',
        progress: 100,
        fileName: 'navnebase-Animalia.xlsx',
        fileUrl: `/api/v1/DataTransfer/Jobs/${jobId}/File`,
      });
      const file = await get(job.fileUrl);
      expect(file.statusCode).toBe(200);
      const direct = await get('/api/v1/DataTransfer/Export?scientificNameId=1&includeSynonyms=true');
      expect(await rowsOfXlsx(file.rawPayload)).toEqual(await rowsOfXlsx(direct.rawPayload));
      // a plain link (an e-mail, curl -O) downloads it: no X-CSRF header, no session
      const plain = await app.inject({ method: 'GET', url: job.fileUrl });
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.equals(file.rawPayload)).toBe(true);
      // the job's state and every other job route still need the header
      expect((await app.inject({ method: 'GET', url: `/api/v1/DataTransfer/Jobs/${jobId}` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/v1/DataTransfer/Jobs/not-a-job/File' })).statusCode).toBe(401);
    });
  });

  describe('cancelling a job', () => {
    const OTHER = { ...CSRF, ...actorHeader({ userId: 'other', name: 'Annen', isAdmin: false, permissions: [] }) };
    const start = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/api/v1/DataTransfer/Export?scientificNameId=5', headers })).json().jobId as string;
    const cancel = (jobId: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/v1/DataTransfer/Jobs/${jobId}/Cancel`, headers });

    it('is for the user who started it, or an administrator: holding the id is not enough', async () => {
      const editors = await start(EDITOR);
      const refused = await cancel(editors, OTHER);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        errorCode: 'NOT_JOB_OWNER',
        detail: 'Bare den som startet jobben, eller en administrator, kan avbryte den.',
      });
      expect((await cancel(editors, CSRF)).json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
      expect((await cancel(editors, EDITOR)).statusCode).toBe(200);
      expect((await cancel(await start(EDITOR), ADMIN)).statusCode).toBe(200);
      // a job started anonymously has no owner: only an administrator may cancel it
      const anonymous = await start(CSRF);
      expect((await cancel(anonymous, CSRF)).statusCode).toBe(403);
      expect((await cancel(anonymous, EDITOR)).statusCode).toBe(403);
      expect((await cancel(anonymous, ADMIN)).statusCode).toBe(200);
    });
  });

  describe('import: who and what file', () => {
    it('is for administrators only: anonymous and editors are refused before the file is read', async () => {
      const rows: Cells[] = [[6, 'Species', 'Ursus anonym', 'A']];
      const anonymous = await xlsxUpload(['parentScientificNameId', 'rank', 'scientificName', 'author'], rows, '', CSRF);
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json().errorCode).toBe('NOT_LOGGED_IN');
      const editor = await xlsxUpload(['parentScientificNameId', 'rank', 'scientificName', 'author'], rows, '', EDITOR);
      expect(editor.statusCode).toBe(403);
      expect(editor.json().errorCode).toBe('ADMIN_ONLY');
    });

    it('needs exactly one file', async () => {
      const none = await upload([]);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ errorCode: 'IMPORT_NO_FILE', detail: 'Du har ikke valgt en fil.' });
      const json = await app.inject({
        method: 'POST',
        url: '/api/v1/DataTransfer/Import',
        headers: { ...ADMIN, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(json.json().detail).toBe('Du har ikke valgt en fil.');
      const file = await xlsxFile(['rank'], [['Species']]);
      const two = await upload([
        { fileName: 'a.xlsx', contentType: XLSX, content: file },
        { fileName: 'b.xlsx', contentType: XLSX, content: file },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json()).toMatchObject({ errorCode: 'IMPORT_MORE_THAN_ONE_FILE', detail: 'Du kan ikke velge mer enn en fil om gangen.' });
    });

    it('accepts only Excel files, by MIME type and by content', async () => {
      const text = await upload([{ fileName: 'navn.txt', contentType: 'text/plain', content: Buffer.from('rank;name') }]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ errorCode: 'IMPORT_WRONG_FILE_TYPE', detail: 'Filtypen du har valgt er ikke tillatt. Velg en excel-fil.' });
      const disguised = await upload([{ fileName: 'navn.xlsx', contentType: XLSX, content: Buffer.from('%PDF-1.7 not a workbook') }]);
      expect(disguised.json().errorCode).toBe('IMPORT_WRONG_FILE_TYPE');
      const xls = await upload([
        {
          fileName: 'navn.xls',
          contentType: 'application/vnd.ms-excel',
          content: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        },
      ]);
      expect(xls.statusCode).toBe(400);
      expect(xls.json()).toMatchObject({
        errorCode: 'IMPORT_XLS_NOT_SUPPORTED',
        detail: expect.stringContaining('lagre den som Excel-arbeidsbok (.xlsx)'),
      });
      const broken = await upload([
        { fileName: 'navn.xlsx', contentType: XLSX, content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]) },
      ]);
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        errorCode: 'IMPORT_INVALID',
        problems: [{ row: null, column: null, message: expect.stringContaining('kunne ikke leses') }],
      });
    });

    it('refuses a zip bomb (0.3 MB that unpacks to 300 MB) with 413 before it is stored, and a formula without a value by its cell', async () => {
      const before = await revision();
      const bomb = await zipBombXlsx(await xlsxFile(['rank'], [['Species']]), { megabytes: 300, shape: 'one' });
      const response = await upload([{ fileName: 'navn.xlsx', contentType: XLSX, content: bomb }]);
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        errorCode: 'SPREADSHEET_TOO_LARGE',
        detail: 'Filen er for stor når den pakkes ut (mer enn 200 MB). Del den opp i flere filer, og prøv igjen.',
      });
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Ark1');
      sheet.addRow(['rank', 'scientificName']);
      sheet.addRow(['Species']);
      sheet.getCell('B2').value = { formula: 'A2' } as ExcelJS.CellFormulaValue;
      const formula = await upload([{ fileName: 'navn.xlsx', contentType: XLSX, content: Buffer.from(await workbook.xlsx.writeBuffer()) }]);
      expect(formula.statusCode).toBe(400);
      expect(formula.json()).toMatchObject({
        errorCode: 'IMPORT_INVALID',
        problems: [{ row: null, column: null, message: expect.stringContaining('Celle B2 har en formel uten lagret verdi.') }],
      });
      expect(await revision()).toBe(before);
    });
  });

  describe('import: ScientificNames', () => {
    const HEADER = [
      'scientificNameId',
      'taxonId',
      'parentScientificNameId',
      'rank',
      'scientificName',
      'author',
      'taxonomicStatus',
      'acceptedTaxonId',
      'vernacularNames_nb',
    ];

    it('imports a valid file through ImportTaxa: names, history, statistics; the answer contains "is imported."', async () => {
      const before = (await get('/api/v1/Statistics/NamesCount')).json();
      const response = await xlsxUpload(HEADER, [
        [800, 800, 5, 'Genus', 'Helarctos', 'Horsfield, 1825', '', '', ''],
        [801, 801, 800, 'Species', 'malayanus', '(Raffles, 1821)', '', '', 'malaybjørn'],
        [802, '', '', 'Species', 'Ursus malayanus', 'Raffles, 1821', 'Synonym', 801, ''],
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.payload).toBe('navn.xlsx is imported. 3 vitenskapelige navn i 2 taksa er lagt til, med 1 populærnavn.');
      const info = (await get('/api/v1/TaxonName/ByScientificNameId/801')).json();
      expect(info.scientificNames.map((n: { scientificNameId: number }) => n.scientificNameId).sort()).toEqual([801, 802]);
      const changes = (await get('/api/v1/TaxonName/Changes/ByScientificNameId/801')).json();
      expect(changes[0]).toMatchObject({ changeByUser: 'Test Admin', changeRemarks: 'Import fra regneark: navn.xlsx' });
      const after = (await get('/api/v1/Statistics/NamesCount')).json();
      expect(after.totalCount - before.totalCount).toBe(3);
    });

    it('writes nothing when one row of many is wrong, and lists each problem with row and column', async () => {
      const revisionBefore = await revision();
      const response = await xlsxUpload(HEADER, [
        ['', '', 5, 'Genus', 'Tremarctos', 'Gervais, 1855', '', '', ''],
        ['', '', 4242, 'Species', 'Tremarctos ornatus', '(F. Cuvier, 1825)', '', '', ''],
        ['', '', 6, 'Species', 'Ursus spelaeus', 'Rosenmüller, 1794', '', '', ''],
      ]);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ errorCode: 'IMPORT_INVALID', problemCount: 1 });
      expect(body.problems).toEqual([
        { row: 3, column: 'C (parentScientificNameId)', message: 'Finner ikke overordnet navn med id 4242, verken i filen eller i registeret.' },
      ]);
      expect(body.detail).toBe(
        'Filen ble ikke importert, fordi den har 1 feil. Ingenting er lagret.\nRad 3, kolonne C (parentScientificNameId): Finner ikke overordnet navn med id 4242, verken i filen eller i registeret.',
      );
      expect(await revision()).toBe(revisionBefore);
      expect([...stores.register.current.names.values()].some((n) => n.scientificName === 'Tremarctos')).toBe(false);
    });

    it('refuses a file with missing columns', async () => {
      const response = await xlsxUpload(['parentScientificNameId', 'scientificName'], [[6, 'x']]);
      expect(response.statusCode).toBe(400);
      expect(response.json().problems).toEqual([{ row: 1, column: null, message: 'Mangler kolonnen rank (Rang).' }]);
    });
  });

  describe('import: VernacularNames', () => {
    const HEADER = ['taxonId', 'vernacularName', 'language', 'recommended', 'reference', 'comment'];

    it('adds names to existing taxa through ImportVernacularNames, with history and statistics', async () => {
      const before = (await get('/api/v1/Statistics/NamesCountByLanguage?languageId=nn')).json();
      const response = await xlsxUpload(
        HEADER,
        [
          [6, 'bjørneslekta', 'nb', 1, '', ''],
          [6, 'bjørneslekta', 'nn', '', 'Norsk ordbok', ''],
        ],
        '?importType=VernacularNames',
      );
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe('navn.xlsx is imported. 2 populærnavn er lagt til på 1 takson.');
      const info = (await get('/api/v1/TaxonName/ByScientificNameId/6')).json();
      expect(
        info.vernacularNames.map((v: { vernacularName: string; languageIsoCode: string }) => `${v.vernacularName} (${v.languageIsoCode})`).sort(),
      ).toEqual(['bjørneslekta (nb)', 'bjørneslekta (nn)']);
      const after = (await get('/api/v1/Statistics/NamesCountByLanguage?languageId=nn')).json();
      expect(after.totalCount - before.totalCount).toBe(1);
      const changes = (await get('/api/v1/TaxonName/Changes/ByScientificNameId/6')).json();
      expect(changes[0]).toMatchObject({
        changeType: 'VernacularNameChange',
        changeRemarks: 'Import fra regneark: navn.xlsx',
        changeByUser: 'Test Admin',
      });
      expect(changes[0].dataAfter.map((i: { vernacularName: string }) => i.vernacularName)).toEqual(['bjørneslekta', 'bjørneslekta']);
    });

    it('refuses a duplicate vernacular name, all or nothing', async () => {
      const revisionBefore = await revision();
      const response = await xlsxUpload(
        HEADER,
        [
          [5, 'bjørnefamilien', 'nb', 1, '', ''],
          [7, 'Bjørn', 'nb', '', '', ''],
        ],
        '?importType=VernacularNames',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().problems).toEqual([
        { row: 3, column: 'B (vernacularName)', message: 'Taksonet har allerede populærnavnet bjørn (nb).' },
      ]);
      expect(await revision()).toBe(revisionBefore);
    });

    it('refuses an unknown import type', async () => {
      const response = await xlsxUpload(HEADER, [[6, 'x', 'nb', '', '', '']], '?importType=Synonyms');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('Ukjent importtype «Synonyms»');
    });
  });

  describe('import jobs', () => {
    it('answers 202 with the job when async, and the job tells the outcome to administrators only', async () => {
      const response = await xlsxUpload(
        ['parentScientificNameId', 'rank', 'scientificName', 'author'],
        [[6, 'Species', 'thibetanus', 'G. Cuvier, 1823']],
        '?async=true',
      );
      expect(response.statusCode).toBe(202);
      const { jobId } = response.json();
      expect(response.headers.location).toBe(`/api/v1/DataTransfer/Jobs/${jobId}`);
      const job = await finishedJob(jobId, ADMIN);
      expect(job).toMatchObject({ type: 'Import', state: 'completed', imported: true, progress: 100, text: expect.stringContaining('is imported.') });
      expect((await get(`/api/v1/DataTransfer/Jobs/${jobId}`, EDITOR)).statusCode).toBe(403);
      expect((await get(`/api/v1/DataTransfer/Jobs/${jobId}`)).statusCode).toBe(403);
      expect((await get('/api/v1/DataTransfer/Jobs/finnes-ikke')).statusCode).toBe(404);
    });

    it('treats a repeated upload with the same X-Command-Id as the same job, imported once', async () => {
      const headers = { ...ADMIN, 'x-command-id': 'last-opp-1' };
      const rows: Cells[] = [[6, 'Species', 'Ursus minimus', 'Devèze & Bouillet, 1827']];
      const first = await xlsxUpload(['parentScientificNameId', 'rank', 'scientificName', 'author'], rows, '', headers);
      const again = await xlsxUpload(['parentScientificNameId', 'rank', 'scientificName', 'author'], rows, '', headers);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.payload).toBe(first.payload);
      expect([...stores.register.current.names.values()].filter((n) => n.scientificName === 'Ursus minimus')).toHaveLength(1);
    });

    it('cancels an import that waits for its turn: it never runs and writes nothing', async () => {
      const queue = app.get<JobQueue>(JOB_QUEUE);
      const workers = await occupyWorkers(queue);
      const revisionBefore = await revision();
      const response = await xlsxUpload(
        ['parentScientificNameId', 'rank', 'scientificName', 'author'],
        [[6, 'Species', 'Ursus cancellatus', 'A']],
        '?async=true',
      );
      const { jobId } = response.json();
      expect(response.json().state).toBe('waiting');
      const cancelled = await app.inject({ method: 'POST', url: `/api/v1/DataTransfer/Jobs/${jobId}/Cancel`, headers: ADMIN });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ state: 'cancelled', imported: false, text: 'Importen ble avbrutt. Ingenting er lagret.' });
      await workers.release();
      expect((await get(`/api/v1/DataTransfer/Jobs/${jobId}`, ADMIN)).json().state).toBe('cancelled');
      expect(await revision()).toBe(revisionBefore);
      const { rows } = await stores.sql.query(`SELECT 1 FROM dt_file WHERE file_id = $1`, [jobId]);
      expect(rows).toEqual([]);
    });
  });

  describe('import: the screen gives up', () => {
    it('cancels the job when the client closes a synchronous import request', async () => {
      const queue = app.get<JobQueue>(JOB_QUEUE);
      const workers = await occupyWorkers(queue);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as AddressInfo;
      const revisionBefore = await revision();
      const body = multipart([
        {
          fileName: 'gir-opp.xlsx',
          contentType: XLSX,
          content: await xlsxFile(['parentScientificNameId', 'rank', 'scientificName', 'author'], [[6, 'Species', 'Ursus desertor', 'A']]),
        },
      ]);
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/DataTransfer/Import',
        headers: { ...ADMIN, ...body.headers, 'x-command-id': 'gir-opp' },
      });
      request.on('error', () => undefined);
      request.end(body.payload);
      const jobId = `import-${createHash('sha256').update('test-admin\u0000gir-opp').digest('hex').slice(0, 32)}`;
      for (let i = 0; i < 1000 && !(await queue.get(jobId)); i++) await new Promise((r) => setTimeout(r, 10));
      request.destroy();
      for (let i = 0; i < 1000 && (await queue.get(jobId))?.state !== 'cancelled'; i++) await new Promise((r) => setTimeout(r, 10));
      await workers.release();
      expect((await queue.get(jobId))!.state).toBe('cancelled');
      expect(await revision()).toBe(revisionBefore);
    });
  });

  describe('example files', () => {
    it('serves both example files outside /api for a plain link', async () => {
      for (const file of ['import-scientific-names.xlsx', 'import-vernacular-names.xlsx']) {
        const response = await app.inject({ method: 'GET', url: `/examples/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(XLSX);
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
        expect((await rowsOfXlsx(response.rawPayload)).length).toBeGreaterThan(1);
      }
      expect((await app.inject({ method: 'GET', url: '/examples/secret.txt' })).statusCode).toBe(404);
    });
  });
});
