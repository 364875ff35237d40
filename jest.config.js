// Unit and component tests: the Taro H5 runtime and its real React components under jsdom
// (@tarojs/test-utils-react's preset, adapted to Taro 4 as TARO-NOTES.md describes).
const path = require('node:path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

module.exports = defineJestConfig({
  rootDir: __dirname,
  bail: 0,
  // A cold run transforms Taro, TypeBox and friends on first require (CI starts with no cache, on 2 cores):
  // the first test to load them may take several seconds. This is a hang guard, not a speed assertion.
  testTimeout: 30_000,
  // tests/lint: the walls of docs/architecture.md, proved by running ESLint on fixtures that break them.
  testMatch: ['<rootDir>/{src,types}/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/tests/lint/**/*.test.ts'],
  setupFiles: [
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    path.join(__dirname, 'tests/jest/setup-taro.js'),
  ],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@types-shared/(.*)$': '<rootDir>/types/$1',
    '\\.(css|scss|less)$': '<rootDir>/tests/jest/style-stub.js',
    // The H5 build renders Taro's plain-HTML React components (config h5.useHtmlComponents); so do tests
    // (this key replaces the preset's mapping to the Stencil components).
    '@tarojs/components$': '<rootDir>/tests/jest/taro-components.js',
  },
  // Taro's components pull in ES-module-only packages (stencil, swiper); transform everything, cached after the first run.
  transformIgnorePatterns: [],
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.config.ts'],
})
