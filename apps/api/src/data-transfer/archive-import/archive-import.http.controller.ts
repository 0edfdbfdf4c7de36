import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@navnebase/domain';
import type { FastifyRequest } from 'fastify';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { problemException } from '../../common/problem.js';
import { queryFlag } from '../../common/query-flag.js';
import { JOB_QUEUE } from '../../jobs/jobs.module.js';
import type { JobQueue, JobView } from '../../jobs/job-queue.js';
import { readArchiveUpload } from './archive-upload.js';
import { ARCHIVE_BASE, archiveJobAnswer, canImport, importJobIdOf, type ArchiveJobAnswer } from './archive-job-answer.js';
import { ArchiveJobAnswerDto } from './archive-import.responses.js';
import { ARCHIVE_CHECK_JOB, ARCHIVE_IMPORT_JOB, ArchiveImportService, type ArchiveJobPayload } from './archive-import.service.js';
import type { ArchiveImportResult } from './archive-import-result.js';

const jobNotFound = (id: string) =>
  new DomainError('JOB_NOT_FOUND', 'notFound', `Finner ikke jobben ${id}. Ferdige jobber slettes etter et døgn. Last opp arkivet på nytt.`);

/**
 * Darwin Core Archives and ColDP packages imported from the admin screen (administrators): the upload is checked
 * first (a dry run: counts, problems by reason, the top of the tree), and imported only when the user asks for it.
 */
@ApiTags('DataTransfer')
@Controller(ARCHIVE_BASE.slice(1))
export class ArchiveImportController {
  constructor(
    private readonly service: ArchiveImportService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Upload a Darwin Core Archive or ColDP package (.zip) and check it (administrators); nothing is written.',
    description:
      'Answers the check job at once. When it has finished, its result says what the import would add, every problem ' +
      'grouped by reason, and the top of the tree it would build; `importUrl` then imports the same archive.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { formFile: { type: 'string', format: 'binary' } }, required: ['formFile'] } })
  @ApiQuery({ name: 'existsInNorway', required: false, type: Boolean, description: 'Mark imported species and lower as found in Norway' })
  @ApiAcceptedResponse({ type: ArchiveJobAnswerDto })
  async check(@Query('existsInNorway') existsInNorway: unknown, @Req() request: FastifyRequest): Promise<ArchiveJobAnswer> {
    const actor = AuthorizationPolicy.requireAdmin(request.actor);
    const flag = queryFlag(existsInNorway, 'existsInNorway');
    const upload = await readArchiveUpload(request);
    const jobId = `archive-${randomUUID()}`;
    await this.service.files.save(jobId, upload.fileName, 'application/zip', upload.content);
    const payload: ArchiveJobPayload = { fileId: jobId, fileName: upload.fileName, actor, existsInNorway: flag };
    return archiveJobAnswer(await this.jobs.add(ARCHIVE_CHECK_JOB, payload, { jobId, owner: actor.userId }));
  }

  @Get('Jobs/:id')
  @ApiOperation({ summary: 'State, progress and result of an archive check or import (administrators).' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: ArchiveJobAnswerDto })
  async job(@Param('id') id: string, @Req() request: FastifyRequest): Promise<ArchiveJobAnswer> {
    AuthorizationPolicy.requireAdmin(request.actor);
    return archiveJobAnswer(await this.archiveJob(id));
  }

  @Post('Jobs/:id/Import')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Import the archive of a finished check (administrators). Asking again answers the same import job.',
    description: 'The archive is planned again against the register as it is now, and written all at once or not at all.',
  })
  @ApiParam({ name: 'id', description: 'The check job' })
  @ApiAcceptedResponse({ type: ArchiveJobAnswerDto })
  async import(@Param('id') id: string, @Req() request: FastifyRequest): Promise<ArchiveJobAnswer> {
    const actor = AuthorizationPolicy.requireAdmin(request.actor);
    const check = await this.archiveJob(id);
    if (check.kind !== ARCHIVE_CHECK_JOB) throw problemException(409, 'ARCHIVE_NOT_A_CHECK', 'Jobben er ikke en kontroll av et arkiv.');
    if (check.state !== 'completed') {
      throw problemException(409, 'ARCHIVE_CHECK_NOT_FINISHED', 'Kontrollen av arkivet er ikke ferdig. Vent til den er ferdig, og prøv igjen.');
    }
    if (!canImport(check.result as ArchiveImportResult | undefined)) {
      throw problemException(409, 'ARCHIVE_NOTHING_TO_IMPORT', 'Kontrollen fant ingenting å importere fra dette arkivet.');
    }
    const existing = await this.jobs.get(importJobIdOf(id));
    if (existing) return archiveJobAnswer(existing);
    const info = await this.service.files.info(id);
    if (!info?.complete) throw problemException(410, 'ARCHIVE_UPLOAD_GONE', 'Det opplastede arkivet finnes ikke lenger. Last det opp på nytt.');
    const checked = check.result as ArchiveImportResult;
    const payload: ArchiveJobPayload = { fileId: id, fileName: info.fileName, actor, existsInNorway: checked.existsInNorway };
    // Two attempts: a repeat is safe (the import's id comes from the archive's content and options).
    return archiveJobAnswer(
      await this.jobs.add(ARCHIVE_IMPORT_JOB, payload, { jobId: importJobIdOf(id), attempts: 2, backoffMs: 1000, owner: actor.userId }),
    );
  }

  @Post('Jobs/:id/Cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel an archive check or import (administrators); an import is never half written.' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: ArchiveJobAnswerDto })
  async cancel(@Param('id') id: string, @Req() request: FastifyRequest): Promise<ArchiveJobAnswer> {
    AuthorizationPolicy.requireAdmin(request.actor);
    await this.archiveJob(id);
    const view = await this.jobs.cancel(id);
    if (!view) throw jobNotFound(id);
    return archiveJobAnswer(view);
  }

  private async archiveJob(id: string): Promise<JobView> {
    const view = await this.jobs.get(id);
    if (!view || (view.kind !== ARCHIVE_CHECK_JOB && view.kind !== ARCHIVE_IMPORT_JOB)) throw jobNotFound(id);
    return view;
  }
}
