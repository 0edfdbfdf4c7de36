import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { StartupLogger } from './startup-logger';

describe('StartupLogger', () => {
  const written: string[] = [];
  const capture = () =>
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  afterEach(() => {
    jest.restoreAllMocks();
    written.length = 0;
  });

  it('given the default level, when Nest maps routes, then they are not printed but other messages are', () => {
    const logger = new StartupLogger({ logLevels: ['fatal', 'error', 'warn', 'log'], colors: false });
    capture();
    logger.log('Mapped {/api/v1/TaxonName/Search, GET} route', 'RouterExplorer');
    logger.log('TaxonNameController {/api/v1/TaxonName}:', 'RoutesResolver');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Navnebase kjører på http://localhost:3000', 'Navnebase');
    expect(written.join('')).not.toMatch(/Mapped|TaxonNameController|dependencies initialized/);
    expect(written.join('')).toMatch(/Navnebase kjører på http:\/\/localhost:3000/);
  });

  it('given LOG_LEVEL=debug, when Nest maps routes, then they are printed at debug', () => {
    const logger = new StartupLogger({ logLevels: ['fatal', 'error', 'warn', 'log', 'debug'], colors: false });
    capture();
    logger.log('Mapped {/api/v1/TaxonName/Search, GET} route', 'RouterExplorer');
    expect(written.join('')).toMatch(/DEBUG.*Mapped \{\/api\/v1\/TaxonName\/Search, GET\} route/);
  });
});
