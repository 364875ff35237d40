import { getPlatform, PlatformError, PLATFORM_ERROR_CODES } from '@/platform'
import type { PageChannel, ShareOutcome } from '../model'
import { siteAddress } from '../site-address'
import { getShareInfo } from './get-share-info'

/**
 * Shares a journey on one channel through the platform. 'guide' means nothing happened yet: the page
 * must point at the host's own share menu (WeChat's browser, a mini-program's ··· menu).
 */
export async function shareOn(
  channel: PageChannel,
  journeyId: string,
  posterUrl: string,
): Promise<ShareOutcome | 'guide'> {
  const platform = getPlatform()
  try {
    const info = await getShareInfo(journeyId, channel)
    const url = siteAddress(info.link)
    if (channel === 'link') {
      await platform.clipboard.copy(url)
      return 'copied'
    }
    if (channel === 'image') {
      await platform.images.save({ url: posterUrl })
      return 'saved'
    }
    const { status } = await platform.share.share({
      title: info.title,
      text: info.desc,
      url,
      imageUrl: siteAddress(info.imageUrl),
      miniProgramPath: `/${info.miniProgramPath}`,
    })
    return status === 'guide' || status === 'menu' ? 'guide' : status
  } catch (error) {
    // Backing out of the system sheet or the photo permission is the visitor's choice, not a failure.
    if (error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.CANCELLED) return 'cancelled'
    return 'failed'
  }
}
