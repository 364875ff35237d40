import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { seededRepos } from './fixture'

describe('uploads repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  const upload = (key: string) =>
    repos.uploads.create({
      key,
      user_id: null,
      mime: 'image/png',
      ext: 'png',
      size: 3,
      sha256: 'abc',
      data: Buffer.from([1, 2, 3]),
    })

  it('serves a stored image by its key, and nothing for an unknown key', async () => {
    await upload('k1')
    const row = await repos.uploads.findForServing('k1')
    assert.equal(row?.mime, 'image/png')
    assert.deepEqual([...Buffer.from(row!.data)], [1, 2, 3])
    assert.equal(await repos.uploads.findForServing('nope'), undefined)
  })

  it('tells which keys name stored uploads', async () => {
    await upload('k2')
    assert.deepEqual([...(await repos.uploads.findExistingKeys(['k2', 'missing']))], ['k2'])
    assert.equal((await repos.uploads.findExistingKeys([])).size, 0)
  })
})
