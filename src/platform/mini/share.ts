import Taro from '@tarojs/taro'
import type { ShareAdapter, SharePayload } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

/** What the page's onShareAppMessage hands back; pages read it through `currentMiniShare()`. */
let current: SharePayload | null = null

export const currentMiniShare = (): SharePayload | null => current

/**
 * Mini-programs cannot share on their own: only the menu or a share button can. Sharing arms the menu
 * with this content and tells the page to point at it.
 */
export const miniShare: ShareAdapter = {
  async share(content) {
    await miniShare.setShareInfo(content)
    return { status: 'menu' }
  },
  async setShareInfo(content) {
    current = content
    await atSeam(
      PLATFORM_ERROR_CODES.UNKNOWN,
      Taro.showShareMenu({
        withShareTicket: true,
        showShareItems: ['shareAppMessage', 'shareTimeline'],
      } as Taro.showShareMenu.Option),
    )
  },
}
