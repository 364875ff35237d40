import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

describe('sso repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  async function issue(ticket: string): Promise<number> {
    const userId = await newUser(repos)
    await repos.sso.createTicket({
      ticket,
      userId,
      service: 'http://localhost/',
      expiresAt: '2099-01-01T00:00:00.000Z',
    })
    return userId
  }

  it('finds a ticket it issued, and none for an unknown one', async () => {
    const userId = await issue('ST-a')
    const t = await repos.sso.findTicket('ST-a')
    assert.equal(t?.user_id, userId)
    assert.equal(t?.used, 0)
    assert.equal(await repos.sso.findTicket('ST-none'), undefined)
  })

  it('uses a ticket once: the second use is refused', async () => {
    await issue('ST-b')
    assert.equal(await repos.sso.useTicket('ST-b'), true)
    assert.equal(await repos.sso.useTicket('ST-b'), false)
    assert.equal(await repos.sso.useTicket('ST-none'), false)
  })
})
