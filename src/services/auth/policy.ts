import { DEFAULT_ALLOWED_HOSTS, type UrlPolicy } from '@/platform/url-policy'

/** The hosts return and service addresses may lead to: the product's, plus the page's own origin. */
export function sitePolicy(): UrlPolicy {
  const origin =
    typeof window !== 'undefined' &&
    typeof window.location?.origin === 'string' &&
    window.location.origin !== 'null'
      ? window.location.origin
      : undefined
  return { allowedHosts: DEFAULT_ALLOWED_HOSTS, selfOrigin: origin }
}
