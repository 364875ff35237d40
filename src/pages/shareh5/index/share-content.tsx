import { View } from '@tarojs/components'
import { useCallback, useMemo } from 'react'
import { usePageContext } from '@/components/page-frame'
import { GuideOverlay } from '@/components/guide-overlay/guide-overlay'
import {
  ChannelBar,
  PosterView,
  ShareCard,
  targetAddress,
  targetLocation,
  targetQuery,
  targetSeed,
  useHostShareInfo,
  usePosterCode,
  usePosterImage,
  useShareChannel,
  type ShareChannel,
  type ShareOutcome,
} from '@/components/share-target'
import type { ShareDraft } from '@/features/share-poster'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/share'

/** Card, channels and poster of a loaded target; a finished share goes to the result page. */
export function ShareContent({ draft }: { draft: ShareDraft }) {
  const t = useT()
  const page = usePageContext()
  const { target } = draft
  // In a mini-program the vendor's own code of the page, when the server can make one (issue 13).
  const code = usePosterCode(target)
  const codeImage = code.kind === 'image' ? code.url : undefined
  const posterContent = useMemo(
    () => ({
      ...draft.poster,
      link: targetAddress(target, 'poster'),
      codeImage,
      brand: t('sharePage.posterBrand'),
      seed: targetSeed(target),
    }),
    [draft.poster, target, codeImage, t],
  )
  // Drawn as soon as the page has the content: "share" and "save" then have the image at hand.
  const poster = usePosterImage(posterContent)
  const onDone = useCallback(
    (channel: ShareChannel, outcome: ShareOutcome) => {
      // Leaving a kept-alive page always pushes (navigate.ts): back returns to this very instance.
      navigate('shareResult', page?.route, {
        query: { ...targetQuery(target), channel, status: outcome },
      }).catch(() => undefined)
    },
    [target, page?.route],
  )
  const share = useShareChannel(
    { target, subject: draft.subject, poster: poster.image, count: draft.count },
    onDone,
  )
  useHostShareInfo(target, draft.subject)
  const open = () => {
    const { name, params, query } = targetLocation(target)
    navigate(name, page?.route, { params, query }).catch(() => undefined)
  }
  return (
    <View className='share-page' data-poster-state={poster.status}>
      <ShareCard card={draft.card} onOpen={open} />
      <ChannelBar busy={share.busy} onPick={share.run} />
      <PosterView poster={poster} title={draft.card.title} />
      {share.guide && <GuideOverlay kind='share' onDismiss={share.closeGuide} />}
    </View>
  )
}
