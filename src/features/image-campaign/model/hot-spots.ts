import type { HotSpot, HotSpotAction, ImageCampaign, ImageSlice } from '@types-shared/api/content'
import { isAllowedUrl, type UrlPolicy } from '@/platform/url-policy'

export type { HotSpot, HotSpotAction, ImageCampaign, ImageSlice }
export type HotSpotKind = HotSpotAction['kind']

/**
 * A link hot spot may only lead to an absolute http(s) address on the product's hosts (or the site's own
 * origin). The server checks this when an operator saves the page; the site checks again, because a
 * link that reached the page by another way must not become a tappable redirect (PRODUCT.md, security).
 */
export function isUsableLink(url: string, policy: UrlPolicy): boolean {
  return /^https?:\/\//i.test(url) && isAllowedUrl(url, policy)
}

/** Whether the hot spot becomes a button: every kind but a link to a refused address. */
export function isActiveHotSpot(spot: HotSpot, policy: UrlPolicy): boolean {
  return spot.action.kind !== 'link' || isUsableLink(spot.action.url, policy)
}

/** Keeps a hot spot inside its slice, whatever the numbers (the contract allows x 100 with w 100). */
export function hotSpotBox(spot: Pick<HotSpot, 'x' | 'y' | 'w' | 'h'>) {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)
  const left = clamp(spot.x, 99)
  const top = clamp(spot.y, 99)
  return {
    left: `${left}%`,
    top: `${top}%`,
    width: `${clamp(spot.w, 100 - left)}%`,
    height: `${clamp(spot.h, 100 - top)}%`,
  }
}

/** The slice's height as a share of its width: the placeholder keeps it, so nothing jumps on load. */
export const sliceRatio = (slice: Pick<ImageSlice, 'width' | 'height'>) =>
  `${((slice.height / slice.width) * 100).toFixed(4)}%`
