import { Controller, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Errors } from '@navnebase/domain';
import type { ReadModelQueries } from '@navnebase/projections';
import { problemException } from '../common/problem.js';
import { READ_MODEL_STORE } from '../infrastructure/tokens.js';
import { MatchAnswerDto } from './match.responses.js';
import { matchResultsCsv, matchResultsXlsx } from './match-file.js';
import { namesOfUpload } from './match-upload.js';
import { MAX_MATCH_BODY_BYTES, MAX_MATCH_NAMES, parseMatchRequest } from './match-request.js';

const BASE = '/api/v1/TaxonName/Match';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fastify `onRoute` hook: the match routes take bodies of at most `MAX_MATCH_BODY_BYTES` (413 problem above it). */
export const limitMatchBodies = (route: RouteOptions): void => {
  if (route.url === BASE || route.url === `${BASE}/File`) route.bodyLimit = MAX_MATCH_BODY_BYTES;
};

const formatOf = (format: unknown): 'json' | 'csv' | 'xlsx' => {
  if (format === undefined || format === 'json') return 'json';
  if (format === 'csv' || format === 'xlsx') return format;
  throw Errors.invalidRequest('format må være json, csv eller xlsx.', 'format');
};

/** Listesøk (public): a species list matched against the register, one result per input in input order. */
@ApiTags('TaxonName')
@Controller('api/v1/TaxonName/Match')
export class NameMatchController {
  constructor(@Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      `Match up to ${MAX_MATCH_NAMES} names (scientific, with or without authorship, or vernacular) against the register: per input the match type ` +
      '(exact, canonical, synonym, vernacular, fuzzy, higherRank, ambiguous, none), a confidence 0–100, the matched and the accepted name, ' +
      'the recommended nb/nn/se vernacular names, existsInNorway and alternatives for ambiguous input. format=csv or xlsx answers a file.',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'xlsx'] })
  @ApiOkResponse({ type: MatchAnswerDto, description: 'One result per name (format=csv or xlsx: the same as a file)' })
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
    const results = await this.readModels.match(names, options);
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
}
