// One co-editing socket (docs/co-editing.md "Protocol", "Limits"): reads its messages one at a time,
// in order; answers sync step 1; checks every update (role asked again, rate, document size) before
// applying it; limits the rate of its presence and stamps it with who it is; and leaves its room when
// it closes.
import * as Y from 'yjs'
import type { WebSocket } from 'ws'
import type { Repositories } from '../../repositories'
import { COEDIT_CLOSE, COEDIT_ERRORS, type CoeditRole } from '../../../types/api/coedit'
import type { Room, RoomMember } from './room'
import type { Rooms } from './rooms'
import { accessOf } from './access'
import {
  errorMessage,
  readMessage,
  sessionMessage,
  syncStep1Message,
  syncStep2Message,
  type ErrorBody,
} from './protocol'
import { READ_ONLY_STRIKES, RATE_STRIKES, type CoeditLimits } from './constants'
import { TokenBucket } from './token-bucket'
import { colorOf, everyonesPresence, SocketPresence, type Visitor } from './socket-presence'

export type { Visitor } from './socket-presence'

export interface ConnectionDeps {
  repos: Pick<Repositories, 'journeys'>
  rooms: Rooms
  limits: CoeditLimits
  onError(err: unknown, what: string): void
}

/** Whether an update holds anything the document does not have yet. */
function bringsNews(doc: Y.Doc, update: Uint8Array): boolean {
  const diff = Y.decodeUpdate(Y.diffUpdate(update, Y.encodeStateVector(doc)))
  return diff.structs.length > 0 || diff.ds.clients.size > 0
}

