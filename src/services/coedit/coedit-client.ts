// One journey's live co-editing session on the client (issue 19): a Y.Doc it owns, synced over the
// platform's realtime socket with y-protocols, presence through y-protocols/awareness, and reconnects
// with a fresh ticket after each loss. Every exchange is a CRDT merge (sync step 1/2 both ways, then
// updates): edits made offline stay in the document and go out in the next step 2, an update applied
// twice changes nothing, and nothing ever replaces the document wholesale (docs/co-editing.md "Protocol").
import * as Y from 'yjs'
import * as awarenessProtocol from 'y-protocols/awareness'
import type { CoeditRole, CoeditSession, CoeditTicket } from '@types-shared/api/coedit'
import { COEDIT_ERRORS } from '@types-shared/api/coedit'
import type { RealtimeSocket } from '@/platform'
// The strings the message keys below name (src/i18n/__tests__/parts-imported.test.ts).
import '@/i18n/locales/parts/coedit'
import {
  awarenessMessage,
  readServerMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
  type ServerMessage,
} from './protocol'
import { CoeditError, problemForClose, problemForError } from './problems'
import { backoffDelay, COEDIT_BACKOFF } from './backoff'
import type { CoeditClient, CoeditClientDeps, CoeditStatus, CoeditTimers } from './coedit-types'

/** The origin of changes that came from the server: never sent back. */
const REMOTE = Symbol('coedit-remote')

