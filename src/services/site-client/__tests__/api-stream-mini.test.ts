import { createTaroStreamAdapter, type TaroStreamRequest } from '@/platform/mini/stream-adapter'
import { memorySessionStore } from '@/services/http/anti-spam'
import { createHttp } from '@/services/http/create-http'
import { ServerError } from '@/services/http/errors'
import type { SseEvent } from '@/services/http/sse-parser'
import { quietHandlers } from '@/services/http/__tests__/support/quiet-handlers'
import { streamApi } from '../api-stream'

// Issue 17, the whole mini-program chain: a WeChat-like chunked request (chunks cut mid-character and
// mid-line) -> the stream adapter -> the request client -> the parser -> events in order.
type Answer = { statusCode: number; header: Record<string, string>; chunks: Uint8Array[] }

function wechat(answer: Answer, chunked = true): TaroStreamRequest {
  return (options) => {
    let onChunk: ((r: { data: ArrayBuffer }) => void) | undefined
    const promise = (async () => {
      await new Promise((r) => setTimeout(r, 0))
      if (!(options.enableChunked && chunked)) {
        const all = Buffer.concat(answer.chunks.map((c) => Buffer.from(c)))
        return {
          statusCode: answer.statusCode,
          header: answer.header,
          data: all.buffer.slice(all.byteOffset, all.byteOffset + all.length),
        }
      }
      for (const chunk of answer.chunks) {
        await new Promise((r) => setTimeout(r, 0))
        onChunk?.({ data: chunk.slice().buffer as ArrayBuffer })
      }
      return { statusCode: answer.statusCode, header: answer.header, data: new ArrayBuffer(0) }
    })()
    return Object.assign(promise, {
      abort: () => undefined,
      ...(chunked ? { onChunkReceived: (cb: typeof onChunk) => void (onChunk = cb) } : {}),
    })
  }
}

const client = (request: TaroStreamRequest) =>
  createHttp({
    baseURL: 'https://api.trip.example/api/v1',
    adapters: {
      adapterFor: () => () => Promise.reject(new Error('not for streams')),
      streamAdapterFor: () => createTaroStreamAdapter(request, { chunked: true }),
    },
    headers: { pageOrigin: () => undefined, cookie: () => undefined, markHeaders: 'all' },
    handlers: quietHandlers(),
    session: memorySessionStore(),
    warn: () => undefined,
  })

const STREAM = new TextEncoder().encode(
  ': keep-alive\n\nid: 42:1\r\ndata: {"type":"text-delta","delta":"成都🐼"}\r\n\r\nid: 42:2\ndata: {"type":"finish"}\n\n',
)
// Cut every 5 bytes: through 3- and 4-byte characters and the \r\n pairs.
const cut = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.slice(i * size, (i + 1) * size))

describe('a streamed call in a mini-program, end to end', () => {
  it.each([
    ['in chunks (WeChat)', true],
    ['whole (a vendor without chunked requests)', false],
  ])('reads the same events %s', async (_name, chunked) => {
    const events: SseEvent[] = []
    const request = wechat(
      { statusCode: 200, header: { 'Content-Type': 'text/event-stream' }, chunks: cut(STREAM, 5) },
      chunked,
    )
    const end = await streamApi(client(request), 'sendChat', { content: '成都' }, (e) => events.push(e))
    expect(events).toEqual([
      { id: '42:1', type: 'message', data: '{"type":"text-delta","delta":"成都🐼"}' },
      { id: '42:2', type: 'message', data: '{"type":"finish"}' },
    ])
    expect(end).toEqual({ bytes: STREAM.length, incomplete: false })
  })

  it('turns a 429 envelope sent in chunks into a ServerError with Retry-After', async () => {
    const body = new TextEncoder().encode('{"code":42900,"msg":"稍后再试","success":false,"data":null}')
    const request = wechat({
      statusCode: 429,
      header: { 'Content-Type': 'application/json', 'Retry-After': '12' },
      chunks: cut(body, 7),
    })
    const error = await streamApi(client(request), 'sendChat', { content: 'q' }, () => 0).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ status: 429, code: 42900, message: '稍后再试', retryAfter: 12 })
  })

  it('reads a 200 JSON envelope with success false as a BusinessError, whatever the header case', async () => {
    const body = new TextEncoder().encode('{"code":40914,"msg":"busy","success":false,"data":null}')
    const request = wechat(
      { statusCode: 200, header: { 'Content-Type': 'application/json' }, chunks: [body] },
      false,
    )
    await expect(streamApi(client(request), 'sendChat', { content: 'q' }, () => 0)).rejects.toMatchObject({
      kind: 'business',
      code: 40914,
    })
  })
})
