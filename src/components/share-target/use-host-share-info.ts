import { useEffect } from 'react'
import { getPlatform } from '@/platform'
import type { ShareSubject } from './share-on'
import { siteAddress } from './site-address'
import { targetAddress, targetMiniPath, type ShareTarget } from './target'

/**
 * Arms the host's own share entry (the app's menu, a mini-program's ··· menu) with this target, so
 * sharing from there sends the same thing as the page's buttons. Failing to arm it is not worth a word.
 */
export function useHostShareInfo(target: ShareTarget, subject: ShareSubject) {
  const address = targetAddress(target, 'system')
  const miniPath = targetMiniPath(target)
  const { title, text, cover } = subject
  useEffect(() => {
    getPlatform()
      .share.setShareInfo({
        title,
        text,
        url: address,
        imageUrl: cover ? siteAddress(cover) : undefined,
        miniProgramPath: miniPath,
      })
      .catch(() => undefined)
  }, [address, miniPath, title, text, cover])
}
