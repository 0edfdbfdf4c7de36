import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { encodeCursor } from '@navnebase/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { problemException } from '../common/problem.js';
import { contentDisposition } from '../data-transfer/export-request.js';
import { TransferFileStore } from '../data-transfer/transfer-file-store.js';
import { SQL_CLIENT } from '../infrastructure/tokens.js';
import type { JobQueue, JobView } from '../jobs/job-queue.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { AUDIT_EXPORT_FORMATS, AUDIT_EXPORT_JOB, type AuditExportFormat, type AuditExportPayload, type AuditExportResult } from './audit-export.js';
import { AUDIT_OPERATIONS } from './audit-entry.js';
import { AUDIT_PAGE_MAX, parseAuditFilter, parseAuditPaging, type AuditRequestQuery } from './audit-params.js';
import { readAuditEntry, readAuditPageText } from './audit-query.js';
import { AuditEntryDto, AuditJobAnswerDto, AuditOperationDto, AuditPageDto, type AuditJobAnswer } from './audit.responses.js';
import { FILE_HEADERS, fileContent } from '../data-transfer/data-transfer.responses.js';

/** Anonymous visitors get 401, users who are not administrators 403, before anything is read. */
@Injectable()
export class AuditGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
    if (!actor) throw problemException(401, 'NOT_LOGGED_IN', 'Du må være logget inn som administrator for å se revisjonsloggen.');
    AuthorizationPolicy.requireAdmin(actor);
    return true;
  }
}

