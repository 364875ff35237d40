import type { ShareAdapter, SharePayload } from '../types'
import type { ShareContent } from '../bridge/types'
import { toPlatformError, PLATFORM_ERROR_CODES } from '../errors'
import type { BridgePort } from './bridge-port'
import { bridgeAnswers, isUnanswered } from './bridge-reach'

/** The app's share sheet: a link card, with a mini-program card for WeChat friends when there is a path. */
export function toShareContent(content: SharePayload): ShareContent {
  return {
    type: 'web',
    contentType: 'link',
    title: content.title,
    content: content.text ?? '',
    linkurl: content.url,
    imageurl: content.imageUrl,
    extension: content.miniProgramPath
      ? {
          miniprogram: {
            title: content.title,
            desc: content.text,
            webpageurl: content.url,
            path: content.miniProgramPath,
            thumb: content.imageUrl,
          },
        }
      : undefined,
  }
}

/**
 * shareContentV2, and the web way (`web`: Web Share, else copy the link) when there is no bridge object,
 * when native is known not to answer, or when the call goes unanswered (issue 12 item 5). Result 0 is a
 * success whatever the value (CONTRACTS.md): `null` or no `shared` field is "shared"; only an explicit
 * `shared: false` is a cancel.
 */
export function createAppShare(port: BridgePort, web: ShareAdapter): ShareAdapter {
  const { methods } = port
  return {
    async share(content) {
      if (!(await bridgeAnswers(port))) return web.share(content)
      let result: Awaited<ReturnType<typeof methods.shareContentV2>> | null | undefined
      try {
        result = await methods.shareContentV2(toShareContent(content))
      } catch (error) {
        if (isUnanswered(error)) return web.share(content)
        throw toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, error)
      }
      if (result?.shared === false) return { status: 'cancelled' }
      return result?.channel ? { status: 'shared', channel: result.channel } : { status: 'shared' }
    },
    async setShareInfo(content) {
      try {
        await methods.setShareInfo(toShareContent(content))
      } catch (error) {
        // The app's menu just keeps what it had; the page's meta tags still describe it.
        if (!isUnanswered(error)) throw toPlatformError(PLATFORM_ERROR_CODES.UNKNOWN, error)
      }
    },
    // The app's camera and any other reads a QR code of the web address.
    posterCode: () => ({ kind: 'address' }),
    // The app's menu shares what setShareInfo handed it; no page answers for it.
    armedCard: () => null,
  }
}
