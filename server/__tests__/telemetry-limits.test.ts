// Issue 11, defect 3: anonymous clients cannot fill the disk through the collectors or the uploads.
import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs, rowCount } from './helpers'
import { tinyPng, upload } from './upload-fixtures'
import { purgeOrphanUploads } from '../repositories/retention'

const count = (app: FastifyInstance, table: 'events' | 'uploads') => rowCount(app, table)

const report = (app: FastifyInstance, url: string, events: object[], remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ events }),
  })

describe('collector limits per client', () => {
  test('a client past its collector rate gets 429 in the standard shape, on both collectors', async () => {
    const app = testApp({ telemetry: { ratePerMinute: 3 } })
    try {
      const codes: number[] = []
      for (const url of ['/tracker/collect', '/monitor/report', '/tracker/collect', '/monitor/report'])
        codes.push((await report(app, url, [{ kind: 'x' }])).statusCode)
      assert.deepEqual(codes, [200, 200, 200, 429])
      const r = await report(app, '/monitor/report', [{ kind: 'x' }])
      assert.equal(r.json().code, 42900)
      assert.equal(r.json().success, false)
      assert.equal((await report(app, '/tracker/collect', [{ kind: 'x' }], '10.0.0.2')).statusCode, 200)
    } finally {
      await app.close()
    }
  })

  test('a client past its stored events cap gets 429 and nothing of that request is stored', async () => {
    const app = testApp({ telemetry: { maxRowsPerClient: 5 } })
    try {
      const three = [{ n: 1 }, { n: 2 }, { n: 3 }]
      assert.equal((await report(app, '/tracker/collect', three)).statusCode, 200)
      const before = await count(app, 'events')
      const over = await report(app, '/monitor/report', three)
      assert.equal(over.statusCode, 429)
      assert.equal(await count(app, 'events'), before)
      assert.equal((await report(app, '/tracker/collect', three, '10.0.0.9')).statusCode, 200)
    } finally {
      await app.close()
    }
  })

  test('a client past its stored bytes cap gets 429 and nothing of that request is stored', async () => {
    const app = testApp({ telemetry: { maxBytesPerClient: 20_000 } })
    try {
      const big = [{ blob: 'x'.repeat(15_000) }]
      assert.equal((await report(app, '/tracker/collect', big)).statusCode, 200)
      const before = await count(app, 'events')
      assert.equal((await report(app, '/tracker/collect', big)).statusCode, 429)
      assert.equal(await count(app, 'events'), before)
    } finally {
      await app.close()
    }
  })

  test('telemetry older than TELEMETRY_RETENTION_DAYS is purged when the server starts', async () => {
    const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trip-retention-')), 'trip.db')
    const first = testApp({ dbFile })
    await first.ready()
    const old = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString()
    const recent = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString()
    await first.db
      .insertInto('events')
      .values([
        { channel: 'tracker', user_id: null, body: '{"age":"old"}', created_at: old },
        { channel: 'tracker', user_id: null, body: '{"age":"recent"}', created_at: recent },
      ])
      .execute()
    await first.close()
    const app = testApp({ dbFile, telemetry: { retentionDays: 7 } })
    try {
      await app.ready()
      const rows = await app.db.selectFrom('events').select('body').execute()
      assert.deepEqual(
        rows.map((r) => r.body),
        ['{"age":"recent"}'],
      )
    } finally {
      await app.close()
    }
  })
})

describe('anonymous uploads', () => {
  test('a client without a session past its daily upload quota gets 429 and nothing is stored', async () => {
    const app = testApp({ uploads: { anonymousPerDay: 2 } })
    try {
      const from = { remoteAddress: '10.1.1.1' }
      assert.equal((await upload(app, tinyPng(), {}, from)).status, 200)
      assert.equal((await upload(app, tinyPng(), {}, from)).status, 200)
      const before = await count(app, 'uploads')
      const over = await upload(app, tinyPng(), {}, from)
      assert.equal(over.status, 429)
      assert.equal(over.body.code, 42900)
      assert.equal(await count(app, 'uploads'), before)
      // A signed-in traveller from the same address is not held to the anonymous quota.
      const sid = await loginAs(app, 1)
      assert.equal((await upload(app, tinyPng(), {}, { ...from, sid })).status, 200)
    } finally {
      await app.close()
    }
  })

  test('an anonymous upload nothing references is removed after UPLOAD_ORPHAN_HOURS; referenced and signed-in ones stay', async () => {
    const app = testApp()
    try {
      const orphan = (await upload(app, tinyPng())).body.data.url as string
      const used = (await upload(app, tinyPng())).body.data.url as string
      const sid = await loginAs(app, 1)
      const own = (await upload(app, tinyPng(), {}, { sid })).body.data.url as string
      const fb = await app.inject({
        method: 'POST',
        url: '/api/v1/feed-back',
        payload: { category: 'bug', text: 'the map is blank', photos: [used] },
      })
      assert.equal(fb.statusCode, 200, fb.body)
      const keyOf = (url: string) => /([0-9a-f]{32})/.exec(url)![1]
      assert.equal(await purgeOrphanUploads(app.db, 24), 0, 'nothing is removed before the delay')
      const removed = await purgeOrphanUploads(app.db, 24, Date.now() + 25 * 3600 * 1000)
      assert.equal(removed, 1)
      const left = (await app.db.selectFrom('uploads').select('key').execute()).map((r) => r.key)
      assert.ok(!left.includes(keyOf(orphan)))
      assert.ok(left.includes(keyOf(used)))
      assert.ok(left.includes(keyOf(own)))
    } finally {
      await app.close()
    }
  })
})
