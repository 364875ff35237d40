/**
 * Issue 16: an image campaign page (img/japan) in the real WeChat bundle (dist/weapp), at logic level
 * (lib/mini-harness.mjs), its content from a stubbed API: the title and slices with their alt texts, the
 * hot spots as labelled buttons (a refused link left out), and a tapped hot spot navigating.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { tsImport } from 'tsx/esm/api'
import { builtDir, ROOT } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

// The page fixture of the jest tests: one hot spot of each kind and a link to a refused host.
const { JAPAN } = await tsImport(
  `${ROOT}/src/pages/img/shared/__tests__/campaign-fixture.ts`,
  import.meta.url,
)
const PAGE = 'pages/img/japan/index'

function answerApi({ url }) {
  const { pathname, searchParams } = new URL(url)
  if (pathname === '/api/v1/campaign/image/get' && searchParams.get('key') === 'japan')
    return { statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data: JAPAN }) }
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

/** Every node of Taro's data tree, in document order. */
function nodesOf(node, out = []) {
  if (!node || typeof node !== 'object') return out
  out.push(node)
  for (const child of node.cn ?? []) nodesOf(child, out)
  return out
}

let started
async function openJapan() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond: answerApi })
    started.launch({ path: PAGE, query: {} })
  }
  const page = await started.openPage(PAGE)
  for (let i = 0; i < 100 && !page.texts().includes(JAPAN.title); i++) await page.settle()
  assert.ok(page.texts().includes(JAPAN.title), page.texts().join(' | '))
  return page
}
const hotSpots = (page) => nodesOf(page.root).filter((n) => n.cl === 'img-hot-spot__button')

describe('an image campaign page in the WeChat bundle', () => {
  test('says so when the server has no content for the page (not found)', async () => {
    await openJapan()
    const page = await started.openPage('pages/img/fuji/index')
    const missing = '这个活动页的内容不存在或已下线'
    for (let i = 0; i < 100 && !page.texts().includes(missing); i++) await page.settle()
    assert.ok(page.texts().includes(missing), page.texts().join(' | '))
  })

  test('shows its title, subtitle and every slice with its alt text', async () => {
    const page = await openJapan()
    assert.ok(page.texts().includes(JAPAN.subtitle), page.texts().join(' | '))
    const images = nodesOf(page.root).filter((n) => n.imgProps && String(n.cl ?? '') === '')
    assert.deepEqual(
      images.map((n) => n.imgProps.alt),
      JAPAN.slices.map((s) => s.alt),
    )
  })

  test('offers each hot spot as a labelled button, but not the link to a refused host', async () => {
    const page = await openJapan()
    assert.deepEqual(
      hotSpots(page).map((n) => n.ariaLabel),
      ['东京五日游，查看行程', '雷门，查看地点', '富士山，在地图上查看', '官方攻略，打开链接'],
    )
    // Each label is also written on the picture.
    assert.ok(page.texts().includes('东京五日游'), page.texts().join(' | '))
  })

  test('a journey hot spot opens the journey, a map hot spot the map at its point', async () => {
    const page = await openJapan()
    const [journey, , map] = hotSpots(page)
    let since = page.callCount()
    page.tap(journey)
    const toJourney = await page.nextCall('navigateTo', since)
    assert.match(toJourney.options.url, /^\/pages\/journey\/detail\/index\?(.*&)?id=1(&|$)/)
    since = page.callCount()
    page.tap(map)
    const toMap = await page.nextCall('navigateTo', since)
    assert.match(toMap.options.url, /^\/pages\/map\/index\?/)
    const query = new URLSearchParams(toMap.options.url.split('?')[1])
    assert.equal(query.get('lat'), '35.3606')
    assert.equal(query.get('lon'), '138.7274')
  })
})
