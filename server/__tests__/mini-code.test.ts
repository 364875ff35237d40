import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { call, testApp } from './helpers'
import { PNG_SIGNATURE, startFakeVendors, type FakeVendors } from './fake-vendors'

const CODE = '/api/v1/share/mini_code'

describe("a poster's mini-program code", () => {
  let vendors: FakeVendors
  let app: FastifyInstance
  before(async () => {
    vendors = await startFakeVendors()
    app = testApp({ miniApps: { weapp: vendors.apps.weapp } })
  })
  after(async () => {
    await app.close()
    await vendors.close()
  })

  test("WeChat's own code for a page and scene, as a PNG data address; the token is fetched once", async () => {
    const res = await call(app, 'GET', `${CODE}?vendor=weapp&page=pages/journey/detail/index&scene=id%3D1`)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.data.kind, 'mini-code')
    const png = Buffer.from(String(res.body.data.image).replace('data:image/png;base64,', ''), 'base64')
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE)
    assert.equal(png.subarray(8).toString(), 'pages/journey/detail/index|id=1')
    const tokenAndCode = vendors.calls.weapp
    await call(app, 'GET', `${CODE}?vendor=weapp&page=pages/about/index&scene=a%3D1`)
    assert.equal(vendors.calls.weapp, tokenAndCode + 1, 'the access token is reused')
  })

  test('a vendor without its own code here answers none, and the site draws a QR code of the web page', async () => {
    const res = await call(app, 'GET', `${CODE}?vendor=alipay&page=pages/journey/detail/index&scene=id%3D1`)
    assert.deepEqual(res.body.data, { kind: 'none', image: null })
  })

  test('without the app configured WeChat answers none too, never an error page', async () => {
    const bare = testApp()
    try {
      const res = await call(bare, 'GET', `${CODE}?vendor=weapp&page=pages/journey/detail/index&scene=id%3D1`)
      assert.deepEqual(res.body.data, { kind: 'none', image: null })
    } finally {
      await bare.close()
    }
  })

  for (const [label, query] of [
    ['a page outside the app', 'vendor=weapp&page=pages/evil/index&scene=a%3D1'],
    ['a path that is no page', 'vendor=weapp&page=..%2F..%2Fetc&scene=a%3D1'],
    ['a scene over 32 characters', `vendor=weapp&page=pages/about/index&scene=${'a'.repeat(33)}`],
    ['a scene with spaces', 'vendor=weapp&page=pages/about/index&scene=a%20b'],
    ['an unknown vendor', 'vendor=wechat&page=pages/about/index&scene=a'],
    ['no scene', 'vendor=weapp&page=pages/about/index'],
  ]) {
    test(`${label} is a 400`, async () => {
      const res = await call(app, 'GET', `${CODE}?${query}`)
      assert.equal(res.status, 400, JSON.stringify(res.body))
    })
  }
})
