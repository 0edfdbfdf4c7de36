import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { PipelineObservation } from '@navnebase/event-store';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { REGISTER_STORES } from '../infrastructure/tokens.js';
import { USERS_COMMANDS, type UsersCommands } from '../users/users-commands.js';

type CommandObservation = Extract<PipelineObservation, { kind: 'command' }>;

/**
 * The log line of one command: what it was, who asked (a user id, never an e-mail address), its command id, how it
 * ended and how long it took. Never the command's data (it may hold people's names and addresses).
 */
export const commandLogLine = (observation: CommandObservation): Record<string, unknown> => {
  const errorCode = (observation.error as { errorCode?: unknown } | undefined)?.errorCode;
  return {
    msg: `${observation.type}: ${observation.outcome}`,
    operation: observation.type,
    stream: observation.streamId,
    commandId: observation.commandId,
    ...(observation.userId !== undefined ? { userId: observation.userId } : {}),
    outcome: observation.outcome,
    durationMs: Math.round(observation.seconds * 10_000) / 10,
    events: observation.events,
    ...(observation.position > 0 ? { position: observation.position } : {}),
    ...(typeof errorCode === 'string' ? { errorCode } : {}),
  };
};

/** Writes one log line per command of every stream's pipeline (the request's id joins it from the log's context). */
@Injectable()
export class CommandLog implements OnModuleDestroy {
  private readonly logger = new Logger('Command');
  private readonly stops: (() => void)[];

  constructor(@Inject(REGISTER_STORES) stores: RegisterStores, @Inject(USERS_COMMANDS) users: UsersCommands) {
    const write = (observation: PipelineObservation) => {
      if (observation.kind !== 'command') return;
      const line = commandLogLine(observation);
      if (observation.outcome === 'failed' || observation.outcome === 'conflict' || observation.outcome === 'read_side_late') {
        this.logger.warn(line);
      } else {
        this.logger.log(line);
      }
    };
    this.stops = [stores.register.observe(write), users.observe(write)];
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
  }
}
