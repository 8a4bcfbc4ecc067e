// Lint rules that check themselves inside `npm test` (the `lint` stage): typescript-eslint's
// recommended rules, React's two classic hook rules, and the import rules of DESIGN §2.
//
// Why eslint-plugin-boundaries for DESIGN §2, and not eslint-plugin-import-x's no-restricted-paths:
// "a capability never imports another" needs the folder name under src/features/<name>/ as a
// variable. Boundaries captures it (`capture: ['feature']`) and compares the two sides in one
// policy (`'!{{ from.element.captured.feature }}'`); no-restricted-paths only takes fixed
// target/from zones, so it would need one zone per feature, rewritten whenever a capability is
// added or renamed. Boundaries also checks packages in the same rule (`checkAllOrigins`, for
// zod-only shared code and the browser-only packages the server must not load) and reads
// `import()` as well as `import`. It is one maintainer's plugin (Javier Brea) but actively kept
// (6.x and 7.x released in 2026, ESLint 10 supported): 0.3 MB itself, about 6.5 MB with its
// dependencies (mostly handlebars and @boundaries/elements), pure JavaScript, no install
// scripts. import-x (1.4 MB) brings a prebuilt native resolver (unrs-resolver) and some
// 45 rules we would not use.
//
// Docs: https://www.jsboundaries.dev/docs/ (policies, selectors, element descriptors).
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The layers of DESIGN §2, anchored at the repository root (`partialMatch: false`).
const ELEMENTS = [
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'runtime', pattern: 'src/runtime', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'server', pattern: 'src/server', partialMatch: false },
  { type: 'sw', pattern: 'sw', partialMatch: false },
];

/** Imports of the given layers' files. */
const layers = (...types) => ({ element: { type: types } });
/** Imports of packages (their base name may be a micromatch pattern). */
const packages = (...sources) => ({ module: { origin: 'external', ...(sources.length > 0 && { source: sources }) } });
/** Imports of Node's own modules (node:fs…). */
const NODE_BUILTINS = { module: { origin: 'core' } };
const from = (type) => ({ element: { type } });

// Anything not allowed below is reported (`default: 'disallow'`); the last matching policy wins.
const POLICIES = [
  // Pure TypeScript: no DOM, no Node, no project code above it, no package but zod.
  { from: from('shared'), allow: { to: [layers('shared'), packages('zod')] } },
  // The product-agnostic runtime: never a screen, a component, the app or the server.
  { from: from('runtime'), allow: { to: [layers('shared', 'runtime'), packages()] } },
  { from: from('components'), allow: { to: [layers('shared', 'runtime', 'components'), packages()] } },
  // A capability uses the layers below it and its own folder…
  {
    from: from('feature'),
    allow: {
      to: [layers('shared', 'runtime', 'components'), { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } }, packages()],
    },
  },
  // …and never another capability: they are composed in src/app.
  {
    from: from('feature'),
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message:
      'src/features/{{ from.element.captured.feature }} imports src/features/{{ to.element.captured.feature }}: capabilities never import each other (DESIGN §2). Move the shared piece down to src/components or src/runtime, or compose the two in src/app.',
  },
  { from: from('app'), allow: { to: [layers('shared', 'runtime', 'components', 'feature', 'app'), packages()] } },
  // The Node server: its own code, src/shared, packages and Node…
  { from: from('server'), allow: { to: [layers('server', 'shared'), packages(), NODE_BUILTINS] } },
  // …but no package that only runs in a browser.
  {
    from: from('server'),
    disallow: {
      to: [packages('workbox-*', 'idb-keyval', '@sentry/react', 'wouter'), { module: { origin: 'external', source: 'react-dom', internalPath: 'client' } }],
    },
    message: 'src/server imports the browser-only package {{ dependency.source }} (DESIGN §2).',
  },
  { from: from('sw'), allow: { to: [layers('sw', 'shared'), packages('workbox-*', 'idb-keyval')] } },
];

export default defineConfig(
  globalIgnores(['dist/', 'dev-dist/', 'test-results/', 'playwright-report/', '.lighthouseci/', 'data/', 'public/']),
  tseslint.configs.recommended,
  {
    // The code marks what it leaves unused with a leading underscore (`(_init) =>`), and drops a
    // key by destructuring it away (`const { rating: _, ...rest } = errors`).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS config files (tests/lighthouse/lighthouserc.cjs) load JSON with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules only, not the React Compiler rules of the plugin's presets.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // DESIGN §2. tests/, configs and scripts have no boundary rules.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      // `import()` counts: the app lazy-loads its screens with import('../features/…').
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Check packages and Node modules too, not only the project's files…
          checkAllOrigins: true,
          // …and project files outside the layers above (tests/, vite.config.ts, public/…).
          checkUnknownLocals: true,
          policies: POLICIES,
        },
      ],
    },
  },
);
