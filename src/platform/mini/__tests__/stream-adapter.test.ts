import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios'
import {
  createTaroStreamAdapter,
  MINI_STREAM_TIMEOUT_MS,
  streamsChunked,
  type TaroStreamRequest,
} from '../stream-adapter'

// Issue 17: streamed requests in mini-programs. A vendor-like task: chunks through onChunkReceived
// (WeChat with enableChunked), the status and headers in success at the end, `{ errMsg }` on failure.
type ChunkCallback = (result: { data: ArrayBuffer }) => void

function vendor(options: { chunkApi?: boolean; headersApi?: boolean } = {}) {
  const calls: Array<Parameters<TaroStreamRequest>[0]> = []
  let onChunk: ChunkCallback | undefined
  let onHeaders: ((r: { header?: Record<string, unknown>; statusCode?: number }) => void) | undefined
  let succeed: (res: { statusCode: number; data: unknown; header?: Record<string, unknown> }) => void = () =>
    undefined
  let failWith: (reason: unknown) => void = () => undefined
  const abort = jest.fn(() => failWith({ errMsg: 'request:fail abort' }))
  const request: TaroStreamRequest = (opts) => {
    calls.push(opts)
    const promise = new Promise<{ statusCode: number; data: unknown; header?: Record<string, unknown> }>(
      (resolve, reject) => {
        succeed = resolve
        failWith = reject
      },
    )
    return Object.assign(promise, {
      abort,
      ...(options.chunkApi === false
        ? {}
        : {
            onChunkReceived: (cb: ChunkCallback) => void (onChunk = cb),
            offChunkReceived: () => void (onChunk = undefined),
          }),
      ...(options.headersApi ? { onHeadersReceived: (cb: typeof onHeaders) => void (onHeaders = cb) } : {}),
    })
  }
  const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
  return {
    request,
    calls,
    abort,
    chunk: (text: string) => onChunk?.({ data: bytes(text) }),
    headers: (statusCode: number, header: Record<string, unknown>) => onHeaders?.({ statusCode, header }),
    succeed: (statusCode: number, data: unknown = '', header: Record<string, unknown> = {}) =>
      succeed({ statusCode, data, header }),
    fail: (errMsg: string) => failWith({ errMsg }),
    bytes,
  }
}

const config = (extra: Partial<InternalAxiosRequestConfig> = {}) =>
  ({
    url: 'https://api.trip.example/api/v1/ai_chat/send',
    method: 'post',
    headers: { 'Content-Type': 'application/json', Authorization: 'sid-1' },
    data: '{"content":"成都三天"}',
    responseType: 'stream',
    validateStatus: (s: number) => s >= 200 && s <= 299,
    ...extra,
  }) as unknown as InternalAxiosRequestConfig

