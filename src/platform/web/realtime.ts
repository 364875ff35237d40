import type { RealtimeAdapter, RealtimeEvents, RealtimeSocket } from '../realtime-types'
import type { UrlPolicy } from '../url-policy'
import { PlatformError, PLATFORM_ERROR_CODES, notSupported } from '../errors'
import { assertSocketUrl, createEmitter, toArrayBuffer } from '../socket-url'

/** The part of the browser's WebSocket constructor the adapter uses; tests hand in a fake. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocket

const OPEN = 1

/**
 * The browser's WebSocket, for the web and the host app's webview (it has one; the bridge has no
 * socket). binaryType is arraybuffer so every message is an ArrayBuffer, never a Blob; a text
 * message breaks the binary-only contract and is reported as an error, not handed on.
 */
export function createWebRealtime(
  policy: UrlPolicy,
  getConstructor: () => WebSocketConstructor | undefined = () => globalThis.WebSocket,
): RealtimeAdapter {
  return {
    connect(url, options) {
      assertSocketUrl(url, policy, { secureOnly: false })
      const Socket = getConstructor()
      if (!Socket) throw notSupported('WebSocket')
      const events = createEmitter<RealtimeEvents>()
      let ended = false
      const end = (code: number, reason: string) => {
        if (ended) return
        ended = true
        events.emit('close', { code, reason })
      }
      let ws: WebSocket
      try {
        ws = new Socket(url, options?.protocols ? [...options.protocols] : undefined)
      } catch (reason) {
        // A bad address or a refused protocol list throws synchronously (SyntaxError): a caller's mistake.
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, String(reason), { cause: reason })
      }
      ws.binaryType = 'arraybuffer'
      ws.onopen = () => {
        if (!ended) events.emit('open')
      }
      ws.onmessage = (event: MessageEvent) => {
        if (ended) return
        if (typeof event.data === 'string') {
          events.emit(
            'error',
            new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'text message on a binary socket'),
          )
          return
        }
        events.emit('message', event.data as ArrayBuffer)
      }
      // The browser tells nothing about why (on purpose); the close that follows carries the code.
      ws.onerror = () => {
        if (!ended) events.emit('error', new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, 'socket error'))
      }
      ws.onclose = (event: CloseEvent) => end(event.code, event.reason)
      const socket: RealtimeSocket = {
        send(data) {
          if (ended || ws.readyState !== OPEN) return
          ws.send(toArrayBuffer(data))
        },
        close(code = 1000, reason = '') {
          if (ended) return
          try {
            ws.close(code, reason)
          } catch {
            // An invalid code from the caller: close plainly rather than leave the socket open.
            ws.close()
          }
          end(code, reason)
        },
        on: events.on,
      }
      return socket
    },
  }
}
