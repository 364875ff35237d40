// Issue 19: the co-editing client over the fake realtime adapter, against an in-test relay that speaks
// y-protocols as the server does (support/relay.ts).
import * as Y from 'yjs'
import { createFakeRealtime } from '@/platform/fake/realtime'
import { translate } from '@/i18n/translate'
import type { CoeditRole } from '@types-shared/api/coedit'
import { createCoeditClient } from '../coedit-client'
import type { CoeditClient } from '../coedit-types'
import { messageKind } from '../protocol'
import { CoeditError } from '../problems'
import { readItinerary } from '../itinerary-model'
import { addPlaceItem, editItem, moveItem } from '../itinerary-edits'
import { clientOnRelay, createRelay, manualTimers, settle, type Relay } from './support/relay'

const clients: CoeditClient[] = []
afterEach(() => clients.splice(0).forEach((c) => c.destroy()))

function join(relay: Relay, role: CoeditRole = 'editor', timers = manualTimers()) {
  const { client, realtime } = clientOnRelay(relay, role, timers, () => 0.5)
  clients.push(client)
  return { client, realtime, timers }
}

/** Every item id in day order, duplicates included: what nothing may lose or double. */
const itemIds = (doc: Y.Doc) => readItinerary(doc).days.flatMap((d) => d.items.map((i) => i.id))

