import { isAllowedUrl, type UrlPolicy } from '@/platform/url-policy'

// Anything that makes a browser and a parser disagree: whitespace, encoded slashes, backslashes, "@",
// percent signs or control characters before the path starts.
const ENCODED_AUTHORITY_TRICK = /%(2f|5c|40|25|0[0-9a-f]|1[0-9a-f]|7f|20|3a|09)/i

function authorityPart(raw: string): string {
  const end = raw.search(/[?#]/)
  return end < 0 ? raw : raw.slice(0, end)
}

/**
 * A return or service address that may be followed, as the normalized href to follow, or null.
 * Stricter than isAllowedUrl (src/platform/url-policy.ts): relative addresses must be plain paths,
 * and the part before the query must not hide a host behind percent-encoding or padding.
 */
export function safeReturnUrl(raw: unknown, policy: UrlPolicy): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw !== raw.trim()) return null
  const head = authorityPart(raw)
  if (ENCODED_AUTHORITY_TRICK.test(head)) return null
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(raw)
  if (!absolute && !(raw.startsWith('/') && !raw.startsWith('//'))) return null
  if (absolute && !/^https?:\/\/[^/\\]/i.test(raw)) return null
  if (!isAllowedUrl(raw, policy)) return null
  try {
    return new URL(raw, policy.selfOrigin).href
  } catch {
    return null
  }
}

/** The address without one query parameter (the SSO ticket), for validate_service and the replace. */
export function withoutParam(href: string, name: string): string {
  const url = new URL(href)
  url.searchParams.delete(name)
  return url.href
}
