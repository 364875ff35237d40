// The floor (perf/floor) is served beside the site for Lighthouse's same-run comparison (issue 11).
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { testApp, makeSiteDir, PRODUCTION_SETTINGS } from './helpers'

const FLOOR_JS = `console.log(${JSON.stringify('the floor '.repeat(400))})`
const FLOOR_INDEX = '<!doctype html><html><head><script src="/floor/js/app.1a2b.js"></script></head></html>'

describe('the floor beside the site', () => {
  const floorDir = makeSiteDir({ 'index.html': FLOOR_INDEX, 'js/app.1a2b.js': FLOOR_JS })
  const app = testApp({ floorDir })
  after(() => app.close())

  test('serves the floor document at /floor/ and at any page address under it', async () => {
    for (const url of ['/floor', '/floor/', '/floor/pages/index/index']) {
      const res = await app.inject(url)
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.body, FLOOR_INDEX)
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  test('serves its scripts compressed and cached as the site serves its own', async () => {
    const res = await app.inject({ url: '/floor/js/app.1a2b.js', headers: { 'accept-encoding': 'br' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-encoding'], 'br')
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(zlib.brotliDecompressSync(res.rawPayload).toString(), FLOOR_JS)
  })

  test('never serves a file outside the floor directory', async () => {
    for (const url of ['/floor/..%2f..%2fetc%2fpasswd', '/floor/%2e%2e/%2e%2e/etc/hostname']) {
      const res = await app.inject(url)
      assert.ok(!res.body.includes('root:'), url)
      assert.ok(res.statusCode === 200 ? res.body === FLOOR_INDEX : res.statusCode >= 400, url)
    }
  })

  test('is not there without FLOOR_DIR, nor in production', async () => {
    const plain = testApp()
    const production = testApp({ ...PRODUCTION_SETTINGS, floorDir })
    try {
      assert.equal((await plain.inject('/floor/')).statusCode, 404)
      assert.equal((await production.inject('/floor/')).statusCode, 404)
    } finally {
      await plain.close()
      await production.close()
    }
  })
})
