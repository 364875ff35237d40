import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { Db } from '../../db/database'
import { seededRepos } from './fixture'

describe('telemetry repository', () => {
  let repos: Repositories
  let db: Db
  before(async () => ({ repos, db } = await seededRepos()))

  const stats = (channel: string) =>
    db.selectFrom('collector_stats').selectAll().where('channel', '=', channel).executeTakeFirst()

  it('stores collected events and adds up accepted and dropped counts per channel', async () => {
    await repos.telemetry.collect('tracker', null, [{ e: 1 }, { e: 2 }], 1)
    await repos.telemetry.collect('tracker', 5, [{ e: 3 }], 0)
    await repos.telemetry.collect('tracker', null, [], 4)
    assert.deepEqual(await stats('tracker'), { channel: 'tracker', accepted: 3, dropped: 5 })
  })

  it('lists the latest events of the given channels, newest first, within the limit', async () => {
    await repos.telemetry.collect('monitor', null, [{ m: 1 }, { m: 2 }], 0)
    await repos.telemetry.addEvents('behavior', 1, [{ b: 1 }])
    const latest = await repos.telemetry.listLatest(['monitor'], 1)
    assert.equal(latest.length, 1)
    assert.equal(latest[0].channel, 'monitor')
    assert.deepEqual(JSON.parse(latest[0].body), { m: 2 })
    const both = await repos.telemetry.listLatest(['tracker', 'monitor'], 100)
    assert.ok(both.every((e) => e.channel !== 'behavior'))
    for (let i = 1; i < both.length; i++) assert.ok(both[i - 1].id > both[i].id)
  })

  it('stores nothing for an empty list of events', async () => {
    await repos.telemetry.addEvents('empty', null, [])
    assert.deepEqual(await repos.telemetry.listLatest(['empty'], 10), [])
  })
})
