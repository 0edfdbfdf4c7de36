import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Server } from 'node:http';
import { AuthRuntime } from '../auth/auth-runtime.js';
import { AppConfig } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES } from '../infrastructure/tokens.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { USERS_COMMANDS, type UsersCommands } from '../users/users-commands.js';
import { Metrics, metricsPort } from './metrics.js';

/** Wires the process's parts to its metrics, and serves them on METRICS_PORT when that is set. */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly metrics = new Metrics();
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly config: AppConfig,
    @Inject(REGISTER_STORES) stores: RegisterStores,
    @Inject(JOB_QUEUE) jobs: JobQueue,
    @Inject(USERS_COMMANDS) users: UsersCommands,
    auth: AuthRuntime,
  ) {
    const command = this.metrics.command.bind(this.metrics);
    stores.register.observe(command);
    users.observe(command);
    this.metrics.follow(stores, jobs);
    auth.throttle.observer = {
      failure: () => this.metrics.loginFailures.inc(),
      lockout: (scope) => this.metrics.loginLockouts.inc({ scope }),
    };
  }

  /** The port `/metrics` listens on alone, once started (METRICS_PORT; 0 picks a free one). */
  get port(): number | undefined {
    return this.server ? metricsPort(this.server) : undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === undefined) return;
    this.server = await this.metrics.serve(this.config.metricsPort, this.config.metricsHost);
    this.logger.log(`Måledata på http://${this.config.metricsHost}:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
