// A shared journey's link says what it is (issue 12, item 3): its document's <title>, description and
// Open Graph tags come from the journey, escaped.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { makeSiteDir, testApp } from './helpers'
import { withShareMeta } from '../lib/share-meta'

const INDEX =
  '<!doctype html><html><head><meta name="description" content="site"><title>旅行伴侣</title><script src="/web/js/app.1a2b.js"></script></head><body></body></html>'

const meta = (body: string, property: string) =>
  body.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1]
const titleOf = (body: string) => body.match(/<title>([^<]*)<\/title>/)?.[1]

describe("a shared journey's document as a link card", () => {
  const siteDir = makeSiteDir({ 'index.html': INDEX })
  const app = testApp({ siteDir })
  before(() => app.ready())
  after(() => app.close())

  test("has the journey's title as <title> and og tags for its title, description, cover and address", async () => {
    const journey = await app.db
      .selectFrom('journeys')
      .select('title')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const res = await app.inject({ url: '/web/journey/detail/1', headers: { host: 'trip.example:8080' } })
    assert.equal(titleOf(res.body), journey.title)
    assert.equal(meta(res.body, 'og:title'), journey.title)
    assert.ok(meta(res.body, 'og:description')?.length, 'a description')
    assert.match(meta(res.body, 'og:image') ?? '', /^http:\/\/trip\.example:8080\/.+/)
    assert.equal(meta(res.body, 'og:url'), 'http://trip.example:8080/web/journey/detail/1')
    assert.equal(res.body.match(/<title>/g)?.length, 1)
    assert.equal(res.body.match(/<meta name="description"/g)?.length, 1)
  })

  test('speaks English with lang=en', async () => {
    const res = await app.inject({ url: '/web/journey/detail/1?lang=en' })
    const journey = await app.db
      .selectFrom('journeys')
      .select('title_en')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    assert.equal(titleOf(res.body), journey.title_en)
    assert.match(meta(res.body, 'og:description') ?? '', /^\d+ days? · /)
  })

  test('escapes a title written to break out of the tag', async () => {
    await app.db
      .updateTable('journeys')
      .set({ title: `"><script>alert(1)</script>$' $&`, summary: '' })
      .where('id', '=', 4)
      .execute()
    const res = await app.inject({ url: '/web/journey/detail/4' })
    assert.doesNotMatch(res.body, /<script>alert/)
    assert.equal(titleOf(res.body), '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;$&#39; $&amp;')
    assert.equal(meta(res.body, 'og:title'), '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;$&#39; $&amp;')
  })

  test('leaves the site title on every other page and on private or deleted journeys', async () => {
    for (const url of [
      '/web/about',
      '/web/journey/detail/7',
      '/web/journey/detail/8',
      '/web/journey/detail/999',
    ]) {
      const res = await app.inject({ url })
      assert.equal(titleOf(res.body), '旅行伴侣', url)
      assert.equal(meta(res.body, 'og:title'), undefined, url)
    }
  })
})

describe('withShareMeta', () => {
  test('adds a title and a description to a document that has neither', () => {
    const html = withShareMeta('<html><head></head></html>', {
      title: 'T',
      description: 'D',
      image: 'https://x/i.png',
      url: 'https://x/p',
    })
    assert.match(html, /<title>T<\/title>/)
    assert.match(html, /<meta name="description" content="D">/)
    assert.match(html, /<meta property="og:url" content="https:\/\/x\/p">/)
  })
})
