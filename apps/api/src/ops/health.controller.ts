import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../config/app-config.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES } from '../infrastructure/tokens.js';
import { JOB_QUEUE } from '../jobs/jobs.module.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Lifecycle } from './lifecycle.js';

/**
 * Liveness and readiness for load balancers and container platforms (see docs/operations.md).
 * - `/health/live`: the process answers (also while it starts or stops; restart it only when this fails).
 * - `/health/ready`: the process should get traffic: it is neither starting nor stopping, the event store, the
 *   read-model tables and the jobs backend answer, and its read side is within `READY_MAX_LAG` events of the store.
 *   503 otherwise, with each check's state and timing.
 */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  private readonly started = Date.now();

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly lifecycle: Lifecycle,
    private readonly config: AppConfig,
    @Inject(REGISTER_STORES) private readonly stores: RegisterStores,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok', state: this.lifecycle.state, uptimeSeconds: Math.round((Date.now() - this.started) / 1000) };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const timeout = this.config.healthCheckTimeoutMs;
    const { events, sqlReadModels, mongoReadModels, readSide } = this.stores;
    const maxLag = this.config.readyMaxLag;
    try {
      return await this.health.check([
        () => {
          const check = this.indicator.check('process');
          const state = this.lifecycle.state;
          return state === 'ready' ? check.up({ state }) : check.down({ state });
        },
        () =>
          this.indicator
            .check('eventStore')
            .attempt(async () => ({ head: await events.headPosition() }))
            .withTimeout(timeout),
        () =>
          this.indicator
            .check('readModels')
            .attempt(async () => ({
              checkpoint: await sqlReadModels.checkpoint(),
              // with MONGODB_URL the record read models are there: reachable, and how far they are
              ...(mongoReadModels ? { mongodbCheckpoint: await mongoReadModels.checkpoint() } : {}),
            }))
            .withTimeout(timeout),
        async () => {
          // Whether this process's own read side (its in-memory register) has caught up with the store.
          const check = this.indicator.check('readSide');
          const head = await events.headPosition().catch(() => undefined);
          const position = readSide.position;
          const tables = readSide.projectorCheckpoints.register;
          if (head === undefined) return check.down({ position, message: 'event store unreachable' });
          const data = {
            position,
            head,
            lag: Math.max(0, head - position),
            tablesLag: Math.max(0, head - tables),
            maxLag,
            projector: readSide.isProjector,
          };
          if (data.lag > maxLag) return check.down(data);
          // The tables are written by one process for all: when they lag, commands wait (or answer 202), but reads
          // from memory still work, so this process stays in the pool and the lag shows as degraded (and in metrics).
          return data.tablesLag > maxLag ? check.degraded(data) : check.up(data);
        },
        () =>
          this.indicator
            .check('jobs')
            .attempt(async () => {
              const depth = await this.jobs.depth();
              return { backend: this.jobs.backend, unfinished: Object.values(depth).reduce((sum, d) => sum + d.waiting + d.active, 0) };
            })
            .withTimeout(timeout),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      void reply.status(503);
      return error.getResponse();
    }
  }
}
