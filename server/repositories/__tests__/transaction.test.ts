import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

describe('repositories in a transaction', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('keeps the work of every repository when the work succeeds', async () => {
    const user = await newUser(repos)
    await repos.inTransaction(async (tx) => {
      await tx.campaigns.ensureUserCampaign(user, 1)
      await tx.users.setStatus(user, { page: 'x' })
    })
    assert.equal((await repos.campaigns.ensureUserCampaign(user, 1)).chances_earned, 0)
    assert.ok((await repos.users.findById(user))?.status_json)
  })

  it('rolls back the work of every repository when the work throws', async () => {
    const user = await newUser(repos)
    await assert.rejects(
      repos.inTransaction(async (tx) => {
        await tx.users.setStatus(user, { page: 'x' })
        await tx.wishes.create({ userId: user, campaignId: 3, destination: 'Nowhere', text: '' })
        throw new Error('changed my mind')
      }),
      /changed my mind/,
    )
    assert.equal((await repos.users.findById(user))?.status_json, null)
    assert.equal(await repos.wishes.countByUser(user), 0)
  })

  it('joins an open transaction instead of opening a nested one, so an inner throw undoes all', async () => {
    const user = await newUser(repos)
    await assert.rejects(
      repos.inTransaction(async (tx) => {
        await tx.users.setStatus(user, { page: 'outer' })
        // journeys.setSaved is atomic on its own; inside a transaction it joins this one.
        await tx.journeys.setSaved(user, 1, true)
        await tx.inTransaction(async () => {
          throw new Error('inner')
        })
      }),
      /inner/,
    )
    assert.equal((await repos.users.findById(user))?.status_json, null)
    assert.equal(await repos.journeys.isSavedBy(user, 1), false)
  })
})
