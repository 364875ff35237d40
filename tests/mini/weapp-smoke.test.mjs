/**
 * A logic-level smoke test of the real WeChat bundle (dist/weapp) in Node: app.js and page scripts run
 * against stubbed WeChat globals, pages render into Taro's setData tree, taps go through the page's `eh`
 * and end in wx calls. See lib/weapp-harness.mjs for what is real and what is stubbed.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before, describe, test } from 'node:test'
import { builtDir, fill, loadZhCN } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

let zhCN
let started

const journey1 = JSON.parse(
  readFileSync(
    new URL('../../src/features/journey/__tests__/fixtures/journey-1.json', import.meta.url),
    'utf8',
  ),
)

/** The demo API as a mini-program reaches it: an absolute https host (TARO_APP_API_ORIGIN). */
function answerApi({ url }) {
  const { origin, pathname, searchParams } = new URL(url)
  if (
    origin === 'https://api.trip.example' &&
    pathname === '/api/v1/web/journey/detail' &&
    searchParams.get('id') === '1'
  ) {
    return { statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data: journey1 }) }
  }
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

/** A navigateTo url as path and id, whatever tracking parameters ride along (SPEC.md section 2). */
function pathAndId(url) {
  const [path, query = ''] = url.split('?')
  return { path, id: new URLSearchParams(query).get('id') }
}

before(async () => {
  zhCN = await loadZhCN()
})

/**
 * The launched app, started on first use. Each test asks for it, so a missing dist/weapp fails every test
 * with the build hint instead of cancelling them from a hook.
 */
function app() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond: answerApi })
    started.launch({ path: 'pages/journey/detail/index', query: {} })
  }
  return started
}

/** The one element whose own text is `text`. */
function only(page, text) {
  const found = page.elementsWithText(text)
  assert.equal(
    found.length,
    1,
    `expected one element reading "${text}", found ${found.length}: ${page.texts().join(' | ')}`,
  )
  return found[0]
}

describe('the WeChat bundle', () => {
  test('starts the app from app.js with its runtime, vendor and common chunks', () => {
    app()
    assert.equal(typeof globalThis.getApp().onLaunch, 'function')
    assert.ok(Array.isArray(globalThis.wx.webpackJsonp), 'the chunks register on wx.webpackJsonp')
  })

  test('loads the journey of the id from onLoad through wx.request, renders it in zh-CN and sets its title', async () => {
    const since = app().calls.length
    const page = await app().openPage('pages/journey/detail/index', { id: '1' })
    const request = await page.nextCall('request', since)
    assert.equal(request.options.url, 'https://api.trip.example/api/v1/web/journey/detail?id=1')
    for (let i = 0; i < 100 && !page.texts().includes(journey1.title); i++) await page.settle()
    const texts = page.texts()
    assert.ok(texts.includes(journey1.title), texts.join(' | '))
    assert.ok(texts.includes(zhCN['route.journeyDetail']), 'the page header shows the route title')
    for (const key of ['nav.journey', 'nav.share', 'nav.about', 'nav.contact'])
      assert.ok(texts.includes(zhCN[key]), key)
    const title = await page.nextCall('setNavigationBarTitle', since)
    assert.equal(title.options.title, zhCN['route.journeyDetail'])
  })

  test('shows the missing-parameter state when the journey page opens without an id', async () => {
    const page = await app().openPage('pages/journey/detail/index', {})
    assert.ok(
      page.texts().includes(fill(zhCN['state.missingParam'], { name: 'id' })),
      page.texts().join(' | '),
    )
  })

  test('shows a clear page for a journey the API does not know', async () => {
    const page = await app().openPage('pages/journey/detail/index', { id: '123' })
    for (let i = 0; i < 100 && !page.texts().includes(zhCN['journey.gone.missing']); i++) await page.settle()
    assert.ok(page.texts().includes(zhCN['journey.gone.missing']), page.texts().join(' | '))
  })

  test('navigates to another journey when its footer link is tapped, passing the id as a query', async () => {
    const page = await app().openPage('pages/journey/detail/index', { id: '123' })
    const since = page.callCount()
    page.tap(only(page, zhCN['nav.journey']))
    const call = await page.nextCall('navigateTo', since)
    assert.deepEqual(pathAndId(call.options.url), { path: '/pages/journey/detail/index', id: '1' })
  })

  test('marks the footer link of the page being shown active and does not navigate when it is tapped', async () => {
    const page = await app().openPage('pages/journey/detail/index', { id: '1' })
    const link = only(page, zhCN['nav.journey'])
    assert.match(link.cl ?? '', /(^|\s)active(\s|$)/)
    assert.doesNotMatch(only(page, zhCN['nav.about']).cl ?? '', /(^|\s)active(\s|$)/)
    const since = page.callCount()
    page.tap(link)
    await page.settle()
    assert.deepEqual(
      app()
        .calls.slice(since)
        .filter((c) => c.api === 'navigateTo'),
      [],
    )
  })

  test('renders an image campaign page of the img subpackage and leaves it for the contact page on tap', async () => {
    const since = app().calls.length
    const page = await app().openPage('pages/img/japan/index', {})
    // The page's own content is image-campaign-smoke.test.mjs's; here, the subpackage page and its frame.
    assert.equal((await page.nextCall('setNavigationBarTitle', since)).options.title, zhCN['route.img_japan'])

    const beforeTap = page.callCount()
    page.tap(only(page, zhCN['nav.contact']))
    const call = await page.nextCall('navigateTo', beforeTap)
    assert.equal(pathAndId(call.options.url).path, '/pages/app/feedback/index')
  })
})
