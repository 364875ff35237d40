// ESLint with the Taro config (STYLE.md), Prettier for layout, and the house rules that keep
// platform calls inside src/platform and features apart from each other.
const PLATFORM_GLOBALS = ['wx', 'my', 'tt', 'swan', 'qq', 'jd'].map((name) => ({
  name,
  message: 'Mini-program globals live in src/platform only (STYLE.md rule 2).',
}))

module.exports = {
  root: true,
  extends: ['taro/react', 'prettier'],
  env: { browser: true, node: true, es2022: true },
  parserOptions: { requireConfigFile: false, babelOptions: { presets: ['@babel/preset-react'] } },
  rules: {
    'react/jsx-uses-react': 'off',
    'react/react-in-jsx-scope': 'off',
    'import/no-commonjs': 'off',
    'react/jsx-filename-extension': 'off',
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
      },
    },
    {
      // Everything in src except the platform layer: no Taro API object, no vendor globals, no bridge globals.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/platform/**', 'src/**/__tests__/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@tarojs/taro',
                importNames: ['default'],
                message:
                  'Call Taro APIs through src/platform; components and lifecycle hooks may be imported by name.',
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
    {
      // Features never import each other; pages compose them (STYLE.md rule 1).
      files: ['src/features/**/*.ts', 'src/features/**/*.tsx'],
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: [
              'journey',
              'place',
              'map',
              'checkin',
              'summer',
              'capture',
              'wish',
              'magazine',
              'chat',
              'feedback',
            ].map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in a page.',
            })),
          },
        ],
      },
    },
  ],
}
