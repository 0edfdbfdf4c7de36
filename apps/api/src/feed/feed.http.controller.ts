import { PassThrough } from 'node:stream';
import { Controller, Get, Headers, Inject, Query, Req, Res } from '@nestjs/common';
import { createSession } from 'better-sse';
import { ApiExcludeController, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SqlClient } from '@navnebase/event-store';
import { encodeCursor, FEED_EVENT_TYPES } from '@navnebase/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import { asyncApiDocument } from './asyncapi.js';
import { toCloudEvent } from './cloud-events.js';
import { FeedHub, type FeedListener } from './feed-hub.js';
import { FeedCloudEventDto, FeedPageDto, SNAPSHOT_CONTENT, SNAPSHOT_LINES, STREAM_CONTENT } from './feed.responses.js';
import { FEED_PAGE_MAX, parseFeedParams, resolveSubtree } from './feed-query.js';

const FEED_QUERIES = [
  {
    name: 'after',
    required: false,
    description: 'Cursor to read after: `next` of the previous page or `position` of an event; empty for the beginning.',
  },
  {
    name: 'subtree',
    required: false,
    description: 'A scientific name id: only what concerns its taxon and everything below it, as it stood at each event.',
  },
  { name: 'types', required: false, description: `Comma-separated kinds or types: ${FEED_EVENT_TYPES.join(', ')}.` },
] as const;

/** The change feed's AsyncAPI document, beside the OpenAPI one. */
@ApiExcludeController()
@Controller('api-docs')
export class AsyncApiController {
  constructor(private readonly config: AppConfig) {}

  @Get('asyncapi.json')
  document() {
    return asyncApiDocument(this.config.publicBaseUrl);
  }
}

/** The public change feed (downstream services): pages of CloudEvents, a snapshot to start from, a live stream. */
@ApiTags('Feed')
@Controller('api/v1/Feed')
export class FeedController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(REGISTER_STORES) private readonly stores: RegisterStores,
    private readonly config: AppConfig,
    private readonly hub: FeedHub,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'A page of the change feed in global order: { events: CloudEvent[], next: cursor }. Read on from `next`; an empty page means up to date.',
  })
  @ApiQuery(FEED_QUERIES[0])
  @ApiQuery({ name: 'limit', required: false, description: `1..${FEED_PAGE_MAX}, default 100` })
  @ApiQuery(FEED_QUERIES[1])
  @ApiQuery(FEED_QUERIES[2])
  @ApiOkResponse({ type: FeedPageDto, description: 'A page of events and the cursor to continue from.' })
  async page(@Query() query: { after?: string; limit?: string; subtree?: string; types?: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    const params = await parseFeedParams(this.sql, query);
    if (params.subtreeTaxonId === undefined) {
      // the whole feed: the stored data texts go out as they are
      const page = await this.stores.feed.readPageText(
        { after: params.after, limit: params.limit, ...(params.kinds ? { kinds: params.kinds } : {}) },
        this.config.feedSource,
      );
      void reply.type('application/json; charset=utf-8');
      return `{"events":[${page.events.join(',')}],"next":"${encodeCursor(page.next)}"}`;
    }
    const page = await this.stores.feed.readPage({
      after: params.after,
      limit: params.limit,
      ...(params.subtreeTaxonId !== undefined ? { subtreeTaxonId: params.subtreeTaxonId } : {}),
      ...(params.kinds ? { kinds: params.kinds } : {}),
    });
    return { events: page.rows.map((row) => toCloudEvent(row, this.config.feedSource)), next: encodeCursor(page.next) };
  }

  @Get('Stream')
  @ApiOperation({
    summary:
      'The feed live, as Server-Sent Events: each event is a CloudEvent (JSON) whose SSE id is its cursor. Starts after `after` or the Last-Event-ID header (a reconnecting EventSource resumes by itself); heartbeats are comment lines.',
  })
  @ApiQuery(FEED_QUERIES[0])
  @ApiQuery(FEED_QUERIES[1])
  @ApiQuery(FEED_QUERIES[2])
  @ApiProduces('text/event-stream', 'application/problem+json')
  @ApiExtraModels(FeedCloudEventDto)
  @ApiOkResponse({ description: 'The live feed, until the client closes it', content: STREAM_CONTENT })
  async stream(
    @Query() query: { after?: string; subtree?: string; types?: string },
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const params = await parseFeedParams(this.sql, { ...query, limit: undefined }, lastEventId);
    // The stream writes its own response: the headers the hooks set on the reply (CORS, security) go on it first.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const session = await createSession(request.raw, reply.raw, {
      keepAlive: this.config.feedHeartbeatMs,
      retry: 2_000,
      trustClientEventId: false,
      headers: { 'x-accel-buffering': 'no' },
    });
    const listener: FeedListener = {
      after: params.after,
      ...(params.subtreeTaxonId !== undefined ? { subtreeTaxonId: params.subtreeTaxonId } : {}),
      ...(params.kinds ? { kinds: params.kinds } : {}),
      send: (row) => {
        if (session.isConnected) session.push(toCloudEvent(row, this.config.feedSource), 'message', encodeCursor(row.position));
      },
      close: () => reply.raw.end(),
    };
    session.once('disconnected', () => this.hub.detach(listener));
    await this.hub.attach(listener).catch(() => reply.raw.destroy());
  }

  @Get('Snapshot')
  @ApiOperation({
    summary:
      'Every current taxon, usable name and successor (of a subtree, or all) as NDJSON, read in one snapshot. The first line states the cursor to follow the feed from (also in the Feed-Cursor header); the last line ends the snapshot.',
  })
  @ApiQuery(FEED_QUERIES[1])
  @ApiProduces('application/x-ndjson', 'application/problem+json')
  @ApiExtraModels(...SNAPSHOT_LINES)
  @ApiOkResponse({
    description: 'The snapshot as NDJSON, one line per record',
    content: SNAPSHOT_CONTENT,
    headers: { 'Feed-Cursor': { description: 'The cursor to follow the feed from', schema: { type: 'string' } } },
  })
  async snapshot(@Query('subtree') subtree: string | undefined, @Res() reply: FastifyReply) {
    const scope = await resolveSubtree(this.sql, subtree);
    const body = new PassThrough();
    try {
      await this.stores.feed.writeSnapshot(scope?.taxonId ?? null, (line) => {
        if (line.kind === 'cursor') {
          void reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('feed-cursor', line.cursor).send(body);
        }
        body.write(`${JSON.stringify(line)}\n`);
      });
      body.end();
    } catch (error) {
      if (!reply.sent) throw error;
      body.destroy(error as Error);
    }
  }
}
