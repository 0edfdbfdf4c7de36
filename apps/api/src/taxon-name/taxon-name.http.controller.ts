import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Errors, SEARCH_PAGE_LIMIT } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import {
  historyNameFacts,
  type RegisterHistory,
  withHistoryNameHtml,
  type ChildrenPage,
  type ChildrenPageRequest,
  type ReadModelQueries,
  type TaxonNameInfo,
  type TreeNode,
} from '@navnebase/projections';
import { optionalAsOf } from '../common/as-of.js';
import { optionalIsoDateOrInstant } from '../common/dates.js';
import { parseScientificNameId, parseTaxonId } from '../common/ids.js';
import { problemException } from '../common/problem.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../data-transfer/export-request.js';
import { CHILDREN_PAGE_HEADERS, CHILDREN_PAGE_QUERIES, parseChildrenPage, sendChildrenPage } from './children-paging.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { READ_MODEL_STORE, REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import { readSubtreeDiff, subtreeDiffWorkbook } from './subtree-diff.query.js';
import { ChangeLogEntryDto, SearchHitDto, SubtreeDiffDto, TaxonNameInfoDto, TreeNodeDto } from './taxon-name.responses.js';

const REASON_TEXT: Record<string, string> = {
  Deleted: 'er slettet',
  Merged: 'er slått sammen med et annet takson',
  Split: 'er splittet i flere taksa',
  Replaced: 'er erstattet',
};

const AS_OF = {
  name: 'asOf',
  required: false,
  description: 'ISO date (the end of that day, Norwegian time) or date-time: the register as it was then',
  example: '2026-01-31',
};

/** The public read API of spec 1 §7: tree, name pages, history and search; with `asOf`, as the register was then. */
@ApiTags('TaxonName')
@Controller('api/v1/TaxonName')
export class TaxonNameController {
  private readonly history: RegisterHistory;

  constructor(
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(REGISTER_STORES) stores: RegisterStores,
  ) {
    this.history = stores.history;
  }

  /** The event store's position at the `asOf` of a query; undefined without one (today's register). */
  private async positionOf(asOf: unknown): Promise<number | undefined> {
    const time = optionalAsOf(asOf);
    return time === undefined ? undefined : this.history.positionAt(time);
  }

  @Get('Children/ByTaxonNameId/:taxonNameId')
  @ApiOperation({
    summary:
      'Children of a tree node (taxonNameId = taxon id; the root key is 9007199254740990, Biota -1, non-biota -2). With `limit`, one page: read on from the `Link: rel="next"` header.',
  })
  @ApiParam({ name: 'taxonNameId', example: 9007199254740990 })
  @ApiOkResponse({
    type: TreeNodeDto,
    isArray: true,
    description: 'The children, in tree order (with `limit`, one page of them)',
    headers: CHILDREN_PAGE_HEADERS,
  })
  @ApiQuery(CHILDREN_PAGE_QUERIES.after)
  @ApiQuery(CHILDREN_PAGE_QUERIES.limit)
  @ApiQuery(AS_OF)
  async children(
    @Param('taxonNameId') taxonNameId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('asOf') asOf?: unknown,
    @Query('limit') limit?: unknown,
    @Query('after') after?: unknown,
  ): Promise<readonly TreeNode[]> {
    const id = parseTaxonId(taxonNameId);
    return this.childrenAnswer(
      { all: () => this.readModels.children(id), page: (page) => this.readModels.childrenPage(id, page), taxonIdAt: async () => id },
      { request, reply, asOf, limit, after },
    );
  }

  @Get('Children/ByScientificNameId/:scientificNameId')
  @ApiOperation({
    summary: 'Children of the taxon a scientific name belongs to (empty when the name is unknown). With `limit`, one page, as ByTaxonNameId.',
  })
  @ApiOkResponse({
    type: TreeNodeDto,
    isArray: true,
    description: 'The children, in tree order (with `limit`, one page of them)',
    headers: CHILDREN_PAGE_HEADERS,
  })
  @ApiQuery(CHILDREN_PAGE_QUERIES.after)
  @ApiQuery(CHILDREN_PAGE_QUERIES.limit)
  @ApiQuery(AS_OF)
  async childrenByScientificName(
    @Param('scientificNameId') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('asOf') asOf?: unknown,
    @Query('limit') limit?: unknown,
    @Query('after') after?: unknown,
  ): Promise<readonly TreeNode[]> {
    const nameId = parseScientificNameId(id);
    return this.childrenAnswer(
      {
        all: () => this.readModels.childrenByScientificNameId(nameId),
        page: (page) => this.readModels.childrenPageByScientificNameId(nameId, page),
        taxonIdAt: async (position) => (await this.history.nameAt(nameId, position))?.taxonId,
      },
      { request, reply, asOf, limit, after },
    );
  }

