import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { actorHeader, openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import type { AuditEntry } from './audit-entry.js';

describe('audit API', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  const admin = { 'x-csrf': '1', ...actorHeader({ isAdmin: true }) };
  const editor = { 'x-csrf': '1', ...actorHeader({ isAdmin: false }) };
  const get = async (url: string, headers: Record<string, string> = admin) => {
    const answer = await app.inject({ method: 'GET', url, headers });
    return { status: answer.statusCode, body: answer.json() };
  };
  const operations = async (query: string) => ((await get(`/api/v1/Audit/Events?${query}`)).body.entries as AuditEntry[]).map((e) => e.operation);

  beforeAll(async () => {
    stores = await openTestRegister();
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
    await run(stores, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 12, rank: 'Species', scientificName: 'Helarctos malayanus', author: '(Raffles, 1821)' },
      metadata: systemMetadata({ userId: 'u-kari', userName: 'Kari Nordmann', remark: 'Ny art fra feltarbeid' }),
    });
    await run(stores, {
      type: 'SynonymizeTaxa',
      data: {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Synonym' },
          { nameId: 80, taxonomicStatus: 'Synonym' },
        ],
      },
      metadata: systemMetadata({ userId: 'u-ola', userName: 'Ola Hansen', remark: 'Slått sammen etter revisjon' }),
    });
    await run(stores, {
      type: 'TransferParent',
      data: { scientificNameId: 9, newParentScientificNameId: 12 },
      metadata: systemMetadata({ userId: 'u-ola', userName: 'Ola Hansen', remark: 'Flyttet' }),
    });
    app = await openTestApp(stores, {}, { actorFromHeader: true });
  });
  afterAll(async () => {
    await app?.close();
    await stores?.close();
  });

  it('keeps anonymous visitors (401) and users who are not administrators (403) out', async () => {
    const anonymous = await get('/api/v1/Audit/Events', { 'x-csrf': '1' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errorCode: 'NOT_LOGGED_IN', detail: expect.stringContaining('administrator') });
    const refused = await get('/api/v1/Audit/Events', editor);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ADMIN_ONLY');
    expect((await get('/api/v1/Audit/Events/1', editor)).status).toBe(403);
  });

  it('lists every change newest first with who, why, the touched names and the records before and after', async () => {
    const { status, body } = await get('/api/v1/Audit/Events');
    expect(status).toBe(200);
    const entries = body.entries as AuditEntry[];
    expect(entries.map((e) => e.operation)).toEqual(['SubtreeTransferred', 'TaxaMerged', 'TaxonAdded', 'TaxaImported']);
    expect(entries.map((e) => e.position)).toEqual([...entries.map((e) => e.position)].sort((a, b) => b - a));
    const merge = entries[1]!;
    expect(merge).toMatchObject({
      userId: 'u-ola',
      userName: 'Ola Hansen',
      remark: 'Slått sammen etter revisjon',
      operationLabel: 'Taksa slått sammen',
    });
    expect(merge.commandId).toMatch(/^test-/);
    expect(merge.scientificNames.map((n) => n.scientificNameId).sort((a, b) => a - b)).toEqual([7, 8, 70, 80]);
    const maritimus = merge.records.find((r) => r.kind === 'name' && r.id === 8)!;
    expect(maritimus).toMatchObject({ before: { taxonomicStatus: 'Accepted' }, after: { taxonomicStatus: 'Synonym' } });
    expect(maritimus.changedFields).toContain('taxonomicStatus');
    expect(body.next).toBeNull();
  });

  it('filters by user, operation, text and time', async () => {
    expect(await operations('user=Kari')).toEqual(['TaxonAdded']);
    expect(await operations('user=u-ola')).toEqual(['SubtreeTransferred', 'TaxaMerged']);
    expect(await operations('type=TaxaMerged,TaxonAdded')).toEqual(['TaxaMerged', 'TaxonAdded']);
    expect(await operations('text=feltarbeid')).toEqual(['TaxonAdded']);
    expect(await operations('text=malayanus')).toEqual(['TaxonAdded']);
    expect(await operations('from=2999-01-01')).toEqual([]);
    expect(await operations('to=2000-01-01')).toEqual([]);
    expect(await operations(`from=${new Date(Date.now() - 3_600_000).toISOString().slice(0, 10)}`)).toHaveLength(4);
  });

  it('filters by subtree as the tree stood when each event happened', async () => {
    // Ursus (6): the merge of two of its species, and the move of Ursus thibetanus out of it, but not the new Helarctos species
    expect(await operations('subtree=6')).toEqual(['SubtreeTransferred', 'TaxaMerged', 'TaxaImported']);
    // Helarctos (12): the species added to it and the one moved in
    expect(await operations('subtree=12')).toEqual(['SubtreeTransferred', 'TaxonAdded', 'TaxaImported']);
  });

  it('pages by cursor without gaps or doubles', async () => {
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 10; i++) {
      const { body } = await get(`/api/v1/Audit/Events?limit=1${after ? `&after=${after}` : ''}`);
      seen.push(...(body.entries as AuditEntry[]).map((e) => e.operation));
      if (!body.next) break;
      after = body.next;
    }
    expect(seen).toEqual(['SubtreeTransferred', 'TaxaMerged', 'TaxonAdded', 'TaxaImported']);
  });

  it('shows one entry with all its records, and a clear 404 for a position without one', async () => {
    const [latest] = (await get('/api/v1/Audit/Events?limit=1')).body.entries as AuditEntry[];
    const one = await get(`/api/v1/Audit/Events/${latest!.position}`);
    expect(one.status).toBe(200);
    expect(one.body.operation).toBe('SubtreeTransferred');
    expect(one.body.records.length).toBe(one.body.recordCount);
    const missing = await get('/api/v1/Audit/Events/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain('Fant ingen hendelse');
  });

  it('refuses bad filters with a Norwegian problem and reads nothing', async () => {
    for (const [query, field] of [
      ['type=Nonsense', 'type'],
      ['from=igår', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['after=xyz', 'after'],
    ] as const) {
      const { status, body } = await get(`/api/v1/Audit/Events?${query}`);
      expect({ query, status, field: body.field }).toEqual({ query, status: 400, field });
      expect(body.detail).toMatch(/[a-zæøå]/);
    }
    expect((await get('/api/v1/Audit/Events?subtree=424242')).status).toBe(404);
  });

  it('exports the filtered log to csv and xlsx as a job with progress, for administrators only', async () => {
    const post = (query: string, headers = admin) => app.inject({ method: 'POST', url: `/api/v1/Audit/Export?${query}`, headers });
    expect((await post('format=csv', editor)).statusCode).toBe(403);
    const bad = await post('format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Ukjent format. Velg xlsx eller csv.');
    const started = await post('format=csv&user=u-ola');
    expect(started.statusCode).toBe(202);
    const jobId = started.json().jobId as string;
    let job: { state: string; progress: number; fileUrl?: string; entries?: number } = started.json();
    for (let i = 0; i < 200 && job.state !== 'completed' && job.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await get(`/api/v1/Audit/Jobs/${jobId}`)).body;
    }
    expect(job).toMatchObject({ state: 'completed', progress: 100, entries: 2, fileUrl: `/api/v1/Audit/Jobs/${jobId}/File` });
    const file = await app.inject({ method: 'GET', url: job.fileUrl!, headers: admin });
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Posisjon;Tid;Operasjon;Bruker;Bruker-id;Merknad;Navn;Post;Endrede felt;Før;Etter;Kommando-id;Korrelasjons-id');
    const rows = lines.slice(1);
    expect(rows.every((l) => l.includes('Ola Hansen'))).toBe(true);
    expect(rows.some((l) => l.includes('Taksa slått sammen') && l.includes('navn 8') && l.includes('taxonomicStatus'))).toBe(true);
    expect(rows.some((l) => l.includes('Kari'))).toBe(false);

    const xlsx = await post('format=xlsx&type=TaxonAdded');
    for (let i = 0, state = ''; i < 200 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await get(`/api/v1/Audit/Jobs/${xlsx.json().jobId}`)).body.state;
    }
    const workbook = await app.inject({ method: 'GET', url: `/api/v1/Audit/Jobs/${xlsx.json().jobId}/File`, headers: admin });
    expect(workbook.statusCode).toBe(200);
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const none = await post('format=csv&from=2999-01-01');
    let failed: { state: string; error?: string } = none.json();
    for (let i = 0; i < 200 && failed.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      failed = (await get(`/api/v1/Audit/Jobs/${none.json().jobId}`)).body;
    }
    expect(failed.error).toContain('Ingen endringer passer filtrene');
  });
});
