/**
 * Issues 15 and 16: each campaign and content page's first-load JS, as `npm run size` reports it. A page is opened in
 * headless Chromium, alone, and everything it fetched until its frame rendered and the network went
 * idle counts. The budget: within 15 KB gzip of the shared journey page's first load, measured the same
 * way in the same run (a campaign page opened from a share costs a traveller about what the flagship
 * page does). `own` is the part beyond index.html's scripts, reported to show where the bytes are.
 *
 * The pages are served by the real API server on a fresh database, so each draws what a visitor who
 * opens a shared link sees (signed out, the seeded campaigns).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { browserFirstLoad } from './browser-first-load.mjs'
import { startApiServer } from './api-server.mjs'

/** How far above the journey page's first load a prize page may go. */
export const CAMPAIGN_PAGE_MARGIN_GZIP = 15 * 1024

/** The eight routes of issue 15 (route-table.ts names them; the frame carries the name as its key). */
const PRIZE_PAGES = [
  { name: 'summer2025', url: '/web/activity/summer2025' },
  { name: 'summer2025Records', url: '/web/activity/summer2025/records' },
  { name: 'summer2025Rule', url: '/web/activity/summer2025/rule' },
  { name: 'capture', url: '/web/activity/capture/index' },
  { name: 'captureGiftShop', url: '/web/activity/capture/giftshop' },
  { name: 'captureRule', url: '/web/activity/capture/rule' },
  { name: 'prize', url: '/web/prize' },
  { name: 'activitySummer', url: '/web/activity/summer' },
]

/** Issue 16's content pages: the twelve image campaigns, the food trail, the festival, the magazine. */
const IMAGE_PAGE_IDS = [
  '1001',
  '20241011',
  '20250311',
  'japan',
  'nightwalk',
  'lyl',
  '20250427',
  '20250616',
].concat(['fuji', '20250612', '20250704', '20250714'])
const CONTENT_PAGES = [
  ...IMAGE_PAGE_IDS.map((id) => ({ name: `img_${id}`, url: `/web/img/${id}` })),
  { name: 'food', url: '/web/activity/food' },
  { name: 'springFestival', url: '/web/specialSubject/springFestival' },
  { name: 'magazineDetail', url: '/web/magazine/detail' },
  { name: 'magazineDetail', url: '/web/magazine/detail?id=6' },
]

/** Every campaign and content page held to the budget. */
export const MEASURED_PAGES = [...PRIZE_PAGES, ...CONTENT_PAGES]

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/**
 * Each page's first load: `total` (all JS fetched) and `own` (beyond index.html's scripts), gzip bytes,
 * with the files behind `own`. A page that does not render is a problem, not a figure.
 */
export async function measureCampaignPages(h5Dir, site, problems) {
  const sum = (files) =>
    files.reduce((n, file) => {
      const full = path.join(h5Dir, file)
      return n + (fs.existsSync(full) ? gzipSize(full) : 0)
    }, 0)
  const pages = []
  let server
  try {
    server = await startApiServer(h5Dir)
  } catch (error) {
    problems.push(`the campaign pages could not be measured: ${error.message.split('\n')[0]}`)
    return pages
  }
  try {
    for (const page of MEASURED_PAGES) {
      try {
        const loaded = await browserFirstLoad(
          h5Dir,
          page.url,
          site.publicPath,
          `[data-page-key="${page.name}"]`,
          false,
          server,
        )
        const own = loaded.files.filter((file) => !site.entryFiles.includes(file))
        pages.push({ ...page, total: sum(loaded.files), own: sum(own), ownFiles: own })
      } catch (error) {
        problems.push(`${page.url} could not be measured: ${error.message.split('\n')[0]}`)
      }
    }
  } finally {
    await server.close()
  }
  return pages
}
