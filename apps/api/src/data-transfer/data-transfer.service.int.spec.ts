import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { REGISTER_STREAM } from '@navnebase/domain';
import { mammalTree } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { JobCancelledError, type JobContext } from '../jobs/job-queue.js';
import { openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { DataTransferService, type ImportJobPayload } from './data-transfer.service.js';
import { xlsxFile, XLSX } from './testing/spreadsheets.js';
import { TransferFileStore } from './transfer-file-store.js';

const ADMIN = { userId: 'admin', name: 'Admin', email: 'a@example.org', hasAccess: true, isAdmin: true, permissions: [] };

/** A job context whose cancel check says yes from its `cancelAt`-th call (never, when undefined). */
const contextFor = (id: string, cancelAt?: number) => {
  let checks = 0;
  const progress: number[] = [];
  const context: JobContext = {
    id,
    attempt: 1,
    maxAttempts: 2,
    signal: new AbortController().signal,
    progress: async (percent) => void progress.push(percent),
    throwIfCancelled: async () => {
      checks++;
      if (cancelAt !== undefined && checks >= cancelAt) throw new JobCancelledError();
    },
  };
  return { context, progress, checks: () => checks };
};

describe('DataTransferService import jobs (all or nothing, cancel, repeat)', () => {
  let stores: RegisterStores;
  let service: DataTransferService;
  let files: TransferFileStore;

  beforeEach(async () => {
    stores = await openTestRegister({ usePostgres: true });
    await run(stores, { type: 'ImportTaxa', data: { importId: 'fixture', source: 'test', taxa: mammalTree() }, metadata: systemMetadata() });
    files = await TransferFileStore.create(stores.sql);
    service = new DataTransferService(stores.register, stores.events, stores.sql, files);
  });
  afterEach(async () => stores.close());

  const upload = async (fileId: string): Promise<ImportJobPayload> => {
    const content = await xlsxFile(
      ['parentScientificNameId', 'rank', 'scientificName', 'author'],
      [
        [6, 'Species', 'maritimus', 'Phipps, 1774'],
        [6, 'Species', 'thibetanus', 'G. Cuvier, 1823'],
      ],
    );
    await files.save(fileId, 'bjørner.xlsx', XLSX, content);
    return {
      importType: 'ScientificNames',
      fileId,
      fileName: 'bjørner.xlsx',
      actor: ADMIN,
      requestedAt: new Date().toISOString(),
      correlationId: 'test',
    };
  };
  const revision = () => stores.events.streamRevision(REGISTER_STREAM);
  const bears = () =>
    [...stores.register.current.names.values()].filter((n) => n.scientificName === 'Ursus maritimus' || n.scientificName === 'Ursus thibetanus');

  it('writes nothing when cancelled while the file is checked, and removes the upload', async () => {
    const payload = await upload('job-cancel');
    const before = await revision();
    const { context, progress } = contextFor('job-cancel', 2);
    await expect(service.runImport(payload, context)).rejects.toBeInstanceOf(JobCancelledError);
    expect(progress).toContain(60); // it got as far as the last check before the append
    expect(await revision()).toBe(before);
    expect(bears()).toEqual([]);
    expect(await files.info('job-cancel')).toBeUndefined();
  });

  it('reports progress and imports when not cancelled', async () => {
    const payload = await upload('job-ok');
    const { context, progress, checks } = contextFor('job-ok');
    const result = await service.runImport(payload, context);
    expect(result).toMatchObject({ imported: true, text: 'bjørner.xlsx is imported. 2 vitenskapelige navn i 2 taksa er lagt til.' });
    expect(progress[0]).toBeLessThan(progress[progress.length - 1]!);
    expect(checks()).toBe(2);
    expect(bears()).toHaveLength(2);
    expect(await files.info('job-ok')).toBeUndefined();
  });

  it('answers a job run again after its append (a crash before the job finished) without importing twice', async () => {
    const first = await service.runImport(await upload('job-again'), contextFor('job-again').context);
    expect(first.imported).toBe(true);
    const after = await revision();
    // The process stopped after the append: the upload is still there and the job runs again.
    const again = await service.runImport(await upload('job-again'), contextFor('job-again').context);
    expect(again).toMatchObject({ imported: true, text: 'bjørner.xlsx is imported. Importen var allerede lagret; ingenting er lagt til på nytt.' });
    expect(await revision()).toBe(after);
    expect(bears()).toHaveLength(2);
  });

  it('refuses a user who is not an administrator even inside the job', async () => {
    const payload = { ...(await upload('job-editor')), actor: { ...ADMIN, isAdmin: false } };
    await expect(service.runImport(payload, contextFor('job-editor').context)).rejects.toMatchObject({ errorCode: 'ADMIN_ONLY' });
  });
});
