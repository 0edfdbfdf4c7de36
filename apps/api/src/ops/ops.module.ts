import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { UsersModule } from '../users/users.module.js';
import { CommandLog } from './command-log.js';
import { HealthController } from './health.controller.js';
import { Lifecycle } from './lifecycle.js';
import { MetricsService } from './metrics.service.js';

/** What an operator needs from a running process: liveness, readiness, metrics and a log line per command. */
@Module({
  // Readiness is asked every few seconds; a failing check is an answer, not an error worth a log line.
  imports: [TerminusModule.forRoot({ logger: false }), JobsModule, UsersModule, AuthModule],
  controllers: [HealthController],
  providers: [Lifecycle, MetricsService, CommandLog],
  exports: [Lifecycle, MetricsService],
})
export class OpsModule {}
