import { TRUSTED_PARENT_ORIGINS } from './constants'

/** `https://A.example:443/x` -> `https://a.example`; null for anything that is not an http(s) origin. */
export function normalizeOrigin(raw: string): string | null {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password) return null
    return url.origin
  } catch {
    return null
  }
}

/** The configured list: the constants, the build variable, and the site's own origin. */
export function trustedOrigins(selfOrigin: string | undefined, extra: string | undefined): Set<string> {
  const list = [...TRUSTED_PARENT_ORIGINS, ...(extra ?? '').split(','), selfOrigin ?? '']
  const out = new Set<string>()
  for (const entry of list) {
    const origin = entry.trim() ? normalizeOrigin(entry.trim()) : null
    if (origin) out.add(origin)
  }
  return out
}

/**
 * A message is answered only when its origin is exactly one of the trusted origins, as the browser
 * reports it (lower-case scheme and host, no default port, no path). No patterns, no suffix matching:
 * `https://uba.trip.example.evil.com` and `null` (sandboxed frames, file:) are strangers.
 */
export function isTrustedOrigin(origin: unknown, trusted: ReadonlySet<string>): origin is string {
  return typeof origin === 'string' && origin !== 'null' && trusted.has(origin)
}
