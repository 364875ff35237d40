import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

const WISH = 3

describe('wishes repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  const wish = (userId: number, destination: string) =>
    repos.wishes.create({ userId, campaignId: WISH, destination, text: `to ${destination}` })

  it('makes a pending wish and finds it by id, and nothing for an unknown id', async () => {
    const w = await wish(await newUser(repos), 'Lisbon')
    assert.equal(w.result, 'pending')
    assert.equal(w.shares, 0)
    assert.deepEqual(await repos.wishes.findById(w.id), w)
    assert.equal(await repos.wishes.findById(999_999), undefined)
  })

  it("does not find another user's wish as theirs", async () => {
    const owner = await newUser(repos)
    const w = await wish(owner, 'Oslo')
    assert.deepEqual(await repos.wishes.findOwn(owner, w.id), w)
    assert.equal(await repos.wishes.findOwn(await newUser(repos), w.id), undefined)
  })

  it("pages a user's wishes newest first, within bounds, and lists no one else's", async () => {
    const user = await newUser(repos)
    const other = await newUser(repos)
    const made = []
    for (const d of ['A', 'B', 'C', 'D', 'E']) made.push((await wish(user, d)).id)
    await wish(other, 'Z')
    const newest = [...made].reverse()
    assert.deepEqual(
      (await repos.wishes.listByUser(user)).map((w) => w.id),
      newest,
    )
    assert.deepEqual(
      (await repos.wishes.listByUser(user, { limit: 2, offset: 0 })).map((w) => w.id),
      newest.slice(0, 2),
    )
    assert.deepEqual(
      (await repos.wishes.listByUser(user, { limit: 2, offset: 4 })).map((w) => w.id),
      newest.slice(4),
    )
    assert.deepEqual(await repos.wishes.listByUser(user, { limit: 2, offset: 10 }), [])
    assert.equal(await repos.wishes.countByUser(user), 5)
  })

  it('settles the oldest pending wish first and counts only pending ones as waiting', async () => {
    const user = await newUser(repos)
    const first = await wish(user, 'Rome')
    const second = await wish(user, 'Paris')
    assert.equal((await repos.wishes.findOldestPending(user))?.id, first.id)
    await repos.wishes.settle(first.id, 'lost', null)
    assert.equal((await repos.wishes.findOldestPending(user))?.id, second.id)
    assert.equal(await repos.wishes.countByUser(user, 'pending'), 1)
    assert.equal(await repos.wishes.findOldestPending(await newUser(repos)), undefined)
  })

  it('records one share per wish and day', async () => {
    const user = await newUser(repos)
    const w = await wish(user, 'Kyoto')
    assert.equal(await repos.wishes.recordShare(user, w.id, '2026-01-01'), true)
    assert.equal(await repos.wishes.recordShare(user, w.id, '2026-01-01'), false)
    assert.equal(await repos.wishes.recordShare(user, w.id, '2026-01-02'), true)
  })

  it('counts a share only when told to', async () => {
    const w = await wish(await newUser(repos), 'Hanoi')
    assert.equal((await repos.wishes.addShare(w.id, true)).shares, 1)
    assert.equal((await repos.wishes.addShare(w.id, false)).shares, 1)
  })

  it('lists the winners with their prize, newest win first, within the limit', async () => {
    const [coupon] = await repos.prizes.listDrawPool(WISH)
    for (const d of ['Cairo', 'Lima']) {
      const user = await newUser(repos)
      const w = await wish(user, d)
      const up = await repos.prizes.grant(user, coupon, 'wish')
      await repos.wishes.settle(w.id, 'won', up.id)
    }
    const list = await repos.wishes.listWinners(1)
    assert.equal(list.length, 1)
    assert.equal(list[0].destination, 'Lima')
    assert.equal(list[0].prizeName, coupon.name)
  })
})
