import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

const CAPTURE = 2

describe('capture repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it("lists a campaign's cards in order and finds one only within its campaign", async () => {
    const items = await repos.capture.listItems(CAPTURE)
    assert.ok(items.length > 0)
    assert.deepEqual(
      items.map((i) => i.id),
      [...items.map((i) => i.id)].sort((a, b) => a - b),
    )
    assert.deepEqual(await repos.capture.findItem(CAPTURE, items[0].id), items[0])
    assert.equal(await repos.capture.findItem(1, items[0].id), undefined)
    assert.equal(await repos.capture.findItem(CAPTURE, 999_999), undefined)
    assert.deepEqual(await repos.capture.listItems(999), [])
  })

  it('collects a card once: collecting it again reports nothing new', async () => {
    const user = await newUser(repos)
    const [item] = await repos.capture.listItems(CAPTURE)
    assert.equal(await repos.capture.collect(user, item.id), true)
    assert.equal(await repos.capture.collect(user, item.id), false)
    assert.deepEqual(
      (await repos.capture.listCollected(user)).map((c) => c.item_id),
      [item.id],
    )
  })

  it("does not list another user's cards as mine", async () => {
    const a = await newUser(repos)
    const [item] = await repos.capture.listItems(CAPTURE)
    await repos.capture.collect(a, item.id)
    assert.deepEqual(await repos.capture.listCollected(await newUser(repos)), [])
  })
})
