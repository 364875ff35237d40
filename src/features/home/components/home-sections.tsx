import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { imgAttributes } from '@/components/image'
import { localizedName, localizedNames, useT } from '@/i18n'
import '@/i18n/locales/parts/home'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import { formatCount, formatDate } from '@/utils/format'
import type { FeaturedJourney, Home, OpenCampaign } from '../api/get-home'
import './home-sections.css'

/** Where a card leads: the page decides how to get there (features do not navigate by route names). */
export interface HomeActions {
  openJourney(id: number): void
  openCampaign(campaign: OpenCampaign): void
  openMagazine(id: number): void
  openAssistant(): void
}

function JourneyCard({ journey, onOpen }: { journey: FeaturedJourney; onOpen: () => void }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const title = localizedName(journey.title, journey.titleEn, locale)
  return (
    <View
      className='home-journey'
      role='link'
      aria-label={title}
      onClick={onOpen}
      data-journey-id={journey.id}
      {...trackingProps('home_journey', {
        moduleKey: 'home_journeys',
        attrs: { journeyId: journey.id },
        impression: true,
      })}
    >
      <Image
        className='home-journey__cover'
        src={journey.cover}
        mode='aspectFill'
        imgProps={imgAttributes('')}
      />
      <View className='home-journey__body'>
        <Text className='home-journey__title'>{title}</Text>
        <Text className='home-journey__meta'>
          {t('home.journeyMeta', {
            days: journey.dayCount,
            cities: localizedNames(journey.cities, journey.citiesEn, locale).join(' · '),
          })}
        </Text>
        <Text className='home-journey__views'>
          {t('home.views', { n: formatCount(journey.views, locale) })}
        </Text>
      </View>
    </View>
  )
}

function CampaignCard({ campaign, onOpen }: { campaign: OpenCampaign; onOpen: () => void }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  return (
    <View
      className={`home-campaign home-campaign--${campaign.kind}`}
      role='link'
      aria-label={campaign.title}
      onClick={onOpen}
      data-campaign={campaign.kind}
      {...trackingProps('home_campaign', {
        moduleKey: 'home_campaigns',
        attrs: { campaign: campaign.kind },
        impression: true,
      })}
    >
      <Text className='home-campaign__title'>{campaign.title}</Text>
      <Text className='home-campaign__ends'>
        {t('home.campaignEnds', { date: formatDate(campaign.endsAt.slice(0, 10), locale) })}
      </Text>
    </View>
  )
}

/** The home page's sections: featured journeys, open campaigns, the latest magazine, the assistant. */
export function HomeSections({ home, actions }: { home: Home; actions: HomeActions }) {
  const t = useT()
  return (
    <View className='home'>
      <Text className='home__hello'>{t('home.hello')}</Text>

      <Text className='home__section'>{t('home.journeys')}</Text>
      {home.journeys.length === 0 ? (
        <Text className='home__empty'>{t('home.noJourneys')}</Text>
      ) : (
        <View className='home__journeys'>
          {home.journeys.map((j) => (
            <JourneyCard key={j.id} journey={j} onOpen={() => actions.openJourney(j.id)} />
          ))}
        </View>
      )}

      <Text className='home__section'>{t('home.campaigns')}</Text>
      {home.campaigns.length === 0 ? (
        <Text className='home__empty'>{t('home.noCampaigns')}</Text>
      ) : (
        <View className='home__campaigns'>
          {home.campaigns.map((c) => (
            <CampaignCard key={c.id} campaign={c} onOpen={() => actions.openCampaign(c)} />
          ))}
        </View>
      )}

      <View className='home__pair'>
        {home.magazine && (
          <View
            className='home-card'
            data-magazine-id={home.magazine.id}
            {...trackingProps('home_magazine', { moduleKey: 'home', impression: true })}
          >
            <Text className='home-card__kicker'>{t('home.magazine')}</Text>
            <Text className='home-card__title'>{home.magazine.title}</Text>
            <Text className='home-card__text'>{home.magazine.issue}</Text>
            <Button
              size='mini'
              label={t('home.magazineOpen')}
              onClick={() => home.magazine && actions.openMagazine(home.magazine.id)}
            >
              {t('home.magazineOpen')}
            </Button>
          </View>
        )}
        <View
          className='home-card home-card--assistant'
          {...trackingProps('home_assistant', { moduleKey: 'home', impression: true })}
        >
          <Text className='home-card__kicker'>{t('home.assistant')}</Text>
          <Text className='home-card__text'>{t('home.assistantHint')}</Text>
          <Button size='mini' type='primary' label={t('home.assistantOpen')} onClick={actions.openAssistant}>
            {t('home.assistantOpen')}
          </Button>
        </View>
      </View>
    </View>
  )
}
