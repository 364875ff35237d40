// The shared fixed-window counters (issue 18, repositories/rate-counters.ts): one upsert per count,
// a limit that refuses without counting, a new window once the old one is over, and sweeping.
import { describe, test, before } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { seededRepos } from './fixture'

describe('rate counters', () => {
  let repos: Repositories
  before(async () => {
    repos = (await seededRepos()).repos
  })
  const T0 = Date.UTC(2026, 0, 1)
  const MINUTE = 60_000

  test('counts within the limit and refuses past it without counting', async () => {
    const add = (at: number) => repos.rateCounters.add('a', T0 + at, MINUTE, 1, 2)
    assert.deepEqual(await add(0), { used: 1, windowStart: T0 })
    assert.deepEqual(await add(10), { used: 2, windowStart: T0 })
    assert.equal(await add(20), null)
    assert.deepEqual(await repos.rateCounters.read('a', T0 + 30), { used: 2, windowStart: T0 })
  })

  test('starts a new window at the first count after the old one ended', async () => {
    assert.deepEqual(await repos.rateCounters.add('a', T0 + MINUTE, MINUTE, 1, 2), {
      used: 1,
      windowStart: T0 + MINUTE,
    })
    assert.equal(await repos.rateCounters.read('a', T0 + 2 * MINUTE), null)
  })

  test('200 counts at once against a limit of 150 count exactly 150', async () => {
    const all = await Promise.all(
      Array.from({ length: 200 }, () => repos.rateCounters.add('burst', T0, MINUTE, 1, 150)),
    )
    assert.equal(all.filter(Boolean).length, 150)
    assert.equal((await repos.rateCounters.read('burst', T0))?.used, 150)
  })

  test('a count larger than the limit is refused', async () => {
    assert.equal(await repos.rateCounters.add('big', T0, MINUTE, 5, 4), null)
    assert.equal(await repos.rateCounters.read('big', T0), null)
  })

  test('sweeping removes the windows that are over and keeps the open ones', async () => {
    await repos.rateCounters.add('open', T0 + 10 * MINUTE, MINUTE, 1)
    // 'a' and 'burst' are over; 'big' was never counted.
    assert.equal(await repos.rateCounters.sweep(T0 + 10 * MINUTE + 1), 2)
    assert.equal((await repos.rateCounters.read('open', T0 + 10 * MINUTE + 1))?.used, 1)
  })
})
