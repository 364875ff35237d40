import Taro from '@tarojs/taro'
import type { ShareAdapter, SharePayload } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

/**
 * What each page armed its menu with, by page instance: a page left in the stack keeps its own card,
 * and the page in front never shares what the page under it armed.
 */
const armed = new WeakMap<object, SharePayload>()

const pageInFront = (): object | undefined => {
  const pages = Taro.getCurrentPages?.() ?? []
  return pages[pages.length - 1] as object | undefined
}

/** What the page in front armed its share menu with; its onShareAppMessage answers with it. */
export const currentMiniShare = (): SharePayload | null => {
  const page = pageInFront()
  return (page && armed.get(page)) ?? null
}

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
    const page = pageInFront()
    if (page) armed.set(page, content)
    await atSeam(
      PLATFORM_ERROR_CODES.UNKNOWN,
      Taro.showShareMenu({
        withShareTicket: true,
        showShareItems: ['shareAppMessage', 'shareTimeline'],
      } as Taro.showShareMenu.Option),
    )
  },
  // A poster made in a mini-program is scanned back into it: the vendor's own code of the page.
  posterCode: () => ({ kind: 'mini-code', vendor: String(process.env.TARO_ENV) }),
  armedCard: () => currentMiniShare(),
}
