/**
 * What a browser fetches for a first load of one page of the built H5 site (npm run size): the site is
 * served by a small static server, anything from elsewhere is aborted, and with `answerApi` the API is
 * answered from the server's seed data (the check-in home needs its region table to draw).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './mini-targets.mjs'
import { serveStatic } from './static-server.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const LOAD_TIMEOUT_MS = 30_000

/** Site-relative paths of the .js files the browser fetched for a first load of `url`. */
/**
 * The API as the check-in home needs it to draw: the region table from the server's seed data and
 * empty answers elsewhere, so the measure needs no server and sees only the site's own files.
 */
function fakeApiAnswer(pathname) {
  const envelope = (data) => JSON.stringify({ code: 0, msg: 'ok', success: true, data })
  if (pathname.endsWith('/region/list')) {
    const seed = (file) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'seed', 'data', file), 'utf8'))
    const region = (code, name, nameEn, parentCode, level) => ({
      code,
      name,
      nameEn,
      parentCode,
      level,
      lat: null,
      lon: null,
    })
    return envelope([
      ...seed('countries.json').map(([code, name, nameEn]) => region(code, name, nameEn, null, 'country')),
      ...seed('regions-cn.json').map(([code, name, nameEn, parent]) =>
        region(code, name, nameEn, parent, parent === 'CN' ? 'province' : 'city'),
      ),
    ])
  }
  if (pathname.endsWith('/join/user-counter')) return envelope({ participants: 0 })
  return envelope([])
}

/**
 * `site`, when given, is a server already running (the real API server, scripts/lib/api-server.mjs) that
 * serves the site and answers the API; otherwise a static server of `h5Dir` is started for the load.
 */
export async function browserFirstLoad(h5Dir, url, publicPath, mark, answerApi = false, site = null) {
  const { chromium } = await import('@playwright/test')
  const server = site ? { url: site.url, close: async () => undefined } : await serveStatic(h5Dir)
  let browser
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      timeout: LOAD_TIMEOUT_MS,
    })
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' })
    // Only the site itself: nothing from elsewhere may count or hang the load.
    await context.route('**/*', (route) => {
      const address = new URL(route.request().url())
      if (answerApi && address.pathname.startsWith('/api/'))
        return route.fulfill({ contentType: 'application/json', body: fakeApiAnswer(address.pathname) })
      return route.request().url().startsWith(server.url) ? route.continue() : route.abort()
    })
    const page = await context.newPage()
    const fetched = new Set()
    const errors = []
    page.on('response', (response) => {
      const { origin, pathname } = new URL(response.url())
      if (origin === server.url && pathname.endsWith('.js') && response.ok()) {
        fetched.add(pathname.startsWith(publicPath) ? pathname.slice(publicPath.length) : pathname)
      }
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS })
    await page.waitForSelector(mark, { timeout: LOAD_TIMEOUT_MS }).catch(() => {
      throw new Error(`${url} never showed ${mark}: the page did not render (${errors.join('; ')})`)
    })
    await page.waitForLoadState('networkidle')
    return { files: [...fetched], errors }
  } finally {
    await browser?.close()
    await server.close()
  }
}
