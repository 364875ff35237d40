// A server-sent event stream on a hijacked reply (issue 17, types/api/chat-stream.ts). Fastify's
// onSend hooks (compression among them) never see a hijacked reply, so nothing buffers or compresses
// it; the headers the app's hooks already set (helmet, CORS, trace ids) are kept.
import type { FastifyReply } from 'fastify'
import { CHAT_KEEPALIVE_MS, CHAT_STREAM_HEADERS } from '../../types/api/chat-stream'

export interface EventStream {
  /** One event; false once the client is gone. */
  send(id: string, data: unknown): boolean
  end(): void
  readonly closed: boolean
  /** Called once when the client goes away or the stream ends. */
  onClose(fn: () => void): void
}

const DROPPED = new Set(['content-length', 'content-encoding', 'content-type', 'transfer-encoding'])

export function openEventStream(reply: FastifyReply, keepAliveMs = CHAT_KEEPALIVE_MS): EventStream {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !DROPPED.has(name.toLowerCase())) {
      headers[name] = typeof value === 'number' ? String(value) : value
    }
  }
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, { ...headers, ...CHAT_STREAM_HEADERS })
  // Each part leaves at once rather than waiting to fill a packet (app.inject has no real socket).
  if (typeof res.socket?.setNoDelay === 'function') res.socket.setNoDelay(true)
  res.flushHeaders()
  let closed = false
  const closers: Array<() => void> = []
  const close = () => {
    if (closed) return
    closed = true
    clearInterval(keepAlive)
    for (const fn of closers.splice(0)) fn()
  }
  const keepAlive = setInterval(() => {
    if (!closed) res.write(': keep-alive\n\n')
  }, keepAliveMs)
  res.on('close', close)
  res.on('error', close)
  return {
    send(id, data) {
      if (closed || res.destroyed) return false
      res.write(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`)
      return true
    },
    end() {
      if (!closed && !res.destroyed) res.end()
      close()
    },
    get closed() {
      return closed
    },
    onClose(fn) {
      if (closed) fn()
      else closers.push(fn)
    },
  }
}
