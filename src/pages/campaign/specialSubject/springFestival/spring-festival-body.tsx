import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { routeByName } from '@types-shared/routes/route-table'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { openShare } from '@/components/share-target/open-share'
import { AsyncView, EmptyState, useLoad } from '@/components/states'
import {
  DestinationCards,
  FestivalCountdown,
  FestivalJourneyCards,
  getSpringFestival,
  PosterCards,
  type FestivalPage,
} from '@/features/spring-festival'
import { useLocalizedName, useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/festival'
import { PlaceSheetHost } from '../../shared/place-sheet-host'
import './spring-festival-page.css'

const load = () => getSpringFestival()
const share = () =>
  void openShare({ kind: 'campaign', campaign: 'springFestival' }, routeByName('springFestival'))

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <View className='festival-page__section' data-section={name}>
      <Text className='festival-page__title'>{title}</Text>
      {children}
    </View>
  )
}

function FestivalContent({ page: { festival, offset } }: { page: FestivalPage }) {
  const t = useT()
  const name = useLocalizedName()
  const route = usePageContext()?.route
  const [sheet, setSheet] = useState<number | null>(null)
  const go = (to: string, options: Parameters<typeof navigate>[2]) =>
    void navigate(to, route, options).catch(() => undefined)
  return (
    <View className='festival-page__body'>
      <View className='festival-page__head'>
        <Text className='festival-page__heading'>{name(festival.title, festival.titleEn)}</Text>
        <Button
          size='mini'
          data-action='share-festival'
          onClick={share}
          {...trackingProps('festival_share', { moduleKey: 'festival' })}
        >
          {t('festival.share')}
        </Button>
      </View>
      <Text className='festival-page__intro'>{name(festival.intro, festival.introEn)}</Text>
      {/* The countdown renders each second on its own; nothing above it does. */}
      <FestivalCountdown
        festivalAt={festival.festivalAt}
        festivalDate={festival.festivalDate}
        offset={offset}
      />
      <Section name='destinations' title={t('festival.destinations')}>
        {festival.destinations.length === 0 ? (
          <EmptyState label={t('festival.destinationsEmpty')} />
        ) : (
          <DestinationCards destinations={festival.destinations} onOpen={(d) => setSheet(d.placeId)} />
        )}
      </Section>
      <Section name='journeys' title={t('festival.journeys')}>
        {festival.journeys.length === 0 ? (
          <EmptyState label={t('festival.journeysEmpty')} />
        ) : (
          <FestivalJourneyCards
            journeys={festival.journeys}
            onOpen={(j) => go('journeyDetail', { params: { id: j.id } })}
          />
        )}
      </Section>
      <Section name='posters' title={t('festival.posters')}>
        <Text className='festival-page__hint'>{t('festival.postersHint')}</Text>
        {festival.posters.length === 0 ? (
          <EmptyState label={t('festival.postersEmpty')} />
        ) : (
          // The check-in templates page makes the poster of the traveller's lit map (signing in there
          // when needed) with the chosen template, and shares it: one poster maker, not two.
          <PosterCards
            posters={festival.posters}
            onOpen={(p) => go('clockInTemplates', { query: { template: String(p.id) } })}
          />
        )}
      </Section>
      <PlaceSheetHost placeId={sheet} onClose={() => setSheet(null)} />
    </View>
  )
}

/** The special: loading, error with retry, and the content (each section with its own empty state). */
export function SpringFestivalBody() {
  const { state, retry } = useLoad('festival', load)
  return (
    <View className='festival-page'>
      <AsyncView state={state} onRetry={retry}>
        {(page) => <FestivalContent page={page} />}
      </AsyncView>
    </View>
  )
}
