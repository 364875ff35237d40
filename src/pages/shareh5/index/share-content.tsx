import { View } from '@tarojs/components'
import { usePageContext } from '@/components/page-frame'
import { GuideOverlay } from '@/components/guide-overlay/guide-overlay'
import {
  ChannelBar,
  PosterView,
  ShareCard,
  targetLocation,
  useHostShareInfo,
} from '@/components/share-target'
import { useDraftShare, type ShareDraft } from '@/features/share-poster'
import { navigate } from '@/services/router'

/** Card, channels and poster of a loaded target; a finished share goes to the result page. */
export function ShareContent({ draft }: { draft: ShareDraft }) {
  const page = usePageContext()
  const { target } = draft
  const { poster, share } = useDraftShare(draft)
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
