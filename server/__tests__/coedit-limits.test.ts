// Live co-editing's limits (issue 19, docs/co-editing.md "Limits"), each with a clear message: a
// message too large closes the socket with 1009 and the sizes; updates over the rate are refused with
// a retry time and asked for again, so none is lost; a document that would grow past its size is
// refused; a journey's sockets are capped; presence over its rate is dropped, told once, and a client
// that floods it far over is closed. Small limits here (buildApp's `coedit`), defaults in
// services/coedit/constants.ts.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import * as Y from 'yjs'
import { testApp, loginAs } from './helpers'
import { listen } from './chat-fixtures'
import { addNote, connected, CoeditClient, parts, ticketUrl } from './coedit-fixtures'
import { COEDIT_CLOSE, COEDIT_ERRORS } from '../../types/api/coedit'
import { PRESENCE_STRIKES } from '../services/coedit/constants'

const LIMITS = {
  messageMaxBytes: 40_000,
  docMaxBytes: 80_000,
  updatesPerSecond: 5,
  updateBurst: 3,
  connectionsPerJourney: 3,
  presencePerSecond: 2,
  presenceBurst: 5,
}

const presenceRefusals = (c: CoeditClient) =>
  c.errors.filter((e) => e.code === COEDIT_ERRORS.RATE_LIMITED && /presence/.test(e.message))

