import { randomBytes, randomUUID } from 'node:crypto';
import { withSchemaLock, type SqlClient } from '@navnebase/event-store';
import type { FeedKind } from '@navnebase/projections';

/**
 * Webhook subscriptions and their delivery log. These are the register's outbound plumbing, not register data: they
 * live in plain tables beside the event store (a subscription's position in the feed moves with every delivery).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS wh_subscription (
  id text PRIMARY KEY,
  url text NOT NULL,
  subtree bigint,
  subtree_taxon_id bigint,
  kinds jsonb,
  active boolean NOT NULL,
  description text NOT NULL DEFAULT '',
  secret text NOT NULL,
  position bigint NOT NULL DEFAULT 0,
  failures int NOT NULL DEFAULT 0,
  paused_reason text,
  next_attempt_at timestamptz,
  last_delivery_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS wh_delivery (
  id bigserial PRIMARY KEY,
  subscription_id text NOT NULL,
  time timestamptz NOT NULL DEFAULT now(),
  event_id text NOT NULL,
  event_type text NOT NULL,
  attempt int NOT NULL,
  status int,
  error text,
  latency_ms int NOT NULL
);
CREATE INDEX IF NOT EXISTS wh_delivery_subscription_idx ON wh_delivery (subscription_id, id DESC);
-- the service's own answer to "is this name in use here?" (asked before a delete)
ALTER TABLE wh_subscription ADD COLUMN IF NOT EXISTS usage_url text;
`;

export interface Subscription {
  readonly id: string;
  readonly url: string;
  /** The scientific name whose taxon's subtree is followed; null for the whole register. */
  readonly subtree: number | null;
  readonly subtreeTaxonId: number | null;
  readonly kinds: FeedKind[] | null;
  readonly active: boolean;
  readonly description: string;
  /** Where the service answers whether it uses a name (`GET {usageUrl}?scientificNameId=…`), asked before a delete. */
  readonly usageUrl: string | null;
  readonly secret: string;
  /** Feed position delivered up to. */
  readonly position: number;
  /** Failed attempts in a row. */
  readonly failures: number;
  readonly pausedReason: string | null;
  readonly nextAttemptAt: string | null;
  readonly lastDeliveryAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Delivery {
  readonly id: number;
  readonly time: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly attempt: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly latencyMs: number;
}

export type SubscriptionInput = Pick<Subscription, 'url' | 'subtree' | 'subtreeTaxonId' | 'kinds' | 'active' | 'description' | 'usageUrl'>;

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

interface Row {
  id: string;
  url: string;
  subtree: string | null;
  subtree_taxon_id: string | null;
  kinds: FeedKind[] | null;
  active: boolean;
  description: string;
  usage_url: string | null;
  secret: string;
  position: string;
  failures: number;
  paused_reason: string | null;
  next_attempt_at: unknown;
  last_delivery_at: unknown;
  created_at: unknown;
  updated_at: unknown;
}

