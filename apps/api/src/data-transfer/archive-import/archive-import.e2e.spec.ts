import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REGISTER_STREAM } from '@navnebase/domain';
import { mammalTree } from '../../../../../libs/domain/src/testing/fixtures.js';
import { multipart } from '../testing/spreadsheets.js';
import type { RegisterStores } from '../../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../../testing/test-register.js';
import { fungiArchive, zipArchive } from './testing/zip-archive.js';
import { JOB_QUEUE } from '../../jobs/jobs.module.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { occupyWorkers } from '../../jobs/testing/occupied-workers.js';

const CSRF = { 'x-csrf': '1' };
const ADMIN = { ...CSRF, ...actorHeader() };
const EDITOR = { ...CSRF, ...actorHeader({ userId: 'editor', name: 'Redaktør', isAdmin: false, permissions: [1] }) };
const BASE = '/api/v1/DataTransfer/Archive';

describe('archive import from the admin screen: check first, then import (DataTransfer/Archive)', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;

  const upload = (content: Buffer, headers: Record<string, string> = ADMIN, query = '') => {
    const body = multipart([{ fileName: 'sopp.zip', contentType: 'application/zip', content }]);
    return app.inject({ method: 'POST', url: `${BASE}${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const finished = async (jobId: string) => {
    for (;;) {
      const job = (await app.inject({ method: 'GET', url: `${BASE}/Jobs/${jobId}`, headers: ADMIN })).json();
      if (job.state !== 'waiting' && job.state !== 'active') return job;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const revision = () => stores.events.streamRevision(REGISTER_STREAM);
  const namesCalled = (name: string) => [...stores.register.current.names.values()].filter((n) => n.scientificName === name);

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'fixture', source: 'test', taxa: mammalTree() }, metadata: systemMetadata() });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('given a Darwin Core Archive, when an administrator uploads it, then the check reports counts, problems by reason and the top of the tree, and writes nothing', async () => {
    const before = await revision();
    const started = await upload(await fungiArchive(), ADMIN, '?existsInNorway=true');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ type: 'ArchiveCheck' });
    const check = await finished(started.json().jobId);
    expect(check.state).toBe('completed');
    const { result } = check;
    expect(result).toMatchObject({ dryRun: true, duplicate: false, format: 'dwca', existsInNorway: true, noProblems: false });
    expect(result.read).toMatchObject({ taxa: 8, synonyms: 1 });
    expect(result.imported).toMatchObject({ taxa: 7, synonyms: 1 });
    expect(result.rows).toEqual([{ file: 'taxon.txt', rows: 9, imported: 8, skipped: 1 }]);
    const unknown = result.problemGroups.find((g: { reason: string }) => g.reason.startsWith('Ukjent taksonomisk status'));
    expect(unknown).toMatchObject({ severity: 'error', skipped: true, count: 1, examples: [{ file: 'taxon.txt', row: 10, id: 'f9' }] });
    expect(result.problemCount).toBe(result.problemGroups.reduce((n: number, g: { count: number }) => n + g.count, 0));
    expect(result.top.roots.map((r: { scientificName: string; descendants: number }) => [r.scientificName, r.descendants])).toEqual([['Fungi', 6]]);
    expect(result.top.roots[0].children[0]).toMatchObject({ scientificName: 'Basidiomycota', rank: 'Phylum', descendants: 5 });
    expect(check.importUrl).toBe(`${BASE}/Jobs/${check.jobId}/Import`);
    expect(await revision()).toBe(before);
    expect(namesCalled('Boletus edulis')).toEqual([]);
  });

  it('given a finished check, when the administrator confirms, then the archive is imported once with the checked options, and asking again answers the same job', async () => {
    const check = await finished((await upload(await fungiArchive(), ADMIN, '?existsInNorway=true')).json().jobId);
    const confirm = () => app.inject({ method: 'POST', url: check.importUrl, headers: ADMIN });
    const first = await confirm();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ type: 'ArchiveImport' });
    const imported = await finished(first.json().jobId);
    expect(imported.state).toBe('completed');
    expect(imported.result).toMatchObject({ dryRun: false, duplicate: false, imported: { taxa: 7, synonyms: 1 } });
    expect(imported.importUrl).toBeUndefined();
    const [edulis] = namesCalled('Boletus edulis');
    expect(edulis).toBeDefined();
    expect(stores.register.current.taxa.get(edulis!.taxonId)?.existsInNorway).toBe(true);
    expect(namesCalled('Boletus bulbosus')).toHaveLength(1);
    expect(namesCalled('Boletus pinophilus')).toEqual([]);

    const again = await confirm();
    expect(again.json().jobId).toBe(first.json().jobId);
    expect(namesCalled('Boletus edulis')).toHaveLength(1);

    // the same archive checked again: imported before, nothing to import
    const recheck = await finished((await upload(await fungiArchive(), ADMIN, '?existsInNorway=true')).json().jobId);
    expect(recheck.result).toMatchObject({ dryRun: true, duplicate: true, imported: { taxa: 0 } });
    expect(recheck.importUrl).toBeUndefined();
    const repeat = await app.inject({ method: 'POST', url: `${BASE}/Jobs/${recheck.jobId}/Import`, headers: ADMIN });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ errorCode: 'ARCHIVE_NOTHING_TO_IMPORT' });
    expect(namesCalled('Boletus edulis')).toHaveLength(1);
  });

  it('given a zip that is neither a Darwin Core Archive nor ColDP, when it is checked, then the check fails with the reason in Norwegian', async () => {
    const started = await upload(await zipArchive({ 'notes.txt': 'hei' }));
    expect(started.statusCode).toBe(202);
    const check = await finished(started.json().jobId);
    expect(check.state).toBe('failed');
    expect(check.error).toMatch(/Kjenner ikke igjen formatet/);
    expect(check.importUrl).toBeUndefined();
    const confirm = await app.inject({ method: 'POST', url: `${BASE}/Jobs/${check.jobId}/Import`, headers: ADMIN });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ errorCode: 'ARCHIVE_CHECK_NOT_FINISHED' });
  });

  it('given a check that waits for its turn, when the administrator cancels it, then it never runs; an editor may not cancel it', async () => {
    const queue = app.get<JobQueue>(JOB_QUEUE);
    const workers = await occupyWorkers(queue);
    const started = (await upload(await fungiArchive())).json();
    expect(started.state).toBe('waiting');
    const cancelUrl = `${BASE}/Jobs/${started.jobId}/Cancel`;
    expect((await app.inject({ method: 'POST', url: cancelUrl, headers: EDITOR })).statusCode).toBe(403);
    const cancelled = await app.inject({ method: 'POST', url: cancelUrl, headers: ADMIN });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ jobId: started.jobId, type: 'ArchiveCheck', state: 'cancelled' });
    await workers.release();
    expect((await finished(started.jobId)).state).toBe('cancelled');
    expect((await app.inject({ method: 'POST', url: `${BASE}/Jobs/nope/Cancel`, headers: ADMIN })).statusCode).toBe(404);
  });

  it('given bad input, when it is sent, then a clear problem answers and nothing is started', async () => {
    const before = await revision();
    const notZip = await upload(Buffer.from('taxonID\tscientificName\n1\tFungi\n'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ errorCode: 'ARCHIVE_NOT_ZIP' });
    const badFlag = await upload(await fungiArchive(), ADMIN, '?existsInNorway=kanskje');
    expect(badFlag.statusCode).toBe(400);
    const editor = await upload(await fungiArchive(), EDITOR);
    expect(editor.statusCode).toBe(403);
    const anonymous = await upload(await fungiArchive(), CSRF);
    expect([401, 403]).toContain(anonymous.statusCode);
    const noCsrf = await upload(await fungiArchive(), actorHeader());
    expect(noCsrf.statusCode).toBe(401);
    expect(noCsrf.json()).toMatchObject({ errorCode: 'CSRF_HEADER_MISSING' });
    const unknownJob = await app.inject({ method: 'GET', url: `${BASE}/Jobs/nope`, headers: ADMIN });
    expect(unknownJob.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${BASE}/Jobs/nope`, headers: EDITOR })).statusCode).toBe(403);
    expect(await revision()).toBe(before);
  });
});