describe('co-editing limits', () => {
  let app: FastifyInstance
  let base = ''
  let owner = ''
  const clients: CoeditClient[] = []
  const track = (c: CoeditClient) => (clients.push(c), c)

  before(async () => {
    app = testApp({ coedit: LIMITS })
    base = await listen(app)
    owner = await loginAs(app, 1)
  })
  after(async () => {
    for (const c of clients) c.destroy()
    await app.close()
  })

  test('a message over the size limit closes the socket with 1009 and the sizes', async () => {
    const c = track(await connected(base, 1, owner))
    addNote(c.doc, 0, 'huge', 'x'.repeat(LIMITS.messageMaxBytes))
    await c.until('the close', () => c.closed !== null)
    assert.equal(c.closed!.code, COEDIT_CLOSE.MESSAGE_TOO_BIG)
    assert.match(c.closed!.reason, /over the limit of 40000/)
  })

  test('updates over the rate are refused with a retry time, then asked for again: none is lost', async () => {
    const writer = track(await connected(base, 1, owner))
    const watcher = track(await connected(base, 1, owner))
    const n = 12
    for (let i = 0; i < n; i++) addNote(writer.doc, 1, `fast-${i}`, `note ${i}`)
    await writer.until('a refusal', () => writer.errors.some((e) => e.code === COEDIT_ERRORS.RATE_LIMITED))
    const refusal = writer.errors.find((e) => e.code === COEDIT_ERRORS.RATE_LIMITED)!
    assert.ok(refusal.retryInMs! > 0)
    assert.match(refusal.message, /more than 5 updates a second/)
    await watcher.until('every note', () =>
      Array.from({ length: n }, (_, i) => `fast-${i}`).every((k) => parts(watcher.doc).items.has(k)),
    )
    assert.equal(writer.closed, null)
    await Promise.all([writer.disconnect(), watcher.disconnect()])
  })

  test('an update that would make the document too large is refused, and the document kept', async () => {
    const c = track(await connected(base, 1, owner))
    const size = Y.encodeStateAsUpdate(c.doc).length
    assert.ok(size < LIMITS.docMaxBytes - 30_000, `the test journey is small enough (${size} bytes)`)
    const chunk = 'y'.repeat(30_000)
    addNote(c.doc, 0, 'big-1', chunk)
    addNote(c.doc, 0, 'big-2', chunk)
    addNote(c.doc, 0, 'big-3', chunk)
    await c.until('a refusal', () => c.errors.some((e) => e.code === COEDIT_ERRORS.DOC_TOO_LARGE))
    assert.match(
      c.errors.find((e) => e.code === COEDIT_ERRORS.DOC_TOO_LARGE)!.message,
      /larger than 80000 bytes/,
    )
    const fresh = track(await connected(base, 1, owner))
    assert.equal(parts(fresh.doc).items.has('big-1'), true)
    assert.equal(parts(fresh.doc).items.has('big-3'), false)
    await Promise.all([c.disconnect(), fresh.disconnect()])
  })

  test('a journey takes so many sockets and the next is told why', async () => {
    const open = [] as CoeditClient[]
    for (let i = 0; i < LIMITS.connectionsPerJourney; i++) open.push(track(await connected(base, 2, owner)))
    const extra = track(new CoeditClient())
    await extra.connect(await ticketUrl(base, 2, owner))
    await extra.until('the close', () => extra.closed !== null)
    assert.equal(extra.closed!.code, COEDIT_CLOSE.TOO_MANY_CONNECTIONS)
    assert.match(extra.closed!.reason, /limit 3/)
    // Another journey is not affected.
    const other = track(await connected(base, 3, owner))
    assert.equal(other.closed, null)
    await Promise.all([...open, other].map((c) => c.disconnect()))
  })
  test('a flood of presence reaches the others as about its burst, the flooder is told once, and presence after the window arrives', async () => {
    const flooder = track(await connected(base, 1, owner))
    const watcher = track(await connected(base, 1, owner))
    const id = flooder.doc.clientID
    let seen = 0
    watcher.awareness.on('update', ({ added, updated }: Record<string, number[]>) => {
      if ([...added, ...updated].includes(id)) seen++
    })
    const started = Date.now()
    for (let i = 0; i < 200; i++) flooder.awareness.setLocalState({ editing: `item ${i}` })
    // The server reads a socket's messages in order: once this note reaches the watcher, every
    // presence message before it was let through or dropped.
    addNote(flooder.doc, 0, 'after-the-flood', 'sent after the presence')
    await watcher.until('the note', () => parts(watcher.doc).items.has('after-the-flood'))
    // The bucket refills while the server reads the flood: on a slow machine a flood read over a
    // second lets that second's rate through too, and no more.
    const refilled = Math.ceil(((Date.now() - started) / 1000) * LIMITS.presencePerSecond)
    assert.ok(seen >= 1, 'presence within the burst still arrives')
    assert.ok(seen <= LIMITS.presenceBurst + 1 + refilled, `${seen} of 200 presence messages arrived`)
    assert.notEqual(watcher.awareness.getStates().get(id)?.editing, 'item 199')
    const told = presenceRefusals(flooder)
    // Told once per retry window: once, unless the flood took longer than a window to read.
    assert.ok(told.length >= 1 && told.length <= 1 + refilled, `told ${told.length} times`)
    assert.match(told[0].message, /more than 2 presence updates a second \(burst 5\)/)
    assert.ok(told[0].retryInMs! > 0)

    await new Promise((resolve) => setTimeout(resolve, told[0].retryInMs))
    flooder.awareness.setLocalState({ editing: 'after the window' })
    await watcher.until('the presence after the window', () => {
      const state = watcher.awareness.getStates().get(id)
      return state?.editing === 'after the window' && state.user?.id === 1
    })
    assert.equal(flooder.closed, null)
    await Promise.all([flooder.disconnect(), watcher.disconnect()])
  })

  test('a client that keeps flooding presence far over its rate is closed with 4429', async () => {
    const flooder = track(await connected(base, 1, owner))
    for (let i = 0; i < PRESENCE_STRIKES * 2; i++) flooder.awareness.setLocalState({ editing: `item ${i}` })
    await flooder.until('the close', () => flooder.closed !== null)
    assert.equal(flooder.closed!.code, COEDIT_CLOSE.RATE_LIMITED)
    assert.match(flooder.closed!.reason, /more than 2 presence updates a second for too long/)
  })
})
