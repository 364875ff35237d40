// Issue 15: tasks the server can check need evidence it sees (a friend who opened my campaign link, a
// shared journey someone opened today, a city lit); self-reported tasks stay limited per day.
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew, dbFingerprint } from './helpers'

const api = (p: string) => `/api/v1/${p}`

describe('summer tasks', () => {
  const app = testApp()
  after(() => app.close())

  const doTask = (sid: string, taskKey: string) =>
    call(app, 'POST', api('summer/do-task'), { sid, body: { taskKey } })
  const opened = (sid: string, body: unknown) => call(app, 'POST', api('share/opened'), { sid, body })
  const left = async (sid: string) =>
    (await call(app, 'GET', api('activity/lottery_user_info'), { sid })).body.data.chancesLeft as number

  test('the task list says which tasks the server checks', async () => {
    const u = await loginNew(app, 1601)
    const r = await call(app, 'GET', api('summer/task-status'), { sid: u.sid })
    const byKey = Object.fromEntries(r.body.data.tasks.map((t: any) => [t.key, t]))
    for (const k of ['invite_friend', 'share_journey', 'light_up_city']) {
      assert.equal(byKey[k].check, 'server', k)
      assert.equal(byKey[k].available, false, k)
    }
    for (const k of ['daily_checkin', 'view_summer_journey']) {
      assert.equal(byKey[k].check, 'self', k)
      assert.equal(byKey[k].available, true, k)
    }
  })

  test("a signed-in traveller's journey share link names them as the sharer; a visitor's names nobody", async () => {
    const u = await loginNew(app, 1690)
    const mine = await call(app, 'POST', api('share/journey/for/web'), {
      sid: u.sid,
      body: { journeyId: 1, channel: 'friend' },
    })
    assert.equal(mine.body.data.link, `/web/journey/detail/1?source=share&channel=friend&sharer=${u.userId}`)
    assert.match(mine.body.data.miniProgramPath, new RegExp(`[?&]sharer=${u.userId}$`))
    const anonymous = await call(app, 'POST', api('share/journey/for/web'), {
      body: { journeyId: 1, channel: 'friend' },
    })
    assert.doesNotMatch(anonymous.body.data.link, /sharer=/)
  })

  test('invite_friend with no invitation is refused and grants nothing; one open makes it succeed once', async () => {
    const u = await loginNew(app, 1602)
    const friend = await loginNew(app, 1603)
    await left(u.sid)
    const fp = await dbFingerprint(app)
    const r = await doTask(u.sid, 'invite_friend')
    assert.equal(r.status, 409)
    assert.equal(r.body.code, 40913)
    assert.match(r.body.msg, /friend/)
    assert.equal(await dbFingerprint(app), fp)
    assert.equal(await left(u.sid), 0)

    assert.deepEqual((await opened(friend.sid, { kind: 'campaign', id: 1, sharer: u.userId })).body.data, {
      counted: true,
    })
    const ok = await doTask(u.sid, 'invite_friend')
    assert.equal(ok.body.code, 0)
    assert.equal(ok.body.data.chancesLeft, 2)
    assert.equal(ok.body.data.task.check, 'server')
    assert.equal(ok.body.data.task.available, false)
    const again = await doTask(u.sid, 'invite_friend')
    assert.equal(again.body.code, 40913)
    // The same friend opening again is no new evidence.
    assert.equal(
      (await opened(friend.sid, { kind: 'campaign', id: 1, sharer: u.userId })).body.data.counted,
      false,
    )
    assert.equal((await doTask(u.sid, 'invite_friend')).body.code, 40913)
    assert.equal(await left(u.sid), 2)
  })

  test('ten concurrent claims of one invitation grant it once', async () => {
    const u = await loginNew(app, 1604)
    const friend = await loginNew(app, 1605)
    await opened(friend.sid, { kind: 'campaign', id: 1, sharer: u.userId })
    const results = await Promise.all(Array.from({ length: 10 }, () => doTask(u.sid, 'invite_friend')))
    assert.equal(results.filter((r) => r.body.code === 0).length, 1)
    assert.equal(await left(u.sid), 2)
  })

  test('share_journey needs someone to open a journey I shared today', async () => {
    const u = await loginNew(app, 1606)
    const friend = await loginNew(app, 1607)
    assert.equal((await doTask(u.sid, 'share_journey')).body.code, 40913)
    await opened(friend.sid, { kind: 'journey', id: 1, sharer: u.userId })
    assert.equal((await doTask(u.sid, 'share_journey')).body.code, 0)
    assert.equal((await doTask(u.sid, 'share_journey')).body.code, 40913)
    await opened(friend.sid, { kind: 'journey', id: 2, sharer: u.userId })
    assert.equal((await doTask(u.sid, 'share_journey')).body.code, 0)
    // Two a day at most, whatever the evidence.
    await opened(friend.sid, { kind: 'journey', id: 3, sharer: u.userId })
    assert.equal((await doTask(u.sid, 'share_journey')).body.code, 40904)
  })

  test('light_up_city needs a city lit in the check-in map', async () => {
    const u = await loginNew(app, 1608)
    assert.equal((await doTask(u.sid, 'light_up_city')).body.code, 40913)
    const lit = await call(app, 'POST', api('record/create'), { sid: u.sid, body: { regionCode: '350200' } })
    assert.equal(lit.body.code, 0)
    assert.equal((await doTask(u.sid, 'light_up_city')).body.code, 0)
    // One a day: the daily limit answers first.
    assert.equal((await doTask(u.sid, 'light_up_city')).body.code, 40904)
  })

  test('self-reported tasks stay limited per day', async () => {
    const u = await loginNew(app, 1609)
    assert.equal((await doTask(u.sid, 'daily_checkin')).body.code, 0)
    assert.equal((await doTask(u.sid, 'daily_checkin')).body.code, 40904)
    assert.equal(await left(u.sid), 1)
  })
})
