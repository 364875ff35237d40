import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, PRODUCTION_SETTINGS } from './helpers'

describe('the latest telemetry (issue #6)', () => {
  const app = testApp()
  let sid = ''
  before(async () => {
    sid = await loginAs(app, 3)
  })
  after(() => app.close())

  test('lists what the collectors stored, newest first, by channel', async () => {
    const text = { 'content-type': 'text/plain' }
    await call(app, 'POST', '/tracker/collect', {
      body: JSON.stringify({ events: [{ kind: 'page_view' }, { kind: 'page_end', duration: 5 }] }),
      headers: text,
    })
    await call(app, 'POST', '/monitor/report', {
      body: JSON.stringify({ app_id: 112, events: [{ type: 'vital', app_id: 112 }] }),
      headers: text,
    })
    const all = await call(app, 'GET', '/telemetry/latest', { sid })
    assert.equal(all.status, 200)
    assert.deepEqual(
      all.body.data.events.map((e: { channel: string; event: unknown }) => [e.channel, e.event]),
      [
        ['monitor', { type: 'vital', app_id: 112 }],
        ['tracker', { kind: 'page_end', duration: 5 }],
        ['tracker', { kind: 'page_view' }],
      ],
    )
    const tracker = await call(app, 'GET', '/telemetry/latest?channel=tracker&limit=1', { sid })
    assert.deepEqual(
      tracker.body.data.events.map((e: { event: unknown }) => e.event),
      [{ kind: 'page_end', duration: 5 }],
    )
  })

  test('refuses a bad channel or limit with 400 and no 5xx', async () => {
    for (const url of [
      '/telemetry/latest?channel=other',
      '/telemetry/latest?limit=0',
      '/telemetry/latest?limit=201',
    ]) {
      const r = await call(app, 'GET', url, { sid })
      assert.equal(r.status, 400, url)
    }
  })

  test('is not there in production', async () => {
    const prod = testApp(PRODUCTION_SETTINGS)
    try {
      const r = await call(prod, 'GET', '/telemetry/latest')
      assert.equal(r.status, 404)
    } finally {
      await prod.close()
    }
  })
})
