// An in-test server for the co-editing client: what server/services/coedit/connection.ts does, cut to
// what the client sees (docs/co-editing.md "Protocol"): SESSION, its sync step 1 and everyone's
// presence on connect; step 2 for a client's step 1; a writer's updates applied and sent to the
// others; a reader's refused with `read-only`; single-use tickets. Speaks y-protocols itself.
import * as Y from 'yjs'
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import * as awarenessProtocol from 'y-protocols/awareness'
import { COEDIT_CLOSE, COEDIT_MESSAGE, type CoeditRole, type CoeditTicket } from '@types-shared/api/coedit'
import { createFakeRealtime, type FakeConnection, type FakeRealtime } from '@/platform/fake/realtime'
import { createCoeditClient } from '../../coedit-client'
import type { CoeditClient } from '../../coedit-types'

const LIMITS = { docMaxBytes: 1048576, messageMaxBytes: 262144, updatesPerSecond: 20, updateBurst: 60 }

const frame = (type: number, write: (e: encoding.Encoder) => void) =>
  encoding.encode((e) => {
    encoding.writeVarUint(e, type)
    write(e)
  })
const json = (type: number, body: unknown) =>
  frame(type, (e) => encoding.writeVarString(e, JSON.stringify(body)))

export interface Relay {
  readonly doc: Y.Doc
  /** Tickets handed out, in order. */
  readonly tickets: string[]
  /** The ticket endpoint: a fresh single-use ticket with this role. */
  ticketFor(role: CoeditRole): (journeyId: number) => Promise<CoeditTicket>
  attach(realtime: FakeRealtime): void
  /** Open connections, in the order they were accepted. */
  readonly open: FakeConnection[]
  /** Updates a reader sent (refused, never applied). */
  readonly refusedFromReaders: number
  /** Refuses the next writer update with `rate-limited` (not applied), as the server's token bucket. */
  rateLimitNext(retryInMs: number): void
  /** The server's step 1 to one connection: "send me what I lack" (after a rate limit's wait). */
  askAgain(connection: FakeConnection): void
}

/** A document with a title and two days: d1 [i1, i2], d2 []. Written by client 0, as a seed. */
export function seededDoc(): Y.Doc {
  const doc = new Y.Doc()
  doc.clientID = 0
  doc.transact(() => {
    doc.getMap('meta').set('title', '东京三日')
    const make = (id: string, items: string[]) => {
      const day = new Y.Map<unknown>()
      day.set('id', id)
      day.set('title', id)
      const list = new Y.Array<string>()
      list.push(items)
      day.set('items', list)
      return day
    }
    doc.getArray('days').push([make('d1', ['i1', 'i2']), make('d2', [])])
    for (const [id, placeId] of [
      ['i1', 101],
      ['i2', 102],
    ] as const) {
      const m = new Y.Map<unknown>()
      m.set('kind', 'place')
      m.set('placeId', placeId)
      doc.getMap('items').set(id, m)
    }
  })
  return doc
}

