import type { RealtimeAdapter, RealtimeEvents, RealtimeSocket } from '../realtime-types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { DEFAULT_ALLOWED_HOSTS } from '../url-policy'
import { assertSocketUrl, createEmitter, toArrayBuffer } from '../socket-url'

/** The server's end of one fake connection: a test (or an in-test relay) drives it. */
export interface FakeConnection {
  readonly url: string
  readonly protocols: readonly string[]
  readonly state: 'connecting' | 'open' | 'closed'
  /** What the client sent, in order, as bytes. */
  readonly sent: Uint8Array[]
  /** How the connection ended, once it has. */
  readonly closedWith: { code: number; reason: string; by: 'client' | 'server' } | null
  accept(): void
  /** A server message to the client. */
  push(data: Uint8Array | ArrayBuffer): void
  /** The server closes (a refusal before accept, or a close later). */
  close(code: number, reason?: string): void
  /** The connection is lost: an error, then close 1006. */
  drop(): void
  onClientMessage(listener: (data: Uint8Array) => void): () => void
  onClientClose(listener: (event: { code: number; reason: string }) => void): () => void
}

export interface FakeRealtime extends RealtimeAdapter {
  readonly connections: FakeConnection[]
  /** Called for each new connection (the in-test server's accept loop). */
  onConnect(listener: (connection: FakeConnection) => void): () => void
  /** Offline: open connections drop, and new ones fail (error, close 1006) until back online. */
  setOffline(offline: boolean): void
  readonly offline: boolean
}

/** Events reach the other side in a later microtask, as on a network (never inside the caller's own call). */
const later = (fn: () => void) => void Promise.resolve().then(fn)

/** In memory, for tests and previews: a socket whose server end the test holds. */
export function createFakeRealtime(allowedHosts: readonly string[] = DEFAULT_ALLOWED_HOSTS): FakeRealtime {
  const connections: FakeConnection[] = []
  const connectListeners = new Set<(connection: FakeConnection) => void>()
  let offline = false

  function connect(url: string, options?: { protocols?: readonly string[] }): RealtimeSocket {
    assertSocketUrl(url, { allowedHosts }, { secureOnly: false })
    const client = createEmitter<RealtimeEvents>()
    const server = createEmitter<{
      message: (data: Uint8Array) => void
      close: (event: { code: number; reason: string }) => void
    }>()
    let state: FakeConnection['state'] = 'connecting'
    let closedWith: FakeConnection['closedWith'] = null
    const sent: Uint8Array[] = []
    const finish = (code: number, reason: string, by: 'client' | 'server') => {
      if (state === 'closed') return
      state = 'closed'
      closedWith = { code, reason, by }
      later(() => {
        client.emit('close', { code, reason })
        server.emit('close', { code, reason })
      })
    }
    const connection: FakeConnection = {
      url,
      protocols: options?.protocols ?? [],
      get state() {
        return state
      },
      sent,
      get closedWith() {
        return closedWith
      },
      accept() {
        if (state !== 'connecting') return
        state = 'open'
        later(() => client.emit('open'))
      },
      push(data) {
        if (state !== 'open') return
        const copy = toArrayBuffer(data instanceof Uint8Array ? data.slice() : data)
        later(() => state === 'open' && client.emit('message', copy))
      },
      close: (code, reason = '') => finish(code, reason, 'server'),
      drop() {
        if (state === 'closed') return
        later(() => client.emit('error', new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, 'connection lost')))
        finish(1006, '', 'server')
      },
      onClientMessage: (listener) => server.on('message', listener),
      onClientClose: (listener) => server.on('close', listener),
    }
    connections.push(connection)
    if (offline) connection.drop()
    else later(() => connectListeners.forEach((l) => l(connection)))
    return {
      send(data) {
        if (state !== 'open') return
        const bytes = new Uint8Array(toArrayBuffer(data).slice(0))
        sent.push(bytes)
        later(() => state === 'open' && server.emit('message', bytes))
      },
      close: (code = 1000, reason = '') => finish(code, reason, 'client'),
      on: client.on,
    }
  }

  return {
    connect,
    connections,
    onConnect(listener) {
      connectListeners.add(listener)
      return () => void connectListeners.delete(listener)
    },
    get offline() {
      return offline
    },
    setOffline(value) {
      offline = value
      if (value) connections.forEach((c) => c.drop())
    },
  }
}
