import { STREAM_CHUNK_BYTES } from './constants'
import { createUtf8Decoder } from './utf8-decoder'

/** A streamed body: fetch's ReadableStream or an async iterable of chunks (src/platform/stream-body.ts). */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

export function isByteSource(value: unknown): value is ByteSource {
  if (!value || typeof value !== 'object') return false
  return (
    typeof (value as ReadableStream).getReader === 'function' ||
    typeof (value as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] === 'function'
  )
}

async function* bytesOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (typeof (source as ReadableStream<Uint8Array>).getReader === 'function') {
    const reader = (source as ReadableStream<Uint8Array>).getReader()
    let finished = false
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) {
          finished = true
          return
        }
        if (value) yield value
      }
    } finally {
      // A reader that stops early (the consumer threw) lets the connection go.
      if (!finished) reader.cancel?.().catch(() => undefined)
      try {
        reader.releaseLock()
      } catch {
        // Some engines refuse while the cancel is pending; the stream is done with either way.
      }
    }
  }
  yield* source as AsyncIterable<Uint8Array>
}

/**
 * SPEC.md section 9: a streamed response is handed on in chunks of 65536 bytes, whatever sizes the
 * network delivers, so a consumer (the AI chat) sees a steady, bounded unit. The last chunk may be
 * shorter. Resolves with the total byte count.
 *
 * A chunk is handed on when it is full or, for a stream that pauses (an answer written token by
 * token), when the source has nothing more right now: `flushEarly` keeps section 9's upper bound
 * without holding back a short part until 64 KiB have gathered.
 */
export async function readInChunks(
  source: ByteSource,
  onChunk: (chunk: Uint8Array) => void,
  size: number = STREAM_CHUNK_BYTES,
  flushEarly = false,
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
    if (flushEarly && filled > 0) {
      onChunk(pending.slice(0, filled))
      filled = 0
    }
  }
  if (filled > 0) onChunk(pending.subarray(0, filled))
  return total
}

/** A whole body read from a stream: an error envelope, or a JSON answer where a stream was asked for. */
export async function readBody(source: ByteSource): Promise<unknown> {
  const decoder = createUtf8Decoder()
  let text = ''
  for await (const part of bytesOf(source)) text += decoder.decode(part)
  text += decoder.flush()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
