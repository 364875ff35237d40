/**
 * Runs a real mini-program bundle (dist/<vendor>, any of the six) in Node at the logic level, the way Taro's own mini prerender
 * (@tarojs/webpack5-runner/dist/prerender) does: the globals a WeChat logic layer provides (`wx`, `App`,
 * `Page`, `Component`, `getApp`, `getCurrentPages`) are stubbed, app.js and page scripts are required as
 * WeChat would (app.js pulls in runtime, taro, vendors and common through its own `require` calls and
 * the shared `wx.webpackJsonp`), and each page's `setData` patches are applied to a plain data tree.
 * Each vendor gets its own global (`wx`, `my`, `tt`, `swan`, `qq`, `jd`) answering in that vendor's
 * shapes where they differ (Alipay's `request` with `status`/`headers` and `getAuthCode`, Baidu's
 * `getLoginCode`): the bundle's Taro runtime must turn them into one shape, which is what is tested.
 * There is no view layer: templates are not rendered, events are dispatched through the page's `eh`.
 *
 * It installs globals, so use one harness per test file (node --test runs each file in its own process).
 *
 * Requests: `respond(options)` answers every `request` (options as sent, `header` whatever the vendor
 * calls it) with `{ statusCode, data, header }`. A streamed answer (the assistant, issue 17) returns
 * `{ statusCode, header, chunks: ['id: 1:1\ndata: {...}\n\n', ...], chunkDelayMs }` instead: in WeChat,
 * asked with `enableChunked: true`, the task gets onChunkReceived/offChunkReceived (and
 * onHeadersReceived) and the chunks arrive one by one as ArrayBuffers in separate ticks, then success
 * with statusCode and header; elsewhere the same chunks arrive whole in success (the non-streamed
 * fallback). Every other answer behaves as before. Details: vendor-apis.mjs `respondChunked`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { installVendorApis } from './vendor-apis.mjs'

const require = createRequire(import.meta.url)

/** The global each vendor's logic layer provides. */
export const VENDOR_GLOBALS = { weapp: 'wx', alipay: 'my', tt: 'tt', swan: 'swan', qq: 'qq', jd: 'jd' }

/** APIs whose calls the tests look at; each one records its options and then succeeds. */
const RECORDED_APIS = [
  'navigateTo',
  'redirectTo',
  'reLaunch',
  'switchTab',
  'navigateBack',
  'setNavigationBarTitle',
  'setNavigationBar',
  'showShareMenu',
  'showToast',
  'showModal',
]

const SETTLE_TIMEOUT_MS = 3000

