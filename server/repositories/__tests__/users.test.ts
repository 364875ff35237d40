import { before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Repositories } from '..'
import type { ProfilePatch } from '../users'
import { newUser, seededRepos } from './fixture'

describe('users repository', () => {
  let repos: Repositories
  before(async () => ({ repos } = await seededRepos()))

  it('creates a user by phone with the generated avatar of its id', async () => {
    const u = await repos.users.createByPhone('13600000001', 'traveller')
    assert.equal(u.phone, '13600000001')
    assert.equal(u.role, 'user')
    assert.match(u.avatar, new RegExp(`/avatar/${u.id}\\.svg$`))
    assert.deepEqual(await repos.users.findByPhone('13600000001'), u)
  })

  it('finds nobody for an unknown id, phone or app token', async () => {
    assert.equal(await repos.users.findById(999_999), undefined)
    assert.equal(await repos.users.findByPhone('10000000000'), undefined)
    assert.equal(await repos.users.findByAppToken('no-such-token'), undefined)
    assert.equal(await repos.users.findBrief(999_999), undefined)
  })

  it('changes only the given profile fields', async () => {
    const id = await newUser(repos)
    const was = await repos.users.findById(id)
    const now = await repos.users.updateProfile(id, { nickname: 'new name', avatar: undefined })
    assert.equal(now?.nickname, 'new name')
    assert.equal(now?.avatar, was?.avatar)
    assert.equal(now?.gender, was?.gender)
  })

  it('reads the user back unchanged for an empty profile patch', async () => {
    const id = await newUser(repos)
    assert.deepEqual(await repos.users.updateProfile(id, {}), await repos.users.findById(id))
  })

  it('changes no column but nickname, avatar and gender, whatever else the patch carries', async () => {
    const id = await newUser(repos)
    const patch = { nickname: 'n', role: 'admin', phone: '10000000000' } as ProfilePatch
    const u = await repos.users.updateProfile(id, patch)
    assert.equal(u?.nickname, 'n')
    assert.equal(u?.role, 'user')
    assert.notEqual(u?.phone, '10000000000')
  })

  it('updates no one when the profile belongs to nobody', async () => {
    assert.equal(await repos.users.updateProfile(999_999, { nickname: 'x' }), undefined)
  })

  it('stores preference answers and status as JSON of that user only', async () => {
    const a = await newUser(repos)
    const b = await newUser(repos)
    await repos.users.setPreference(a, { style: ['slow'] })
    await repos.users.setStatus(a, { page: 'home' })
    const ua = await repos.users.findById(a)
    assert.deepEqual(JSON.parse(ua!.preference_json!), { style: ['slow'] })
    assert.deepEqual(JSON.parse(ua!.status_json!), { page: 'home' })
    assert.equal((await repos.users.findById(b))?.preference_json, null)
  })

  it('resolves a session to its user with the expiry, and forgets it once deleted', async () => {
    const id = await newUser(repos)
    const expiresAt = new Date(Date.now() + 60_000).toISOString()
    await repos.users.createSession({
      id: 'sid-1',
      userId: id,
      kind: 'web',
      createdAt: new Date().toISOString(),
      expiresAt,
    })
    const s = await repos.users.findSessionUser('sid-1')
    assert.equal(s?.id, id)
    assert.equal(s?.expires_at, expiresAt)
    await repos.users.deleteSession('sid-1')
    assert.equal(await repos.users.findSessionUser('sid-1'), undefined)
  })

  it('keeps one sign-in code per phone: a new code replaces the old and resets its attempts', async () => {
    await repos.users.putLoginCode('13600000009', '111111', '2099-01-01T00:00:00.000Z')
    await repos.users.countFailedAttempt('13600000009')
    await repos.users.countFailedAttempt('13600000009')
    assert.equal((await repos.users.findLoginCode('13600000009'))?.attempts, 2)
    await repos.users.putLoginCode('13600000009', '222222', '2099-01-02T00:00:00.000Z')
    const row = await repos.users.findLoginCode('13600000009')
    assert.equal(row?.code, '222222')
    assert.equal(row?.attempts, 0)
    await repos.users.deleteLoginCode('13600000009')
    assert.equal(await repos.users.findLoginCode('13600000009'), undefined)
  })
})
