import { createHash, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Controller, Get, HttpCode, Inject, Logger, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError, Errors } from '@navnebase/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { defaultFailure } from '../common/default-failure.interceptor.js';
import { problem, problemException } from '../common/problem.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { waitForJob, type JobQueue, type JobView } from '../jobs/job-queue.js';
import {
  DataTransferService,
  EXPORT_JOB,
  IMPORT_JOB,
  IMPORT_TYPES,
  type ExportJobPayload,
  type ExportJobResult,
  type ImportJobPayload,
  type ImportJobResult,
  type ImportType,
} from './data-transfer.service.js';
import { EXPORT_DOCUMENTATION, IMPORT_DOCUMENTATION } from './data-transfer.openapi.js';
import { contentDisposition, parseExportRequest } from './export-request.js';
import { writeExport } from './export-writers.js';
import { readSpreadsheetUpload } from './upload.js';
import { EXPORT_MEDIA_TYPES, FILE_HEADERS, fileContent, JobAnswerDto, type JobAnswer } from './data-transfer.responses.js';

const BASE = '/api/v1/DataTransfer';

const jobNotFound = (id: string) =>
  new DomainError(
    'JOB_NOT_FOUND',
    'notFound',
    `Finner ikke jobben ${id}. Ferdige jobber slettes etter et døgn, og jobber i en tjeneste som har startet på nytt finnes ikke lenger.`,
  );

const IMPORT_FAILED = 'Noe gikk galt. Importen ble ikke fullført.';

const answer = (view: JobView): JobAnswer => {
  const base = {
    jobId: view.id,
    type: view.kind === IMPORT_JOB ? ('Import' as const) : ('Export' as const),
    state: view.state,
    progress: view.progress,
    ...(view.message ? { message: view.message } : {}),
    cancelRequested: view.cancelRequested,
    createdAt: view.createdAt,
    ...(view.finishedAt ? { finishedAt: view.finishedAt } : {}),
  };
  if (view.kind === IMPORT_JOB) {
    const result = view.result as ImportJobResult | undefined;
    if (view.state === 'completed' && result) {
      return {
        ...base,
        state: result.imported ? 'completed' : 'failed',
        imported: result.imported,
        text: result.text,
        ...(result.imported ? {} : { problems: result.problems, problemCount: result.problemCount }),
      };
    }
    if (view.state === 'failed') return { ...base, imported: false, text: view.error ? `${IMPORT_FAILED} ${view.error}` : IMPORT_FAILED };
    if (view.state === 'cancelled') return { ...base, imported: false, text: 'Importen ble avbrutt. Ingenting er lagret.' };
    return base;
  }
  const result = view.result as ExportJobResult | undefined;
  if (view.state === 'completed' && result) return { ...base, fileName: result.fileName, fileUrl: `${BASE}/Jobs/${view.id}/File` };
  // The reason stays in the log: an export job is public, and a failure's own message may be technical.
  if (view.state === 'failed') return { ...base, error: 'Kunne ikke eksportere.' };
  return base;
};

const parseImportType = (value: unknown): ImportType => {
  if (value === undefined || value === '') return 'ScientificNames';
  const found = IMPORT_TYPES.find((t) => t.toLowerCase() === String(value).toLowerCase());
  if (!found) throw Errors.invalidRequest(`Ukjent importtype «${String(value)}». Tillatt: ${IMPORT_TYPES.join(', ')}.`, 'importType');
  return found;
};

/** A client's command id (header X-Command-Id) makes a repeated upload the same job. */
const importJobId = (request: FastifyRequest, actor: Actor): string => {
  const header = request.headers['x-command-id'];
  if (typeof header !== 'string' || !header) return randomUUID();
  return `import-${createHash('sha256').update(`${actor.userId}\u0000${header}`).digest('hex').slice(0, 32)}`;
};

/**
 * Export and import of spreadsheets (spec 2 §2.7–2.8, §4.7–4.8, §7), with their jobs. Export is open to everyone,
 * import to administrators only.
 */
@ApiTags('DataTransfer')
@Controller(BASE.slice(1))
export class DataTransferController {
  private readonly logger = new Logger('DataTransfer');