export class Connection implements RoomMember {
  private room: Room | null = null
  private closed = false
  private queue: Promise<void> = Promise.resolve()
  private readonly updates: TokenBucket
  private readonly presence: SocketPresence
  private readOnlyStrikes = 0
  private resyncTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly socket: WebSocket,
    private readonly journeyId: number,
    private readonly visitor: Visitor,
    private role: CoeditRole,
    private readonly deps: ConnectionDeps,
  ) {
    this.updates = new TokenBucket(deps.limits.updatesPerSecond, deps.limits.updateBurst)
    this.presence = new SocketPresence(visitor, deps.limits, {
      fail: (body) => this.fail(body),
      close: (code, reason) => this.close(code, reason),
    })
    // Attached at once: messages that arrive while the room loads wait in the queue (README of
    // @fastify/websocket, "Attaching event handlers").
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary))
    socket.on('close', () => this.onClose())
    socket.on('error', () => {})
    this.queue = this.enter()
  }

  /** Messages that came while the socket was being admitted, in order. */
  replay(early: Array<[Buffer, boolean]>): void {
    for (const [data, isBinary] of early) this.receive(data, isBinary)
  }

  send(message: Uint8Array): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(message)
  }

  private close(code: number, reason: string) {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING)
      this.socket.close(code, reason)
  }

  private fail(body: ErrorBody) {
    this.send(errorMessage(body))
  }

  private async enter(): Promise<void> {
    const room = await this.deps.rooms.join(this.journeyId, this, this.deps.limits.connectionsPerJourney)
    if (!room) {
      this.closed = true
      const n = this.deps.limits.connectionsPerJourney
      this.close(
        COEDIT_CLOSE.TOO_MANY_CONNECTIONS,
        `this journey already has ${n} connections open (limit ${n})`,
      )
      return
    }
    if (this.closed) {
      this.deps.rooms.leave(room, this)
      return
    }
    this.room = room
    this.sendSession()
    // The server's state vector: the client answers with what the server lacks (its offline edits).
    this.send(syncStep1Message(room.doc))
    if (room.awareness.getStates().size) this.send(everyonesPresence(room))
  }

  private sendSession() {
    const { docMaxBytes, messageMaxBytes, updatesPerSecond, updateBurst } = this.deps.limits
    this.send(
      sessionMessage({
        journeyId: this.journeyId,
        role: this.role,
        user: { id: this.visitor.userId, name: this.visitor.name, color: colorOf(this.visitor, 0) },
        limits: { docMaxBytes, messageMaxBytes, updatesPerSecond, updateBurst },
      }),
    )
  }

  private receive(data: Buffer, isBinary: boolean) {
    const max = this.deps.limits.messageMaxBytes
    if (data.length > max) {
      this.close(COEDIT_CLOSE.MESSAGE_TOO_BIG, `message of ${data.length} bytes is over the limit of ${max}`)
      return
    }
    if (!isBinary) {
      this.fail({ code: COEDIT_ERRORS.BAD_MESSAGE, message: 'messages are binary (y-protocols framing)' })
      return
    }
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    this.queue = this.queue
      .then(() => this.handle(bytes))
      .catch((err) => this.deps.onError(err, 'handling a co-editing message'))
  }

  private async handle(data: Uint8Array): Promise<void> {
    // Messages that came before a close are still applied: they were sent.
    const room = this.room
    if (!room) return
    let msg
    try {
      msg = readMessage(data)
    } catch (err) {
      this.fail({ code: COEDIT_ERRORS.BAD_MESSAGE, message: `unreadable message: ${(err as Error).message}` })
      return
    }
    switch (msg.type) {
      case 'sync-step1':
        this.send(syncStep2Message(room.doc, msg.stateVector))
        return
      case 'update':
        return this.update(room, msg.update)
      case 'awareness':
        return this.presence.receive(room, msg.update, this)
      case 'query-awareness':
        this.send(everyonesPresence(room))
    }
  }

  private async update(room: Room, update: Uint8Array): Promise<void> {
    let news: boolean
    try {
      news = bringsNews(room.doc, update)
    } catch {
      this.fail({ code: COEDIT_ERRORS.BAD_MESSAGE, message: 'unreadable update' })
      return
    }
    // A step 2 with nothing new (a reader's first sync) is no write.
    if (!news) return
    const access = await accessOf(this.deps.repos, this.journeyId, this.visitor.userId)
    if ('refused' in access) {
      this.close(access.refused.code, access.refused.reason)
      return
    }
    if (access.role !== this.role) {
      this.role = access.role
      this.sendSession()
    }
    if (this.role !== 'editor') {
      this.readOnlyStrikes++
      if (this.readOnlyStrikes >= READ_ONLY_STRIKES) {
        this.close(COEDIT_CLOSE.READ_ONLY, `read-only: ${this.readOnlyStrikes} updates refused`)
        return
      }
      this.fail({ code: COEDIT_ERRORS.READ_ONLY, message: 'you can read this journey but not edit it' })
      return
    }
    if (!this.takeToken()) return
    const max = this.deps.limits.docMaxBytes
    if (!room.fits(update.length, max)) {
      this.fail({
        code: COEDIT_ERRORS.DOC_TOO_LARGE,
        message: `the journey's document would be larger than ${max} bytes; the change was not applied`,
      })
      return
    }
    Y.applyUpdate(room.doc, update, this)
  }

  /** Limits: update rate; a refused update is asked for again once there is room. */
  private takeToken(): boolean {
    const { perSecond: updatesPerSecond, burst: updateBurst } = this.updates
    if (this.updates.take()) return true
    if (this.updates.strikes >= RATE_STRIKES) {
      this.close(COEDIT_CLOSE.RATE_LIMITED, `more than ${updatesPerSecond} updates a second for too long`)
      return false
    }
    const retryInMs = this.updates.retryInMs()
    this.fail({
      code: COEDIT_ERRORS.RATE_LIMITED,
      message: `more than ${updatesPerSecond} updates a second (burst ${updateBurst}); the change will be asked for again`,
      retryInMs,
    })
    // The refused change stays with the client: the server's sync step 1 makes it send it again.
    if (!this.resyncTimer)
      this.resyncTimer = setTimeout(() => {
        this.resyncTimer = undefined
        if (this.room && !this.closed) this.send(syncStep1Message(this.room.doc))
      }, retryInMs)
    return false
  }

  private onClose() {
    if (this.closed && !this.room) return
    this.closed = true
    clearTimeout(this.resyncTimer)
    // Leaving waits for messages already received (they were sent before the close).
    void this.queue.then(() => {
      const room = this.room
      if (!room) return
      this.presence.leave(room, this)
      this.deps.rooms.leave(room, this)
      this.room = null
    })
  }
}
