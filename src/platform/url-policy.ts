/**
 * Where the site may send people (DEVELOPERS.md: never redirect or load outside the allowed hosts).
 * Parsing goes through WHATWG URL so browsers and this check agree on what the host is; anything it
 * cannot read safely is refused.
 */
export interface UrlPolicy {
  /** Exact hosts, or `*.example.com` for the domain and its subdomains. */
  allowedHosts: readonly string[]
  /** The site's own origin; same-origin addresses are always allowed. */
  selfOrigin?: string
}

export function isAllowedUrl(raw: string, policy: UrlPolicy): boolean {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return false
  // Backslashes and control characters are normalized differently by browsers and servers.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return false
  let url: URL
  try {
    url = new URL(raw, policy.selfOrigin)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  if (policy.selfOrigin && url.origin === new URL(policy.selfOrigin).origin) return true
  const host = url.hostname.toLowerCase()
  return policy.allowedHosts.some((allowed) => {
    const rule = allowed.toLowerCase()
    if (rule.startsWith('*.')) {
      const domain = rule.slice(2)
      return host === domain || host.endsWith(`.${domain}`)
    }
    return host === rule
  })
}

/** The product's hosts (CONTRACTS.md: configured per environment; these are the defaults). */
export const DEFAULT_ALLOWED_HOSTS = ['*.trip.example', 'localhost', '127.0.0.1'] as const
