// What the operators' content endpoints accept beyond the body schema (issue 16): every address is
// ours or on an allowed host, every journey and place exists, sizes are bounded, text marks fit their
// text. A failed check throws a 400 naming the field, before anything is written.
import { Value } from 'typebox/value'
import type { ImageCampaign } from '../../types/api/content'
import { Block } from '../../types/api/magazine'
import { IMAGE_CAMPAIGN_IDS } from '../../types/routes/route-table'
import { badRequest } from '../errors'
import { CAMPAIGN_SLICE_PATTERN } from '../lib/campaign-art'
import { isOwnMedia } from '../lib/media-policy'
import { isAllowedContentUrl } from '../lib/url-policy'
import type { Repositories } from '../repositories'

export const CONTENT_LIMITS = {
  pageJsonChars: 100_000,
  slices: 20,
  hotSpotsPerSlice: 10,
  title: 80,
  titleEn: 120,
  subtitle: 200,
  alt: 300,
  textChars: 5_000,
  marksPerText: 100,
  richHtmlChars: 20_000,
  caption: 200,
  quoteChars: 1_000,
  quoteBy: 60,
} as const

/** Our drawn media (campaign slices included) or an https/http address on an allowed host. */
export const isContentImage = (url: string) =>
  CAMPAIGN_SLICE_PATTERN.test(url) || isOwnMedia(url) || isAllowedContentUrl(url)

function text(value: string, max: number, field: string, required = true): void {
  if (required && value.trim().length === 0) throw badRequest(`${field} must not be empty`)
  if (value.length > max) throw badRequest(`${field} is longer than ${max} characters`)
}

/** Ids of the journeys that exist, are not deleted and are public and published. */
async function missingJourneys(repos: Repositories, ids: number[]): Promise<number[]> {
  const rows = await repos.journeys.findLiveByIds([...new Set(ids)])
  const ok = new Set(
    rows.filter((r) => r.visibility === 'public' && r.review_status === 'published').map((r) => r.id),
  )
  return ids.filter((id) => !ok.has(id))
}

async function missingPlaces(repos: Repositories, ids: number[]): Promise<number[]> {
  const rows = await repos.places.findByIds([...new Set(ids)])
  const ok = new Set(rows.map((r) => r.id))
  return ids.filter((id) => !ok.has(id))
}

export async function checkImageCampaign(repos: Repositories, c: ImageCampaign): Promise<void> {
  if (!(IMAGE_CAMPAIGN_IDS as readonly string[]).includes(c.key))
    throw badRequest(`content.key must be one of ${IMAGE_CAMPAIGN_IDS.join(', ')}`)
  if (JSON.stringify(c).length > CONTENT_LIMITS.pageJsonChars)
    throw badRequest(`content is larger than ${CONTENT_LIMITS.pageJsonChars} characters`)
  text(c.title, CONTENT_LIMITS.title, 'content.title')
  text(c.titleEn, CONTENT_LIMITS.titleEn, 'content.titleEn')
  text(c.subtitle, CONTENT_LIMITS.subtitle, 'content.subtitle', false)
  text(c.subtitleEn, CONTENT_LIMITS.subtitle, 'content.subtitleEn', false)
  text(c.share.title, CONTENT_LIMITS.subtitle, 'content.share.title')
  text(c.share.desc, CONTENT_LIMITS.subtitle, 'content.share.desc', false)
  if (!isContentImage(c.share.image))
    throw badRequest('content.share.image is not our media or an allowed host')
  if (c.slices.length === 0 || c.slices.length > CONTENT_LIMITS.slices)
    throw badRequest(`content.slices must hold 1 to ${CONTENT_LIMITS.slices} slices`)
  const journeyIds: number[] = c.appJourneyId === null ? [] : [c.appJourneyId]
  const placeIds: number[] = []
  const spotIds = new Set<string>()
  for (const [i, s] of c.slices.entries()) {
    const at = `content.slices[${i}]`
    if (!isContentImage(s.url)) throw badRequest(`${at}.url is not our media or an allowed host`)
    text(s.alt, CONTENT_LIMITS.alt, `${at}.alt`)
    text(s.altEn, CONTENT_LIMITS.alt, `${at}.altEn`)
    if (s.hotSpots.length > CONTENT_LIMITS.hotSpotsPerSlice)
      throw badRequest(`${at}.hotSpots holds more than ${CONTENT_LIMITS.hotSpotsPerSlice}`)
    for (const [k, h] of s.hotSpots.entries()) {
      const hat = `${at}.hotSpots[${k}]`
      if (spotIds.has(h.id)) throw badRequest(`${hat}.id "${h.id}" is used twice on the page`)
      spotIds.add(h.id)
      if (h.x + h.w > 100 || h.y + h.h > 100) throw badRequest(`${hat} reaches outside its slice`)
      const a = h.action
      if (a.kind === 'journey') journeyIds.push(a.journeyId)
      else if (a.kind === 'place') placeIds.push(a.placeId)
      else if (a.kind === 'link' && !isAllowedContentUrl(a.url))
        throw badRequest(`${hat}.action.url must be http(s) on an allowed host`)
    }
  }
  const noJourney = await missingJourneys(repos, journeyIds)
  if (noJourney.length) throw badRequest(`no public journey with id ${noJourney.join(', ')}`)
  const noPlace = await missingPlaces(repos, placeIds)
  if (noPlace.length) throw badRequest(`no place with id ${noPlace.join(', ')}`)
}