  constructor(
    private readonly service: DataTransferService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Get('Export')
  @UseInterceptors(defaultFailure('Kunne ikke eksportere.', 'EXPORT_FAILED'))
  @ApiOperation({ summary: 'Export the subtree under a scientific name as a file (streamed).', description: EXPORT_DOCUMENTATION })
  @ApiQuery({ name: 'scientificNameId', required: true, type: Number })
  @ApiQuery({ name: 'exportType', required: false, enum: ['Excel', 'Csv', 'DwcA', 'ColDP'] })
  @ApiQuery({ name: 'includeSynonyms', required: false, type: Boolean })
  @ApiQuery({ name: 'includeVernacularNames', required: false, type: Boolean })
  @ApiQuery({ name: 'fileName', required: false, type: String })
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/zip', 'application/problem+json')
  @ApiOkResponse({
    description: 'The file, streamed',
    content: fileContent(...EXPORT_MEDIA_TYPES),
    headers: { ...FILE_HEADERS, 'X-Export-Taxa': { description: 'How many taxa the file holds', schema: { type: 'integer' } } },
  })
  async export(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const request = parseExportRequest(query);
    const { reader, fileName, contentType } = await this.service.prepareExport(request);
    const body = new PassThrough();
    writeExport(request.exportType, reader, request, body).catch((error: unknown) => {
      this.logger.warn(`Eksporten ble avbrutt: ${error instanceof Error ? error.message : String(error)}`);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    await reply
      .header('content-type', contentType)
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'no-store')
      .header('x-export-taxa', String(reader.taxonCount))
      .send(body);
  }

  @Post('Export')
  @HttpCode(202)
  @UseInterceptors(defaultFailure('Kunne ikke eksportere.', 'EXPORT_FAILED'))
  @ApiOperation({
    summary: 'Start an export job (same query as GET Export); answers the job, whose file is then at Jobs/{id}/File.',
    description:
      'For large subtrees: the screen follows the job (GET Jobs/{id}) and downloads the file when it is done. Failed attempts are retried (an export is safe to repeat).',
  })
  @ApiAcceptedResponse({ type: JobAnswerDto, description: 'The job, waiting' })
  async startExport(@Query() query: Record<string, unknown>, @Req() http: FastifyRequest): Promise<JobAnswer> {
    const request = parseExportRequest(query);
    const { fileName } = await this.service.prepareExport(request);
    const payload: ExportJobPayload = { ...request, fileName };
    const owner = http.actor?.userId;
    return answer(await this.jobs.add(EXPORT_JOB, payload, { attempts: 3, backoffMs: 1000, ...(owner ? { owner } : {}) }));
  }

  @Post('Import')
  @UseInterceptors(defaultFailure(IMPORT_FAILED, 'IMPORT_FAILED'))
  @ApiOperation({
    summary: 'Import scientific names or vernacular names from an xlsx spreadsheet (administrators).',
    description: IMPORT_DOCUMENTATION,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { formFile: { type: 'string', format: 'binary' } }, required: ['formFile'] } })
  @ApiQuery({ name: 'importType', required: false, enum: IMPORT_TYPES })
  @ApiQuery({ name: 'async', required: false, type: Boolean, description: 'true: answer 202 with the job at once' })
  @ApiOkResponse({
    description: 'Imported: the answer text, containing "is imported." and what was added',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiAcceptedResponse({
    type: JobAnswerDto,
    description: 'async=true: the job, to follow at Jobs/{id}',
    headers: { Location: { description: 'The job (Jobs/{id})', schema: { type: 'string' } } },
  })
  async import(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const actor = AuthorizationPolicy.requireAdmin(request.actor);
    const importType = parseImportType(query.importType);
    const jobId = importJobId(request, actor);
    let view = await this.jobs.get(jobId);
    if (!view) {
      const upload = await readSpreadsheetUpload(request);
      await this.service.files.save(jobId, upload.fileName, upload.mimeType, upload.content);
      const payload: ImportJobPayload = {
        importType,
        fileId: jobId,
        fileName: upload.fileName,
        actor,
        requestedAt: new Date().toISOString(),
        correlationId: typeof request.headers['x-correlation-id'] === 'string' ? request.headers['x-correlation-id'].slice(0, 200) : request.id,
      };
      // Two attempts: a repeat is safe (same command id, applied once) and mends a write whose projection was slow.
      view = await this.jobs.add(IMPORT_JOB, payload, { jobId, attempts: 2, backoffMs: 1000, owner: actor.userId });
    }
    if (String(query.async) === 'true') {
      await reply.status(202).header('location', `${BASE}/Jobs/${jobId}`).send(answer(view));
      return;
    }
    // The synchronous call of the screen waits for the job; a client that gives up (the screen's cancel) cancels it.
    // (The response's close, not the request's: a request is closed as soon as its body has been read.)
    const gaveUp = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) gaveUp.abort();
    };
    reply.raw.once('close', onClose);
    if (request.raw.socket?.destroyed) gaveUp.abort();
    const finished = await waitForJob(this.jobs, jobId, { signal: gaveUp.signal });
    reply.raw.off('close', onClose);
    if (gaveUp.signal.aborted) {
      await this.jobs.cancel(jobId);
      await reply
        .status(409)
        .header('content-type', 'application/problem+json; charset=utf-8')
        .send(problem(409, 'IMPORT_CANCELLED', 'Importen ble avbrutt.', { jobId }));
      return;
    }
    const result = finished ? answer(finished) : undefined;
    if (result?.imported) {
      await reply.status(200).header('content-type', 'text/plain; charset=utf-8').send(result.text);
      return;
    }
    const body =
      finished?.state === 'completed'
        ? problem(400, 'IMPORT_INVALID', result!.text!, { problems: result!.problems, problemCount: result!.problemCount, jobId })
        : finished?.state === 'cancelled'
          ? problem(409, 'IMPORT_CANCELLED', result!.text!, { jobId })
          : problem(500, 'IMPORT_FAILED', IMPORT_FAILED, { jobId });
    if (body.status === 500) this.logger.error(`Importjobben ${jobId} feilet: ${finished?.error ?? 'ukjent feil'}`);
    await reply.status(body.status).header('content-type', 'application/problem+json; charset=utf-8').send(body);
  }

  @Get('Jobs/:id')
  @ApiOperation({ summary: 'State, progress and answer of an import or export job (import jobs: administrators).' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: JobAnswerDto })
  async job(@Param('id') id: string, @Req() request: FastifyRequest): Promise<JobAnswer> {
    return answer(await this.visibleJob(id, request.actor));
  }

  @Post('Jobs/:id/Cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel a job (the user who started it, or an administrator). A waiting job stops at once, a running one at its next safe point; an import is never half written.',
    description: 'An import checks for a cancel up to the moment before its one append; a cancel after that finds it completed.',
  })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: JobAnswerDto, description: 'The job after the cancel (cancelled, or still running until its next safe point)' })
  async cancel(@Param('id') id: string, @Req() request: FastifyRequest): Promise<JobAnswer> {
    const before = await this.visibleJob(id, request.actor);
    AuthorizationPolicy.requireJobCanceller(request.actor, before.owner);
    const view = await this.jobs.cancel(id);
    if (!view) throw jobNotFound(id);
    // An import cancelled before it started never runs: its upload can go now.
    if (view.kind === IMPORT_JOB && before.state === 'waiting' && view.state === 'cancelled') await this.service.discardUpload(id);
    return answer(view);
  }

  @Get('Jobs/:id/File')
  @ApiOperation({ summary: 'The file of a finished export job.' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ description: 'The file', content: fileContent(...EXPORT_MEDIA_TYPES), headers: FILE_HEADERS })
  async file(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const view = await this.visibleJob(id, request.actor);
    const info = view.kind === EXPORT_JOB && view.state === 'completed' ? await this.service.files.info(id) : undefined;
    if (!info?.complete) throw problemException(404, 'EXPORT_FILE_NOT_READY', 'Filen er ikke klar. Vent til jobben er ferdig.');
    await reply
      .header('content-type', info.contentType)
      .header('content-disposition', contentDisposition(info.fileName))
      .header('content-length', String(info.size))
      .header('cache-control', 'no-store')
      .send(this.service.files.readable(id));
  }

  /** Import jobs are for administrators; export jobs for anyone who has the id. */
  private async visibleJob(id: string, actor: Actor | undefined): Promise<JobView> {
    const view = await this.jobs.get(id);
    if (!view || (view.kind !== IMPORT_JOB && view.kind !== EXPORT_JOB)) throw jobNotFound(id);
    if (view.kind === IMPORT_JOB) AuthorizationPolicy.requireAdmin(actor);
    return view;
  }
}
