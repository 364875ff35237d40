import { AxiosError, getAdapter, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { responseOf, settle } from '../../request-adapter'
import { createChunkQueue, toBytes, utf8Bytes, wholeBody } from '../../stream-body'
import { browserStreamAdapter, webHttp } from '../request-adapter'

// Issue 17: which transport a browser streams with, and the whole-body fallback every platform shares.
const config = {
  url: '/x',
  method: 'get',
  headers: {},
  validateStatus: (s: number) => s < 300,
} as unknown as InternalAxiosRequestConfig

async function readAll(data: unknown): Promise<string[]> {
  const parts: string[] = []
  for await (const part of data as AsyncIterable<Uint8Array>) parts.push(new TextDecoder().decode(part))
  return parts
}

describe('streams in a browser or web view', () => {
  it("uses axios's fetch adapter where fetch hands back a ReadableStream", () => {
    expect(browserStreamAdapter(() => true)).toBe(getAdapter(['fetch']))
  })

  it('is what the web platform hands out for streams', () => {
    expect(typeof webHttp.streamAdapterFor()).toBe('function')
  })
})

describe('the whole-body fallback', () => {
  it('asks for bytes and hands the answer on as one chunk', async () => {
    const seen: string[] = []
    const inner: AxiosAdapter = async (c) => {
      seen.push(String(c.responseType))
      return responseOf(c, 200, utf8Bytes('data: 成都\n\ndata: 2\n\n').buffer, {})
    }
    const response = await wholeBody(inner)(config)
    expect(seen).toEqual(['arraybuffer'])
    expect(await readAll(response.data)).toEqual(['data: 成都\n\ndata: 2\n\n'])
  })

  it('hands an error status body on as one chunk too, still rejecting', async () => {
    const inner: AxiosAdapter = async (c) => settle(c, responseOf(c, 429, '{"code":42900}', {}))
    const error = (await wholeBody(inner)(config).catch((e: unknown) => e)) as AxiosError
    expect(error.response?.status).toBe(429)
    expect(await readAll(error.response?.data)).toEqual(['{"code":42900}'])
  })
})

describe('stream bodies', () => {
  it('encode text as UTF-8 without TextEncoder the same as with it', () => {
    const text = 'a é 成都 🐼\u{10FFFF}'
    const saved = globalThis.TextEncoder
    const native = utf8Bytes(text)
    try {
      ;(globalThis as { TextEncoder?: unknown }).TextEncoder = undefined
      expect(Array.from(utf8Bytes(text))).toEqual(Array.from(native))
    } finally {
      globalThis.TextEncoder = saved
    }
  })

  it('take bytes from buffers, views and text', () => {
    expect(Array.from(toBytes(Uint8Array.of(1, 2).buffer))).toEqual([1, 2])
    expect(Array.from(toBytes(new DataView(Uint8Array.of(3, 4).buffer)))).toEqual([3, 4])
    expect(Array.from(toBytes('A'))).toEqual([65])
    expect(toBytes(undefined)).toHaveLength(0)
  })

  it('a chunk queue hands on what was pushed before it ended or failed', async () => {
    const queue = createChunkQueue()
    queue.push(utf8Bytes('a'))
    queue.end()
    queue.push(utf8Bytes('late'))
    expect(await readAll(queue)).toEqual(['a'])
    const failing = createChunkQueue()
    failing.push(utf8Bytes('b'))
    failing.fail(new Error('cut'))
    await expect(readAll(failing)).rejects.toThrow('cut')
  })
})
