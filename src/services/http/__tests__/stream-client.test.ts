import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { responseOf, settle } from '@/platform/request-adapter'
import { createChunkQueue, oneChunk, utf8Bytes } from '@/platform/stream-body'
import { browserStreamAdapter } from '@/platform/web/request-adapter'
import { memorySessionStore } from '../anti-spam'
import { createHttp } from '../create-http'
import { ClientError, ServerError } from '../errors'
import type { HttpOptions } from '../types'
import { quietHandlers } from './support/quiet-handlers'

// Issue 17: a streamed request goes through the platform's stream adapter and this client's
// interceptors, hands chunks on as they arrive, and fails with the same typed errors as any request.
const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('')
const SSE = { 'content-type': 'text/event-stream; charset=utf-8' }
const JSON_TYPE = { 'content-type': 'application/json', 'retry-after': '7' }

function client(streamAdapter: AxiosAdapter, overrides: Partial<HttpOptions> = {}) {
  const unauthorized = jest.fn()
  const http = createHttp({
    baseURL: 'https://api.trip.example/api/v1',
    adapters: {
      adapterFor: () => () => Promise.reject(new Error('the plain adapter is not for streams')),
      streamAdapterFor: () => streamAdapter,
    },
    auth: { authorize: (config) => void AxiosHeaders.from(config.headers).set('Authorization', 'sid-1') },
    headers: { pageOrigin: () => 'https://api.trip.example', cookie: () => undefined, markHeaders: 'all' },
    handlers: quietHandlers({ unauthorized }),
    session: memorySessionStore(),
    warn: () => undefined,
    ...overrides,
  })
  return { http, unauthorized }
}

/** An answer whose status comes first and whose body is fed by the test. */
function streamingAdapter(status = 200, headers: Record<string, string> = SSE) {
  const body = createChunkQueue()
  const seen: InternalAxiosRequestConfig[] = []
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config)
    return settle(config, responseOf(config, status, body, headers))
  }
  return { adapter, body, seen }
}

const envelope = (status: number, payload: unknown, headers: Record<string, string> = JSON_TYPE) => {
  const adapter: AxiosAdapter = async (config) =>
    settle(config, responseOf(config, status, oneChunk(utf8Bytes(JSON.stringify(payload))), headers))
  return adapter
}

