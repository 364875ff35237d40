import { isAxiosError, type AxiosAdapter, type AxiosResponse } from 'axios'

/**
 * A streamed response body as the request client reads it (src/services/http/stream.ts): a fetch
 * ReadableStream or an async iterable of byte chunks. Every stream adapter answers with one of these,
 * on success and on an error status alike, so one reader serves all platforms (issue 17).
 */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

/** UTF-8 without TextEncoder: some mini-program runtimes have none. */
export function utf8Bytes(text: string): Uint8Array {
  if (typeof TextEncoder === 'function') return new TextEncoder().encode(text)
  const out: number[] = []
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i) ?? 0
    if (cp > 0xffff) i++
    else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return Uint8Array.from(out)
}

/** Whatever a transport answered with, as bytes (a vendor may hand text although asked for bytes). */
export function toBytes(data: unknown): Uint8Array {
  if (data === undefined || data === null || data === '') return new Uint8Array(0)
  if (data instanceof Uint8Array) return data
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  // By tag, not instanceof: a buffer from another realm (a vendor's native layer, a test's jsdom) counts.
  const tag = Object.prototype.toString.call(data)
  if (tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]') {
    return new Uint8Array(data as ArrayBuffer)
  }
  return utf8Bytes(typeof data === 'string' ? data : JSON.stringify(data))
}

/** A whole body as a stream of one chunk (none when empty). */
export async function* oneChunk(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  if (bytes.length > 0) yield bytes
}

/**
 * The non-streamed fallback: the same request answered whole, its body handed on as one chunk, so the
 * same parser reads it. For transports without a streamed body (xhr in old web views, vendors
 * without chunked requests).
 */
export function wholeBody(adapter: AxiosAdapter): AxiosAdapter {
  const asStream = (response: AxiosResponse): AxiosResponse => ({
    ...response,
    data: oneChunk(toBytes(response.data)),
  })
  return async (config) => {
    try {
      return asStream(await adapter({ ...config, responseType: 'arraybuffer' }))
    } catch (error) {
      if (isAxiosError(error) && error.response) error.response = asStream(error.response)
      throw error
    }
  }
}

export interface ChunkQueue extends AsyncIterable<Uint8Array> {
  push(chunk: Uint8Array): void
  /** No more chunks: the reader ends after those queued. */
  end(): void
  /** The reader throws `error` after the chunks queued. */
  fail(error: unknown): void
}

/** A body fed by callbacks (a vendor's onChunkReceived) and read as an async iterable. */
export function createChunkQueue(): ChunkQueue {
  const items: Uint8Array[] = []
  let closed = false
  let failure: { error: unknown } | undefined
  let wake: (() => void) | undefined
  const notify = () => {
    const w = wake
    wake = undefined
    w?.()
  }
  return {
    push(chunk) {
      if (closed || chunk.length === 0) return
      items.push(chunk)
      notify()
    },
    end() {
      closed = true
      notify()
    },
    fail(error) {
      if (closed) return
      failure = { error }
      closed = true
      notify()
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = items.shift()
        if (next) {
          yield next
          continue
        }
        if (failure) throw failure.error
        if (closed) return
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    },
  }
}