  /**
   * The answer of both children routes: all children or one page (with its headers), of today's register or of the
   * register at `asOf` (the node found by `taxonIdAt` then). An unknown node has no children.
   */
  private async childrenAnswer(
    node: {
      all: () => Promise<readonly TreeNode[] | undefined>;
      page: (page: ChildrenPageRequest) => Promise<ChildrenPage | undefined>;
      taxonIdAt: (position: number) => Promise<number | undefined>;
    },
    query: { request: FastifyRequest; reply: FastifyReply; asOf: unknown; limit: unknown; after: unknown },
  ): Promise<readonly TreeNode[]> {
    const page = parseChildrenPage(query.limit, query.after);
    const position = await this.positionOf(query.asOf);
    const taxonId = position === undefined ? undefined : await node.taxonIdAt(position);
    if (!page) {
      if (position === undefined) return (await node.all()) ?? [];
      return taxonId === undefined ? [] : this.history.children(taxonId, position);
    }
    const answer =
      position === undefined ? await node.page(page) : taxonId === undefined ? undefined : await this.history.childrenPage(taxonId, position, page);
    return sendChildrenPage(query.request, query.reply, answer ?? { children: [], total: 0 });
  }

  @Get('ByTaxonId/:taxonId')
  @ApiOperation({ summary: 'Taxon name info of a taxon (its main name).' })
  @ApiOkResponse({ type: TaxonNameInfoDto, description: 'The name page of the taxon' })
  @ApiQuery(AS_OF)
  async byTaxonId(@Param('taxonId') taxonId: string, @Query('asOf') asOf?: unknown) {
    const id = parseTaxonId(taxonId);
    const position = await this.positionOf(asOf);
    if (position !== undefined) return (await this.history.taxonNameInfo(id, position)) ?? notThen('taxon', id);
    return (await this.readModels.taxonNameInfoByTaxonId(id)) ?? (await this.gone('taxon', id));
  }

  @Get('ByScientificNameId/:scientificNameId')
  @ApiOperation({ summary: 'Taxon name info of a scientific name, including existsInNorway for main names at species rank and below.' })
  @ApiOkResponse({ type: TaxonNameInfoDto, description: 'The name page of the name' })
  @ApiQuery(AS_OF)
  async byScientificNameId(@Param('scientificNameId') scientificNameId: string, @Query('asOf') asOf?: unknown) {
    const id = parseScientificNameId(scientificNameId);
    const position = await this.positionOf(asOf);
    if (position !== undefined) return (await this.history.taxonNameInfoByScientificNameId(id, position)) ?? notThen('name', id);
    return (await this.readModels.taxonNameInfoByScientificNameId(id)) ?? (await this.gone('name', id));
  }

  @Get('Changes/ByScientificNameId/:scientificNameId')
  @ApiOperation({ summary: 'Change log of a scientific name, newest first.' })
  @ApiOkResponse({ type: ChangeLogEntryDto, isArray: true, description: 'The changes, newest first' })
  @ApiQuery({ name: 'fromDate', required: false, description: 'ISO date or date-time with zone: only changes on or after it' })
  @ApiQuery({ name: 'toDate', required: false, description: 'ISO date or date-time with zone: only changes on or before it' })
  @ApiQuery(AS_OF)
  async changes(
    @Param('scientificNameId') scientificNameId: string,
    @Query('fromDate') from?: unknown,
    @Query('toDate') to?: unknown,
    @Query('asOf') asOf?: unknown,
  ) {
    const id = parseScientificNameId(scientificNameId);
    const fromDate = optionalIsoDateOrInstant(from, 'fromDate');
    const toDate = optionalIsoDateOrInstant(to, 'toDate');
    const position = await this.positionOf(asOf);
    const changes = await this.readModels.changes(id, {
      ...(fromDate ? { from: fromDate } : {}),
      ...(toDate ? { to: toDate } : {}),
      ...(position !== undefined ? { untilPosition: position } : {}),
    });
    if (!changes) throw Errors.nameNotFound(id);
    // As of a time: a name with no change up to then did not exist yet.
    if (position !== undefined && changes.length === 0 && !(await this.history.nameAt(id, position))) notThen('name', id);
    // Each item's name formatted from the name as the register knows it (then, with asOf); the entries stay as stored.
    return withHistoryNameHtml(
      changes,
      async (nameId) => {
        const info =
          position === undefined
            ? await this.readModels.taxonNameInfoByScientificNameId(nameId)
            : await this.history.taxonNameInfoByScientificNameId(nameId, position);
        return info ? historyNameFacts(info, nameId) : undefined;
      },
      id,
    );
  }

