import Taro from '@tarojs/taro'
import type { RealtimeAdapter, RealtimeEvents, RealtimeSocket } from '../realtime-types'
import type { UrlPolicy } from '../url-policy'
import { PlatformError, PLATFORM_ERROR_CODES, notSupported, toPlatformError } from '../errors'
import { assertSocketUrl, createEmitter, toArrayBuffer } from '../socket-url'

/** The part of a SocketTask the adapter uses (Taro 4 types/api/network/websocket.d.ts). */
export interface MiniSocketTask {
  send(option: { data: ArrayBuffer; fail?: (reason: unknown) => void }): void
  close(option: { code?: number; reason?: string }): void
  onOpen(callback: () => void): void
  onMessage(callback: (result: { data: unknown }) => void): void
  onClose(callback: (result: { code?: number; reason?: string }) => void): void
  onError(callback: (result: { errMsg?: string }) => void): void
}

/**
 * Taro.connectSocket, or a stand-in in tests. Taro resolves a promise of the task; a vendor API called
 * directly returns the task itself: both are taken.
 */
export type MiniConnectSocket = (options: {
  url: string
  protocols?: string[]
  /** Alipay: without it my.connectSocket drives its one global socket and returns no task. */
  multiple?: boolean
}) => PromiseLike<MiniSocketTask> | MiniSocketTask

/**
 * WeChat accepts 1000 and 3000-4999 as a close code from the client and fails the close otherwise
 * (SocketTask.close); the others follow the WebSocket rule. Anything else closes as a normal 1000.
 */
const closeCodeFor = (code: number) => (code === 1000 || (code >= 3000 && code <= 4999) ? code : 1000)

/**
 * Binary messages arrive as ArrayBuffer on WeChat, QQ, ByteDance and Baidu. Alipay's older base
 * libraries wrap them as `{ data: <base64>, isBuffer: true }`. Text is not binary: refused.
 */
function binaryOf(data: unknown): ArrayBuffer | null {
  if (
    data instanceof ArrayBuffer ||
    (data && Object.prototype.toString.call(data) === '[object ArrayBuffer]')
  )
    return data as ArrayBuffer
  if (data && typeof data === 'object' && (data as { isBuffer?: unknown }).isBuffer === true) {
    const inner = (data as { data?: unknown }).data
    if (typeof inner === 'string') return base64ToBuffer(inner)
    return binaryOf(inner)
  }
  return null
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Mini-programs have no atob everywhere (Alipay, older WeChat): decoded by hand. */
function base64ToBuffer(text: string): ArrayBuffer {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '')
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let bits = 0
  let value = 0
  let at = 0
  for (const char of clean) {
    value = (value << 6) | BASE64.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[at++] = (value >> bits) & 0xff
    }
  }
  return out.buffer.slice(0, at)
}

/**
 * Mini-programs: a SocketTask per connection (issue 19). The address must be wss on an allowed host
 * (vendors refuse ws, and the host must also be a registered socket domain in the vendor's console).
 * Vendors' differences: WeChat allows 5 sockets at once (older base libraries one, closing the last),
 * Alipay needs `multiple: true` for a task, close codes are limited as `closeCodeFor` says. Failures
 * arrive as `{ errMsg }` and leave here as PlatformError.
 */
export function createMiniRealtime(policy: UrlPolicy, connectSocket?: MiniConnectSocket): RealtimeAdapter {
  return {
    connect(url, options) {
      assertSocketUrl(url, policy, { secureOnly: true })
      // Read at each call: Taro fills its API in at run time, and a vendor may have none (ByteDance's
      // Taro layer documents no connectSocket).
      const found = connectSocket ?? (Taro.connectSocket as unknown as MiniConnectSocket | undefined)
      if (typeof found !== 'function') throw notSupported('connectSocket')
      const taroConnect: MiniConnectSocket = found
      const events = createEmitter<RealtimeEvents>()
      let task: MiniSocketTask | undefined
      let open = false
      let ended = false
      let closeAsked: { code: number; reason: string } | undefined
      const end = (code: number, reason: string) => {
        if (ended) return
        ended = true
        open = false
        events.emit('close', { code, reason })
      }
      const fail = (reason: unknown) => {
        if (ended) return
        events.emit('error', toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, reason))
      }
      const attach = (t: MiniSocketTask) => {
        task = t
        if (closeAsked) {
          t.close({ code: closeCodeFor(closeAsked.code), reason: closeAsked.reason })
          return
        }
        t.onOpen(() => {
          if (ended) return
          open = true
          events.emit('open')
        })
        t.onMessage(({ data }) => {
          if (ended) return
          const binary = binaryOf(data)
          if (binary) events.emit('message', binary)
          else
            events.emit(
              'error',
              new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'text message on a binary socket'),
            )
        })
        t.onError((result) => fail(result))
        // Some base libraries report no code after an error: 1006, as a browser would.
        t.onClose((result) =>
          end(typeof result?.code === 'number' ? result.code : 1006, result?.reason ?? ''),
        )
      }
      // Asynchronous on purpose: a task that fails at once still reaches listeners added after connect.
      Promise.resolve()
        .then(() =>
          taroConnect({
            url,
            ...(options?.protocols ? { protocols: [...options.protocols] } : {}),
            multiple: true,
          }),
        )
        .then(attach, (reason: unknown) => {
          fail(reason)
          end(1006, '')
        })
      return {
        send(data) {
          if (!open || !task || ended) return
          task.send({ data: toArrayBuffer(data), fail })
        },
        close(code = 1000, reason = '') {
          if (ended) return
          closeAsked = { code, reason }
          task?.close({ code: closeCodeFor(code), reason })
          end(code, reason)
        },
        on: events.on,
      } satisfies RealtimeSocket
    },
  }
}
