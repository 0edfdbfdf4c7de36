import { ConsoleLogger } from '@nestjs/common';

/**
 * Nest's own start-up chatter (every mapped route, every module initialised): useful when debugging routing, noise
 * for someone starting the app. These contexts log at `debug`; everything else as Nest logs it.
 */
const DEBUG_ONLY_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer', 'InstanceLoader']);

/** The app's console logger: Nest's, with the route and module listing moved to `debug` (LOG_LEVEL=debug shows it). */
export class StartupLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && DEBUG_ONLY_CONTEXTS.has(context)) {
      super.debug(message, ...rest);
      return;
    }
    super.log(message, ...rest);
  }
}
