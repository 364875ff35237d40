// Errors on a connection before Fastify has a request (Node's 'clientError'): a request that did not
// arrive in time (REQUEST_TIMEOUT_MS, issue 11 defect 10), headers too large, a malformed request line.
// Answered in the standard shape, like everything else (CONTRACTS.md "The API host"), then closed.
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { API_CODES } from '../../types/api/common'

const ANSWERS: Record<string, [status: number, code: number, msg: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, API_CODES.REQUEST_TIMEOUT, 'the request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, API_CODES.BAD_REQUEST, 'request headers too large'],
}

export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, msg] = ANSWERS[err.code ?? ''] ?? [400, API_CODES.BAD_REQUEST, 'malformed request']
  this.log.info({ code: err.code }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify({ code, msg, success: false, data: null })
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/**
 * Node's http options for a whole-request deadline: headers within it too, and a check often enough
 * that a slow client is cut near the deadline (Node checks every 30 s by default).
 */
export function requestDeadline(ms: number) {
  return {
    requestTimeout: ms,
    http: {
      requestTimeout: ms,
      headersTimeout: ms,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, ms / 10)),
    },
  }
}