/** Checks an article's blocks (after the body schema): marks, addresses, sizes, referenced ids. */
export async function checkBlocks(repos: Repositories, blocks: Block[]): Promise<void> {
  const journeyIds: number[] = []
  const placeIds: number[] = []
  for (const [i, b] of blocks.entries()) {
    const at = `blocks[${i}]`
    switch (b.type) {
      case 'text':
        text(b.text, CONTENT_LIMITS.textChars, `${at}.text`)
        if ((b.marks ?? []).length > CONTENT_LIMITS.marksPerText)
          throw badRequest(`${at}.marks holds more than ${CONTENT_LIMITS.marksPerText}`)
        for (const [k, m] of (b.marks ?? []).entries()) {
          if (m.start > m.end || m.end > b.text.length)
            throw badRequest(`${at}.marks[${k}] must satisfy start <= end <= text length`)
          if (m.kind === 'link' && !isAllowedContentUrl(m.href))
            throw badRequest(`${at}.marks[${k}].href must be http(s) on an allowed host`)
        }
        break
      case 'rich':
        // Stored as given; the site sanitizes it on display (docs/content.md).
        text(b.html, CONTENT_LIMITS.richHtmlChars, `${at}.html`)
        break
      case 'image':
        if (!isContentImage(b.url)) throw badRequest(`${at}.url is not our media or an allowed host`)
        text(b.caption, CONTENT_LIMITS.caption, `${at}.caption`, false)
        break
      case 'quote':
        text(b.text, CONTENT_LIMITS.quoteChars, `${at}.text`)
        text(b.by, CONTENT_LIMITS.quoteBy, `${at}.by`, false)
        break
      case 'place':
        placeIds.push(b.placeId)
        break
      case 'journey':
        journeyIds.push(b.journeyId)
        break
    }
  }
  const noJourney = await missingJourneys(repos, journeyIds)
  if (noJourney.length) throw badRequest(`no public journey with id ${noJourney.join(', ')}`)
  const noPlace = await missingPlaces(repos, placeIds)
  if (noPlace.length) throw badRequest(`no place with id ${noPlace.join(', ')}`)
}

/** Blocks as stored, without those this version does not know (older or newer rows never crash a read). */
export function knownBlocks(raw: string): Block[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  return Array.isArray(parsed) ? parsed.filter((b): b is Block => Value.Check(Block, b)) : []
}
