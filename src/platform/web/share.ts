import type { ClipboardAdapter, ShareAdapter } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/**
 * In WeChat's browser only WeChat's own menu can share: the page shows the guide. Elsewhere the Web
 * Share API, and where that is missing the link is copied.
 */
export function createWebShare({
  isWeChat,
  clipboard,
}: {
  isWeChat: boolean
  clipboard: ClipboardAdapter
}): ShareAdapter {
  return {
    async share(content) {
      if (!/^https?:\/\//.test(content.url)) {
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'a share needs an http(s) address')
      }
      if (isWeChat) return { status: 'guide' }
      if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
        try {
          // A prepared poster goes along as a file where the browser takes files. It was drawn before
          // the tap, so nothing is awaited here and the tap's user activation still holds.
          const files = content.image?.file ? [content.image.file] : undefined
          const withFiles = files && navigator.canShare?.({ files }) ? { files } : {}
          await navigator.share({ title: content.title, text: content.text, url: content.url, ...withFiles })
          return { status: 'shared' }
        } catch (error) {
          if (error instanceof Error && error.name === 'AbortError') return { status: 'cancelled' }
          // NotAllowedError and friends: copying still gets the link out.
        }
      }
      await clipboard.copy(content.url)
      return { status: 'copied' }
    },
    // The web has no share menu of its own to arm; WeChat's reads the page's title and meta tags.
    setShareInfo: async () => undefined,
    posterCode: () => ({ kind: 'address' }),
    armedCard: () => null,
  }
}
