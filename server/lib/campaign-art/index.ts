// Slice images of the image campaign pages (issue 16), drawn here as SVG: the page's theme (palette
// and motif), varied per slice, with the slice's heading. No internet: nothing is fetched.
import { IMAGE_CAMPAIGN_IDS, type ImageCampaignId } from '../../../types/routes/route-table'
import { hashOf } from '../geo'
import { drawMotif, H, W } from './motifs'
import { THEMES } from './themes'

export const CAMPAIGN_SLICE = { width: W, height: H } as const

/** The address of slice n (1-based) of page `key`. */
export const campaignSliceUrl = (key: string, n: number) => `/api/v1/media/campaign/${key}-${n}.svg`
export const CAMPAIGN_SLICE_PATTERN = /^\/api\/v1\/media\/campaign\/([a-z0-9]{1,20})-(\d{1,2})\.svg$/

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function isCampaignKey(key: string): key is ImageCampaignId {
  return (IMAGE_CAMPAIGN_IDS as readonly string[]).includes(key)
}

/** Slice n of page `key` with its heading, or null when the page has no theme. */
export function drawCampaignSlice(key: string, n: number, heading: string): string | null {
  if (!isCampaignKey(key)) return null
  const t = THEMES[key]
  const text = esc(heading.length > 16 ? heading.slice(0, 15) + '…' : heading)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.sky[0]}"/><stop offset="1" stop-color="${t.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect y="760" width="${W}" height="240" fill="${t.ground}"/>
${drawMotif(t, hashOf(`${key}-${n}`))}
<rect x="40" y="820" width="670" height="130" rx="20" fill="${t.ground}" fill-opacity=".55"/>
<text x="375" y="905" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" font-size="52" font-weight="700" fill="${t.ink}" text-anchor="middle">${text}</text>
<text x="700" y="60" font-family="sans-serif" font-size="28" fill="${t.ink}" fill-opacity=".7" text-anchor="end">${String(n).padStart(2, '0')}</text>
</svg>`
}
