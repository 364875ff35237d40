import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium against the built H5 site served by the real API server
 * (one process, fresh in-memory database). `npm run build:h5` must have run; `npm test` does it.
 */
const PORT = Number(process.env.E2E_PORT || 4173)
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
}
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const, locale: 'zh-CN', launchOptions }

export const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TripApp/6.61.0 TripBuild/6630001'
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN'

/** Specs that run in every context a traveller opens the site from, not only in the phone browser. */
const CONTEXT_SPECS = /(contexts|journey)\.spec\.ts/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker answers navigations and built files, which page.route cannot see: tests
    // run without it, except tests/e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'web', use: phone },
    { name: 'host-app', use: { ...phone, userAgent: APP_USER_AGENT }, testMatch: CONTEXT_SPECS },
    { name: 'wechat', use: { ...phone, userAgent: WECHAT_USER_AGENT }, testMatch: CONTEXT_SPECS },
    {
      name: 'phone-375',
      use: { ...phone, viewport: { width: 375, height: 812 } },
      testMatch: /journey\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs server/main.ts',
    url: `http://127.0.0.1:${PORT}/web/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DB_FILE: ':memory:',
      ...(process.env.SITE_DIR ? { SITE_DIR: process.env.SITE_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
