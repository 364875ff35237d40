import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CAMPAIGN_ROUTES } from '@types-shared/routes/campaign-routes'
import { IMAGE_CAMPAIGN_IDS, type ImageCampaignId } from '@types-shared/routes/route-table'
import { routeTarget } from '@/services/router'
import { siteAddress } from './site-address'

export const SHARE_TARGET_KINDS = [
  'journey',
  'wish',
  'checkin',
  'campaign',
  'prize',
  'image',
  'food',
] as const
export type ShareTargetKind = (typeof SHARE_TARGET_KINDS)[number]
export type CampaignKey = keyof typeof CAMPAIGN_IDS

/**
 * What a share sends people to. A check-in result is a traveller's lit map (`from` their user id) on the
 * result page, with one region of it picked out (`code`) when the share is about that region.
 */
export type ShareTarget =
  | { kind: 'journey'; id: number }
  | { kind: 'wish'; id: number; sharer?: number }
  | { kind: 'checkin'; userId: number; code?: string }
  | { kind: 'campaign'; campaign: CampaignKey; sharer?: number }
  | { kind: 'prize'; campaign: CampaignKey; token: string }
  | { kind: 'image'; key: ImageCampaignId }
  | { kind: 'food'; userId: number }

/**
 * Where a transferred prize is accepted, per campaign: the page that lists that campaign's prizes
 * (issue 15). The friend opens it with `acceptToken`, signs in and accepts.
 */
const PRIZE_ROUTES: Partial<Record<CampaignKey, string>> = {
  summer2025: 'summer2025Records',
  capture: 'captureGiftShop',
  wish: 'prize',
}

/** A transfer token as the server makes it: 32 lowercase hex digits (docs/business-rules.md). */
export const TRANSFER_TOKEN = /^[0-9a-f]{32}$/

const POSITIVE_ID = /^[1-9]\d{0,11}$/
const REGION_CODE = /^[0-9A-Za-z_-]{1,24}$/

/** The route that shows the target, as `navigate` takes it: a name, its path parameters and query. */
export function targetLocation(target: ShareTarget): {
  name: string
  params: Record<string, string | number>
  query: Record<string, string>
} {
  switch (target.kind) {
    case 'journey':
      return { name: 'journeyDetail', params: { id: target.id }, query: {} }
    case 'wish':
      // `sharer` lets the wish page count a friend's open as the sharer's evidence (share/opened).
      return {
        name: 'prize',
        params: {},
        query: { wishId: String(target.id), ...(target.sharer ? { sharer: String(target.sharer) } : {}) },
      }
    case 'checkin':
      // The result page shows a visitor the shared map and counts, and its traveller their own.
      return {
        name: 'clockInResult',
        params: {},
        query: { from: String(target.userId), ...(target.code ? { code: target.code } : {}) },
      }
    case 'campaign':
      // `sharer` lets the campaign count the open as its sharer's invitation (share/opened).
      return {
        name: CAMPAIGN_ROUTES[target.campaign],
        params: {},
        query: target.sharer ? { sharer: String(target.sharer) } : {},
      }
    case 'prize':
      return {
        name: PRIZE_ROUTES[target.campaign] ?? CAMPAIGN_ROUTES[target.campaign],
        params: {},
        query: { acceptToken: target.token },
      }
    case 'image':
      return { name: `img_${target.key}`, params: {}, query: {} }
    case 'food':
      // The food trail opened from a share shows the sharer's progress (`from`) beside the reader's.
      return { name: CAMPAIGN_ROUTES.food, params: {}, query: { from: String(target.userId) } }
  }
}

/** Both addresses of the target's page: the site's path (under /web) and the mini-program page path. */
export function targetRoute(target: ShareTarget, query: Record<string, string> = {}) {
  const location = targetLocation(target)
  return routeTarget(location.name, location.params, { ...location.query, ...query })
}

