// Mutation tests of one module against the specs named in MUT_OWN_SPECS only (comma-separated paths from the
// repository's root), for modules that every decision spec reaches, where a run with the whole domain suite takes an
// hour on two cores. A score from fewer specs can only be lower than the whole suite's (see TESTING.md):
//   MUT_OWN_SPECS=libs/domain/src/taxonomy/statuses.spec.ts npx stryker run stryker.own-specs.config.mjs \
//     --mutate libs/domain/src/taxonomy/statuses.ts --incrementalFile reports/mutation/incremental-statuses.json --force
import base from './stryker.config.mjs';

export default { ...base, jest: { ...base.jest, configFile: 'libs/domain/jest.own-specs.config.js' } };
