import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { USERS_STREAM } from '@navnebase/domain';
import type { PipelineObservation } from '@navnebase/event-store';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import type { JobQueue } from '../jobs/job-queue.js';

/** One projection as measured at a scrape: its position, what it has not applied (events), the oldest of those's age. */
interface ProjectionRow {
  readonly projection: string;
  readonly position: number;
  readonly lag: number;
  readonly age: number;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics (one registry per application, so tests may run several). What each means and
 * what to alert on is in docs/operations.md; every name starts with `navnebase_` except Node's own (`process_`,
 * `nodejs_`).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly httpDuration = this.histogram({
    name: 'navnebase_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
  });
  readonly commandDuration = this.histogram({
    name: 'navnebase_command_duration_seconds',
    help: 'Commands by stream, operation and outcome (ok, duplicate, rejected, conflict, read_side_late, failed), with their duration including the wait for the read side',
    labelNames: ['stream', 'operation', 'outcome'] as const,
  });
  readonly commandConflicts = this.counter({
    name: 'navnebase_command_conflicts_total',
    help: 'Appends refused because another process wrote the stream first (the command then caught up and decided again)',
    labelNames: ['stream', 'operation'] as const,
  });
  readonly eventsAppended = this.counter({
    name: 'navnebase_events_appended_total',
    help: 'Events this process appended, per stream',
    labelNames: ['stream'] as const,
  });
  readonly jobsFinished = this.counter({
    name: 'navnebase_jobs_finished_total',
    help: 'Jobs this process ran to an end, per kind and state (completed, failed, cancelled)',
    labelNames: ['kind', 'state'] as const,
  });
  readonly loginFailures = this.counter({ name: 'navnebase_login_failures_total', help: 'Failed local logins (wrong e-mail or password)' });
  readonly loginLockouts = this.counter({
    name: 'navnebase_login_lockouts_total',
    help: 'Times an account from one address (account), a client address (address) reached its limit of failed logins and was locked for the window, or an account started its global back-off (global)',
    labelNames: ['scope'] as const,
  });
  readonly webhookDeliveries = this.counter({
    name: 'navnebase_webhook_deliveries_total',
    help: 'Webhook delivery attempts by this process, by outcome (delivered, failed); one per event sent',
    labelNames: ['outcome'] as const,
  });
  /** Counts the paused subscriptions when scraped (set by the webhooks with `followWebhooks`). */
  private pausedWebhooks: () => Promise<number> = async () => 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['delivered', 'failed']) this.webhookDeliveries.inc({ outcome }, 0);
    for (const scope of ['account', 'address', 'global']) this.loginLockouts.inc({ scope }, 0);
    const paused = () => this.pausedWebhooks();
    this.gauge({
      name: 'navnebase_webhook_subscriptions_paused',
      help: 'Active webhook subscriptions paused after repeated failures (the same on every process)',
      async collect() {
        this.set(await paused());
      },
    });
  }

  private histogram<L extends string>(config: Omit<HistogramConfiguration<L>, 'registers' | 'buckets'>): Histogram<L> {
    return new Histogram({ ...config, buckets: SECONDS, registers: this.registers });
  }

  private counter<L extends string>(config: Omit<CounterConfiguration<L>, 'registers'>): Counter<L> {
    return new Counter({ ...config, registers: this.registers });
  }

  private gauge<L extends string>(config: Omit<GaugeConfiguration<L>, 'registers'>): Gauge<L> {
    return new Gauge({ ...config, registers: this.registers });
  }

  /** The webhooks: one delivery attempt's outcome, and how to count the paused subscriptions when scraped. */
  webhookDelivered(outcome: 'delivered' | 'failed'): void {
    this.webhookDeliveries.inc({ outcome });
  }

  followWebhooks(paused: () => Promise<number>): void {
    this.pausedWebhooks = paused;
  }

  /** One command through a pipeline. */
  command(observation: PipelineObservation): void {
    const labels = { stream: observation.streamId, operation: observation.type };
    if (observation.kind === 'conflict') return void this.commandConflicts.inc(labels);
    this.commandDuration.observe({ ...labels, outcome: observation.outcome }, observation.seconds);
    if (observation.events > 0) this.eventsAppended.inc({ stream: observation.streamId }, observation.events);
  }

  /** The read side, the store and the jobs, measured when scraped. */
  follow(stores: RegisterStores, jobs: JobQueue): void {
    const { events, readSide, readModels } = stores;
    const ageOf = (recordedAt: string | undefined) => (recordedAt ? Math.max(0, (Date.now() - Date.parse(recordedAt)) / 1000) : 0);
    /** Each projection's position, what it has not applied yet (events), and the age of the oldest of those. */
    const projections = async () => {
      const head = await events.headPosition();
      const usersHead = await events.streamRevision(USERS_STREAM);
      const tables = readSide.projectorCheckpoints;
      const firstAfter = async (position: number) => (position < head ? (await events.readAll(position, 1))[0]?.recordedAt : undefined);
      const firstUserAfter = async (revision: number) =>
        revision < usersHead ? (await events.readStream(USERS_STREAM, revision + 1, 1))[0]?.recordedAt : undefined;
      const row = async (
        projection: string,
        position: number,
        end: number,
        first: (position: number) => Promise<string | undefined>,
      ): Promise<ProjectionRow> => ({
        projection,
        position,
        lag: Math.max(0, end - position),
        age: ageOf(await first(position)),
      });
      return {
        head,
        rows: [
          await row('memory', readSide.position, head, firstAfter),
          await row('register', tables.register, head, firstAfter),
          await row('users', tables.users, usersHead, firstUserAfter),
        ],
      };
    };
    let measured: ReturnType<typeof projections> | undefined;
    // One measurement per scrape, shared by the gauges below.
    const measure = () => (measured ??= projections().finally(() => setTimeout(() => (measured = undefined), 0)));
    this.gauge({
      name: 'navnebase_event_store_head_position',
      help: 'The highest global position that is safe to read in the event store',
      async collect() {
        this.set((await measure()).head);
      },
    });
    const perProjection = (name: string, help: string, value: (row: ProjectionRow) => number) =>
      this.gauge({
        name,
        help,
        labelNames: ['projection'] as const,
        async collect() {
          for (const row of (await measure()).rows) this.set({ projection: row.projection }, value(row));
        },
      });
    perProjection(
      'navnebase_projection_position',
      'How far each projection has come: memory = this process’s in-memory register (global position), register = the read-model tables (global position), users = the users table (users stream revision)',
      (row) => row.position,
    );
    perProjection(
      'navnebase_projection_lag_events',
      'Events in the store a projection has not applied yet (positions may have gaps, so this is an upper bound)',
      (row) => row.lag,
    );
    perProjection(
      'navnebase_projection_lag_seconds',
      'Age of the oldest event a projection has not applied yet (0 when caught up)',
      (row) => row.age,
    );
    this.gauge({
      name: 'navnebase_projector',
      help: '1 while this process writes the read-model tables (holds the projector lease), else 0',
      collect() {
        this.set(readSide.isProjector ? 1 : 0);
      },
    });
    const reported = new Map<string, number>();
    this.counter({
      name: 'navnebase_read_cache_lookups_total',
      help: 'Read-side cache lookups by cache (name_page, children, search) and result (hit, miss); hit ratio = hit / (hit + miss)',
      labelNames: ['cache', 'result'] as const,
      collect() {
        for (const [cache, counts] of Object.entries(readModels.cacheStats())) {
          for (const [result, total] of [
            ['hit', counts.hits],
            ['miss', counts.misses],
          ] as const) {
            const key = `${cache}:${result}`;
            this.inc({ cache, result }, total - (reported.get(key) ?? 0));
            reported.set(key, total);
          }
        }
      },
    });
    this.gauge({
      name: 'navnebase_jobs_unfinished',
      help: 'Jobs waiting (including delayed retries) or active, per kind, in the whole queue',
      labelNames: ['kind', 'state'] as const,
      async collect() {
        const depth = await jobs.depth();
        this.reset();
        for (const [kind, counts] of Object.entries(depth)) {
          this.set({ kind, state: 'waiting' }, counts.waiting);
          this.set({ kind, state: 'active' }, counts.active);
        }
      },
    });
    jobs.onFinished((kind, state) => this.jobsFinished.inc({ kind, state }));
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Serves `/metrics` alone on a port of its own (METRICS_PORT), for a network only the monitoring reaches. */
  async serve(port: number, host: string): Promise<Server> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.render().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  }
}

export const metricsPort = (server: Server): number => (server.address() as AddressInfo).port;

/** Compares a presented bearer token with the configured one in constant time. */
export const tokenMatches = (header: string | undefined, token: string): boolean => {
  const presented = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
};