/** The target as a share page's query names it (`parseShareTarget` reads it back). */
export function targetQuery(target: ShareTarget): Record<string, string> {
  switch (target.kind) {
    case 'campaign':
      return {
        type: 'campaign',
        id: target.campaign,
        ...(target.sharer ? { sharer: String(target.sharer) } : {}),
      }
    case 'prize':
      return { type: 'prize', id: target.campaign, token: target.token }
    case 'checkin':
      return { type: 'checkin', id: String(target.userId), ...(target.code ? { code: target.code } : {}) }
    case 'image':
      return { type: 'image', id: target.key }
    case 'food':
      return { type: 'food', id: String(target.userId) }
    case 'wish':
      return {
        type: 'wish',
        id: String(target.id),
        ...(target.sharer ? { sharer: String(target.sharer) } : {}),
      }
    default:
      return { type: target.kind, id: String(target.id) }
  }
}

/**
 * The absolute address a share or a poster's QR code carries, marked as a share on its channel, so the
 * visit it brings is counted where it came from.
 */
export function targetAddress(target: ShareTarget, channel: string): string {
  return siteAddress(`/web${targetRoute(target, { source: 'share', channel }).prettyPath}`)
}

/** The mini-program page a share card opens. */
export const targetMiniPath = (target: ShareTarget) => targetRoute(target).pagePath

/** A stable number per target, so each keeps its own poster colours. */
export function targetSeed(target: ShareTarget): number {
  if (target.kind === 'campaign' || target.kind === 'prize') return CAMPAIGN_IDS[target.campaign]
  if (target.kind === 'image') return 100 + IMAGE_CAMPAIGN_IDS.indexOf(target.key)
  return target.kind === 'checkin' || target.kind === 'food' ? target.userId : target.id
}

export type ShareTargetProblem = 'none' | 'invalid' | 'unsupported'

/**
 * The target named by a share page's query: `?type=journey|wish|checkin|campaign|prize|image|food&id=` (a
 * campaign's id is its key, `summer2025`, with an optional `sharer`; a prize's is its campaign's key with
 * the transfer `token`; a check-in's is the traveller's, with an optional `code`; an image page's is its
 * key, `japan`; the food trail's is the sharer's user id), or the older
 * `?journeyId=1`. No id at all is nothing chosen, not an error.
 */
export function parseShareTarget(
  params: Record<string, string | undefined>,
): { ok: true; target: ShareTarget } | { ok: false; problem: ShareTargetProblem } {
  const type = params.type || 'journey'
  if (!(SHARE_TARGET_KINDS as readonly string[]).includes(type)) return { ok: false, problem: 'unsupported' }
  const id = type === 'journey' ? (params.journeyId ?? params.id) : params.id
  if (id === undefined || id === '') return { ok: false, problem: 'none' }
  if (type === 'campaign' || type === 'prize') {
    if (!Object.hasOwn(CAMPAIGN_ROUTES, id)) return { ok: false, problem: 'invalid' }
    const campaign = id as CampaignKey
    if (type === 'prize') {
      const token = params.token ?? ''
      return TRANSFER_TOKEN.test(token)
        ? { ok: true, target: { kind: 'prize', campaign, token } }
        : { ok: false, problem: 'invalid' }
    }
    const sharer = params.sharer
    if (sharer !== undefined && sharer !== '' && !POSITIVE_ID.test(sharer))
      return { ok: false, problem: 'invalid' }
    return { ok: true, target: { kind: 'campaign', campaign, ...(sharer ? { sharer: Number(sharer) } : {}) } }
  }
  if (type === 'image') {
    return (IMAGE_CAMPAIGN_IDS as readonly string[]).includes(id)
      ? { ok: true, target: { kind: 'image', key: id as ImageCampaignId } }
      : { ok: false, problem: 'invalid' }
  }
  if (!POSITIVE_ID.test(id)) return { ok: false, problem: 'invalid' }
  if (type === 'food') return { ok: true, target: { kind: 'food', userId: Number(id) } }
  if (type === 'checkin') {
    const code = params.code
    if (code !== undefined && code !== '' && !REGION_CODE.test(code)) return { ok: false, problem: 'invalid' }
    return { ok: true, target: { kind: 'checkin', userId: Number(id), ...(code ? { code } : {}) } }
  }
  if (type === 'wish') {
    const sharer = params.sharer
    if (sharer !== undefined && sharer !== '' && !POSITIVE_ID.test(sharer))
      return { ok: false, problem: 'invalid' }
    return {
      ok: true,
      target: { kind: 'wish', id: Number(id), ...(sharer ? { sharer: Number(sharer) } : {}) },
    }
  }
  return { ok: true, target: { kind: 'journey', id: Number(id) } }
}