/** Resolves when `check()` returns something truthy; fails after a while with `what` in the message. */
async function until(check, what) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${SETTLE_TIMEOUT_MS} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** `root.cn.[0].cn[1].v` -> ['root', 'cn', 0, 'cn', 1, 'v'] (Taro emits both bracket forms). */
function parseDataPath(key) {
  return key
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/** Applies one setData patch the way the WeChat logic layer merges it into `this.data`. */
export function applySetData(data, patch) {
  for (const [key, value] of Object.entries(patch)) {
    const parts = parseDataPath(key)
    let node = data
    parts.slice(0, -1).forEach((part, i) => {
      if (node[part] === undefined || node[part] === null)
        node[part] = typeof parts[i + 1] === 'number' ? [] : {}
      node = node[part]
    })
    node[parts[parts.length - 1]] = structuredClone(value)
  }
}

/** Every text in a Taro data tree, in document order (text nodes carry their text in `v`). */
export function textsOf(node, out = []) {
  if (!node || typeof node !== 'object') return out
  if (typeof node.v === 'string') out.push(node.v)
  for (const child of node.cn ?? []) textsOf(child, out)
  return out
}

/** The elements (with their Taro `sid`) whose own text children read exactly `text`. */
export function elementsWithText(node, text, out = []) {
  if (!node || typeof node !== 'object') return out
  const children = node.cn ?? []
  if (node.sid && children.some((c) => c.v === text)) out.push(node)
  for (const child of children) elementsWithText(child, text, out)
  return out
}

/** The API as the harness plays it: a 404 envelope unless the test answers the address itself. */
const NOT_FOUND = () => ({
  statusCode: 404,
  data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
})

export function createMiniHarness(
  distDir,
  { vendor = 'weapp', systemLanguage = 'zh_CN', respond = NOT_FOUND, loginCode = `${vendor}-code-1` } = {},
) {
  const wxBase = require('miniprogram-simulate/src/api')
  const calls = []
  const appHideListeners = []
  const registered = { app: null, pages: [], components: [] }
  const stack = []
  const pageConfigs = new Map()

  const wx = {
    ...wxBase,
    getSystemInfoSync: () => ({ ...wxBase.getSystemInfoSync(), language: systemLanguage }),
    canIUse: () => true,
    onAppHide: (listener) => appHideListeners.push(listener),
    offAppHide: (listener) => {
      const at = appHideListeners.indexOf(listener)
      if (at >= 0) appHideListeners.splice(at, 1)
    },
  }
  for (const api of RECORDED_APIS) {
    wx[api] = (options = {}) => {
      calls.push({ api, options })
      setTimeout(() => {
        const res = { errMsg: `${api}:ok` }
        options.success?.(res)
        options.complete?.(res)
      }, 0)
    }
  }

  installVendorApis(wx, { vendor, calls, respond, loginCode })

  Object.assign(globalThis, {
    [VENDOR_GLOBALS[vendor]]: wx,
    App: (config) => {
      registered.app = config
    },
    Page: (config) => {
      registered.pages.push(config)
    },
    Component: (config) => {
      registered.components.push(config)
    },
    getApp: () => registered.app,
    getCurrentPages: () => [...stack],
    requirePlugin: () => ({}),
    ...(vendor === 'weapp' ? { __wxConfig: { envVersion: 'develop', platform: 'devtools' } } : {}),
    // Alipay's logic layer has a navigator, which its Taro runtime reads as it loads.
    ...(vendor === 'alipay'
      ? { navigator: { userAgent: 'AlipayClient/10.5.0 (mini-program harness)' } }
      : {}),
  })

  const load = (file) => require(path.join(distDir, file))

  return {
    wx,
    vendor,
    /** Every recorded call, oldest first: `{ api, options }`. */
    calls,
    /** The whole mini-program goes to the background, as when the traveller leaves it. */
    hideApp: () => appHideListeners.slice().forEach((listener) => listener()),

    /** Loads app.js and runs the app's launch, as WeChat does before the first page. */
    launch({ path: entry = 'pages/journey/detail/index', query = {} } = {}) {
      load('app.js')
      if (!registered.app) throw new Error('app.js did not call App()')
      const options = { path: entry, query, scene: 1001, referrerInfo: {} }
      registered.app.onLaunch?.(options)
      registered.app.onShow?.(options)
      return registered.app
    },

    /**
     * Opens a page as WeChat would on navigateTo: the page in front is hidden (onHide; it stays in the
     * stack), then the new one is loaded, instantiated, onLoad, onShow, first render, onReady.
     */
    async openPage(route, query = {}) {
      // A page script runs once (require caches it, as WeChat does); later opens reuse its Page() config.
      if (!pageConfigs.has(route)) {
        const before = registered.pages.length
        load(`${route}.js`)
        if (registered.pages.length === before) throw new Error(`${route}.js did not call Page()`)
        pageConfigs.set(route, registered.pages[registered.pages.length - 1])
      }
      const config = pageConfigs.get(route)

      const renders = []
      const instance = {
        ...config,
        route,
        __route__: route,
        options: query,
        data: structuredClone(config.data ?? {}),
        setData(patch, callback) {
          renders.push(patch)
          applySetData(this.data, patch)
          if (typeof callback === 'function') setTimeout(callback, 0)
        },
      }
      stack[stack.length - 1]?.onHide?.()
      stack.push(instance)
      // Baidu runs onInit before onLoad (Taro's swan pages do their loading there); the others, onLoad.
      instance.onInit?.(query)
      instance.onLoad?.(query)
      instance.onShow?.()
      await until(() => renders.length > 0, `the first setData of ${route}`)
      instance.onReady?.()

      const root = () => instance.data.root
      const callCount = () => calls.length
      return {
        instance,
        renders,
        /** The page's data tree (`root`), as the template would receive it. */
        get root() {
          return root()
        },
        texts: () => textsOf(root()),
        elementsWithText: (text) => elementsWithText(root(), text),
        /** Taps an element of the tree the way the template's bindtap does, through the page's `eh`. */
        tap(element) {
          const target = { id: element.uid ?? element.sid, dataset: { sid: element.sid } }
          return instance.eh({
            type: 'tap',
            timeStamp: Date.now(),
            target,
            currentTarget: target,
            detail: { x: 0, y: 0 },
            touches: [],
            changedTouches: [],
          })
        },
        /** Waits until a wx API is called after `since` (a value of `callCount()`), and returns that call. */
        nextCall: (api, since) =>
          until(() => calls.slice(since).find((c) => c.api === api), `a call of wx.${api}`),
        callCount,
        /** Lets pending updates (React commits, Taro's batched setData) land. */
        settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
      }
    },
  }
}

/** The WeChat bundle's harness (the first one, kept for its own tests). */
export const createWeappHarness = (distDir, options = {}) =>
  createMiniHarness(distDir, { ...options, vendor: 'weapp' })
