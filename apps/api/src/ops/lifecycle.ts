import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { problem } from '../common/problem.js';
import { AppConfig } from '../config/app-config.js';

/**
 * After the drain, once the requests in flight have finished: how long no request may arrive or be answered before the
 * port closes, and the longest that wait lasts.
 */
const QUIET_MS = 200;
const MAX_QUIET_WAIT_MS = 1_000;

export type LifecycleState = 'starting' | 'ready' | 'stopping';

/**
 * Where this process is in its life: starting until the application has booted, then ready, and stopping from the
 * moment it is told to shut down. Readiness answers 503 unless ready, so a load balancer sends no new work to a
 * process that starts or stops.
 *
 * Shutting down (Nest runs the steps on SIGTERM or SIGINT, see `enableShutdownHooks` in create-app.ts): turn
 * not-ready and keep serving for SHUTDOWN_DRAIN_MS (here); then answer every new request 503 with `Connection: close`
 * (a client or proxy retries elsewhere; only /health and /metrics still answer) while the requests in flight finish
 * (every accepted command is recorded and answered); then Nest closes the HTTP server, the job worker stops (running
 * jobs finish, or BullMQ hands them to another process), the read side releases its projector lease and the stores
 * close (the modules' `onApplicationShutdown`). main.ts exits after SHUTDOWN_TIMEOUT_MS whatever is left.
 */
@Injectable()
export class Lifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Navnebase');
  private current: LifecycleState = 'starting';

  private inFlight = 0;
  /** After the drain: new requests are refused with 503 while those in flight finish. */
  private refusing = false;
  /** When a request last arrived or was answered. */
  private lastActivity = 0;
  private server?: { closeIdleConnections(): void };

  constructor(private readonly config: AppConfig) {}

  /** Counts the requests in flight on the HTTP server, so shutdown knows when the open connections are idle. */
  watch(fastify: FastifyInstance): void {
    this.server = fastify.server;
    fastify.addHook('onRequest', async (request, reply) => {
      this.inFlight++;
      this.lastActivity = performance.now();
      if (!this.refusing || request.url.startsWith('/health/') || request.url.startsWith('/metrics')) return;
      await reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .header('content-type', 'application/problem+json; charset=utf-8')
        .send(problem(503, 'SHUTTING_DOWN', 'Denne serveren avslutter. Prøv igjen om litt.'));
    });
    // Once refusing, no connection is kept alive: the client's next request opens a new one and meets the 503,
    // instead of racing the server that closes an idle connection.
    fastify.addHook('onSend', async (_request, reply, payload) => {
      if (this.refusing) void reply.header('connection', 'close');
      return payload;
    });
    fastify.addHook('onResponse', async () => {
      this.inFlight--;
      this.lastActivity = performance.now();
    });
    // Fastify wants exactly one parameter on an async abort hook.
    fastify.addHook('onRequestAbort', async (_request) => {
      this.inFlight--;
    });
  }

  get state(): LifecycleState {
    return this.current;
  }

  onApplicationBootstrap(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Turns not-ready for good (idempotent). */
  beginShutdown(reason?: string): void {
    if (this.current === 'stopping') return;
    this.current = 'stopping';
    this.logger.log(`Avslutter${reason ? ` (${reason})` : ''}: tar ikke imot nytt arbeid.`);
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.beginShutdown(signal);
    if (!signal) return;
    if (this.config.shutdownDrainMs > 0) await sleep(this.config.shutdownDrainMs);
    // From here new requests are answered 503; let those in flight finish (and the requests their clients send
    // right after the answer meet the 503 too: once none is in flight, the port stays open until none arrived or was
    // answered for a moment, at most a second more), then close the idle keep-alive connections, which would
    // otherwise hold the server open until the clients drop them. The moment counts from the last answer too: on a
    // busy machine a command may take longer than that moment, and its client's next request came after the port had
    // closed (refused, instead of the 503 that tells it to go elsewhere).
    this.refusing = true;
    let settledAt: number | undefined;
    for (;;) {
      const now = performance.now();
      if (this.inFlight === 0) {
        settledAt ??= now;
        if (now - this.lastActivity >= QUIET_MS || now - settledAt >= MAX_QUIET_WAIT_MS) break;
      }
      await sleep(10);
    }
    this.server?.closeIdleConnections();
  }

  onApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log('Har sluttet å ta imot forespørsler og fullført dem den hadde; lukker jobber og lagre.');
  }
}
