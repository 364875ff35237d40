import { View } from '@tarojs/components'
import { useCallback, useMemo } from 'react'
import { usePageContext } from '@/components/page-frame'
import {
  ChannelBar,
  PosterView,
  targetAddress,
  targetQuery,
  targetSeed,
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

/** A template's poster of my lit map, drawn through the share target, with the channels to send it. */
export function TemplatePoster({
  draft,
  artwork,
  palette,
}: {
  draft: ShareDraft
  artwork: readonly { d: string; fill: string }[]
  palette: readonly [string, string]
}) {
  const t = useT()
  const page = usePageContext()
  const { target } = draft
  const code = usePosterCode(target)
  const codeImage = code.kind === 'image' ? code.url : undefined
  const content = useMemo(
    () => ({
      ...draft.poster,
      link: targetAddress(target, 'poster'),
      codeImage,
      brand: t('sharePage.posterBrand'),
      seed: targetSeed(target),
      artwork,
      palette,
    }),
    [draft.poster, target, codeImage, t, artwork, palette],
  )
  const poster = usePosterImage(content)
  const onDone = useCallback(
    (channel: ShareChannel, outcome: ShareOutcome) =>
      void navigate('shareResult', page?.route, {
        query: { ...targetQuery(target), channel, status: outcome },
      }).catch(() => undefined),
    [target, page?.route],
  )
  const share = useShareChannel(
    { target, subject: draft.subject, poster: poster.image, count: draft.count },
    onDone,
  )
  return (
    <View className='template-poster' data-poster-state={poster.status}>
      <PosterView poster={poster} title={draft.card.title} />
      <ChannelBar busy={share.busy} onPick={share.run} />
    </View>
  )
}
