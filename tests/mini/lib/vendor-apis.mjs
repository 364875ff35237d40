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
  // others, with the request's header under `header` whatever the vendor calls it.
  wx.request = (options = {}) => {
    calls.push({ api: 'request', options: { ...options, header: options.header ?? options.headers } })
    const timer = setTimeout(() => {
      const { statusCode, data, header } = {
        header: { 'content-type': 'application/json' },
        ...respond({ ...options, header: options.header ?? options.headers }),
      }
      const res =
        vendor === 'alipay'
          ? { status: statusCode, data, headers: header }
          : { errMsg: 'request:ok', statusCode, data, header }
      options.success?.(res)
      options.complete?.(res)
    }, 0)
    return { abort: () => clearTimeout(timer) }
  }
}
