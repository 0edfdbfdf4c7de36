import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { DomainError, Errors } from '@navnebase/domain';
import type { ReadModelQueries } from '@navnebase/projections';
import { problemException } from '../common/problem.js';
import { READ_MODEL_STORE } from '../infrastructure/tokens.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import type { JobQueue, JobView } from '../jobs/job-queue.js';
import { MatchAnswerDto, MatchJobAnswerDto } from './match.responses.js';
import { MATCH_JOB, matchJobAnswer, MatchJobService, type MatchJobAnswer, type MatchJobPayload } from './match-job.js';
import { matchResultsCsv, matchResultsXlsx } from './match-file.js';
import { namesOfUpload } from './match-upload.js';
import { MAX_JOB_BODY_BYTES, MAX_JOB_NAMES, MAX_MATCH_BODY_BYTES, MAX_MATCH_NAMES, parseMatchRequest, type MatchRequest } from './match-request.js';

const BASE = '/api/v1/TaxonName/Match';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The results as JSON, or as a csv or xlsx file (`format`). */
const MATCH_RESULTS = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: getSchemaPath(MatchAnswerDto) } },
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    [XLSX]: { schema: { type: 'string', format: 'binary' } },
  },
});

/** Fastify `onRoute` hook: the match routes take bodies of at most `MAX_MATCH_BODY_BYTES` (413 problem above it). */
export const limitMatchBodies = (route: RouteOptions): void => {
  if (route.url === BASE || route.url === `${BASE}/File`) route.bodyLimit = MAX_MATCH_BODY_BYTES;
  if (route.url === `${BASE}/Jobs`) route.bodyLimit = MAX_JOB_BODY_BYTES;
};

const jobNotFound = (id: string) =>
  new DomainError('JOB_NOT_FOUND', 'notFound', `Finner ikke listesøket ${id}. Ferdige listesøk slettes etter et døgn.`);

const formatOf = (format: unknown): 'json' | 'csv' | 'xlsx' => {
  if (format === undefined || format === 'json') return 'json';
  if (format === 'csv' || format === 'xlsx') return format;
  throw Errors.invalidRequest('format må være json, csv eller xlsx.', 'format');
};

