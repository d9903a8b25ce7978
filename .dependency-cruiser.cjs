/**
 * Architecture rules, checked by `npm run lint` on resolved paths (docs/architecture.md, "Rules the build enforces").
 * Each rule is proved by a probe in tools/architecture/rules.test.ts that must fail it.
 */
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'No import cycle, type-only imports included: a cycle leaves a module half-initialised at start.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-another',
      severity: 'error',
      comment: 'A web feature never imports another; app/ composes them (docs/architecture.md, "Web").',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment:
        'components/, lib/ and text/ are shared by every feature, so they never import a feature or app/.',
      from: { path: '^apps/web/src/(components|lib|text)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-repository-private',
      severity: 'error',
      comment:
        'A module calls another module\'s service, never its repository (docs/architecture.md, "Server").',
      from: { path: SERVER_MODULE },
      to: {
        path: '^apps/server/src/modules/([^/]+)/[^/]*repository[^/]*\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-module-index-only',
      severity: 'error',
      comment:
        "A module uses another only through that module's index.ts, which says what it offers " +
        '(docs/architecture.md, "Server").',
      from: { path: SERVER_MODULE },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-module-index-only',
      severity: 'error',
      comment: 'The app, plugins, lib and db use a module only through its index.ts, as modules do.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'contract-imports-app',
      severity: 'error',
      comment:
        'The contract is shared by the server and the browser, so it imports neither, nor their frameworks.',
      from: { path: '^packages/contract/' },
      to: { path: ['^apps/', '(^|/)node_modules/(fastify|react|react-dom)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|\\.data[^/]*)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
