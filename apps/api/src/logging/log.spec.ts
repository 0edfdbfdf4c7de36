import { describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createLog, NestPinoLogger } from './log.js';

const recorder = () => {
  const entries: Record<string, unknown>[] = [];
  return { entries, write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>) };
};

describe('the log', () => {
  it('given Nest lines, when written, then each is one JSON entry with level, time, context and message', () => {
    const out = recorder();
    const logger = new NestPinoLogger(createLog({ level: 'info', format: 'json' }, out));
    logger.log('Navnebase kjører på http://localhost:3000', 'Navnebase');
    logger.error('Noe gikk galt', 'Error: boom\n    at x', 'HTTP');
    logger.warn({ msg: 'AddTaxon: conflict', operation: 'AddTaxon', durationMs: 12.5 }, 'Command');
    expect(out.entries).toEqual([
      expect.objectContaining({ level: 'info', context: 'Navnebase', msg: 'Navnebase kjører på http://localhost:3000', time: expect.any(String) }),
      expect.objectContaining({ level: 'error', context: 'HTTP', msg: 'Noe gikk galt', stack: 'Error: boom\n    at x' }),
      expect.objectContaining({ level: 'warn', context: 'Command', msg: 'AddTaxon: conflict', operation: 'AddTaxon', durationMs: 12.5 }),
    ]);
  });

  it('given the default level, when Nest maps routes, then they are not written but other messages are; at debug they are', () => {
    for (const level of ['info', 'debug'] as const) {
      const out = recorder();
      const logger = new NestPinoLogger(createLog({ level, format: 'json' }, out));
      logger.log('Mapped {/api/v1/TaxonName/Search, GET} route', 'RouterExplorer');
      logger.log('AppModule dependencies initialized', 'InstanceLoader');
      logger.log('Navnebase kjører på http://localhost:3000', 'Navnebase');
      expect(out.entries.map((e) => [e.level, e.msg])).toEqual([
        ...(level === 'debug'
          ? [
              ['debug', 'Mapped {/api/v1/TaxonName/Search, GET} route'],
              ['debug', 'AppModule dependencies initialized'],
            ]
          : []),
        ['info', 'Navnebase kjører på http://localhost:3000'],
      ]);
    }
  });

  it('given fields named password or email, when logged, then their values are never written', () => {
    const out = recorder();
    Logger.overrideLogger(new NestPinoLogger(createLog({ level: 'info', format: 'json' }, out)));
    new Logger('Users').log({ msg: 'bruker lagt til', email: 'ola@example.org', user: { email: 'kari@example.org', password: 'hemmelig' } });
    expect(JSON.stringify(out.entries)).not.toMatch(/example\.org|hemmelig/);
    expect(out.entries[0]).toMatchObject({ context: 'Users', msg: 'bruker lagt til', email: '[skjult]' });
  });

  it('given LOG_LEVEL=silent, then nothing is written', () => {
    const out = recorder();
    new NestPinoLogger(createLog({ level: 'silent', format: 'json' }, out)).error('x', 'HTTP');
    expect(out.entries).toEqual([]);
  });
});
