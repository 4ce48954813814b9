// The layer rules of docs/architecture.md#layers, checked by eslint-plugin-boundaries on every
// import, export and dynamic import (`npm run lint`, and `npm test` beside `tsc -b`).
// scripts/boundaries.test.ts lints a violating snippet against each rule, so a rule that stops
// firing fails a test. Beside them, typescript-eslint's recommended rules that need no type
// information (no `any`, no `@ts-ignore`, ...), which the code already met when they came.
import boundaries from 'eslint-plugin-boundaries';
import react from 'eslint-plugin-react';
import tseslint from 'typescript-eslint';

/** Each workspace package's public modules: what another package may import of it. */
const entryPoints = [
  'engine/src/index.ts', // @proshno/engine
  'engine/src/testing/modelPaths.ts', // @proshno/engine/testing
  'engine/src/testing/contests.ts', // @proshno/engine/testing/contests
  'engine/src/testing/quality.ts', // @proshno/engine/testing/quality
  'engine/src/testing/sales.ts', // @proshno/engine/testing/sales
  'engine/src/testing/audit.ts', // @proshno/engine/testing/audit
  'engine/src/testing/catalogue.ts', // @proshno/engine/testing/catalogue
  'engine/src/testing/bankImport.ts', // @proshno/engine/testing/bankImport
  'engine/src/testing/bank.ts', // @proshno/engine/testing/bank
  'engine/src/testing/adminLearners.ts', // @proshno/engine/testing/adminLearners
  'engine/src/i18n/language.ts', // @proshno/engine/language: what the web's entry needs before the app (docs/i18n.md#choosing)
  'engine/src/i18n/bengali.ts', // @proshno/engine/bengali: the Bengali twins (the development server, the gallery, the gateway)
  'engine/src/i18n/sentences.ts', // @proshno/engine/sentences: the api's sentences in Bengali, for the gateway (docs/i18n.md#server-words)
  'engine/src/learning/index.ts', // @proshno/engine/learning: the FSRS schedule and the review machine, with ts-fsrs (docs/learning.md#schedule)
  'server-kit/src/index.ts', // @proshno/server-kit
  'api/src/index.ts', // @proshno/api: starting an api for the gateway's tests
];

/** The REST contract's generated types (@proshno/api/rest), which the gateway's REST client is typed with. */
const restTypes = 'api/src/generated/rest.ts';

/** A feature folder's word: the same in every layer (docs/architecture.md#feature-folders). */
const feature = (word) => ({ captured: { feature: word } });

