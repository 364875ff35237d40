import { defineConfig } from '@playwright/test'
import { PHONE } from './tests/e2e/fixtures/phone'

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
const phone = { ...PHONE, browserName: 'chromium' as const, launchOptions }

export const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TripApp/6.61.0 TripBuild/6630001'
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN'

/**
 * Tests that run in a context besides the phone browser carry its tag (`{ tag: ['@host-app', '@wechat'] }`):
 * only those whose behaviour differs there (the bridge, the app's sign-in, WeChat's share guide) or that
 * prove the shell opens there at all. Everything else runs once, in `web`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, sources), without the screencast:
    // filming every test that passes costs CPU on a 2-core machine, and the snapshots show each step.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The site's service worker answers navigations and built files, which page.route cannot see: tests
    // run without it, except tests/e2e/offline.spec.ts, which is about it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'web', use: phone },
    { name: 'host-app', use: { ...phone, userAgent: APP_USER_AGENT }, grep: /@host-app/ },
    { name: 'wechat', use: { ...phone, userAgent: WECHAT_USER_AGENT }, grep: /@wechat/ },
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
