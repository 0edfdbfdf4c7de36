// The access rules' specs alone, with the server project's jest setup, for their mutation tests
// (stryker.access.config.mjs; see TESTING.md).
import root from '../../../../jest.config.js';

const server = root.projects.find((project) => project.displayName === 'server');

export default {
  ...server,
  displayName: 'access',
  rootDir: '../../../..',
  roots: ['<rootDir>/apps/api/src/access'],
  globalSetup: undefined,
  testTimeout: root.testTimeout,
};
