import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { seededRepos } from './fixture'

describe('feedback repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  const base = { userId: null, text: 'closed on Mondays', photos: ['/media/upload/a.png'], contact: null }

  it('stores place reports and lists the latest first, within the limit', async () => {
    const a = await repos.feedback.createPoiFeedback({ ...base, placeId: 1, scene: 'closed' })
    const b = await repos.feedback.createPoiFeedback({ ...base, placeId: 2, scene: 'other' })
    const latest = await repos.feedback.listLatestPoiFeedback(1)
    assert.deepEqual(
      latest.map((f) => f.id),
      [b],
    )
    assert.ok(a < b)
    assert.deepEqual(JSON.parse(latest[0].photos_json), base.photos)
    assert.equal(latest[0].place_id, 2)
  })

  it('stores app feedback apart from place reports', async () => {
    const reports = (await repos.feedback.listLatestPoiFeedback(100)).length
    const id = await repos.feedback.createAppFeedback({ ...base, userId: 1, category: 'bug' })
    const [latest] = await repos.feedback.listLatestAppFeedback(5)
    assert.equal(latest.id, id)
    assert.equal(latest.category, 'bug')
    assert.equal(latest.user_id, 1)
    assert.equal((await repos.feedback.listLatestPoiFeedback(100)).length, reports)
  })
})
