import { getAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios'
import { STREAM_CHUNK_BYTES } from './constants'

type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

async function* bytesOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (typeof (source as ReadableStream<Uint8Array>).getReader === 'function') {
    const reader = (source as ReadableStream<Uint8Array>).getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        if (value) yield value
      }
    } finally {
      reader.releaseLock()
    }
  }
  yield* source as AsyncIterable<Uint8Array>
}

/**
 * SPEC.md section 9: a streamed response is handed on in chunks of 65536 bytes, whatever sizes the
 * network delivers, so a consumer (the AI chat) sees a steady, bounded unit. The last chunk may be
 * shorter. Resolves with the total byte count.
 */
export async function readInChunks(
  source: ByteSource,
  onChunk: (chunk: Uint8Array) => void,
  size: number = STREAM_CHUNK_BYTES,
): Promise<number> {
  let pending = new Uint8Array(size)
  let filled = 0
  let total = 0
  for await (const part of bytesOf(source)) {
    let offset = 0
    total += part.length
    while (offset < part.length) {
      const take = Math.min(size - filled, part.length - offset)
      pending.set(part.subarray(offset, offset + take), filled)
      filled += take
      offset += take
      if (filled === size) {
        onChunk(pending)
        pending = new Uint8Array(size)
        filled = 0
      }
    }
  }
  if (filled > 0) onChunk(pending.subarray(0, filled))
  return total
}

/**
 * A streamed request through the client's own instance (its interceptors included): axios's fetch
 * adapter is the one that hands back a ReadableStream in browsers.
 */
export async function streamRequest(
  instance: AxiosInstance,
  config: AxiosRequestConfig,
  onChunk: (chunk: Uint8Array) => void,
): Promise<number> {
  const response = await instance.request<ByteSource>({
    ...config,
    responseType: 'stream',
    adapter: getAdapter(['fetch', 'http']),
  })
  return readInChunks(response.data, onChunk)
}