describe('co-editing client', () => {
  it('two clients converge after each edits', async () => {
    const relay = createRelay()
    const a = join(relay)
    const b = join(relay)
    await settle()
    expect(a.client.status).toEqual({ kind: 'live' })
    expect(readItinerary(b.client.doc)).toEqual(readItinerary(relay.doc))

    moveItem(a.client.doc, 'i1', 'd2')
    editItem(b.client.doc, 'i2', { note: '早点去' })
    const added = addPlaceItem(b.client.doc, 'd2', { placeId: 300, time: '09:30' })
    await settle()

    const seen = readItinerary(a.client.doc)
    expect(readItinerary(b.client.doc)).toEqual(seen)
    expect(readItinerary(relay.doc)).toEqual(seen)
    // Two inserts at the end of d2 at once: Yjs orders them by client id, the same everywhere.
    expect(seen.days.map((d) => d.items.map((i) => i.id).sort())).toEqual([['i2'], ['i1', added].sort()])
    expect(seen.days[0].items[0].note).toBe('早点去')
  })

  it('edits made offline merge on reconnect, none lost or doubled, and newer edits from others survive', async () => {
    const relay = createRelay()
    const a = join(relay)
    const b = join(relay)
    await settle()

    a.realtime.setOffline(true)
    await settle()
    expect(a.client.status).toMatchObject({ kind: 'offline', problem: { code: 'network' } })

    // Offline: A moves i1 and adds a place; meanwhile B (online) edits i1 and the title.
    moveItem(a.client.doc, 'i1', 'd2', 0)
    const added = addPlaceItem(a.client.doc, 'd1', { placeId: 400, note: 'offline' })
    editItem(b.client.doc, 'i1', { time: '10:00', stay: 90 })
    b.client.doc.getMap('meta').set('title', '东京四日')
    await settle()

    a.realtime.setOffline(false)
    a.timers.runAll()
    await settle()

    expect(a.client.status).toEqual({ kind: 'live' })
    for (const doc of [a.client.doc, b.client.doc, relay.doc]) {
      const it = readItinerary(doc)
      expect(it.title).toBe('东京四日')
      expect(it.days.map((d) => d.items.map((i) => i.id))).toEqual([['i2', added], ['i1']])
      expect(it.days[1].items[0]).toMatchObject({ time: '10:00', stay: 90 })
      expect(new Set(itemIds(doc)).size).toBe(itemIds(doc).length)
    }
  })

  it('a read-only client never sends updates, and still follows the editors', async () => {
    const relay = createRelay()
    const editor = join(relay)
    const reader = join(relay, 'reader')
    await settle()
    expect(reader.client.status).toEqual({ kind: 'read-only' })
    expect(reader.client.canEdit).toBe(false)

    editItem(reader.client.doc, 'i1', { note: 'not mine to write' })
    reader.client.setPresence({ editing: { itemId: 'i1', field: 'note' } })
    editItem(editor.client.doc, 'i2', { cost: 1200 })
    await settle()

    const sent = reader.realtime.connections.flatMap((c) => c.sent).map(messageKind)
    expect(sent).toContain('awareness')
    expect(sent.filter((kind) => kind === 'sync-step2' || kind === 'update')).toEqual([])
    expect(relay.refusedFromReaders).toBe(0)
    expect(readItinerary(relay.doc).days[0].items[0].note).toBeNull()
    expect(readItinerary(reader.client.doc).days[0].items[1].cost).toBe(1200)
  })

  it('the others see a user as soon as it connects, before it says what it is editing', async () => {
    const relay = createRelay()
    const a = join(relay)
    const b = join(relay)
    await settle()
    expect(b.client.awareness.getStates().has(a.client.doc.clientID)).toBe(true)
    expect(a.client.awareness.getStates().has(b.client.doc.clientID)).toBe(true)
  })

  it('presence travels to the others and leaves with the connection', async () => {
    const relay = createRelay()
    const a = join(relay)
    const b = join(relay)
    await settle()
    a.client.setPresence({ editing: { itemId: 'i2', field: 'time' } })
    await settle()
    expect(b.client.awareness.getStates().get(a.client.doc.clientID)).toEqual({
      editing: { itemId: 'i2', field: 'time' },
    })
    b.realtime.setOffline(true)
    await settle()
    expect([...b.client.awareness.getStates().keys()]).toEqual([b.client.doc.clientID])
  })

  it.each([
    [4403, 'this journey is private', 'refused', 'forbidden', 'coedit.problem.forbidden'],
    [4404, 'journey was deleted', 'refused', 'not-found', 'coedit.problem.notFound'],
    [4406, 'read-only: 20 updates refused', 'refused', 'read-only', 'coedit.problem.readOnlyClosed'],
    [
      1009,
      'message of 300000 bytes is over the limit of 262144',
      'refused',
      'message-too-big',
      'coedit.problem.messageTooBig',
    ],
    [
      4409,
      'this journey already has 50 connections open (limit 50)',
      'offline',
      'too-many-connections',
      'coedit.problem.tooManyConnections',
    ],
    [
      4429,
      'more than 20 updates a second for too long',
      'offline',
      'rate-limited',
      'coedit.problem.rateLimited',
    ],
    [4401, 'ticket unknown, used or expired', 'offline', 'unauthorized', 'coedit.problem.unauthorized'],
    [1001, '', 'offline', 'going-away', 'coedit.problem.goingAway'],
    [1011, '', 'offline', 'server-failed', 'coedit.problem.serverFailed'],
  ])('close %i (%s) leaves the client %s with %s', async (code, reason, kind, problem, key) => {
    const relay = createRelay()
    const a = join(relay)
    await settle()
    relay.open[0].close(code, reason)
    await settle()
    expect(a.client.status).toMatchObject({ kind, problem: { code: problem, messageKey: key } })
    const { problem: error } = a.client.status as {
      problem: { messageKey: typeof key; params: Record<string, string | number> }
    }
    for (const locale of ['zh-CN', 'en'] as const) {
      const text = translate(locale, error.messageKey as never, error.params)
      expect(text).not.toBe(key)
      expect(text).not.toMatch(/\{\w+\}/)
    }
    if (code === 1009) expect(translate('en', error.messageKey as never, error.params)).toContain('256 KB')
    if (code === 4409) expect(error.params).toEqual({ limit: 50 })
  })

  it('reconnects with a fresh ticket each time, waiting longer after each failure and starting over once live', async () => {
    const relay = createRelay()
    const a = join(relay)
    await settle()
    for (let i = 0; i < 3; i++) {
      relay.open[0]?.drop()
      a.realtime.setOffline(true)
      await settle()
      a.realtime.setOffline(false)
      a.timers.runAll()
      a.realtime.setOffline(true)
      await settle()
    }
    a.realtime.setOffline(false)
    a.timers.runAll()
    await settle()
    expect(a.client.status).toEqual({ kind: 'live' })
    relay.open[0].drop()
    await settle()

    // base 500 ms doubling, drawn at 3/4 of each ceiling (random 0.5); back to the start once live.
    expect(a.timers.asked).toEqual([375, 750, 1500, 3000, 375])
    expect(new Set(relay.tickets).size).toBe(relay.tickets.length)
    expect(relay.tickets).toHaveLength(5)
  })

  it('a refused ticket request ends the session; a failed one is retried', async () => {
    const realtime = createFakeRealtime()
    const timers = manualTimers()
    let calls = 0
    const refusal = new Error('403')
    const client = createCoeditClient({
      journeyId: 1,
      getTicket: async () => {
        calls++
        throw calls === 1 ? new Error('Network Error') : refusal
      },
      realtime,
      socketUrl: (path) => `wss://api.trip.example${path}`,
      timers,
      isTicketRefusal: (error) =>
        error === refusal
          ? new CoeditError('forbidden', { messageKey: 'coedit.problem.forbidden', retry: false })
          : null,
    })
    clients.push(client)
    await settle()
    expect(client.status).toMatchObject({ kind: 'offline', problem: { code: 'network' } })
    timers.runAll()
    await settle()
    expect(client.status).toMatchObject({ kind: 'refused', problem: { code: 'forbidden' } })
    expect(realtime.connections).toHaveLength(0)
  })

  it('a rate-limited edit is held, then sent when the server asks again: none lost', async () => {
    const relay = createRelay()
    const a = join(relay)
    await settle()
    relay.rateLimitNext(2000)
    editItem(a.client.doc, 'i1', { note: 'first' })
    await settle()
    expect(a.client.notice).toMatchObject({ code: 'rate-limited', params: { seconds: 2 } })
    editItem(a.client.doc, 'i2', { note: 'second' })
    await settle()
    const sentWhilePaused = relay.open[0].sent.map(messageKind).filter((k) => k === 'update')
    expect(sentWhilePaused).toHaveLength(1)

    relay.askAgain(relay.open[0])
    await settle()
    a.timers.runAll()
    await settle()
    const notes = readItinerary(relay.doc).days[0].items.map((i) => i.note)
    expect(notes).toEqual(['first', 'second'])
    expect(a.client.notice).toBeNull()
  })

  it('a read-only refusal turns an editor into a reader that stops sending', async () => {
    const relay = createRelay()
    const a = join(relay)
    await settle()
    relay.open[0].push(encodeError({ code: 'read-only', message: 'no longer a co-editor' }))
    await settle()
    expect(a.client.status).toEqual({ kind: 'read-only' })
    const before = relay.open[0].sent.length
    editItem(a.client.doc, 'i1', { note: 'x' })
    await settle()
    expect(relay.open[0].sent.slice(before).map(messageKind)).toEqual([])
  })

  it('destroy closes the socket and stops reconnecting', async () => {
    const relay = createRelay()
    const a = join(relay)
    await settle()
    const connection = relay.open[0]
    a.client.destroy()
    await settle()
    expect(connection.closedWith).toMatchObject({ code: 1000, by: 'client' })
    expect(a.client.status).toEqual({ kind: 'closed' })
    expect(a.timers.pending).toHaveLength(0)
  })
})

function encodeError(body: { code: string; message: string }): Uint8Array {
  const text = new TextEncoder().encode(JSON.stringify(body))
  // varUint 5 (ERROR), then a varString: its length as varUint (short here, < 128) and the bytes.
  return new Uint8Array([5, text.length, ...text])
}
