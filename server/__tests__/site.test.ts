import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, makeSiteDir } from './helpers'

const INDEX =
  '<!doctype html><html><head><script>window.__boot=1</script><script src="/web/js/app.1a2b.js"></script></head><body></body></html>'

describe('the built site under /web', () => {
  const siteDir = makeSiteDir({
    'index.html': INDEX,
    'js/app.1a2b.js': 'console.log(1)',
    'favicon.ico': 'x',
    'sw.js': 'self.addEventListener("fetch", () => {})',
  })
  const app = testApp({ siteDir })
  after(() => app.close())

  test('redirects / to /web/', async () => {
    const res = await app.inject({ url: '/' })
    assert.equal(res.statusCode, 302)
    assert.equal(res.headers.location, '/web/')
  })

  test('serves index.html for /web and /web/ without caching it', async () => {
    for (const url of ['/web', '/web/']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200)
      assert.match(res.body, /__boot/)
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  test('falls back to index.html for app routes without a file extension', async () => {
    for (const url of ['/web/journey/detail/123', '/web/no-such-page', '/web/activity/summer2025?x=1']) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /__boot/)
    }
  })

  test('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/web/js/app.1a2b.js' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['cache-control']), /max-age=31536000/)
  })

  test('serves the service worker as script, revalidated every time so a new build takes over', async () => {
    const res = await app.inject({ url: '/web/sw.js' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /javascript/)
    assert.equal(res.headers['cache-control'], 'no-cache')
  })

  test('answers 404 for a missing asset with an extension', async () => {
    const res = await app.inject({ url: '/web/js/missing.9f.js' })
    assert.equal(res.statusCode, 404)
  })

  test('does not serve files outside the site directory', async () => {
    const res = await app.inject({ url: '/web/..%2f..%2fetc%2fpasswd.txt' })
    assert.equal(res.statusCode, 404)
  })

  test('sends a CSP that hashes the inline script and forbids objects and base', async () => {
    const res = await app.inject({ url: '/web/' })
    const csp = String(res.headers['content-security-policy'])
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    assert.match(csp, /style-src 'self' 'unsafe-inline'/)
    assert.match(csp, /object-src 'none'/)
    assert.match(csp, /base-uri 'none'/)
    assert.match(csp, /frame-ancestors 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/)
    assert.equal(res.headers['x-frame-options'], undefined)
  })
})

describe('without a build', () => {
  const app = testApp({ siteDir: '/nonexistent/trip-site' })
  after(() => app.close())

  test('answers 503 with a message telling how to build', async () => {
    const res = await app.inject({ url: '/web/journey/detail/1' })
    assert.equal(res.statusCode, 503)
    assert.equal(res.body, 'site not built: run npm run build:h5')
  })
})

describe('unknown API paths', () => {
  const app = testApp()
  after(() => app.close())

  test('answer 404 in the standard JSON shape', async () => {
    const res = await app.inject({ url: '/api/v1/no/such/path' })
    assert.equal(res.statusCode, 404)
    const body = res.json()
    assert.equal(body.success, false)
    assert.equal(body.code, 40400)
    assert.equal(body.data, null)
  })
})

describe('preload hints with the document', () => {
  const siteDir = makeSiteDir({
    'index.html': INDEX,
    'page-assets.json': JSON.stringify({
      'pages/journey/detail/index': ['js/2710.aa.js', 'css/2710.bb.css'],
      'pages/about/index': ['js/300.cc.js'],
    }),
  })
  const app = testApp({ siteDir })
  after(() => app.close())
  const linkOf = async (url: string) => String((await app.inject({ url })).headers.link ?? '')

  test("announce a shared journey's page chunks and its cover", async () => {
    const link = await linkOf('/web/journey/detail/1')
    assert.match(link, /<\/web\/js\/2710\.aa\.js>; rel=preload; as=script/)
    assert.match(link, /<\/web\/css\/2710\.bb\.css>; rel=preload; as=style/)
    assert.match(link, /<\/api\/v1\/media\/journey\/1\.svg>; rel=preload; as=image/)
  })

  test('do not announce the cover of a private or deleted journey', async () => {
    for (const id of [7, 8]) {
      const link = await linkOf(`/web/journey/detail/${id}`)
      assert.match(link, /2710\.aa\.js/)
      assert.doesNotMatch(link, /media\/journey/, `journey ${id}`)
    }
  })

  test("announce another page's own chunks, and nothing for an unknown address", async () => {
    assert.match(await linkOf('/web/about'), /<\/web\/js\/300\.cc\.js>; rel=preload; as=script/)
    assert.equal(await linkOf('/web/no/such/page'), '')
  })
})

describe("a shared journey's document", () => {
  const siteDir = makeSiteDir({ 'index.html': INDEX })
  const app = testApp({ siteDir })
  before(() => app.ready())
  after(() => app.close())
  const embeddedAll = (body: string) =>
    [
      ...body.matchAll(
        /<script id="trip-data:([^"]+)" type="application\/json" data-key="([^"]+)">(.*?)<\/script>/g,
      ),
    ].map((m) => ({ id: m[1], key: m[2], data: JSON.parse(m[3]) }))
  const embedded = (body: string, key?: string) =>
    embeddedAll(body).find((e) => e.id === e.key && (!key || e.key === key)) ?? null

  test('carries the journey as web/journey/detail answers it, and counts one view', async () => {
    await app.viewCounts.flush()
    const viewsBefore = (
      await app.db.selectFrom('journeys').select('views').where('id', '=', 2).executeTakeFirstOrThrow()
    ).views
    const res = await app.inject({ url: '/web/journey/detail/2' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/html/)
    const data = embedded(res.body)
    assert.equal(data?.key, 'journey:2')
    assert.equal(data?.data.id, 2)
    assert.ok(data?.data.days.length > 0)
    assert.match(res.body, /__boot/)
    assert.deepEqual(
      embeddedAll(res.body).map((e) => e.key),
      ['journey:2', 'weather:2'],
    )
    await app.viewCounts.flush()
    const viewsAfter = (
      await app.db.selectFrom('journeys').select('views').where('id', '=', 2).executeTakeFirstOrThrow()
    ).views
    assert.equal(viewsAfter, viewsBefore + 1)
  })

  test('carries the weather of its days as web/journey/get_weather answers it', async () => {
    const res = await app.inject({ url: '/web/journey/detail/1' })
    const weather = embedded(res.body, 'weather:1')?.data
    const api = await app.inject({ url: '/api/v1/web/journey/get_weather?id=1' })
    assert.equal(api.statusCode, 200)
    assert.ok(Array.isArray(weather) && weather.length > 0)
    assert.deepEqual(weather, api.json().data)
  })

  test('carries nothing for a private, deleted or unknown journey, or another page', async () => {
    for (const url of [
      '/web/journey/detail/7',
      '/web/journey/detail/8',
      '/web/journey/detail/999',
      '/web/about',
    ]) {
      const res = await app.inject({ url })
      assert.equal(res.statusCode, 200, url)
      assert.deepEqual(embeddedAll(res.body), [], url)
    }
  })

  test('escapes the JSON so no text in it can end the element', async () => {
    await app.db
      .updateTable('journeys')
      .set({ summary: '</script><script>alert(1)</script>' })
      .where('id', '=', 3)
      .execute()
    const res = await app.inject({ url: '/web/journey/detail/3' })
    assert.doesNotMatch(res.body, /<script>alert/)
    assert.equal(embedded(res.body)?.data.summary, '</script><script>alert(1)</script>')
  })
})
