#!/usr/bin/env node
/**
 * `npm run size`: the two size budgets of issue #2, measured on the built output.
 *
 * 1. First-load JS of /web/journey/detail/:id, gzip: dist/h5 is served by a small static server of this
 *    script (history fallback under /web, like the real server) and /web/journey/detail/123 is opened in
 *    headless Chromium; every .js the page fetched until it rendered and the network went idle counts.
 *    Gzip at level 9 of each file as built. No other page's chunk may be among them: page chunks are
 *    identified from the route loaders in the app chunk (scripts/lib/h5-chunks.mjs).
 *    Without a usable Chromium the figure is derived statically (index.html's scripts plus the page
 *    loader's chunks) and the output says so.
 * 1b. The check-in home (issue 14): the JS it loads beyond index.html's scripts (its page, the map engine,
 *    the provinces' shapes) at most 60 KB gzip, and no city layer before a province is opened; the API
 *    is answered from the server's seed data inside the script.
 * 1c. The campaign and content pages (issues 15 and 16, scripts/lib/campaign-pages-size.mjs): each one's first-load JS
 *    at most 15 KB gzip above the shared journey page's first load of 1.
 * 2. Each of the six mini-programs (issue 13), raw bytes as the vendors count them
 *    (scripts/lib/mini-package.mjs): the main package (dist/<target> less the subpackage roots) at most
 *    1 MB, every subpackage at most 2 MB, and the whole app under the vendor's own limit
 *    (scripts/lib/mini-targets.mjs).
 *
 * Exits non-zero over budget, when a build is missing, or when another page's JS is in the first load.
 * KB here means 1024 bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { readH5Site } from './lib/h5-chunks.mjs'
import { MINI_TARGETS, ROOT } from './lib/mini-targets.mjs'
import { browserFirstLoad, CHROMIUM } from './lib/browser-first-load.mjs'
import { measureMiniPackages } from './lib/mini-package.mjs'
import { CAMPAIGN_PAGE_MARGIN_GZIP, measureCampaignPages } from './lib/campaign-pages-size.mjs'

const KB = 1024
const BUDGETS = {
  firstLoadGzip: 200 * KB,
  checkinMapGzip: 60 * KB,
  miniMainRaw: 1 * KB * KB,
  miniSubPackageRaw: 2 * KB * KB,
}
const JOURNEY_PAGE = 'pages/journey/detail/index'
const JOURNEY_URL = '/web/journey/detail/123'
/** The journey page's frame, present once the page's own chunk has run (its data may still be loading). */
const RENDERED_MARK = '[data-page-key="journeyDetail"]'
/** Issue 14: the check-in home with its map drawn, anonymous (the provinces layer, no city layer). */
const CHECKIN_URL = '/web/activity-clock-in/index'
const CHECKIN_MARK = '.lit-map[data-view="china"] .map-canvas'
const CITY_CHUNK = /regions-cities-/
/**
 * Issue 18: the request client (axios, services/http) is one async chunk shared by every page that calls
 * the API (config/request-client-chunk.ts), out of the shared first load since the journey and About
 * paint without it. Pages that need it at once are judged as before, with it counted as shared.
 */
const REQUEST_CLIENT_CHUNK = /(^|\/)request-client\.[0-9a-f]+\.js$/
function requestClientGzip(problems) {
  const dir = path.join(H5_DIR, 'js')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => REQUEST_CLIENT_CHUNK.test(f)) : []
  if (files.length !== 1) {
    problems.push(`expected one request-client chunk in dist/h5/js, found ${files.length}`)
    return 0
  }
  return gzipSize(path.join(dir, files[0]))
}
const H5_DIR = path.join(ROOT, 'dist', 'h5')
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

