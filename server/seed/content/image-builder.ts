// A compact way to write the image campaign pages of the seed (issue 16): a page is a list of slices,
// a slice a heading with hot spots; addresses, sizes and alt texts follow from them.
import type { HotSpot, HotSpotAction, ImageCampaign } from '../../../types/api/content'
import { CAMPAIGN_SLICE, campaignSliceUrl } from '../../lib/campaign-art'

type Spot = [label: string, labelEn: string, action: HotSpotAction]
export interface SliceSeed {
  heading: string
  headingEn: string
  desc: string
  descEn: string
  spots: Spot[]
}
export interface PageSeed {
  key: string
  title: string
  titleEn: string
  subtitle: string
  subtitleEn: string
  background: string
  appJourneyId: number | null
  slices: SliceSeed[]
}

export const journey = (label: string, labelEn: string, journeyId: number): Spot => [
  label,
  labelEn,
  { kind: 'journey', journeyId },
]
export const place = (label: string, labelEn: string, placeId: number): Spot => [
  label,
  labelEn,
  { kind: 'place', placeId },
]
export const map = (label: string, labelEn: string, lat: number, lon: number): Spot => [
  label,
  labelEn,
  { kind: 'map', lat, lon, name: label },
]
export const link = (label: string, labelEn: string, url: string): Spot => [
  label,
  labelEn,
  { kind: 'link', url },
]

export const slice = (
  heading: string,
  headingEn: string,
  desc: string,
  descEn: string,
  ...spots: Spot[]
): SliceSeed => ({ heading, headingEn, desc, descEn, spots })

// Hot spot boxes by position on the slice, in per cent: up to three, above the heading band.
const BOXES = [
  { x: 8, y: 18, w: 40, h: 16 },
  { x: 52, y: 40, w: 40, h: 16 },
  { x: 10, y: 62, w: 44, h: 14 },
]

export function buildPage(p: PageSeed): ImageCampaign {
  return {
    key: p.key,
    title: p.title,
    titleEn: p.titleEn,
    subtitle: p.subtitle,
    subtitleEn: p.subtitleEn,
    background: p.background,
    slices: p.slices.map((s, i) => ({
      url: campaignSliceUrl(p.key, i + 1),
      width: CAMPAIGN_SLICE.width,
      height: CAMPAIGN_SLICE.height,
      alt: `${s.heading}：${s.desc}`,
      altEn: `${s.headingEn}: ${s.descEn}`,
      hotSpots: s.spots.map(([label, labelEn, action], k): HotSpot => ({
        id: `s${i + 1}-${action.kind}-${k + 1}`,
        label,
        labelEn,
        ...BOXES[k % BOXES.length]!,
        action,
      })),
    })),
    share: { title: p.title, desc: p.subtitle, image: campaignSliceUrl(p.key, 1) },
    appJourneyId: p.appJourneyId,
  }
}
