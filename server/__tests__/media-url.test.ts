// Issue 11, defect 9: avatars and photos are the server's own media or https on a configured host.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, dbFingerprint } from './helpers'
import { isAllowedMediaUrl } from '../lib/media-policy'

const HOSTS = ['img.trip.example']

const GOOD = [
  '/api/v1/media/avatar/1.svg',
  '/api/v1/media/place/3-2.svg',
  '/api/v1/media/upload/0123456789abcdef0123456789abcdef.png',
  'https://img.trip.example/a/b.jpg',
  'https://IMG.trip.example/a.jpg?size=200',
]

const BAD = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:image/png;base64,iVBORw0KGgo=',
  'https://evil.example/a.jpg',
  'http://img.trip.example/a.jpg',
  'https://img.trip.example:8443/a.jpg',
  'https://x@img.trip.example/a.jpg',
  'https://img.trip.example.evil.com/a.jpg',
  'https://evil.com/img.trip.example/a.jpg',
  '//img.trip.example/a.jpg',
  ' https://img.trip.example/a.jpg',
  'https://img.trip.example/a.jpg\n',
  '/api/v1/media/avatar/../../../etc/passwd',
  '/api/v1/media/avatar/1.svg?javascript:alert(1)',
  '/api/v1/media/upload/zz.png',
  '/web/logo.png',
  'a.jpg',
  '',
]

describe('the media URL policy', () => {
  test('accepts own media and https on a configured host, refuses the rest', () => {
    for (const url of GOOD) assert.equal(isAllowedMediaUrl(url, HOSTS), true, url)
    for (const url of BAD) assert.equal(isAllowedMediaUrl(url, HOSTS), false, JSON.stringify(url))
    assert.equal(
      isAllowedMediaUrl('https://img.trip.example/a.jpg', []),
      false,
      'no host is allowed by default',
    )
  })
})

describe('avatar and photo fields', () => {
  const app = testApp({ mediaAllowedHosts: HOSTS })
  let sid = ''
  let recordId = 0
  before(async () => {
    sid = await loginAs(app, 1)
    const record = await call(app, 'POST', '/api/v1/record/create', { sid, body: { regionCode: '510100' } })
    recordId = record.body.data.id
  })
  after(() => app.close())

  const bodies = (url: string): [string, Record<string, unknown>][] => [
    ['/api/v1/user/me/v2', { avatar: url }],
    ['/api/v1/record/create', { regionCode: '310100', photos: [url] }],
    ['/api/v1/record/complete', { id: recordId, photos: ['/api/v1/media/place/1-1.svg', url] }],
    ['/api/v1/feed-back', { category: 'bug', text: 'the map is blank', photos: [url] }],
  ]

  test('a javascript:, data:, http: or other-host address is refused with 400 and stored nowhere', async () => {
    const unchanged = await dbFingerprint(app)
    for (const url of BAD) {
      for (const [path, body] of bodies(url)) {
        const r = await call(app, 'POST', path, { sid, body })
        assert.equal(r.status, 400, `${path} ${JSON.stringify(url)}`)
        assert.equal(r.body.success, false)
      }
    }
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('own media and https on a configured host are accepted as avatar and check-in photos', async () => {
    for (const url of ['/api/v1/media/avatar/2.svg', 'https://img.trip.example/me.jpg']) {
      const me = await call(app, 'POST', '/api/v1/user/me/v2', { sid, body: { avatar: url } })
      assert.equal(me.status, 200, url)
      assert.equal(me.body.data.avatar, url)
      const done = await call(app, 'POST', '/api/v1/record/complete', {
        sid,
        body: { id: recordId, photos: [url] },
      })
      assert.equal(done.status, 200, `${url} ${JSON.stringify(done.body)}`)
    }
  })
})
