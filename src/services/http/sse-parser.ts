import { createUtf8Decoder, type StreamDecoder } from './utf8-decoder'

/** One dispatched server-sent event (W3C HTML "Server-sent events", event-stream interpretation). */
export interface SseEvent {
  /** The last event id seen so far in this stream ('' when none): it carries over, as the spec says. */
  id: string
  /** `event:` or 'message'. */
  type: string
  /** The `data:` lines joined with \n. */
  data: string
}

export interface SseParserOptions {
  onEvent: (event: SseEvent) => void
  /** A `retry:` field with digits only: the reconnection time the server asks for, in ms. */
  onRetry?: (ms: number) => void
  /** Comment lines (": keep-alive"), without the colon; a sign of life, nothing more. */
  onComment?: (text: string) => void
  /** Tests choose the decoder; by default TextDecoder where it exists (utf8-decoder.ts). */
  decoder?: StreamDecoder
}

export interface SseParser {
  /** Feeds bytes cut anywhere: mid-line, mid-\r\n, mid-character. */
  push(chunk: Uint8Array): void
  /** Feeds text already decoded (tests, a platform that hands text). */
  pushText(text: string): void
  /**
   * The end of the stream. An event without its closing blank line is dropped, as the spec says;
   * `incomplete` tells whether there was one (a stream cut short, not one that ended cleanly).
   */
  end(): { incomplete: boolean }
}

const LF = 10
const CR = 13

/**
 * An incremental event-stream parser (issue 17). Lines end with \n, \r\n or \r, a \r\n split across
 * two chunks counting once; a leading BOM is dropped; `data:` lines join with \n; `id:` (without NUL)
 * persists; `event:` names the type; `retry:` with digits only is reported; `:` lines are comments;
 * a field without a colon has an empty value; one space after the colon is dropped; a blank line
 * dispatches the event, unless it has no data at all.
 */
export function createSseParser(options: SseParserOptions): SseParser {
  const decoder = options.decoder ?? createUtf8Decoder()
  let line = ''
  let started = false
  let afterCR = false
  let data = ''
  let hasData = false
  let type = ''
  let lastId = ''
  let pendingFields = false

  const dispatch = () => {
    pendingFields = false
    if (!hasData) {
      type = ''
      return
    }
    const event = { id: lastId, type: type || 'message', data: data.slice(0, -1) }
    data = ''
    hasData = false
    type = ''
    options.onEvent(event)
  }

  const field = (text: string) => {
    if (text === '') return dispatch()
    if (text.charCodeAt(0) === 58 /* : */) return options.onComment?.(text.slice(1))
    pendingFields = true
    const colon = text.indexOf(':')
    const name = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.charCodeAt(0) === 32) value = value.slice(1)
    switch (name) {
      case 'data':
        data += value + '\n'
        hasData = true
        break
      case 'event':
        type = value
        break
      case 'id':
        if (!value.includes('\0')) lastId = value
        break
      case 'retry':
        if (/^[0-9]+$/.test(value)) options.onRetry?.(Number(value))
        break
      default:
      // Unknown fields are ignored.
    }
  }

  const pushText = (input: string) => {
    let text = input
    if (text.length === 0) return
    if (!started) {
      started = true
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    }
    let start = 0
    // The \n of a \r\n whose \r ended the previous chunk.
    if (afterCR && text.charCodeAt(0) === LF) start = 1
    afterCR = false
    for (let i = start; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c !== LF && c !== CR) continue
      field(line + text.slice(start, i))
      line = ''
      if (c === CR) {
        if (i + 1 === text.length) afterCR = true
        else if (text.charCodeAt(i + 1) === LF) i++
      }
      start = i + 1
    }
    line += text.slice(start)
  }

  return {
    push(chunk) {
      // The decoder already dropped a leading BOM (only one: a second is text).
      started = true
      pushText(decoder.decode(chunk))
    },
    pushText,
    end() {
      pushText(decoder.flush())
      const incomplete = pendingFields || line.length > 0
      line = ''
      data = ''
      hasData = false
      type = ''
      pendingFields = false
      return { incomplete }
    },
  }
}
