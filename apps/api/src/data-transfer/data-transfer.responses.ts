import { ApiProperty } from '@nestjs/swagger';
import { Bool, Int, List, Str } from '../common/schema-properties.js';
import type { JobState, JobView } from '../jobs/job-queue.js';
import type { ImportJobResult } from './data-transfer.service.js';
import type { ImportProblem } from './problem-report.js';

/** The response bodies of `DataTransfer/*` besides the files themselves. */

export const JOB_STATES: readonly JobState[] = ['waiting', 'active', 'completed', 'failed', 'cancelled'];

/** A file answer (export, a finished job's file): the media types it may have, as a binary body. */
export const fileContent = (...mediaTypes: readonly string[]) =>
  Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

export const EXPORT_MEDIA_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/zip'] as const;

export const FILE_HEADERS = {
  'Content-Disposition': { description: 'attachment with the file name', schema: { type: 'string' } },
} as const;

/** What the screens see of a job (GET Jobs/{id}). */
export interface JobAnswer {
  readonly jobId: string;
  readonly type: 'Import' | 'Export';
  /** waiting, active, completed, failed (also a refused import file) or cancelled. */
  readonly state: JobView['state'];
  readonly progress: number;
  readonly message?: string;
  /** Import: the answer text ("… is imported. …" on success, the problems otherwise). */
  readonly text?: string;
  readonly imported?: boolean;
  readonly problems?: ImportJobResult['problems'];
  readonly problemCount?: number;
  /** Export: the finished file. */
  readonly fileName?: string;
  readonly fileUrl?: string;
  readonly error?: string;
  readonly cancelRequested: boolean;
  readonly createdAt: string;
  readonly finishedAt?: string;
}

export class ImportProblemDto implements ImportProblem {
  @Int({ nullable: true, description: 'Row as the spreadsheet shows it (1 is the header); null for the file as a whole' })
  readonly row!: number | null;
  @Str({ nullable: true, description: 'Column with its letter, "D (rank)"; null when not about one column' }) readonly column!: string | null;
  @Str({ description: 'What is wrong, in Norwegian' }) readonly message!: string;
}

export class JobAnswerDto implements JobAnswer {
  @Str() readonly jobId!: string;
  @ApiProperty({ type: 'string', enum: ['Import', 'Export'] }) readonly type!: 'Import' | 'Export';
  @ApiProperty({ type: 'string', enum: JOB_STATES, description: 'failed also for an import file that was refused' })
  readonly state!: JobState;
  @Int({ description: '0–100' }) readonly progress!: number;
  @Str({ optional: true, description: 'What the job is doing now, in Norwegian' }) readonly message?: string;
  @Str({ optional: true, description: 'Import: the answer ("… is imported. …" on success, the problems otherwise)' }) readonly text?: string;
  @Bool({ optional: true, description: 'Import: whether the file was imported' }) readonly imported?: boolean;
  @List(ImportProblemDto, { optional: true, description: 'A refused import: each problem (at most 1000)' })
  readonly problems?: readonly ImportProblemDto[];
  @Int({ optional: true, description: 'A refused import: how many problems in all' }) readonly problemCount?: number;
  @Str({ optional: true, description: 'A finished export: its file name' }) readonly fileName?: string;
  @Str({ optional: true, description: 'A finished export: where its file is (Jobs/{id}/File)' }) readonly fileUrl?: string;
  @Str({ optional: true, description: 'A failed export' }) readonly error?: string;
  @Bool() readonly cancelRequested!: boolean;
  @Str({ description: 'ISO date-time' }) readonly createdAt!: string;
  @Str({ optional: true, description: 'ISO date-time' }) readonly finishedAt?: string;
}
