// Photo uploads (issue 7): what is accepted, what is refused and why, how uploads are served, and
// that feedback takes only photos this server issued.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { testApp, call, loginAs, dbFingerprint, rowCount } from './helpers'
import { sniffImageType } from '../routes/upload'
import { UPLOAD_MAX_BYTES } from '../../types/api/upload'
import { tinyPng, upload } from './upload-fixtures'

const count = (app: FastifyInstance, table: 'uploads' | 'poi_feedback' | 'app_feedback') =>
  rowCount(app, table)

describe('photo upload', () => {
  const app = testApp()
  let adminSid = ''
  before(async () => {
    adminSid = await loginAs(app, 3)
  })
  after(() => app.close())

  test('stores a png and serves it back from the URL it answers, with its type and long caching', async () => {
    const png = tinyPng()
    const up = await upload(app, png)
    assert.equal(up.status, 200, JSON.stringify(up.body))
    assert.equal(up.body.code, 0)
    assert.match(up.body.data.url, /^\/api\/v1\/media\/upload\/[0-9a-f]{32}\.png$/)
    assert.equal(up.body.data.mime, 'image/png')
    assert.equal(up.body.data.size, png.length)

    const served = await app.inject({ url: up.body.data.url })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.match(String(served.headers['cache-control']), /max-age=31536000/)
    assert.deepEqual(served.rawPayload, png)
    const again = await app.inject({
      url: up.body.data.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    })
    assert.equal(again.statusCode, 304)
  })

  test('serves an upload by what its bytes are, even when the client declared another image type', async () => {
    const up = await upload(app, tinyPng(), { type: 'image/jpeg', name: 'photo.jpg' })
    assert.equal(up.status, 200)
    assert.equal(up.body.data.mime, 'image/png')
    assert.match(up.body.data.url, /\.png$/)
  })

  test('refuses bytes that are no accepted image, whatever type was declared, and stores nothing', async () => {
    const countBefore = await count(app, 'uploads')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const disguised = await upload(app, svg, { type: 'image/png' })
    assert.equal(disguised.status, 400)
    assert.equal(disguised.body.code, 40000)
    assert.match(disguised.body.msg, /jpeg, png, webp and gif/)
    const declaredText = await upload(app, tinyPng(), { type: 'text/html' })
    assert.equal(declaredText.status, 400)
    assert.match(declaredText.body.msg, /not an accepted image type/)
    assert.equal(await count(app, 'uploads'), countBefore)
  })

  test('refuses an image over 5 MB with 413 and a business code, and stores nothing', async () => {
    const countBefore = await count(app, 'uploads')
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)])
    const up = await upload(app, big)
    assert.equal(up.status, 413)
    assert.equal(up.body.code, 41300)
    assert.match(up.body.msg, /larger than 5 MB/)
    assert.equal(await count(app, 'uploads'), countBefore)
  })

  test('refuses an image just over the limit that the request length alone would let through', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES - 10)])
    const up = await upload(app, big)
    assert.equal(up.status, 413)
    assert.equal(up.body.code, 41300)
  })

  test('refuses an empty file and a request without the file field', async () => {
    const empty = await upload(app, Buffer.alloc(0))
    assert.equal(empty.status, 400)
    assert.match(empty.body.msg, /empty/)
    const wrongField = await upload(app, tinyPng(), { field: 'image' })
    assert.equal(wrongField.status, 400)
    assert.match(wrongField.body.msg, /field "file"/)
    const json = await call(app, 'POST', '/api/v1/upload/image', { body: { url: 'https://x.example/a.png' } })
    assert.equal(json.status, 400)
    assert.match(json.body.msg, /multipart/)
  })

  test('answers an unknown upload key or a wrong extension with 404', async () => {
    const up = await upload(app, tinyPng())
    const unknown = await app.inject({ url: '/api/v1/media/upload/0123456789abcdef0123456789abcdef.png' })
    assert.equal(unknown.statusCode, 404)
    const wrongExt = await app.inject({ url: String(up.body.data.url).replace(/\.png$/, '.gif') })
    assert.equal(wrongExt.statusCode, 404)
  })

  for (const [kind, path, body] of [
    [
      'poi',
      'poi/feedback',
      { placeId: 1, scene: 'closed', text: '周一闭馆，门口贴了告示', contact: 'a@b.example' },
    ],
    ['app', 'feed-back', { category: 'bug', text: '地图页面白屏了' }],
  ] as const) {
    test(`${kind} feedback with an issued photo is stored with it, and operations read it back`, async () => {
      const url = (await upload(app, tinyPng())).body.data.url as string
      const r = await call(app, 'POST', `/api/v1/${path}`, { body: { ...body, photos: [url] } })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const row = await app.db
        .selectFrom(kind === 'poi' ? 'poi_feedback' : 'app_feedback')
        .select('photos_json')
        .where('id', '=', r.body.data.id)
        .executeTakeFirstOrThrow()
      assert.deepEqual(JSON.parse(row.photos_json), [url])

      const list = await call(app, 'GET', `/api/v1/admin/feedback?kind=${kind}`, { sid: adminSid })
      assert.equal(list.status, 200)
      const item = (list.body.data as Array<Record<string, unknown>>).find((f) => f.id === r.body.data.id)
      assert.deepEqual(item?.photos, [url])
      assert.equal(item?.topic, 'scene' in body ? body.scene : body.category)
    })
  }

  for (const [name, photo] of [
    ['a foreign URL', 'https://evil.example/a.png'],
    ['a guessed upload key', '/api/v1/media/upload/0123456789abcdef0123456789abcdef.png'],
    ['a generated place image', '/api/v1/media/place/1-1.svg'],
  ] as const) {
    test(`feedback carrying ${name} is refused with 400 and nothing is stored`, async () => {
      const good = (await upload(app, tinyPng())).body.data.url as string
      const fingerprint = await dbFingerprint(app)
      const poi = await call(app, 'POST', '/api/v1/poi/feedback', {
        body: { placeId: 1, scene: 'other', text: '照片在这里', photos: [good, photo] },
      })
      assert.equal(poi.status, 400)
      assert.equal(poi.body.success, false)
      const appFb = await call(app, 'POST', '/api/v1/feed-back', {
        body: { category: 'other', text: '照片在这里看', photos: [photo] },
      })
      assert.equal(appFb.status, 400)
      assert.equal(await dbFingerprint(app), fingerprint)
    })
  }

  test('only admins read feedback back', async () => {
    const anonymous = await call(app, 'GET', '/api/v1/admin/feedback')
    assert.equal(anonymous.status, 401)
    const user = await call(app, 'GET', '/api/v1/admin/feedback', { sid: await loginAs(app, 1) })
    assert.equal(user.status, 403)
  })
})

describe('image sniffing', () => {
  const cases: Array<[string, number[] | string, string | null]> = [
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    ['gif87a', 'GIF87a....', 'image/gif'],
    ['gif89a', 'GIF89a....', 'image/gif'],
    ['webp', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'image/webp'],
    ['a RIFF that is not webp', 'RIFF\u0000\u0000\u0000\u0000WAVEfmt ', null],
    ['svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', null],
    ['a truncated png signature', [0x89, 0x50, 0x4e], null],
    ['nothing', [], null],
  ]
  for (const [name, bytes, expected] of cases) {
    test(`recognises ${name} as ${expected ?? 'no accepted image'}`, () => {
      const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
      assert.equal(sniffImageType(buf), expected)
    })
  }
})
