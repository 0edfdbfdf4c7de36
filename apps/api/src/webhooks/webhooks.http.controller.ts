import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Errors } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { encodeCursor, FEED_KINDS, type FeedKind } from '@navnebase/projections';
import { AdminGuard } from '../access/admin.guard.js';
import { problemException } from '../common/problem.js';
import { AppConfig } from '../config/app-config.js';
import { parseCursor, parseTypes, resolveSubtree } from '../feed/feed-query.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookStore, type Subscription, type SubscriptionInput } from './webhook-store.js';
import { checkTarget } from './webhook-target.js';
import { NewWebhookDto, WebhookDeliveryDto, WebhookSecretDto, WebhookViewDto, type WebhookView } from './webhooks.responses.js';

interface WebhookBody {
  url?: unknown;
  subtree?: unknown;
  types?: unknown;
  active?: unknown;
  description?: unknown;
  usageUrl?: unknown;
}

/** A subscription as administrators see it: never the secret (shown once, when made or rotated). */
const view = (s: Subscription): WebhookView => ({
  id: s.id,
  url: s.url,
  subtree: s.subtree,
  types: s.kinds,
  active: s.active,
  description: s.description,
  usageUrl: s.usageUrl,
  state: !s.active ? 'inactive' : s.pausedReason ? 'paused' : 'active',
  pausedReason: s.pausedReason,
  failures: s.failures,
  nextAttemptAt: s.nextAttemptAt,
  cursor: encodeCursor(s.position),
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  lastDeliveryAt: s.lastDeliveryAt,
});

/** Webhook subscriptions to the change feed (administrators only). */
@ApiTags('Webhooks')
@Controller('api/v1/Webhooks')
@UseGuards(AdminGuard)
export class WebhooksController {
  constructor(
    private readonly store: WebhookStore,
    private readonly dispatcher: WebhookDispatcher,
    private readonly config: AppConfig,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(REGISTER_STORES) private readonly stores: RegisterStores,
  ) {}

  private async input(body: WebhookBody, partial: boolean): Promise<Partial<SubscriptionInput>> {
    if (typeof body !== 'object' || body === null) throw Errors.invalidRequest('Mangler innhold.');
    const input: { -readonly [K in keyof SubscriptionInput]?: SubscriptionInput[K] } = {};
    if (body.url !== undefined || !partial) {
      if (typeof body.url !== 'string' || body.url.trim() === '') {
        throw problemException(400, 'WEBHOOK_URL_INVALID', 'Oppgi adressen varslene skal sendes til.', { field: 'url' });
      }
      input.url = (await checkTarget(body.url.trim(), this.config.webhookAllowPrivate)).toString();
    }
    if (body.subtree !== undefined) {
      if (body.subtree === null || body.subtree === '') {
        input.subtree = null;
        input.subtreeTaxonId = null;
      } else {
        const scope = await resolveSubtree(this.sql, String(body.subtree));
        input.subtree = scope!.subtree;
        input.subtreeTaxonId = scope!.taxonId;
      }
    } else if (!partial) {
      input.subtree = null;
      input.subtreeTaxonId = null;
    }
    if (body.types !== undefined) {
      if (body.types === null || (Array.isArray(body.types) && body.types.length === 0)) input.kinds = null;
      else if (Array.isArray(body.types) && body.types.every((t) => typeof t === 'string'))
        input.kinds = parseTypes(body.types.join(',')) as FeedKind[];
      else throw Errors.invalidRequest(`Typer må være en liste med hendelsestyper: ${FEED_KINDS.join(', ')}.`, 'types');
    } else if (!partial) input.kinds = null;
    if (body.active !== undefined) {
      if (typeof body.active !== 'boolean') throw Errors.invalidRequest('Aktiv må være true eller false.', 'active');
      input.active = body.active;
    } else if (!partial) input.active = true;
    if (body.description !== undefined) {
      if (typeof body.description !== 'string' || body.description.length > 500)
        throw Errors.invalidRequest('Beskrivelsen kan være på høyst 500 tegn.', 'description');
      input.description = body.description;
    } else if (!partial) input.description = '';
    if (body.usageUrl !== undefined && body.usageUrl !== null && body.usageUrl !== '') {
      if (typeof body.usageUrl !== 'string') throw problemException(400, 'WEBHOOK_URL_INVALID', 'Adressen må være en tekst.', { field: 'usageUrl' });
      input.usageUrl = (await checkTarget(body.usageUrl.trim(), this.config.webhookAllowPrivate, { field: 'usageUrl' })).toString();
    } else if (body.usageUrl !== undefined || !partial) input.usageUrl = null;
    return input;
  }

