import { apiOrigin } from '@/services/site-client'

/**
 * An absolute address for a site path (`/web/...`, `/api/v1/media/...`): what a QR code or a share must
 * carry. H5 is served beside the API, so the page's own origin; mini-programs have no page origin and
 * are built with the API host (TARO_APP_API_ORIGIN), which serves the site too.
 */
export function siteAddress(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  const origin =
    apiOrigin() || (typeof window !== 'undefined' && window.location?.origin) || 'https://www.trip.example'
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}