const subscriptionOf = (r: Row): Subscription => ({
  id: r.id,
  url: r.url,
  subtree: r.subtree === null ? null : Number(r.subtree),
  subtreeTaxonId: r.subtree_taxon_id === null ? null : Number(r.subtree_taxon_id),
  kinds: r.kinds,
  active: r.active,
  description: r.description,
  usageUrl: r.usage_url,
  secret: r.secret,
  position: Number(r.position),
  failures: r.failures,
  pausedReason: r.paused_reason,
  nextAttemptAt: iso(r.next_attempt_at),
  lastDeliveryAt: iso(r.last_delivery_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

export class WebhookStore {
  private constructor(private readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<WebhookStore> {
    await sql.exec(withSchemaLock(SCHEMA));
    return new WebhookStore(sql);
  }

  /** Active subscriptions that answer whether they use a name. */
  async withUsageUrl(): Promise<Subscription[]> {
    const { rows } = await this.sql.query<Row>(`SELECT * FROM wh_subscription WHERE active AND usage_url IS NOT NULL ORDER BY created_at, id`);
    return rows.map(subscriptionOf);
  }

  async list(): Promise<Subscription[]> {
    const { rows } = await this.sql.query<Row>(`SELECT * FROM wh_subscription ORDER BY created_at, id`);
    return rows.map(subscriptionOf);
  }

  /** Active subscriptions paused after repeated failures (the metric an operator alerts on). */
  async pausedCount(): Promise<number> {
    const { rows } = await this.sql.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM wh_subscription WHERE active AND paused_reason IS NOT NULL`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async get(id: string): Promise<Subscription | undefined> {
    const { rows } = await this.sql.query<Row>(`SELECT * FROM wh_subscription WHERE id = $1`, [id]);
    return rows[0] ? subscriptionOf(rows[0]) : undefined;
  }

  /** A new subscription starts at `position` (the feed's head: it receives what happens from now on). */
  async add(input: SubscriptionInput, position: number): Promise<Subscription> {
    const id = randomUUID();
    await this.sql.query(
      `INSERT INTO wh_subscription (id, url, subtree, subtree_taxon_id, kinds, active, description, secret, position, usage_url)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)`,
      [
        id,
        input.url,
        input.subtree,
        input.subtreeTaxonId,
        input.kinds ? JSON.stringify(input.kinds) : null,
        input.active,
        input.description,
        newSecret(),
        position,
        input.usageUrl,
      ],
    );
    return (await this.get(id))!;
  }

  /** Changes the given fields; turning a subscription on again clears a pause and its failures. */
  async update(id: string, input: Partial<SubscriptionInput>): Promise<Subscription | undefined> {
    const current = await this.get(id);
    if (!current) return undefined;
    const next = { ...current, ...input };
    const resume = input.active === true;
    await this.sql.query(
      `UPDATE wh_subscription SET url = $2, subtree = $3, subtree_taxon_id = $4, kinds = $5::jsonb, active = $6, description = $7, usage_url = $9,
         failures = CASE WHEN $8 THEN 0 ELSE failures END, paused_reason = CASE WHEN $8 THEN NULL ELSE paused_reason END,
         next_attempt_at = CASE WHEN $8 THEN NULL ELSE next_attempt_at END, updated_at = now()
       WHERE id = $1`,
      [
        id,
        next.url,
        next.subtree,
        next.subtreeTaxonId,
        next.kinds ? JSON.stringify(next.kinds) : null,
        next.active,
        next.description,
        resume,
        next.usageUrl,
      ],
    );
    return this.get(id);
  }

  async remove(id: string): Promise<boolean> {
    const { rows } = await this.sql.query(`DELETE FROM wh_subscription WHERE id = $1 RETURNING id`, [id]);
    await this.sql.query(`DELETE FROM wh_delivery WHERE subscription_id = $1`, [id]);
    return rows.length > 0;
  }

  async rotateSecret(id: string): Promise<string | undefined> {
    const secret = newSecret();
    const { rows } = await this.sql.query(`UPDATE wh_subscription SET secret = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, secret]);
    return rows.length ? secret : undefined;
  }

  /** Delivers again from a position: what came after it is sent again, in order. */
  async replayFrom(id: string, position: number): Promise<Subscription | undefined> {
    await this.sql.query(`UPDATE wh_subscription SET position = $2, failures = 0, next_attempt_at = NULL, updated_at = now() WHERE id = $1`, [
      id,
      position,
    ]);
    return this.get(id);
  }

  /** An event delivered: the subscription moves past it (only forward: a replay set meanwhile wins). */
  async delivered(id: string, from: number, position: number): Promise<void> {
    await this.sql.query(
      `UPDATE wh_subscription SET position = $3, failures = 0, next_attempt_at = NULL, last_delivery_at = now() WHERE id = $1 AND position = $2`,
      [id, from, position],
    );
  }

  /** Rows the filters left out: the subscription moves past them without a delivery. */
  async skipTo(id: string, from: number, position: number): Promise<void> {
    await this.sql.query(`UPDATE wh_subscription SET position = $3 WHERE id = $1 AND position = $2 AND position < $3`, [id, from, position]);
  }

  async failed(id: string, failures: number, nextAttemptAt: Date | null, pausedReason: string | null): Promise<void> {
    await this.sql.query(`UPDATE wh_subscription SET failures = $2, next_attempt_at = $3, paused_reason = $4 WHERE id = $1`, [
      id,
      failures,
      nextAttemptAt?.toISOString() ?? null,
      pausedReason,
    ]);
  }

  /** Records delivery attempts (in the order made), keeping the newest 1 000 per subscription. */
  async log(subscriptionId: string, deliveries: readonly Omit<Delivery, 'id' | 'time'>[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.sql.query(
      `INSERT INTO wh_delivery (subscription_id, event_id, event_type, attempt, status, error, latency_ms)
       SELECT $1, x."eventId", x."eventType", x.attempt, x.status, x.error, x."latencyMs"
       FROM jsonb_to_recordset($2::jsonb) AS x("eventId" text, "eventType" text, attempt int, status int, error text, "latencyMs" int)`,
      [subscriptionId, JSON.stringify(deliveries)],
    );
    await this.sql.query(
      `DELETE FROM wh_delivery WHERE subscription_id = $1 AND id < (SELECT min(id) FROM (SELECT id FROM wh_delivery WHERE subscription_id = $1 ORDER BY id DESC LIMIT 1000) newest)`,
      [subscriptionId],
    );
  }

  async deliveries(subscriptionId: string, limit: number): Promise<Delivery[]> {
    const { rows } = await this.sql.query<{
      id: string;
      time: unknown;
      event_id: string;
      event_type: string;
      attempt: number;
      status: number | null;
      error: string | null;
      latency_ms: number;
    }>(`SELECT * FROM wh_delivery WHERE subscription_id = $1 ORDER BY id DESC LIMIT $2`, [subscriptionId, limit]);
    return rows.map((r) => ({
      id: Number(r.id),
      time: iso(r.time)!,
      eventId: r.event_id,
      eventType: r.event_type,
      attempt: r.attempt,
      status: r.status,
      error: r.error,
      latencyMs: r.latency_ms,
    }));
  }
}
