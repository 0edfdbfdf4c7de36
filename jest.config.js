// One jest run for the whole monorepo: server code (node, ESM via @swc/jest) and web components (jsdom).
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, ...(tsx ? { react: { runtime: 'automatic' } } : {}) },
    },
    module: { type: 'es6' },
  },
];

const REQUIRED_ESM = ['content-disposition', 'cookie'];

const workspaceModules = {
  '^@navnebase/(domain|event-store|projections)$': '<rootDir>/libs/$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

export default {
  // Per test (and hook): a test that waits too long fails. A test that spins without yielding cannot be stopped
  // from inside jest; .ci/run puts a time limit on the whole run for that.
  testTimeout: 60000,
  // Most suites wait on PostgreSQL or PGlite; two workers keep both cores busy.
  maxWorkers: 2,
  // A worker keeps every test file's modules it has loaded (ESM in vm contexts): its heap grows by about 25 MB a file,
  // to near 2 GB by the end of a run, and the garbage collector's time with it. A worker past this after a file is
  // replaced by a fresh one (a whole run took 562 s without, 394 s with a 1 GB limit).
  workerIdleMemoryLimit: '600MB',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/jest.global-setup.js',
      roots: ['<rootDir>/libs', '<rootDir>/apps/api'],
      testMatch: ['**/*.spec.ts'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: {
        '^.+\\.ts$': swc(false),
        // ESM-only packages that CommonJS dependencies require(): node runs them natively (require(esm)),
        // jest before Node 24.9 cannot, so they are compiled to CommonJS for the tests.
        [`node_modules/(${REQUIRED_ESM.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
      },
      transformIgnorePatterns: [`node_modules/(?!(${REQUIRED_ESM.join('|')})/)`],
      moduleNameMapper: workspaceModules,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.spec.tsx', '**/*.spec.ts'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      // The web app shares only the pure domain library with the server, and uses the API's typed client (both
      // compiled from source, like the server's tests).
      moduleNameMapper: {
        '^@navnebase/domain$': '<rootDir>/libs/domain/src/index.ts',
        '^@navnebase/api-client$': '<rootDir>/libs/api-client/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
        '\\.(css|svg|png)$': '<rootDir>/apps/web/src/test/file-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/apps/web/src/test/setup.ts'],
    },
  ],
};
