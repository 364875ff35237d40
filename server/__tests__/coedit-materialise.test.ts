// What a save writes back into the journey's tables (issue 19, docs/co-editing.md "Persistence"):
// items that point at nothing are skipped and bad values dropped rather than failing the save; days
// added and removed move the dates and the day count; rows kept keep their ids.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import * as Y from 'yjs'
import { testApp, loginAs, call } from './helpers'
import { listen } from './chat-fixtures'
import { connected, dayItems, parts } from './coedit-fixtures'

type Detail = Record<string, any>

describe('co-editing writes the itinerary back', () => {
  let app: FastifyInstance
  let base = ''
  let owner = ''

  before(async () => {
    app = testApp()
    base = await listen(app)
    owner = await loginAs(app, 1)
  })
  after(() => app.close())

  /** The detail once the rooms let go (the last socket left: the final save ran). */
  const savedDetail = async (id: number): Promise<Detail> => {
    for (let i = 0; i < 1000 && app.coedit.rooms.size() > 0; i++) await new Promise((r) => setTimeout(r, 10))
    return (await call(app, 'GET', `/api/v1/web/journey/detail?id=${id}`)).body.data
  }

  test('bad items are skipped and bad values dropped; the rest is saved', async () => {
    const was = (await call(app, 'GET', '/api/v1/web/journey/detail?id=1')).body.data as Detail
    const c = await connected(base, 1, owner)
    const add = (key: string, fields: Record<string, unknown>) => {
      const m = new Y.Map<unknown>()
      for (const [k, v] of Object.entries(fields)) m.set(k, v)
      parts(c.doc).items.set(key, m)
      dayItems(c.doc, 0).push([key])
    }
    c.doc.transact(() => {
      add('ghost-place', { kind: 'place', placeId: 999999, note: 'no such place' })
      add('no-kind', { note: 'what is this' })
      add('odd-values', { kind: 'note', note: '  keep me  ', time: '25:99', stay: -3, cost: -5 })
      add('good-place', { kind: 'place', placeId: 20, time: '18:30', stay: 45, cost: 120 })
    })
    await c.disconnect()
    c.destroy()
    const now = await savedDetail(1)
    const items = now.days[0].items as Detail[]
    assert.equal(items.length, was.days[0].items.length + 2)
    const odd = items.find((i) => i.note === 'keep me')!
    assert.deepEqual([odd.kind, odd.startTime, odd.stayMinutes, odd.cost], ['note', null, null, null])
    const good = items.find((i) => i.place?.id === 20)!
    assert.deepEqual([good.startTime, good.stayMinutes, good.cost], ['18:30', 45, 120])
    assert.ok(!items.some((i) => i.note === 'no such place' || i.note === 'what is this'))
    // Rows that were there keep their ids.
    assert.deepEqual(
      items.slice(0, was.days[0].items.length).map((i) => i.id),
      was.days[0].items.map((i: Detail) => i.id),
    )
  })

  test('adding and removing days moves the dates and the day count', async () => {
    const was = (await call(app, 'GET', '/api/v1/web/journey/detail?id=1')).body.data as Detail
    const c = await connected(base, 1, owner)
    c.doc.transact(() => {
      parts(c.doc).days.delete(0, 1)
      const d = new Y.Map<unknown>()
      d.set('id', 'new-day')
      d.set('title', '多出来的一天')
      d.set('items', new Y.Array<string>())
      parts(c.doc).days.push([d])
    })
    await c.disconnect()
    c.destroy()
    const now = await savedDetail(1)
    assert.equal(now.dayCount, was.dayCount)
    assert.equal(now.days.length, was.days.length)
    assert.equal(now.days[0].title, was.days[1].title)
    assert.equal(now.days[0].date, was.days[0].date, 'the second day now starts the journey')
    assert.equal(now.days.at(-1).title, '多出来的一天')
    assert.equal(now.days.at(-1).date, was.days.at(-1).date)
  })
})
