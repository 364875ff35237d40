import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

describe('share opens repository', () => {
  let repos: Repositories
  before(async () => {
    ;({ repos } = await seededRepos())
  })

  it('records an open once per kind, target, sharer and opener', async () => {
    const sharer = await newUser(repos)
    const opener = await newUser(repos)
    const o = { kind: 'journey' as const, targetId: 1, sharerId: sharer, openerId: opener, day: '2026-01-01' }
    assert.equal(await repos.shareOpens.record(o), true)
    assert.equal(await repos.shareOpens.record({ ...o, day: '2026-01-02' }), false)
    assert.equal(await repos.shareOpens.record({ ...o, targetId: 2 }), true)
    assert.equal(await repos.shareOpens.countOpeners('journey', 1, sharer), 1)
    assert.equal(await repos.shareOpens.countOnDay('journey', sharer, '2026-01-01'), 2)
    assert.equal(await repos.shareOpens.countOnDay('journey', sharer, '2026-01-02'), 0)
  })

  it('counts granted opens per target and per day', async () => {
    const sharer = await newUser(repos)
    const a = await newUser(repos)
    const b = await newUser(repos)
    const day = '2026-02-01'
    for (const openerId of [a, b])
      await repos.shareOpens.record({ kind: 'wish', targetId: 9, sharerId: sharer, openerId, day })
    await repos.shareOpens.markGranted({ kind: 'wish', targetId: 9, sharerId: sharer, openerId: a })
    assert.equal(await repos.shareOpens.countGranted('wish', sharer, { targetId: 9 }), 1)
    assert.equal(await repos.shareOpens.countGranted('wish', sharer, { day }), 1)
    assert.equal(await repos.shareOpens.countGranted('wish', sharer, { day: '2026-02-02' }), 0)
  })
})

describe('prize audit repository', () => {
  let repos: Repositories
  before(async () => {
    ;({ repos } = await seededRepos())
  })

  it('lists newest first, filtered by campaign and user, and finds expired tokens', async () => {
    const u = await newUser(repos)
    await repos.prizeAudit.write({ userId: u, campaignId: 1, action: 'admin', detail: { n: 1 } })
    await repos.prizeAudit.write({
      userId: u,
      campaignId: 2,
      action: 'expire',
      detail: { token: 'ab'.repeat(16) },
    })
    const all = await repos.prizeAudit.list({ userId: u, limit: 10 })
    assert.deepEqual(
      all.map((r) => r.action),
      ['expire', 'admin'],
    )
    assert.equal((await repos.prizeAudit.list({ userId: u, campaignId: 1, limit: 10 })).length, 1)
    assert.equal(await repos.prizeAudit.wasExpiredToken('ab'.repeat(16)), true)
    assert.equal(await repos.prizeAudit.wasExpiredToken('cd'.repeat(16)), false)
  })

  it('refuses an action that is not in the list', async () => {
    const u = await newUser(repos)
    await assert.rejects(repos.prizeAudit.write({ userId: u, campaignId: 1, action: 'steal' as 'admin' }))
  })
})
