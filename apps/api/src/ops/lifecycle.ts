import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';

export type LifecycleState = 'starting' | 'ready' | 'stopping';

/**
 * Where this process is in its life: starting until the application has booted, then ready, and stopping from the
 * moment it is told to shut down. Readiness answers 503 unless ready, so a load balancer sends no new work to a
 * process that starts or stops.
 */
@Injectable()
export class Lifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Navnebase');
  private current: LifecycleState = 'starting';

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

  beforeApplicationShutdown(signal?: string): void {
    this.beginShutdown(signal);
  }
}
