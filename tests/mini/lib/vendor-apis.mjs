/**
 * The vendor APIs whose shapes differ and which the smoke tests lean on (issue 13): storage that keeps
 * what it is given (the simulator's only pretends), each vendor's login call, and `request` answering
 * through the test's `respond`, each in its vendor's own shapes. Installed on the harness's global.
 */

/** Each vendor's login call and what it answers (Taro maps all of them onto `Taro.login`'s `code`). */
const LOGIN_APIS = {
  weapp: ['login', (code) => ({ code })],
  qq: ['login', (code) => ({ code })],
  jd: ['login', (code) => ({ code })],
  tt: ['login', (code) => ({ code, isLogin: true })],
  swan: ['getLoginCode', (code) => ({ code })],
  alipay: ['getAuthCode', (code) => ({ authCode: code })],
}

export function installVendorApis(wx, { vendor, calls, respond, loginCode }) {
  // Storage that keeps what it is given (the simulator's only pretends), in each vendor's shapes:
  // Alipay's sync calls take and give objects ({ key, data } / { data }), the others plain values.
  const stored = new Map()
  const answer = (options, res) =>
    setTimeout(() => {
      options.success?.(res)
      options.complete?.(res)
    }, 0)
  Object.assign(wx, {
    setStorage: (options) => {
      stored.set(options.key, options.data)
      answer(options, { errMsg: 'setStorage:ok' })
    },
    getStorage: (options) => {
      if (!stored.has(options.key)) {
        const res = { errMsg: 'getStorage:fail data not found' }
        setTimeout(() => {
          options.fail?.(res)
          options.complete?.(res)
        }, 0)
        return
      }
      answer(options, { errMsg: 'getStorage:ok', data: stored.get(options.key) })
    },
    removeStorage: (options) => {
      stored.delete(options.key)
      answer(options, { errMsg: 'removeStorage:ok' })
    },
    clearStorage: (options = {}) => {
      stored.clear()
      answer(options, { errMsg: 'clearStorage:ok' })
    },
    ...(vendor === 'alipay'
      ? {
          setStorageSync: ({ key, data }) => void stored.set(key, data),
          getStorageSync: ({ key }) => ({ data: stored.get(key) }),
          removeStorageSync: ({ key }) => void stored.delete(key),
        }
      : {
          setStorageSync: (key, data) => void stored.set(key, data),
          getStorageSync: (key) => (stored.has(key) ? stored.get(key) : ''),
          removeStorageSync: (key) => void stored.delete(key),
        }),
  })

  const [loginApi, loginAnswer] = LOGIN_APIS[vendor]
  wx[loginApi] = (options = {}) => {
    calls.push({ api: loginApi, options })
    setTimeout(() => {
      const res = { errMsg: `${loginApi}:ok`, ...loginAnswer(loginCode) }
      options.success?.(res)
      options.complete?.(res)
    }, 0)
  }

  // request answers through `respond(options)`, the way the vendor calls back: success with statusCode
  // and data (Alipay: status and headers, and it is sent `headers`), then complete. Recorded like the
  // others, with the request's header under `header` whatever the vendor calls it. An answer with
  // `chunks` is a streamed one (see respondChunked below).
  wx.request = (options = {}) => {
    const request = { ...options, header: options.header ?? options.headers }
    calls.push({ api: 'request', options: request })
    // Asked when the vendor would answer (a tick later), as before, so a test may still change its mind.
    const reply = () => respond(request)
    return streamedRequest(vendor, options, reply)
  }
}

/** Vendors whose request task streams with `enableChunked` (what WeChat documents; docs/assistant-transport.md). */
const CHUNKED_VENDORS = new Set(['weapp'])

const bytesOf = (chunk) =>
  typeof chunk === 'string'
    ? new TextEncoder().encode(chunk)
    : chunk instanceof ArrayBuffer
      ? new Uint8Array(chunk)
      : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)

function concat(chunks) {
  const parts = chunks.map(bytesOf)
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/**
 * Every request's task. A plain answer `{ statusCode, data, header }` arrives in success a tick later.
 * A streamed answer `{ statusCode, header, chunks: [string | ArrayBuffer | Uint8Array, ...],
 * chunkDelayMs }`: asked with `enableChunked: true` in WeChat, the task has onHeadersReceived/
 * offHeadersReceived and onChunkReceived/offChunkReceived; the headers come first, then each chunk as
 * an ArrayBuffer in its own timer tick (`chunkDelayMs` apart, 0 by default), then success with
 * statusCode and header and an empty body, as WeChat does. Anywhere else (another vendor, no
 * enableChunked) the same chunks arrive whole in success: one ArrayBuffer when asked for
 * `arraybuffer`, text otherwise. `abort()` stops the delivery (and, for a chunked request, calls fail
 * with `request:fail abort`, as WeChat does).
 */
function streamedRequest(vendor, options, reply) {
  const chunked = options.enableChunked === true && CHUNKED_VENDORS.has(vendor)
  const listeners = { chunk: new Set(), headers: new Set() }
  const timers = []
  let over = false
  const later = (ms, fn) => timers.push(setTimeout(() => !over && fn(), ms))
  const succeed = ({ statusCode, data, header }) => {
    over = true
    const res =
      vendor === 'alipay'
        ? { status: statusCode, data, headers: header }
        : { errMsg: 'request:ok', statusCode, data, header }
    options.success?.(res)
    options.complete?.(res)
  }
  later(0, () => {
    const answer = reply()
    if (!Array.isArray(answer.chunks))
      return succeed({ header: { 'content-type': 'application/json' }, ...answer })
    const { statusCode = 200, chunks, chunkDelayMs = 0 } = answer
    const header = answer.header ?? { 'content-type': 'text/event-stream' }
    if (!chunked) {
      const whole = concat(chunks)
      const wantsBytes = options.responseType === 'arraybuffer' || options.dataType === 'arraybuffer'
      return succeed({
        statusCode,
        header,
        data: wantsBytes ? whole.slice().buffer : new TextDecoder().decode(whole),
      })
    }
    listeners.headers.forEach((cb) => cb({ header, statusCode }))
    chunks.forEach((chunk, i) =>
      later(chunkDelayMs * i + 1, () => {
        const data = bytesOf(chunk).slice().buffer
        listeners.chunk.forEach((cb) => cb({ data }))
      }),
    )
    later(chunkDelayMs * chunks.length + 2, () => succeed({ statusCode, header, data: new ArrayBuffer(0) }))
  })
  const task = {
    abort() {
      if (over) return
      over = true
      timers.forEach(clearTimeout)
      if (!chunked) return
      const res = { errMsg: 'request:fail abort' }
      options.fail?.(res)
      options.complete?.(res)
    },
  }
  if (!chunked) return task
  return Object.assign(task, {
    onChunkReceived: (cb) => listeners.chunk.add(cb),
    offChunkReceived: (cb) => listeners.chunk.delete(cb),
    onHeadersReceived: (cb) => listeners.headers.add(cb),
    offHeadersReceived: (cb) => listeners.headers.delete(cb),
  })
}
