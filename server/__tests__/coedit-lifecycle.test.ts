// A journey's document lives in memory only while sockets are open on it (issue 19, docs/co-editing.md
// "Lifecycle"): the last one to leave makes the room save and let go, and 100 rounds of opening and
// closing leave no room behind and the heap about where it was. Persistence: the document survives a
// restart of the server on the same database, compacted into its snapshot.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'
import type { FastifyInstance } from 'fastify'
import { testApp, loginAs } from './helpers'
import { listen } from './chat-fixtures'
import { addNote, connected, parts } from './coedit-fixtures'

// The runner starts node without --expose-gc: the flag can still be set, and gc() read from a new context.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc()
  return process.memoryUsage().heapUsed
}

/** What a document holds, as plain data. */
function contents(doc: import('yjs').Doc) {
  const p = parts(doc)
  return { meta: p.meta.toJSON(), days: p.days.toJSON(), items: p.items.toJSON() }
}

async function waitUntil(what: string, holds: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 1000; i++) {
    if (await holds()) return
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('co-editing documents in memory', () => {
  let app: FastifyInstance
  let base = ''
  let owner = ''

  before(async () => {
    app = testApp()
    base = await listen(app)
    owner = await loginAs(app, 1)
  })
  after(() => app.close())

  test('a document is unloaded when its last client leaves', async () => {
    const a = await connected(base, 1, owner)
    const b = await connected(base, 1, owner)
    assert.equal(app.coedit.rooms.size(), 1)
    await a.disconnect()
    assert.equal(app.coedit.rooms.size(), 1, 'b is still there')
    await b.disconnect()
    await waitUntil('the room to go', () => app.coedit.rooms.size() === 0)
    a.destroy()
    b.destroy()
  })

  test('100 rounds of opening and closing leave no room and a bounded heap', async () => {
    const round = async (i: number) => {
      const c = await connected(base, 1 + (i % 3), owner)
      c.awareness.setLocalState({ editing: `item ${i}` })
      if (i % 2 === 0) addNote(c.doc, 0, `round-${i}`, `round ${i}`)
      await c.disconnect()
      c.destroy()
      await waitUntil('the room to go', () => app.coedit.rooms.size() === 0)
    }
    for (let i = 0; i < 10; i++) await round(i)
    const heapBefore = heapAfterGc()
    for (let i = 10; i < 110; i++) await round(i)
    const heapAfter = heapAfterGc()
    assert.equal(app.coedit.rooms.size(), 0)
    // Generous: a leak of a document per round (the journeys' documents are tens of kB each, with their
    // awareness, timers and sockets) would pass this many times over.
    const grownMb = (heapAfter - heapBefore) / 1024 / 1024
    assert.ok(grownMb < 8, `heap grew ${grownMb.toFixed(1)} MB over 100 rounds`)
  })
})

describe('co-editing documents on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-coedit-'))
  const dbFile = path.join(dir, 'trip.db')
  after(() => fs.rmSync(dir, { recursive: true, force: true }))

  test('a document survives a restart, compacted into its snapshot', async () => {
    let app = testApp({ dbFile })
    let base = await listen(app)
    let sid = await loginAs(app, 1)
    const a = await connected(base, 1, sid)
    parts(a.doc).meta.set('title', '重启之后还在')
    addNote(a.doc, 2, 'survivor', 'kept across the restart')
    const moved = (parts(a.doc).days.get(0).get('items') as import('yjs').Array<string>).get(0)
    a.doc.transact(() => {
      ;(parts(a.doc).days.get(0).get('items') as import('yjs').Array<string>).delete(0, 1)
      ;(parts(a.doc).days.get(2).get('items') as import('yjs').Array<string>).push([moved])
    })
    const expected = contents(a.doc)
    // The server has the edits once a client joining after them receives them (it relays only what it
    // applied), however slow the machine; then closing the server with the sockets open saves the room
    // before the database closes.
    const witness = await connected(base, 1, sid)
    await witness.until('the server to have the edits', () =>
      isDeepStrictEqual(contents(witness.doc), expected),
    )
    await app.close()
    a.destroy()
    witness.destroy()

    app = testApp({ dbFile })
    base = await listen(app)
    sid = await loginAs(app, 1)
    assert.equal(await app.repos.coedit.countUpdates(1), 0, 'every update merged into the snapshot')
    const b = await connected(base, 1, sid)
    try {
      assert.deepEqual(contents(b.doc), expected)
    } finally {
      b.destroy()
      await app.close()
    }
  })
})
