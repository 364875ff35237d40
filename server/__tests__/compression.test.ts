import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { testApp, makeSiteDir } from './helpers'

const BIG_JS = `console.log(${JSON.stringify('trip companion '.repeat(400))})`
const INDEX =
  '<!doctype html><html><head><script src="/web/js/app.1a2b.js"></script></head><body></body></html>'

describe('response compression', () => {
  const siteDir = makeSiteDir({ 'index.html': INDEX, 'js/app.1a2b.js': BIG_JS })
  const app = testApp({ siteDir })
  after(() => app.close())

  const cases: [string, string, (b: Buffer) => Buffer][] = [
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ]
  for (const [accepted, used, decode] of cases) {
    test(`sends a site script ${used}-encoded to a browser accepting "${accepted}", cache headers kept`, async () => {
      const res = await app.inject({ url: '/web/js/app.1a2b.js', headers: { 'accept-encoding': accepted } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-encoding'], used)
      assert.match(String(res.headers['cache-control']), /max-age=31536000, immutable/)
      assert.equal(decode(res.rawPayload).toString(), BIG_JS)
    })
  }

  test('sends files as they are to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/web/js/app.1a2b.js', headers: { 'accept-encoding': 'identity' } })
    assert.equal(res.headers['content-encoding'], undefined)
    assert.equal(res.body, BIG_JS)
  })

  test('leaves answers under the threshold alone', async () => {
    const res = await app.inject({
      url: '/api/v1/web/journey/detail?id=99999',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    assert.ok(res.rawPayload.length < 1024, `a small answer (${res.rawPayload.length} bytes)`)
    assert.equal(res.headers['content-encoding'], undefined)
    assert.equal(JSON.parse(res.body).code !== 0, true)
  })

  test('compresses API answers too', async () => {
    const res = await app.inject({
      url: '/api/v1/web/journey/detail?id=1',
      headers: { 'accept-encoding': 'gzip' },
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-encoding'], 'gzip')
    assert.equal(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).data.id, 1)
  })
})
