import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { seededRepos } from './fixture'

describe('media repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('labels an image with the name or title of what it shows', async () => {
    assert.equal(await repos.media.findLabel('journey', 1), (await repos.journeys.findById(1))?.title)
    assert.equal(await repos.media.findLabel('avatar', 1), (await repos.users.findById(1))?.nickname)
    const [place] = await repos.places.listBestRated({ limit: 1 })
    assert.equal(await repos.media.findLabel('place', place.id), place.name)
  })

  it('has no label for an unknown id, an unlabelled kind or an inherited property name', async () => {
    assert.equal(await repos.media.findLabel('journey', 999_999), undefined)
    assert.equal(await repos.media.findLabel('icon', 1), undefined)
    assert.equal(await repos.media.findLabel('__proto__', 1), undefined)
    assert.equal(await repos.media.findLabel('toString', 1), undefined)
  })
})
