import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, loginNew, dbFingerprint } from './helpers'
import {
  CO_EDITOR_CODES,
  DEMO_EXPIRED_INVITATION_CODE,
  DEMO_INVITATION_CODE,
} from '../../types/api/co-editor'

const invitationUrl = (code: string) => `/api/v1/co-editor/invitation?code=${encodeURIComponent(code)}`

describe('co-editor invitations', () => {
  const app = testApp()
  after(() => app.close())

  const read = (code: string, sid?: string) => call(app, 'GET', invitationUrl(code), { sid })
  const join = (code: string, sid?: string) =>
    call(app, 'POST', '/api/v1/co-editor/join', { body: { code }, sid })
  const collaborators = async (journeyId: number) =>
    (
      await app.db
        .selectFrom('journey_collaborators')
        .select('user_id')
        .where('journey_id', '=', journeyId)
        .orderBy('user_id')
        .execute()
    ).map((r) => r.user_id)

  test("shows the demo invitation: Tokyo's summary and its owner as the inviter", async () => {
    const { status, body } = await read(DEMO_INVITATION_CODE)
    assert.equal(status, 200)
    assert.equal(body.data.journey.id, 1)
    assert.match(body.data.journey.titleEn, /Tokyo/)
    assert.equal(body.data.journey.dayCount, 5)
    assert.ok(body.data.journey.cities.length > 0)
    assert.equal(body.data.inviter.id, 1)
    assert.equal(body.data.inviter.nickname, '旅行者小鹿')
    assert.equal(body.data.role, 'viewer')
    assert.equal(body.data.journey.days, undefined, 'an invitation carries no itinerary')
  })

  test('tells the signed-in reader what they are to the journey', async () => {
    assert.equal((await read(DEMO_INVITATION_CODE, await loginAs(app, 1))).body.data.role, 'owner')
    assert.equal((await read(DEMO_INVITATION_CODE, await loginAs(app, 2))).body.data.role, 'editor')
    assert.equal((await read(DEMO_INVITATION_CODE, await loginAs(app, 4))).body.data.role, 'viewer')
  })

  test('answers an unknown code with 404 and its own code', async () => {
    const { status, body } = await read('no-such-invite')
    assert.equal(status, 404)
    assert.equal(body.code, CO_EDITOR_CODES.INVITATION_NOT_FOUND)
  })

  test('answers an expired invitation with 409 and its own code, on reading and on joining', async () => {
    const r = await read(DEMO_EXPIRED_INVITATION_CODE)
    assert.equal(r.status, 409)
    assert.equal(r.body.code, CO_EDITOR_CODES.INVITATION_EXPIRED)
    const sid = await loginAs(app, 4)
    const before = await dbFingerprint(app)
    const j = await join(DEMO_EXPIRED_INVITATION_CODE, sid)
    assert.equal(j.body.code, CO_EDITOR_CODES.INVITATION_EXPIRED)
    assert.deepEqual(await collaborators(2), [])
    assert.equal(await dbFingerprint(app), before)
  })

  test('rejects a malformed code as a validation error', async () => {
    const { status, body } = await read('a b')
    assert.equal(status, 400)
    assert.equal(body.code, 40001)
  })

  test('requires a session to join', async () => {
    const { status, body } = await join(DEMO_INVITATION_CODE)
    assert.equal(status, 401)
    assert.equal(body.success, false)
  })

  test('adds a new user as a co-editor invited by the inviter, and the journey lists them', async () => {
    const { sid, userId } = await loginNew(app, 701)
    const { status, body } = await join(DEMO_INVITATION_CODE, sid)
    assert.equal(status, 200)
    assert.deepEqual(body.data, { journeyId: 1, alreadyJoined: false })
    const row = await app.db
      .selectFrom('journey_collaborators')
      .selectAll()
      .where('journey_id', '=', 1)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    assert.equal(row.role, 'editor')
    assert.equal(row.invited_by, 1)
    assert.equal((await read(DEMO_INVITATION_CODE, sid)).body.data.role, 'editor')
    const detail = await call(app, 'GET', '/api/v1/web/journey/detail?id=1')
    assert.ok(detail.body.data.collaborators.some((c: { id: number }) => c.id === userId))
  })

  test('joining again answers alreadyJoined and adds no second row', async () => {
    const { sid, userId } = await loginNew(app, 702)
    await join(DEMO_INVITATION_CODE, sid)
    const again = await join(DEMO_INVITATION_CODE, sid)
    assert.deepEqual(again.body.data, { journeyId: 1, alreadyJoined: true })
    assert.equal((await collaborators(1)).filter((id) => id === userId).length, 1)
  })

  test('two joins at once both succeed with one row', async () => {
    const { sid, userId } = await loginNew(app, 703)
    const [a, b] = await Promise.all([join(DEMO_INVITATION_CODE, sid), join(DEMO_INVITATION_CODE, sid)])
    assert.equal(a.body.code, 0)
    assert.equal(b.body.code, 0)
    assert.equal((await collaborators(1)).filter((id) => id === userId).length, 1)
  })

  test('the owner cannot join their own journey', async () => {
    const before = await collaborators(1)
    const { status, body } = await join(DEMO_INVITATION_CODE, await loginAs(app, 1))
    assert.equal(status, 409)
    assert.equal(body.code, CO_EDITOR_CODES.OWN_JOURNEY)
    assert.deepEqual(await collaborators(1), before)
  })

  test('the owner creates an invitation, inviting twice hands out the same code, and it works', async () => {
    const owner = await loginAs(app, 2)
    const first = await call(app, 'POST', '/api/v1/co-editor/invite', { body: { journeyId: 3 }, sid: owner })
    assert.equal(first.status, 200)
    assert.match(first.body.data.code, /^[A-Za-z0-9_-]{6,40}$/)
    assert.equal(first.body.data.link, `/web/co-editor?code=${first.body.data.code}`)
    assert.ok(Date.parse(first.body.data.expiresAt) > Date.now() + 6 * 24 * 3600 * 1000)
    const second = await call(app, 'POST', '/api/v1/co-editor/invite', { body: { journeyId: 3 }, sid: owner })
    assert.equal(second.body.data.code, first.body.data.code)
    const shown = await read(first.body.data.code)
    assert.equal(shown.body.data.journey.id, 3)
    assert.equal(shown.body.data.inviter.id, 2)
    const joined = await join(first.body.data.code, await loginAs(app, 4))
    assert.deepEqual(joined.body.data, { journeyId: 3, alreadyJoined: false })
  })

  test('only the owner can invite', async () => {
    const { status, body } = await call(app, 'POST', '/api/v1/co-editor/invite', {
      body: { journeyId: 1 },
      sid: await loginAs(app, 4),
    })
    assert.equal(status, 403)
    assert.equal(body.code, 40300)
  })

  test('an invitation opens a private journey to the invitee: the code is the permission', async () => {
    const owner = await loginAs(app, 2)
    const made = await call(app, 'POST', '/api/v1/co-editor/invite', { body: { journeyId: 7 }, sid: owner })
    const shown = await read(made.body.data.code)
    assert.equal(shown.status, 200)
    assert.equal(shown.body.data.journey.id, 7)
    const reader = await loginNew(app, 704)
    assert.equal((await join(made.body.data.code, reader.sid)).body.code, 0)
    const detail = await call(app, 'GET', '/api/v1/journey/detail?id=7', { sid: reader.sid })
    assert.equal(detail.body.data.role, 'editor')
  })

  test('an invitation to a deleted journey says the journey is gone', async () => {
    await app.db
      .insertInto('journey_invitations')
      .values({
        code: 'gone-journey-invite',
        journey_id: 8,
        inviter_id: 1,
        created_at: new Date().toISOString(),
        expires_at: '2099-01-01T00:00:00.000Z',
      })
      .execute()
    const { status, body } = await read('gone-journey-invite')
    assert.equal(status, 404)
    assert.equal(body.code, 40402)
  })
})
