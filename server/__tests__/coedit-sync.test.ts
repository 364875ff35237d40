// Live co-editing (issue 19): co-editors on one journey see each other's changes, the same account on
// two sockets syncs, edits made offline merge on reconnect with nothing lost or doubled, and the
// journey detail API shows the result once it is saved.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import * as Y from 'yjs'
import { testApp, loginAs, call } from './helpers'
import { listen } from './chat-fixtures'
import {
  addNote,
  allItemIds,
  connected,
  dayItems,
  parts,
  ticketUrl,
  type CoeditClient,
} from './coedit-fixtures'

/** Whether two documents hold the same changes (the encoding's order of clients may differ). */
function sameStateVector(a: Y.Doc, b: Y.Doc): boolean {
  const sorted = (d: Y.Doc) => JSON.stringify([...Y.decodeStateVector(Y.encodeStateVector(d))].sort())
  return sorted(a) === sorted(b)
}

describe('co-editing a journey live', () => {
  let app: FastifyInstance
  let base = ''
  let owner = ''
  let coEditor = ''
  const clients: CoeditClient[] = []
  const open = async (sid: string, doc?: Y.Doc) => {
    const c = await connected(base, 1, sid, doc)
    clients.push(c)
    return c
  }

  before(async () => {
    app = testApp()
    base = await listen(app)
    owner = await loginAs(app, 1)
    coEditor = await loginAs(app, 2)
  })
  after(async () => {
    for (const c of clients) c.destroy()
    await app.close()
  })

  test('the document starts as the journey the tables hold', async () => {
    const a = await open(owner)
    const detail = (await call(app, 'GET', '/api/v1/web/journey/detail?id=1')).body.data
    assert.equal(parts(a.doc).meta.get('title'), detail.title)
    assert.equal(parts(a.doc).days.length, detail.days.length)
    assert.deepEqual(
      dayItems(a.doc, 0).toArray(),
      detail.days[0].items.map((i: { id: number }) => `i${i.id}`),
    )
    assert.equal(a.sessions[0].role, 'editor')
    await a.disconnect()
  })

  test("two co-editors see each other's changes", async () => {
    const a = await open(owner)
    const b = await open(coEditor)
    addNote(a.doc, 0, 'note-from-a', 'meet at the gate')
    await b.until('a’s note', () => parts(b.doc).items.has('note-from-a'))
    assert.ok(dayItems(b.doc, 0).toArray().includes('note-from-a'))
    parts(b.doc).items.get('note-from-a')!.set('time', '09:30')
    await a.until('b’s time', () => parts(a.doc).items.get('note-from-a')?.get('time') === '09:30')
    await Promise.all([a.disconnect(), b.disconnect()])
  })

  test('the same account on two sockets syncs', async () => {
    const phone = await open(owner)
    const laptop = await open(owner)
    parts(laptop.doc).meta.set('title', '东京五日（同一账号两台设备）')
    await phone.until(
      'the title',
      () => parts(phone.doc).meta.get('title') === '东京五日（同一账号两台设备）',
    )
    await Promise.all([phone.disconnect(), laptop.disconnect()])
  })

  test('edits made offline merge on reconnect, none lost, none doubled', async () => {
    const a = await open(owner)
    const b = await open(coEditor)
    await a.disconnect()
    // Both edit while a is offline: a moves an item across days and adds one; b edits the moved item.
    const moved = dayItems(a.doc, 0).get(0)
    a.doc.transact(() => {
      dayItems(a.doc, 0).delete(0, 1)
      dayItems(a.doc, 1).insert(0, [moved])
    })
    addNote(a.doc, 1, 'offline-note', 'written on the train')
    parts(b.doc).items.get(moved)!.set('note', 'edited by b meanwhile')
    addNote(b.doc, 2, 'online-note', 'written at home')
    // a comes back with its document: its state vector brings b's edits, its step 2 brings its own.
    await a.connect(await ticketUrl(base, 1, owner))
    const converged = () =>
      sameStateVector(a.doc, b.doc) && JSON.stringify(allItemIds(a.doc)) === JSON.stringify(allItemIds(b.doc))
    await a.until('a and b to converge', converged)
    await b.until('a and b to converge', converged)
    for (const doc of [a.doc, b.doc]) {
      const ids = allItemIds(doc)
      assert.equal(new Set(ids).size, ids.length, 'no item twice')
      assert.ok(dayItems(doc, 1).toArray().includes(moved), 'the move kept')
      assert.ok(!dayItems(doc, 0).toArray().includes(moved))
      assert.equal(parts(doc).items.get(moved)!.get('note'), 'edited by b meanwhile')
      assert.ok(ids.includes('offline-note') && ids.includes('online-note'))
    }
    await Promise.all([a.disconnect(), b.disconnect()])
  })

  test('the journey detail API shows the edits once they are saved', async () => {
    const first = await call(app, 'GET', '/api/v1/web/journey/detail?id=1')
    const a = await open(owner)
    parts(a.doc).meta.set('title', '东京五日：共同编辑后')
    addNote(a.doc, 0, 'saved-note', '带上交通卡')
    await a.disconnect()
    // The last socket left: the room saves at once, then lets go.
    let saved = first
    for (let i = 0; i < 200 && saved.body.data.title !== '东京五日：共同编辑后'; i++) {
      await new Promise((r) => setTimeout(r, 50))
      saved = await call(app, 'GET', '/api/v1/web/journey/detail?id=1')
    }
    assert.equal(saved.body.data.title, '东京五日：共同编辑后')
    assert.notEqual(saved.headers.etag, first.headers.etag)
    const notes = saved.body.data.days[0].items.map((i: { note: string | null }) => i.note)
    assert.ok(notes.includes('带上交通卡'))
    // The offline test's move and notes are there too: materialised from the same document.
    assert.ok(
      saved.body.data.days[1].items.some((i: { note: string | null }) => i.note === 'written on the train'),
    )
  })
})