const realTimers: CoeditTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createCoeditClient(deps: CoeditClientDeps): CoeditClient {
  const doc = deps.doc ?? new Y.Doc()
  const ownsDoc = !deps.doc
  const awareness = new awarenessProtocol.Awareness(doc)
  // The constructor's state has clock 0, which receivers ignore: ours is seen as soon as it connects.
  awareness.setLocalState({ editing: null })
  const timers = deps.timers ?? realTimers
  const random = deps.random ?? Math.random
  const listeners = new Set<() => void>()

  let status: CoeditStatus = { kind: 'connecting', attempt: 1 }
  let session: CoeditSession | null = null
  let notice: CoeditError | null = null
  let role: CoeditRole = 'reader'
  let socket: RealtimeSocket | null = null
  let open = false
  let synced = false
  let failures = 0
  let attempt = 0
  let retryTimer: unknown = null
  let pauseTimer: unknown = null
  /** Local updates held while the server asked us to slow down (rate-limited). */
  let held: Uint8Array[] = []
  let destroyed = false

  const emit = () => listeners.forEach((l) => l())
  const setStatus = (next: CoeditStatus) => {
    status = next
    emit()
  }
  const send = (message: Uint8Array) => socket?.send(message)

  function onDocUpdate(update: Uint8Array, origin: unknown) {
    // Offline, nothing is sent: the edit stays in the document and goes in the next step 2.
    if (origin === REMOTE || !open || role !== 'editor') return
    if (pauseTimer !== null) held.push(update)
    else send(updateMessage(update))
  }
  doc.on('update', onDocUpdate)

  function onAwarenessUpdate(
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) {
    if (origin === REMOTE || !open) return
    const mine = [...added, ...updated, ...removed].filter((id) => id === doc.clientID)
    if (mine.length) send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, mine)))
  }
  awareness.on('update', onAwarenessUpdate)

  function onSynced() {
    if (synced) return
    synced = true
    failures = 0
    setStatus(role === 'editor' ? { kind: 'live' } : { kind: 'read-only' })
  }

  function handle(message: ServerMessage) {
    switch (message.type) {
      case 'session':
        session = message.session
        role = message.session.role
        if (synced) setStatus(role === 'editor' ? { kind: 'live' } : { kind: 'read-only' })
        else emit()
        return
      case 'sync-step1':
        // The server asks what it lacks: the edits made here offline, or the ones it refused for rate.
        // A reader has nothing the server would take: it stays silent rather than be refused.
        if (role === 'editor') {
          send(syncStep2Message(doc, message.stateVector))
          held = []
        }
        return
      case 'sync-step2':
        Y.applyUpdate(doc, message.update, REMOTE)
        onSynced()
        return
      case 'update':
        Y.applyUpdate(doc, message.update, REMOTE)
        return
      case 'awareness':
        awarenessProtocol.applyAwarenessUpdate(awareness, message.update, REMOTE)
        return
      case 'error':
        onServerError(message.error)
    }
  }

  function onServerError(body: { code: string; message: string; retryInMs?: number }) {
    notice = problemForError(body, session)
    if (body.code === COEDIT_ERRORS.READ_ONLY) {
      role = 'reader'
      setStatus({ kind: 'read-only' })
      return
    }
    if (body.code === COEDIT_ERRORS.RATE_LIMITED) {
      // Hold further edits until the server's own step 1 asks for the refused ones again; then send
      // whatever is still held, merged, in case its step 1 was lost with a reconnect.
      if (pauseTimer !== null) timers.clear(pauseTimer)
      pauseTimer = timers.set(resume, Math.max(0, body.retryInMs ?? 1000))
    }
    emit()
  }

  function resume() {
    pauseTimer = null
    if (held.length && open && role === 'editor') send(updateMessage(Y.mergeUpdates(held)))
    held = []
    notice = null
    emit()
  }

  function clearPause() {
    if (pauseTimer !== null) timers.clear(pauseTimer)
    pauseTimer = null
    held = []
  }

  async function connect() {
    retryTimer = null
    attempt += 1
    setStatus({ kind: 'connecting', attempt })
    let ticket: CoeditTicket
    try {
      ticket = await deps.getTicket(deps.journeyId)
    } catch (error) {
      if (destroyed) return
      const refusal = deps.isTicketRefusal?.(error) ?? null
      if (refusal) setStatus({ kind: 'refused', problem: refusal })
      else
        retryAfter(
          new CoeditError('network', {
            messageKey: 'coedit.problem.network',
            retry: true,
            detail: String(error),
          }),
        )
      return
    }
    if (destroyed) return
    role = ticket.role
    let next: RealtimeSocket
    try {
      next = deps.realtime.connect(deps.socketUrl(ticket.url))
    } catch (error) {
      // An address the platform will not open (not wss, not an allowed host): a build's configuration.
      setStatus({
        kind: 'refused',
        problem: new CoeditError('server-failed', {
          messageKey: 'coedit.problem.serverFailed',
          retry: false,
          detail: error instanceof Error ? error.message : String(error),
        }),
      })
      return
    }
    socket = next
    next.on('open', () => {
      if (socket !== next) return
      open = true
      send(syncStep1Message(doc))
      if (awareness.getLocalState() !== null)
        send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID])))
    })
    next.on('message', (data) => {
      if (socket !== next) return
      let message: ServerMessage
      try {
        message = readServerMessage(new Uint8Array(data))
      } catch (error) {
        notice = new CoeditError('bad-message', {
          messageKey: 'coedit.problem.badMessage',
          retry: true,
          detail: String(error),
        })
        emit()
        return
      }
      handle(message)
    })
    next.on('close', ({ code, reason }) => {
      if (socket !== next) return
      letGo()
      if (destroyed) return
      const problem = problemForClose(code, reason, session)
      if (problem.retry) retryAfter(problem)
      else setStatus({ kind: 'refused', problem })
    })
  }

  /** The socket is gone (closed, or let go offline): what came with it goes too. */
  function letGo() {
    socket = null
    open = false
    synced = false
    clearPause()
    // Others' presence goes with the connection; it comes back with the next one.
    const others = [...awareness.getStates().keys()].filter((id) => id !== doc.clientID)
    awarenessProtocol.removeAwarenessStates(awareness, others, REMOTE)
  }

  function onNetwork(online: boolean) {
    if (destroyed) return
    if (online) return client.reconnectNow()
    // Without a socket, a connection under way fails on its own (its ticket) and a wait stands.
    const last = socket
    if (!last) return
    letGo()
    last.close(1000, 'the device went offline')
    retryAfter(new CoeditError('network', { messageKey: 'coedit.problem.network', retry: true }))
  }

  function retryAfter(problem: CoeditError) {
    failures += 1
    const retryInMs = backoffDelay(failures, random(), deps.backoff ?? COEDIT_BACKOFF)
    retryTimer = timers.set(() => void connect(), retryInMs)
    setStatus({ kind: 'offline', problem, retryInMs, attempt })
  }

  void connect()

  const client: CoeditClient = {
    doc,
    awareness,
    get status() {
      return status
    },
    get session() {
      return session
    },
    get notice() {
      return notice
    },
    get canEdit() {
      return role === 'editor' && status.kind !== 'refused'
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setPresence(presence) {
      awareness.setLocalStateField('editing', presence.editing)
    },
    reconnectNow() {
      if (destroyed || status.kind !== 'offline' || retryTimer === null) return
      timers.clear(retryTimer)
      void connect()
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (retryTimer !== null) timers.clear(retryTimer)
      clearPause()
      const last = socket
      socket = null
      open = false
      last?.close(1000, 'closed by the client')
      doc.off('update', onDocUpdate)
      awareness.off('update', onAwarenessUpdate)
      awareness.destroy()
      if (ownsDoc) doc.destroy()
      stopWatching()
      setStatus({ kind: 'closed' })
    },
  }
  const stopWatching = deps.watchNetwork?.(onNetwork) ?? (() => undefined)
  return client
}
