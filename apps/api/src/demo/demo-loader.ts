import type { LoggerService } from '@nestjs/common';
import { fileURLToPath } from 'node:url';
import { REGISTER_STREAM } from '@navnebase/domain';
import { importFromPath } from '../data-transfer/archive-import/import.service.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';

/** The demo register shipped with the project (ColDP), written by the team: real taxa found in Norway. */
export const DEMO_REGISTER_PATH = fileURLToPath(new URL('../../demo-register', import.meta.url));

/** On first start with an empty register, loads the demo register through the normal import path. */
export const loadDemoIfEmpty = async (stores: RegisterStores, logger: LoggerService): Promise<boolean> => {
  if ((await stores.events.streamRevision(REGISTER_STREAM)) > 0) return false;
  logger.log('Tomt register: laster demoregisteret …');
  const report = await importFromPath(stores, DEMO_REGISTER_PATH, {
    format: 'coldp',
    keepIds: true,
    existsInNorway: true,
    source: 'Navnebase demoregister',
    commandId: 'demo-register',
  });
  logger.log(
    `Demoregisteret er lastet: ${report.imported.taxa} taksa, ${report.imported.names} navn, ${report.imported.vernacularNames} populærnavn.`,
  );
  return true;
};
