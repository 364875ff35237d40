import { getPlatform, PlatformError, PLATFORM_ERROR_CODES, type RasterImage } from '@/platform'
import { siteAddress } from './site-address'
import { targetAddress, targetMiniPath, type ShareTarget } from './target'

/** The channels a share page offers (each is also a channel the server counts shares under). */
export const SHARE_CHANNELS = ['friend', 'moments', 'link', 'image'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]

/** What became of a share: shared, the link copied, the poster saved, backed out of, or failed. */
export const SHARE_OUTCOMES = ['shared', 'copied', 'saved', 'cancelled', 'failed'] as const
export type ShareOutcome = (typeof SHARE_OUTCOMES)[number]

export const isShareChannel = (v: unknown): v is ShareChannel => SHARE_CHANNELS.includes(v as ShareChannel)
export const isShareOutcome = (v: unknown): v is ShareOutcome => SHARE_OUTCOMES.includes(v as ShareOutcome)

/** The words and picture a share carries, from whatever the page has loaded. */
export interface ShareSubject {
  title: string
  text: string
  /** The cover: a site path or an absolute address. */
  cover?: string
}

export interface ShareRequest {
  channel: ShareChannel
  target: ShareTarget
  subject: ShareSubject
  /** The poster, drawn before the tap (usePosterImage). */
  poster: RasterImage | null
  /** Counts the share on the server; its answer is not waited for and its failure changes nothing. */
  count?: (channel: ShareChannel) => Promise<unknown>
}

/**
 * Shares a target on one channel. The platform is called first, in the same task as the tap, with
 * everything already at hand (address, texts, the drawn poster): a browser grants navigator.share only
 * inside the tap's user activation, which a network round trip before it would use up. 'guide' means
 * nothing happened yet: the page points at the host's own menu (WeChat's browser, a mini-program's ···).
 */
export async function shareTargetOn({
  channel,
  target,
  subject,
  poster,
  count,
}: ShareRequest): Promise<ShareOutcome | 'guide'> {
  const platform = getPlatform()
  count?.(channel).catch(() => undefined)
  try {
    const url = targetAddress(target, channel)
    if (channel === 'link') {
      await platform.clipboard.copy(url)
      return 'copied'
    }
    if (channel === 'image') {
      if (!poster)
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'the poster is not drawn yet')
      await platform.images.save({ url: poster.url })
      return 'saved'
    }
    const { status } = await platform.share.share({
      title: subject.title,
      text: subject.text,
      url,
      imageUrl: subject.cover ? siteAddress(subject.cover) : undefined,
      miniProgramPath: targetMiniPath(target),
      image: poster ?? undefined,
    })
    return status === 'guide' || status === 'menu' ? 'guide' : status
  } catch (error) {
    // Backing out of the system sheet or the photo permission is the visitor's choice, not a failure.
    if (error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.CANCELLED) return 'cancelled'
    return 'failed'
  }
}
