import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import type { FeedRow } from '@navnebase/projections';
import { AppConfig } from '../config/app-config.js';
import { toCloudEvent } from '../feed/cloud-events.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { MetricsService } from '../ops/metrics.service.js';
import { sendEvent } from './webhook-sender.js';
import { checkTarget } from './webhook-target.js';
import { WebhookStore, type Subscription } from './webhook-store.js';

export const WEBHOOK_JOB = 'webhook.deliver';
const CHECK_EVERY_MS = 1_000;
const PAGE = 100;
const MAX_DELAY_MS = 60 * 60_000;
const RETRY_SLOT_MS = 5_000;

/**
 * Delivers the feed to webhook subscriptions. Whenever the feed moves (or a retry falls due), each subscription
 * behind it gets a delivery job on the job queue (one per subscription and state: several processes noticing the
 * same change add it once). A job holds the subscription's lock, sends its events one by one in feed order and moves
 * its position after each 2xx, so delivery is in order and at least once. A failure is retried with exponential
 * backoff; after `webhookMaxFailures` in a row the subscription is paused with the reason, for an administrator.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private checking = false;
  private readonly delivering = new Set<string>();
  private readonly recheck = new Set<string>();

  constructor(
    private readonly store: WebhookStore,
    private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(REGISTER_STORES) private readonly stores: RegisterStores,
    private readonly metrics: MetricsService,
  ) {
    metrics.metrics.followWebhooks(() => store.pausedCount());
  }

  onModuleInit(): void {
    this.jobs.register<{ subscriptionId: string }, { delivered: number }>(WEBHOOK_JOB, async ({ subscriptionId }) => ({
      delivered: await this.deliver(subscriptionId),
    }));
    this.unsubscribe = this.stores.onFeedMoved(() => void this.check());
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
  }

  /** Adds a delivery job for every subscription that is behind the feed and due. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const head = await this.stores.feed.head();
      const now = Date.now();
      for (const s of await this.store.list()) {
        if (!s.active || s.pausedReason || s.position >= head) continue;
        if (s.nextAttemptAt && Date.parse(s.nextAttemptAt) > now) continue;
        // One job per subscription and state, whichever process adds it; the time slot lets a state that a skipped
        // job left behind be tried again.
        const slot = Math.floor(now / RETRY_SLOT_MS);
        await this.jobs.add(WEBHOOK_JOB, { subscriptionId: s.id }, { jobId: `webhook-${s.id}-${s.position}-${head}-${s.failures}-${slot}` });
      }
    } catch (error) {
      this.logger.warn(`Kunne ikke se etter webhook-leveranser: ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }

  /**
   * Sends what a subscription has not had yet, in order; answers the number of events delivered. The position moves
   * (and the log is written) once per page: a process that dies mid-page sends that page's rest again (at least once).
   */
  async deliver(subscriptionId: string): Promise<number> {
    // One delivery per subscription: in this process without asking the database, across processes by its lock.
    if (this.delivering.has(subscriptionId)) {
      // the running delivery looks again when it ends: rows it has already passed by are not left waiting
      this.recheck.add(subscriptionId);
      return 0;
    }
    this.delivering.add(subscriptionId);
    let delivered = 0;
    try {
      const lock = await this.sql.tryLock(`webhook-${subscriptionId}`);
      if (!lock) return 0;
      try {
        for (;;) {
          const subscription = await this.store.get(subscriptionId);
          if (!subscription || !subscription.active || subscription.pausedReason) return delivered;
          if (subscription.nextAttemptAt && Date.parse(subscription.nextAttemptAt) > Date.now()) return delivered;
          const page = await this.stores.feed.readPage({
            after: subscription.position,
            limit: PAGE,
            ...(subscription.subtreeTaxonId !== null ? { subtreeTaxonId: subscription.subtreeTaxonId } : {}),
            ...(subscription.kinds ? { kinds: subscription.kinds } : {}),
          });
          const { sent, failed } = await this.sendPage(subscription, page.rows);
          const reached = failed ? sent.at(-1)?.position : page.next;
          if (reached !== undefined && reached > subscription.position) {
            // after a failure the position moves past what was sent, and the failure's retry stays scheduled
            if (sent.length && !failed) await this.store.delivered(subscriptionId, subscription.position, reached);
            else await this.store.skipTo(subscriptionId, subscription.position, reached);
          }
          delivered += sent.length;
          if (failed || page.rows.length === 0) return delivered;
        }
      } finally {
        await lock.release();
      }
    } finally {
      this.delivering.delete(subscriptionId);
      // Rows that came while this delivery was ending are picked up now, not at the next tick.
      if (this.recheck.delete(subscriptionId) || delivered > 0) void this.check();
    }
  }

  /** POSTs the rows in order until one fails; logs every attempt and, on a failure, schedules the retry or pauses. */
  private async sendPage(subscription: Subscription, rows: readonly FeedRow[]): Promise<{ sent: FeedRow[]; failed: boolean }> {
    const sent: FeedRow[] = [];
    const attempts: Parameters<WebhookStore['log']>[1][number][] = [];
    let failure: string | null = null;
    let url: URL | undefined;
    try {
      if (rows.length) url = await checkTarget(subscription.url, this.config.webhookAllowPrivate, { mustResolve: true });
    } catch (error) {
      failure = (error as Error).message;
    }
    for (const row of rows) {
      const event = toCloudEvent(row, this.config.feedSource);
      const attempt = sent.length === 0 ? subscription.failures + 1 : 1;
      const result = url
        ? await sendEvent(url, subscription.secret, event, this.config.webhookTimeoutMs)
        : { ok: false, status: null, error: failure, latencyMs: 0 };
      attempts.push({ eventId: event.id, eventType: event.type, attempt, ...result });
      this.metrics.metrics.webhookDelivered(result.ok ? 'delivered' : 'failed');
      if (!result.ok) {
        failure = result.error;
        break;
      }
      sent.push(row);
    }
    await this.store.log(subscription.id, attempts);
    if (failure === null) return { sent, failed: false };
    const failures = (sent.length === 0 ? subscription.failures : 0) + 1;
    if (failures >= this.config.webhookMaxFailures) {
      const reason = `Stoppet etter ${failures} mislykkede forsøk på rad. Siste feil: ${failure ?? 'ukjent'}.`;
      await this.store.failed(subscription.id, failures, null, reason);
      this.logger.warn(`Webhook ${subscription.id} stoppet: ${reason}`);
    } else {
      const delay = Math.min(MAX_DELAY_MS, this.config.webhookRetryBaseMs * 2 ** (failures - 1));
      await this.store.failed(subscription.id, failures, new Date(Date.now() + delay), null);
    }
    return { sent, failed: true };
  }
}
