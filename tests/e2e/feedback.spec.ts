import zlib from 'node:zlib'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminHeaders } from './fixtures/admin-session'

// Issue 7: both feedback forms against the real server in Chromium, photo upload included; what the
// server stored is read back through the admin-only feedback list.

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

/** A real 2x2 PNG, made here so the test needs no file on disk. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])
  const rows = Buffer.from([0, 255, 0, 0, 0, 128, 255, 0, 0, 0, 0, 255, 255, 255, 0])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function attachPhoto(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.locator('[data-action="add-photo"]').click()
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: tinyPng() })
  await expect(page.locator('[data-photo="uploaded"]')).toHaveCount(1, { timeout: 15_000 })
}

interface StoredFeedback {
  kind: string
  placeId: number | null
  topic: string
  text: string
  photos: string[]
  contact: string | null
}

/** What operations see: the admin-only list (demo user 3 is the admin). */
async function storedFeedback(request: APIRequestContext, kind: 'poi' | 'app'): Promise<StoredFeedback[]> {
  const res = await request.get(`/api/v1/admin/feedback?kind=${kind}`, {
    headers: await adminHeaders(request),
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: StoredFeedback[] }).data
}

test('a place report with a photo is stored by the server, photo included', async ({ page, request }) => {
  await page.goto('/web/poi/feedback?placeId=1&journeyId=1')
  await expect(page.locator('[data-place-name]')).toContainText('羽田机场')
  await page.locator('[data-topic="closed"]').click()
  await page.locator('[data-field="text"] textarea').fill('国际线出发层的服务台搬到了三层')
  await attachPhoto(page, 'desk.png')
  await page.locator('[data-field="contact"] input').fill('mia@trip.example')
  await page.locator('[data-action="submit"]').click()

  await expect(page.locator('[data-result="sent"]')).toContainText('感谢你的反馈')
  const mine = (await storedFeedback(request, 'poi')).find((f) => f.text === '国际线出发层的服务台搬到了三层')
  expect(mine).toMatchObject({ placeId: 1, topic: 'closed', contact: 'mia@trip.example' })
  expect(mine?.photos).toHaveLength(1)
  const image = await request.get(mine!.photos[0])
  expect(image.headers()['content-type']).toBe('image/png')
  expect(Buffer.compare(await image.body(), tinyPng())).toBe(0)

  await page.locator('[data-action="back-to-journey"]').click()
  await expect(page).toHaveURL(/\/web\/journey\/detail\/1/)
})

test('contact us survives a failed send and a reload, then the message reaches the server', async ({
  page,
  request,
}) => {
  await page.goto('/web/app/feedback')
  await page.locator('[data-topic="bug"]').click()
  await page.locator('[data-field="text"] textarea').fill('离线时打开地图页面会白屏')
  await attachPhoto(page, 'blank.png')

  // The network drops exactly when the message is sent.
  await page.route('**/api/v1/feed-back', (route) => route.abort('internetdisconnected'))
  await page.locator('[data-action="submit"]').click()
  await expect(page.locator('[data-error="submit"]')).toBeVisible()

  await page.reload()
  await expect(page.locator('[data-notice="restored"]')).toBeVisible()
  await expect(page.locator('[data-field="text"] textarea')).toHaveValue('离线时打开地图页面会白屏')
  await expect(page.locator('[data-topic="bug"]')).toHaveAttribute('aria-checked', 'true')
  // The restored photo is shown from the server (CSP: images from 'self').
  await expect
    .poll(() =>
      page.locator('[data-photo="uploaded"] img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(2)

  await page.unroute('**/api/v1/feed-back')
  await page.locator('[data-action="submit"]').click()
  await expect(page.locator('[data-result="sent"]')).toBeVisible()
  const mine = (await storedFeedback(request, 'app')).find((f) => f.text === '离线时打开地图页面会白屏')
  expect(mine).toMatchObject({ topic: 'bug' })
  expect(mine?.photos).toHaveLength(1)

  await page.reload()
  await expect(page.locator('[data-form="app"]')).toBeVisible()
  await expect(page.locator('[data-field="text"] textarea')).toHaveValue('')
})
