// Mutation testing of the pure domain library (`npm run test:mutation`, see TESTING.md). Stryker changes the code
// one small mutation at a time and runs the domain's own specs against each: a mutant that no test notices shows
// a rule the tests do not pin down. The specs run with the server project's jest setup (ESM through @swc/jest):
// libs/domain/jest.config.js.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: { projectType: 'custom', configFile: 'libs/domain/jest.config.js', enableFindRelatedTests: true },
  mutate: ['libs/domain/src/**/*.ts', '!libs/domain/src/**/*.spec.ts', '!libs/domain/src/testing/**'],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) would need every spec per mutant.
  ignoreStatic: true,
  concurrency: 2,
  // The sandbox copies only what the domain's specs load.
  ignorePatterns: ['/*', '!/libs', '/libs/*', '!/libs/domain', '!/package.json', '!/jest.config.js', '!/tsconfig.base.json'],
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
