/**
 * A streaming UTF-8 decoder: bytes arrive in chunks cut anywhere, so a character split across two
 * chunks must wait for its second half instead of becoming U+FFFD (issue 17). TextDecoder with
 * `{ stream: true }` does exactly that where it exists; some mini-program runtimes (older iOS
 * JavaScriptCore in WeChat, Alipay) have no TextDecoder, so a small decoder of our own stands in there.
 */
export interface StreamDecoder {
  /** The text of `bytes`, holding back an incomplete character at the end for the next call. */
  decode(bytes: Uint8Array): string
  /** The end: a held-back incomplete character becomes U+FFFD. */
  flush(): string
}

const REPLACEMENT = 0xfffd

export function createUtf8Decoder(native: boolean = typeof TextDecoder === 'function'): StreamDecoder {
  if (native) {
    // A leading BOM is removed, as the event-stream rules ask (ignoreBOM: false is the default).
    const decoder = new TextDecoder('utf-8')
    return {
      decode: (bytes) => decoder.decode(bytes, { stream: true }),
      flush: () => decoder.decode(),
    }
  }
  return createFallbackDecoder()
}

/** Where an incomplete character starts at the end of `bytes`, or bytes.length when there is none. */
function completeLength(bytes: Uint8Array): number {
  const n = bytes.length
  for (let k = 1; k <= Math.min(3, n); k++) {
    const b = bytes[n - k]
    if ((b & 0xc0) === 0x80) continue
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1
    return need > k ? n - k : n
  }
  return n
}

function decodeComplete(bytes: Uint8Array): string {
  const codes: number[] = []
  let out = ''
  const push = (cp: number) => {
    if (cp > 0xffff) {
      cp -= 0x10000
      codes.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff))
    } else codes.push(cp)
    // fromCharCode takes arguments: keep each call well under engines' argument limits.
    if (codes.length >= 4096) out += String.fromCharCode(...codes.splice(0))
  }
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]
    let need: number
    let cp: number
    if (b < 0x80) {
      push(b)
      i++
      continue
    } else if (b >= 0xc2 && b <= 0xdf) [need, cp] = [1, b & 0x1f]
    else if (b >= 0xe0 && b <= 0xef) [need, cp] = [2, b & 0x0f]
    else if (b >= 0xf0 && b <= 0xf4) [need, cp] = [3, b & 0x07]
    else {
      push(REPLACEMENT)
      i++
      continue
    }
    let ok = true
    for (let j = 1; ok && j <= need; j++) {
      const c = bytes[i + j]
      if (c === undefined || (c & 0xc0) !== 0x80) ok = false
      else cp = (cp << 6) | (c & 0x3f)
    }
    const overlong = (need === 2 && cp < 0x800) || (need === 3 && cp < 0x10000)
    if (!ok || overlong || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      // Invalid input: one replacement and move on by a byte (only valid text matters here).
      push(REPLACEMENT)
      i++
      continue
    }
    push(cp)
    i += need + 1
  }
  return out + String.fromCharCode(...codes)
}

function createFallbackDecoder(): StreamDecoder {
  let held = new Uint8Array(0)
  let started = false
  return {
    decode(bytes) {
      let all = bytes
      if (held.length > 0) {
        all = new Uint8Array(held.length + bytes.length)
        all.set(held)
        all.set(bytes, held.length)
      }
      const cut = completeLength(all)
      held = all.slice(cut)
      let text = decodeComplete(all.subarray(0, cut))
      if (!started && text.length > 0) {
        started = true
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
      }
      return text
    },
    flush() {
      const rest = held.length > 0 ? String.fromCharCode(REPLACEMENT) : ''
      held = new Uint8Array(0)
      return rest
    },
  }
}
