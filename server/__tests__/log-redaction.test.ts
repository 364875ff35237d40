// Issue 11, defect 6: session ids and tickets never reach the request log.
import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { testApp, call, loginAs } from './helpers'
import { redactUrl } from '../lib/log-redaction'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'info', stream } }
}

describe('the request log', () => {
  test('a session id sent as ?sid= or Authorization never appears in the log', async () => {
    const log = capture()
    const app = testApp({ logger: log.logger })
    try {
      const sid = await loginAs(app, 1)
      await call(app, 'GET', `/api/v1/user/me/v2?sid=${sid}`)
      await call(app, 'GET', `/api/v1/user/me/v2?lang=en&sid=${sid}&x=1`)
      await call(app, 'GET', `/api/v1/user/me/v2?%73id=${sid}`)
      await call(app, 'GET', `/api/v1/no/such/path?sid=${sid}`)
      await call(app, 'GET', `/api/v1/web/journey/detail?id=Infinity&sid=${sid}`)
      await call(app, 'GET', '/api/v1/user/me/v2', { sid })
      await call(app, 'GET', `/sso/login?service=x&ticket=ST-${sid}`)
      const text = log.lines.join('')
      assert.ok(log.lines.length >= 7, 'requests were logged')
      assert.ok(!text.includes(sid), 'the session id is in the log')
      assert.match(text, /sid=\[redacted\]/)
      assert.match(text, /ticket=\[redacted\]/)
      assert.match(text, /lang=en/)
    } finally {
      await app.close()
    }
  })

  test('redactUrl masks token-like parameters and keeps the rest', () => {
    assert.equal(redactUrl('/a?sid=s1&id=2#top'), '/a?sid=[redacted]&id=2#top')
    assert.equal(
      redactUrl('/a?id=2&Token=t&access_token=x'),
      '/a?id=2&Token=[redacted]&access_token=[redacted]',
    )
    assert.equal(redactUrl('/a?%E0%A4%A=1&ticket'), '/a?%E0%A4%A=1&ticket=[redacted]')
    assert.equal(redactUrl('/a'), '/a')
  })
})
