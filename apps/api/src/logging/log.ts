import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Level, type Logger as Pino } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { currentRequest } from './request-context.js';

export type LogFormat = 'json' | 'text';

export interface LogOptions {
  readonly level: Level | 'silent';
  /** `json`: one JSON object per line (for log collectors); `text`: one readable line per entry (for a terminal). */
  readonly format: LogFormat;
}

/** Never written, whatever an entry carries (the log of a register of people's work must hold no secrets). */
const REDACTED = ['password', 'email', '*.password', '*.email', '*.headers.authorization', '*.headers.cookie'];

/**
 * The process's log (pino). Every entry made while a request is handled carries its `requestId` and, once the
 * session is known, the acting `userId` (an id, never an e-mail address).
 */
export const createLog = (options: LogOptions, destination?: DestinationStream): Pino =>
  pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[skjult]' },
      mixin: () => {
        const request = currentRequest();
        if (!request) return {};
        return { requestId: request.id, ...(request.actor ? { userId: request.actor.userId } : {}) };
      },
    },
    destination ??
      (options.format === 'text'
        ? PinoPretty({ sync: true, singleLine: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
        : pino.destination({ dest: 1, sync: true })),
  );

/** Nest's routing and module chatter at start-up: useful when debugging, noise otherwise (shown at LOG_LEVEL=debug). */
const DEBUG_ONLY_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader']);

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const LEVELS: Record<NestLevel, Level> = { log: 'info', error: 'error', warn: 'warn', debug: 'debug', verbose: 'trace', fatal: 'fatal' };

/**
 * Nest's `Logger` written to the process's log: the context becomes `context`; a message given as an object becomes
 * fields (its `msg` the message), so `new Logger('Jobs').log({ msg, kind, durationMs })` is one structured line.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(nestLevel: NestLevel, message: unknown, rest: unknown[]): void {
    // Nest calls (message, context) and, for errors, (message, stack, context).
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = nestLevel === 'error' && rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const level = nestLevel === 'log' && context && DEBUG_ONLY_CONTEXTS.has(context) ? 'debug' : LEVELS[nestLevel];
    const fields: Record<string, unknown> = context ? { context } : {};
    if (stack) fields.stack = stack;
    let text: string;
    if (message instanceof Error) {
      fields.err = message;
      text = message.message;
    } else if (typeof message === 'object' && message !== null) {
      const { msg, ...more } = message as Record<string, unknown>;
      Object.assign(fields, more);
      text = typeof msg === 'string' ? msg : '';
    } else {
      text = String(message);
    }
    this.pino[level](fields, text);
  }
}
