/**
 * Issue 19: the journey's editor in the real WeChat bundle (dist/weapp), run in Node against stubbed
 * WeChat globals (lib/mini-harness.mjs). The socket is wx.connectSocket's SocketTask, answered here as
 * the server would (y-protocols frames): the editor shows the shared document's stops by name, and a
 * tap on "move down" goes out as one Yjs update over the task.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import * as Y from 'yjs'
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import { ROOT, builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const JOURNEY = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'src/features/journey/__tests__/fixtures/journey-1.json'), 'utf8'),
)
const OWNER = { id: JOURNEY.owner.id, nickname: JOURNEY.owner.nickname }
const [first, second] = JOURNEY.days[0].items.filter((item) => item.kind === 'place')

/** The document the server holds: day 1 with the journey's first two places (`i<row id>`). */
function serverDoc() {
  const doc = new Y.Doc()
  doc.transact(() => {
    doc.getMap('meta').set('title', JOURNEY.title)
    const day = new Y.Map()
    day.set('id', 'd1')
    day.set('title', JOURNEY.days[0].title)
    const list = new Y.Array()
    list.push([`i${first.id}`, `i${second.id}`])
    day.set('items', list)
    doc.getArray('days').push([day])
    for (const item of [first, second]) {
      const m = new Y.Map()
      m.set('kind', 'place')
      m.set('placeId', item.place.id)
      doc.getMap('items').set(`i${item.id}`, m)
    }
  })
  return doc
}

const frame = (write) => {
  const e = encoding.createEncoder()
  write(e)
  return encoding.toUint8Array(e).buffer
}

const envelope = (data) => ({
  statusCode: 200,
  data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }),
})
function respond(options) {
  const { pathname } = new URL(options.url)
  if (pathname.endsWith('/web/journey/detail')) return envelope(JOURNEY)
  if (pathname.endsWith('/coedit/ticket'))
    return envelope({
      ticket: 'a'.repeat(43),
      url: `/api/v1/coedit/${JOURNEY.id}?ticket=${'a'.repeat(43)}`,
      role: 'editor',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    })
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

/** A SocketTask whose far end is this test. */
function socketStub() {
  const handlers = {}
  const sent = []
  const urls = []
  const connect = (options) => {
    urls.push(options.url)
    const task = {
      send: ({ data }) => sent.push(new Uint8Array(data)),
      close: () => handlers.close?.({ code: 1000, reason: '' }),
      onOpen: (f) => (handlers.open = f),
      onMessage: (f) => (handlers.message = f),
      onClose: (f) => (handlers.close = f),
      onError: (f) => (handlers.error = f),
    }
    setTimeout(() => options.success?.({ errMsg: 'connectSocket:ok' }), 0)
    return task
  }
  return { connect, handlers, sent, urls }
}

async function until(check, what) {
  for (let i = 0; i < 500; i++) {
    const value = check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('the journey editor in the WeChat bundle', () => {
  test('connects over wx.connectSocket, shows the shared stops, and sends a move as a Yjs update', async () => {
    const harness = createWeappHarness(builtDir('weapp'), { respond })
    const socket = socketStub()
    harness.wx.connectSocket = socket.connect
    harness.wx.setStorageSync('auth-token', 'session-1')
    harness.wx.setStorageSync('auth-user', JSON.stringify(OWNER))
    harness.launch({ path: 'pages/journey/detail/index', query: {} })
    const page = await harness.openPage('pages/journey/detail/index', { id: String(JOURNEY.id), edit: '1' })

    await until(() => socket.handlers.open, 'the socket task')
    assert.match(socket.urls[0], /^wss:\/\/api\.trip\.example\/api\/v1\/coedit\/1\?ticket=a+$/)
    socket.handlers.open()
    const doc = serverDoc()
    const session = {
      journeyId: JOURNEY.id,
      role: 'editor',
      user: { id: OWNER.id, name: OWNER.nickname, color: '#1971c2' },
      limits: { docMaxBytes: 1e6, messageMaxBytes: 1e6, updatesPerSecond: 20, updateBurst: 60 },
    }
    socket.handlers.message({
      data: frame((e) => {
        encoding.writeVarUint(e, 4)
        encoding.writeVarString(e, JSON.stringify(session))
      }),
    })
    socket.handlers.message({
      data: frame((e) => {
        encoding.writeVarUint(e, 0)
        syncProtocol.writeSyncStep2(e, doc)
      }),
    })

    await until(
      () => page.texts().some((t) => t.includes(first.place.name)),
      `${first.place.name} in the editor`,
    )
    assert.ok(
      page.texts().some((t) => t.includes(second.place.name)),
      page.texts().join(' | '),
    )
    assert.ok(
      page.texts().some((t) => t.includes('已同步')),
      page.texts().join(' | '),
    )

    const before = socket.sent.length
    // The first stop's "move down" (the last stop's is disabled).
    const down = page.elementsWithText('下移')[0]
    assert.ok(down, 'a move-down button')
    await page.tap(down)
    const update = await until(
      () =>
        socket.sent.slice(before).find((m) => {
          const d = decoding.createDecoder(m)
          return decoding.readVarUint(d) === 0 && decoding.readVarUint(d) === 2
        }),
      'an update sent over the socket',
    )
    const d = decoding.createDecoder(update)
    decoding.readVarUint(d)
    decoding.readVarUint(d)
    Y.applyUpdate(doc, decoding.readVarUint8Array(d))
    assert.deepEqual(doc.getArray('days').get(0).get('items').toArray(), [`i${second.id}`, `i${first.id}`])
  })
})
