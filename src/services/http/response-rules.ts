import {
  EXCEPTION_FALLBACK_CODE,
  KONG_SIGN_HEADER,
  KONG_SIGN_TIME_ERROR,
  LEGACY_UNAUTHORIZED_CODE,
  REDPASS_DEFAULT_CODE,
  SPAM_KIND_BY_SIGN,
} from './constants'

export type SpamKind = 'sign' | 'font'

/** What a response asks the page to do (SPEC.md sections 4 and 8), decided without side effects. */
export type ResponseAction =
  | { type: 'none' }
  | { type: 'unauthorized' }
  | { type: 'forbidden' }
  | { type: 'exception'; code: number }
  | { type: 'login' }
  | { type: 'time-alert' }
  | { type: 'spam-reload'; kind: SpamKind }

type HeaderBag = { get?: (name: string) => unknown } | Record<string, unknown> | undefined

export function headerValue(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined
  const getter = (headers as { get?: unknown }).get
  const value =
    typeof getter === 'function'
      ? (getter as (n: string) => unknown).call(headers, name)
      : Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]
  return value === undefined || value === null || value === false ? undefined : String(value)
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined

/** `-101` in `result` or `code`, as number or string: the legacy "session invalid" of section 4. */
export const isLegacyUnauthorized = (body: unknown): boolean =>
  [field(body, 'result'), field(body, 'code')].some((v) => Number(v) === LEGACY_UNAUTHORIZED_CODE && v !== '')

function redpassAction(body: unknown): ResponseAction {
  const raw = Number(field(body, 'code'))
  const code = Number.isFinite(raw) && raw !== 0 ? raw : REDPASS_DEFAULT_CODE
  const tag = field(body, 'locationTag')
  if (tag === 'redpass') return { type: 'exception', code }
  if (tag === 'sso') return { type: 'login' }
  return { type: 'exception', code: EXCEPTION_FALLBACK_CODE }
}

export function classifyResponse(status: number, headers: HeaderBag, body: unknown): ResponseAction {
  const sign = headerValue(headers, KONG_SIGN_HEADER)?.trim()
  if (sign) {
    if (sign === KONG_SIGN_TIME_ERROR && status === 406) return { type: 'time-alert' }
    // Section 4 names 1 and 3 (sign) and 4 (font); any other value is counted as a sign check.
    return { type: 'spam-reload', kind: SPAM_KIND_BY_SIGN[sign] ?? 'sign' }
  }
  if (status === 401) return { type: 'unauthorized' }
  if (status === 403) return { type: 'forbidden' }
  if (status === 418) return redpassAction(body)
  if (status >= 200 && status <= 299 && isLegacyUnauthorized(body)) return { type: 'unauthorized' }
  return { type: 'none' }
}
