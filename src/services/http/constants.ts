/** The request client's constants (SPEC.md sections 4, 7, 8 and 9); the spec section is named beside each. */

/** Section 9: the travel API and the request wrapper time out after 10 s; uploads after 60 s. */
export const DEFAULT_TIMEOUT_MS = 10_000
export const UPLOAD_TIMEOUT_MS = 60_000
/** Section 9: success range of HTTP statuses. */
export const SUCCESS_STATUS_MIN = 200
export const SUCCESS_STATUS_MAX = 299
/** Section 9: a streamed response is read in chunks of this many bytes. */
export const STREAM_CHUNK_BYTES = 65_536

/** Section 7: the travel API's versioned prefix (CONTRACTS.md) and the signed product API prefix. */
export const TRAVEL_API_PREFIX = '/api/v1'
export const FE_API_PREFIX = '/fe_api/'

/** Section 9: anti-spam reloads per kind and session, and how long a counter lives. */
export const SPAM_RELOAD_LIMIT = 5
export const SPAM_COUNTER_RESET_MS = 3_600_000
/** Section 4: x-kong-sign values and the counter kind each one uses. */
export const KONG_SIGN_HEADER = 'x-kong-sign'
export const KONG_SIGN_TIME_ERROR = '2'
export const SPAM_KIND_BY_SIGN: Readonly<Record<string, 'sign' | 'font'>> = {
  '1': 'sign',
  '3': 'sign',
  '4': 'font',
}

/** Section 8: 418 body defaults and the exception code used for an unknown locationTag. */
export const REDPASS_DEFAULT_CODE = 51105
export const EXCEPTION_FALLBACK_CODE = 22102
/** Section 4: a 200 whose body result or code is -101 is treated as 401. */
export const LEGACY_UNAUTHORIZED_CODE = -101
/** Section 9: the unauthorized redirect waits this long. */
export const LOGIN_REDIRECT_DELAY_MS = 300

/** Section 7: every same-origin request carries a trace id of 16 hex characters. */
export const TRACE_ID_HEADER = 'x-b3-traceid'
export const XRAY_TRACE_ID_HEADER = 'x-xray-traceid'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/**
 * Section 7: "company and devops hosts get X-Requested-With". The spec names no hosts; ours are the
 * product domain (CONTRACTS.md) and its devops subdomain.
 */
export const COMPANY_HOST_SUFFIXES = ['trip.example'] as const
export const DEVOPS_HOST_SUFFIXES = ['devops.trip.example'] as const

/** The site path of the exception page (route 'exception' in types/routes/route-table.ts). */
export const EXCEPTION_PAGE_PATH = '/web/exception'
/** The company login page (CONTRACTS.md, SSO). */
export const SSO_LOGIN_PATH = '/sso/login'
/**
 * The /fe_api X-Sign salt this build signs with: FE_API_SALT at build time (config/index.ts), which a
 * production build must share with its server (a production server refuses the public default); the
 * default salt of types/api/sign.ts otherwise.
 */
export const SITE_FE_API_SALT: string | undefined = process.env.TARO_APP_FE_API_SALT || undefined
