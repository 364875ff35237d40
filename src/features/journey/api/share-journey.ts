import type { ShareChannel } from '@types-shared/api/journey'
import type { EnvironmentReport, SharePayload } from '@/platform'
import { DEFAULT_ALLOWED_HOSTS, isAllowedUrl } from '@/platform/url-policy'
import { lazyApi as api } from '@/services/site-client/lazy-api'
import type { JourneyDetail } from '../model'

/** The public site, for links made where the page has no web address of its own (mini-programs). */
export const PUBLIC_SITE_ORIGIN = 'https://www.trip.example'

/** The page's own origin when it is a real, allowed web address; the public site otherwise. */
export function siteOrigin(): string {
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined
  return origin && isAllowedUrl(origin, { allowedHosts: DEFAULT_ALLOWED_HOSTS }) ? origin : PUBLIC_SITE_ORIGIN
}

export const absoluteUrl = (pathOrUrl: string): string => new URL(pathOrUrl, siteOrigin()).toString()

export const journeyPath = (id: number) => `/web/journey/detail/${id}`
export const journeyMiniPath = (id: number) => `/pages/journey/detail/index?id=${id}`

/** What the menus share before anyone taps "share": built locally, so opening the page counts no share. */
export function localSharePayload(journey: JourneyDetail): SharePayload {
  return {
    title: journey.title,
    text: journey.summary,
    url: absoluteUrl(journeyPath(journey.id)),
    imageUrl: absoluteUrl(journey.cover),
    miniProgramPath: journeyMiniPath(journey.id),
  }
}

/**
 * The channel a share is counted under, from where the page runs: inside WeChat's browser the share goes
 * through WeChat's own menu (the guide), in a mini-program through its share card, elsewhere through the
 * system's share sheet (the app's, Web Share) or the copied link.
 */
export function shareChannelFor(context: EnvironmentReport['context']): ShareChannel {
  if (context === 'wechat') return 'wechat'
  if (context === 'mini-program') return 'friend'
  return 'system'
}

/**
 * What a share sends: share/journey/for/web gives the texts and counts the share; the mini-program page
 * for the WeChat card comes from convert/h5url/wx_mini_app, falling back to the server's own path when
 * the conversion fails (the card is still right, only less specific).
 */
export async function sharePayload(
  journey: JourneyDetail,
  channel: ShareChannel = 'system',
): Promise<SharePayload> {
  const info = await api('shareJourney', { journeyId: journey.id, channel })
  const url = absoluteUrl(info.link)
  const mini = await api('convertToMiniApp', { url }).catch(() => null)
  return {
    title: info.title,
    text: info.desc,
    url,
    imageUrl: absoluteUrl(info.imageUrl),
    miniProgramPath: `/${(mini?.path ?? info.miniProgramPath).replace(/^\/+/, '')}`,
  }
}
