// Where the server may send a browser (issue 11, defect 7): the SSO login page redirects to its
// `service` only when scheme, host and port are exactly one of the configured origins, or the
// server's own. Same rules as the site's own policy (src/platform/url-policy.ts,
// src/services/auth/return-url.ts), written here because the server does not import src/: WHATWG URL
// parsing so browser and check agree, no userinfo, no backslashes, control characters or padding.

const UNSAFE_CHARS = /[\\\s\u0000-\u001f\u007f]/
const MAX_URL = 2048

/** The origin of an absolute http(s) address, or null when it is not one. */
export function originOf(raw: string): string | null {
  try {
    const u = new URL(raw)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The address as a URL when it is absolute http(s), carries no user name or password, and its
 * origin is exactly one of `origins` (or `selfOrigin`); null otherwise.
 */
export function allowedRedirect(raw: unknown, origins: readonly string[], selfOrigin?: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL || UNSAFE_CHARS.test(raw))
    return null
  if (!/^https?:\/\/[^/\\]/i.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  const allowed = selfOrigin ? [...origins, selfOrigin] : origins
  return allowed.includes(url.origin) ? url : null
}

/**
 * Hosts that operator-written content (image campaign hot spots, magazine links and images) may point
 * to (issue 16): the product's own, as the site's DEFAULT_ALLOWED_HOSTS (src/platform/url-policy.ts),
 * without localhost (content is shown in production). `*.x` matches x and its subdomains.
 */
export const CONTENT_ALLOWED_HOSTS = ['*.trip.example'] as const

/** Whether `raw` is an absolute http(s) address, without user info, on one of `hosts`. */
export function isAllowedContentUrl(raw: unknown, hosts: readonly string[] = CONTENT_ALLOWED_HOSTS): boolean {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_URL || UNSAFE_CHARS.test(raw))
    return false
  if (!/^https?:\/\/[^/\\]/i.test(raw)) return false
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return hosts.some((rule) =>
    rule.startsWith('*.') ? host === rule.slice(2) || host.endsWith(rule.slice(1)) : host === rule,
  )
}