/** The audit log over the register and users streams (administrators only). */
@ApiTags('Audit')
@Controller('api/v1/Audit')
@UseGuards(AuditGuard)
export class AuditController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly files: TransferFileStore,
  ) {}

  @Get('Operations')
  @ApiOperation({ summary: 'The operations the audit log knows, with their Norwegian labels.' })
  @ApiOkResponse({ type: AuditOperationDto, isArray: true })
  operations(): AuditOperationDto[] {
    return Object.entries(AUDIT_OPERATIONS).map(([operation, label]) => ({ operation, label }));
  }

  @Get('Events')
  @ApiOperation({
    summary:
      'Every change, newest first, paged by cursor: operation and label, time, user, remark, command and correlation ids, touched names, ' +
      'and each touched record before and after with the changed fields. The subtree filter uses where the names stood when the event happened.',
  })
  @ApiQuery({ name: 'from', required: false, description: 'ISO date or date-time (inclusive)' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO date (inclusive) or date-time (exclusive)' })
  @ApiQuery({ name: 'user', required: false, description: "the acting user's id, or a part of the name" })
  @ApiQuery({ name: 'type', required: false, description: `comma-separated: ${Object.keys(AUDIT_OPERATIONS).join(', ')}` })
  @ApiQuery({ name: 'subtree', required: false, description: 'scientificNameId of the subtree' })
  @ApiQuery({
    name: 'text',
    required: false,
    description:
      'a part of the remark, the user name, or a scientific name, author or vernacular name the event touched (a large import batch: its source)',
  })
  @ApiQuery({ name: 'after', required: false, description: 'the `next` cursor of the previous page' })
  @ApiQuery({ name: 'limit', required: false, description: `1..${AUDIT_PAGE_MAX}, default 50` })
  @ApiOkResponse({ type: AuditPageDto })
  async events(@Query() query: AuditRequestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const filter = await parseAuditFilter(this.sql, query);
    // the entries as the projector stored them (records and names cut at AUDIT_LIST_RECORDS) go out as they are
    const page = await readAuditPageText(this.sql, { ...filter, ...parseAuditPaging(query) });
    void reply.type('application/json; charset=utf-8');
    return `{"entries":[${page.entries.join(',')}],"next":${page.next === null ? 'null' : `"${encodeCursor(page.next)}"`}}`;
  }

  @Get('Events/:position')
  @ApiOperation({ summary: 'One audit entry with every record it touched.' })
  @ApiOkResponse({ type: AuditEntryDto, description: 'The entry with every record' })
  async entry(@Param('position') position: string): Promise<AuditEntryDto> {
    if (!/^\d{1,15}$/.test(position)) throw Errors.invalidRequest('Ugyldig posisjon. Bruk posisjonen fra revisjonsloggen.', 'position');
    const entry = await readAuditEntry(this.sql, Number(position));
    if (!entry) throw problemException(404, 'AUDIT_ENTRY_NOT_FOUND', `Fant ingen hendelse i revisjonsloggen på posisjon ${position}.`);
    return entry;
  }

  @Post('Export')
  @HttpCode(202)
  @ApiOperation({ summary: 'Export the filtered log (the same filters as Events) to xlsx or csv as a job; answers the job to follow.' })
  @ApiQuery({ name: 'format', required: false, enum: ['xlsx', 'csv'] })
  @ApiAcceptedResponse({ type: AuditJobAnswerDto, description: 'The job, waiting' })
  async export(@Query() query: AuditRequestQuery & { format?: string }, @Req() request: FastifyRequest): Promise<AuditJobAnswerDto> {
    const format = (query.format ?? 'xlsx').trim();
    if (!Object.hasOwn(AUDIT_EXPORT_FORMATS, format)) throw Errors.invalidRequest('Ukjent format. Velg xlsx eller csv.', 'format');
    const { subtree: _subtree, ...filter } = await parseAuditFilter(this.sql, query);
    const fileName = `revisjonslogg-${new Date().toISOString().slice(0, 10)}.${format}`;
    const payload: AuditExportPayload = { filter, format: format as AuditExportFormat, fileName };
    return jobAnswer(await this.jobs.add(AUDIT_EXPORT_JOB, payload, { owner: request.actor!.userId }));
  }

  @Get('Jobs/:id')
  @ApiOperation({ summary: 'State and progress of an audit export job.' })
  @ApiOkResponse({ type: AuditJobAnswerDto })
  async job(@Param('id') id: string): Promise<AuditJobAnswerDto> {
    return jobAnswer(await this.exportJob(id));
  }

  @Get('Jobs/:id/File')
  @ApiOperation({ summary: 'The file of a finished audit export.' })
  @ApiOkResponse({
    description: 'The file',
    content: fileContent(AUDIT_EXPORT_FORMATS.xlsx, AUDIT_EXPORT_FORMATS.csv.split(';')[0]!),
    headers: FILE_HEADERS,
  })
  async file(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const view = await this.exportJob(id);
    const info = view.state === 'completed' ? await this.files.info(id) : undefined;
    if (!info?.complete) throw problemException(404, 'EXPORT_FILE_NOT_READY', 'Filen er ikke klar. Vent til jobben er ferdig.');
    await reply
      .header('content-type', info.contentType)
      .header('content-disposition', contentDisposition(info.fileName))
      .header('content-length', String(info.size))
      .header('cache-control', 'no-store')
      .send(this.files.readable(id));
  }

  private async exportJob(id: string): Promise<JobView> {
    const view = await this.jobs.get(id);
    if (!view || view.kind !== AUDIT_EXPORT_JOB) throw problemException(404, 'JOB_NOT_FOUND', `Finner ikke eksportjobben ${id}.`);
    return view;
  }
}

const jobAnswer = (view: JobView): AuditJobAnswer => {
  const result = view.result as AuditExportResult | undefined;
  return {
    jobId: view.id,
    state: view.state,
    progress: view.progress,
    ...(view.message ? { message: view.message } : {}),
    ...(view.state === 'completed' && result
      ? { fileName: result.fileName, entries: result.entries, fileUrl: `/api/v1/Audit/Jobs/${view.id}/File` }
      : {}),
    ...(view.state === 'failed' ? { error: view.error ?? 'Eksporten feilet.' } : {}),
  };
};