export function createRelay(doc: Y.Doc = seededDoc()): Relay {
  const awareness = new awarenessProtocol.Awareness(doc)
  awareness.setLocalState(null)
  const roles = new Map<string, CoeditRole>()
  const used = new Set<string>()
  const tickets: string[] = []
  const open: FakeConnection[] = []
  let refusedFromReaders = 0
  let rateLimit: number | null = null

  const broadcast = (message: Uint8Array, except?: FakeConnection) =>
    open.forEach((c) => c !== except && c.push(message))

  doc.on('update', (update: Uint8Array, origin: unknown) =>
    broadcast(
      frame(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeUpdate(e, update)),
      origin as FakeConnection,
    ),
  )

  function accept(connection: FakeConnection) {
    const ticket = new URL(connection.url).searchParams.get('ticket') ?? ''
    const role = roles.get(ticket)
    if (!role || used.has(ticket)) {
      connection.close(COEDIT_CLOSE.UNAUTHORIZED, 'ticket unknown, used or expired')
      return
    }
    used.add(ticket)
    connection.accept()
    open.push(connection)
    connection.onClientClose(() => open.splice(open.indexOf(connection), 1))
    connection.push(
      json(COEDIT_MESSAGE.SESSION, {
        journeyId: 1,
        role,
        user: { id: 1, name: 'u', color: '#000' },
        limits: LIMITS,
      }),
    )
    connection.push(frame(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep1(e, doc)))
    const present = [...awareness.getStates().keys()]
    if (present.length)
      connection.push(
        frame(COEDIT_MESSAGE.AWARENESS, (e) =>
          encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, present)),
        ),
      )
    connection.onClientMessage((data) => {
      const d = decoding.createDecoder(data)
      const type = decoding.readVarUint(d)
      if (type === COEDIT_MESSAGE.AWARENESS) {
        const update = decoding.readVarUint8Array(d)
        awarenessProtocol.applyAwarenessUpdate(awareness, update, connection)
        broadcast(
          frame(COEDIT_MESSAGE.AWARENESS, (e) => encoding.writeVarUint8Array(e, update)),
          connection,
        )
        return
      }
      if (type !== COEDIT_MESSAGE.SYNC) return
      const step = decoding.readVarUint(d)
      const body = decoding.readVarUint8Array(d)
      if (step === syncProtocol.messageYjsSyncStep1) {
        connection.push(frame(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep2(e, doc, body)))
        return
      }
      if (role === 'reader') {
        refusedFromReaders++
        connection.push(
          json(COEDIT_MESSAGE.ERROR, { code: 'read-only', message: 'you can read but not edit' }),
        )
        return
      }
      if (rateLimit !== null) {
        connection.push(
          json(COEDIT_MESSAGE.ERROR, { code: 'rate-limited', message: 'slow down', retryInMs: rateLimit }),
        )
        rateLimit = null
        return
      }
      Y.applyUpdate(doc, body, connection)
    })
  }

  return {
    doc,
    tickets,
    open,
    get refusedFromReaders() {
      return refusedFromReaders
    },
    ticketFor: (role) => async (journeyId) => {
      const ticket = `t${tickets.length + 1}`
      tickets.push(ticket)
      roles.set(ticket, role)
      return {
        ticket,
        url: `/api/v1/coedit/${journeyId}?ticket=${ticket}`,
        role,
        expiresAt: new Date(0).toISOString(),
      }
    },
    attach: (realtime) => void realtime.onConnect(accept),
    rateLimitNext(retryInMs) {
      rateLimit = retryInMs
    },
    askAgain(connection) {
      connection.push(frame(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep1(e, doc)))
    },
  }
}

/** Timers a test runs by hand: what was asked for, and when to run it. */
export function manualTimers() {
  const pending: Array<{ run: () => void; ms: number }> = []
  const asked: number[] = []
  return {
    asked,
    pending,
    set(run: () => void, ms: number) {
      const handle = { run, ms }
      pending.push(handle)
      asked.push(ms)
      return handle
    },
    clear(handle: unknown) {
      const at = pending.indexOf(handle as (typeof pending)[number])
      if (at >= 0) pending.splice(at, 1)
    },
    runAll() {
      pending.splice(0).forEach((h) => h.run())
    },
  }
}

/** Lets every message in flight arrive (the fake delivers in microtasks, tickets resolve in promises). */
export async function settle(rounds = 8) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * A co-editing client connected through a fake realtime adapter attached to the relay, as the editor
 * and the client tests both open one.
 */
export function clientOnRelay(
  relay: Relay,
  role: CoeditRole = 'editor',
  timers: ReturnType<typeof manualTimers> = manualTimers(),
  random?: () => number,
): { client: CoeditClient; realtime: FakeRealtime } {
  const realtime = createFakeRealtime()
  relay.attach(realtime)
  const client = createCoeditClient({
    journeyId: 1,
    getTicket: relay.ticketFor(role),
    realtime,
    socketUrl: (path) => `wss://api.trip.example${path}`,
    timers,
    ...(random ? { random } : {}),
  })
  return { client, realtime }
}
