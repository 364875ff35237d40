import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { currentMiniShare } from './mini/share'

/**
 * A mini-program page shares only through its own menu: these hooks answer the menu with what the page
 * last handed to `share.setShareInfo` (friend card and Moments). Elsewhere Taro never calls them, so
 * pages can use this hook on every platform. The page's config must enable both share entries.
 */
export function useShareCard(): void {
  useShareAppMessage(() => {
    const content = currentMiniShare()
    return content ? { title: content.title, path: content.miniProgramPath, imageUrl: content.imageUrl } : {}
  })
  useShareTimeline(() => {
    const content = currentMiniShare()
    const query = content?.miniProgramPath?.split('?')[1]
    return content ? { title: content.title, query, imageUrl: content.imageUrl } : {}
  })
}
