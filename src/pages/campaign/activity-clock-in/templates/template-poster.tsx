import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { ChannelBar, PosterView } from '@/components/share-target'
import { useDraftShare, type ShareDraft } from '@/features/share-poster'

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
  const withArt = useMemo(
    () => ({ ...draft, poster: { ...draft.poster, artwork, palette } }),
    [draft, artwork, palette],
  )
  const { poster, share } = useDraftShare(withArt)
  return (
    <View className='template-poster' data-poster-state={poster.status}>
      <PosterView poster={poster} title={draft.card.title} />
      <ChannelBar busy={share.busy} onPick={share.run} />
    </View>
  )
}
