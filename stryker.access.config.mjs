// Mutation testing of the access rules (who may do what: apps/api/src/access), `npm run test:mutation:access`,
// the same way as the domain's (stryker.config.mjs, TESTING.md): each mutant is run against the access specs.
import domain from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...domain,
  jest: { projectType: 'custom', configFile: 'apps/api/src/access/jest.config.js', enableFindRelatedTests: true },
  mutate: ['apps/api/src/access/**/*.ts', '!apps/api/src/access/**/*.spec.ts', '!apps/api/src/access/jest.config.js'],
  // The sandbox copies only what the access specs load: the access folder and the domain library.
  ignorePatterns: [
    '/*',
    '!/libs',
    '/libs/*',
    '!/libs/domain',
    '!/apps',
    '/apps/*',
    '!/apps/api',
    '/apps/api/*',
    '!/apps/api/src',
    '/apps/api/src/*',
    '!/apps/api/src/access',
    '!/package.json',
    '!/jest.config.js',
    '!/tsconfig.base.json',
  ],
  incrementalFile: 'reports/mutation-access/incremental.json',
  htmlReporter: { fileName: 'reports/mutation-access/index.html' },
  jsonReporter: { fileName: 'reports/mutation-access/mutation.json' },
};
