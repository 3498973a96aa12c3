// dependency-cruiser: the import zones of docs/architecture.md and the ban on cycles, for `npm run lint`.
// Type-only imports and lazy `import()`s count as arrows too (tsPreCompilationDeps), so a cycle that only
// the compiler or the bundler would see still fails. ESLint keeps the rules about globals (`fetch`, `process`).

/** A module's path under one of these folders (anchored at the repository root). */
const under = (...folders) => `^(${folders.join('|')})/`;
/** A module of one of these npm packages (not anchored, so the rules hold for a cruise from a sub-folder too). */
const npm = (...packages) => `(^|/)node_modules/(${packages.join('|')})/`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'no-circular',
    severity: 'error',
    comment:
      'A module reaches itself again through its imports (value, type-only or lazy): move the shared piece into a module of its own below both.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'ui-standalone',
    severity: 'error',
    comment: 'ui/ is a standalone design system: no app/, backend/, mocks/, stories/ or content/.',
    from: { path: under('ui') },
    to: { path: under('app', 'backend', 'mocks', 'stories', 'content') },
  },
  {
    name: 'ui-no-i18n-or-fetching',
    severity: 'error',
    comment: 'ui/ takes strings through props or UiStrings, and does not fetch or mock.',
    from: { path: under('ui') },
    to: { path: npm('i18next', 'react-i18next', 'msw', 'axios') },
  },
  {
    name: 'app-no-backend-src-or-mocks',
    severity: 'error',
    comment: 'app/ may import backend/contract (and backend/domain) only, never backend/src or mocks/.',
    from: { path: under('app') },
    to: { path: under('backend/src', 'mocks') },
  },
  {
    name: 'app-ui-through-index',
    severity: 'error',
    comment: "app/ imports the design system through its public index: import from '@havruta/ui'.",
    from: { path: under('app') },
    to: { path: under('ui'), pathNot: '^ui/src/index\\.ts$' },
  },
  {
    name: 'features-apart',
    severity: 'error',
    comment: 'Features do not import each other; move shared code into app/src/lib or ui/.',
    from: { path: '^app/src/features/([^/]+)/' },
    to: { path: '^app/src/features/', pathNot: '^app/src/features/$1/' },
  },
  {
    name: 'contract-only-zod',
    severity: 'error',
    comment: 'backend/contract is pure: it imports only zod and its own files.',
    from: { path: under('backend/contract') },
    to: { pathNot: [under('backend/contract'), npm('zod')] },
  },
  {
    name: 'backend-src-no-front-end',
    severity: 'error',
    comment: 'backend/src does not import front-end code.',
    from: { path: under('backend/src') },
    to: { path: under('app', 'ui', 'mocks', 'stories') },
  },
  {
    name: 'backend-layers-tutor',
    severity: 'error',
    comment:
      'The tutor sits below the services: it imports the contract, the domain and its own files, never a route, service or repository.',
    from: { path: under('backend/src/tutor') },
    to: { path: under('backend/src/(routes|services|repositories|middleware|db)') },
  },
  {
    name: 'backend-layers-services',
    severity: 'error',
    comment:
      'A service is called by routes, never the other way round: move what both need into the service (or errors.ts).',
    from: { path: under('backend/src/services') },
    to: { path: under('backend/src/(routes|middleware)') },
  },
  {
    name: 'backend-layers-repositories',
    severity: 'error',
    comment: 'A repository is knex only: it imports no service, route or tutor code.',
    from: { path: under('backend/src/repositories') },
    to: { path: under('backend/src/(routes|services|middleware|tutor)') },
  },
  {
    name: 'backend-routes-through-services',
    severity: 'error',
    comment: 'A route calls a service, never a repository (a type for a parameter is fine).',
    from: { path: under('backend/src/routes') },
    to: { path: under('backend/src/repositories'), dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'domain-pure',
    severity: 'error',
    comment: 'backend/domain is pure: zod, mathjs, the contract and its own files only (no node:, no I/O).',
    from: { path: under('backend/domain') },
    to: { pathNot: [under('backend/domain', 'backend/contract'), npm('zod', 'mathjs')] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/fixtures/dependency-rules breaks every rule on purpose (tests/unit/dependency-rules.test.ts).
    exclude: { path: '^(tests/fixtures/(broken|dependency-rules)|dist|storybook-static|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      archi: { collapsePattern: '^(node_modules/(@[^/]+/)?[^/]+|[^/]+/[^/]+)' },
    },
  },
};
