// ESLint with the Taro config (STYLE.md), Prettier for layout, and the house rules as walls that lint
// checks (issue 11; docs/architecture.md): layers import downwards only, features never import each
// other, the server imports only what is shared on purpose, no import cycle, and only src/platform
// touches the platform. tests/lint/walls.test.ts proves each wall fails lint when broken.
const fs = require('node:fs')
const path = require('node:path')

const PLATFORM_GLOBALS = ['wx', 'my', 'tt', 'swan', 'qq', 'jd'].map((name) => ({
  name,
  message: 'Mini-program globals live in src/platform only (STYLE.md rule 2).',
}))

/** The feature folders on disk at lint time, so a new feature is walled off the day it appears. */
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The names that may be imported from @tarojs/taro outside src/platform: lifecycle and page hooks
 * (they bind to the page, so they cannot move behind an adapter). Everything else in @tarojs/taro is an
 * API call and goes through src/platform (STYLE.md rule 2). Components come from @tarojs/components.
 */
const TARO_HOOKS = [
  'useLaunch',
  'usePageNotFound',
  'useError',
  'useUnhandledRejection',
  'useLoad',
  'useReady',
  'useDidShow',
  'useDidHide',
  'useUnload',
  'useRouter',
  'usePageScroll',
  'useReachBottom',
  'usePullDownRefresh',
  'useResize',
  'useShareAppMessage',
  'useShareTimeline',
  'useAddToFavorites',
  'useTabItemTap',
  'useSaveExitState',
  'useTitleClick',
  'useOptionMenuClick',
]

const ABOVE_PLATFORM = ['services', 'stores', 'components', 'features', 'pages', 'i18n', 'utils'].map(
  (folder) => `./src/${folder}`,
)

// Features never import each other; pages compose them (STYLE.md rule 1).
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in a page, or move what both need below them.',
}))

/** import/no-restricted-paths zones, each a wall of docs/architecture.md. */
const ZONES = [
  ...FEATURE_ZONES,
  {
    target: './src/features',
    from: './src/pages',
    message: 'Features never import pages; pages compose features.',
  },
  {
    target: ['./src/services', './src/stores', './src/components', './src/utils', './src/i18n'],
    from: ['./src/features', './src/pages'],
    message: 'Services, stores, components, utils and i18n sit below features and pages: never import them.',
  },
  {
    // i18n is the strings and the current language: it stands on nothing else in src.
    target: './src/i18n',
    from: ['./src/platform', './src/services', './src/stores', './src/components', './src/utils'],
    message: 'i18n depends on nothing else in src (docs/architecture.md).',
  },
  {
    // Each part declares its own keys (docs/i18n.md): the catalogue never imports its parts back, types
    // included (import/no-cycle does not follow type imports).
    target: [
      './src/i18n/locales/zh-CN.ts',
      './src/i18n/locales/en.ts',
      './src/i18n/translate.ts',
      './src/i18n/message-key.ts',
    ],
    from: './src/i18n/locales/parts',
    message:
      'The catalogue does not import its parts: a part declares its keys into PartKeys (docs/i18n.md).',
  },
  {
    target: './src/platform',
    from: [...ABOVE_PLATFORM, './src/app.ts', './src/app.config.ts', './src/app-pages.ts'],
    message: 'The platform layer is the bottom of src: it imports nothing above it (only types/ and itself).',
  },
  {
    target: './src',
    from: './server',
    message: 'The site never imports the server; what both need lives in types/.',
  },
  {
    target: './types',
    from: ['./src', './server', './config', './scripts', './tests'],
    message: 'types/ is shared on purpose and pure: it imports nothing from the site or the server.',
  },
  {
    target: './server',
    from: './',
    except: ['./server', './types', './node_modules'],
    message:
      'The server imports only types/ (the contract and routes/), never the site: move what both need there.',
  },
]

