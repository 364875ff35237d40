import type { PlatformError } from './errors'

/**
 * A binary WebSocket (issue 19, live co-editing): the browser's WebSocket on the web and in the app's
 * webview, Taro.connectSocket's SocketTask in mini-programs, in memory in the fake. Binary only: every
 * message is an ArrayBuffer. The socket opens on its own after `connect`; listeners added right after
 * `connect` see every event (they are delivered asynchronously, as the platforms do).
 */
export interface RealtimeSocket {
  /** Sends one binary message. Dropped when the socket is not open: callers resync on the next connection. */
  send(data: ArrayBuffer | Uint8Array): void
  /** Closes from this side; `close` is still reported (with this code) so callers have one ending. */
  close(code?: number, reason?: string): void
  on<E extends keyof RealtimeEvents>(event: E, listener: RealtimeEvents[E]): () => void
}

export interface RealtimeCloseEvent {
  /** The close code (RFC 6455 7.4): 1006 when the connection was lost without a close frame. */
  code: number
  reason: string
}

export interface RealtimeEvents {
  open: () => void
  message: (data: ArrayBuffer) => void
  /** Always the last event, once: after an error too. */
  close: (event: RealtimeCloseEvent) => void
  /** A failure the platform reported (the connection could not be made, a send failed), as PlatformError. */
  error: (error: PlatformError) => void
}

export interface RealtimeAdapter {
  /**
   * Opens a socket to a ws(s) address on an allowed host (mini-programs: wss only). An address outside
   * the policy throws ERR_URL_NOT_ALLOWED at once; a platform without sockets throws ERR_NOT_SUPPORT.
   */
  connect(url: string, options?: { protocols?: readonly string[] }): RealtimeSocket
}
