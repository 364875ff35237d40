// Views written behind (services/view-counts.ts) and the If-None-Match rule of lib/reused-answers.ts.
import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import { createViewCounts } from '../services/view-counts'
import { ifNoneMatchHolds } from '../lib/reused-answers'
import { testApp } from './helpers'

describe('view counts written behind', () => {
  test('adds up the views of each journey and writes them as one increment per journey', async () => {
    const writes: Array<Array<[number, number]>> = []
    const counts = createViewCounts(async (batch) => void writes.push([...batch]), { intervalMs: 60_000 })
    counts.add(1)
    counts.add(2)
    counts.add(1)
    await counts.flush()
    await counts.flush()
    assert.deepEqual(writes, [
      [
        [1, 2],
        [2, 1],
      ],
    ])
    await counts.close()
  })

  test('keeps the counts of a failed write for the next one, so no view is lost', async () => {
    let fail = true
    const written: Array<[number, number]> = []
    const errors: unknown[] = []
    const counts = createViewCounts(
      async (batch) => {
        if (fail) throw new Error('database busy')
        written.push(...batch)
      },
      { intervalMs: 60_000, onError: (err) => errors.push(err) },
    )
    counts.add(5)
    await counts.flush()
    assert.equal(errors.length, 1)
    fail = false
    counts.add(5)
    await counts.close()
    assert.deepEqual(written, [[5, 2]])
  })

  test('views written by this server and increments from another instance on the same database add up', async () => {
    const a = testApp()
    await a.ready()
    const before = (
      await a.db.selectFrom('journeys').select('views').where('id', '=', 1).executeTakeFirstOrThrow()
    ).views
    a.viewCounts.add(1)
    a.viewCounts.add(1)
    await a.repos.journeys.addViews(new Map([[1, 3]]))
    await a.viewCounts.flush()
    const after = (
      await a.db.selectFrom('journeys').select('views').where('id', '=', 1).executeTakeFirstOrThrow()
    ).views
    assert.equal(after, before + 5)
    await a.close()
  })
})

describe('If-None-Match', () => {
  const etag = 'W/"abc"'
  const cases: Array<[string | undefined, boolean]> = [
    [undefined, false],
    ['', false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['*', true],
    ['W/"x", W/"abc"', true],
    ['W/"x",W/"y"', false],
    ['W/"abcd"', false],
  ]
  for (const [header, holds] of cases)
    test(`${JSON.stringify(header)} ${holds ? 'names' : 'does not name'} ${etag}`, () => {
      assert.equal(ifNoneMatchHolds(header, etag), holds)
    })
})