module.exports = {
  root: true,
  extends: ['taro/react', 'prettier'],
  env: { browser: true, node: true, es2022: true },
  parserOptions: { requireConfigFile: false, babelOptions: { presets: ['@babel/preset-react'] } },
  // The lint tests' fixtures break the walls on purpose; tests/lint/walls.test.ts lints them explicitly.
  ignorePatterns: ['tests/lint/fixtures/**'],
  settings: {
    // Resolve .ts/.tsx and tsconfig paths (@/, @types-shared/), so the import rules see every import.
    'import/resolver': {
      typescript: { project: path.join(__dirname, 'tsconfig.json') },
      node: { extensions: ['.mjs', '.js', '.json'] },
    },
    'import/extensions': ['.js', '.mjs', '.jsx', '.ts', '.tsx'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'react/jsx-uses-react': 'off',
    'react/react-in-jsx-scope': 'off',
    'import/no-commonjs': 'off',
    'react/jsx-filename-extension': 'off',
    'import/no-restricted-paths': ['error', { basePath: __dirname, zones: ZONES }],
  },
  overrides: [
    {
      // The service worker is a plain script run by the browser, where `self` is the worker's scope.
      files: ['src/service-worker/**/*.js'],
      env: { browser: false, serviceworker: true },
      rules: { 'no-restricted-globals': 'off' },
    },
    {
      files: ['**/*.ts', '**/*.tsx'],
      rules: {
        'no-unused-vars': 'off',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        // With the TypeScript resolver this rule reads packages' types and flags those that export one
        // thing both as default and by name (@fastify/static, typebox/value); the compiler checks imports.
        'import/no-named-as-default': 'off',
      },
    },
    {
      // A test composes whatever it needs, as a page does (a component test renders real pages, the
      // adapters' tests use the HTTP test server, which starts server/app): only the feature walls hold.
      files: ['src/**/__tests__/**'],
      rules: { 'import/no-restricted-paths': ['error', { basePath: __dirname, zones: FEATURE_ZONES }] },
    },
    {
      // No import cycle in the site, the server or what they share. Type-only imports are not followed
      // (they vanish at build time; tests/lint/import-cycles.js checks those, any length). maxDepth bounds
      // the walk: the longest chain of imports today is 18 files.
      files: ['src/**', 'server/**', 'types/**', 'tests/lint/fixtures/**'],
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true, maxDepth: 30 }] },
    },
    {
      // Everything in src except the platform layer: no Taro API, no vendor globals, no bridge globals.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/platform/**', 'src/**/__tests__/**'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@tarojs/taro'],
                importNamePattern: `^(?!(${TARO_HOOKS.join('|')})$)`,
                allowTypeImports: true,
                message:
                  'Call Taro APIs through src/platform; only lifecycle hooks may be imported by name (.eslintrc.js TARO_HOOKS).',
              },
              {
                group: ['@tarojs/runtime', '@tarojs/router', '@tarojs/taro-h5', '@tarojs/api'],
                message: "Taro's runtime is reached through src/platform only.",
              },
              {
                // The API's schemas are TypeBox objects: a value imported from one brings TypeBox (about
                // 18 KB gzip) into the page's chunk. Constants live in the files without TypeBox.
                group: [
                  '@types-shared/api/*',
                  '!@types-shared/api/codes',
                  '!@types-shared/api/vocabulary',
                  '!@types-shared/api/paths',
                  '!@types-shared/api/sign',
                  '!@types-shared/api/upload',
                  '!@types-shared/api/co-editor',
                  // Live co-editing's contract: plain constants, no TypeBox (its header says so).
                  '!@types-shared/api/coedit',
                  // Its frames (lib0 and y-protocols, which only the co-editing service loads; no TypeBox).
                  '!@types-shared/api/coedit-frames',
                  // Its field rules, read the same way by the server and the editor (plain functions).
                  '!@types-shared/api/coedit-fields',
                  // Reading its document (yjs, which only the co-editing service loads; no TypeBox).
                  '!@types-shared/api/coedit-doc',
                  '!@types-shared/api/custom-record-rules',
                  '!@types-shared/api/endpoints',
                ],
                allowTypeImports: true,
                message:
                  'Import only types from an API schema file (it loads TypeBox); take constants from types/api/vocabulary.ts or codes.ts.',
              },
            ],
          },
        ],
        'no-restricted-globals': ['error', ...PLATFORM_GLOBALS],
        'no-restricted-properties': [
          'error',
          ...['webkit', 'tripBridge', 'TripAppLegacy', '__tripBridgeCallback', '__tripBridgeEmit'].map(
            (property) => ({
              object: 'window',
              property,
              message: 'The native bridge lives in src/platform only.',
            }),
          ),
        ],
      },
    },
  ],
}
