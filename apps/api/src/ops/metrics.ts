import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { USERS_STREAM } from '@navnebase/domain';
import type { PipelineObservation } from '@navnebase/event-store';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import type { JobQueue } from '../jobs/job-queue.js';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics (one registry per application, so tests may run several). What each means and
 * what to alert on is in docs/operations.md; every name starts with `navnebase_` except Node's own (`process_`,
 * `nodejs_`).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly httpDuration = new Histogram({
    name: 'navnebase_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: this.registers,
  });
  readonly commandDuration = new Histogram({
    name: 'navnebase_command_duration_seconds',
    help: 'Commands by stream, operation and outcome (ok, duplicate, rejected, conflict, read_side_late, failed), with their duration including the wait for the read side',
    labelNames: ['stream', 'operation', 'outcome'] as const,
    buckets: SECONDS,
    registers: this.registers,
  });
  readonly commandConflicts = new Counter({
    name: 'navnebase_command_conflicts_total',
    help: 'Appends refused because another process wrote the stream first (the command then caught up and decided again)',
    labelNames: ['stream', 'operation'] as const,
    registers: this.registers,
  });
  readonly eventsAppended = new Counter({
    name: 'navnebase_events_appended_total',
    help: 'Events this process appended, per stream',
    labelNames: ['stream'] as const,
    registers: this.registers,
  });
  readonly jobsFinished = new Counter({
    name: 'navnebase_jobs_finished_total',
    help: 'Jobs this process ran to an end, per kind and state (completed, failed, cancelled)',
    labelNames: ['kind', 'state'] as const,
    registers: this.registers,
  });
  readonly loginFailures = new Counter({
    name: 'navnebase_login_failures_total',
    help: 'Failed local logins (wrong e-mail or password)',
    registers: this.registers,
  });
  readonly loginLockouts = new Counter({
    name: 'navnebase_login_lockouts_total',
    help: 'Times an account from one address (account), a client address (address) reached its limit of failed logins and was locked for the window, or an account started its global back-off (global)',
    labelNames: ['scope'] as const,
    registers: this.registers,
  });
  /** Hook for the webhooks: call `webhookDelivered(outcome)` after each delivery attempt (docs/operations.md). */
  readonly webhookDeliveries = new Counter({
    name: 'navnebase_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (delivered, failed)',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  /** Hook for the webhooks: set with `webhookSubscriptionsPaused(count)` (docs/operations.md). */
  readonly webhookPaused = new Gauge({
    name: 'navnebase_webhook_subscriptions_paused',
    help: 'Webhook subscriptions paused after repeated failures',
    registers: this.registers,
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['delivered', 'failed']) this.webhookDeliveries.inc({ outcome }, 0);
    for (const scope of ['account', 'address', 'global']) this.loginLockouts.inc({ scope }, 0);
  }

  webhookDelivered(outcome: 'delivered' | 'failed'): void {
    this.webhookDeliveries.inc({ outcome });
  }

  webhookSubscriptionsPaused(count: number): void {
    this.webhookPaused.set(count);
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
    const registers = this.registers;
    const ageOf = (recordedAt: string | undefined) => (recordedAt ? Math.max(0, (Date.now() - Date.parse(recordedAt)) / 1000) : 0);
    const projections = async () => {
      const head = await events.headPosition();
      const usersHead = await events.streamRevision(USERS_STREAM);
      const tables = readSide.projectorCheckpoints;
      const oldestAfter = async (position: number) => (position < head ? (await events.readAll(position, 1))[0]?.recordedAt : undefined);
      const oldestUser = async (revision: number) =>
        revision < usersHead ? (await events.readStream(USERS_STREAM, revision + 1, 1))[0]?.recordedAt : undefined;
      return {
        head,
        rows: [
          {
            projection: 'memory',
            position: readSide.position,
            lag: Math.max(0, head - readSide.position),
            age: ageOf(await oldestAfter(readSide.position)),
          },
          {
            projection: 'register',
            position: tables.register,
            lag: Math.max(0, head - tables.register),
            age: ageOf(await oldestAfter(tables.register)),
          },
          { projection: 'users', position: tables.users, lag: Math.max(0, usersHead - tables.users), age: ageOf(await oldestUser(tables.users)) },
        ],
      };
    };
    let measured: Promise<Awaited<ReturnType<typeof projections>>> | undefined;
    // One measurement per scrape, shared by the gauges below.
    const measure = () => (measured ??= projections().finally(() => setTimeout(() => (measured = undefined), 0)));
    new Gauge({
      name: 'navnebase_event_store_head_position',
      help: 'The highest global position that is safe to read in the event store',
      registers,
      async collect() {
        this.set((await measure()).head);
      },
    });
    new Gauge({
      name: 'navnebase_projection_position',
      help: 'How far each projection has come: memory = this process’s in-memory register (global position), register = the read-model tables (global position), users = the users table (users stream revision)',
      labelNames: ['projection'] as const,
      registers,
      async collect() {
        for (const row of (await measure()).rows) this.set({ projection: row.projection }, row.position);
      },
    });
    new Gauge({
      name: 'navnebase_projection_lag_events',
      help: 'Events in the store a projection has not applied yet (positions may have gaps, so this is an upper bound)',
      labelNames: ['projection'] as const,
      registers,
      async collect() {
        for (const row of (await measure()).rows) this.set({ projection: row.projection }, row.lag);
      },
    });
    new Gauge({
      name: 'navnebase_projection_lag_seconds',
      help: 'Age of the oldest event a projection has not applied yet (0 when caught up)',
      labelNames: ['projection'] as const,
      registers,
      async collect() {
        for (const row of (await measure()).rows) this.set({ projection: row.projection }, row.age);
      },
    });
    new Gauge({
      name: 'navnebase_projector',
      help: '1 while this process writes the read-model tables (holds the projector lease), else 0',
      registers,
      collect() {
        this.set(readSide.isProjector ? 1 : 0);
      },
    });
    const cacheStats = () => readModels.cacheStats();
    const reported = new Map<string, number>();
    new Counter({
      name: 'navnebase_read_cache_lookups_total',
      help: 'Read-side cache lookups by cache (name_page, children, search) and result (hit, miss); hit ratio = hit / (hit + miss)',
      labelNames: ['cache', 'result'] as const,
      registers,
      collect() {
        for (const [cache, counts] of Object.entries(cacheStats())) {
          for (const result of ['hit', 'miss'] as const) {
            const key = `${cache}:${result}`;
            const total = result === 'hit' ? counts.hits : counts.misses;
            this.inc({ cache, result }, total - (reported.get(key) ?? 0));
            reported.set(key, total);
          }
        }
      },
    });
    new Gauge({
      name: 'navnebase_jobs_unfinished',
      help: 'Jobs waiting (including delayed retries) or active, per kind, in the whole queue',
      labelNames: ['kind', 'state'] as const,
      registers,
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