async function measureFirstLoad(problems, notes) {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) {
    problems.push('dist/h5 is not built: run `npm run build:h5` first')
    return null
  }
  const site = readH5Site(H5_DIR)
  const ownChunks = site.pageFiles.get(JOURNEY_PAGE)
  if (!ownChunks) {
    problems.push(`the app chunk has no loader for ${JOURNEY_PAGE}`)
    return null
  }

  let files
  let method
  try {
    const loaded = await browserFirstLoad(H5_DIR, JOURNEY_URL, site.publicPath, RENDERED_MARK)
    files = loaded.files
    method = `loaded in headless Chromium (${path.basename(CHROMIUM)})`
    for (const error of loaded.errors) notes.push(`page error during the load: ${error}`)
  } catch (error) {
    if (/did not render/.test(error.message)) {
      problems.push(error.message)
      return null
    }
    files = [...new Set([...site.entryFiles, ...ownChunks])]
    method = 'derived statically from index.html and the route loader'
    notes.push(`Chromium unavailable (${error.message.split('\n')[0]}); first load derived statically`)
  }

  for (const chunk of ownChunks) {
    if (!files.includes(chunk)) problems.push(`the journey page's own chunk ${chunk} was not loaded`)
  }
  const foreign = files.filter(
    (file) => site.pageOfFile.has(file) && site.pageOfFile.get(file) !== JOURNEY_PAGE,
  )
  for (const file of foreign)
    problems.push(`the first load fetched ${file}, the chunk of ${site.pageOfFile.get(file)}`)

  const rows = files.map((file) => {
    const full = path.join(H5_DIR, file)
    const exists = fs.existsSync(full)
    if (!exists) problems.push(`${file} was fetched but is not in dist/h5`)
    const role = site.entryFiles.includes(file)
      ? 'index.html'
      : site.pageOfFile.has(file)
        ? `page ${site.pageOfFile.get(file)}${foreign.includes(file) ? '  <- OTHER PAGE' : ''}`
        : 'shared chunk'
    return { file, role, raw: exists ? fs.statSync(full).size : 0, gzip: exists ? gzipSize(full) : 0 }
  })
  rows.sort((a, b) => b.gzip - a.gzip)
  return {
    method,
    rows,
    gzip: rows.reduce((n, r) => n + r.gzip, 0),
    raw: rows.reduce((n, r) => n + r.raw, 0),
  }
}

/**
 * Issue 14: what the check-in home loads beyond the shared first load (index.html's scripts): its page,
 * the map engine and the provinces' shapes, at most 60 KB gzip; no city layer until a province opens.
 */
async function measureCheckinMap(problems) {
  if (!fs.existsSync(path.join(H5_DIR, 'index.html'))) return null
  const site = readH5Site(H5_DIR)
  let loaded
  try {
    loaded = await browserFirstLoad(H5_DIR, CHECKIN_URL, site.publicPath, CHECKIN_MARK, true)
  } catch (error) {
    problems.push(`the check-in home could not be measured: ${error.message.split('\n')[0]}`)
    return null
  }
  const beyond = loaded.files.filter(
    (file) => !site.entryFiles.includes(file) && !REQUEST_CLIENT_CHUNK.test(file),
  )
  for (const file of beyond.filter((f) => CITY_CHUNK.test(f)))
    problems.push(`the check-in home fetched ${file}, a city layer, before any province was opened`)
  const rows = beyond.map((file) => {
    const full = path.join(H5_DIR, file)
    return { file, gzip: fs.existsSync(full) ? gzipSize(full) : 0 }
  })
  rows.sort((a, b) => b.gzip - a.gzip)
  return { rows, gzip: rows.reduce((n, r) => n + r.gzip, 0) }
}

/** Every built mini-program's packages; a target not built is a problem (npm test builds all six). */
function measureMiniPrograms(problems) {
  return MINI_TARGETS.flatMap((target) => {
    const dir = path.join(ROOT, 'dist', target.name)
    if (!fs.existsSync(path.join(dir, 'app.json'))) {
      problems.push(
        `dist/${target.name} is not built: run \`npm run build:${target.name}\` (or \`npm run build:mini\`) first`,
      )
      return []
    }
    const packages = measureMiniPackages(dir)
    const total = packages.main.bytes + packages.subPackages.reduce((n, s) => n + s.bytes, 0)
    return [{ target, ...packages, total }]
  })
}

function verdict(size, budget) {
  return size <= budget ? 'ok' : `OVER by ${kb(size - budget)}`
}

function printCampaignPages(pages, budget) {
  if (pages.length === 0) return
  console.log(
    `campaign and content pages: first-load JS, gzip (budget ${kb(budget)}: the journey's first load with the request client + ${kb(CAMPAIGN_PAGE_MARGIN_GZIP)})`,
  )
  for (const page of pages) {
    console.log(
      `  ${page.url.padEnd(40)}first load ${kb(page.total).padStart(9)}  beyond index.html ${kb(page.own).padStart(9)}  ${verdict(page.total, budget)}`,
    )
  }
}

