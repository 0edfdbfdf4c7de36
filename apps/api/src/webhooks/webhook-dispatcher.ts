import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { SqlClient } from '@navnebase/event-store';
import { feedHead, readFeedPage, type FeedRow } from '@navnebase/projections';
import { AppConfig } from '../config/app-config.js';
import { toCloudEvent } from '../feed/cloud-events.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES, SQL_CLIENT } from '../infrastructure/tokens.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import { sendEvent } from './webhook-sender.js';
import { checkTarget } from './webhook-target.js';
import { WebhookStore, type Subscription } from './webhook-store.js';

export const WEBHOOK_JOB = 'webhook.deliver';
const CHECK_EVERY_MS = 1_000;
const PAGE = 100;
const MAX_DELAY_MS = 60 * 60_000;

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

  constructor(
    private readonly store: WebhookStore,
    private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(REGISTER_STORES) private readonly stores: RegisterStores,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ subscriptionId: string }, { delivered: number }>(WEBHOOK_JOB, async ({ subscriptionId }) => ({
      delivered: await this.deliver(subscriptionId),
    }));
    this.unsubscribe = this.stores.readSide.onApplied((_events, at) => {
      void this.stores.readSide
        .waitForPosition(at, 10_000)
        .then(() => this.check())
        .catch(() => undefined);
    });
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
      const head = await feedHead(this.sql);
      const now = Date.now();
      for (const s of await this.store.list()) {
        if (!s.active || s.pausedReason || s.position >= head) continue;
        if (s.nextAttemptAt && Date.parse(s.nextAttemptAt) > now) continue;
        await this.jobs.add(WEBHOOK_JOB, { subscriptionId: s.id }, { jobId: `webhook-${s.id}-${s.position}-${head}-${s.failures}` });
      }
    } catch (error) {
      this.logger.warn(`Kunne ikke se etter webhook-leveranser: ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }

  /** Sends what a subscription has not had yet, in order; answers the number of events delivered. */
  async deliver(subscriptionId: string): Promise<number> {
    const lock = await this.sql.tryLock(`webhook-${subscriptionId}`);
    if (!lock) return 0; // another process is delivering to it
    let delivered = 0;
    try {
      for (;;) {
        const subscription = await this.store.get(subscriptionId);
        if (!subscription || !subscription.active || subscription.pausedReason) return delivered;
        if (subscription.nextAttemptAt && Date.parse(subscription.nextAttemptAt) > Date.now()) return delivered;
        const page = await readFeedPage(this.sql, {
          after: subscription.position,
          limit: PAGE,
          ...(subscription.subtreeTaxonId !== null ? { subtreeTaxonId: subscription.subtreeTaxonId } : {}),
          ...(subscription.kinds ? { kinds: subscription.kinds } : {}),
        });
        let position = subscription.position;
        for (const row of page.rows) {
          if (!(await this.sendOne(subscription, row))) return delivered;
          await this.store.delivered(subscriptionId, position, row.position);
          position = row.position;
          delivered++;
        }
        if (page.next > position) await this.store.skipTo(subscriptionId, position, page.next);
        if (page.rows.length === 0) return delivered;
      }
    } finally {
      await lock.release();
    }
  }

  private async sendOne(subscription: Subscription, row: FeedRow): Promise<boolean> {
    const event = toCloudEvent(row, this.config.feedSource);
    const attempt = subscription.failures + 1;
    let result;
    try {
      const url = await checkTarget(subscription.url, this.config.webhookAllowPrivate, { mustResolve: true });
      result = await sendEvent(url, subscription.secret, event, this.config.webhookTimeoutMs);
    } catch (error) {
      result = { ok: false, status: null, error: (error as Error).message, latencyMs: 0 };
    }
    await this.store.log(subscription.id, { eventId: event.id, eventType: event.type, attempt, ...result });
    if (result.ok) return true;
    const failures = subscription.failures + 1;
    if (failures >= this.config.webhookMaxFailures) {
      const reason = `Stoppet etter ${failures} mislykkede forsøk på rad. Siste feil: ${result.error ?? 'ukjent'}.`;
      await this.store.failed(subscription.id, failures, null, reason);
      this.logger.warn(`Webhook ${subscription.id} stoppet: ${reason}`);
    } else {
      const delay = Math.min(MAX_DELAY_MS, this.config.webhookRetryBaseMs * 2 ** (failures - 1));
      await this.store.failed(subscription.id, failures, new Date(Date.now() + delay), null);
    }
    return false;
  }
}
