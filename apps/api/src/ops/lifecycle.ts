import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AppConfig } from '../config/app-config.js';

export type LifecycleState = 'starting' | 'ready' | 'stopping';

/**
 * Where this process is in its life: starting until the application has booted, then ready, and stopping from the
 * moment it is told to shut down. Readiness answers 503 unless ready, so a load balancer sends no new work to a
 * process that starts or stops.
 *
 * Shutting down (Nest runs the steps on SIGTERM or SIGINT, see `enableShutdownHooks` in create-app.ts): turn
 * not-ready and keep serving for SHUTDOWN_DRAIN_MS (here); then Nest closes the HTTP server, which waits for the
 * requests in flight (every accepted command is recorded and answered); then the job worker stops (running jobs
 * finish, or BullMQ hands them to another process), the read side releases its projector lease and the stores close
 * (the modules' `onApplicationShutdown`). main.ts exits after SHUTDOWN_TIMEOUT_MS whatever is left.
 */
@Injectable()
export class Lifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Navnebase');
  private current: LifecycleState = 'starting';

  private inFlight = 0;
  private server?: { closeIdleConnections(): void };

  constructor(private readonly config: AppConfig) {}

  /** Counts the requests in flight on the HTTP server, so shutdown knows when the open connections are idle. */
  watch(fastify: FastifyInstance): void {
    this.server = fastify.server;
    fastify.addHook('onRequest', async () => {
      this.inFlight++;
    });
    fastify.addHook('onResponse', async () => {
      this.inFlight--;
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
    // From here new requests are answered 503 (Nest's Fastify adapter); let those in flight finish, then close the
    // idle keep-alive connections, which would otherwise hold the server open until the clients drop them.
    while (this.inFlight > 0) await sleep(10);
    this.server?.closeIdleConnections();
  }

  onApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log('Har sluttet å ta imot forespørsler og fullført dem den hadde; lukker jobber og lagre.');
  }
}
