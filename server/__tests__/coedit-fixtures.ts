// A co-editing client for the tests (and the benchmark): a real WebSocket (ws) with its own Y.Doc,
// speaking the protocol as y-websocket does (docs/co-editing.md "Protocol"): step 1 on open, step 2
// in answer to the server's step 1, its local changes as updates; it records the server's SESSION and
// ERROR messages and how the socket closed.
import WebSocket from 'ws'
import * as Y from 'yjs'
import * as encoding from 'lib0/encoding'
import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import * as awarenessProtocol from 'y-protocols/awareness'
import { COEDIT_MESSAGE } from '../../types/api/coedit'

export interface Closed {
  code: number
  reason: string
}

const REMOTE = Symbol('remote')

export class CoeditClient {
  readonly doc: Y.Doc
  readonly awareness: awarenessProtocol.Awareness
  readonly errors: Array<{ code: string; message: string; retryInMs?: number }> = []
  readonly sessions: Array<Record<string, any>> = []
  /** Updates received from the server, with the time they came (the benchmark's latency). */
  onRemoteUpdate: ((update: Uint8Array) => void) | null = null
  synced = false
  closed: Closed | null = null
  private socket: WebSocket | null = null
  private waiters = new Set<() => void>()

  constructor(doc = new Y.Doc()) {
    this.doc = doc
    this.awareness = new awarenessProtocol.Awareness(doc)
    this.awareness.setLocalState(null)
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE)
        this.sendRaw(encode(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeUpdate(e, update)))
    })
    this.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === REMOTE) return
      const changed = [...added, ...updated, ...removed]
      const u = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)
      this.sendRaw(encode(COEDIT_MESSAGE.AWARENESS, (e) => encoding.writeVarUint8Array(e, u)))
    })
  }

  /** Opens a socket (url: ws://host/api/v1/coedit/<id>?ticket=...); resolves once it is open or closed. */
  connect(url: string, headers: Record<string, string> = {}): Promise<void> {
    this.synced = false
    this.closed = null
    const socket = new WebSocket(url, { headers })
    this.socket = socket
    socket.binaryType = 'nodebuffer'
    socket.on('message', (data: Buffer) => this.receive(new Uint8Array(data)))
    socket.on('close', (code, reason) => {
      if (this.socket === socket) this.socket = null
      this.closed = { code, reason: reason.toString() }
      this.wake()
    })
    socket.on('error', () => {})
    socket.on('unexpected-response', (_req, res) => {
      this.closed = { code: res.statusCode ?? 0, reason: 'refused before the upgrade' }
      this.wake()
    })
    return new Promise((resolve) => {
      socket.on('open', () => {
        this.sendRaw(encode(COEDIT_MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep1(e, this.doc)))
        resolve()
      })
      socket.on('close', () => resolve())
      socket.on('unexpected-response', () => resolve())
    })
  }

  /** Sends bytes as they are (tests of refusals). */
  sendRaw(message: Uint8Array) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(message)
  }

  private receive(data: Uint8Array) {
    const d = decoding.createDecoder(data)
    const type = decoding.readVarUint(d)
    if (type === COEDIT_MESSAGE.SYNC) {
      const reply = encoding.createEncoder()
      encoding.writeVarUint(reply, COEDIT_MESSAGE.SYNC)
      const step = decoding.peekVarUint(d)
      if (step !== syncProtocol.messageYjsSyncStep1) {
        const rest = decoding.createDecoder(data.subarray(d.pos))
        decoding.readVarUint(rest)
        this.onRemoteUpdate?.(decoding.readVarUint8Array(rest))
      }
      syncProtocol.readSyncMessage(d, reply, this.doc, REMOTE)
      if (step === syncProtocol.messageYjsSyncStep2) this.synced = true
      if (encoding.length(reply) > 1) this.sendRaw(encoding.toUint8Array(reply))
    } else if (type === COEDIT_MESSAGE.AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(d), REMOTE)
    } else if (type === COEDIT_MESSAGE.SESSION) {
      this.sessions.push(JSON.parse(decoding.readVarString(d)))
    } else if (type === COEDIT_MESSAGE.ERROR) {
      this.errors.push(JSON.parse(decoding.readVarString(d)))
    }
    this.wake()
  }

  private wake() {
    for (const w of this.waiters) w()
  }

  /**
   * Resolves when the condition holds (checked after each message and close, and every 20 ms for
   * conditions about other clients too); fails after a while.
   */
  until(what: string, holds: () => boolean, timeoutMs = 8000): Promise<void> {
    if (holds()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer)
        clearInterval(poll)
        this.waiters.delete(check)
      }
      const check = () => {
        if (!holds()) return
        stop()
        resolve()
      }
      const timer = setTimeout(() => {
        stop()
        reject(new Error(`timed out waiting for ${what}`))
      }, timeoutMs)
      const poll = setInterval(check, 20)
      this.waiters.add(check)
    })
  }

  /** Closes the socket and waits until it is closed. */
  async disconnect(): Promise<void> {
    const s = this.socket
    if (!s) return
    s.close()
    await this.until('the socket to close', () => this.closed !== null)
  }

  destroy() {
    this.socket?.terminate()
    this.awareness.destroy()
    this.doc.destroy()
  }
}

function encode(type: number, body: (e: encoding.Encoder) => void): Uint8Array {
  return encoding.encode((e) => {
    encoding.writeVarUint(e, type)
    body(e)
  })
}

/** A ticket from POST /api/v1/coedit/ticket, as the socket's ws:// address. */
export async function ticketUrl(base: string, journeyId: number, sid?: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/coedit/ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sid ? { authorization: sid } : {}) },
    body: JSON.stringify({ journeyId }),
  })
  const body = (await res.json()) as { code: number; data: { url: string }; msg: string }
  if (body.code !== 0) throw new Error(`no ticket: ${res.status} ${body.msg}`)
  return base.replace(/^http/, 'ws') + body.data.url
}

/** A client connected to a journey and synced with the server. */
export async function connected(base: string, journeyId: number, sid?: string, doc?: Y.Doc) {
  const c = new CoeditClient(doc)
  await c.connect(await ticketUrl(base, journeyId, sid))
  await c.until('the first sync', () => c.synced)
  return c
}

/** The document's parts, as the server's doc-model names them. */
export const parts = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>('meta'),
  days: doc.getArray<Y.Map<unknown>>('days'),
  items: doc.getMap<Y.Map<unknown>>('items'),
})

/** Day n's item ids. */
export const dayItems = (doc: Y.Doc, n: number): Y.Array<string> =>
  parts(doc).days.get(n).get('items') as Y.Array<string>

/** Adds a note item to day n, as an editor would. */
export function addNote(doc: Y.Doc, day: number, key: string, note: string) {
  doc.transact(() => {
    const m = new Y.Map<unknown>()
    m.set('kind', 'note')
    m.set('note', note)
    parts(doc).items.set(key, m)
    dayItems(doc, day).push([key])
  })
}

/** Every item id in day order, duplicates kept (tests look for them). */
export const allItemIds = (doc: Y.Doc): string[] =>
  parts(doc)
    .days.toArray()
    .flatMap((d) => (d.get('items') as Y.Array<string>).toArray())
