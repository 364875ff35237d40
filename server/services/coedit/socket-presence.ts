// One socket's presence (docs/co-editing.md "Protocol", "Limits"): its rate limited (over it a
// message is dropped), only for awareness client ids no other socket speaks for, stamped with who the
// socket is so nobody appears as someone else, and removed when the socket leaves.
import * as awarenessProtocol from 'y-protocols/awareness'
import { COEDIT_CLOSE, COEDIT_ERRORS } from '../../../types/api/coedit'
import type { Room } from './room'
import { awarenessClients, awarenessMessage, type ErrorBody } from './protocol'
import { PRESENCE_STRIKES, type CoeditLimits } from './constants'
import { TokenBucket } from './token-bucket'

/** Who a socket is: a signed-in user (id) or a visitor (null), and the name others see. */
export interface Visitor {
  userId: number | null
  name: string
}

/** What the presence tells its socket: a refusal (ERROR), or that it is closed. */
export interface PresenceOwner {
  fail(body: ErrorBody): void
  close(code: number, reason: string): void
}

const COLORS = ['#e8590c', '#1971c2', '#2f9e44', '#c2255c', '#6741d9', '#0c8599', '#f08c00', '#5c940d']
export const colorOf = (v: Visitor, clientId: number) => COLORS[(v.userId ?? clientId) % COLORS.length]

/** Everyone's presence in a room, as one awareness message. */
export const everyonesPresence = (room: Room): Uint8Array =>
  awarenessMessage(
    awarenessProtocol.encodeAwarenessUpdate(room.awareness, [...room.awareness.getStates().keys()]),
  )

export class SocketPresence {
  /** Awareness client ids this socket speaks for: removed from presence when it closes. */
  private readonly ids = new Set<number>()
  private readonly rate: TokenBucket
  /** Until then a dropped message is not told again (one ERROR per retry window). */
  private toldUntil = 0

  constructor(
    private readonly visitor: Visitor,
    limits: Pick<CoeditLimits, 'presencePerSecond' | 'presenceBurst'>,
    private readonly owner: PresenceOwner,
  ) {
    this.rate = new TokenBucket(limits.presencePerSecond, limits.presenceBurst)
  }

  /** An awareness update from the socket; `origin` is the socket (the room sends it to the others). */
  receive(room: Room, update: Uint8Array, origin: unknown): void {
    if (!this.allowed()) return
    let ids: number[]
    try {
      ids = awarenessClients(update)
    } catch {
      this.owner.fail({ code: COEDIT_ERRORS.BAD_MESSAGE, message: 'unreadable presence' })
      return
    }
    for (const id of ids) {
      if (!this.ids.has(id) && room.awareness.getStates().has(id)) {
        this.owner.fail({ code: COEDIT_ERRORS.BAD_MESSAGE, message: 'presence of another client' })
        return
      }
    }
    for (const id of ids) this.ids.add(id)
    const user = {
      id: this.visitor.userId,
      name: this.visitor.name,
      color: colorOf(this.visitor, ids[0] ?? 0),
    }
    const stamped = awarenessProtocol.modifyAwarenessUpdate(update, (state: unknown) =>
      state && typeof state === 'object' ? { ...state, user } : state,
    )
    awarenessProtocol.applyAwarenessUpdate(room.awareness, stamped, origin)
  }

  /** The socket left: its presence goes. */
  leave(room: Room, origin: unknown): void {
    if (this.ids.size) awarenessProtocol.removeAwarenessStates(room.awareness, [...this.ids], origin)
  }

  /**
   * Limits: presence rate. A dropped message is gone (the client's next change, or its Awareness
   * renewing its state, brings presence up to date): never applied nor sent on, so one client cannot
   * flood the room. The client is told once per retry window, not once per message.
   */
  private allowed(): boolean {
    const rate = this.rate
    if (rate.take()) return true
    if (rate.strikes >= PRESENCE_STRIKES) {
      this.owner.close(
        COEDIT_CLOSE.RATE_LIMITED,
        `more than ${rate.perSecond} presence updates a second for too long`,
      )
      return false
    }
    const now = Date.now()
    if (now < this.toldUntil) return false
    const retryInMs = rate.retryInMs()
    this.toldUntil = now + retryInMs
    this.owner.fail({
      code: COEDIT_ERRORS.RATE_LIMITED,
      message: `more than ${rate.perSecond} presence updates a second (burst ${rate.burst}); presence is dropped for ${retryInMs} ms`,
      retryInMs,
    })
    return false
  }
}
