import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import { feApiSign } from '@types-shared/api/sign'
import {
  FE_API_PREFIX,
  SITE_FE_API_SALT,
  TRACE_ID_HEADER,
  XRAY_TRACE_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './constants'
import { hostKind, isSameOrigin, readCookie } from './hosts'
import { randomTraceId } from './trace-id'
import { requestTarget } from './request-url'

/** SPEC.md section 5: which hosts get X-Requested-With; false marks none. */
export type HeaderMarking = false | 'all' | 'devops'

/** The page-provided signing hook of section 7: may replace the signature and add headers. */
export type SignHook = (input: {
  path: string
  query: URLSearchParams
  sign: string
}) => { signature?: string; headers?: Record<string, string> } | void

export interface HeaderContext {
  /** The page's origin; undefined in mini-programs (nothing is same-origin there). */
  pageOrigin: () => string | undefined
  /** `document.cookie`, read at request time. */
  cookie: () => string | undefined
  markHeaders: HeaderMarking
  signHook?: SignHook
  traceId?: () => string
  /** Section 7: "some company hosts too" get the trace id; XSRF stays same-origin whatever this says. */
  traceCompanyHosts?: boolean
  /** Section 7: optionally an x-xray-traceid too (the time-sorted second generator of section 9). */
  xrayTraceId?: () => string
}

/**
 * Section 7's headers for one request. XSRF is read here and not by axios, and only for same-origin
 * targets: axios before 1.6 sent the cookie's token to any host (CVE-2023-45857), and the bridge and
 * Taro adapters never ran axios's own check at all.
 */
export function decorateHeaders(config: InternalAxiosRequestConfig, ctx: HeaderContext): void {
  const headers = AxiosHeaders.from(config.headers)
  const origin = ctx.pageOrigin()
  const target = requestTarget(config, origin)
  const href = target.url?.href ?? ''
  const sameOrigin = target.url !== null && isSameOrigin(href, origin)

  const kind = target.url ? hostKind(href, origin) : 'other'
  if (sameOrigin || (ctx.traceCompanyHosts && kind !== 'other')) {
    headers.set(TRACE_ID_HEADER, (ctx.traceId ?? randomTraceId)())
    if (ctx.xrayTraceId) headers.set(XRAY_TRACE_ID_HEADER, ctx.xrayTraceId())
  }
  if (sameOrigin) {
    const token = readCookie(ctx.cookie(), XSRF_COOKIE)
    if (token) headers.set(XSRF_HEADER, token)
  }
  if (
    (ctx.markHeaders === 'all' && kind !== 'other') ||
    (ctx.markHeaders === 'devops' && kind === 'devops')
  ) {
    headers.set('X-Requested-With', 'XMLHttpRequest')
  }
  if (target.path.startsWith(FE_API_PREFIX)) {
    const sign = feApiSign(target.path, target.query, SITE_FE_API_SALT)
    const extra = ctx.signHook?.({ path: target.path, query: target.query, sign }) || undefined
    headers.set('X-Sign', extra?.signature ?? sign)
    for (const [name, value] of Object.entries(extra?.headers ?? {})) headers.set(name, value)
  }
  config.headers = headers
}
