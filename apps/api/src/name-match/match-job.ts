import type { MatchOptions, MatchResult, ReadModelQueries } from '@navnebase/projections';
import type { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import { PermanentJobError, type JobContext, type JobView } from '../jobs/job-queue.js';

/** A long list matched in the background, with progress; its results are kept as a file for a day. */
export const MATCH_JOB = 'name-match.list';

/** Names matched between two progress reports (and two turns of the event loop for other requests). */
export const MATCH_JOB_CHUNK = 250;

export interface MatchJobPayload {
  /** The list's names, stored in the transfer file store under this id (a job's payload stays small). */
  readonly namesFileId: string;
  readonly options: MatchOptions;
}

export interface MatchJobResult {
  readonly count: number;
  /** Results per match type. */
  readonly counts: Readonly<Record<string, number>>;
}

/** What a client sees of a match job. */
export interface MatchJobAnswer {
  readonly jobId: string;
  readonly state: JobView['state'];
  readonly progress: number;
  readonly message?: string;
  readonly count?: number;
  readonly counts?: Readonly<Record<string, number>>;
  /** When completed: the results (`?format=csv` or `xlsx` for a file). */
  readonly resultUrl?: string;
  readonly error?: string;
  readonly createdAt: string;
  readonly finishedAt?: string;
}

export const resultFileId = (jobId: string): string => `${jobId}.results`;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class MatchJobService {
  constructor(
    private readonly readModels: ReadModelQueries,
    readonly files: TransferFileStore,
  ) {}

  async run(payload: MatchJobPayload, context: JobContext): Promise<MatchJobResult> {
    const stored = await this.files.read(payload.namesFileId);
    if (!stored) throw new PermanentJobError('Finner ikke listen (den slettes etter et døgn). Send den på nytt.');
    const names = JSON.parse(stored.toString('utf8')) as string[];
    const results: MatchResult[] = [];
    for (let start = 0; start < names.length; start += MATCH_JOB_CHUNK) {
      await context.throwIfCancelled();
      results.push(...(await this.readModels.match(names.slice(start, start + MATCH_JOB_CHUNK), payload.options)));
      const done = Math.min(start + MATCH_JOB_CHUNK, names.length);
      await context.progress((95 * done) / names.length, `Søker: ${done.toLocaleString('nb')} av ${names.length.toLocaleString('nb')} navn`);
      await turn();
    }
    await context.progress(97, 'Lagrer resultatet');
    await this.files.save(resultFileId(context.id), 'listesok.json', 'application/json', Buffer.from(JSON.stringify(results)));
    await this.files.remove(payload.namesFileId);
    const counts: Record<string, number> = {};
    for (const result of results) counts[result.matchType] = (counts[result.matchType] ?? 0) + 1;
    return { count: results.length, counts };
  }

  async results(jobId: string): Promise<MatchResult[] | undefined> {
    const stored = await this.files.read(resultFileId(jobId));
    return stored ? (JSON.parse(stored.toString('utf8')) as MatchResult[]) : undefined;
  }
}

export const matchJobAnswer = (view: JobView, base: string): MatchJobAnswer => {
  const result = view.state === 'completed' ? (view.result as MatchJobResult | undefined) : undefined;
  return {
    jobId: view.id,
    state: view.state,
    progress: view.progress,
    ...(view.message ? { message: view.message } : {}),
    ...(result ? { count: result.count, counts: result.counts, resultUrl: `${base}/Jobs/${view.id}/Result` } : {}),
    ...(view.state === 'failed' ? { error: `Listesøket ble ikke fullført.${view.error ? ` ${view.error}` : ''}` } : {}),
    createdAt: view.createdAt,
    ...(view.finishedAt ? { finishedAt: view.finishedAt } : {}),
  };
};
