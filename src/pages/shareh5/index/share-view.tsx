import { View } from '@tarojs/components'
import { useCallback, useMemo } from 'react'
import { usePageContext } from '@/components/page-frame'
import { GuideOverlay } from '@/components/guide-overlay/guide-overlay'
import { JourneyAsyncView, useJourney, type JourneyDetail } from '@/features/journey'
import {
  ChannelBar,
  journeyAddress,
  PosterView,
  posterSvg,
  ShareCard,
  svgDataUrl,
  useHostShareInfo,
  useShareChannel,
  type PageChannel,
  type ShareOutcome,
} from '@/features/share-poster'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/share'

/** Card, poster and channels of a loaded journey; a finished share goes to the result page. */
function ShareContent({ journey }: { journey: JourneyDetail }) {
  const t = useT()
  const page = usePageContext()
  const locale = useLocaleStore((s) => s.locale)
  const id = String(journey.id)
  const title = locale === 'en' && journey.titleEn ? journey.titleEn : journey.title
  const author = t('sharePage.cardAuthor', { name: journey.owner.nickname })
  // Built once per journey and language: returning to this kept-alive page shows the same image.
  const posterUrl = useMemo(
    () =>
      svgDataUrl(
        posterSvg({
          title,
          author,
          stats: t('sharePage.posterStats', { days: journey.dayCount, places: journey.stats.places }),
          cities: journey.cities,
          link: journeyAddress(journey.id, 'poster'),
          scanHint: t('sharePage.posterScan'),
          brand: t('sharePage.posterBrand'),
          seed: journey.id,
        }),
      ),
    [journey, title, author, t],
  )
  const onDone = useCallback(
    (channel: PageChannel, outcome: ShareOutcome) => {
      // Leaving a kept-alive page always pushes (navigate.ts): back returns to this very instance.
      navigate('shareResult', page?.route, { query: { journeyId: id, channel, status: outcome } }).catch(
        () => undefined,
      )
    },
    [id, page?.route],
  )
  const share = useShareChannel(id, posterUrl, onDone)
  useHostShareInfo({ id: journey.id, title, summary: journey.summary, cover: journey.cover })
  return (
    <View className='share-page'>
      <ShareCard
        card={{
          id: journey.id,
          title,
          cover: journey.cover,
          author: journey.owner.nickname,
          days: journey.dayCount,
          cities: journey.cities,
        }}
        onOpen={() => navigate('journeyDetail', page?.route, { params: { id } }).catch(() => undefined)}
      />
      <ChannelBar busy={share.busy} onPick={share.run} />
      <PosterView url={posterUrl} title={title} />
      {share.guide && <GuideOverlay kind='share' onDismiss={share.closeGuide} />}
    </View>
  )
}

/** Loads the journey to share; a private, deleted or unknown journey gets its own clear page. */
export function ShareView({ journeyId }: { journeyId: string }) {
  const { state, retry } = useJourney(journeyId)
  return (
    <JourneyAsyncView state={state} retry={retry}>
      {(journey) => <ShareContent journey={journey} />}
    </JourneyAsyncView>
  )
}