/** Listesøk (public): a species list matched against the register, one result per input in input order. */
@ApiTags('TaxonName')
@Controller('api/v1/TaxonName/Match')
export class NameMatchController {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries,
    private readonly jobs: MatchJobService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      `Match up to ${MAX_MATCH_NAMES} names (scientific, with or without authorship, or vernacular) against the register: per input the match type ` +
      '(exact, canonical, synonym, vernacular, fuzzy, higherRank, ambiguous, none), a confidence 0–100, the matched and the accepted name, ' +
      'the recommended nb/nn/se vernacular names, existsInNorway and alternatives for ambiguous input. format=csv or xlsx answers a file.',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'xlsx'] })
  @ApiExtraModels(MatchAnswerDto)
  @ApiOkResponse(MATCH_RESULTS('One result per name (format=csv or xlsx: the same as a file)'))
  @ApiBody({
    schema: {
      type: 'object',
      required: ['names'],
      properties: {
        names: {
          type: 'array',
          items: { type: 'string' },
          maxItems: MAX_MATCH_NAMES,
          example: ['Ursus arctos Linnaeus, 1758', 'brunbjørn', 'Ursus arctoss'],
        },
        options: {
          type: 'object',
          properties: { fuzzy: { type: 'boolean' }, vernacular: { type: 'boolean' }, maxAlternatives: { type: 'integer', minimum: 0, maximum: 20 } },
        },
      },
    },
  })
  async match(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('format') format?: string): Promise<void> {
    const wanted = formatOf(format);
    const { names, options } = parseMatchRequest(request.body);
    await this.send(reply, wanted, await this.readModels.match(names, options));
  }

  @Post('File')
  @HttpCode(200)
  @ApiOperation({
    summary: `Match the names of an uploaded list (xlsx, csv or txt; the first column, at most ${MAX_MATCH_NAMES} names): answers as POST /Match.`,
  })
  @ApiOkResponse({ type: MatchAnswerDto, description: 'One result per name of the list' })
  async matchFile(@Req() request: FastifyRequest): Promise<{ results: unknown[] }> {
    const names = await namesOfUpload(request);
    if (names.length > MAX_MATCH_NAMES) {
      throw problemException(
        400,
        'MATCH_TOO_MANY_NAMES',
        `Filen har ${names.length.toLocaleString('nb')} navn. Største tillatte antall er ${MAX_MATCH_NAMES.toLocaleString('nb')}.`,
        {
          field: 'file',
        },
      );
    }
    const { names: checked } = parseMatchRequest({ names });
    return { results: await this.readModels.match(checked) };
  }

  @Post('Jobs')
  @HttpCode(202)
  @ApiOperation({
    summary:
      `Match a long list (up to ${MAX_JOB_NAMES} names) in the background: the same body as POST /Match, or a multipart file as POST /Match/File. ` +
      'Answers the job at once; follow it with GET /Match/Jobs/{id} and read the results from its resultUrl (json, csv or xlsx).',
  })
  @ApiAcceptedResponse({ type: MatchJobAnswerDto })
  async startJob(@Req() request: FastifyRequest): Promise<MatchJobAnswer> {
    const { names, options }: MatchRequest = request.isMultipart()
      ? parseMatchRequest({ names: await namesOfUpload(request, MAX_JOB_BODY_BYTES) }, MAX_JOB_NAMES)
      : parseMatchRequest(request.body, MAX_JOB_NAMES);
    const jobId = `match-${randomUUID()}`;
    const namesFileId = `${jobId}.names`;
    await this.jobs.files.save(namesFileId, 'navn.json', 'application/json', Buffer.from(JSON.stringify(names)));
    const payload: MatchJobPayload = { namesFileId, options };
    return matchJobAnswer(await this.queue.add(MATCH_JOB, payload, { jobId }), BASE);
  }

  @Get('Jobs/:id')
  @ApiOperation({ summary: 'State and progress of a match job; when completed, the counts per match type and the results link.' })
  @ApiParam({ name: 'id' })
  @ApiOkResponse({ type: MatchJobAnswerDto })
  async job(@Param('id') id: string): Promise<MatchJobAnswer> {
    return matchJobAnswer(await this.matchJob(id), BASE);
  }

  @Get('Jobs/:id/Result')
  @ApiOperation({ summary: 'The results of a completed match job, one per input in input order (format=csv or xlsx: a file).' })
  @ApiParam({ name: 'id' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'xlsx'] })
  @ApiExtraModels(MatchAnswerDto)
  @ApiOkResponse(MATCH_RESULTS('One result per input, in input order (format=csv or xlsx: the same as a file)'))
  async jobResult(@Param('id') id: string, @Res() reply: FastifyReply, @Query('format') format?: string): Promise<void> {
    const wanted = formatOf(format);
    const view = await this.matchJob(id);
    const results = view.state === 'completed' ? await this.jobs.results(id) : undefined;
    if (!results) throw problemException(404, 'MATCH_RESULT_NOT_READY', 'Resultatet er ikke klart. Vent til listesøket er ferdig.');
    await this.send(reply, wanted, results);
  }

  private async matchJob(id: string): Promise<JobView> {
    const view = await this.queue.get(id);
    if (!view || view.kind !== MATCH_JOB) throw jobNotFound(id);
    return view;
  }

  private async send(reply: FastifyReply, wanted: 'json' | 'csv' | 'xlsx', results: Awaited<ReturnType<ReadModelQueries['match']>>): Promise<void> {
    if (wanted === 'json') {
      await reply.status(200).send({ results });
      return;
    }
    const body = wanted === 'csv' ? matchResultsCsv(results) : await matchResultsXlsx(results);
    await reply
      .status(200)
      .header('content-type', wanted === 'csv' ? 'text/csv; charset=utf-8' : XLSX)
      .header('content-disposition', `attachment; filename="listesok.${wanted}"`)
      .send(body);
  }
}
