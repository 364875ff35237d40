import type { ShareAdapter, SharePayload } from '../types'
import type { ShareContent } from '../bridge/types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'
import type { BridgePort } from './bridge-port'

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

export function createAppShare({ methods }: BridgePort): ShareAdapter {
  return {
    async share(content) {
      const result = await atSeam(
        PLATFORM_ERROR_CODES.UNKNOWN,
        methods.shareContentV2(toShareContent(content)),
      )
      return result.shared ? { status: 'shared', channel: result.channel } : { status: 'cancelled' }
    },
    setShareInfo: (content) =>
      atSeam(PLATFORM_ERROR_CODES.UNKNOWN, methods.setShareInfo(toShareContent(content))),
  }
}
