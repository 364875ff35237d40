/**
 * SPEC.md section 5, "Http configuration": checked when a client is created, so a wrong base URL or API
 * list fails at start-up with a TypeError naming the field instead of producing odd URLs later.
 */
export interface HttpConfigInput {
  baseURL?: unknown
  /** Named endpoints: `{ journeyDetail: '/web/journey/detail' }`. */
  apis?: unknown
  /** Extra axios request config; must be a plain object. */
  requestConfig?: unknown
}

// Absolute http(s), protocol-relative, or a service-mesh address (`mesh://service/path`).
const API_ENTRY = /^(\/(?!\/)|https?:\/\/|\/\/|mesh:\/\/)/i

export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

export function assertBaseUrl(baseURL: unknown): asserts baseURL is string {
  if (typeof baseURL !== 'string') throw new TypeError('baseURL must be a string')
  if (baseURL.endsWith('/')) throw new TypeError(`baseURL must not end with a slash: ${baseURL}`)
}

export function assertApiEntry(key: string, entry: unknown): asserts entry is string {
  if (key.length === 0) throw new TypeError('an API key must not be empty')
  if (typeof entry !== 'string' || !API_ENTRY.test(entry)) {
    throw new TypeError(
      `API "${key}" must start with a slash or be an absolute, protocol-relative or mesh URL: ${String(entry)}`,
    )
  }
}

export function validateHttpConfig(input: HttpConfigInput): void {
  if (input.baseURL !== undefined) assertBaseUrl(input.baseURL)
  if (input.apis !== undefined) {
    if (!isPlainObject(input.apis)) throw new TypeError('apis must be a plain object')
    for (const [key, entry] of Object.entries(input.apis)) assertApiEntry(key, entry)
  }
  if (input.requestConfig !== undefined && !isPlainObject(input.requestConfig)) {
    throw new TypeError('request config must be a plain object')
  }
}