const layerMessage = 'this import crosses a layer boundary (docs/architecture.md#layers)';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/generated/**', 'storybook-static/**', '.data*/**', 'bench/results/**', 'test-results/**'],
  },
  ...tseslint.configs.recommended,
  {
    // Unused names are dead code (STYLE rule 9); a parameter a signature needs but the body does not
    // read is named with a leading underscore, as xstate's `(_, params)` are.
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: ['tsconfig.json', '*/tsconfig.json', 'web/sw/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/root-path': import.meta.dirname,
      // Root config files (vite.config.ts, .storybook/) are build tooling and left out.
      'boundaries/include': ['engine/src/**', 'server-kit/src/**', 'api/src/**', 'gateway/src/**', 'gateway/scripts/**', 'web/src/**', 'web/sw/**', 'web/vite/**', 'tests/**', 'scripts/**', 'bench/**'],
      // The first descriptor that matches names a file's element.
      'boundaries/elements': [
        // A feature folder, its word captured; a file beside the folders (engine/src/messages.ts) belongs to the layer alone.
        ...['engine', 'api', 'gateway', 'web'].flatMap((layer) => [
          { type: layer, pattern: `${layer}/src/*`, capture: ['feature'], partialMatch: false },
          { type: layer, pattern: `${layer}/src`, partialMatch: false },
        ]),
        { type: 'server-kit', pattern: 'server-kit/src', partialMatch: false },
        { type: 'web', pattern: 'web/sw', partialMatch: false },
        // Tests across layers, scripts, benchmarks, build and gallery config: they start and drive the layers.
        ...['tests', 'scripts', 'bench', 'web/vite', 'gateway/scripts'].map((folder) => ({ type: 'tooling', pattern: folder, partialMatch: false })),
      ],
      'boundaries/files': [
        { category: 'entry', pattern: entryPoints },
        { category: 'barrel', pattern: ['engine/src/index.ts', 'server-kit/src/index.ts'] },
        { category: 'rest-types', pattern: restTypes },
        { category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx'] },
        // The gateway's tests run against a live api that this module starts.
        { category: 'test', pattern: 'gateway/src/liveStack.ts' },
      ],
    },
    rules: {
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: layerMessage,
          // Libraries too, for the engine's sake (below).
          checkAllOrigins: true,
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            // Inside its own layer a file imports what it needs...
            { from: { element: { type: 'engine' } }, allow: { to: { element: { type: 'engine' } } } },
            { from: { element: { type: 'server-kit' } }, allow: { to: { element: { type: 'server-kit' } } } },
            { from: { element: { type: 'api' } }, allow: { to: { element: { type: 'api' } } } },
            { from: { element: { type: 'gateway' } }, allow: { to: { element: { type: 'gateway' } } } },
            { from: { element: { type: 'web' } }, allow: { to: { element: { type: 'web' } } } },
            { from: { element: { type: 'tooling' } }, allow: { to: { element: { type: '*' } } } },
            // ...and another layer only through that package's public module: the api and the
            // gateway use the engine's rules and the server kit, the web the engine alone.
            {
              from: { element: { types: ['api', 'gateway'] } },
              allow: { to: { element: { types: ['engine', 'server-kit'] }, file: { categories: 'entry' } } },
            },
            { from: { element: { type: 'web' } }, allow: { to: { element: { type: 'engine' }, file: { categories: 'entry' } } } },
            // The gateway's REST client is typed from the api's contract, types only (docs/architecture.md#gateway);
            // its tests start a real api.
            { from: { element: { type: 'gateway' } }, allow: { to: { file: { categories: 'rest-types' } }, dependency: { kind: 'type' } } },
            { from: { element: { type: 'gateway' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'api' }, file: { categories: 'entry' } } } },
            // The engine and the server kit never import their own barrel (index.ts, re-exports only): the
            // barrel would import the importer back. Their tests may: they check the public surface.
            // (The api's index.ts is its createApi, which its harness and snapshot script import.)
            ...['engine', 'server-kit'].flatMap((layer) => [
              {
                from: { element: { type: layer } },
                disallow: { to: { element: { type: layer }, file: { categories: 'barrel' } } },
                message: 'import the module itself, not the package barrel (an import cycle)',
              },
              {
                from: { element: { type: layer }, file: { categories: 'test' } },
                allow: { to: { element: { type: layer }, file: { categories: 'barrel' } } },
              },
            ]),
            // Contests never depend on payments (docs/contest.md), in any layer.
            {
              from: { element: { types: ['engine', 'api', 'gateway', 'web'], ...feature('contest') } },
              disallow: { to: { element: { types: ['engine', 'api', 'gateway', 'web'], ...feature('commerce') } } },
              message: 'contest does not import commerce (docs/architecture.md#layer-rules)',
            },
            // The engine is headless (docs/architecture.md#engine): its code imports only the libraries of
            // its package.json; its tests and test helpers also vitest and @xstate/graph.
            {
              from: { element: { type: 'engine' } },
              disallow: { to: { module: { origin: ['external', 'core'], source: '!{xstate,valibot,@internationalized/date,ts-fsrs}' } } },
              message: 'the engine imports no library but xstate, valibot, @internationalized/date and ts-fsrs (docs/architecture.md#engine)',
            },
            {
              from: [{ element: { type: 'engine' }, file: { categories: 'test' } }, { element: { type: 'engine', ...feature('testing') } }],
              allow: { to: { module: { origin: 'external', source: ['vitest', '@xstate/graph'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Screens read views, not states (docs/architecture.md#views): which state means 'busy' or 'open'
    // is said once, in the engine's view of the machine. The gallery names a story by its state path,
    // and its query-state fixture picks an answer by its state: there the state is the subject.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/generated/**', '**/*.test.{ts,tsx}', 'web/src/gallery/galleryModel.ts', 'web/src/gallery/screens/QueryStateGateway.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(matches|hasTag)$/][callee.object.name=/^(s|snap|snapshot|state|settled|current|previous|next)$/]',
          message: "A screen reads its machine's view, not its states (docs/architecture.md#views).",
        },
        {
          selector: 'MemberExpression[property.name="value"][object.name=/^(s|snap|snapshot|state|settled|current|previous|next)$/]',
          message: "A screen reads its machine's view, not its states (docs/architecture.md#views).",
        },
      ],
    },
  },
  {
    // Every word a learner reads comes from a message catalogue of the engine (docs/architecture.md#messages),
    // so a second language is a second catalogue: no word written into a screen's JSX. Glyphs that are no
    // word (arrows, separators) may be.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/gallery/**', 'web/src/generated/**', '**/*.test.tsx'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['·', '—', '–', '(', ')', '×', ':', '/', '%', '−', '…', ',', '.', '‹', '›', '«', '»', '▾', '*'] }],
    },
  },
);