describe('a streamed request through the request client', () => {
  it('runs the interceptors (auth, trace id) and sets no overall timeout', async () => {
    const { adapter, body, seen } = streamingAdapter()
    body.end()
    await client(adapter).http.stream(
      { method: 'POST', url: '/ai_chat/send', data: { content: 'hi' } },
      () => 0,
    )
    const headers = AxiosHeaders.from(seen[0].headers)
    expect(headers.get('Authorization')).toBe('sid-1')
    expect(String(headers.get('x-b3-traceid'))).toMatch(/^[0-9a-f]{16}$/)
    expect(seen[0].timeout).toBe(0)
    expect(seen[0].responseType).toBe('stream')
  })

  it('hands each part on as it arrives, not when 64 KiB have gathered', async () => {
    const { adapter, body } = streamingAdapter()
    const chunks: Uint8Array[] = []
    const done = client(adapter).http.stream({ url: '/ai_chat/resume' }, (c) => chunks.push(c))
    body.push(utf8Bytes('data: 1\n\n'))
    await new Promise((r) => setTimeout(r, 0))
    expect(text(chunks)).toBe('data: 1\n\n')
    body.push(utf8Bytes('data: 2\n\n'))
    body.end()
    expect(await done).toBe(18)
    expect(chunks).toHaveLength(2)
  })

  it('still cuts a large part into chunks of at most 65536 bytes (SPEC.md section 9)', async () => {
    const { adapter, body } = streamingAdapter()
    const sizes: number[] = []
    body.push(new Uint8Array(150_000))
    body.end()
    await client(adapter).http.stream({ url: '/x' }, (c) => sizes.push(c.length))
    expect(sizes).toEqual([65536, 65536, 18928])
  })

  it('turns a 429 envelope read from the stream into a ServerError with code, message and Retry-After', async () => {
    const error = await client(envelope(429, { code: 42900, msg: 'slow down', success: false, data: null }))
      .http.stream({ url: '/ai_chat/send', method: 'POST' }, () => 0)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ status: 429, code: 42900, message: 'slow down', retryAfter: 7 })
  })

  it('turns 40914 ANSWER_IN_PROGRESS into a ServerError with that code', async () => {
    const adapter = envelope(409, {
      code: 40914,
      msg: 'an answer is being written',
      success: false,
      data: null,
    })
    await expect(client(adapter).http.stream({ url: '/ai_chat/send' }, () => 0)).rejects.toMatchObject({
      kind: 'server',
      status: 409,
      code: 40914,
    })
  })

  it('a 401 runs the unauthorized handler, like any request', async () => {
    const { http, unauthorized } = client(
      envelope(401, { code: 40100, msg: 'login', success: false, data: null }),
    )
    await expect(http.stream({ url: '/ai_chat/send' }, () => 0)).rejects.toMatchObject({ status: 401 })
    expect(unauthorized).toHaveBeenCalledTimes(1)
  })

  it('signs in again after a 401 where the platform can, and streams the second answer', async () => {
    let calls = 0
    const adapter: AxiosAdapter = async (config) => {
      calls++
      if (calls === 1)
        return settle(config, responseOf(config, 401, oneChunk(utf8Bytes('{"code":40100}')), JSON_TYPE))
      return responseOf(config, 200, oneChunk(utf8Bytes('data: ok\n\n')), SSE)
    }
    const chunks: Uint8Array[] = []
    const { http } = client(adapter, { reauthorize: async () => true })
    await http.stream({ url: '/ai_chat/send' }, (c) => chunks.push(c))
    expect(calls).toBe(2)
    expect(text(chunks)).toBe('data: ok\n\n')
  })

  it('a JSON business failure answered with 200 becomes a BusinessError', async () => {
    const adapter = envelope(200, { code: 40914, msg: 'busy', success: false, data: null })
    await expect(client(adapter).http.stream({ url: '/x' }, () => 0)).rejects.toMatchObject({
      kind: 'business',
      code: 40914,
    })
  })

  it('a connection lost mid-body is a ClientError ENetworkError', async () => {
    const { adapter, body } = streamingAdapter()
    body.push(utf8Bytes('data: 1\n\n'))
    body.fail(new TypeError('network error'))
    const chunks: Uint8Array[] = []
    const error = await client(adapter)
      .http.stream({ url: '/x' }, (c) => chunks.push(c))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({ code: 'ENetworkError' })
    expect(chunks).toHaveLength(1)
  })

  it('an abort mid-body is a ClientError ECONNABORTED', async () => {
    const { adapter, body } = streamingAdapter()
    const controller = new AbortController()
    const done = client(adapter).http.stream({ url: '/x', signal: controller.signal }, () => 0)
    body.push(utf8Bytes('data: 1\n\n'))
    await new Promise((r) => setTimeout(r, 0))
    controller.abort()
    body.fail(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    await expect(done).rejects.toMatchObject({ kind: 'client', code: 'ECONNABORTED' })
  })

  it("a listener's own error stays its own", async () => {
    const { adapter, body } = streamingAdapter()
    body.push(utf8Bytes('x'))
    body.end()
    const mine = new RangeError('mine')
    await expect(
      client(adapter).http.stream({ url: '/x' }, () => {
        throw mine
      }),
    ).rejects.toBe(mine)
  })
})

describe('the browser stream adapter over a real socket (node http in tests)', () => {
  let server: Server
  let origin: string
  let release: () => void = () => undefined
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('busy')) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' })
        res.end(JSON.stringify({ code: 42900, msg: 'too many', success: false, data: null }))
        return
      }
      res.writeHead(200, SSE)
      res.write('id: 1:1\ndata: {"a":"成')
      release = () => {
        res.write('都"}\n\n')
        res.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const realClient = () =>
    client(
      browserStreamAdapter(() => false),
      { baseURL: origin, auth: undefined },
    ).http

  it('delivers the first part before the server has finished', async () => {
    const chunks: Uint8Array[] = []
    const done = realClient().stream({ url: '/stream' }, (c) => {
      chunks.push(c)
      if (chunks.length === 1) release()
    })
    await done
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    expect(text([Uint8Array.from(chunks.flatMap((c) => Array.from(c)))])).toBe(
      'id: 1:1\ndata: {"a":"成都"}\n\n',
    )
  })

  it('reads the error envelope of a real 429', async () => {
    await expect(realClient().stream({ url: '/busy' }, () => 0)).rejects.toMatchObject({
      status: 429,
      code: 42900,
      retryAfter: 3,
    })
  })
})