async function readAll(data: unknown): Promise<string> {
  let text = ''
  for await (const part of data as AsyncIterable<Uint8Array>) text += new TextDecoder().decode(part) + '|'
  return text
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('the mini-program stream adapter', () => {
  it('streams in WeChat only: the other vendors document no chunked responses', () => {
    expect(streamsChunked('weapp')).toBe(true)
    for (const v of ['alipay', 'tt', 'qq', 'swan', 'jd', undefined]) expect(streamsChunked(v)).toBe(false)
  })

  it('asks for enableChunked and bytes, with a long vendor timeout instead of an overall one', async () => {
    const v = vendor()
    void createTaroStreamAdapter(v.request, { chunked: true })(config())
    expect(v.calls[0]).toMatchObject({
      method: 'POST',
      enableChunked: true,
      responseType: 'arraybuffer',
      timeout: MINI_STREAM_TIMEOUT_MS,
      data: '{"content":"成都三天"}',
      header: expect.objectContaining({ Authorization: 'sid-1' }),
    })
  })

  it('hands chunks on in order as they arrive, before the request completes', async () => {
    const v = vendor({ headersApi: true })
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.headers(200, { 'Content-Type': 'text/event-stream' })
    v.chunk('data: 1\n\n')
    const response = await pending
    expect(response.status).toBe(200)
    const read = readAll(response.data)
    v.chunk('data: 2\n\n')
    await tick()
    v.chunk('data: 3\n\n')
    v.succeed(200, new ArrayBuffer(0), { 'Content-Type': 'text/event-stream' })
    expect(await read).toBe('data: 1\n\n|data: 2\n\n|data: 3\n\n|')
  })

  it('without onHeadersReceived, takes a body that is no JSON envelope for the event stream', async () => {
    const v = vendor()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.chunk(': keep-alive\n\n')
    const response = await pending
    v.succeed(200)
    expect(await readAll(response.data)).toBe(': keep-alive\n\n|')
  })

  it('holds an error envelope until the status is known, then rejects like axios with the body as a stream', async () => {
    const v = vendor()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.chunk('{"code":42900,')
    v.chunk('"msg":"slow down"}')
    v.succeed(429, new ArrayBuffer(0), { 'Retry-After': '7', 'Content-Type': 'application/json' })
    const error = (await pending.catch((e: unknown) => e)) as AxiosError
    expect(error).toBeInstanceOf(AxiosError)
    expect(error.response?.status).toBe(429)
    expect(AxiosHeaders.from(error.response?.headers as AxiosHeaders).get('retry-after')).toBe('7')
    expect(await readAll(error.response?.data)).toBe('{"code":42900,"msg":"slow down"}|')
  })

  it('an error status reported early by onHeadersReceived is never streamed', async () => {
    const v = vendor({ headersApi: true })
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.headers(401, { 'content-type': 'text/event-stream' })
    v.chunk('data: no\n\n')
    v.succeed(401)
    await expect(pending).rejects.toMatchObject({ response: { status: 401 } })
  })

  it('falls back to the whole answer as one chunk where the vendor cannot stream', async () => {
    const v = vendor({ chunkApi: false })
    const pending = createTaroStreamAdapter(v.request, { chunked: false })(config())
    expect(v.calls[0].enableChunked).toBeUndefined()
    v.succeed(200, v.bytes('data: 1\n\ndata: 2\n\n'), { 'content-type': 'text/event-stream' })
    expect(await readAll((await pending).data)).toBe('data: 1\n\ndata: 2\n\n|')
  })

  it('takes the whole body from success when a base library ignored enableChunked', async () => {
    const v = vendor({ chunkApi: false })
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.succeed(200, 'data: 成都\n\n')
    expect(await readAll((await pending).data)).toBe('data: 成都\n\n|')
  })

  it('aborts the task when the signal fires mid-stream and ends the body with a cancel', async () => {
    const v = vendor()
    const controller = new AbortController()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(
      config({ signal: controller.signal }),
    )
    v.chunk('data: 1\n\n')
    const response = await pending
    const read = readAll(response.data).catch((e: unknown) => e)
    controller.abort()
    expect(v.abort).toHaveBeenCalledTimes(1)
    expect(await read).toBeInstanceOf(CanceledError)
  })

  it('aborts before the answer starts', async () => {
    const v = vendor()
    const controller = new AbortController()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(
      config({ signal: controller.signal }),
    )
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(CanceledError)
    expect(v.abort).toHaveBeenCalled()
  })

  it('does not send at all when the signal is already aborted', async () => {
    const v = vendor()
    const controller = new AbortController()
    controller.abort()
    await expect(
      createTaroStreamAdapter(v.request, { chunked: true })(config({ signal: controller.signal })),
    ).rejects.toBeInstanceOf(CanceledError)
    expect(v.calls).toHaveLength(0)
  })

  it('turns a vendor failure mid-stream into a network AxiosError, after the chunks already queued', async () => {
    const v = vendor()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.chunk('data: 1\n\n')
    const response = await pending
    const parts: string[] = []
    const read = (async () => {
      for await (const p of response.data as AsyncIterable<Uint8Array>)
        parts.push(new TextDecoder().decode(p))
    })().catch((e: unknown) => e)
    v.fail('request:fail interrupted')
    const error = (await read) as AxiosError
    expect(parts).toEqual(['data: 1\n\n'])
    expect(error.code).toBe(AxiosError.ERR_NETWORK)
    expect((error.cause as Error).message).toBe('request:fail interrupted')
  })

  it('turns a vendor failure before any answer into a network AxiosError', async () => {
    const v = vendor()
    const pending = createTaroStreamAdapter(v.request, { chunked: true })(config())
    v.fail('request:fail timeout')
    await expect(pending).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK })
  })
})
