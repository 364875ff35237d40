import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import { newUser, seededRepos } from './fixture'

describe('invitations repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('creates an invitation with a fresh code and finds it by that code', async () => {
    const inviter = await newUser(repos)
    const a = await repos.invitations.create(
      2,
      inviter,
      '2026-01-01T00:00:00.000Z',
      '2099-01-01T00:00:00.000Z',
    )
    const b = await repos.invitations.create(
      2,
      inviter,
      '2026-01-01T00:00:00.000Z',
      '2099-01-01T00:00:00.000Z',
    )
    assert.notEqual(a.code, b.code)
    assert.deepEqual(await repos.invitations.findByCode(a.code), a)
    assert.equal(await repos.invitations.findByCode('no-such-code'), undefined)
  })

  it("finds the inviter's invitation that lives past a time, the longest-lived first", async () => {
    const inviter = await newUser(repos)
    const other = await newUser(repos)
    await repos.invitations.create(4, inviter, '2026-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')
    const longest = await repos.invitations.create(
      4,
      inviter,
      '2026-01-01T00:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
    )
    assert.equal(
      (await repos.invitations.findLive(4, inviter, '2029-01-01T00:00:00.000Z'))?.code,
      longest.code,
    )
    assert.equal(await repos.invitations.findLive(4, inviter, '2032-01-01T00:00:00.000Z'), undefined)
    assert.equal(await repos.invitations.findLive(4, other, '2029-01-01T00:00:00.000Z'), undefined)
  })
})
