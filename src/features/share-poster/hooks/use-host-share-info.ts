import { useEffect } from 'react'
import { getPlatform } from '@/platform'
import { journeyAddress, siteAddress } from '../site-address'

/**
 * Arms the host's own share entry (the app's menu, a mini-program's ··· menu) with this journey, so
 * sharing from there sends the same journey as the page's buttons. Failing to arm it is not worth a word.
 */
export function useHostShareInfo(journey: { id: number; title: string; summary: string; cover: string }) {
  const { id, title, summary, cover } = journey
  useEffect(() => {
    getPlatform()
      .share.setShareInfo({
        title,
        text: summary,
        url: journeyAddress(id, 'system'),
        imageUrl: siteAddress(cover),
        miniProgramPath: `/pages/journey/detail/index?id=${id}`,
      })
      .catch(() => undefined)
  }, [id, title, summary, cover])
}
