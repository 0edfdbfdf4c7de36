// The domain library's specs alone, with the server project's jest setup (ESM through @swc/jest) and without the
// embedded store's template, which they do not need. Used by the mutation tests (stryker.config.mjs).
import root from '../../jest.config.js';

const server = root.projects.find((project) => project.displayName === 'server');

export default {
  ...server,
  displayName: 'domain',
  rootDir: '../..',
  roots: ['<rootDir>/libs/domain'],
  globalSetup: undefined,
  testTimeout: root.testTimeout,
};
