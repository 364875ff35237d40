import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter } from 'axios'
import { responseOf, settle } from '../request-adapter'
import { createChunkQueue, oneChunk, toBytes } from '../stream-body'
import { networkError } from './network-error'

type Header = Record<string, unknown>

/** The part of Taro.request (and the task it returns) a streamed request uses; tests hand in a fake. */
export type TaroStreamRequest = (options: {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  header: Record<string, string>
  data?: unknown
  timeout: number
  dataType: string
  responseType: 'arraybuffer'
  enableChunked?: boolean
}) => PromiseLike<{ statusCode: number; data: unknown; header?: Header }> & {
  abort?: () => void
  onChunkReceived?: (callback: (result: { data: ArrayBuffer }) => void) => void
  offChunkReceived?: (callback: (result: { data: ArrayBuffer }) => void) => void
  onHeadersReceived?: (callback: (result: { header?: Header; statusCode?: number }) => void) => void
}

/**
 * Vendors whose request streams (`enableChunked` + `RequestTask.onChunkReceived`): WeChat only. Taro
 * 4.2 documents both for weapp alone (@tarojs/taro types/api/network/request.d.ts); its Alipay
 * request keeps only `abort` on the task, and QQ, ByteDance, Baidu and JD document no chunked
 * responses. Those get the whole answer at its end (docs/assistant-transport.md).
 */
const CHUNKED_VENDORS = new Set(['weapp'])
export const streamsChunked = (vendor: string | undefined): boolean => CHUNKED_VENDORS.has(String(vendor))

/**
 * The vendor's own socket timeout for a streamed request. An answer may take a minute; the server
 * sends a keep-alive comment every 15 s, and the page ends a stream with its AbortSignal. WeChat's
 * default (app.json networkTimeout, 60 s) would cut a long answer.
 */
export const MINI_STREAM_TIMEOUT_MS = 300_000

const EVENT_STREAM = /text\/event-stream/i

function headerOf(header: Header | undefined, name: string): string | undefined {
  const hit = Object.entries(header ?? {}).find(([key]) => key.toLowerCase() === name)
  return hit ? String(hit[1]) : undefined
}

/**
 * Whether the chunks so far are the answer stream (handed on as they come) or an error envelope (kept
 * until the status is known). The status and headers, where the vendor reports them early
 * (onHeadersReceived), decide; without them, a body starting with `{` is taken for an envelope.
 */
function isEventStream(status: number | undefined, header: Header | undefined, first: Uint8Array): boolean {
  if (status !== undefined && (status < 200 || status > 299)) return false
  const type = headerOf(header, 'content-type')
  if (type) return EVENT_STREAM.test(type)
  if (status !== undefined) return true
  const start = first.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09)
  return start !== 0x7b
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/**
 * Streamed requests in a mini-program over Taro.request. Where `chunked` (WeChat), `enableChunked`
 * is asked for and chunks are handed on as `onChunkReceived` delivers them; the axios response
 * resolves with the first chunk of an event stream. Everywhere else, and on a base library that
 * ignores `enableChunked`, the whole answer arrives in `success` and goes on as one chunk, so the
 * same parser reads it. No overall timeout; the request's AbortSignal aborts the task.
 */
export function createTaroStreamAdapter(
  request: TaroStreamRequest,
  options: { chunked: boolean },
): AxiosAdapter {
  return (config) =>
    new Promise((resolve, reject) => {
      const method = (config.method ?? 'get').toUpperCase()
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) {
        reject(new AxiosError(`Unsupported method ${method}`, AxiosError.ERR_NOT_SUPPORT, config))
        return
      }
      const signal = config.signal as AbortSignal | undefined
      if (signal?.aborted) {
        reject(new CanceledError(undefined, config))
        return
      }
      const body = createChunkQueue()
      const held: Uint8Array[] = []
      let streaming = false
      let over = false
      let chunks = 0
      let status: number | undefined
      let header: Header | undefined

      const fail = (error: unknown) => {
        if (over) return
        over = true
        signal?.removeEventListener?.('abort', onAbort)
        if (streaming) body.fail(error)
        else reject(error)
      }
      const task = request({
        url: axios.getUri(config),
        method: method as 'GET',
        header: AxiosHeaders.from(config.headers).normalize(true).toJSON(true) as Record<string, string>,
        data: config.data,
        timeout: MINI_STREAM_TIMEOUT_MS,
        dataType: 'text',
        responseType: 'arraybuffer',
        ...(options.chunked ? { enableChunked: true } : {}),
      })
      function onAbort() {
        task.abort?.()
        fail(new CanceledError(undefined, config))
      }
      signal?.addEventListener?.('abort', onAbort)

      const onChunk = ({ data }: { data: ArrayBuffer }) => {
        if (over) return
        const bytes = toBytes(data)
        chunks++
        if (streaming) return body.push(bytes)
        held.push(bytes)
        if (!isEventStream(status, header, held[0])) return
        streaming = true
        resolve(responseOf(config, status ?? 200, body, header))
        held.splice(0).forEach((b) => body.push(b))
      }
      if (options.chunked) {
        task.onHeadersReceived?.((result) => {
          header = result.header ?? header
          if (typeof result.statusCode === 'number') status = result.statusCode
        })
        task.onChunkReceived?.(onChunk)
      }

      Promise.resolve(task).then(
        (res) => {
          if (over) return
          over = true
          signal?.removeEventListener?.('abort', onAbort)
          task.offChunkReceived?.(onChunk)
          if (streaming) {
            body.end()
            return
          }
          // Whole: never chunked, or an envelope held until its status was known.
          const bytes = chunks > 0 ? concat(held) : toBytes(res.data)
          try {
            resolve(settle(config, responseOf(config, res.statusCode, oneChunk(bytes), res.header)))
          } catch (error) {
            reject(error)
          }
        },
        (reason: unknown) => fail(reason instanceof AxiosError ? reason : networkError(config, reason)),
      )
    })
}