  private async found(id: string): Promise<Subscription> {
    const subscription = await this.store.get(id);
    if (!subscription) throw problemException(404, 'WEBHOOK_NOT_FOUND', 'Finner ikke dette webhook-abonnementet.');
    return subscription;
  }

  @Get()
  @ApiOperation({ summary: 'Every webhook subscription with its state (active, paused with the reason, inactive) and position in the feed.' })
  @ApiOkResponse({ type: WebhookViewDto, isArray: true })
  async list(): Promise<WebhookViewDto[]> {
    return (await this.store.list()).map(view);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook subscription.' })
  @ApiOkResponse({ type: WebhookViewDto })
  async one(@Param('id') id: string): Promise<WebhookViewDto> {
    return view(await this.found(id));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Subscribes a URL to the feed from now on (body: url, subtree, types, active, description, usageUrl). The answer holds the signing secret (whsec_…), shown this once. ' +
      'usageUrl, when given, is asked before a name is deleted: GET {usageUrl}?scientificNameId=… answering { inUse, detail? } (docs/downstream.md).',
  })
  @ApiCreatedResponse({ type: NewWebhookDto, description: 'The subscription with its signing secret' })
  async create(@Body() body: WebhookBody): Promise<NewWebhookDto> {
    const input = (await this.input(body, false)) as SubscriptionInput;
    const subscription = await this.store.add(input, await this.stores.feed.head());
    return { ...view(subscription), secret: subscription.secret };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes a subscription; active: true resumes a paused one.' })
  @ApiOkResponse({ type: WebhookViewDto })
  async update(@Param('id') id: string, @Body() body: WebhookBody): Promise<WebhookViewDto> {
    await this.found(id);
    const updated = await this.store.update(id, await this.input(body, true));
    void this.dispatcher.check();
    return view(updated!);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends a subscription and its delivery log.' })
  @ApiNoContentResponse({ description: 'Ended' })
  async remove(@Param('id') id: string): Promise<void> {
    await this.found(id);
    await this.store.remove(id);
  }

  @Post(':id/RotateSecret')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new signing secret (shown this once); deliveries are signed with it from now on.' })
  @ApiOkResponse({ type: WebhookSecretDto })
  async rotate(@Param('id') id: string): Promise<WebhookSecretDto> {
    await this.found(id);
    const secret = await this.store.rotateSecret(id);
    if (secret === undefined) throw problemException(404, 'WEBHOOK_NOT_FOUND', 'Finner ikke dette webhook-abonnementet.');
    return { secret };
  }

  @Get(':id/Deliveries')
  @ApiOperation({ summary: 'The delivery log, newest first: time, event, attempt, HTTP status, error and latency.' })
  @ApiOkResponse({ type: WebhookDeliveryDto, isArray: true, description: 'The deliveries, newest first' })
  async deliveries(@Param('id') id: string, @Query('limit') limit?: string): Promise<WebhookDeliveryDto[]> {
    await this.found(id);
    const n = limit === undefined ? 50 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 1000) throw Errors.invalidRequest('Ugyldig antall. Bruk et heltall fra 1 til 1000.', 'limit');
    return this.store.deliveries(id, n);
  }

  @Post(':id/Replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delivers again everything after a feed cursor (body: { after }; empty: from the beginning).' })
  @ApiOkResponse({ type: WebhookViewDto, description: 'The subscription, moved back to the cursor' })
  async replay(@Param('id') id: string, @Body() body: { after?: unknown }): Promise<WebhookViewDto> {
    await this.found(id);
    if (body?.after !== undefined && typeof body.after !== 'string') throw Errors.invalidRequest('Markøren må være en tekst.', 'after');
    const replayed = await this.store.replayFrom(id, parseCursor(body?.after as string | undefined));
    void this.dispatcher.check();
    return view(replayed!);
  }
}
