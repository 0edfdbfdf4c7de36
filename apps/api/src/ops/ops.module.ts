import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { Lifecycle } from './lifecycle.js';

/** What an operator needs from a running process: liveness and readiness. */
@Module({
  // Readiness is asked every few seconds; a failing check is an answer, not an error worth a log line.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [Lifecycle],
  exports: [Lifecycle],
})
export class OpsModule {}