  @Get('Diff')
  @ApiOperation({
    summary:
      'What changed below a name between two times: names added, removed, renamed, changed status, moved in and out, and otherwise changed, each with the events that caused it.',
  })
  @ApiQuery({ name: 'scientificNameId', required: true, description: 'The name whose taxon is the top of the subtree' })
  @ApiQuery({ name: 'from', required: true, description: 'ISO date (the end of that day, Norwegian time) or date-time' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO date or date-time; left out, now' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'xlsx'] })
  @ApiExtraModels(SubtreeDiffDto)
  @ApiOkResponse({
    description: 'The differences (format=xlsx: the same as a spreadsheet)',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(SubtreeDiffDto) } },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    },
  })
  async diff(
    @Query('scientificNameId') rawId: unknown,
    @Query('from') rawFrom: unknown,
    @Query('to') rawTo: unknown,
    @Query('format') format: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (rawId === undefined || rawId === '') throw Errors.invalidRequest('Oppgi det vitenskapelige navnet (scientificNameId).', 'scientificNameId');
    const id = parseScientificNameId(rawId);
    const from = optionalAsOf(rawFrom, 'from');
    if (from === undefined) throw Errors.invalidRequest('Oppgi fra-tidspunktet (from).', 'from');
    const to = optionalAsOf(rawTo, 'to') ?? new Date().toISOString();
    if (from > to) throw Errors.invalidRequest('Fra-tidspunktet må være før til-tidspunktet.', 'from');
    if (format !== undefined && format !== 'json' && format !== 'xlsx') throw Errors.invalidRequest('Formatet må være json eller xlsx.', 'format');
    const diff = await readSubtreeDiff(this.sql, this.history, id, from, to);
    if (!diff) notThen('name', id);
    if (format === 'xlsx') {
      await reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`endringer-${id}-${from.slice(0, 10)}-${to.slice(0, 10)}.xlsx`))
        .header('cache-control', 'no-store')
        .send(await subtreeDiffWorkbook(diff!));
      return;
    }
    await reply.send(diff);
  }

  @Get('Search')
  @ApiOperation({
    summary: 'Search scientific names, vernacular names (any word) and scientific name ids: exact, then prefix, then fuzzy; main names first.',
  })
  @ApiQuery({ name: 'Search', required: true, example: 'brunbjørn' })
  @ApiQuery({ name: 'limit', required: false, description: 'Hits (taxa), 1–100; 10 for suggestions, 100 (default) for the results page' })
  @ApiOkResponse({ type: SearchHitDto, isArray: true, description: 'The hits, best first' })
  search(@Query('Search') text?: string, @Query('limit') limit?: string) {
    const max = limit === undefined ? SEARCH_PAGE_LIMIT : Number(limit);
    if (!Number.isInteger(max) || max < 1 || max > SEARCH_PAGE_LIMIT) throw Errors.invalidRequest('limit må være et heltall fra 1 til 100.', 'limit');
    if (typeof text !== 'string' || text.trim() === '') return [];
    if (text.length > 200) throw Errors.invalidRequest('Søketeksten er for lang.', 'Search');
    return this.readModels.search(text, max);
  }

  /** An unknown id: says what became of it when it was deleted, merged or split. */
  private async gone(kind: 'taxon' | 'name', id: number): Promise<TaxonNameInfo> {
    const successor = await this.readModels.successor(kind, id);
    if (successor) {
      const what = kind === 'name' ? `Vitenskapelig navn ${id}` : `Takson ${id}`;
      throw problemException(
        404,
        kind === 'name' ? 'SCIENTIFIC_NAME_GONE' : 'TAXON_GONE',
        `${what} ${REASON_TEXT[successor.reason] ?? 'finnes ikke lenger'}.`,
        {
          successor,
        },
      );
    }
    throw kind === 'name' ? Errors.nameNotFound(id) : Errors.taxonNotFound(id);
  }
}

/** An id the register did not hold at the time asked about (not yet, or no longer). */
const notThen = (kind: 'taxon' | 'name', id: number): never => {
  throw problemException(
    404,
    kind === 'name' ? 'SCIENTIFIC_NAME_NOT_FOUND' : 'TAXON_NOT_FOUND',
    kind === 'name' ? `Vitenskapelig navn ${id} fantes ikke på dette tidspunktet.` : `Takson ${id} fantes ikke på dette tidspunktet.`,
  );
};
