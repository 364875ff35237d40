import type { DeepLinkTarget } from './types'

/** SPEC.md section 4: the app's custom scheme, and where people without the app land. */
export const APP_SCHEME = 'tripapp://'
export const LANDING_URL = 'https://www.trip.example/app/download'
/** "About 1 to 2 seconds" (SPEC.md section 4): long enough for the app switch to hide the page. */
export const OPEN_APP_FALLBACK_MS = 1500

const query = (pairs: Record<string, string | undefined>) =>
  Object.entries(pairs)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

export function schemeUrl(target: DeepLinkTarget): string {
  return `${APP_SCHEME}open?${query({
    page_type: target.pageType,
    ...target.params,
    source: target.source,
    channel: target.channel,
    journey_create_source: target.journeyCreateSource,
  })}`
}

/** The landing link carries page type, source, channel and the deeplink to hand to the app after install. */
export function landingUrl(target: DeepLinkTarget, base: string = LANDING_URL): string {
  return `${base}?${query({
    page_type: target.pageType,
    source: target.source,
    channel: target.channel,
    deeplink: schemeUrl(target),
  })}`
}
