#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue 7): Lighthouse's default mobile audit (phone form factor, simulated slow
 * 4G and 4x CPU throttling) of the built journey page served by the real server, in Debian's Chromium.
 *
 * 1. Builds the H5 site first when SITE_DIR (default dist/h5) has no index.html, as `npm start` does.
 * 2. Starts `tsx server/main.ts` with NODE_ENV=test, DB_FILE=:memory: (the seeded demo data) and
 *    SITE_DIR on LIGHTHOUSE_PORT, or on a free port, and waits until /web/ answers.
 * 3. Audits /web/journey/detail/1 (LIGHTHOUSE_PATH overrides it) and prints the four category scores
 *    and FCP, LCP, TBT, CLS and Speed Index; writes the JSON and HTML reports to test-results/lighthouse/.
 * 4. Exits 1 when performance or accessibility scores under 90 (or the audit could not run).
 *    It audits three times (LIGHTHOUSE_RUNS=n for n) and reports the run with the median performance score.
 *
 * Nothing leaves the machine: the site and the API are local, and the page loads nothing from elsewhere.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SITE_DIR = path.resolve(process.env.SITE_DIR || path.join(ROOT, 'dist', 'h5'))
const PAGE_PATH = process.env.LIGHTHOUSE_PATH || '/web/journey/detail/1'
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const REPORT_DIR = path.join(ROOT, 'test-results', 'lighthouse')
/**
 * The pass marks of issue 7; best practices and SEO are printed, not enforced. LIGHTHOUSE_PERF_MIN
 * lowers the performance mark where the machine is too noisy for it (npm test uses a regression floor).
 */
const THRESHOLDS = {
  performance: Number(process.env.LIGHTHOUSE_PERF_MIN || 90),
  accessibility: 90,
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
]
const SERVER_START_TIMEOUT_MS = 60_000
/**
 * Simulated throttling scales the CPU time the page took on this machine, so a busy machine scores
 * lower. Three runs by default, reporting the run with the median performance score, as Lighthouse's
 * own guidance on variance suggests; LIGHTHOUSE_RUNS=n (1 to 9) changes that.
 */
const RUNS = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS) || 3))
/** LIGHTHOUSE_WARMUP=0 skips the unrecorded first run. */
const WARMUP = process.env.LIGHTHOUSE_WARMUP !== '0'
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

function buildIfMissing() {
  if (fs.existsSync(path.join(SITE_DIR, 'index.html'))) return
  console.log(`Building the H5 site into ${path.relative(ROOT, SITE_DIR) || SITE_DIR} ...`)
  const build = spawnSync(bin('taro'), ['build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', TARO_OUTPUT_ROOT: SITE_DIR },
  })
  if (build.status !== 0) throw new Error('the H5 build failed')
}

/** A port nobody listens on now (the OS picks it), unless LIGHTHOUSE_PORT names one. */
function freePort() {
  if (process.env.LIGHTHOUSE_PORT) return Promise.resolve(Number(process.env.LIGHTHOUSE_PORT))
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(port) {
  const server = spawn(bin('tsx'), [path.join('server', 'main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DB_FILE: ':memory:',
      SITE_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`)
    try {
      const res = await fetch(`${origin}/web/`)
      if (res.ok) return { server, origin }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error(
    `the server did not answer on ${origin} within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`,
  )
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    // No config: Lighthouse's defaults are the mobile audit (form factor, screen, simulated throttling).
    return await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      locale: 'en-US',
    })
  } finally {
    await chrome.kill()
  }
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(results) {
  const sorted = [...results].sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  )
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

const score = (category) => (category?.score == null ? NaN : Math.round(category.score * 100))

function report(result) {
  const { lhr } = result
  fs.mkdirSync(REPORT_DIR, { recursive: true })
  const [json, html] = result.report
  fs.writeFileSync(path.join(REPORT_DIR, 'journey-detail.report.json'), json)
  fs.writeFileSync(path.join(REPORT_DIR, 'journey-detail.report.html'), html)

  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling: ${lhr.finalDisplayedUrl}`,
  )
  const scores = {}
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    scores[id] = score(category)
    const bar = THRESHOLDS[id] ? `  (needs >= ${THRESHOLDS[id]})` : ''
    console.log(`  ${(category?.title ?? id).padEnd(16)}${String(scores[id]).padStart(4)}${bar}`)
  }
  for (const [id, label] of METRICS) {
    const value = lhr.audits[id]?.displayValue ?? 'n/a'
    console.log(`  ${label.padEnd(16)}${String(value).padStart(10)}`)
  }
  // The audits that cost points, so a drop says where to look.
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  if (failing.length) console.log(`  below par: ${failing.join(', ')}`)
  console.log(`  reports: ${path.relative(ROOT, REPORT_DIR)}/journey-detail.report.{json,html}`)
  if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return scores
}

async function main() {
  buildIfMissing()
  const port = await freePort()
  const { server, origin } = await startServer(port)
  const started = Date.now()
  try {
    // The first audit after the server starts pays for its cold start (module loading, the first journey
    // render on the server, Chromium's first launch) and scored 36-60 where the next ones scored 88-93:
    // one unrecorded warm-up run first, as Lighthouse's guidance on variability suggests.
    if (WARMUP) await audit(`${origin}${PAGE_PATH}`)
    const results = []
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await audit(`${origin}${PAGE_PATH}`)
      if (!result) throw new Error('Lighthouse returned no result')
      if (RUNS > 1) console.log(`  run ${run}: performance ${score(result.lhr.categories.performance)}`)
      results.push(result)
    }
    const scores = report(medianRun(results))
    console.log(
      `  ${RUNS > 1 ? `median of ${RUNS} runs; ` : ''}took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const low = Object.entries(THRESHOLDS).filter(([id, min]) => !(scores[id] >= min))
    if (low.length) {
      for (const [id, min] of low) console.log(`FAIL: ${id} ${scores[id]} is under ${min}`)
      process.exitCode = 1
    } else {
      console.log('lighthouse: performance and accessibility within their marks')
    }
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`)
  process.exit(1)
})
