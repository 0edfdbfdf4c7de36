// Dependency rules between the packages (`npm run lint` runs them with `depcruise`). ARCHITECTURE.md explains them.
// A package is matched both by its resolved path and by its bare name, so a rule holds whether or not the libraries
// have been built.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain is pure: it imports none of the other packages and no Node.js module (no I/O, no clock or process).',
      severity: 'error',
      from: { path: '^libs/domain/' },
      to: {
        path: ['^(apps|libs/event-store|libs/projections)/', '^@navnebase/(?!domain$)'],
      },
    },
    {
      name: 'domain-no-node',
      comment: 'libs/domain is pure: no Node.js built-in module (fs, net, child_process, crypto, ...).',
      severity: 'error',
      from: { path: '^libs/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'libs-not-apps',
      comment: 'The libraries never import an application.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: ['^apps/', '^@navnebase/(api|web)$'] },
    },
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only; it never imports the API code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/api/', '^@navnebase/api$'] },
    },
    {
      name: 'web-only-domain-and-client',
      comment:
        "Of the libraries, the web app imports the domain (with the operations' contracts) and the API's typed client (@navnebase/api-client) only: the server's packages never reach the browser.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^libs/(?!domain/|api-client/)', '^@navnebase/(?!domain$|api-client$)'] },
    },
    {
      name: 'api-client-standalone',
      comment:
        "libs/api-client (the typed client generated from the OpenAPI document) imports nothing of the project: it is the public API's client, usable by any service.",
      severity: 'error',
      from: { path: '^libs/api-client/' },
      to: { path: ['^(apps|libs/(?!api-client/))', '^@navnebase/'] },
    },
    {
      name: 'access-below-auth-and-users',
      comment:
        'apps/api/src/access (the actor and the authorization policy: who may do what) is imported by auth, users and the capabilities; it imports nothing from auth (sessions, login) or users (accounts).',
      severity: 'error',
      from: { path: '^apps/api/src/access/' },
      to: { path: '^apps/api/src/(auth|users)/' },
    },
    {
      name: 'users-below-auth',
      comment: 'apps/api/src/users (accounts, their passwords and permissions) is used by auth (sessions, login), never the other way round.',
      severity: 'error',
      from: { path: '^apps/api/src/users/', pathNot: '[.]spec[.]ts$' },
      to: { path: '^apps/api/src/auth/' },
    },
    {
      name: 'formats-are-formats',
      comment:
        'The file formats of apps/api/src/data-transfer (spreadsheet, dwca, coldp: reader, writer, term list) read and write files; they import nothing of the app outside data-transfer (no jobs, HTTP or register).',
      severity: 'error',
      from: { path: '^apps/api/src/data-transfer/(spreadsheet|dwca|coldp)/', pathNot: '[.]spec[.]ts$' },
      to: { path: '^apps/api/src/(?!data-transfer/)' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles between modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves to a file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '/dist/'] },
    exclude: { path: ['/dist/', '/node_modules/', '^apps/web/e2e/artifacts/'] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