function print(firstLoad, packages, notes, checkin) {
  const line = (label, size, budget, status) =>
    console.log(`${label.padEnd(52)}${size.padStart(11)}${budget.padStart(12)}  ${status}`)
  console.log('Size budgets (KB = 1024 bytes)')
  line('', 'size', 'budget', '')
  if (firstLoad) {
    line(
      `first-load JS of ${JOURNEY_URL.replace('123', ':id')}, gzip`,
      kb(firstLoad.gzip),
      kb(BUDGETS.firstLoadGzip),
      verdict(firstLoad.gzip, BUDGETS.firstLoadGzip),
    )
    for (const row of firstLoad.rows) {
      console.log(
        `  ${row.file.padEnd(24)}${row.role.padEnd(50)}raw ${kb(row.raw).padStart(9)}  gzip ${kb(row.gzip)}`,
      )
    }
    console.log(`  (${firstLoad.rows.length} files, ${kb(firstLoad.raw)} raw; ${firstLoad.method})`)
  } else {
    line(
      `first-load JS of ${JOURNEY_URL.replace('123', ':id')}, gzip`,
      'n/a',
      kb(BUDGETS.firstLoadGzip),
      'FAIL',
    )
  }
  if (checkin) {
    line(
      `${CHECKIN_URL} beyond the shared first load, gzip`,
      kb(checkin.gzip),
      kb(BUDGETS.checkinMapGzip),
      verdict(checkin.gzip, BUDGETS.checkinMapGzip),
    )
    for (const row of checkin.rows) console.log(`  ${row.file.padEnd(40)}gzip ${kb(row.gzip)}`)
  }
  for (const { target, main: mainPackage, subPackages, total } of packages) {
    line(
      `${target.vendor} (${target.name}) main package, raw`,
      kb(mainPackage.bytes),
      kb(BUDGETS.miniMainRaw),
      verdict(mainPackage.bytes, BUDGETS.miniMainRaw),
    )
    for (const sub of subPackages) {
      line(
        `  subpackage ${sub.name}`,
        kb(sub.bytes),
        kb(BUDGETS.miniSubPackageRaw),
        verdict(sub.bytes, BUDGETS.miniSubPackageRaw),
      )
    }
    line(
      `  whole app, the vendor's limit`,
      kb(total),
      kb(target.totalLimit),
      verdict(total, target.totalLimit),
    )
  }
  for (const note of notes) console.log(`note: ${note}`)
}

async function main() {
  const problems = []
  const notes = []
  const firstLoad = await measureFirstLoad(problems, notes)
  const checkin = await measureCheckinMap(problems)
  const campaignPages = fs.existsSync(path.join(H5_DIR, 'index.html'))
    ? await measureCampaignPages(H5_DIR, readH5Site(H5_DIR), problems)
    : []
  const packages = measureMiniPrograms(problems)
  print(firstLoad, packages, notes, checkin)
  if (firstLoad) {
    // The journey opened without the server's embedded data (as here) asks the API and so loads the client.
    const hasClient = firstLoad.rows.some((row) => REQUEST_CLIENT_CHUNK.test(row.file))
    const shared = firstLoad.gzip + (hasClient ? 0 : requestClientGzip(problems))
    const budget = shared + CAMPAIGN_PAGE_MARGIN_GZIP
    printCampaignPages(campaignPages, budget)
    for (const page of campaignPages.filter((p) => p.total > budget))
      problems.push(
        `${page.url} loads ${kb(page.total)} gzip at first, over the journey's ${kb(shared)} (with the request client) + ${kb(CAMPAIGN_PAGE_MARGIN_GZIP)}`,
      )
  }
  if (checkin && checkin.gzip > BUDGETS.checkinMapGzip)
    problems.push(
      `the check-in home loads ${kb(checkin.gzip)} gzip beyond the first load, over ${kb(BUDGETS.checkinMapGzip)}`,
    )

  if (firstLoad && firstLoad.gzip > BUDGETS.firstLoadGzip) {
    problems.push(`first-load JS ${kb(firstLoad.gzip)} gzip is over its ${kb(BUDGETS.firstLoadGzip)} budget`)
  }
  for (const { target, main: mainPackage, subPackages, total } of packages) {
    if (mainPackage.bytes > BUDGETS.miniMainRaw)
      problems.push(
        `the ${target.name} main package ${kb(mainPackage.bytes)} is over its ${kb(BUDGETS.miniMainRaw)} budget`,
      )
    for (const sub of subPackages.filter((s) => s.bytes > BUDGETS.miniSubPackageRaw))
      problems.push(
        `the ${target.name} subpackage ${sub.name} ${kb(sub.bytes)} is over ${kb(BUDGETS.miniSubPackageRaw)}`,
      )
    if (total > target.totalLimit)
      problems.push(`the whole ${target.name} app ${kb(total)} is over the vendor's ${kb(target.totalLimit)}`)
  }
  if (problems.length) {
    for (const problem of problems) console.log(`FAIL: ${problem}`)
    process.exit(1)
  }
  console.log('size budgets: all within budget')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
