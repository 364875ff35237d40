// Issue 15: wish chances come only from the rules. One wish a day (one chance); a shared wish earns
// one more per distinct signed-in person who opens it, at most 3 per wish and 3 a day; nothing resets
// after a draw.
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew, dbFingerprint } from './helpers'

const api = (p: string) => `/api/v1/${p}`
const WISH = 3

describe('wish chances', () => {
  const app = testApp()
  after(() => app.close())

  const chances = async (userId: number) =>
    app.db
      .selectFrom('user_campaigns')
      .selectAll()
      .where('user_id', '=', userId)
      .where('campaign_id', '=', WISH)
      .executeTakeFirst()

  test('the attack: 100 wishes and 100 draws at once give one wish, one chance and at most one draw', async () => {
    const u = await loginNew(app, 1501)
    const wishes = Array.from({ length: 100 }, (_, i) =>
      call(app, 'POST', api('wish/user_wish'), {
        sid: u.sid,
        body: { destination: `地方 ${i}`, text: '想去' },
      }),
    )
    const draws = Array.from({ length: 100 }, () =>
      call(app, 'POST', api('draw_lottery'), { sid: u.sid, body: { activityId: WISH } }),
    )
    const [w, d] = await Promise.all([Promise.all(wishes), Promise.all(draws)])
    assert.equal(w.filter((r) => r.body.code === 0).length, 1)
    const refused = w.filter((r) => r.body.code !== 0)
    assert.ok(refused.every((r) => r.status === 409 && r.body.code === 40908))
    assert.match(refused[0].body.msg, /one wish a day/)
    assert.ok(d.filter((r) => r.body.code === 0).length <= 1)
    assert.ok(d.every((r) => r.body.code === 0 || [40901, 42900].includes(r.body.code)))
    const uc = await chances(u.userId)
    assert.equal(uc?.chances_earned, 1)
    const rows = await app.db.selectFrom('wishes').select('id').where('user_id', '=', u.userId).execute()
    assert.equal(rows.length, 1)
    // Nothing reset after the draw: a further wish today is still refused.
    const again = await call(app, 'POST', api('wish/user_wish'), {
      sid: u.sid,
      body: { destination: '再来', text: '一次' },
    })
    assert.equal(again.body.code, 40908)
  })

  test('sharing a wish earns nothing by itself and answers the link with the sharer', async () => {
    const u = await loginNew(app, 1502)
    const w = await call(app, 'POST', api('wish/user_wish'), {
      sid: u.sid,
      body: { destination: '冰岛', text: '极光' },
    })
    const id = w.body.data.wish.id
    for (let i = 0; i < 5; i++) {
      const s = await call(app, 'POST', api('wish/share'), { sid: u.sid, body: { wishId: id } })
      assert.equal(s.body.data.chanceGranted, false)
      assert.equal(s.body.data.chancesLeft, 1)
      assert.equal(s.body.data.link, `/web/prize?wishId=${id}&sharer=${u.userId}`)
      assert.equal(s.body.data.wish.shares, 1, 'one counted share a day')
    }
    assert.equal((await chances(u.userId))?.chances_earned, 1)
  })

  test('each distinct opener earns one chance, at most 3 per wish and 3 a day; repeats change nothing', async () => {
    const owner = await loginNew(app, 1503)
    const made = await call(app, 'POST', api('wish/user_wish'), {
      sid: owner.sid,
      body: { destination: '秘鲁', text: '马丘比丘' },
    })
    const first = made.body.data.wish.id
    // A wish of an earlier day, written directly (the API takes one a day).
    const older = await app.repos.wishes.create({
      userId: owner.userId,
      campaignId: WISH,
      destination: '智利',
      text: '沙漠',
    })
    const openers = await Promise.all([1511, 1512, 1513, 1514, 1515].map((n) => loginNew(app, n)))
    const open = (sid: string, id: number) =>
      call(app, 'POST', api('share/opened'), { sid, body: { kind: 'wish', id, sharer: owner.userId } })
    const counted = []
    for (const o of openers.slice(0, 4)) counted.push((await open(o.sid, first)).body.data.counted)
    assert.deepEqual(counted, [true, true, true, false], 'three per wish')
    assert.equal((await chances(owner.userId))?.chances_earned, 4)
    const fp = await dbFingerprint(app)
    assert.equal((await open(openers[0].sid, first)).body.data.counted, false, 'a repeat')
    assert.equal(await dbFingerprint(app), fp)
    // Three chances from opens today already: another wish's opener today earns none.
    assert.equal((await open(openers[4].sid, older.id)).body.data.counted, false, 'three a day')
    assert.equal((await chances(owner.userId))?.chances_earned, 4)
  })

  test('concurrent opens of one wish by ten people grant exactly three chances', async () => {
    const owner = await loginNew(app, 1520)
    const made = await call(app, 'POST', api('wish/user_wish'), {
      sid: owner.sid,
      body: { destination: '挪威', text: '峡湾' },
    })
    const openers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginNew(app, 1530 + i)))
    const results = await Promise.all(
      openers.map((o) =>
        call(app, 'POST', api('share/opened'), {
          sid: o.sid,
          body: { kind: 'wish', id: made.body.data.wish.id, sharer: owner.userId },
        }),
      ),
    )
    assert.equal(results.filter((r) => r.body.data.counted).length, 3)
    assert.equal((await chances(owner.userId))?.chances_earned, 4)
  })
})
